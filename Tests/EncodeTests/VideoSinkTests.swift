@testable import Encode
import TestSupport
import Foundation
import Testing

@Suite("VideoSink")
struct VideoSinkTests {
    static let (width, height) = (160, 120)

    /// What ffprobe should report for each profile's opaque default encode.
    static let expected: [OutputFormat: (codec: String, pixelFormat: String)] = [
        .hevc: ("hevc", "yuv420p"),
        // FFmpeg's ProRes decoder reports 4444 as 12-bit; the encoder is fed yuv444p10le.
        .prores: ("prores", "yuv444p12le"),
        .webm: ("vp9", "yuv420p"),
    ]

    @Test("codec, pixel format, frame count, rate and duration", arguments: [OutputFormat.hevc, .prores, .webm])
    func streamProperties(profile: OutputFormat) throws {
        let folder = try TemporaryFolder()
        let file = try VideoCheck.encode(profile, VideoCheck.frames(width: Self.width, height: Self.height), in: folder)
        #expect(file.frameCount == VideoCheck.frameCount)
        let probe = try VideoCheck.probe(file.url)
        let expected = try #require(Self.expected[profile])
        #expect(probe["codec_name"] == expected.codec)
        #expect(probe["pix_fmt"] == expected.pixelFormat)
        #expect(probe["width"] == String(Self.width))
        #expect(probe["height"] == String(Self.height))
        #expect(probe["r_frame_rate"] == "\(VideoCheck.fps)/1")
        #expect(probe["nb_read_frames"] == String(VideoCheck.frameCount))
        let duration = try #require(probe["format.duration"].flatMap(Double.init))
        #expect(abs(duration - Double(VideoCheck.frameCount) / Double(VideoCheck.fps)) <= 0.001)
    }

    @Test("HEVC is tagged hvc1 (QuickTime, Safari) and BT.709 limited range")
    func hevcTags() throws {
        let folder = try TemporaryFolder()
        let file = try VideoCheck.encode(.hevc, VideoCheck.frames(width: Self.width, height: Self.height), in: folder)
        let probe = try VideoCheck.probe(file.url)
        #expect(probe["codec_tag_string"] == "hvc1")
        #expect(probe["color_primaries"] == "bt709")
        #expect(probe["color_transfer"] == "bt709")
        #expect(probe["color_space"] == "bt709")
        #expect(probe["color_range"] == "tv")
        #expect(try topLevelBoxes(of: file.url).firstIndex(of: "moov")! < topLevelBoxes(of: file.url).firstIndex(of: "mdat")!)
    }

    @Test("ProRes and WebM carry the BT.709 tags of their conversion", arguments: [OutputFormat.prores, .webm])
    func colourTags(profile: OutputFormat) throws {
        let folder = try TemporaryFolder()
        let file = try VideoCheck.encode(profile, VideoCheck.frames(width: Self.width, height: Self.height), in: folder)
        let probe = try VideoCheck.probe(file.url)
        #expect(probe["color_primaries"] == "bt709")
        #expect(probe["color_space"] == "bt709")
        #expect(probe["color_range"] == "tv")
    }

    @Test("a frame marked as repeating the previous one gives the same bytes as converting it again",
          arguments: [OutputFormat.mp4, .webm])
    func repeatedFrames(profile: OutputFormat) throws {
        let folder = try TemporaryFolder()
        let a = SyntheticFrame.opaque(width: Self.width, height: Self.height, index: 0)
        let b = SyntheticFrame.opaque(width: Self.width, height: Self.height, index: 5)
        // Enough repeats that the reused picture sits in another slot of the three, and in the same one.
        let frames = [a, a, a, a, b, b, b, b, a]
        let repeats = [true, true, true, true, false, true, true, true, false]   // the first has nothing to repeat
        func encode(_ name: String, marked: Bool) throws -> Data {
            let url = folder.url.appendingPathComponent(name + "." + profile.fileSuffix)
            let sink = try VideoSink(url: url, format: VideoFormat(width: Self.width, height: Self.height, fps: VideoCheck.fps),
                                     profile: profile.profile)
            try sink.feed(frames, repeats: marked ? repeats : nil)
            let staged = try sink.stage()
            try OutputTransaction.commit([staged.output])
            return try Data(contentsOf: url)
        }
        #expect(try encode("marked", marked: true) == encode("plain", marked: false))
    }

