@testable import Encode
import Foundation
import Testing
import TestSupport

/// Outputs of one run committed together: all of them or none, earlier versions intact.
///
/// Each test has a registry of its own, so nothing here touches the outputs of other tests.
@Suite("OutputTransaction: all or nothing")
struct OutputTransactionTests {
    /// A file output under its hidden name, holding `text`.
    static func stagedFile(_ name: String, _ text: String, in folder: TemporaryFolder,
                           registry: PendingOutputs) throws -> TemporaryOutput {
        let output = try TemporaryOutput(destination: folder.url.appendingPathComponent(name), kind: .file, registry: registry)
        try output.write(Data(text.utf8))
        return output
    }

    /// A folder output under its hidden name, holding `files` (name → text).
    static func stagedFolder(_ name: String, _ files: [String: String], in folder: TemporaryFolder,
                             registry: PendingOutputs) throws -> TemporaryOutput {
        let output = try TemporaryOutput(destination: folder.url.appendingPathComponent(name), kind: .directory, registry: registry)
        for (file, text) in files { try Data(text.utf8).write(to: output.url.appendingPathComponent(file)) }
        return output
    }

    static func text(_ folder: TemporaryFolder, _ path: String) throws -> String {
        String(decoding: try Data(contentsOf: folder.url.appendingPathComponent(path)), as: UTF8.self)
    }

    @Test("nothing appears until the commit, then every output replaces its earlier version")
    func commitReplacesEverything() throws {
        let folder = try TemporaryFolder(), registry = PendingOutputs()
        try Data("old clip".utf8).write(to: folder.url.appendingPathComponent("a.mp4"))
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("a"), withIntermediateDirectories: false)
        try Data("old frame 9".utf8).write(to: folder.url.appendingPathComponent("a/frame_00009.png"))

        let clip = try Self.stagedFile("a.mp4", "new clip", in: folder, registry: registry)
        let frames = try Self.stagedFolder("a", ["frame_00001.png": "new frame 1"], in: folder, registry: registry)
        let gif = try Self.stagedFile("a.gif", "new gif", in: folder, registry: registry)
        #expect(try Self.text(folder, "a.mp4") == "old clip", "not before the commit")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("a.gif").path))

        try OutputTransaction.commit([clip, frames, gif])
        #expect(try Self.text(folder, "a.mp4") == "new clip")
        #expect(try Self.text(folder, "a.gif") == "new gif")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("a").path) == ["frame_00001.png"],
                "the old folder is replaced, not merged")
        #expect(try folder.contents() == ["a", "a.gif", "a.mp4"], "no hidden item is left")
        #expect(registry.pendingPaths.isEmpty)
    }

    @Test("when one output cannot be put in place, none is: the earlier versions stay and nothing is left")
    func oneFailureRollsBackAll() throws {
        let folder = try TemporaryFolder(), registry = PendingOutputs()
        try Data("old clip".utf8).write(to: folder.url.appendingPathComponent("a.mp4"))
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("a"), withIntermediateDirectories: false)
        try Data("old frame".utf8).write(to: folder.url.appendingPathComponent("a/frame_00001.png"))
        // A folder where the GIF goes: it is not an earlier GIF, so it must not be replaced.
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("a.gif/keep"), withIntermediateDirectories: true)

        let clip = try Self.stagedFile("a.mp4", "new clip", in: folder, registry: registry)
        let frames = try Self.stagedFolder("a", ["frame_00001.png": "new frame"], in: folder, registry: registry)
        let gif = try Self.stagedFile("a.gif", "new gif", in: folder, registry: registry)
        // The GIF is committed last, so the clip and the frames are already in place when it fails.
        #expect {
            try OutputTransaction.commit([clip, frames, gif])
        } throws: { error in
            guard case let .io(path, message)? = error as? EncodeError else { return false }
            return path.hasSuffix("/a.gif") && message.contains("folder is in the way")
        }
        #expect(try Self.text(folder, "a.mp4") == "old clip")
        #expect(try Self.text(folder, "a/frame_00001.png") == "old frame")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("a.gif/keep").path))
        #expect(try folder.contents() == ["a", "a.gif", "a.mp4"], "no temporary or aside item is left")
        #expect(registry.pendingPaths.isEmpty)
    }

    @Test("the frames' folder never replaces a file of the same name")
    func folderDoesNotReplaceFile() throws {
        let folder = try TemporaryFolder(), registry = PendingOutputs()
        try Data("notes".utf8).write(to: folder.url.appendingPathComponent("a"))
        let frames = try Self.stagedFolder("a", ["frame_00001.png": "frame"], in: folder, registry: registry)
        #expect(throws: EncodeError.self) { try frames.commit() }
        #expect(try Self.text(folder, "a") == "notes")
        #expect(try folder.contents() == ["a"])
    }

    @Test("an output discarded (or dropped) before the commit leaves nothing, and cannot be committed")
    func discardLeavesNothing() throws {
        let folder = try TemporaryFolder(), registry = PendingOutputs()
        let clip = try Self.stagedFile("a.mp4", "clip", in: folder, registry: registry)
        do { _ = try Self.stagedFolder("a", ["frame_00001.png": "frame"], in: folder, registry: registry) }
        #expect(try folder.contents() == [clip.url.lastPathComponent], "the dropped folder is gone")
        #expect(clip.url.lastPathComponent.hasPrefix(".a.mp4.partial-"))
        clip.discard()
        #expect(try folder.contents().isEmpty)
        #expect(throws: EncodeError.self) { try clip.commit() }
        #expect(try folder.contents().isEmpty)
    }

    @Test("a staged sink output appears only when committed, and cancelling the sink no longer removes it")
    func stagedSinkOutput() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("clip.gif")
        let sink = try GIFSink(url: url, format: VideoFormat(width: 8, height: 8, fps: 30), options: GIFOptions())
        for index in 0..<3 { try SyntheticFrame.opaque(width: 8, height: 8, index: index).withImage { try sink.consume($0, index: index) } }
        let staged = try sink.stage()
        sink.cancel()
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(FileManager.default.fileExists(atPath: staged.output.url.path))
        #expect(staged.file.url == url.standardizedFileURL)
        try OutputTransaction.commit([staged.output])
        #expect(try folder.contents() == ["clip.gif"])
        #expect(fileSize(atPath: url.path) == staged.file.byteCount)
    }
}
