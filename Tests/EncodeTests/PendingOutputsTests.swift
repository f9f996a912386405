@testable import Encode
import Foundation
import Testing
import TestSupport

/// The registry an interrupt empties: every temporary item removed, none created afterwards.
@Suite("PendingOutputs: what an interrupt removes")
struct PendingOutputsTests {
    @Test("an interrupt removes every temporary item, files and folders with their contents")
    func interruptRemovesEverything() throws {
        let folder = try TemporaryFolder(), registry = PendingOutputs()
        try Data("earlier".utf8).write(to: folder.url.appendingPathComponent("a.mp4"))
        let clip = try TemporaryOutput(destination: folder.url.appendingPathComponent("a.mp4"), kind: .file, registry: registry)
        try clip.write(Data("half a clip".utf8))
        let frames = try TemporaryOutput(destination: folder.url.appendingPathComponent("a"), kind: .directory, registry: registry)
        for index in 0..<5 {
            try Data("frame".utf8).write(to: frames.url.appendingPathComponent(PNGSequenceSink.fileName(forIndex: index)))
        }
        #expect(registry.pendingPaths == [clip.url.path, frames.url.path].sorted())

        let outcome = registry.interrupt()
        #expect(outcome == PendingOutputs.Interruption(removed: 2, kept: 0))
        #expect(try folder.contents() == ["a.mp4"], "only the earlier output is left")
        #expect(String(decoding: try Data(contentsOf: folder.url.appendingPathComponent("a.mp4")), as: UTF8.self) == "earlier")
        #expect(registry.isInterrupted)
        #expect(registry.pendingPaths.isEmpty)
    }