    @Test("the WebM's one track is marked default")
    func defaultTrack() throws {
        let folder = try TemporaryFolder()
        let webm = try VideoCheck.encode(.webm, VideoCheck.frames(width: Self.width, height: Self.height), in: folder)
        let probe = try Subprocess.run("ffprobe", ["-v", "error", "-show_entries", "stream_disposition=default", "-of", "csv=p=0", webm.url.path])
        #expect(probe.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines) == "1", "\(probe.stdoutText)")
    }

    @Test("animated WebP: every frame, its timing within a millisecond per frame, looping forever")
    func webpStructure() throws {
        let folder = try TemporaryFolder()
        let file = try VideoCheck.encode(.webp, VideoCheck.frames(width: Self.width, height: Self.height), in: folder)
        let webp = try AnimatedWebP(url: file.url)
        #expect(webp.width == Self.width && webp.height == Self.height)
        #expect(webp.loopCount == 0)
        // WebP stores whole milliseconds per frame; libwebp gives the last frame the average length.
        #expect(abs(Double(webp.duration) - 1000 * Double(VideoCheck.frameCount) / Double(VideoCheck.fps)) <= 2)
        #expect(try webp.frames(fps: VideoCheck.fps).count == VideoCheck.frameCount)
    }

    /// Minimum PSNR (dB) of decoded opaque frames against the source at the default quality;
    /// infinity means exact. The synthetic frames are all hard edges, the worst case for 4:2:0.
    /// A format not listed is held to 30 dB until it has a floor of its own.
    static func minimumPSNR(_ format: OutputFormat) -> Double {
        [OutputFormat.mp4: 34, .webp: .infinity, .hevc: 34, .prores: 40, .webm: 32][format] ?? 30
    }

    @Test("decoded frames match the source: exactly for WebP, within PSNR bounds for the others",
          arguments: OutputFormat.ffmpegFormats)
    func decodedFrames(profile: OutputFormat) throws {
        let folder = try TemporaryFolder()
        let frames = VideoCheck.frames(width: Self.width, height: Self.height)
        let file = try VideoCheck.encode(profile, frames, in: folder)
        let decoded = try VideoCheck.decodeAll(file.url, profile: profile, width: Self.width, height: Self.height)
        try #require(decoded.count == frames.count)
        let minimum = Self.minimumPSNR(profile)
        for (index, frame) in frames.enumerated() {
            let expected = frame.opaqueRGBA()
            if minimum == .infinity {
                #expect(decoded[index] == expected, "frame \(index) differs")
            } else {
                let psnr = VideoCheck.psnr(decoded[index], expected)
                #expect(psnr >= minimum, "frame \(index): \(psnr) dB")
            }
        }
    }

