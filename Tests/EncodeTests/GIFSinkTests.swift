@testable import Encode
import Foundation
import Testing
import TestSupport

@Suite("GIFSink")
struct GIFSinkTests {
    static let size = (width: 160, height: 120)

    static func chrome(count: Int) -> [SyntheticFrame] {
        (0..<count).map { SyntheticFrame.opaque(width: size.width, height: size.height, index: $0) }
    }

    /// Writes `frames` as a GIF and returns the file, for the test to judge.
    static func encode(_ frames: [SyntheticFrame], fps: Int, options: GIFOptions = GIFOptions(),
                       in folder: TemporaryFolder, name: String = "clip.gif") throws -> OutputFile {
        let url = folder.url.appendingPathComponent(name)
        let sink = try GIFSink(url: url, format: VideoFormat(width: frames[0].width, height: frames[0].height, fps: fps), options: options)
        return try sink.write(frames)
    }

    @Test("a GIF stream with the frames the output rate keeps: 60 fps thinned to 30")
    func streamProperties() throws {
        let folder = try TemporaryFolder()
        let file = try Self.encode(Self.chrome(count: 30), fps: 60, in: folder)
        #expect(file.frameCount == 15)
        #expect(file.byteCount == (try FileManager.default.attributesOfItem(atPath: file.url.path)[.size] as? Int))
        let probe = try Tools.probe(file.url, countFrames: true)
        #expect(probe["codec_name"] == "gif")
        #expect(probe["width"] == "160")
        #expect(probe["height"] == "120")
        #expect(probe["nb_read_frames"] == "15")
        let durations = try GIFTools.packetDurations(file.url)
        #expect(durations.count == 15)
        // 15 frames in 0.5 s: 30 fps.
        #expect(abs(Double(durations.count) / durations.reduce(0, +) - 30) < 0.01)
        let gif = try GIFStructure(file.url)
        #expect(gif.hasTrailer)
        #expect(gif.frames.allSatisfy { $0.disposal == 1 }, "frames stay in place for differencing")
    }

    @Test("delays add up to the source's length within 1 cs and none is under 2 cs", arguments: [
        (60, 30, 30), (60, 50, 59), (30, 30, 31), (24, 30, 25), (60, 50, 61), (120, 50, 25),
    ])
    func delays(sourceFPS: Int, gifFPS: Int, frames: Int) throws {
        let folder = try TemporaryFolder()
        let file = try Self.encode(Self.chrome(count: frames), fps: sourceFPS, options: GIFOptions(fps: gifFPS), in: folder)
        let exact = Double(frames) / Double(sourceFPS)
        let durations = try GIFTools.packetDurations(file.url)
        #expect(abs(durations.reduce(0, +) - exact) <= 0.01 + 1e-9, "ffprobe: \(durations)")
        let gif = try GIFStructure(file.url)
        #expect(abs(Double(gif.totalDelay) / 100 - exact) <= 0.01 + 1e-9)
        #expect(gif.frames.allSatisfy { $0.delay >= 2 }, "\(gif.frames.map(\.delay))")
        #expect(gif.frames.count == file.frameCount)
    }

    @Test("loops forever by default; loop N plays N times (NETSCAPE count N − 1, none for once)", arguments: [
        (0, Optional(0)), (1, nil), (3, Optional(2)), (65_536, Optional(65_535)),
    ])
    func loop(loop: Int, count: Int?) throws {
        let folder = try TemporaryFolder()
        let file = try Self.encode(Self.chrome(count: 4), fps: 30, options: GIFOptions(loop: loop), in: folder)
        #expect(try GIFStructure(file.url).loopCount == count)
    }

