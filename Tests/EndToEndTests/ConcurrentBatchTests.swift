import Foundation
import Render
import TestSupport
import Testing

/// Two batches into one folder at once — a retried CI job overlapping its first try, a shared
/// cache: both finish, each preset is rendered by one of them, and the manifest left behind lists
/// every preset once with outputs whose hashes it records.
@Suite("two overlapping batches into one folder")
struct ConcurrentBatchTests {
    @Test("both exit 0; each preset rendered once between them; the manifest lists each once and matches the files")
    func overlapping() throws {
        let w = try Workspace()
        let names = ["one", "two", "three", "four", "five"]
        for (index, name) in names.enumerated() {
            try w.write("presets/\(name).yaml", SmallPreset.slide(name: name, height: 300 + 100 * index, hold: 0.5))
        }
        let arguments = ["batch", w.path("presets"), "-o", w.path("out"), "-j", "2", "--format", "mp4,png"]
        let first = try RunningCommand(arguments)
        let second = try RunningCommand(arguments)
        let results = [try first.wait(), try second.wait()]
        for result in results { #expect(result.exitCode == 0, "\(result.stderr)") }

        // "5 presets: R rendered, S skipped, 0 failed …" from each.
        let rendered = results.map { result -> Int in
            let summary = result.stderr.split(separator: "\n").first { $0.contains(" presets: ") } ?? ""
            return Int(summary.split(separator: ":").dropFirst().first?.split(separator: " ").first ?? "") ?? -1
        }
        #expect(rendered.reduce(0, +) == names.count, "each preset rendered by one batch: \(results.map(\.stderr))")

        let manifest = try #require(BatchManifest.read(from: w.folder.file("out/manifest.json")))
        #expect(manifest.presets.map(\.name).sorted() == names.sorted())
        for entry in manifest.presets {
            #expect(entry.status != .failed)
            for output in entry.outputs {
                let url = w.folder.file("out/\(output.path)")
                if output.path.hasSuffix("/") {
                    let files = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { !$0.hasPrefix(".") }
                    #expect(files.count == output.frames, "\(output.path)")
                } else {
                    #expect(try SHA256.hash(contentsOf: url).hex == output.sha256, "\(output.path)")
                }
            }
        }
        let leftovers = (FileManager.default.enumerator(atPath: w.path("out"))?.allObjects as? [String] ?? [])
            .filter { $0.hasPrefix(".") || $0.contains("/.") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}
