import Foundation
import Scene
import Testing
@testable import Raster

/// Writes the reference phone screens (390 × 844 pt at scale 3) as PNGs to look at.
/// Opt-in: `MOTIONREEL_LOOK_DIR=/some/dir swift test --filter RasterTests.ReferenceScreenTests`.
@Suite("Reference screens", .enabled(if: ProcessInfo.processInfo.environment["MOTIONREEL_LOOK_DIR"] != nil))
struct ReferenceScreenTests {
    @Test("each wireframe renders as a full phone screen", arguments: Wireframe.allCases)
    func writeScreen(_ wireframe: Wireframe) throws {
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["MOTIONREEL_LOOK_DIR"] ?? ".")
        let canvas = Fixture.phone(scale: 3)
        let selected = Wireframe.allCases.firstIndex(of: wireframe) ?? 0
        let state = Fixture.phoneScreen(.wireframe(wireframe), canvas: canvas, selected: selected)
        let buffer = try Fixture.render(state, on: canvas)
        try buffer.writePNG(to: folder.appendingPathComponent("screen-\(wireframe.rawValue).png"))
    }
}

extension ReferenceScreenTests {
    @Test("a forward tab change mid-flight: Dashboard leaving to the left, Habits arriving from the right")
    func writeTransition() throws {
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["MOTIONREEL_LOOK_DIR"] ?? ".")
        let canvas = Fixture.phone(scale: 3)
        var state = Fixture.phoneScreen(.wireframe(.cards), canvas: canvas, selected: 1)
        var arriving = state.layers[0]
        arriving.content = .page(.wireframe(.list))
        arriving.offset = Point(x: canvas.size.width * 0.3 + 0.37, y: 0)
        arriving.opacity = 0.7
        state.layers[0].offset = Point(x: -canvas.size.width * 0.7 + 0.37, y: 0)
        state.layers[0].opacity = 0.3
        state.layers.insert(arriving, at: 1)
        try Fixture.render(state, on: canvas).writePNG(to: folder.appendingPathComponent("screen-transition.png"))
    }
}