    @Test("static chrome costs nothing after frame 1: later frames draw only the moving bar")
    func differencing() throws {
        let folder = try TemporaryFolder()
        let (width, height) = (320, 240)
        var frames = (0..<6).map { SyntheticFrame.opaque(width: width, height: height, index: $0) }
        frames.append(frames[5])  // a held frame
        let file = try Self.encode(frames, fps: 30, in: folder)
        let gif = try GIFStructure(file.url)
        try #require(gif.frames.count == 7)
        let first = gif.frames[0]
        #expect(first.width == width && first.height == height)
        for frame in gif.frames[1..<6] {
            // The bar is 12 px wide and moves 7 px a frame, between 2/5 and 3/5 of the height.
            #expect(frame.width <= 19 && frame.y >= height * 2 / 5 && frame.y + frame.height <= height * 3 / 5,
                    "frame at \(frame.x),\(frame.y) \(frame.width)×\(frame.height)")
            #expect(frame.byteCount < 200 && !frame.hasLocalPalette, "\(frame.byteCount) bytes, first frame \(first.byteCount)")
            #expect(frame.transparentIndex != nil)
        }
        #expect(gif.frames[6].width * gif.frames[6].height == 1, "an unchanged frame is one transparent pixel")
        #expect(gif.frames[6].byteCount < 30)
    }

    @Test("the same frames and options give byte-identical files")
    func determinism() throws {
        let folder = try TemporaryFolder()
        let frames = (0..<8).map { SyntheticFrame.gradient(width: 200, height: 150, index: $0, frames: 8) }
        let first = try Self.encode(frames, fps: 30, in: folder, name: "a.gif")
        let second = try Self.encode(frames, fps: 30, in: folder, name: "b.gif")
        #expect(try Data(contentsOf: first.url) == Data(contentsOf: second.url))
    }

    @Test("decoded frames match the PNG frames of the same render (SSIM)")
    func matchesPNGs() throws {
        let folder = try TemporaryFolder()
        let frames = Self.chrome(count: 10)
        let pngs = folder.url.appendingPathComponent("frames")
        try GIFTools.writePNGs(frames, fps: 30, to: pngs)
        let file = try Self.encode(frames, fps: 30, in: folder)
        let ssim = try GIFTools.ssim(["-i", file.url.path], against: ["-framerate", "30", "-i", pngs.appendingPathComponent("frame_%05d.png").path])
        #expect(ssim > 0.99, "SSIM \(ssim)")
    }

    @Test("a maximum width shrinks the GIF, keeping the aspect ratio, and its frames are the frames shrunk (SSIM)")
    func maximumWidth() throws {
        let folder = try TemporaryFolder()
        let frames = Self.chrome(count: 10)
        // 160 × 120 at most 64 wide: 64 × 48.
        let file = try Self.encode(frames, fps: 30, options: GIFOptions(maximumWidth: 64), in: folder)
        let probe = try Tools.probe(file.url, countFrames: true)
        #expect(probe["width"] == "64" && probe["height"] == "48" && probe["nb_read_frames"] == "10")
        let gif = try GIFStructure(file.url)
        #expect(gif.width == 64 && gif.height == 48 && gif.frames.allSatisfy { $0.x + $0.width <= 64 && $0.y + $0.height <= 48 },
                "every frame inside the smaller screen")
        // Against the PNG frames shrunk by ffmpeg's own area filter: the same picture.
        let pngs = folder.url.appendingPathComponent("frames")
        try GIFTools.writePNGs(frames, fps: 30, to: pngs)
        let ssim = try GIFTools.ssim(["-i", file.url.path], against: ["-framerate", "30", "-i", pngs.appendingPathComponent("frame_%05d.png").path],
                                     referenceFilter: "scale=64:48:flags=area")
        #expect(ssim > 0.97, "SSIM \(ssim)")
        // Wider than the frames, or exactly as wide: the render's own size.
        for width in [160, 1000] {
            let same = try Self.encode(frames, fps: 30, options: GIFOptions(maximumWidth: width), in: folder, name: "w\(width).gif")
            #expect(try Tools.probe(same.url)["width"] == "160")
            #expect(try Data(contentsOf: same.url) == Data(contentsOf: try Self.encode(frames, fps: 30, in: folder, name: "full\(width).gif").url))
        }
        // An odd ratio rounds: 160 × 120 at 99 wide is 99 × 74 (74.25).
        #expect(FrameScaler.size(width: 160, height: 120, maximumWidth: 99) == (99, 74))
        #expect(FrameScaler.size(width: 1170, height: 2532, maximumWidth: 1) == (1, 2))
    }

    @Test("options and sizes a GIF cannot have are rejected", arguments: [
        GIFOptions(fps: 0), GIFOptions(fps: 51), GIFOptions(loop: -1), GIFOptions(loop: 65_537), GIFOptions(maximumWidth: 0),
    ])
    func rejectsOptions(options: GIFOptions) throws {
        let folder = try TemporaryFolder()
        #expect(throws: EncodeError.self) {
            try GIFSink(url: folder.url.appendingPathComponent("a.gif"), format: VideoFormat(width: 8, height: 8, fps: 30), options: options)
        }
        #expect(try folder.contents().isEmpty)
    }
}
