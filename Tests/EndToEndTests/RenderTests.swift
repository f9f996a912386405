import Foundation
import Testing
import TestSupport

/// The stepped spring over a 390 pt move, computed independently (Tests/TestSupport/Reference).
private let reference = try! ReferenceCurve("fluid_r0.3_z0.85_d390.csv")

@Suite("render: presets to MP4 and PNG, judged by ffprobe and ffmpeg", .serialized)
struct RenderTests {
    @Test("MP4: H.264 yuv420p, BT.709 tagged, fast start, one frame per 1/fps")
    func mp4Properties() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide())
        let run = try CommandRunner.motionreel(["render", preset, "-o", w.path("out")])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let mp4 = w.path("out/slide.mp4")
        let probe = try MediaProbe(mp4)
        #expect(probe["codec_name"] == "h264")
        #expect(probe["pix_fmt"] == "yuv420p")
        #expect(probe["width"] == "390" && probe["height"] == "120")
        #expect(probe["r_frame_rate"] == "60/1")
        #expect(probe["color_primaries"] == "bt709")
        #expect(probe["color_transfer"] == "bt709")
        #expect(probe["color_space"] == "bt709")
        // Frames 0 … (settle + hold) · fps, where the 390 pt move settles at the first 60 Hz
        // frame that finds it at rest (the reference script says when).
        let settle = 0.25 + (try ReferenceScript.fluidEndTime(response: 0.3, dampingFraction: 0.85, delta: 390, sampleRate: 60))
        let frames = try #require(Int(probe["nb_read_frames"] ?? ""))
        #expect(frames == Int(((settle + 0.1) * 60).rounded()) + 1)
        #expect(abs(Double(try #require(probe["duration"]))! - Double(frames) / 60) < 0.001)
        let boxes = try MediaProbe.topLevelBoxes(mp4)
        let moov = try #require(boxes.firstIndex(of: "moov")), mdat = try #require(boxes.firstIndex(of: "mdat"))
        #expect(moov < mdat, "fast start: \(boxes)")
        #expect(run.stderr.contains("slide.mp4"), "one summary line per output")
    }

    @Test("the boundary between two pages sits where the reference spring puts it")
    func boundaryFollowsReferenceSpring() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide())
        let run = try CommandRunner.motionreel(["render", preset, "-o", w.path("out"), "--format", "png,mp4"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let pngs = w.contents(of: "out/slide")
        #expect(pngs.first == "frame_00001.png")
        let frames = try MediaProbe.rawFrames(w.path("out/slide/frame_%05d.png"), width: 390, height: 120)
        #expect(frames.count == pngs.count)
        let row = 60   // inside the content frame (20 … 100 pt)
        var checked = 0
        for index in 16...50 where index < frames.count {
            let tau = Double(index) / 60 - 0.25
            let ref = reference.row(at: tau)
            guard ref.ended == false else { continue }
            // Width of the new (green) page in this row, with sub-pixel edge coverage: G − B is
            // 255 on the green page, 0 on the red one and on the grey background. The page spans
            // [390 − x, 780 − x]; when the spring overshoots, its trailing edge shows.
            let bytes = frames[index]
            var green = 0.0
            for x in 0..<390 {
                green += (Double(bytes[(row * 390 + x) * 3 + 1]) - Double(bytes[(row * 390 + x) * 3 + 2])) / 255
            }
            let visible = min(390, 780 - ref.value) - max(0, 390 - ref.value)
            #expect(abs(green - visible) <= 1, "frame \(index): green width \(green), reference \(visible)")
            checked += 1
        }
        #expect(checked >= 20)
        // The MP4 shows the same frames within 32 dB PSNR.
        let psnr = try CommandRunner.tool("ffmpeg", [
            "-v", "info", "-i", w.path("out/slide.mp4"), "-framerate", "60", "-i", w.path("out/slide/frame_%05d.png"),
            "-lavfi", "[0:v]scale=in_color_matrix=bt709:in_range=tv,format=rgb24[a];[1:v]format=rgb24[b];[a][b]psnr",
            "-f", "null", "-",
        ])
        let average = psnr.stderr.components(separatedBy: "average:").last?.split(separator: " ").first.flatMap { Double($0) }
        #expect((average ?? 0) >= 32, "PSNR \(average ?? 0)\n\(psnr.stderr.suffix(400))")
    }

    @Test("PNG: straight RGB for an opaque scene, numbered from 1, sRGB tagged")
    func pngSequence() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide(events: [(0, 0)], hold: 0.05))
        let run = try CommandRunner.motionreel(["render", preset, "-o", w.path("out"), "--format", "png"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(w.contents(of: "out/slide") == ["frame_00001.png", "frame_00002.png", "frame_00003.png", "frame_00004.png"])
        let probe = try MediaProbe(w.path("out/slide/frame_00001.png"))
        #expect(probe["codec_name"] == "png" && probe["pix_fmt"] == "rgb24")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: w.path("out/slide/frame_00001.png")))
        #expect(bytes.range(of: Data("sRGB".utf8)) != nil)
        let frame = try MediaProbe.rawFrames(w.path("out/slide/frame_00001.png"), width: 390, height: 120)[0]
        let at = { (x: Int, y: Int) in [frame[(y * 390 + x) * 3], frame[(y * 390 + x) * 3 + 1], frame[(y * 390 + x) * 3 + 2]] }
        #expect(at(200, 60) == [255, 0, 0], "the first page's fill")
        #expect(at(5, 5) == [249, 249, 249], "the header band is the background colour")
    }

    @Test("odd pixel sizes are padded to even in the MP4, kept in the PNGs")
    func oddSize() throws {
        let w = try Workspace()
        let preset = try w.write("odd.yaml", SmallPreset.slide(name: "odd", height: 121, events: [(0, 0)], hold: 0.05)
            .replacingOccurrences(of: "size: [390, 121]", with: "size: [391, 121]"))
        let run = try CommandRunner.motionreel(["render", preset, "-o", w.path("out"), "--format", "mp4,png"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let mp4 = try MediaProbe(w.path("out/odd.mp4"))
        #expect(mp4["width"] == "392" && mp4["height"] == "122")
        let png = try MediaProbe(w.path("out/odd/frame_00001.png"))
        #expect(png["width"] == "391" && png["height"] == "121")
    }

    @Test("the same preset and options give byte-identical files")
    func deterministic() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide(fadeToo: true))
        for folder in ["a", "b"] {
            let run = try CommandRunner.motionreel(["render", preset, "-o", w.path(folder), "--format", "mp4,png"])
            #expect(run.exitCode == 0, "\(run.stderr)")
        }
        let a = try Data(contentsOf: URL(fileURLWithPath: w.path("a/slide.mp4")))
        let b = try Data(contentsOf: URL(fileURLWithPath: w.path("b/slide.mp4")))
        #expect(a == b)
        for name in w.contents(of: "a/slide") {
            #expect(try Data(contentsOf: URL(fileURLWithPath: w.path("a/slide/\(name)")))
                    == Data(contentsOf: URL(fileURLWithPath: w.path("b/slide/\(name)"))), "\(name)")
        }
    }

    @Test("--fps and --scale override the preset")
    func overrides() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide(events: [(0, 0)], hold: 0.5))
        let run = try CommandRunner.motionreel(["render", preset, "-o", w.path("out"), "--fps", "30", "--scale", "2"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let probe = try MediaProbe(w.path("out/slide.mp4"))
        #expect(probe["r_frame_rate"] == "30/1" && probe["width"] == "780" && probe["height"] == "240")
        #expect(probe["nb_read_frames"] == "16")   // t = 0 … 0.5 s at 30 fps
    }

    @Test("every preset in Presets/ renders", arguments: presetFiles())
    func shippedPreset(file: String) throws {
        let w = try Workspace()
        let run = try CommandRunner.motionreel(["render", file, "-o", w.path("out"), "--scale", "0.5", "--fps", "20",
                                                "--preset", "ultrafast"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let probe = try MediaProbe(w.path("out/\(name).mp4"))
        #expect(probe["width"] == "196" && probe["height"] == "422")
        #expect(Int(probe["nb_read_frames"] ?? "0")! > 10)
    }

    static func presetFiles() -> [String] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Presets").standardized
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { folder.appendingPathComponent($0).path }
    }
}

@Suite("render: the motion vocabulary end to end")
struct VocabularyRenderTests {
    @Test("--reduce-motion: pages cross-fade in place, every column of a row alike")
    func reduceMotion() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide())
        let run = try CommandRunner.motionreel(["render", preset, "-o", w.path("out"), "--format", "png", "--reduce-motion"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let frames = try MediaProbe.rawFrames(w.path("out/slide/frame_%05d.png"), width: 390, height: 120)
        var sawBlend = false
        for (index, bytes) in frames.enumerated() {
            let pixel = { (x: Int) in Array(bytes[(60 * 390 + x) * 3..<(60 * 390 + x) * 3 + 3]) }
            #expect(pixel(5) == pixel(200) && pixel(200) == pixel(385), "frame \(index): \(pixel(5)) \(pixel(385))")
            if pixel(200)[0] > 20 && pixel(200)[1] > 20 { sawBlend = true }
        }
        #expect(sawBlend, "a cross-fade between the red and the green page")
    }

    @Test("120 fps: the MP4 has 120 frames a second and a frame for every 1/120 s")
    func highFrameRate() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide(fps: 120))
        let run = try CommandRunner.motionreel(["render", preset, "-o", w.path("out")])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let settle = 0.25 + (try ReferenceScript.fluidEndTime(response: 0.3, dampingFraction: 0.85, delta: 390, sampleRate: 120))
        let probe = try MediaProbe(w.path("out/slide.mp4"))
        #expect(probe["r_frame_rate"] == "120/1")
        #expect(Int(probe["nb_read_frames"] ?? "") == Int(((settle + 0.1) * 120).rounded()) + 1)
    }
}

