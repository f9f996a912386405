import Foundation
import Scene
import Testing
import TestSupport
@testable import Raster

@Suite("Page contents")
struct ContentTests {
    let canvas = Fixture.phone(scale: 1)

    /// Just the page, on its own, as it would sit between header and nav.
    func page(_ content: Content, frame: Rect? = nil) -> FrameState {
        let frame = frame ?? Fixture.contentFrame(canvas: canvas)
        return FrameState(index: 0, time: 0, layers: [
            LayerState(id: "tab", content: .page(content), frame: frame, zIndex: 1, clip: frame),
        ])
    }

    @Test("each wireframe draws a real screen, not an empty page", arguments: Wireframe.allCases)
    func wireframeHasContent(_ wireframe: Wireframe) throws {
        let buffer = try Fixture.render(page(.wireframe(wireframe)), on: canvas)
        let bg = RGBA(Fixture.background)
        var differing = 0, total = 0
        for y in stride(from: 0, to: buffer.height, by: 2) {
            for x in stride(from: 0, to: buffer.width, by: 2) {
                total += 1
                if buffer.rgba(x, y) != bg { differing += 1 }
            }
        }
        #expect(Double(differing) / Double(total) > 0.2)
        // The page has no background of its own: its margins show the canvas background.
        let top = Int(Fixture.header.height * canvas.scale)
        expectPixel(buffer, 2, top + Int(ScreenTitle.bottom * canvas.scale) + 2, bg)
    }

    @Test("each wireframe renders identically every time", arguments: Wireframe.allCases)
    func wireframeIsDeterministic(_ wireframe: Wireframe) throws {
        let first = try Fixture.render(page(.wireframe(wireframe)), on: canvas).visibleBytes
        let second = try Fixture.render(page(.wireframe(wireframe)), on: canvas).visibleBytes
        #expect(first == second)
    }

    @Test("a fill covers its whole frame with the exact colour")
    func fill() throws {
        let frame = Fixture.contentFrame(canvas: canvas)
        let color = Color(red: 0.2, green: 0.4, blue: 0.6)
        let buffer = try Fixture.render(page(.fill(color), frame: frame), on: canvas)
        let top = Int(frame.minY * canvas.scale)
        for (x, y) in [(0, top), (buffer.width - 1, top), (0, buffer.height - 1), (buffer.width - 1, buffer.height - 1)] {
            expectPixel(buffer, x, y, RGBA(color))
        }
        expectPixel(buffer, 0, top - 1, RGBA(Fixture.background))
    }

    @Test("a missing image throws an image error naming the file")
    func missingImage() throws {
        let url = URL(fileURLWithPath: "/nonexistent/screens/gallery.png")
        let renderer = try FrameRenderer(canvas: canvas)
        let buffer = PixelBuffer(width: canvas.pixelWidth, height: canvas.pixelHeight)
        do {
            try renderer.render(page(.image(url)), into: buffer)
            Issue.record("rendering a missing image succeeded")
        } catch let error as RasterError {
            guard case .image(let path, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(path == url.path)
            #expect(error.description.contains("gallery.png"))
        }
        // The renderer stays usable after the failure.
        try renderer.render(page(.fill(Fixture.red)), into: buffer)
        expectPixel(buffer, 0, buffer.height - 1, RGBA(Fixture.red))
    }

    @Test("a file that is not a PNG throws an image error")
    func unreadableImage() throws {
        let folder = try TemporaryFolder()
        let url = try folder.write("not a png", to: "not-a-png.png")
        #expect(throws: RasterError.self) { try Fixture.render(page(.image(url)), on: canvas) }
    }

    @Test("an image fills its frame: scaled to cover, centred, the overflow cropped")
    func imageAspectFill() throws {
        // A 30 × 10 px image of three 10 px bands (red, green, blue) in a 20 × 20 pt square frame:
        // it scales by 20 / 10 = 2 to 60 × 20 and is centred, so only the green band shows.
        let folder = try TemporaryFolder()
        let url = folder.file("bands.png")
        let image = PixelBuffer(width: 30, height: 10)
        let canvasForImage = Canvas(size: Size(width: 30, height: 10), scale: 1, fps: 60, background: Fixture.red)
        try FrameRenderer(canvas: canvasForImage).render(FrameState(index: 0, time: 0, layers: [
            Fixture.fillLayer("g", Fixture.green, frame: Rect(x: 10, y: 0, width: 10, height: 10)),
            Fixture.fillLayer("b", Fixture.blue, frame: Rect(x: 20, y: 0, width: 10, height: 10)),
        ]), into: image)
        try image.writePNG(to: url)

        let square = Canvas(size: Size(width: 20, height: 20), scale: 2, fps: 60, background: Fixture.background)
        let buffer = try Fixture.render(FrameState(index: 0, time: 0, layers: [
            LayerState(id: "tab", content: .page(.image(url)), frame: Rect(x: 0, y: 0, width: 20, height: 20), zIndex: 1),
        ]), on: square)
        let green = RGBA(Fixture.green)
        // Columns near the edges may be filtered with the neighbouring bands; the middle is pure green.
        for x in 4..<(buffer.width - 4) { expectPixel(buffer, x, buffer.height / 2, green, tolerance: 2) }
        expectPixel(buffer, buffer.width / 2, 0, green, tolerance: 2)
        expectPixel(buffer, buffer.width / 2, buffer.height - 1, green, tolerance: 2)
    }
}
