import Foundation
import Scene
import Testing
@testable import Raster

/// The reference phone screens (390 × 844 pt at scale 3, 1170 × 2532 px): whole screens put
/// together from the parts other suites check alone, asserted against those parts.
///
/// Set `MOTIONREEL_LOOK_DIR=/some/dir` to also write each screen there as a PNG to look at.
@Suite("Reference screens")
struct ReferenceScreenTests {
    let canvas = Fixture.phone(scale: 3)
    var bg: RGBA { RGBA(Fixture.background) }
    /// The first pixel row below the header, and the first row of the nav (its gradient's top).
    var contentTop: Int { Int(Fixture.header.height * canvas.scale) }
    var navTop: Int { Int((canvas.size.height - Fixture.nav.height) * canvas.scale) }

    @Test("each wireframe as a full phone screen: its page exactly between the header and the nav bands",
          arguments: Wireframe.allCases)
    func screen(_ wireframe: Wireframe) throws {
        let selected = Wireframe.allCases.firstIndex(of: wireframe) ?? 0
        let screen = try Fixture.render(Fixture.phoneScreen(.wireframe(wireframe), canvas: canvas, selected: selected),
                                        on: canvas)
        try look(at: screen, "screen-\(wireframe.rawValue)")
        // The page alone, on the same canvas and in the same frame, without header or nav.
        let frame = Fixture.contentFrame(canvas: canvas)
        let page = try Fixture.render(FrameState(index: 0, time: 0, layers: [
            LayerState(id: "tab", content: .page(.wireframe(wireframe)), frame: frame, zIndex: 1, clip: frame),
        ]), on: canvas)
        let rowBytes = screen.width * 4
        let screenBytes = screen.visibleBytes, pageBytes = page.visibleBytes
        #expect(screenBytes[contentTop * rowBytes..<navTop * rowBytes] == pageBytes[contentTop * rowBytes..<navTop * rowBytes],
                "rows \(contentTop) ..< \(navTop) are the page as it renders alone")
        #expect(screenBytes[contentTop * rowBytes..<navTop * rowBytes].contains { $0 < 200 }, "the page draws something dark")
        // The header band: background at its corners (no content shows through).
        expectPixel(screen, 0, 0, bg)
        expectPixel(screen, screen.width - 1, contentTop - 1, bg)
        // The nav band: opaque background along the bottom edge, outside the selected capsule.
        expectPixel(screen, 0, screen.height - 1, bg)
        expectPixel(screen, screen.width - 1, screen.height - 1, bg)
    }

    /// Dashboard (cards) leaving to the left at 0.3 opacity, Habits (list) arriving from the right
    /// at 0.7, the boundary at 0.3 of the width plus a third of a pixel.
    @Test("a forward tab change mid-flight: each page, where it alone shows, is itself blended over the background by its opacity")
    func transition() throws {
        let width = canvas.size.width, shift = 0.37
        var state = Fixture.phoneScreen(.wireframe(.cards), canvas: canvas, selected: 1)
        var arriving = state.layers[0]
        arriving.content = .page(.wireframe(.list))
        arriving.offset = Point(x: width * 0.3 + shift, y: 0)
        arriving.opacity = 0.7
        var leaving = state.layers[0]
        leaving.offset = Point(x: -width * 0.7 + shift, y: 0)
        leaving.opacity = 0.3
        state.layers[0] = leaving
        state.layers.insert(arriving, at: 1)
        let frame = try Fixture.render(state, on: canvas)
        try look(at: frame, "screen-transition")

        /// Each page alone at full opacity, at the same place.
        func alone(_ layer: LayerState) throws -> PixelBuffer {
            var opaque = layer
            opaque.opacity = 1
            return try Fixture.render(FrameState(index: 0, time: 0, layers: [opaque]), on: canvas)
        }
        let leavingAlone = try alone(leaving), arrivingAlone = try alone(arriving)
        // The pixel column the boundary falls in is shared; every column left of it is the
        // leaving page's only, every column right of it the arriving page's.
        let boundary = Int((width * 0.3 + shift) * canvas.scale)
        var checked = 0, wrong: [String] = []
        for y in stride(from: contentTop, to: navTop, by: 3) {
            for x in stride(from: 0, to: frame.width, by: 3) where x != boundary {
                let (page, opacity) = x < boundary ? (leavingAlone, 0.3) : (arrivingAlone, 0.7)
                let expected = mix(bg, page.rgba(x, y), opacity), actual = frame.rgba(x, y)
                checked += 1
                if !actual.isClose(to: expected, tolerance: 2), wrong.count < 5 { wrong.append("(\(x), \(y)): \(actual) ≠ \(expected)") }
            }
        }
        #expect(checked > 100_000)
        #expect(wrong.isEmpty, "\(wrong)")
        // Both pages really show: the sampled columns on each side differ from the background.
        #expect((contentTop..<navTop).contains { frame.rgba(boundary / 2, $0) != bg })
        #expect((contentTop..<navTop).contains { frame.rgba((boundary + frame.width) / 2, $0) != bg })
    }

    /// Writes `buffer` as NAME.png to `MOTIONREEL_LOOK_DIR`, when it is set.
    private func look(at buffer: PixelBuffer, _ name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["MOTIONREEL_LOOK_DIR"] else { return }
        try buffer.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
    }
}
