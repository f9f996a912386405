import CodeImport
import Foundation
import Locking
import Preset
import Scene
import SceneKinds
import SwiftModel

/// `motionreel import DIR… -o FOLDER`: a preset for every motion of the app, kept in step with the
/// code (``CatalogueFolder``). Each film's preset is loaded as `validate` would before it is
/// written; one that does not load is not written, and its sites are listed as not filmed, with
/// the refusal.
extension ImportCommand {
    func writeCatalogue(_ imported: SwiftImport, to folderPath: String) throws {
        let folder = URL(fileURLWithPath: folderPath)
        if FileManager.default.fileExists(atPath: folder.path), !Self.isFolder(folder) {
            throw CommandFailure.usage("-o \(folderPath): not a folder; a catalogue is a folder of presets (name a "
                                       + "preset.yaml to write one tabs preset from a file)")
        }
        let catalogue = Catalogue(imported.code)
        let plan = CatalogueFolder(catalogue, code: imported.code, fileURLs: imported.fileURLs, folder: folder)
        var failed: [String: String] = [:]
        var skipped = Set<String>()
        // The preset's `../../App/View.swift` is found through its own folder, which must exist to
        // be walked; one left empty (its film refused) is removed when the folder is brought in step.
        let entries = plan.entries
        for directory in Set(entries.map { folder.appendingPathComponent($0.path).deletingLastPathComponent() }) {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        // Each preset loaded on its own thread (a load reads nothing another writes); the refusals
        // are explained afterwards, in the plan's order.
        let refusals = Locked([String?](repeating: nil, count: entries.count))
        WorkerPool.run(count: entries.count, width: WorkerPool.width) { index in
            let entry = entries[index]
            do {
                // Named as the user named the folder, so the Swift places in a refusal are theirs too.
                let file = (folderPath as NSString).appendingPathComponent(entry.path)
                _ = try PresetLoader.load(yaml: entry.text, file: file,
                                          baseDirectory: folder.appendingPathComponent(entry.path).deletingLastPathComponent())
            } catch {
                // The first refusal, without the draft's own place: the Swift place it names is the news.
                let message = "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
                refusals.withLock { $0[index] = message }
            }
        }
        for (entry, message) in zip(entries, refusals.withLock { $0 }) {
            guard let message else { continue }
            failed[entry.film.name] = catalogue.explain(entry.film, failure: message)
                ?? "its film does not load: " + Self.swiftPart(of: message)
            skipped.insert(entry.path)
        }
        let outcomes: [(path: String, outcome: CatalogueFolder.Outcome)]
        do {
            outcomes = try plan.apply(skipping: skipped)
        } catch {
            throw CommandFailure.usage("-o \(folderPath): cannot write the catalogue (\((error as NSError).localizedDescription))")
        }
        let report = CatalogueReport(folder: folderPath, outcomes: outcomes, sites: catalogue.sites.count,
                                     unfilmed: catalogue.unfilmed(failed: failed), problems: imported.problems,
                                     files: imported.code.files.count)
        print(json ? report.json : report.text, terminator: "")
        let problems = imported.problems.map(\.description).joined(separator: "\n")
        if !problems.isEmpty { throw CommandFailure.usage(problems) }
    }

    /// `preset.yaml:7:11: App.swift:12:5: message` → `App.swift:12:5: message`.
    static func swiftPart(of message: String) -> String {
        guard let range = message.range(of: #"[^\s:]+\.swift:\d+:\d+: "#, options: .regularExpression) else { return message }
        return String(message[range.lowerBound...])
    }
}
