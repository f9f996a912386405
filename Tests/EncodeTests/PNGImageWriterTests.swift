import Encode
import Foundation
import Testing
import TestSupport

@Suite("PNGImageWriter: one frame, one PNG")
struct PNGImageWriterTests {
    @Test("an opaque frame is an RGB PNG holding exactly its pixels, sRGB tagged")
    func opaque() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("still.png")
        let frame = SyntheticFrame.opaque(width: 64, height: 48, index: 3)
        let file = try frame.withImage { try PNGImageWriter.write($0, to: url) }
        let probe = try Tools.probe(url)
        #expect(probe["codec_name"] == "png" && probe["pix_fmt"] == "rgb24")
        #expect(probe["width"] == "64" && probe["height"] == "48")
        #expect(try Tools.decode(url, pixelFormat: "rgb24") == frame.rgb())
        let bytes = try Data(contentsOf: url)
        #expect(bytes.range(of: Data("sRGB".utf8)) != nil)
        #expect(file.url.standardizedFileURL == url.standardizedFileURL)
        #expect(file.byteCount == bytes.count && file.frameCount == 1)
    }

    @Test("a frame with transparency is an RGBA PNG with straight alpha")
    func straightAlpha() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("still.png")
        // 256 wide: the alpha ramp covers every value 0…255.
        let frame = SyntheticFrame.translucent(width: 256, height: 8, index: 0)
        _ = try frame.withImage { try PNGImageWriter.write($0, to: url) }
        #expect(try Tools.probe(url)["pix_fmt"] == "rgba")
        let decoded = try Tools.decode(url, pixelFormat: "rgba")
        #expect(decoded == frame.straightRGBA())
        // Row 2 is premultiplied BGRA (64, 0, 0, 128): blue 64 at half coverage is straight blue 128.
        let offset = (2 * 256 + 10) * 4
        #expect(Array(decoded[offset..<offset + 4]) == [0, 0, 128, 128])
    }

    @Test("in memory: the bytes the file would hold with the same settings, and by default a quick PNG of the same pixels")
    func inMemory() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("still.png")
        for (frame, format) in [(SyntheticFrame.opaque(width: 64, height: 48, index: 2), "rgb24"),
                                (SyntheticFrame.translucent(width: 256, height: 8, index: 1), "rgba")] {
            _ = try frame.withImage { try PNGImageWriter.write($0, to: url) }
            let same = try frame.withImage { try PNGImageWriter.data($0, compressionLevel: 6, filter: .adaptive) }
            #expect(same == (try Data(contentsOf: url)), "one writer: the same stream")
            let quick = try frame.withImage { try PNGImageWriter.data($0) }
            try quick.write(to: url)
            #expect(try Tools.probe(url)["pix_fmt"] == format)
            #expect(try Tools.decode(url, pixelFormat: format) == (format == "rgb24" ? frame.rgb() : frame.straightRGBA()))
        }
        #expect(throws: EncodeError.self) {
            try SyntheticFrame.opaque(width: 8, height: 8, index: 0).withImage { try PNGImageWriter.data($0, compressionLevel: 10) }
        }
    }

    @Test("the caller's pixels are left as they were")
    func borrowsPixels() throws {
        let folder = try TemporaryFolder()
        let frame = SyntheticFrame.translucent(width: 256, height: 8, index: 1)
        let before = frame.pixels
        _ = try frame.withImage { try PNGImageWriter.write($0, to: folder.url.appendingPathComponent("a.png")) }
        #expect(frame.pixels == before)
    }

    @Test("an existing file is replaced, and no temporary file is left")
    func replaces() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("still.png")
        try Data("old".utf8).write(to: url)
        let frame = SyntheticFrame.opaque(width: 32, height: 16, index: 0)
        _ = try frame.withImage { try PNGImageWriter.write($0, to: url) }
        #expect(try folder.contents() == ["still.png"])
        #expect(try Tools.decode(url, pixelFormat: "rgb24") == frame.rgb())
    }

    @Test("the same frame gives the same bytes; a higher level gives a file no larger")
    func deterministic() throws {
        let folder = try TemporaryFolder()
        let frame = SyntheticFrame.opaque(width: 64, height: 48, index: 5)
        let names = ["a.png", "b.png", "fast.png"]
        try frame.withImage { image in
            try PNGImageWriter.write(image, to: folder.url.appendingPathComponent(names[0]))
            try PNGImageWriter.write(image, to: folder.url.appendingPathComponent(names[1]))
            try PNGImageWriter.write(image, to: folder.url.appendingPathComponent(names[2]), compressionLevel: 1, filter: .up)
        }
        let data = try names.map { try Data(contentsOf: folder.url.appendingPathComponent($0)) }
        #expect(data[0] == data[1])
        #expect(data[0].count <= data[2].count)
        #expect(try Tools.decode(folder.url.appendingPathComponent("fast.png"), pixelFormat: "rgb24") == frame.rgb())
    }

    @Test("a missing folder is an I/O error, and nothing is created")
    func missingFolder() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("nope/still.png")
        let frame = SyntheticFrame.opaque(width: 8, height: 8, index: 0)
        let error = #expect(throws: EncodeError.self) { try frame.withImage { try PNGImageWriter.write($0, to: url) } }
        guard case .io(let path, _) = error else { Issue.record("expected an I/O error, got \(String(describing: error))"); return }
        #expect(path.hasSuffix("nope"))
        #expect(try folder.contents().isEmpty)
    }

    @Test("an empty frame or a compression level outside 0…9 is refused before any file exists")
    func invalidInput() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("still.png")
        let frame = SyntheticFrame.opaque(width: 8, height: 8, index: 0)
        #expect(throws: EncodeError.self) {
            try frame.withImage { image in
                let empty = FrameImage(pixels: image.pixels, width: 0, height: 8, bytesPerRow: image.bytesPerRow, isOpaque: true)
                try PNGImageWriter.write(empty, to: url)
            }
        }
        #expect(throws: EncodeError.self) {
            _ = try frame.withImage { try PNGImageWriter.write($0, to: url, compressionLevel: 10) }
        }
        #expect(try folder.contents().isEmpty)
    }
}
