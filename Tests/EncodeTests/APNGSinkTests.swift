@testable import Encode
import Foundation
import Testing
import TestSupport

/// MotionReel's own APNG: decoded by FFmpeg's APNG demuxer at the render's rate it must give
/// back exactly the frames it was fed, holds included, with the chunks a viewer needs.
@Suite("APNGSink")
struct APNGSinkTests {
    static let (width, height, fps) = (96, 64, 30)

    /// Encodes `frames` (marking `repeats`) into `folder/name` and returns the committed file.
    static func encode(_ frames: [SyntheticFrame], repeats: [Bool]? = nil, options: VideoOptions = VideoOptions(),
                       in folder: TemporaryFolder, name: String = "clip.png") throws -> OutputFile {
        let url = folder.url.appendingPathComponent(name)
        let sink = try APNGSink(url: url, format: VideoFormat(width: frames[0].width, height: frames[0].height, fps: fps),
                                options: options)
        try sink.feed(frames, repeats: repeats)
        return try sink.finish()
    }

    /// Every frame at a constant `fps`, as straight RGBA (or RGB), the way a viewer shows them:
    /// a frame held for n source frames comes out n times.
    static func decode(_ url: URL, pixelFormat: String, width: Int = width, height: Int = height) throws -> [[UInt8]] {
        let data = try Tools.run("ffmpeg", ["-v", "error", "-f", "apng", "-i", url.path, "-fps_mode", "cfr", "-r", String(fps),
                                            "-f", "rawvideo", "-pix_fmt", pixelFormat, "-"])
        let size = width * height * (pixelFormat == "rgb24" ? 3 : 4)
        let bytes = [UInt8](data)
        return stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min(bytes.count, $0 + size)]) }
    }

    /// A frame of the opaque test pattern with the bar at `position`.
    static func frame(_ position: Int) -> SyntheticFrame {
        SyntheticFrame.opaque(width: width, height: height, index: position)
    }

    @Test("decodes to exactly the frames fed, holds included, at the render's rate and length")
    func exactFramesWithHolds() throws {
        let folder = try TemporaryFolder()
        let positions = [0, 0, 0, 1, 2, 2, 3, 3, 3, 3, 1, 4, 4]
        // Some holds marked as repeats, some only equal: both must come out as held frames.
        let repeats = [false, true, false, false, false, true, false, true, false, true, false, false, true]
        let frames = positions.map(Self.frame)
        let file = try Self.encode(frames, repeats: repeats, in: folder)
        #expect(file.frameCount == 6, "one APNG frame per change")
        let decoded = try Self.decode(file.url, pixelFormat: "rgb24")
        try #require(decoded.count == frames.count)
        for (index, frame) in frames.enumerated() {
            #expect(decoded[index] == frame.rgb(), "frame \(index) differs")
        }
        // ffprobe prints microseconds: within 10 µs is the same length (a frame is 33 ms).
        let end = try #require(try VideoCheck.packetEnd(file.url))
        #expect(abs(end - Double(frames.count) / Double(Self.fps)) < 1e-5)
        let apng = try APNGFile(url: file.url)
        #expect(apng.frames.map(\.delayNumerator) == [3, 1, 2, 4, 1, 2], "source frames each APNG frame lasts")
        #expect(apng.frames.allSatisfy { $0.delayDenominator == Self.fps })
    }

    @Test("marking repeats changes nothing: the same bytes as finding them equal")
    func markedRepeatsGiveTheSameBytes() throws {
        let folder = try TemporaryFolder()
        let frames = [0, 0, 0, 0, 5, 5, 5, 5, 0].map(Self.frame)
        let repeats = [true, true, true, true, false, true, true, true, false]   // the first has nothing to repeat
        let marked = try Self.encode(frames, repeats: repeats, in: folder, name: "marked.png")
        let plain = try Self.encode(frames, in: folder, name: "plain.png")
        #expect(try Data(contentsOf: marked.url) == Data(contentsOf: plain.url))
        #expect(marked.frameCount == 3)
    }

    @Test("a frame that changes in one place stores only the rectangle around the change")
    func changedRectangle() throws {
        let folder = try TemporaryFolder()
        // The bar moves 7 px: columns 0..<7 and 12..<19 of its rows change, 7..<12 stay dark.
        let file = try Self.encode([Self.frame(0), Self.frame(1)], in: folder)
        let frames = try APNGFile(url: file.url).frames
        try #require(frames.count == 2)
        #expect(frames[0] == .init(sequence: 0, width: Self.width, height: Self.height, x: 0, y: 0,
                                   delayNumerator: 1, delayDenominator: Self.fps, dispose: 0, blend: 0))
        let top = Self.height * 2 / 5, bottom = Self.height * 3 / 5
        // Blending over: the unchanged pixels inside the rectangle are the key colour.
        #expect(frames[1] == .init(sequence: 1, width: 19, height: bottom - top, x: 0, y: top,
                                   delayNumerator: 1, delayDenominator: Self.fps, dispose: 0, blend: 1))
        let decoded = try Self.decode(file.url, pixelFormat: "rgb24")
        #expect(decoded == [Self.frame(0).rgb(), Self.frame(1).rgb()])
    }

    @Test("the chunks: RGB header, loops forever, sRGB with cHRM and gAMA, square pixels, frames in sequence")
    func chunks() throws {
        let folder = try TemporaryFolder()
        let file = try Self.encode([0, 1, 1, 2].map(Self.frame), in: folder)
        let apng = try APNGFile(url: file.url)
        let types = apng.chunks.map(\.type)
        #expect(types.first == "IHDR" && types.last == "IEND")
        let firstData = try #require(types.firstIndex(of: "IDAT"))
        for type in ["acTL", "sRGB", "gAMA", "cHRM", "pHYs"] {
            #expect(types.firstIndex(of: type).map { $0 < firstData } == true, "\(type) before the image data: \(types)")
        }
        let header = try #require(apng.data("IHDR"))
        #expect(APNGFile.number(header, 0, 4) == Self.width && APNGFile.number(header, 4, 4) == Self.height)
        #expect(Array(header[8...]) == [8, 2, 0, 0, 0], "8-bit RGB, not interlaced")
        #expect(apng.data("acTL") == [0, 0, 0, 3, 0, 0, 0, 0], "three frames, played forever")
        #expect(apng.data("sRGB") == [0])
        #expect(apng.data("gAMA").map { APNGFile.number($0, 0, 4) } == 45_455)
        let chromaticities = try #require(apng.data("cHRM"))
        #expect(stride(from: 0, to: 32, by: 4).map { APNGFile.number(chromaticities, $0, 4) }
            == [31_270, 32_900, 64_000, 33_000, 30_000, 60_000, 15_000, 6_000])
        #expect(apng.data("pHYs") == [0, 0, 0, 1, 0, 0, 0, 1, 0], "pixels per unit 1:1, unit unknown: square pixels")
        // fcTL and fdAT share one sequence, counting from 0 without gaps.
        let sequence = apng.chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { APNGFile.number($0.data, 0, 4) }
        #expect(sequence == Array(0..<sequence.count))
        #expect(apng.frames.map(\.delayNumerator) == [1, 2, 1])
        // The key colour: the first one no frame contains (the pattern has no black).
        #expect(apng.data("tRNS") == [0, 0, 0, 0, 0, 0])
        #expect(apng.frames.map(\.blend) == [0, 1, 1], "later frames blend over, their unchanged pixels keyed")
    }

    @Test("the key colour is one no frame contains, however late a colour first appears")
    func keyColourIsAbsent() throws {
        let folder = try TemporaryFolder()
        // Black (0x000000) from the first frame, 0x000001 only in the last: the key must skip both.
        func frame(_ colours: [(UInt8, UInt8, UInt8)]) -> SyntheticFrame {
            var frame = SyntheticFrame.opaque(width: Self.width, height: Self.height, index: colours.count)
            for (index, colour) in colours.enumerated() {
                frame.set(x: index, y: 0, b: colour.2, g: colour.1, r: colour.0, a: 255)
            }
            return frame
        }
        let frames = [frame([(0, 0, 0)]), frame([(0, 0, 0), (9, 9, 9)]), frame([(0, 0, 0), (9, 9, 9), (0, 0, 1)])]
        let file = try Self.encode(frames, in: folder)
        #expect(try APNGFile(url: file.url).data("tRNS") == [0, 0, 0, 0, 0, 2])
        #expect(try Self.decode(file.url, pixelFormat: "rgb24") == frames.map { $0.rgb() })
    }

    /// A transparent canvas with an opaque band (y 30..<40) and a coral marker in it at `marker`;
    /// `haze` adds a row of half-transparent (`haze` alpha) blue pixels above it.
    static func layered(marker: Int, haze: UInt8? = nil) -> SyntheticFrame {
        var frame = SyntheticFrame(width: width, height: height)
        frame.isOpaque = false
        for y in 0..<height {
            for x in 0..<width {
                if (30..<40).contains(y) {
                    let coral = (marker..<marker + 8).contains(x)
                    frame.set(x: x, y: y, b: coral ? 107 : 30, g: coral ? 107 : 30, r: coral ? 255 : 30, a: 255)
                } else if y == 10, let haze {
                    // Blue (40, 120, 220) premultiplied by the haze's alpha.
                    func premultiply(_ c: Int) -> UInt8 { UInt8((c * Int(haze) + 127) / 255) }
                    frame.set(x: x, y: y, b: premultiply(220), g: premultiply(120), r: premultiply(40), a: haze)
                } else {
                    frame.set(x: x, y: y, b: 0, g: 0, r: 0, a: 0)
                }
            }
        }
        return frame
    }

    @Test("transparent renders: exact straight-alpha RGBA, blending over the canvas only where that is exact")
    func transparentFrames() throws {
        let folder = try TemporaryFolder()
        let frames = [
            Self.layered(marker: 10),
            Self.layered(marker: 20),              // opaque pixels change: over
            Self.layered(marker: 20, haze: 128),   // translucent pixels on transparent ones: over
            Self.layered(marker: 20, haze: 64),    // translucent pixels on translucent ones: source
            Self.layered(marker: 20),              // transparent pixels on translucent ones: source
        ] + (0..<3).map { SyntheticFrame.translucent(width: Self.width, height: Self.height, index: $0 * 9) }
        let file = try Self.encode(frames, options: VideoOptions(transparent: true), in: folder)
        let apng = try APNGFile(url: file.url)
        #expect(apng.data("IHDR").map { Array($0[8...]) } == [8, 6, 0, 0, 0], "8-bit RGBA")
        #expect(apng.data("tRNS") == nil, "RGBA has its own alpha: no key colour")
        #expect(apng.frames.map(\.blend) == [0, 1, 1, 0, 0, 0, 0, 0])
        let decoded = try Self.decode(file.url, pixelFormat: "rgba")
        try #require(decoded.count == frames.count)
        for (index, frame) in frames.enumerated() {
            #expect(decoded[index] == frame.straightRGBA(), "frame \(index) differs")
        }
    }

    @Test("every quality is exact, and a higher one is no larger", arguments: Quality.allCases)
    func qualities(quality: Quality) throws {
        let folder = try TemporaryFolder()
        let frames = (0..<4).map(Self.frame)
        let file = try Self.encode(frames, options: VideoOptions(quality: quality), in: folder)
        #expect(try Self.decode(file.url, pixelFormat: "rgb24") == frames.map { $0.rgb() })
        let draft = try Self.encode(frames, options: VideoOptions(quality: .draft), in: folder, name: "draft.png")
        #expect(file.byteCount <= draft.byteCount)
    }

    @Test("a hold longer than a 16-bit delay goes on in a 1×1 frame, and the length stays exact")
    func longHold() throws {
        let folder = try TemporaryFolder()
        let count = Int(UInt16.max) + 5
        let url = folder.url.appendingPathComponent("long.png")
        let sink = try APNGSink(url: url, format: VideoFormat(width: 4, height: 4, fps: Self.fps))
        let frame = SyntheticFrame.opaque(width: 4, height: 4, index: 0)
        try frame.withImage { image in
            var image = image
            for index in 0..<count {
                image.repeatsPrevious = index > 0
                try sink.consume(image, index: index)
            }
        }
        let file = try sink.finish()
        let frames = try APNGFile(url: file.url).frames
        #expect(frames.map(\.delayNumerator) == [Int(UInt16.max), 5])
        #expect(frames.last.map { [$0.x, $0.y, $0.width, $0.height] } == [0, 0, 1, 1])
        let end = try #require(try VideoCheck.packetEnd(file.url))
        #expect(abs(end - Double(count) / Double(Self.fps)) < 1e-5)
    }

    /// (The destination's checks and the frame checks are every sink's: `SinkContractTests`.)
    @Test("a size or rate an APNG cannot have is an EncodeError, and nothing is written")
    func errors() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("clip.png")
        #expect(throws: EncodeError.invalidInput("the APNG needs a positive size and frame rate, not 0×64 at 30 fps")) {
            try APNGSink(url: url, format: VideoFormat(width: 0, height: 64, fps: 30))
        }
        #expect(throws: EncodeError.invalidInput("an APNG frame rate is 1…65535 (fcTL delays are 16-bit), not 70000")) {
            try APNGSink(url: url, format: VideoFormat(width: 8, height: 8, fps: 70_000))
        }
        #expect(try folder.contents() == [])
    }
}

