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
