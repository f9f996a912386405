import Foundation
import TestSupport
import Testing

/// A designer's two exports through `init --screens`, rendered: the status, navigation and tab
/// bars hold still pixel for pixel while the content between them moves, switched at a tab
/// change and cross-faded through a push.
@Suite("still bars: two exports become an iOS tab switch and push with still bars", .serialized)
struct StillBarsRenderTests {
    static let home = DesignerExport(content: [230, 60, 60], selectedTab: 0, titleWidth: 90)
    static let detail = DesignerExport(content: [40, 90, 220], selectedTab: 1, titleWidth: 140)
    static let width = DesignerExport.width, height = DesignerExport.height
    static let bandRows = Array(0..<DesignerExport.topBar) + Array(height - DesignerExport.bottomBar..<height)

    /// Writes the two exports and runs init on them; returns the preset's path and init's run.
    func initialized(_ kind: String, in w: Workspace) throws -> (String, CommandResult) {
        try w.folder.write(Data(Self.home.png), to: "shots/home.png")
        try w.folder.write(Data(Self.detail.png), to: "shots/detail.png")
        let run = try CommandRunner.run(CommandRunner.motionreel,
                                        ["init", "--screens", "shots/home.png", "shots/detail.png", "--kind", kind, "-o", "\(kind).yaml"],
                                        in: w.url)
        try #require(run.exitCode == 0, "\(run.stderr)")
        return (w.path("\(kind).yaml"), run)
    }

    /// Every frame of `preset` at one pixel a point, as RGB bytes.
    func frames(_ preset: String, in w: Workspace) throws -> [Data] {
        let run = try CommandRunner.motionreel(["render", preset, "--scale", "1", "--format", "png", "-o", w.path("out")])
        try #require(run.exitCode == 0, "\(run.stderr)")
        let name = URL(fileURLWithPath: preset).deletingPathExtension().lastPathComponent
        return try MediaProbe.rawFrames(w.path("out/\(name)/frame_%05d.png"), width: Self.width, height: Self.height)
    }

    static func row(_ frame: Data, _ y: Int) -> [UInt8] {
        Array(frame[(y * width * 3)..<((y + 1) * width * 3)])
    }

    @Test("init finds the bars, says so in one line and writes them with a comment")
    func found() throws {
        let w = try Workspace()
        let (preset, run) = try initialized("tabs", in: w)
        #expect(run.stderr.split(separator: "\n").contains(
            "still bars: top 91 pt, bottom 83 pt, the rows every screen shares (stillBars: in the preset)"), "\(run.stderr)")
        let text = try String(contentsOfFile: preset, encoding: .utf8)
        #expect(text.contains("  stillBars: { top: 91, bottom: 83 }"), "\(text)")
        // The comment above the key, its lines joined: what was found, how it reads, how to change it.
        let comment = text.split(separator: "\n").filter { $0.hasPrefix("  # ") }.map { $0.dropFirst(4) }.joined(separator: " ")
        #expect(comment.contains("Still bars: init found the top 91 pt and the bottom 83 pt of every screen the same "
                                 + "(all but 18 % of a row at most, such as a highlighted tab)."), "\(comment)")
        #expect(comment.contains("Change the points, or delete the line to let whole pages move."), "\(comment)")
        #expect(try CommandRunner.motionreel(["validate", preset]).exitCode == 0)
    }

    @Test("JPEG exports: their noise is no difference, so init finds the same bars within a few points")
    func jpeg() throws {
        let w = try Workspace()
        try w.folder.write(Data(Self.home.png), to: "home.png")
        try w.folder.write(Data(Self.detail.png), to: "detail.png")
        for name in ["home", "detail"] {
            let made = try CommandRunner.tool("ffmpeg", ["-v", "error", "-i", w.path("\(name).png"), "-q:v", "3", "-y", w.path("\(name).jpg")])
            try #require(made.exitCode == 0, "\(made.stderr)")
        }
        let run = try CommandRunner.run(CommandRunner.motionreel, ["init", "--screens", "home.jpg", "detail.jpg", "-o", "j.yaml"], in: w.url)
        try #require(run.exitCode == 0, "\(run.stderr)")
        let text = try String(contentsOfFile: w.path("j.yaml"), encoding: .utf8)
        let found = try #require(text.firstMatch(of: /stillBars: \{ top: ([0-9]+), bottom: ([0-9]+) \}/), "\(text)")
        let top = try #require(Int(found.1)), bottom = try #require(Int(found.2))
        // JPEG's 8-pixel blocks may blur a row or two at a bar's inner edge; never more, never deeper.
        #expect((DesignerExport.topBar - 3...DesignerExport.topBar).contains(top), "top \(top)")
        #expect((DesignerExport.bottomBar - 3...DesignerExport.bottomBar).contains(bottom), "bottom \(bottom)")
    }

    @Test("tabs: mid-change the bars are the incoming export's rows, before it the outgoing's, while the content moves")
    func tabSwitch() throws {
        let w = try Workspace()
        let (preset, _) = try initialized("tabs", in: w)
        let frames = try frames(preset, in: w)
        // init's change is at 0.5 s (frame 30, 60 fps); its spring is well under way by frame 36.
        try #require(frames.count > 60)
        for (index, export) in [(29, Self.home), (30, Self.detail), (33, Self.detail), (36, Self.detail), (45, Self.detail)] {
            for y in Self.bandRows {
                #expect(Self.row(frames[index], y) == export.row(y), "frame \(index), band row \(y)")
            }
        }
        // Between the bands the pages move: mid-change a content row is neither export's.
        let y = 500
        #expect(Self.row(frames[36], y) != Self.home.row(y) && Self.row(frames[36], y) != Self.detail.row(y))
        #expect(Self.row(frames[frames.count - 1], y) == Self.detail.row(y))
    }

    @Test("stack: mid-push the bars cross-fade by one fraction everywhere, rows both exports share stay exact")
    func push() throws {
        let w = try Workspace()
        let (preset, _) = try initialized("stack", in: w)
        let frames = try frames(preset, in: w)
        try #require(frames.count > 60)
        var fractions: [Int: [Double]] = [:]
        for index in [29, 33, 36, 40] {
            for y in Self.bandRows {
                let seen = Self.row(frames[index], y), a = Self.home.row(y), b = Self.detail.row(y)
                for i in seen.indices {
                    if a[i] == b[i] {
                        #expect(seen[i] == a[i], "frame \(index), row \(y), byte \(i): a shared pixel moved")
                    } else {
                        let p = (Double(seen[i]) - Double(a[i])) / (Double(b[i]) - Double(a[i]))
                        fractions[index, default: []].append(p)
                    }
                }
            }
        }
        #expect(fractions[29] == nil || fractions[29]!.allSatisfy { abs($0) < 0.01 }, "before the push: the home bars")
        var previous = 0.0
        for index in [33, 36, 40] {
            let ps = try #require(fractions[index])
            let p = ps.reduce(0, +) / Double(ps.count)
            // One fraction for every pixel (8-bit rounding aside), between the two, growing with the push.
            #expect(ps.allSatisfy { abs($0 - p) < 0.02 }, "frame \(index): fractions \(ps.min()!) … \(ps.max()!)")
            #expect(p > previous + 0.05 && p < 0.99, "frame \(index): \(p) after \(previous)")
            previous = p
        }
        for y in Self.bandRows {
            #expect(Self.row(frames[frames.count - 1], y) == Self.detail.row(y), "after the push, row \(y)")
        }
    }
}
