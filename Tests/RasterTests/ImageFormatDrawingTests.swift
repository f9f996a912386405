import Foundation
import Scene
import TestSupport
import Testing
@testable import Raster

@Suite("Images: SVG drawn as vectors, JPEG decoded, placed by contentMode")
struct ImageFormatDrawingTests {
    let folder: TemporaryFolder
    init() throws {
        folder = try TemporaryFolder()
    }

    /// One image layer over the whole of a `size` pt canvas at `scale`.
    private func render(_ url: URL, _ mode: ContentMode, size: Size, scale: Double) throws -> PixelBuffer {
        let canvas = Canvas(size: size, scale: scale, fps: 60, background: Fixture.background)
        let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        return try Fixture.render(FrameState(index: 0, time: 0, layers: [
            LayerState(id: "image", content: .page(.image(url, mode)), frame: frame, zIndex: 1),
        ]), on: canvas)
    }

    @Test("an SVG edge is sharp at @3x: one partly covered pixel, where the geometry puts it")
    func svgSharpAt3x() throws {
        // A 20 × 20 pt document whose left 10.5 pt are blue. At 3 px a point the edge is at
        // x = 31.5 px: columns 0–30 are blue, 31 half blue, 32 on the background. A 20 px bitmap
        // scaled 3× would spread the edge over about 3 px instead.
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">\
            <rect x="0" y="0" width="10.5" height="20" fill="#0000ff"/></svg>
            """
        let url = try folder.write(svg, to: "edge.svg")
        let buffer = try render(url, .fill, size: Size(width: 20, height: 20), scale: 3)
        #expect(buffer.width == 60)
        let blue = RGBA(Fixture.blue), background = RGBA(Fixture.background)
        for y in [0, 30, 59] {
            for x in 0...30 { expectPixel(buffer, x, y, blue) }
            expectPixel(buffer, 31, y, mix(blue, background, 0.5), tolerance: 2)
            for x in 32..<60 { expectPixel(buffer, x, y, background) }
        }
    }

    @Test("an SVG is stretched, fitted or filled to its frame as vectors")
    func svgModes() throws {
        // A 10 × 20 document, all blue, in a 40 × 20 pt frame at 2×: fit makes it 10 × 20 pt,
        // centred (x 15…25 pt = 30…50 px); stretch and fill cover the frame.
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 20\"><rect width=\"10\" height=\"20\" fill=\"#00f\"/></svg>"
        let url = try folder.write(svg, to: "tall.svg")
        let size = Size(width: 40, height: 20)
        let blue = RGBA(Fixture.blue), background = RGBA(Fixture.background)
        let fit = try render(url, .fit, size: size, scale: 2)
        #expect(fit.span(row: 20) { $0 == blue } == 30..<50)
        expectPixel(fit, 29, 20, background)
        for mode in [ContentMode.stretch, .fill] {
            let covered = try render(url, mode, size: size, scale: 2)
            #expect(covered.span(row: 20) { $0 == blue } == 0..<80, "\(mode)")
        }
    }

    @Test("a JPEG's colour: every pixel decodes to the colour it was written with")
    func jpegColour() throws {
        let url = try folder.write(JPEGBytes.solid, to: "solid.jpg")
        // The image is 16 × 8 px; shown 1:1 (stretch to a 16 × 8 pt canvas at 1×), no filtering.
        let buffer = try render(url, .stretch, size: Size(width: 16, height: 8), scale: 1)
        let (r, g, b) = JPEGBytes.solidColor
        let written = RGBA(r: Int(r), g: Int(g), b: Int(b), a: 255)
        // YCbCr rounding in the encoder and decoder moves a channel by a few levels at most.
        for y in 0..<8 { for x in 0..<16 { expectPixel(buffer, x, y, written, tolerance: 3) } }
    }

    @Test("a JPEG fitted to a square leaves clear bars; stretched, it covers it")
    func jpegFitAndStretch() throws {
        let url = try folder.write(JPEGBytes.solid, to: "solid.jpg")
        // 16 × 8 in 20 × 20 pt at 1×: fit scales by 20/16 to 20 × 10, from y = 5 to 15.
        let (r, g, b) = JPEGBytes.solidColor
        let written = RGBA(r: Int(r), g: Int(g), b: Int(b), a: 255)
        let isImage: (RGBA) -> Bool = { $0.isClose(to: written, tolerance: 3) }
        let fit = try render(url, .fit, size: Size(width: 20, height: 20), scale: 1)
        #expect(fit.span(column: 10, where: isImage) == 5..<15)
        let stretched = try render(url, .stretch, size: Size(width: 20, height: 20), scale: 1)
        #expect(stretched.span(column: 10, where: isImage) == 0..<20)
    }

    @Test("a JPEG or SVG broken after validation throws an image error naming the file")
    func brokenAtDrawTime() throws {
        let cut = try folder.write(Array(JPEGBytes.solid.prefix(JPEGBytes.solid.count - 40)), to: "cut.jpg")
        let svg = try folder.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\"><rect", to: "cut.svg")
        for url in [cut, svg] {
            do {
                _ = try render(url, .fill, size: Size(width: 20, height: 20), scale: 1)
                Issue.record("drawing \(url.lastPathComponent) succeeded")
            } catch let error as RasterError {
                guard case .image(let path, _) = error else {
                    Issue.record("unexpected \(error)")
                    continue
                }
                #expect(path == url.path)
            }
        }
    }
}
