import Foundation
import Preset
import PresetFuzzing
import Scene
import Testing
import TestSupport

/// Every input the fuzzer ever broke something with (`Fuzz/Findings/`), replayed through
/// `validate`, `load` and both timelines: none may crash, run away or break an invariant, and an
/// invalid one must say where its first problem is.
@Suite("fuzz findings: every saved input loads or fails cleanly")
struct FuzzFindingsTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let findings = root.appendingPathComponent("Fuzz/Findings")
    static let presets = root.appendingPathComponent("Presets")

    static func files(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test("the findings folder has inputs to replay")
    func found() {
        #expect(!Self.files(in: Self.findings).isEmpty, "no findings in \(Self.findings.path)")
    }

    /// Each finding in its own process (``Replayer``): a trap there fails this case only.
    @Test("a finding loads and films, or fails with a FILE:LINE:COLUMN error; no trap, no runaway",
          arguments: files(in: findings))
    func replay(_ name: String) throws {
        try Self.expectClean(Self.findings.appendingPathComponent(name))
    }

    /// The replay's checks pass what they should: a shipped preset and a preset with a mistake.
    @Test("the replayer passes a valid preset and an invalid one with its FILE:LINE:COLUMN error")
    func replayerPasses() throws {
        let valid = try Self.expectClean(Self.presets.appendingPathComponent("stack-morph.yaml"))
        #expect(valid?.contains("(valid, ") == true)
        let folder = try TemporaryFolder()
        let broken = try folder.write("canvas: { size: [390, 844] }\nhold: -1\n", to: "broken.yaml")
        let invalid = try Self.expectClean(broken)
        #expect(invalid?.contains("(invalid: fuzz.yaml:1:1: ") == true, "\(invalid ?? "")")
    }

    /// Replays `file` and expects no trap, no runaway, no broken invariant, and a located first
    /// error when it is invalid; returns the replayer's line about it.
    @discardableResult
    static func expectClean(_ file: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String? {
        let outcome = try Replayer.run(file, base: presets)
        let detail = "\(file.lastPathComponent):\n\(outcome.stdout)\(outcome.stderr.suffix(3000))"
        if outcome.timedOut || Replayer.outOfTime.contains(outcome.status) {
            Issue.record("ran away (more than \(Replayer.cpuSeconds) s of CPU or \(Replayer.timeout) s): \(detail)",
                         sourceLocation: sourceLocation)
            return nil
        }
        #expect(outcome.status == 0, "\(detail)", sourceLocation: sourceLocation)
        guard outcome.status == 0 else { return nil }
        // "ok    PATH (invalid: fuzz.yaml:LINE:COLUMN: message)" or "ok    PATH (valid, N states)".
        let line = try #require(outcome.stdout.split(separator: "\n").first.map(String.init),
                                sourceLocation: sourceLocation)
        #expect(line.hasPrefix("ok    "), "\(detail)", sourceLocation: sourceLocation)
        let valid = line.contains("(valid, "), invalid = line.contains("(invalid: ")
        #expect(valid != invalid, "\(detail)", sourceLocation: sourceLocation)
        if invalid {
            let location = /\(invalid: fuzz\.yaml:[1-9][0-9]*:[1-9][0-9]*: ./
            #expect(line.contains(location), "not FILE:LINE:COLUMN: \(line)", sourceLocation: sourceLocation)
        }
        return line
    }

    @Test("every shipped preset passes the fuzzer's checks (the seeds it starts from)", arguments: files(in: presets))
    func shipped(_ name: String) throws {
        let probe = PresetProbe(baseDirectory: Self.presets)
        let data = try Data(contentsOf: Self.presets.appendingPathComponent(name))
        let report = try #require(probe.run(bytes: Array(data)))
        #expect(report.errors.map(\.description) == [])
        #expect(report.findings == [])
        // Both timelines (as written and with Reduce Motion toggled), at least a frame and six times each.
        #expect(report.statesChecked >= 2 * 7)
    }
}