/// The chunks of an APNG file, read by their lengths, and its frames' `fcTL` fields.
struct APNGFile {
    struct FrameControl: Equatable {
        var sequence, width, height, x, y, delayNumerator, delayDenominator, dispose, blend: Int
    }

    var chunks: [(type: String, data: [UInt8])] = []

    init(url: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: url))
        #expect(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Self.number(bytes, offset, 4)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            chunks.append((type, Array(bytes[offset + 8..<offset + 8 + length])))
            // A reader rejects a chunk whose CRC (of type and data) is wrong.
            #expect(Self.crc32(bytes[offset + 4..<offset + 8 + length]) == UInt32(Self.number(bytes, offset + 8 + length, 4)),
                    "\(type) chunk's CRC")
            offset += 12 + length
        }
        #expect(offset == bytes.count, "the last chunk ends the file")
    }

    /// CRC-32 as PNG defines it (polynomial 0xEDB88320, reflected, inverted), bit by bit.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    static func number(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }

    func data(_ type: String) -> [UInt8]? { chunks.first { $0.type == type }?.data }

    var frames: [FrameControl] {
        chunks.filter { $0.type == "fcTL" }.map { chunk in
            let d = chunk.data
            return FrameControl(sequence: Self.number(d, 0, 4), width: Self.number(d, 4, 4), height: Self.number(d, 8, 4),
                                x: Self.number(d, 12, 4), y: Self.number(d, 16, 4), delayNumerator: Self.number(d, 20, 2),
                                delayDenominator: Self.number(d, 22, 2), dispose: Int(d[24]), blend: Int(d[25]))
        }
    }
}
