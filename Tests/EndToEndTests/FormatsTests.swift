import Foundation
import Testing
import TestSupport

/// Every output format from one render, judged by ffprobe; and the same bytes however many cores.
@Suite("render: all eight formats", .serialized)
struct FormatsTests {
    static let all = "mp4,gif,png,apng,webp,hevc,prores,webm"
    static let files = ["slide", "slide.gif", "slide.hevc.mp4", "slide.mov", "slide.mp4", "slide.png", "slide.webm", "slide.webp"]

    @Test("one render writes all eight, each with its codec, from frames drawn once")
    func allEight() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide(fadeToo: true))
        let run = try CommandRunner.motionreel(["render", preset, "-o", w.path("out"), "--format", Self.all])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(w.contents(of: "out").filter { !$0.contains("/") } == Self.files)
        let codecs = ["slide.mp4": "h264", "slide.gif": "gif", "slide.png": "apng", "slide.hevc.mp4": "hevc",
                      "slide.mov": "prores", "slide.webm": "vp9"]
        for (file, codec) in codecs {
            #expect(try MediaProbe(w.path("out/\(file)"))["codec_name"] == codec, "\(file)")
        }
        // FFmpeg 5.1 cannot decode animated WebP; its RIFF header says what it is.
        let webp = try Data(contentsOf: URL(fileURLWithPath: w.path("out/slide.webp")))
        #expect(webp.prefix(4) == Data("RIFF".utf8) && webp[8..<12] == Data("WEBP".utf8))
        #expect(webp.range(of: Data("ANIM".utf8)) != nil, "an animated WebP")
        #expect(run.stderr.split(separator: "\n").filter { $0.hasPrefix("wrote ") }.count == 8)
    }

    @Test("--gif-width shrinks the GIF only; the MP4 keeps the render's size; a width below 1 is exit 2")
    func gifWidth() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide(scale: 2, height: 120))
        let run = try CommandRunner.motionreel(["render", preset, "-o", w.path("out"), "--format", "gif,mp4", "--gif-width", "195"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let gif = try MediaProbe(w.path("out/slide.gif")), mp4 = try MediaProbe(w.path("out/slide.mp4"))
        // 390 × 120 pt at scale 2 is 780 × 240 px; at most 195 wide: 195 × 60.
        #expect(gif["width"] == "195" && gif["height"] == "60", "\(gif)")
        #expect(mp4["width"] == "780" && mp4["height"] == "240", "\(mp4)")
        let bad = try CommandRunner.motionreel(["render", preset, "-o", w.path("bad"), "--format", "gif", "--gif-width", "0"])
        #expect(bad.exitCode == 2 && bad.stderr.contains("--gif-width 0"), "\(bad.stderr)")
        #expect(w.contents(of: "bad").isEmpty)
    }

    @Test("byte-identical on a rerun and when the process is confined to one core")
    func deterministic() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide(fadeToo: true))
        let normal = try CommandRunner.motionreel(["render", preset, "-o", w.path("a"), "--format", Self.all])
        let again = try CommandRunner.motionreel(["render", preset, "-o", w.path("b"), "--format", Self.all])
        let oneCore = try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/taskset"),
                                            ["-c", "0", CommandRunner.motionreel.path, "render", preset,
                                             "-o", w.path("c"), "--format", Self.all])
        #expect(normal.exitCode == 0 && again.exitCode == 0 && oneCore.exitCode == 0, "\(oneCore.stderr)")
        for file in w.contents(of: "a") where !file.hasSuffix("slide") {
            let a = try Data(contentsOf: URL(fileURLWithPath: w.path("a/\(file)")))
            #expect(a == (try Data(contentsOf: URL(fileURLWithPath: w.path("b/\(file)")))), "rerun: \(file)")
            #expect(a == (try Data(contentsOf: URL(fileURLWithPath: w.path("c/\(file)")))), "one core: \(file)")
        }
    }

    /// The APNG is MotionReel's own encoder: decoded at the render's rate, holds included, it must
    /// give back the PNG frames of the same render byte for byte, and last as long.
    @Test("the APNG decodes to exactly the PNG frames of the same render, opaque and transparent",
          arguments: [false, true])
    func apngMatchesPNGFrames(transparent: Bool) throws {
        let w = try Workspace()
        let fps = 30
        let preset = try w.write("slide.yaml", SmallPreset.slide(fps: fps, hold: 0.3, fadeToo: true))
        let run = try CommandRunner.motionreel(["render", preset, "-o", w.path("out"), "--format", "png,apng"]
            + (transparent ? ["--transparent"] : []))
        #expect(run.exitCode == 0, "\(run.stderr)")
        let pngCount = w.contents(of: "out/slide").filter { $0.hasSuffix(".png") }.count
        let pixels = transparent ? "rgba" : "rgb24"
        let expected = try Subprocess.run("ffmpeg", ["-v", "error", "-framerate", String(fps), "-i", w.path("out/slide/frame_%05d.png"),
                                                     "-f", "rawvideo", "-pix_fmt", pixels, "-"])
        let decoded = try Subprocess.run("ffmpeg", ["-v", "error", "-f", "apng", "-i", w.path("out/slide.png"),
                                                    "-fps_mode", "cfr", "-r", String(fps), "-f", "rawvideo", "-pix_fmt", pixels, "-"])
        #expect(expected.status == 0 && decoded.status == 0, "\(expected.stderrText) \(decoded.stderrText)")
        let frameBytes = 390 * 120 * (transparent ? 4 : 3)
        #expect(pngCount > 10 && expected.stdout.count == pngCount * frameBytes)
        #expect(decoded.stdout.count == expected.stdout.count, "frames: \(decoded.stdout.count / frameBytes) of \(pngCount)")
        #expect(decoded.stdout == expected.stdout)
        // Held frames are one APNG frame each: fewer frames than PNGs, the same length.
        let packets = try CommandRunner.tool("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries",
                                                         "packet=pts_time,duration_time", "-of", "csv=p=0", w.path("out/slide.png")])
        let rows = packets.stdout.split(separator: "\n").map { $0.split(separator: ",").compactMap { Double($0) } }
        #expect(rows.count < pngCount, "holds merged: \(rows.count) APNG frames for \(pngCount)")
        let end = rows.compactMap { $0.count == 2 ? $0[0] + $0[1] : nil }.max() ?? 0
        // The demuxer rounds each frame's delay to its 1/100000 s time base (fcTL delays are exact
        // fractions, checked in APNGSinkTests): allow that much per APNG frame, far below one frame.
        #expect(abs(end - Double(pngCount) / Double(fps)) <= Double(rows.count) * 1e-5, "\(end) s")
    }

    @Test("a transparent canvas keeps its alpha in ProRes 4444, WebM and APNG")
    func transparent() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide(fadeToo: true))
        let run = try CommandRunner.motionreel(["render", preset, "-o", w.path("out"), "--format", "prores,webm,apng,png",
                                                "--transparent"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(try MediaProbe(w.path("out/slide.mov"))["pix_fmt"]?.hasPrefix("yuva444p") == true)
        #expect(try MediaProbe(w.path("out/slide.png"))["pix_fmt"] == "rgba")
        #expect(try MediaProbe(w.path("out/slide/frame_00001.png"))["pix_fmt"] == "rgba")
        let webm = try CommandRunner.tool("ffprobe", ["-v", "error", "-show_entries", "stream_tags=alpha_mode",
                                                       "-of", "default=noprint_wrappers=1", w.path("out/slide.webm")])
        #expect(webm.stdout.contains("alpha_mode=1"), "\(webm.stdout)")
    }
}
