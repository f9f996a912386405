@testable import Encode
import Foundation
import Testing
import TestSupport

/// What a killed run leaves (SIGKILL cannot be caught) is cleared by the next run that writes into its folder.
@Suite("StaleItems: leftovers of killed runs")
struct StaleItemsTests {
    @Test("temporary names are parsed exactly: destination, tag and eight hex digits")
    func parsing() {
        #expect(StaleItems.parse(".a.mp4.partial-0123ABCD")! == ("a.mp4", .partial))
        #expect(StaleItems.parse(".a.old-89abcdef")! == ("a", .old))
        #expect(StaleItems.parse(".a.mp4.partial-0123ABC") == nil, "seven digits")
        #expect(StaleItems.parse(".a.mp4.partial-0123ABCG") == nil, "not hex")
        #expect(StaleItems.parse("a.mp4.partial-0123ABCD") == nil, "not hidden")
        #expect(StaleItems.parse("..partial-0123ABCD") == nil, "no name")
        #expect(StaleItems.tag(of: ".a.mp4.partial-0123ABCD", for: "a") == nil, "another output's")
        #expect(StaleItems.tag(of: ".a.partial-0123ABCD", for: "a.mp4") == nil)
        let name = StaleItems.hiddenName(for: URL(fileURLWithPath: "/out/tab.mp4"), tag: .partial)
        #expect(StaleItems.tag(of: name, for: "tab.mp4") == .partial)
    }

    @Test("writing any output into a folder removes every stale partial item there, files and folders, and nothing else")
    func stalePartialsRemoved() throws {
        let folder = try TemporaryFolder(), registry = PendingOutputs()
        try folder.write("killed run", to: ".a.mp4.partial-0123ABCD")
        try folder.write("killed run's frame", to: ".a.partial-89ABCDEF/frame_00001.png")
        try folder.write("another output's, also killed", to: ".b.mp4.partial-0123ABCD")
        try folder.write("the user's", to: ".a.mp4.partial-notes")

        let clip = try TemporaryOutput(destination: folder.url.appendingPathComponent("c.mp4"), kind: .file, registry: registry)
        #expect(try folder.contents() == [".a.mp4.partial-notes", clip.url.lastPathComponent].sorted())
    }

    @Test("a live item of another run writing another output in the folder is left alone")
    func liveItemsOfOtherOutputsKept() throws {
        let folder = try TemporaryFolder()
        let other = try TemporaryOutput(destination: folder.url.appendingPathComponent("b.mp4"), kind: .file, registry: PendingOutputs())
        let frames = try TemporaryOutput(destination: folder.url.appendingPathComponent("b"), kind: .directory, registry: PendingOutputs())
        let mine = try TemporaryOutput(destination: folder.url.appendingPathComponent("a.mp4"), kind: .file, registry: PendingOutputs())
        #expect(try folder.contents() == [other.url, frames.url, mine.url].map(\.lastPathComponent).sorted())
    }

    @Test("a live item of another writer of the same output is left alone")
    func liveItemsKept() throws {
        let folder = try TemporaryFolder()
        // Two registries stand for two runs; the lock is per open file, so this holds across processes too.
        let first = try TemporaryOutput(destination: folder.url.appendingPathComponent("a.mp4"), kind: .file, registry: PendingOutputs())
        let firstFrames = try TemporaryOutput(destination: folder.url.appendingPathComponent("a"), kind: .directory, registry: PendingOutputs())
        let second = try TemporaryOutput(destination: folder.url.appendingPathComponent("a.mp4"), kind: .file, registry: PendingOutputs())
        let secondFrames = try TemporaryOutput(destination: folder.url.appendingPathComponent("a"), kind: .directory, registry: PendingOutputs())
        #expect(try folder.contents() == [first.url, firstFrames.url, second.url, secondFrames.url].map(\.lastPathComponent).sorted())
    }

    /// Shards of a Kubernetes Job write into one shared folder at once: each run's sweep meets the
    /// others' items as they are made, before they are locked. Four threads with registries of
    /// their own stand for four runs (the lock is per open file, so this holds across processes).
    @Test("runs writing into one folder at once never sweep away each other's items as they are made")
    func concurrentRunsKeepTheirItems() throws {
        let folder = try TemporaryFolder()
        let failures = PendingOutputsTests.Order()
        DispatchQueue.concurrentPerform(iterations: 4) { run in
            let registry = PendingOutputs()
            for index in 0..<150 {
                do {
                    let output = try TemporaryOutput(destination: folder.url.appendingPathComponent("run\(run)-\(index).csv"),
                                                     kind: .file, registry: registry)
                    try output.write(Data("run \(run), output \(index)".utf8))
                    try output.commit()
                } catch {
                    failures.append("run \(run), output \(index): \(error)")
                }
            }
        }
        #expect(failures.events == [])
        let names = try folder.contents()
        #expect(names.count == 600, "\(names.filter { $0.hasPrefix(".") })")
    }

