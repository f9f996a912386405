import Foundation
import Testing

/// Ctrl-C (SIGINT), SIGTERM and SIGHUP during a render: it stops, removes every temporary item,
/// says so in one line and exits with 128 + the signal; earlier outputs stay as they were.
@Suite("signals: an interrupted run leaves nothing behind")
struct SignalTests {
    /// 300 frames at 1170 × 2532: seconds of work in every format, so the signal lands mid-render.
    static let big = SmallPreset.slide(name: "big", scale: 3, height: 844, hold: 4.6)

    static let names: [Int32: String] = [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP"]

    /// The one line an interrupted run prints when nothing was finished.
    static func line(_ signal: Int32) -> String {
        "motionreel: interrupted (\(names[signal] ?? "?")); nothing was written\n"
    }

    /// An earlier output already at `destination` (a file, or a folder with one frame), to prove it survives.
    static func placeEarlier(_ destination: String, folder: Bool, in w: Workspace) throws {
        if folder {
            try w.write("\(destination)/frame_00001.png", "earlier frame")
        } else {
            try w.write(destination, "earlier output")
        }
    }

    /// Starts `arguments`, waits for the temporary item `prefix` in `folder`, lets the encoders
    /// run a moment, sends `signal` and checks the exit code, the one line and that stdout is empty.
    static func interrupt(_ arguments: [String], waitingFor prefix: String, in folder: String, with signal: Int32,
                          environment: [String: String] = [:]) throws {
        let run = try RunningCommand(arguments, environment: environment)
        let started = run.waitForItem(in: folder, prefix: prefix)
        #expect(started, "\(prefix)… never appeared in \(folder)")
        Thread.sleep(forTimeInterval: 0.3)
        run.send(signal)
        let result = try run.wait()
        #expect(run.exitedByItself, "the signal must be handled, not kill the process")
        #expect(result.exitCode == 128 + signal, "\(result.stderr)")
        #expect(result.stderr == line(signal))
        #expect(result.stdout.isEmpty)
    }

    @Test("render is stopped mid-way: exit 128 + signal, one line, nothing written, the earlier output intact",
          arguments: [("mp4", SIGINT, "big.mp4", false), ("png", SIGTERM, "big", true),
                      ("gif", SIGHUP, "big.gif", false), ("webm", SIGINT, "big.webm", false)])
    func renderInterrupted(format: String, signal: Int32, destination: String, isFolder: Bool) throws {
        let w = try Workspace()
        let preset = try w.write("big.yaml", Self.big)
        try Self.placeEarlier("out/\(destination)", folder: isFolder, in: w)
        let before = w.contents(of: "out")

        try Self.interrupt(["render", preset, "-o", w.path("out"), "--format", format],
                           waitingFor: ".\(destination).partial-", in: w.path("out"), with: signal)
        #expect(w.contents(of: "out") == before, "no .partial- item left, nothing new")
        let earlier = isFolder ? "out/\(destination)/frame_00001.png" : "out/\(destination)"
        #expect(try String(contentsOfFile: w.path(earlier), encoding: .utf8).hasPrefix("earlier"))
    }

    @Test("batch is stopped mid-way: no output, no manifest, nothing temporary")
    func batchInterrupted() throws {
        let w = try Workspace()
        try w.write("presets/big.yaml", Self.big)
        try w.write("presets/large.yaml", SmallPreset.slide(name: "large", scale: 3, height: 844, hold: 4.6))
        try w.write("out/.keep", "")
        try Self.interrupt(["batch", w.path("presets"), "-o", w.path("out"), "-j", "2", "--format", "mp4,png"],
                           waitingFor: ".big.mp4.partial-", in: w.path("out"), with: SIGTERM)
        #expect(w.contents(of: "out") == [".keep"])
    }

    @Test("spec is stopped while it renders its preview: no file, and its temporary preview folder is gone")
    func specInterrupted() throws {
        let w = try Workspace()
        let preset = try w.write("big.yaml", Self.big)
        try w.write("out/big.csv", "earlier,csv\n")
        try w.write("tmp/.keep", "")
        // The preview videos are rendered in the temporary folder: TMPDIR points it into the workspace.
        try Self.interrupt(["spec", preset, "-o", w.path("out")], waitingFor: ".motionreel-spec-preview.partial-",
                           in: w.path("tmp"), with: SIGHUP, environment: ["TMPDIR": w.path("tmp")])
        #expect(w.contents(of: "out") == ["big.csv"])
        #expect(try String(contentsOfFile: w.path("out/big.csv"), encoding: .utf8) == "earlier,csv\n")
        #expect(w.contents(of: "tmp") == [".keep"])
    }

    @Test("still is stopped while its PNG is written: the interrupt waits for the write, then removes it")
    func stillInterrupted() throws {
        let w = try Workspace()
        // 8000 × 8000 px: compressing it takes long enough to be caught.
        let preset = try w.write("huge.yaml", SmallPreset.slide(name: "huge", scale: 4, height: 2000)
            .replacingOccurrences(of: "size: [390, 2000]", with: "size: [2000, 2000]"))
        try w.write("out/still.png", "earlier still")
        try Self.interrupt(["still", preset, "--time", "0.3", "-o", w.path("out/still.png")],
                           waitingFor: ".still.png.partial-", in: w.path("out"), with: SIGINT)
        #expect(w.contents(of: "out") == ["still.png"])
        #expect(try String(contentsOfFile: w.path("out/still.png"), encoding: .utf8) == "earlier still")
    }
}
