import Encode
import Foundation
import Testing
import TestSupport

/// H.264 MP4, the default format: a ``VideoSink`` with the `mp4` profile.
@Suite("MP4 (H.264)")
struct MP4Tests {
    static let fps = 30
    static let frameCount = 30

    static func frames(width: Int, height: Int) -> [SyntheticFrame] {
        (0..<frameCount).map { SyntheticFrame.opaque(width: width, height: height, index: $0) }
    }

    /// Writes the synthetic clip and returns the file, for the test to judge.
    static func encode(width: Int, height: Int, in folder: TemporaryFolder, name: String = "clip.mp4") throws -> OutputFile {
        let url = folder.url.appendingPathComponent(name)
        let sink = try VideoSink(url: url, format: VideoFormat(width: width, height: height, fps: fps), profile: OutputFormat.mp4.profile,
                                 options: VideoOptions(preset: "veryfast"))
        return try sink.write(frames(width: width, height: height))
    }

    @Test("an H.264 yuv420p stream tagged BT.709, with every frame and the right rate")
    func streamProperties() throws {
        let folder = try TemporaryFolder()
        let file = try Self.encode(width: 160, height: 120, in: folder)
        #expect(file.frameCount == Self.frameCount)
        #expect(file.byteCount == (try FileManager.default.attributesOfItem(atPath: file.url.path)[.size] as? Int))
        let probe = try Tools.probe(file.url, countFrames: true)
        #expect(probe["codec_name"] == "h264")
        #expect(probe["pix_fmt"] == "yuv420p")
        #expect(probe["color_primaries"] == "bt709")
        #expect(probe["color_transfer"] == "bt709")
        #expect(probe["color_space"] == "bt709")
        #expect(probe["color_range"] == "tv")
        #expect(probe["width"] == "160")
        #expect(probe["height"] == "120")
        #expect(probe["r_frame_rate"] == "30/1")
        #expect(probe["nb_read_frames"] == String(Self.frameCount))
    }

    @Test("the clip lasts frames / fps, to the millisecond")
    func duration() throws {
        let folder = try TemporaryFolder()
        let file = try Self.encode(width: 160, height: 120, in: folder)
        let duration = try #require(Tools.probe(file.url)["format.duration"].flatMap(Double.init))
        #expect(abs(duration - Double(Self.frameCount) / Double(Self.fps)) <= 0.001)
    }

    @Test("faststart puts the index (moov) before the media data (mdat)")
    func faststart() throws {
        let folder = try TemporaryFolder()
        let boxes = try topLevelBoxes(of: try Self.encode(width: 160, height: 120, in: folder).url)
        let moov = try #require(boxes.firstIndex(of: "moov"))
        let mdat = try #require(boxes.firstIndex(of: "mdat"))
        #expect(moov < mdat, "boxes: \(boxes)")
    }

    @Test("solid colours decode within 3 levels, so the matrix matches the BT.709 tags")
    func colours() throws {
        let folder = try TemporaryFolder()
        let (width, height) = (160, 120)
        let file = try Self.encode(width: width, height: height, in: folder)
        for frame in [0, Self.frameCount - 1] {
            let rgb = try Tools.decode(file.url, frame: frame, pixelFormat: "rgb24")
            try #require(rgb.count == width * height * 3)
            let patches = [
                (SyntheticFrame.coralPatch(width: width, height: height).center, SyntheticFrame.coral),
                (SyntheticFrame.bluePatch(width: width, height: height).center, SyntheticFrame.blue),
            ]
            for (point, expected) in patches {
                let offset = (point.y * width + point.x) * 3
                let decoded = (Int(rgb[offset]), Int(rgb[offset + 1]), Int(rgb[offset + 2]))
                #expect(abs(decoded.0 - Int(expected.r)) <= 3 && abs(decoded.1 - Int(expected.g)) <= 3 && abs(decoded.2 - Int(expected.b)) <= 3,
                        "frame \(frame) at \(point): decoded \(decoded), expected \(expected)")
            }
        }
    }

    @Test("odd sizes are padded to even with edge pixels, not rejected")
    func oddSize() throws {
        let folder = try TemporaryFolder()
        let (width, height) = (161, 121)
        let file = try Self.encode(width: width, height: height, in: folder)
        let probe = try Tools.probe(file.url, countFrames: true)
        #expect(probe["width"] == "162")
        #expect(probe["height"] == "122")
        #expect(probe["nb_read_frames"] == String(Self.frameCount))
        // The padding column repeats the coral edge (top rows) and background (below), not garbage.
        let rgb = try Tools.decode(file.url, pixelFormat: "rgb24")
        try #require(rgb.count == 162 * 122 * 3)
        func pixel(_ x: Int, _ y: Int) -> [Int] { (0..<3).map { Int(rgb[(y * 162 + x) * 3 + $0]) } }
        for (x, y) in [(161, 121), (161, 60), (100, 121)] {
            let inside = pixel(min(x, 160), min(y, 120))
            let padded = pixel(x, y)
            #expect(zip(inside, padded).allSatisfy { abs($0 - $1) <= 4 }, "(\(x), \(y)): \(padded) vs edge \(inside)")
        }
    }

    @Test("tiny and single-frame clips still make a valid MP4", arguments: [(1, 1, 1), (3, 5, 2), (64, 48, 1)])
    func tiny(width: Int, height: Int, frames: Int) throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("tiny.mp4")
        let sink = try VideoSink(url: url, format: VideoFormat(width: width, height: height, fps: 24), profile: OutputFormat.mp4.profile)
        let file = try sink.write((0..<frames).map { SyntheticFrame.opaque(width: width, height: height, index: $0) })
        let probe = try Tools.probe(file.url, countFrames: true)
        #expect(probe["nb_read_frames"] == String(frames))
        #expect(probe["width"] == String((width + 1) / 2 * 2))
        let duration = try #require(probe["format.duration"].flatMap(Double.init))
        #expect(abs(duration - Double(frames) / 24) <= 0.001)
    }

    @Test("the same frames encode to the same bytes")
    func reproducible() throws {
        let folder = try TemporaryFolder()
        let first = try Self.encode(width: 160, height: 120, in: folder, name: "a.mp4")
        let second = try Self.encode(width: 160, height: 120, in: folder, name: "b.mp4")
        #expect(try Data(contentsOf: first.url) == Data(contentsOf: second.url))
    }
}
