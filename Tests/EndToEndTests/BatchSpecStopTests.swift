import Foundation
import Render
import TestSupport
import Testing

/// `batch --spec` stopped at many moments, by each signal a CI runner sends: every preset in the
/// folder has all of its outputs (the video and the eight spec files) or none of them, the journal
/// names exactly the complete presets, and the rerun renders exactly the others.
@Suite("batch --spec stopped anywhere: a preset's outputs are all there or none")
struct BatchSpecStopTests {
    static let names = ["alpha", "beta", "gamma"]

    /// What `batch --spec --format mp4` writes for the preset `name`.
    static func outputs(of name: String) -> Set<String> {
        Set(["mp4", "spec.json", "csv", "curves.svg", "sheet.png", "html", "compose.kt", "flutter.dart", "css"].map { "\(name).\($0)" })
    }

    /// Fractions of an uninterrupted batch's time at which the signal is sent: spread over the
    /// whole run, so some land in a render, some in a spec and some between presets.
    static let moments: [Double] = [0.15, 0.3, 0.45, 0.6, 0.75, 0.9]

    static let signals: [(Int32, String)] = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGKILL, "SIGKILL")]

    /// The presets whose outputs are only partly in `folder`, each with what it has.
    static func partial(in folder: String) -> [String: [String]] {
        let present = Set(((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") })
        var partial: [String: [String]] = [:]
        for name in names {
            let have = outputs(of: name).intersection(present)
            if !have.isEmpty && have.count < outputs(of: name).count { partial[name] = have.sorted() }
        }
        return partial
    }

    /// The presets whose every output is in `folder`.
    static func complete(in folder: String) -> Set<String> {
        let present = Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        return Set(names.filter { outputs(of: $0).isSubset(of: present) })
    }

    /// The presets the journal of `folder` names as finished.
    static func journal(in folder: String) -> Set<String> {
        let journal = URL(fileURLWithPath: folder).appendingPathComponent(".motionreel-journal")
        return Set(((try? FileManager.default.contentsOfDirectory(atPath: journal.path)) ?? [])
            .filter { $0.hasSuffix(".json") }
            .compactMap { try? JSONDecoder().decode(BatchManifest.Entry.self, from: Data(contentsOf: journal.appendingPathComponent($0))) }
            .map(\.name))
    }

    @Test("SIGINT, SIGTERM and SIGKILL at six moments each: all of a preset's outputs or none; the rerun completes only the rest",
          arguments: signals.map(\.0))
    func stopped(signal: Int32) throws {
        let w = try Workspace()
        for (index, name) in Self.names.enumerated() {
            try w.write("presets/\(name).yaml", SmallPreset.slide(name: name, scale: 1, height: 400 + 100 * index, hold: 0.5))
        }
        let arguments = { (out: String) in ["batch", w.path("presets"), "--spec", "--format", "mp4", "-j", "1", "-o", w.path(out)] }
        let started = Date()
        let reference = try CommandRunner.motionreel(arguments("reference"))
        try #require(reference.exitCode == 0, "\(reference.stderr)")
        let duration = Date().timeIntervalSince(started)
        try #require(Self.complete(in: w.path("reference")) == Set(Self.names))

        var stoppedHalfway = 0
        for (number, moment) in Self.moments.enumerated() {
            let out = "out-\(number)"
            let run = try RunningCommand(arguments(out))
            Thread.sleep(forTimeInterval: duration * moment)
            run.send(signal)
            let result = try run.wait()
            let when = "signal \(signal) at \(String(format: "%.2f", duration * moment)) s"
            let folder = w.path(out)
            // SIGKILL in the microseconds a commit renames its outputs leaves its record, the one
            // sign of a commit that did not end, and the next run finishes it; nothing else may
            // leave a preset half there.
            let recordLeft = signal == SIGKILL && KillTests.litter(folder).contains { $0.contains(".commit-") }
            if !recordLeft {
                #expect(Self.partial(in: folder).isEmpty, "\(when): \(Self.partial(in: folder))")
            }
            let complete = Self.complete(in: folder)
            if complete.count < Self.names.count { stoppedHalfway += 1 }
            // The journal names a preset only once all of its outputs are in place.
            // The journal names exactly the presets whose outputs are all there: its record is
            // committed in the same step as they are. (A batch that wrote its manifest before
            // the signal came has removed its journal.)
            let recorded = Self.journal(in: folder)
            let finished = FileManager.default.fileExists(atPath: w.path("\(out)/manifest.json"))
            if !recordLeft && !finished {
                #expect(recorded == complete, "\(when): journal \(recorded), complete \(complete)")
            }
            if signal != SIGKILL, result.exitCode != 0 {
                #expect(result.exitCode == 128 + signal, "\(when): \(result.stderr)")
            }

            let rerun = try CommandRunner.motionreel(arguments(out))
            #expect(rerun.exitCode == 0, "\(when): \(rerun.stderr)")
            let manifest = try #require(BatchManifest.read(from: w.folder.file("\(out)/manifest.json")))
            let skipped = Set(manifest.presets.filter { $0.status == .skipped }.map(\.name))
            // What was finished is not redone; what was not is rendered now.
            if finished {
                #expect(skipped == Set(Self.names), "\(when)")
            } else if !recordLeft {
                #expect(skipped == complete, "\(when): skipped \(skipped), complete before \(complete)")
                #expect(manifest.presets.filter { !skipped.contains($0.name) }.allSatisfy { $0.status == .rendered }, "\(when)")
            }
            #expect(Self.complete(in: folder) == Set(Self.names), "\(when)")
            #expect(KillTests.litter(folder).isEmpty, "\(when): \(KillTests.litter(folder))")
        }
        #expect(stoppedHalfway > 0, "no moment landed before the batch finished: the test proves nothing")
    }
}
