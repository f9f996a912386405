import Foundation
import Testing

/// Inputs found by users and by a fuzzer that once crashed `motionreel` with a Swift trap
/// (SIGILL, exit 132), ran for minutes or took gigabytes. Each is run, exactly as it was found,
/// through `validate`, `render` and `still`: exit code 2, the FILE:LINE:COLUMN of the value to
/// fix, and nothing written in the output folder.
///
/// Memory budget: refusing any of them takes at most 300 MB at the peak (``HostileRun/budgetKiB``)
/// — the whole process's high-water mark (about 50 MB today). Before, the anchor bomb and the
/// 2000-event timeline each took more than 2.4 GB and `speed: 1e8` 3.3 GB.
@Suite("hostile input: no trap, no runaway, nothing half-written")
struct HostileInputTests {
    /// Runs `validate`, `render` and `still` on `yaml` and checks each refuses it at `needle`
    /// (after `prefix`, to tell it from an earlier one) with `message`, within the memory budget.
    private func refused(_ yaml: String, at needle: String, after prefix: String = "", message: String,
                         sourceLocation: SourceLocation = #_sourceLocation) throws {
        let w = try Workspace()
        let preset = try w.write("hostile.yaml", yaml)
        let (line, column) = place(of: needle, after: prefix, in: yaml)
        #expect(line > 0, "'\(needle)' is not in the preset", sourceLocation: sourceLocation)
        let commands = [["validate", preset], ["render", preset, "-o", w.path("out")],
                        ["still", preset, "--time", "0", "-o", w.path("out/still.png")]]
        for arguments in commands {
            let run = try HostileRun(arguments)
            #expect(run.exitCode == 2, "\(arguments[0]): exit \(run.exitCode): \(run.stderr)", sourceLocation: sourceLocation)
            #expect(run.stderr.contains("\(preset):\(line):\(column): "), "\(arguments[0]): \(run.stderr)",
                    sourceLocation: sourceLocation)
            #expect(run.stderr.contains(message), "\(arguments[0]): \(run.stderr)", sourceLocation: sourceLocation)
            #expect(!run.stderr.contains("Fatal error"), sourceLocation: sourceLocation)
            #expect(w.contents(of: "out").isEmpty, "\(arguments[0]) wrote \(w.contents(of: "out"))",
                    sourceLocation: sourceLocation)
            #expect(run.peakKiB < HostileRun.budgetKiB, "\(arguments[0]): peak \(run.peakKiB >> 10) MiB",
                    sourceLocation: sourceLocation)
        }
    }

    @Test("canvas.size: [1e19, 844] is refused at 1e19 (it trapped converting pixels to Int)")
    func hugeCanvas() throws {
        let yaml = Hostile.tabs.replacingOccurrences(of: "size: [390, 844]", with: "size: [1e19, 844]")
        try refused(yaml, at: "1e19", message: "width must be greater than 0 and at most 8192, found 1e19")
    }

    @Test("a curve at speed 1e-300 is refused at its speed (its end time overflowed the frame count)")
    func slowCurve() throws {
        let yaml = Hostile.tabs.replacingOccurrences(of: "animation: snappy", with: "animation: { linear: 0.25, speed: 1e-300 }")
        try refused(yaml, at: "1e-300", message: "speed must be between 0.01 and 100, found 1e-300")
    }

    @Test("a spring at speed 1e300 is refused at its speed (its step count trapped)")
    func fastSpring() throws {
        let yaml = Hostile.tabs.replacingOccurrences(of: "animation: snappy", with: "animation: { spring: {}, speed: 1e300 }")
        try refused(yaml, at: "1e300", message: "speed must be between 0.01 and 100, found 1e300")
    }

    @Test("a spring at speed 1e8 is refused at its speed, in little memory (it allocated 3.3 GB)")
    func speed1e8() throws {
        let yaml = Hostile.tabs.replacingOccurrences(of: "animation: snappy", with: "animation: { spring: {}, speed: 1e8 }")
        try refused(yaml, at: "1e8", message: "speed must be between 0.01 and 100, found 1e8")
    }

    @Test("a curve at speed 1e-12 is refused at its speed (it validated as 3·10¹² frames)")
    func speed1eMinus12() throws {
        let yaml = Hostile.tabs.replacingOccurrences(of: "animation: snappy", with: "animation: { linear: 0.25, speed: 1e-12 }")
        try refused(yaml, at: "1e-12", message: "speed must be between 0.01 and 100, found 1e-12")
    }

    @Test("layer frames of 1e19 and 3e9 points are refused at the width (render and still crashed)",
          arguments: ["1e19", "3e9"])
    func hugeLayer(_ width: String) throws {
        let yaml = Hostile.layer(frame: "[0, 0, \(width), 10]")
        try refused(yaml, at: width, message: "width must be between 0 and 100000, found \(width)")
    }

    @Test("the kilobyte anchor bomb is refused at the alias that passes 100 000 nodes, in little memory")
    func anchorBomb() throws {
        // The seventh `*d` on the `&e` line takes the count to 108 191 (worked out in PresetTests).
        let yaml = Hostile.anchorBomb
        let line = try #require(yaml.split(separator: "\n").first { $0.contains("&e") })
        // `    - &e { combined: [` is 22 characters; six aliases of 4 come before the seventh.
        try refused(yaml, at: "*d", after: String(line.prefix(22)) + String(repeating: "*d, ", count: 6),
                    message: "the alias *d brings the document to 108191 YAML nodes")
    }

    @Test("2000 select events under a 60 s spring are refused at event 1001, in little memory (validate took 2.4 GB)")
    func twoThousandEvents() throws {
        let events = (0..<2000).map { "  - { at: \(String(format: "%.2f", Double($0) * 0.03)), select: \($0 % 2) }" }
        let yaml = Hostile.tabs.replacingOccurrences(of: "animation: snappy", with: "animation: { spring: { response: 60 } }")
            .replacingOccurrences(of: Hostile.tabEvents, with: events.joined(separator: "\n"))
        try refused(yaml, at: "{ at: 30.00, select: 0 }", message: "a timeline may have at most 1000 events; this is number 1001")
    }

    @Test("a stagger over 200 layers that lasts 11940 s is refused at the event's animation")
    func longStagger() throws {
        let ids = (0..<200).map { "l\($0)" }
        let yaml = """
            name: stagger
            canvas: { size: [390, 844], scale: 1, fps: 30 }
            scene:
              kind: layers
              layers:
            \(ids.map { "    - { id: \($0), rect: { fill: \"#5B7CFA\" }, frame: [0, 0, 10, 10], opacity: 0 }" }.joined(separator: "\n"))
            timeline:
              - { at: 0, animate: { \(ids.map { "\($0): { opacity: 1 }" }.joined(separator: ", ")) },
                  animation: { linear: 0.25, stagger: { delay: 60 } } }

            """
        try refused(yaml, at: "{ linear: 0.25", message: "this animation ends at 11940.25 s")
    }

    @Test("'#+12345' is not a colour")
    func signedColour() throws {
        let yaml = Hostile.tabs.replacingOccurrences(of: "\"#ff0000\"", with: "\"#+12345\"")
        try refused(yaml, at: "\"#+12345\"", message: "expected a colour like \"#f9f9f9\", found the text \"#+12345\"")
    }

    @Test("a preset that is not UTF-8 is refused at its first bad byte")
    func notUTF8() throws {
        let w = try Workspace()
        let text = Hostile.tabs.replacingOccurrences(of: "name: One", with: "name: Caf\u{1}")
        // Latin-1's é (0xE9) where the placeholder is: not UTF-8.
        let bytes = Data(text.utf8.map { $0 == 0x01 ? 0xE9 : $0 })
        try bytes.write(to: w.url.appendingPathComponent("latin1.yaml"))
        let (line, column) = place(of: "\u{1}", in: text)
        for arguments in [["validate"], ["render", "-o", w.path("out")]] {
            let run = try HostileRun(arguments + [w.path("latin1.yaml")])
            #expect(run.exitCode == 2, "\(run.stderr)")
            #expect(run.stderr.hasPrefix("\(w.path("latin1.yaml")):\(line):\(column): the preset is not UTF-8 text: "
                                         + "byte 0xE9"), "\(run.stderr)")
            #expect(w.contents(of: "out").isEmpty)
        }
    }

    @Test("a preset over 1 MiB is refused before it is parsed")
    func oversized() throws {
        let w = try Workspace()
        let preset = try w.write("big.yaml", Hostile.tabs + "#" + String(repeating: " ", count: 1 << 20))
        let run = try HostileRun(["validate", preset])
        #expect(run.exitCode == 2)
        #expect(run.stderr.hasPrefix("cannot read preset '\(preset)': it is larger than 1048576 bytes"), "\(run.stderr)")
    }

    @Test("presets from a process substitution and a FIFO are read; an endless pipe is cut at the byte limit")
    func pipes() throws {
        let w = try Workspace()
        let preset = try w.write("tabs.yaml", Hostile.tabs)
        let motionreel = "'\(CommandRunner.motionreel.path)'"
        let substituted = try bash("bounded \(motionreel) validate <(cat '\(preset)')")
        #expect(substituted.exitCode == 0, "\(substituted.stderr)")
        #expect(substituted.stdout.hasPrefix("ok /dev/fd/"), "\(substituted.stdout)")
        // A FIFO: a writer feeds it while validate reads it.
        let fifo = w.path("preset.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let fromFIFO = try bash("bounded cat '\(preset)' > '\(fifo)' & bounded \(motionreel) validate '\(fifo)'; "
                                + "status=$?; wait; exit $status")
        #expect(fromFIFO.exitCode == 0, "\(fromFIFO.stderr)")
        #expect(fromFIFO.stdout.hasPrefix("ok \(fifo) (tabs,"), "\(fromFIFO.stdout)")
        // A pipe that never ends (like `yes | motionreel validate /dev/stdin`): one byte over the
        // limit is enough to refuse it.
        signal(SIGPIPE, SIG_IGN)   // the feeder's write fails with EPIPE once validate has stopped reading
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let line = Array("# comment\n".utf8), writeEnd = ends[1], fed = DispatchSemaphore(value: 0)
        Thread {
            while line.withUnsafeBytes({ write(writeEnd, $0.baseAddress, $0.count) }) > 0 {}
            fed.signal()
        }.start()
        let endless = try HostileRun(["validate", "/dev/stdin"], input: ends[0])
        close(ends[0])   // the feeder's next write fails; then its end can be closed
        fed.wait()
        close(ends[1])
        #expect(endless.exitCode == 2, "\(endless.stderr)")
        #expect(endless.stderr.hasPrefix("cannot read preset '/dev/stdin': it is larger than 1048576 bytes"), "\(endless.stderr)")
        #expect(endless.peakKiB < HostileRun.budgetKiB, "peak \(endless.peakKiB >> 10) MiB")
    }
}

