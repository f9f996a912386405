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

    /// An earlier output already at `destination` (a file, or a folder with one frame), to prove it
    /// survives; whatever an earlier attempt left there is removed first.
    static func placeEarlier(_ destination: String, folder: Bool, in w: Workspace) throws {
        try? FileManager.default.removeItem(atPath: w.path(destination))
        if folder {
            try w.write("\(destination)/frame_00001.png", "earlier frame")
        } else {
            try w.write(destination, "earlier output")
        }
    }

    /// Attempts before a signal that lands too late is a failure (see ``interrupt(_:waitingFor:in:with:settle:environment:prepare:)``).
    static let attempts = 3

    /// Starts `arguments`, waits for the temporary item `prefix` in `folder`, lets the encoders
    /// run `settle` seconds, sends `signal` and checks the exit code, the one line and that stdout
    /// is empty. `prepare` sets up the workspace before each attempt.
    ///
    /// A test thread can be held back longer than the write lasts — tests run in parallel, and a
    /// busy machine, or a fast one, lets the run finish first. The run then rightly keeps its
    /// output ("1 output finished before it was kept", or no interruption at all); that is not
    /// the case under test, so it is tried again, up to ``attempts`` times, before it fails.
    static func interrupt(_ arguments: [String], waitingFor prefix: String, in folder: String, with signal: Int32,
                          settle: Double = 0.3, environment: [String: String] = [:],
                          prepare: () throws -> Void) throws {
        for attempt in 1...attempts {
            try prepare()
            let run = try RunningCommand(arguments, environment: environment)
            let started = run.waitForItem(in: folder, prefix: prefix)
            Thread.sleep(forTimeInterval: settle)
            run.send(signal)
            let result = try run.wait()
            let finishedFirst = result.exitCode == 0 || result.stderr.contains("finished before")
            if finishedFirst && attempt < attempts { continue }
            #expect(started, "\(prefix)… never appeared in \(folder)")
            #expect(run.exitedByItself, "the signal must be handled, not kill the process")
            #expect(result.exitCode == 128 + signal, "\(result.stderr)")
            #expect(result.stderr == line(signal), "attempt \(attempt) of \(attempts)")
            #expect(result.stdout.isEmpty)
            return
        }
    }

    @Test("render is stopped mid-way: exit 128 + signal, one line, nothing written, the earlier output intact",
          arguments: [("mp4", SIGINT, "big.mp4", false), ("png", SIGTERM, "big", true),
                      ("gif", SIGHUP, "big.gif", false), ("webm", SIGINT, "big.webm", false)])
    func renderInterrupted(format: String, signal: Int32, destination: String, isFolder: Bool) throws {
        let w = try Workspace()
        let preset = try w.write("big.yaml", Self.big)
        var before: [String] = []
        try Self.interrupt(["render", preset, "-o", w.path("out"), "--format", format],
                           waitingFor: ".\(destination).partial-", in: w.path("out"), with: signal) {
            try Self.placeEarlier("out/\(destination)", folder: isFolder, in: w)
            before = w.contents(of: "out")
        }
        #expect(w.contents(of: "out") == before, "no .partial- item left, nothing new")
        let earlier = isFolder ? "out/\(destination)/frame_00001.png" : "out/\(destination)"
        #expect(try String(contentsOfFile: w.path(earlier), encoding: .utf8).hasPrefix("earlier"))
    }

    @Test("SIGKILL cannot be caught: the killed render's partial file stays until the next run into its folder, whatever that run writes",
          arguments: ["render", "still", "spec"])
    func killedRenderClearedByNextRun(next: String) throws {
        let w = try Workspace()
        let preset = try w.write("big.yaml", Self.big)
        let small = try w.write("slide.yaml", SmallPreset.slide())
        let run = try RunningCommand(["render", preset, "-o", w.path("out"), "--format", "mp4"])
        #expect(run.waitForItem(in: w.path("out"), prefix: ".big.mp4.partial-"), "the render never started writing")
        run.send(SIGKILL)
        _ = try run.wait()
        let litter = w.contents(of: "out").filter { $0.hasPrefix(".big.mp4.partial-") }
        try #require(litter.count == 1, "a killed render leaves its partial file: \(w.contents(of: "out"))")

        // Another output, by another command, into the same folder.
        let arguments = switch next {
        case "still": ["still", small, "--time", "0.1", "-o", w.path("out/still.png")]
        case "spec": ["spec", small, "-o", w.path("out")]
        default: ["render", small, "-o", w.path("out"), "--format", "gif"]
        }
        let after = try CommandRunner.motionreel(arguments)
        #expect(after.exitCode == 0, "\(after.stderr)")
        #expect(!w.contents(of: "out").contains { $0.contains(".partial-") || $0.contains(".old-") },
                "\(next) left the killed render's litter: \(w.contents(of: "out"))")
    }

    @Test("batch is stopped mid-way: no output, no manifest, nothing temporary")
    func batchInterrupted() throws {
        let w = try Workspace()
        try w.write("presets/big.yaml", Self.big)
        try w.write("presets/large.yaml", SmallPreset.slide(name: "large", scale: 3, height: 844, hold: 4.6))
        try Self.interrupt(["batch", w.path("presets"), "-o", w.path("out"), "-j", "2", "--format", "mp4,png"],
                           waitingFor: ".big.mp4.partial-", in: w.path("out"), with: SIGTERM) {
            try? FileManager.default.removeItem(atPath: w.path("out"))
            try w.write("out/.keep", "")
        }
        #expect(w.contents(of: "out") == [".keep"])
    }

    @Test("render into a new folder, stopped before anything is finished, leaves no folder behind")
    func newFolderRemoved() throws {
        let w = try Workspace()
        let preset = try w.write("big.yaml", Self.big)
        try Self.interrupt(["render", preset, "-o", w.path("fresh/out"), "--format", "mp4"],
                           waitingFor: ".big.mp4.partial-", in: w.path("fresh/out"), with: SIGINT) {
            try? FileManager.default.removeItem(atPath: w.path("fresh"))
        }
        #expect(!FileManager.default.fileExists(atPath: w.path("fresh")), "left behind: \(w.contents(of: "fresh"))")
    }

    @Test("batch stopped after one preset: the line counts the outputs that are there, not the batch's journal entry")
    func batchCountsWhatIsKept() throws {
        let w = try Workspace()
        try w.write("presets/a-small.yaml", SmallPreset.slide(name: "a-small"))
        try w.write("presets/big.yaml", Self.big)
        for attempt in 1...Self.attempts {
            try? FileManager.default.removeItem(atPath: w.path("out"))
            // -j 1: a-small is finished (its MP4 and PNG folder) before big starts.
            let run = try RunningCommand(["batch", w.path("presets"), "-o", w.path("out"), "-j", "1", "--format", "mp4,png"])
            let started = run.waitForItem(in: w.path("out"), prefix: ".big.mp4.partial-")
            Thread.sleep(forTimeInterval: 0.3)
            run.send(SIGINT)
            let result = try run.wait()
            if result.exitCode == 0 && attempt < Self.attempts { continue }
            #expect(started, "big never started")
            #expect(result.exitCode == 128 + SIGINT, "\(result.stderr)")
            let kept = w.contents(of: "out").filter { !$0.hasPrefix(".") && !$0.contains("/") }
            #expect(kept == ["a-small", "a-small.mp4"], "\(w.contents(of: "out"))")
            #expect(result.stderr.hasSuffix("motionreel: interrupted (SIGINT); unfinished outputs were removed; "
                                            + "2 outputs finished before it were kept\n"), "\(result.stderr)")
            return
        }
    }

    @Test("spec is stopped while it renders its preview: no file, and its temporary preview folder is gone")
    func specInterrupted() throws {
        let w = try Workspace()
        let preset = try w.write("big.yaml", Self.big)
        // The preview videos are rendered in the temporary folder: TMPDIR points it into the workspace.
        try Self.interrupt(["spec", preset, "-o", w.path("out")], waitingFor: ".motionreel-spec-preview.partial-",
                           in: w.path("tmp"), with: SIGHUP, environment: ["TMPDIR": w.path("tmp")]) {
            for folder in ["out", "tmp"] { try? FileManager.default.removeItem(atPath: w.path(folder)) }
            try w.write("out/big.csv", "earlier,csv\n")
            try w.write("tmp/.keep", "")
        }
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
        // No settling time: the PNG is being written from the moment its temporary file appears.
        try Self.interrupt(["still", preset, "--time", "0.3", "-o", w.path("out/still.png")],
                           waitingFor: ".still.png.partial-", in: w.path("out"), with: SIGINT, settle: 0) {
            try w.write("out/still.png", "earlier still")
        }
        #expect(w.contents(of: "out") == ["still.png"])
        #expect(try String(contentsOfFile: w.path("out/still.png"), encoding: .utf8) == "earlier still")
    }
}
