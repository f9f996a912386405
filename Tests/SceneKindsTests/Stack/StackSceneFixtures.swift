import Foundation
import Motion
import Scene
import SceneKinds

/// Small stack scenes for tests on the source design's 390 × 844 pt screen: a Home tab with a
/// `detail` page (a hero element on each, morph id `hero`) and a Gallery tab.
enum StackFixture {
    static let width = 390.0
    static let headerHeight = 100.0
    static let heroA = Rect(x: 16, y: 560, width: 358, height: 96)
    static let heroB = Rect(x: 0, y: 100, width: 390, height: 240)
    static let radiusA = 22.0, radiusB = 0.0
    static let blue = Color(hex: "#5B7CFA")!, violet = Color(hex: "#7B61FF")!

    /// Layer ids: roots are cards 0 (Home) and 1 (Gallery); pushed pages count on from 2.
    static let root = "stack.0", firstPushed = "stack.2"

    static func canvas(fps: Int = 60) -> Canvas {
        Canvas(size: Size(width: width, height: 844), scale: 3, fps: fps, background: Color(hex: "#f9f9f9")!)
    }

    static func scene(_ events: [StackScene.Event], transition: Transition? = nil,
                      animation: Motion.Animation = .spring(response: 0.3, dampingFraction: 0.85),
                      dim: Double = StackScene.defaultDim, decorations: Bool = true) -> StackScene {
        StackScene(
            header: Header(height: headerHeight, title: "Remi"),
            tabs: [
                .init(name: "Home",
                      root: .init(content: .fill(Color(hex: "#ff0000")!),
                                  elements: [.init(morph: "hero", frame: heroA, cornerRadius: radiusA, fill: blue)]),
                      pages: ["detail": .init(content: .fill(Color(hex: "#00ff00")!),
                                              elements: [.init(morph: "hero", frame: heroB, cornerRadius: radiusB, fill: violet)])]),
                .init(name: "Gallery", root: .init(content: .fill(Color(hex: "#0000ff")!))),
            ],
            decorations: decorations
                ? StackDecorations(tabBar: Nav(height: 120, items: ["Home", "Gallery"], gradient: true),
                                   miniPlayer: .init(height: 64, title: "Morning run mix"))
                : StackDecorations(),
            transition: transition, animation: animation, dim: dim, timeline: events)
    }

    static func timeline(_ events: [StackScene.Event], transition: Transition? = nil,
                         animation: Motion.Animation = .spring(response: 0.3, dampingFraction: 0.85),
                         reduceMotion: Bool = false, hold: Double = 0.3) -> StackTimeline {
        StackTimeline(scene(events, transition: transition, animation: animation), canvas: canvas(), hold: hold,
                      reduceMotion: reduceMotion)
    }
}
