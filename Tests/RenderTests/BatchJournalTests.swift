import Foundation
@testable import Render
import TestSupport
import Testing

/// The batch journal's temporary items: a run killed while recording leaves one behind, and the
/// next run clears it at once — while one a live concurrent run is writing stays.
@Suite("batch journal: entries durable, a killed recording's temporary item cleared, a live one kept")
struct BatchJournalTests {
    static func entry(_ hash: String) -> BatchManifest.Entry {
        BatchManifest.Entry(name: "p-\(hash.prefix(4))", preset: "p.yaml", inputHash: hash, status: .rendered, wallTime: 1)
    }

    static func names(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test("a record is read back and leaves nothing else in the folder")
    func record() throws {
        let out = try TemporaryFolder()
        let journal = BatchJournal(outputDirectory: out.url)
        try journal.record(Self.entry("aa11"))
        #expect(journal.entries()["aa11"] == Self.entry("aa11"))
        #expect(Self.names(journal.folder) == ["aa11.json"])
    }

    @Test("removing recorded entries clears a killed run's temporary item at once and keeps a live run's")
    func staleAndLive() throws {
        let out = try TemporaryFolder()
        let journal = BatchJournal(outputDirectory: out.url)
        try journal.record(Self.entry("aa11"))
        // What a run killed while writing `bb22.json` leaves: its item, no longer locked by anyone.
        let dead = journal.folder.appendingPathComponent(".bb22.json.partial-0123ABCD")
        try Data("{\"half".utf8).write(to: dead)
        // What a live run writing `cc33.json` holds: its item, locked.
        let live = journal.folder.appendingPathComponent(".cc33.json.partial-4567CDEF")
        try Data().write(to: live)
        // Close-on-exec: a process another test starts meanwhile must not inherit the lock and
        // hold it past the close below.
        let descriptor = open(live.path, O_RDONLY | O_CLOEXEC)
        try #require(descriptor >= 0 && flock(descriptor, LOCK_EX) == 0)

        journal.remove(hashes: ["aa11"])
        #expect(Self.names(journal.folder) == [live.lastPathComponent], "the live run's item stays, and so the folder")

        close(descriptor)
        journal.remove(hashes: [])
        #expect(!FileManager.default.fileExists(atPath: journal.folder.path), "\(Self.names(journal.folder))")
    }

    @Test("the next record clears a killed recording's temporary item")
    func nextRecord() throws {
        let out = try TemporaryFolder()
        let journal = BatchJournal(outputDirectory: out.url)
        try FileManager.default.createDirectory(at: journal.folder, withIntermediateDirectories: true)
        try Data("{\"half".utf8).write(to: journal.folder.appendingPathComponent(".bb22.json.partial-0123ABCD"))
        try journal.record(Self.entry("aa11"))
        #expect(Self.names(journal.folder) == ["aa11.json"])
        #expect(journal.entries().keys.sorted() == ["aa11"], "a half-written item is never read as an entry")
    }

    @Test("a record keeps the MotionReel version and settings it was made with; one written before it kept them is still read")
    func madeWith() throws {
        let out = try TemporaryFolder()
        let settings = BatchSettings(formats: [.png], scale: 2)
        let journal = BatchJournal(outputDirectory: out.url, motionreel: "0.5.0", settings: settings)
        try journal.record(Self.entry("aa11"))
        let record = try #require(journal.records()["aa11"])
        #expect(record.entry == Self.entry("aa11"))
        #expect(record.motionreel == "0.5.0")
        #expect(record.settings == settings.fingerprint.split(separator: "\n").map(String.init))
        let text = try String(contentsOf: journal.folder.appendingPathComponent("aa11.json"), encoding: .utf8)
        #expect(text.contains("\"motionreel\":\"0.5.0\"") && text.contains("\"inputHash\":\"aa11\""),
                "one JSON object: the entry's fields and the two beside them: \(text)")

        // A record as the journal wrote it before: the entry alone.
        try JSONEncoder().encode(Self.entry("bb22")).write(to: journal.folder.appendingPathComponent("bb22.json"))
        let old = try #require(journal.records()["bb22"])
        #expect(old.entry == Self.entry("bb22") && old.motionreel == nil && old.settings == nil)
        #expect(journal.entries().keys.sorted() == ["aa11", "bb22"])
    }
}