/// Runs `script` in bash, where `bounded COMMAND` runs COMMAND for at most 120 s (with `timeout`,
/// where there is one): a read that blocks fails the test instead of hanging it.
private func bash(_ script: String) throws -> HostileRun {
    let bounded = "bounded() { if command -v timeout > /dev/null; then timeout 120 \"$@\"; else \"$@\"; fi; }; "
    return try HostileRun(["-c", bounded + script], executable: "/bin/bash")
}

/// The presets the hostile inputs are variations of.
enum Hostile {
    static let tabEvents = "  - { at: 0, select: 0 }\n  - { at: 0.25, select: 1 }"

    static let tabs = """
        name: hostile
        canvas: { size: [390, 844], scale: 1, fps: 30 }
        scene:
          kind: tabs
          header: { height: 20 }
          nav: { height: 20 }
          tabs:
            - { name: One, content: { fill: "#ff0000" } }
            - { name: Two, content: { fill: "#00ff00" } }
        transition:
          animation: snappy
        timeline:
        \(tabEvents)

        """

    /// A layers scene of one rectangle with `frame`.
    static func layer(frame: String) -> String {
        """
        name: huge
        canvas: { size: [390, 844], scale: 1, fps: 30 }
        scene:
          kind: layers
          layers:
            - { id: card, rect: { fill: "#5B7CFA" }, frame: \(frame) }
        timeline: []

        """
    }

    /// Eight levels of `combined`, each ten aliases of the one before: 10⁸ effects in 900 bytes.
    static let anchorBomb: String = {
        let names = Array("abcdefgh").map(String.init)
        var levels = ["    - &a { combined: [\(Array(repeating: "opacity", count: 10).joined(separator: ", "))] }"]
        for level in 1..<8 {
            levels.append("    - &\(names[level]) { combined: [\(Array(repeating: "*\(names[level - 1])", count: 10).joined(separator: ", "))] }")
        }
        return tabs.replacingOccurrences(of: "  animation: snappy", with: "  insertion:\n" + levels.joined(separator: "\n"))
    }()
}

/// The 1-based line and column of `needle` where it follows `prefix` in `text` (0, 0 if absent).
private func place(of needle: String, after prefix: String = "", in text: String) -> (line: Int, column: Int) {
    guard let range = text.range(of: prefix + needle) else { return (0, 0) }
    let before = text[..<range.lowerBound]
    let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    return (before.filter { $0 == "\n" }.count + 1,
            text[lineStart..<range.lowerBound].unicodeScalars.count + prefix.unicodeScalars.count + 1)
}