    @Test("after an interrupt nothing can create, open or commit a temporary item")
    func interruptRefusesNewItems() throws {
        let folder = try TemporaryFolder(), registry = PendingOutputs()
        let clip = try TemporaryOutput(destination: folder.url.appendingPathComponent("a.mp4"), kind: .file, registry: registry)
        registry.interrupt()
        #expect(throws: EncodeError.interrupted) {
            _ = try TemporaryOutput(destination: folder.url.appendingPathComponent("b.mp4"), kind: .file, registry: registry)
        }
        // An encoder opening its file by path now would create it again: it is refused instead.
        #expect(throws: EncodeError.interrupted) { try clip.withPath { url in try Data("x".utf8).write(to: url) } }
        #expect(throws: EncodeError.interrupted) { try clip.commit() }
        clip.discard()
        #expect(try folder.contents().isEmpty)
    }

    @Test("outputs committed before an interrupt are kept, and counted")
    func committedOutputsAreKept() throws {
        let folder = try TemporaryFolder(), registry = PendingOutputs()
        let first = try TemporaryOutput(destination: folder.url.appendingPathComponent("a.mp4"), kind: .file, registry: registry)
        try first.write(Data("done".utf8))
        try first.commit()
        let second = try TemporaryOutput(destination: folder.url.appendingPathComponent("b.mp4"), kind: .file, registry: registry)
        #expect(registry.interrupt() == PendingOutputs.Interruption(removed: 1, kept: 1))
        #expect(try folder.contents() == ["a.mp4"])
        _ = second
    }

    @Test("kept counts the outputs still in place, each once: not one written twice twice, not one removed since, not bookkeeping")
    func keptCountsWhatExists() throws {
        let folder = try TemporaryFolder(), registry = PendingOutputs()
        func commit(_ name: String, isOutput: Bool = true) throws {
            let output = try TemporaryOutput(destination: folder.url.appendingPathComponent(name), kind: .file, registry: registry)
            output.isOutput = isOutput
            try output.write(Data(name.utf8))
            try output.commit()
        }
        try commit("manifest.json")
        try commit("manifest.json")
        try commit("gone.mp4")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("gone.mp4"))
        try commit("journal.json", isOutput: false)
        #expect(registry.interrupt() == PendingOutputs.Interruption(removed: 0, kept: 1))
    }

    @Test("an interrupt removes the output folders the run created when it leaves them empty, and only those")
    func createdFoldersLeftEmptyAreRemoved() throws {
        let folder = try TemporaryFolder(), registry = PendingOutputs()
        let outer = folder.url.appendingPathComponent("new"), inner = outer.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        registry.registerCreatedFolders([outer.path, inner.path])
        let clip = try TemporaryOutput(destination: inner.appendingPathComponent("a.mp4"), kind: .file, registry: registry)
        _ = clip
        #expect(registry.interrupt() == PendingOutputs.Interruption(removed: 1, kept: 0))
        #expect(try folder.contents().isEmpty, "both new folders went with the temporary item")

        // A created folder that holds a kept output stays, with it.
        let other = PendingOutputs(), kept = folder.url.appendingPathComponent("kept")
        try FileManager.default.createDirectory(at: kept, withIntermediateDirectories: true)
        other.registerCreatedFolders([kept.path])
        let done = try TemporaryOutput(destination: kept.appendingPathComponent("a.mp4"), kind: .file, registry: other)
        try done.commit()
        #expect(other.interrupt() == PendingOutputs.Interruption(removed: 0, kept: 1))
        #expect(FileManager.default.fileExists(atPath: kept.appendingPathComponent("a.mp4").path))
    }

    @Test("outputs committed into a temporary folder are not counted as kept")
    func commitsIntoTemporaryFoldersAreNotKept() throws {
        let folder = try TemporaryFolder(), registry = PendingOutputs()
        let scratch = try TemporaryOutput(destination: folder.url.appendingPathComponent("preview"), kind: .directory, registry: registry)
        let clip = try TemporaryOutput(destination: scratch.url.appendingPathComponent("a.mp4"), kind: .file, registry: registry)
        try clip.commit()
        #expect(registry.interrupt() == PendingOutputs.Interruption(removed: 1, kept: 0))
        #expect(try folder.contents().isEmpty, "the scratch folder went, with what was committed into it")
    }

    @Test("an interrupt waits while a temporary item is being written by path, then removes it")
    func interruptWaitsForGuardedWrite() throws {
        let folder = try TemporaryFolder(), registry = PendingOutputs()
        let still = try TemporaryOutput(destination: folder.url.appendingPathComponent("a.png"), kind: .file, registry: registry)
        let interrupted = DispatchSemaphore(value: 0)
        let order = Order()
        try still.withPath { url in
            Thread {
                registry.interrupt()
                order.append("interrupt")
                interrupted.signal()
            }.start()
            Thread.sleep(forTimeInterval: 0.2)
            try Data("a whole PNG".utf8).write(to: url)
            order.append("write")
        }
        interrupted.wait()
        #expect(order.events == ["write", "interrupt"])
        #expect(try folder.contents().isEmpty, "written first, then removed: never recreated after the removal")
    }

    @Test("a folder is removed even while a worker keeps adding files to it, and none can be added after")
    func removeWinsAgainstAWorker() throws {
        let folder = try TemporaryFolder()
        let frames = folder.url.appendingPathComponent(".a.partial-0123ABCD")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: false)
        let stopped = DispatchSemaphore(value: 0)
        let created = Counter()
        let refused = Counter()
        Thread {
            // Like a PNG worker, only much faster: create frame after frame by path, until the folder
            // is gone. A time limit rather than a file count: a busy machine can hold the test's own
            // thread back while a worker makes 100 000 files, which a count would take for a failure.
            let deadline = Date().addingTimeInterval(60)
            var index = 0
            while Date() < deadline {
                let descriptor = open(frames.appendingPathComponent("f\(index)").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                guard descriptor >= 0 else {
                    refused.add()
                    break
                }
                close(descriptor)
                index += 1
                created.add()
            }
            stopped.signal()
        }.start()
        while created.value < 50 { Thread.sleep(forTimeInterval: 0.001) }
        PendingOutputs.remove(frames.path)
        // The worker stops as soon as it cannot create a file; if it still could, it stops at its time limit.
        #expect(stopped.wait(timeout: .now() + 90) == .success)
        #expect(refused.value == 1, "the worker could still create files after the removal")
        #expect(!FileManager.default.fileExists(atPath: frames.path))
        #expect(try folder.contents().isEmpty)
    }

    /// Events in the order they happened, from any thread.
    final class Order: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [String] = []
        func append(_ event: String) { lock.withLock { list.append(event) } }
        var events: [String] { lock.withLock { list } }
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }
}
