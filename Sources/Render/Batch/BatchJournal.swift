import Encode
import Foundation

/// The durable record of a batch's finished presets, so a batch killed at any moment loses only
/// the presets that were in flight.
///
/// A batch writes its manifest only at the end; until then each preset it finishes is one small
/// file here, `.motionreel-journal/HASH.json` (its manifest entry, by input hash), written as a
/// locked temporary item, flushed to disk (`fsync`) and renamed into place, the folder flushed
/// too (``DurableFile``) — so after a crash an entry is either all there or absent, and the
/// temporary item of a run killed while writing it goes with the next write or removal here. The next batch into the folder treats the
/// entries like an earlier manifest's: a preset whose entry is there with every output intact is
/// skipped. Once a manifest lists an entry it is removed, and the folder with the last of them.
///
/// While a preset renders, its worker holds its ``PresetLock``, so a concurrent batch into the
/// same folder waits for it rather than render it twice, then finds its entry here.
struct BatchJournal: Sendable {
    /// The hidden folder in the output folder.
    static let folderName = ".motionreel-journal"

    let folder: URL

    init(outputDirectory: URL) {
        folder = outputDirectory.appendingPathComponent(Self.folderName, isDirectory: true)
    }

    /// Every entry recorded and not yet in a manifest, by input hash.
    func entries() -> [String: BatchManifest.Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var entries: [String: BatchManifest.Entry] = [:]
        for name in names.sorted() where name.hasSuffix(".json") {
            if let entry = read(folder.appendingPathComponent(name)), let hash = entry.inputHash { entries[hash] = entry }
        }
        return entries
    }

    /// Records a finished preset durably; it must have an input hash.
    func record(_ entry: BatchManifest.Entry) throws {
        guard let hash = entry.inputHash else { return }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try DurableFile.write(try encoder.encode(entry), to: folder.appendingPathComponent("\(hash).json"))
    }

    /// Removes the entries of `hashes` (a manifest now lists them), and the temporary items of
    /// runs killed while recording (a live run's stay), then the folder once nothing is left.
    func remove(hashes: some Sequence<String>) {
        for hash in hashes { unlink(folder.appendingPathComponent("\(hash).json").path) }
        TemporaryOutput.removeStale(in: folder)
        rmdir(folder.path)
    }

    private func read(_ url: URL) -> BatchManifest.Entry? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(BatchManifest.Entry.self, from: data)
    }
}
