import Foundation
import Motion
import Scene

/// Small tabs scenes for tests: three `fill` tabs on the source design's 390 × 844 pt screen.
enum TabsFixture {
    static let width = 390.0
    static let headerHeight = 100.0

    static func scene(_ events: [(Double, Int)], fps: Int = 60, hold: Double = 0.3,
                      animation: Motion.Animation = .spring(response: 0.3, dampingFraction: 0.85)) -> TabsTimeline {
        let tabs = TabsScene(
            header: Header(height: headerHeight, title: "Remi"),
            nav: Nav(height: 120, items: ["Home", "Habits", "Gallery"], createButtonOn: [0]),
            tabs: [
                .init(name: "Dashboard", content: .fill(Color(hex: "#ff0000")!)),
                .init(name: "Habits", content: .fill(Color(hex: "#00ff00")!)),
                .init(name: "Gallery", content: .fill(Color(hex: "#0000ff")!)),
            ],
            animation: animation,
            timeline: events.map { TabsScene.Selection(at: $0.0, tab: $0.1) })
        let canvas = Canvas(size: Size(width: width, height: 844), scale: 3, fps: fps,
                            background: Color(hex: "#f9f9f9")!)
        return TabsTimeline(tabs, canvas: canvas, hold: hold)
    }
}
