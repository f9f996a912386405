import Foundation
import Scene
import Testing

/// A layer far larger than the screen costs what the screen shows, not what the layer measures:
/// a 30 000 pt layer at 1170 × 2532 px once peaked at 3.5 GB, rasterized whole.
@Suite("huge layers render in bounded memory, with the right pixels")
struct LargeLayerRenderTests {
    /// A 30 000 pt rounded rectangle (corner radius 40 pt) whose bottom-right corner starts at
    /// (200, 500) pt and slides 100 pt right over 0.5 s; `extra` adds keys to the layer.
    static func preset(extra: String = "") -> String {
        """
        name: huge
        canvas: { size: [390, 844], scale: 3, fps: 30, background: "#f9f9f9" }
        scene:
          kind: layers
          layers:
            - { id: backdrop, roundedRect: { fill: "#3366cc", cornerRadius: 40 }, frame: [-29800, -29500, 30000, 30000]\(extra) }
        timeline:
          - { at: 0, animate: { backdrop: { offsetX: 100 } }, animation: { easeInOut: 0.5 } }
        hold: 0.1

        """
    }

    /// Runs `motionreel` from a shell that forks it, rather than straight from this process.
    ///
    /// Linux carries a process's peak resident memory (ru_maxrss, which --verbose prints) across
    /// exec, and a process spawned sharing its parent's memory map inherits the parent's peak: the
    /// test runner's own hundreds of MB would be reported as the render's. A child forked by a
    /// small shell starts from the shell's.
    private func motionreelForked(_ arguments: [String]) throws -> CommandResult {
        try CommandRunner.run(URL(fileURLWithPath: "/bin/sh"),
                              ["-c", "\"$0\" \"$@\"; exit $?", CommandRunner.motionreel.path] + arguments)
    }

    /// The peak resident memory the CLI reports with --verbose.
    private func peakBytes(_ run: CommandResult) throws -> Int {
        let line = try #require(run.stderr.split(separator: "\n").last { $0.hasPrefix("peak memory: ") })
        return try #require(Int(line.dropFirst("peak memory: ".count).split(separator: " ")[0])) * 1024
    }

    /// What the render of a plain canvas-sized layer peaks at is about 190 MB here (the encoder
    /// and one frame's buffers dominate); a huge layer adds at most a few windows of the canvas's
    /// size, so 400 MiB leaves room for a busy machine's malloc arenas and is far below both the
    /// whole layer's 3.5 GB and the budget every valid preset keeps.
    static let statedPeak = 400 << 20

    @Test("a 30 000 pt layer, sharp, blurred or scaled down to fit, renders 1170 × 2532 px within the stated peak",
          arguments: ["", ", blur: 40", ", scale: 0.013"])
    func boundedMemory(extra: String) throws {
        let w = try Workspace()
        let preset = try w.write("huge.yaml", Self.preset(extra: extra))
        let run = try motionreelForked(["render", preset, "-o", w.path("out"), "--preset", "ultrafast", "--verbose"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let peak = try peakBytes(run)
        #expect(peak < Self.statedPeak, "peak \(peak >> 20) MiB")
        #expect(peak < Limits.memoryBudgetBytes)
        #expect(FileManager.default.fileExists(atPath: w.path("out/huge.mp4")))
    }

    /// Whether pixel (x, y) is clearly inside (true) or outside (false) a rounded rectangle
    /// reaching far up-left to its corner at (`cornerX`, `cornerY`) px with radius `r` px; nil
    /// within a pixel of the edge.
    private func inside(_ x: Int, _ y: Int, cornerX: Double, cornerY: Double, r: Double) -> Bool? {
        let dx = max(Double(x) + 0.5 - (cornerX - r), 0), dy = max(Double(y) + 0.5 - (cornerY - r), 0)
        let distance = (dx * dx + dy * dy).squareRoot()
        return distance < r - 1 ? true : distance > r + 1 ? false : nil
    }

    @Test("its corner is where the frame and offset put it, at the start and after the slide",
          arguments: [("0", 200.0), ("0.6", 300.0)])
    func pixels(time: String, cornerX: Double) throws {
        let w = try Workspace()
        let preset = try w.write("huge.yaml", Self.preset())
        let run = try CommandRunner.motionreel(["still", preset, "--time", time, "-o", w.path("still.png")])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let frame = try #require(try MediaProbe.rawFrames(w.path("still.png"), width: 1170, height: 2532).first)
        let fill: [UInt8] = [0x33, 0x66, 0xCC], background: [UInt8] = [0xF9, 0xF9, 0xF9]
        var checked = 0, wrong: [String] = []
        // Every 7th pixel of the canvas, in and around the corner's region and far from it.
        for y in stride(from: 0, to: 2532, by: 7) {
            for x in stride(from: 0, to: 1170, by: 7) {
                guard let isInside = inside(x, y, cornerX: cornerX * 3, cornerY: 1500, r: 120) else { continue }
                let offset = (y * 1170 + x) * 3
                let pixel = Array(frame[offset..<offset + 3])
                if pixel != (isInside ? fill : background) { wrong.append("(\(x), \(y)) \(pixel)") }
                checked += 1
            }
        }
        #expect(checked > 50_000)
        #expect(wrong.isEmpty, "\(wrong.count) wrong pixels, first \(wrong.prefix(5))")
    }
}
