import Encode
import Foundation

/// The durable record of a batch's finished presets, so a batch killed at any moment loses only
/// the presets that were in flight.
///
/// A batch writes its manifest only at the end; until then each preset it finishes is one small
/// file here, `.motionreel-journal/HASH.json` (its manifest entry, by input hash, with the
/// MotionReel version and settings that made it — a manifest says those once, at its top), written as a
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
    /// What this batch's records are made with: its MotionReel version and settings lines.
    let motionreel: String?
    let settings: [String]?

    init(outputDirectory: URL, motionreel: String? = nil, settings: BatchSettings? = nil) {
        folder = outputDirectory.appendingPathComponent(Self.folderName, isDirectory: true)
        self.motionreel = motionreel
        self.settings = settings.map { $0.fingerprint.split(separator: "\n").map(String.init) }
    }

    /// One journal file: a manifest entry's fields, and beside them the version and settings
    /// lines it was made with (absent from the records of a MotionReel before they were kept).
    struct Record: Codable, Sendable, Hashable {
        var entry: BatchManifest.Entry
        var motionreel: String?
        var settings: [String]?

        private enum CodingKeys: String, CodingKey { case motionreel, settings }

        init(entry: BatchManifest.Entry, motionreel: String?, settings: [String]?) {
            self.entry = entry
            self.motionreel = motionreel
            self.settings = settings
        }

        init(from decoder: any Decoder) throws {
            entry = try BatchManifest.Entry(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            motionreel = try container.decodeIfPresent(String.self, forKey: .motionreel)
            settings = try container.decodeIfPresent([String].self, forKey: .settings)
        }

        func encode(to encoder: any Encoder) throws {
            try entry.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(motionreel, forKey: .motionreel)
            try container.encodeIfPresent(settings, forKey: .settings)
        }
    }

    /// Every entry recorded and not yet in a manifest, by input hash.
    func entries() -> [String: BatchManifest.Entry] {
        records().mapValues(\.entry)
    }

    /// Every record not yet in a manifest, by input hash.
    func records() -> [String: Record] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var records: [String: Record] = [:]
        for name in names.sorted() where name.hasSuffix(".json") {
            if let record = read(folder.appendingPathComponent(name)), let hash = record.entry.inputHash { records[hash] = record }
        }
        return records
    }

    /// Records a finished preset durably; it must have an input hash.
    func record(_ entry: BatchManifest.Entry) throws {
        try stage(entry)?.commit()
        DurableFile.flushFolder(of: folder.appendingPathComponent("entry"))
    }

    /// Writes a finished preset's record under a hidden name, flushed, for the batch to commit in
    /// the same step as the preset's outputs (so the journal never names a preset whose outputs
    /// are not all there, and never misses one whose outputs are), then to call ``flush()``; nil
    /// without an input hash.
    func stage(_ entry: BatchManifest.Entry) throws -> TemporaryOutput? {
        guard let hash = entry.inputHash else { return nil }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let record = Record(entry: entry, motionreel: motionreel, settings: settings)
        return try DurableFile.stage(try encoder.encode(record), to: folder.appendingPathComponent("\(hash).json"))
    }

    /// Flushes the journal's folder after a commit that put a record in it.
    func flush() {
        DurableFile.flushFolder(of: folder.appendingPathComponent("entry"))
    }

    /// Removes the entries of `hashes` (a manifest now lists them), and the temporary items of
    /// runs killed while recording (a live run's stay), then the folder once nothing is left.
    func remove(hashes: some Sequence<String>) {
        for hash in hashes { unlink(folder.appendingPathComponent("\(hash).json").path) }
        TemporaryOutput.removeStale(in: folder)
        rmdir(folder.path)
    }

    private func read(_ url: URL) -> Record? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(Record.self, from: data)
    }
}
