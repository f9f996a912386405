import Foundation
import Testing

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