    @Test("a transparent canvas keeps its alpha", arguments: [OutputFormat.webp, .prores, .webm])
    func transparency(profile: OutputFormat) throws {
        let folder = try TemporaryFolder()
        let frames = VideoCheck.frames(width: Self.width, height: Self.height, translucent: true, count: 4)
        let file = try VideoCheck.encode(profile, frames, options: VideoOptions(transparent: true), in: folder)
        if profile == .webm { #expect(try VideoCheck.probe(file.url)["tag.alpha_mode"] == "1") }
        if profile == .prores { #expect(try VideoCheck.probe(file.url)["pix_fmt"] == "yuva444p12le") }
        let decoded = try VideoCheck.decodeAll(file.url, profile: profile, width: Self.width, height: Self.height)
        try #require(decoded.count == frames.count)
        let exact = profile == .webp
        for (index, frame) in frames.enumerated() {
            let expected = frame.straightRGBA()
            var worstAlpha = 0
            var worstColour = 0
            func alpha(_ x: Int, _ y: Int) -> Int { Int(expected[(y * Self.width + x) * 4 + 3]) }
            // Away from the frame's edges, the colour change at mid-height and the alpha ramp's
            // wrap from 255 to 0 (where colour meets the black of transparent pixels): lossy
            // codecs blur across hard edges, so those are judged by the exact formats only.
            for y in 8..<Self.height - 8 where abs(y - Self.height / 2) > 4 {
                for x in 8..<Self.width - 8 where exact || (x - 4...x + 4).allSatisfy({ abs(alpha($0, y) - alpha(x, y)) < 64 }) {
                    let offset = (y * Self.width + x) * 4
                    worstAlpha = max(worstAlpha, abs(Int(decoded[index][offset + 3]) - Int(expected[offset + 3])))
                    // Colour is only meaningful (and only kept exactly) where the pixel is visible enough.
                    if expected[offset + 3] >= 64 {
                        for channel in 0..<3 {
                            worstColour = max(worstColour, abs(Int(decoded[index][offset + channel]) - Int(expected[offset + channel])))
                        }
                    }
                }
            }
            #expect(worstAlpha <= (exact ? 0 : 6), "frame \(index): alpha off by \(worstAlpha)")
            #expect(worstColour <= (exact ? 0 : 16), "frame \(index): colour off by \(worstColour)")
        }
    }

    @Test("odd sizes: 4:2:0 formats pad to even with edge pixels, the others keep the size", arguments: OutputFormat.ffmpegFormats)
    func oddSize(profile: OutputFormat) throws {
        let folder = try TemporaryFolder()
        let (width, height) = (161, 121)
        for transparent in profile.supportsAlpha ? [false, true] : [false] {
            let frames = VideoCheck.frames(width: width, height: height, count: 3)
            let file = try VideoCheck.encode(profile, frames, options: VideoOptions(transparent: transparent), in: folder,
                                             name: "odd-\(transparent).\(profile.fileSuffix)")
            // The formats whose pixels subsample chroma (4:2:0) need even sides.
            let padded = try profile.profile.settings(for: VideoOptions(transparent: transparent)).needsEvenSize
            let (outWidth, outHeight) = padded ? (162, 122) : (width, height)
            if profile == .webp {
                let webp = try AnimatedWebP(url: file.url)
                #expect(webp.width == width && webp.height == height)
            } else {
                let probe = try VideoCheck.probe(file.url)
                #expect(probe["width"] == String(outWidth) && probe["height"] == String(outHeight), "transparent: \(transparent)")
                #expect(probe["nb_read_frames"] == "3")
            }
            let decoded = try VideoCheck.decodeAll(file.url, profile: profile, width: outWidth, height: outHeight)
            try #require(decoded.count == 3)
            // The padding repeats the edge: the corner looks like the pixel inside it, alpha included.
            func pixel(_ x: Int, _ y: Int) -> [Int] { (0..<4).map { Int(decoded[0][(y * outWidth + x) * 4 + $0]) } }
            let corner = pixel(outWidth - 1, outHeight - 1)
            let inside = pixel(width - 1, height - 1)
            #expect(zip(corner, inside).allSatisfy { abs($0 - $1) <= 4 }, "corner \(corner) vs edge \(inside)")
            #expect(corner[3] == 255)
        }
    }

    @Test("every quality encodes, and lossless WebP stays exact", arguments: OutputFormat.ffmpegFormats, Quality.allCases)
    func qualities(profile: OutputFormat, quality: Quality) throws {
        let folder = try TemporaryFolder()
        let frames = VideoCheck.frames(width: 64, height: 48, count: 3)
        let file = try VideoCheck.encode(profile, frames, options: VideoOptions(quality: quality), in: folder)
        let decoded = try VideoCheck.decodeAll(file.url, profile: profile, width: 64, height: 48)
        try #require(decoded.count == 3)
        let psnr = VideoCheck.psnr(decoded[2], frames[2].opaqueRGBA())
        if profile == .webp && quality != .draft {
            #expect(psnr == .infinity)
        } else {
            #expect(psnr > 25, "\(psnr) dB")
        }
    }

    @Test("bad options are reported before anything is written")
    func badOptions() throws {
        let folder = try TemporaryFolder()
        let format = VideoFormat(width: 64, height: 48, fps: 30)
        let url = folder.url.appendingPathComponent("x.mp4")
        #expect(throws: EncodeError.invalidInput("HEVC crf must be 0…51, not 60")) {
            try VideoSink(url: url, format: format, profile: OutputFormat.hevc.profile, options: VideoOptions(crf: 60))
        }
        #expect(throws: EncodeError.invalidInput("VP9 crf must be 0…63, not 64")) {
            try VideoSink(url: url, format: format, profile: OutputFormat.webm.profile, options: VideoOptions(crf: 64))
        }
        #expect(throws: EncodeError.invalidInput("unknown preset \"quick\" for HEVC MP4; use one of \(VideoProfile.presets.joined(separator: ", "))")) {
            try VideoSink(url: url, format: format, profile: OutputFormat.hevc.profile, options: VideoOptions(preset: "quick"))
        }
        #expect(throws: EncodeError.invalidInput("the ProRes MOV needs a positive size and frame rate, not 0×48 at 30 fps")) {
            try VideoSink(url: url, format: VideoFormat(width: 0, height: 48, fps: 30), profile: OutputFormat.prores.profile)
        }
        #expect(try folder.contents() == [])
    }

    @Test("x264 runs one thread with the standard's options, as its options SEI in the stream records")
    func h264Threads() throws {
        let folder = try TemporaryFolder()
        let file = try VideoCheck.encode(.mp4, VideoCheck.frames(width: Self.width, height: Self.height), in: folder)
        let text = String(decoding: try Data(contentsOf: file.url), as: UTF8.self)
        // x264 writes its settings as text in the first frame's SEI: "… threads=1 lookahead_threads=1 sliced_threads=0 …".
        #expect(text.contains(" threads=1 "), "x264's options SEI names its thread count")
        #expect(text.contains(" sliced_threads=0 "))
        // The options the standard adds to veryfast reached x264 (veryfast alone has hex, weightp=1, b_adapt=1, scenecut=40, ref=1).
        for option in ["rc_lookahead=12", "crf=15.5", "me=dia", "weightp=0", "b_adapt=0", "scenecut=0", "ref=2"] {
            #expect(text.contains(" \(option) "), "x264's options SEI has \(option)")
        }
    }

    @Test("H.264 quality presets: standard is veryfast at crf 15.5, lookahead 12, with the sweep's options; explicit values win")
    func h264Quality() throws {
        func x264(_ options: VideoOptions) throws -> [String: String] {
            let settings = try OutputFormat.mp4.profile.settings(for: options)
            #expect(settings.codec == "libx264" && settings.threads == 1)
            return Dictionary(uniqueKeysWithValues: settings.privateOptions.map { ($0.name, $0.value) })
        }
        // On an AVX-512 CPU every x264 encode also keeps x264 off its AVX-512 kernels.
        let pin = OutputFormat.x264CPUPin
        let standard = (["ref=2:me=dia:weightp=0:b-adapt=0:scenecut=0"] + [pin].compactMap { $0 }).joined(separator: ":")
        #expect(try x264(VideoOptions()) == ["crf": "15.5", "preset": "veryfast", "rc-lookahead": "12", "x264-params": standard])
        #expect(try x264(VideoOptions(crf: 20)) == ["crf": "20", "preset": "veryfast", "rc-lookahead": "12", "x264-params": standard])
        // A preset of the user's own is x264's preset alone: the standard's extra options are its own;
        // the thread count stays.
        #expect(try x264(VideoOptions(preset: "medium")) == ["crf": "15.5", "preset": "medium", "rc-lookahead": "12"].merging(pin.map { ["x264-params": $0] } ?? [:]) { $1 })
        #expect(try x264(VideoOptions(quality: .high, crf: 20))["crf"] == "20")
        // The other qualities keep x264's lookahead of 20: only standard's crf was tuned for 12.
        #expect(try x264(VideoOptions(quality: .high))["rc-lookahead"] == "20")
        #expect(try x264(VideoOptions(quality: .draft))["rc-lookahead"] == "20")
        #expect(try x264(VideoOptions(quality: .draft, preset: "slow"))["preset"] == "slow")
        #expect(try x264(VideoOptions(quality: .lossless))["crf"] == "0")
    }
}
