import Foundation
import Preset
import SceneKinds
import TestSupport
import Testing

/// `motionreel init`: a designer's screens in, a preset out that validates and renders one
/// full-screen page per screen, in order.
@Suite("init: a preset from one's own screens, ready to render")
struct InitCommandTests {
    /// Distinct flat colours, far apart so a lossy JPEG still tells them apart.
    static let colours: [[UInt8]] = [[230, 40, 40], [40, 200, 60], [40, 70, 220], [240, 200, 30], [150, 40, 190]]

    static func hex(_ colour: [UInt8]) -> String { colour.map { String(format: "%02x", $0) }.joined() }

    /// Writes screen `index` as a 390 × 844 image of `format` (png, jpg or svg) in `w`.
    static func screen(_ index: Int, format: String, in w: Workspace) throws -> String {
        let colour = colours[index], name = "shots/screen-\(index).\(format)"
        switch format {
        case "png":
            try w.folder.write(Data(PNGBytes.image(width: 390, height: 844, pixel: colour)), to: name)
        case "svg":
            try w.write(name, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"390\" height=\"844\">"
                        + "<rect width=\"390\" height=\"844\" fill=\"#\(hex(colour))\"/></svg>")
        default:
            try FileManager.default.createDirectory(atPath: w.path("shots"), withIntermediateDirectories: true)
            let made = try CommandRunner.tool("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "color=c=0x\(hex(colour)):s=390x844",
                                                         "-frames:v", "1", "-q:v", "2", "-y", w.path(name)])
            try #require(made.exitCode == 0, "\(made.stderr)")
        }
        return name
    }

    /// The `at:` of each timeline entry of the preset at `path`, as init wrote them.
    static func eventTimes(_ path: String) throws -> [Double] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").compactMap { line in
            line.firstMatch(of: /^  - \{ at: ([0-9.]+), (select|push):/).flatMap { Double($0.1) }
        }
    }

    /// The colour at the centre of `preset`'s frame at `time` (scale 1).
    static func centre(of preset: String, at time: Double, in w: Workspace) throws -> [UInt8] {
        let still = w.path("still.png")
        let run = try CommandRunner.motionreel(["still", preset, "--time", "\(time)", "--scale", "1", "-o", still])
        try #require(run.exitCode == 0, "\(run.stderr)")
        let frame = try #require(try MediaProbe.rawFrames(still, width: 390, height: 844).first)
        let offset = (422 * 390 + 195) * 3
        return Array(frame[offset..<offset + 3])
    }

    @Test("2, 3 and 5 screens of each format: validate passes, each page shows in order at rest",
          arguments: ["png", "jpg", "svg"], [2, 3, 5])
    func screens(format: String, count: Int) throws {
        let w = try Workspace()
        let screens = try (0..<count).map { try Self.screen($0, format: format, in: w) }
        let made = try CommandRunner.run(CommandRunner.motionreel, ["init", "--screens"] + screens + ["-o", "reel.yaml"], in: w.url)
        try #require(made.exitCode == 0, "\(made.stderr)")
        #expect(made.stdout == "motionreel render reel.yaml      # → out/reel.mp4\n")
        // Flat screens of different colours share no rows: no still bars, and init says so.
        #expect(made.stderr == "wrote reel.yaml: \(count) full-screen pages, selected in turn\n"
                + "still bars: none — your screens share no rows at the top or bottom, so whole pages move\n")
        let preset = w.path("reel.yaml")
        let validate = try CommandRunner.motionreel(["validate", preset])
        #expect(validate.exitCode == 0, "\(validate.stderr)")

        // Each page once it has come to rest: a second after its change (the next is 1.2 s later).
        let changes = try Self.eventTimes(preset)
        try #require(changes.count == count, "one event per screen: \(changes)")
        for (index, change) in changes.enumerated() {
            let seen = try Self.centre(of: preset, at: index == 0 ? 0.25 : change + 1.0, in: w)
            let expected = Self.colours[index], tolerance = format == "jpg" ? 6 : 0
            #expect(zip(seen, expected).allSatisfy { abs(Int($0) - Int($1)) <= tolerance },
                    "\(format) × \(count): page \(index) shows \(seen), expected \(expected)")
        }
    }

    @Test("--kind stack pushes each screen onto the one before; without screens, the wireframe example")
    func stackAndExample() throws {
        let w = try Workspace()
        let screens = try (0..<3).map { try Self.screen($0, format: "png", in: w) }
        let stack = try CommandRunner.run(CommandRunner.motionreel, ["init", "--screens"] + screens + ["--kind", "stack", "-o", "stack.yaml"],
                                          in: w.url)
        try #require(stack.exitCode == 0, "\(stack.stderr)")
        let scene = try PresetLoader.load(contentsOf: w.folder.file("stack.yaml"))
        #expect(scene.kind.keyword == "stack")
        let changes = try Self.eventTimes(w.path("stack.yaml"))
        try #require(changes.count == 3)
        for (index, change) in changes.enumerated() {
            let seen = try Self.centre(of: w.path("stack.yaml"), at: index == 0 ? 0.25 : change + 1.0, in: w)
            #expect(seen == Self.colours[index], "page \(index)")
        }
        let example = try CommandRunner.run(CommandRunner.motionreel, ["init"], in: w.url)
        #expect(example.exitCode == 0, "\(example.stderr)")
        #expect(example.stderr == "wrote motion.yaml: the tab example on built-in wireframes\n")
        #expect(try CommandRunner.motionreel(["validate", w.path("motion.yaml")]).exitCode == 0)

        // The commented `settle: visible`, uncommented as its comment says, is a valid key that
        // ends the example sooner (the hold starts where the motion looks finished).
        let text = try String(contentsOfFile: w.path("motion.yaml"), encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("# settle: visible") })
        try w.write("visible.yaml", text.replacingOccurrences(of: String(line), with: "settle: visible"))
        let frames = { (preset: String) throws -> Int in
            let run = try CommandRunner.motionreel(["render", w.path(preset), "--scale", "1", "-o", w.path("out")])
            try #require(run.exitCode == 0, "\(run.stderr)")
            return try #require(run.stderr.firstMatch(of: /, ([0-9]+) frames,/).flatMap { Int($0.1) }, "\(run.stderr)")
        }
        let strict = try frames("motion.yaml"), visible = try frames("visible.yaml")
        #expect(visible < strict, "settle: visible gives \(visible) frames, SwiftUI's end \(strict)")
    }

    @Test("what init refuses, each in one line with exit 2", arguments: [
        // No -o given: the message names the file, not an option the user did not type.
        (["init"], "Error: motion.yaml already exists; pass --force to replace it\n"),
        (["init", "-o", "motion.yaml"], "Error: -o motion.yaml: already exists; pass --force to replace it\n"),
        (["init", "--screens", "missing.png", "-o", "x.yaml"], "Error: --screens missing.png: no such file\n"),
        (["init", "--screens", "notes.txt", "-o", "x.yaml"], "Error: --screens notes.txt: cannot be used: it is not a PNG, JPEG or SVG file\n"),
        (["init", "-o", "reel.yml"], "Error: -o reel.yml: a preset file ends in .yaml\n"),
    ])
    func refusals(_ arguments: [String], message: String) throws {
        let w = try Workspace()
        try w.write("motion.yaml", "# mine\n")
        try w.write("notes.txt", "not an image\n")
        let run = try CommandRunner.run(CommandRunner.motionreel, arguments, in: w.url)
        #expect(run.exitCode == 2)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
        #expect(try String(contentsOfFile: w.path("motion.yaml"), encoding: .utf8) == "# mine\n")
        #expect(!FileManager.default.fileExists(atPath: w.path("x.yaml")))
    }
}
