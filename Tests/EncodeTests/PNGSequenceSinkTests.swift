import Encode
import Foundation
import Testing
import TestSupport

@Suite("PNGSequenceSink")
struct PNGSequenceSinkTests {
    static let format = VideoFormat(width: 64, height: 48, fps: 30)

    static func opaqueFrames(_ count: Int) -> [SyntheticFrame] {
        (0..<count).map { SyntheticFrame.opaque(width: format.width, height: format.height, index: $0) }
    }

    @Test("frames are numbered from frame_00001.png, one file per frame")
    func naming() throws {
        let folder = try TemporaryFolder()
        let directory = folder.url.appendingPathComponent("clip")
        let file = try PNGSequenceSink(directory: directory, format: Self.format).write(Self.opaqueFrames(12))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == (1...12).map { String(format: "frame_%05d.png", $0) })
        #expect(file.frameCount == 12)
        #expect(file.url.standardizedFileURL == directory.standardizedFileURL)
        let total = try names.reduce(0) { sum, name in
            sum + (try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)[.size] as? Int ?? 0)
        }
        #expect(file.byteCount == total)
        #expect(PNGSequenceSink.fileName(forIndex: 99_999) == "frame_100000.png")
    }

    @Test("opaque frames are RGB PNGs holding exactly the rendered pixels")
    func opaquePixels() throws {
        let folder = try TemporaryFolder()
        let directory = folder.url.appendingPathComponent("clip")
        let frames = Self.opaqueFrames(4)
        _ = try PNGSequenceSink(directory: directory, format: Self.format).write(frames)
        for (index, frame) in frames.enumerated() {
            let url = directory.appendingPathComponent(PNGSequenceSink.fileName(forIndex: index))
            let probe = try Tools.probe(url)
            #expect(probe["codec_name"] == "png")
            #expect(probe["pix_fmt"] == "rgb24")
            #expect(try Tools.decode(url, pixelFormat: "rgb24") == frame.rgb(), "frame \(index)")
        }
    }

    @Test("translucent frames are RGBA PNGs with straight alpha")
    func straightAlpha() throws {
        let folder = try TemporaryFolder()
        let directory = folder.url.appendingPathComponent("clip")
        // 256 wide: the alpha ramp covers every value 0…255.
        let format = VideoFormat(width: 256, height: 8, fps: 30)
        let frames = (0..<3).map { SyntheticFrame.translucent(width: 256, height: 8, index: $0) }
        _ = try PNGSequenceSink(directory: directory, format: format).write(frames)
        for (index, frame) in frames.enumerated() {
            let url = directory.appendingPathComponent(PNGSequenceSink.fileName(forIndex: index))
            #expect(try Tools.probe(url)["pix_fmt"] == "rgba")
            let decoded = try Tools.decode(url, pixelFormat: "rgba")
            let expected = frame.straightRGBA()
            #expect(decoded == expected, "frame \(index)")
            // Row 2 is premultiplied BGRA (64, 0, 0, 128): blue 64 at half coverage is straight blue 128.
            let offset = (2 * 256 + 10) * 4
            #expect(Array(decoded[offset..<offset + 4]) == [0, 0, 128, 128])
        }
    }

    @Test("rows padded in memory (37 pixels: 148 bytes in a 192-byte row) are stored without the padding",
          arguments: [true, false])
    func paddedRows(opaque: Bool) throws {
        let folder = try TemporaryFolder()
        let directory = folder.url.appendingPathComponent("clip")
        let format = VideoFormat(width: 37, height: 5, fps: 30)
        let frames = (0..<2).map {
            opaque ? SyntheticFrame.opaque(width: 37, height: 5, index: $0) : SyntheticFrame.translucent(width: 37, height: 5, index: $0)
        }
        #expect(frames[0].bytesPerRow > 37 * 4)
        _ = try PNGSequenceSink(directory: directory, format: format).write(frames)
        for (index, frame) in frames.enumerated() {
            let url = directory.appendingPathComponent(PNGSequenceSink.fileName(forIndex: index))
            let decoded = try Tools.decode(url, pixelFormat: opaque ? "rgb24" : "rgba")
            #expect(decoded == (opaque ? frame.rgb() : frame.straightRGBA()), "frame \(index)")
        }
    }

    @Test("every chunk's CRC is right, and the zlib stream's Adler-32 is that of the rows PNG stores",
          arguments: [true, false])
    func checksums(opaque: Bool) throws {
        let folder = try TemporaryFolder()
        let directory = folder.url.appendingPathComponent("clip")
        let frame = opaque ? SyntheticFrame.opaque(width: 37, height: 5, index: 2) : SyntheticFrame.translucent(width: 37, height: 5, index: 2)
        _ = try PNGSequenceSink(directory: directory, format: VideoFormat(width: 37, height: 5, fps: 30)).write([frame])
        // APNGFile checks every chunk's CRC as it reads them, an empty IEND's included.
        let file = try APNGFile(url: directory.appendingPathComponent("frame_00001.png"))
        #expect(file.chunks.map(\.type) == ["IHDR", "sRGB", "gAMA", "cHRM", "IDAT", "IEND"])
        let stream = try #require(file.data("IDAT"))
        #expect((Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0 && stream[0] & 0x0F == 8, "a zlib header for deflate")
        // The rows as PNG stores them unfiltered: a 0, then the row.
        let pixels = opaque ? frame.rgb() : frame.straightRGBA()
        let rowBytes = 37 * (opaque ? 3 : 4)
        let rows = (0..<5).flatMap { [0] + pixels[$0 * rowBytes..<($0 + 1) * rowBytes] }
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in rows {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        #expect(Array(stream.suffix(4)) == [UInt8(b >> 8), UInt8(b & 0xFF), UInt8(a >> 8), UInt8(a & 0xFF)])
    }

    @Test("every file carries an sRGB chunk")
    func srgb() throws {
        let folder = try TemporaryFolder()
        let directory = folder.url.appendingPathComponent("clip")
        _ = try PNGSequenceSink(directory: directory, format: Self.format).write(Self.opaqueFrames(1))
        let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent("frame_00001.png")))
        var chunks: [String] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            chunks.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        #expect(chunks.contains("sRGB"))
        #expect(chunks.firstIndex(of: "sRGB") ?? .max < chunks.firstIndex(of: "IDAT") ?? -1)
    }

    @Test("a frame marked as repeating the previous one is written as the same file, run by run")
    func repeatedFrames() throws {
        let folder = try TemporaryFolder()
        let a = SyntheticFrame.opaque(width: Self.format.width, height: Self.format.height, index: 0)
        let b = SyntheticFrame.opaque(width: Self.format.width, height: Self.format.height, index: 3)
        let frames = [a, a, a, b, b, a, a]
        let marks = [false, true, true, false, true, false, true]
        func write(_ name: String, marked: Bool) throws -> (OutputFile, [Data]) {
            let directory = folder.url.appendingPathComponent(name)
            let sink = try PNGSequenceSink(directory: directory, format: Self.format)
            try sink.feed(frames, repeats: marked ? marks : nil)
            let file = try sink.finish()
            let files = try (0..<frames.count).map {
                try Data(contentsOf: directory.appendingPathComponent(PNGSequenceSink.fileName(forIndex: $0)))
            }
            return (file, files)
        }
        let (marked, markedFiles) = try write("marked", marked: true)
        let (plain, plainFiles) = try write("plain", marked: false)
        #expect(markedFiles == plainFiles)
        #expect(marked.byteCount == plain.byteCount)
        #expect(marked.frameCount == frames.count)
        #expect(markedFiles[1] != markedFiles[3], "the frames differ, so a copy of the wrong one would show")
        for (index, frame) in frames.enumerated() {
            let url = folder.url.appendingPathComponent("marked").appendingPathComponent(PNGSequenceSink.fileName(forIndex: index))
            #expect(try Tools.decode(url, pixelFormat: "rgb24") == frame.rgb(), "frame \(index)")
        }
    }

    @Test("a write failing on a worker thread surfaces as an EncodeError from consume or finish")
    func workerFailure() throws {
        let folder = try TemporaryFolder()
        let sink = try PNGSequenceSink(directory: folder.url.appendingPathComponent("clip"), format: Self.format)
        // Pull the hidden folder out from under the workers.
        for name in try folder.contents() { try FileManager.default.removeItem(at: folder.url.appendingPathComponent(name)) }
        let error = #expect(throws: EncodeError.self) {
            for (index, frame) in Self.opaqueFrames(10).enumerated() {
                try frame.withImage { try sink.consume($0, index: index) }
            }
            _ = try sink.finish()
        }
        if case .png(let path, let message)? = error {
            #expect(path.hasSuffix(".png"))
            #expect(message.contains("No such file"), "\(message)")
        } else {
            Issue.record("expected a PNG error, got \(String(describing: error))")
        }
        #expect(try folder.contents() == [])
    }
}