@Suite("render: push, pixel by pixel")
struct PushRenderTests {
    @Test("push(from: top): the new page slides down from the top edge while it fades in")
    func pushFromTop() throws {
        // 390 × 420 pt at scale 1: header 20, content frame 20 … 420 (400 pt), nav over 400 … 420.
        let w = try Workspace()
        let preset = try w.write("push.yaml", SmallPreset.slide(name: "push", height: 420,
                                                                insertion: "[ { push: top } ]", removal: "[ identity ]"))
        let run = try CommandRunner.motionreel(["render", preset, "-o", w.path("out"), "--format", "png"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let frames = try MediaProbe.rawFrames(w.path("out/push/frame_%05d.png"), width: 390, height: 420)
        let unit = try ReferenceCurve("fluid_r0.3_z0.85_d1.csv")
        for index in [18, 20, 21, 22] {
            let tau = Double(index) / 60 - 0.25
            // The fade (0 → 1) and the offset (−400 → 0 pt) follow the same spring; early on,
            // far from either end, both are at x(τ) of their way.
            let x = unit.row(at: tau).value
            // Over the #f9f9f9 background, the green page at opacity a gives G − B = 255·a.
            let bytes = frames[index]
            let column = 200
            let greenness = (0..<420).map { y -> Double in
                (Double(bytes[(y * 390 + column) * 3 + 1]) - Double(bytes[(y * 390 + column) * 3 + 2])) / 255
            }
            let opacity = greenness[21]
            #expect(abs(opacity - x) <= 2.0 / 255, "frame \(index): opacity \(opacity), reference \(x)")
            // The page's bottom edge has come down 400·x points into the content frame.
            let visible = greenness[20..<400].reduce(0, +) / opacity
            #expect(abs(visible - 400 * x) <= 1, "frame \(index): \(visible) pt shown, reference \(400 * x)")
            #expect(greenness[0..<20].allSatisfy { $0 == 0 }, "nothing above the content frame")
        }
    }
}
