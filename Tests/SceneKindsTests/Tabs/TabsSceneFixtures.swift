import Foundation
import Motion
import Scene
@testable import SceneKinds

/// Small tabs scenes for tests: three `fill` tabs on the source design's 390 × 844 pt screen.
enum TabsFixture {
    static let width = 390.0
    static let headerHeight = 100.0

    static func scene(_ events: [(Double, Int)], fps: Int = 60, hold: Double = 0.3,
                      animation: Motion.Animation = .spring(response: 0.3, dampingFraction: 0.85),
                      transition: Transition = .slideAndFade, reduceMotion: Bool = false) -> any Timeline {
        let tabs = TabsScene(
            header: Header(height: headerHeight, title: "Remi"),
            nav: Nav(height: 120, items: ["Home", "Habits", "Gallery"], createButtonOn: [0]),
            tabs: [
                .init(name: "Dashboard", content: .fill(Color(hex: "#ff0000")!)),
                .init(name: "Habits", content: .fill(Color(hex: "#00ff00")!)),
                .init(name: "Gallery", content: .fill(Color(hex: "#0000ff")!)),
            ],
            transition: transition, animation: animation,
            timeline: events.map { TabsScene.Selection(at: $0.0, tab: $0.1) })
        let canvas = Canvas(size: Size(width: width, height: 844), scale: 3, fps: fps,
                            background: Color(hex: "#f9f9f9")!)
        return MotionScene(name: "test", canvas: canvas, kind: tabs, hold: hold, reduceMotion: reduceMotion).timeline()
    }
}

/// A cubic Bézier timing curve evaluated from its definition (bisection on x(s)), independently of
/// `TimingCurve`'s solver.
func bezierProgress(_ c: (Double, Double, Double, Double), at x: Double) -> Double {
    func b(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if b(mid, c.0, c.2) < x { lo = mid } else { hi = mid }
    }
    return b((lo + hi) / 2, c.1, c.3)
}