    @Test("an earlier version a killed commit moved aside is put back when the output is missing")
    func asideRestored() throws {
        let folder = try TemporaryFolder(), registry = PendingOutputs()
        try folder.write("earlier frame", to: ".a.old-0123ABCD/frame_00001.png")
        let frames = try TemporaryOutput(destination: folder.url.appendingPathComponent("a"), kind: .directory, registry: registry)
        #expect(try folder.contents() == ["a", frames.url.lastPathComponent].sorted())
        #expect(String(decoding: try Data(contentsOf: folder.url.appendingPathComponent("a/frame_00001.png")), as: UTF8.self) == "earlier frame")
    }

    @Test("an aside item is removed when the output it came from is in place")
    func asideRemovedWhenOutputExists() throws {
        let folder = try TemporaryFolder(), registry = PendingOutputs()
        try folder.write("new clip", to: "a.mp4")
        try folder.write("earlier clip", to: ".a.mp4.old-0123ABCD")
        let clip = try TemporaryOutput(destination: folder.url.appendingPathComponent("a.mp4"), kind: .file, registry: registry)
        #expect(try folder.contents() == ["a.mp4", clip.url.lastPathComponent].sorted())
        #expect(String(decoding: try Data(contentsOf: folder.url.appendingPathComponent("a.mp4")), as: UTF8.self) == "new clip")
    }

    /// A batch killed between two renames of one preset's commit: `a.mp4` is in, the earlier
    /// `a.gif` moved aside, the new one and the frames still under their hidden names.
    @Test("a commit of several outputs killed half way is finished by the next run: every output new, nothing left over")
    func killedCommitRolledForward() throws {
        let folder = try TemporaryFolder(), registry = PendingOutputs()
        try folder.write("new clip", to: "a.mp4")
        try folder.write("earlier clip", to: ".a.mp4.old-0123ABCD")
        try folder.write("earlier gif", to: ".a.gif.old-0123ABCD")
        try folder.write("new gif", to: ".a.gif.partial-89ABCDEF")
        try folder.write("earlier frame", to: "a/frame_00001.png")
        try folder.write("new frame", to: ".a.partial-0000FFFF/frame_00001.png")
        let path = { (name: String) in folder.url.appendingPathComponent(name).path }
        let moves = [(".a.mp4.partial-00000001", "a.mp4"), (".a.gif.partial-89ABCDEF", "a.gif"), (".a.partial-0000FFFF", "a")]
        try folder.write(moves.map { "\(path($0.0))\t\(path($0.1))\n" }.joined(), to: ".a.mp4.commit-0123ABCD")

        let other = try TemporaryOutput(destination: folder.url.appendingPathComponent("b.mp4"), kind: .file, registry: registry)
        #expect(try folder.contents() == ["a", "a.gif", "a.mp4", other.url.lastPathComponent].sorted())
        let read = { (name: String) in String(decoding: try Data(contentsOf: folder.url.appendingPathComponent(name)), as: UTF8.self) }
        #expect(try read("a.mp4") == "new clip")
        #expect(try read("a.gif") == "new gif")
        #expect(try read("a/frame_00001.png") == "new frame")
    }

    @Test("the record of a commit a live run is making is left alone")
    func liveCommitRecordKept() throws {
        let folder = try TemporaryFolder()
        try folder.write("new gif", to: ".a.gif.partial-89ABCDEF")
        let record = try CommitRecord.begin([(folder.url.appendingPathComponent(".a.gif.partial-89ABCDEF").path,
                                              folder.url.appendingPathComponent("a.gif").path)])
        defer { CommitRecord.finish(record) }
        StaleItems.sweep(folder: folder.url, registry: PendingOutputs())
        #expect(try folder.contents().contains(URL(fileURLWithPath: record.path).lastPathComponent))
        #expect(try !folder.contents().contains("a.gif"), "not rolled forward while its run is alive")
    }
}
