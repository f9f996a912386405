import Encode
import Foundation
import Testing
import TestSupport

/// The contract every output format's sink keeps, written once and run over every declaration of
/// the format table, so a new format is held to it without a test of its own: its output appears
/// at its destination only when finished, replaces the earlier one whole, and leaves nothing
/// behind when cancelled, dropped or refused; frames out of order, of the wrong size or too late
/// are refused in the sink's own words.
@Suite("Sink contract, for every output format")
struct SinkContractTests {
    static let format = VideoFormat(width: 64, height: 48, fps: 30)
    /// Draft: the contract is the same at every quality, and draft encodes fastest.
    static let encoding = EncodingOptions(quality: .draft)
    /// Frames in a clip. Five, not one: an HEVC clip of one or two frames fails to mux
    /// (av_interleaved_write_frame: "Not yet implemented") once another HEVC encode has run in
    /// the same process, a bug of its own that this contract is not about.
    static let clipLength = 5

    /// Opens `output`'s sink for a scene called `name` in `folder`, as a render does.
    static func open(_ output: OutputFormat, _ name: String = "clip", in folder: URL) throws -> (sink: any FrameSink, url: URL) {
        let url = output.destination(name: name, in: folder)
        return (try output.openSink(at: url, format: format, encoding: encoding, transparent: false), url)
    }

    static func frames(_ count: Int, width: Int = format.width, height: Int = format.height) -> [SyntheticFrame] {
        (0..<count).map { SyntheticFrame.opaque(width: width, height: height, index: $0) }
    }

    /// The sink's words in an ``EncodeError/invalidInput(_:)``.
    static func message(_ body: () throws -> Void) -> String? {
        do { try body() } catch EncodeError.invalidInput(let message) { return message } catch { return "\(error)" }
        return nil
    }

    @Test("the output appears at its destination only when finished, and nothing hidden is left",
          arguments: OutputFormat.allCases)
    func appearsOnlyWhenFinished(output: OutputFormat) throws {
        let folder = try TemporaryFolder()
        let (sink, url) = try Self.open(output, in: folder.url)
        try sink.feed(Self.frames(Self.clipLength))
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(try folder.contents().allSatisfy { $0.hasPrefix(".clip") }, "only the hidden output while writing")
        let file = try sink.finish()
        #expect(file.url == url)
        #expect(file.byteCount > 0)
        #expect(try folder.contents() == [url.lastPathComponent])
    }

    @Test("finishing replaces an earlier output whole, stale frames of a folder included", arguments: OutputFormat.allCases)
    func replacesEarlierOutput(output: OutputFormat) throws {
        let folder = try TemporaryFolder()
        let url = output.destination(name: "clip", in: folder.url)
        let stale = Data("stale".utf8)
        if url.hasDirectoryPath {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try stale.write(to: url.appendingPathComponent("frame_00099.png"))
        } else {
            try stale.write(to: url)
        }
        let file = try Self.open(output, in: folder.url).sink.write(Self.frames(Self.clipLength))
        #expect(try folder.contents() == [url.lastPathComponent])
        if url.hasDirectoryPath {
            #expect(try FileManager.default.contentsOfDirectory(atPath: url.path).count == file.frameCount)
        } else {
            #expect(try Data(contentsOf: url) != stale)
        }
    }

    @Test("cancelling, or dropping an unfinished sink, leaves nothing behind", arguments: OutputFormat.allCases)
    func cancelLeavesNothing(output: OutputFormat) throws {
        let folder = try TemporaryFolder()
        let cancelled = try Self.open(output, "a", in: folder.url).sink
        try cancelled.feed(Self.frames(Self.clipLength))
        cancelled.cancel()
        #expect(try folder.contents() == [])
        do {
            let dropped = try Self.open(output, "b", in: folder.url).sink
            try dropped.feed(Self.frames(1))
        }
        #expect(try folder.contents() == [])
    }

    @Test("frames out of order, of the wrong size or after finishing are refused with the sink's name",
          arguments: OutputFormat.allCases)
    func refusals(output: OutputFormat) throws {
        let folder = try TemporaryFolder()
        let (sink, url) = try Self.open(output, in: folder.url)
        let outOfOrder = Self.message { try Self.frames(3)[2].withImage { try sink.consume($0, index: 2) } }
        #expect(outOfOrder?.hasSuffix(" frames must arrive in order: expected 0, got 2") == true, "\(outOfOrder ?? "no error")")
        let wrongSize = Self.message { try Self.frames(1, width: 8, height: 8)[0].withImage { try sink.consume($0, index: 0) } }
        let name = try #require(wrongSize.flatMap(Self.sinkName(inSizeMessage:)), "\(wrongSize ?? "no error")")
        _ = try sink.write(Self.frames(Self.clipLength))
        #expect(throws: EncodeError.invalidInput("frame \(Self.clipLength) arrived after the \(name) was finished or cancelled")) {
            try Self.frames(Self.clipLength + 1)[Self.clipLength].withImage { try sink.consume($0, index: Self.clipLength) }
        }
        #expect(throws: EncodeError.invalidInput("the \(name) was already finished or cancelled")) { try sink.stage() }
        #expect(try folder.contents() == [url.lastPathComponent])
    }

    /// NAME of "frame 0 is 8×8, the NAME is 64×48".
    static func sinkName(inSizeMessage message: String) -> String? {
        let prefix = "frame 0 is 8×8, the ", suffix = " is \(format.width)×\(format.height)"
        guard message.hasPrefix(prefix), message.hasSuffix(suffix), message.count > prefix.count + suffix.count else { return nil }
        return String(message.dropFirst(prefix.count).dropLast(suffix.count))
    }

    @Test("staging without frames fails and discards the output; cancelling after staging keeps it",
          arguments: OutputFormat.allCases)
    func stageAndCancel(output: OutputFormat) throws {
        let folder = try TemporaryFolder()
        let (empty, url) = try Self.open(output, in: folder.url)
        #expect(throws: EncodeError.invalidInput("no frames to write to \(url.path)")) { try empty.stage() }
        #expect(try folder.contents() == [])

        let kept = try Self.open(output, in: folder.url).sink
        try kept.feed(Self.frames(Self.clipLength))
        let staged = try kept.stage()
        kept.cancel()
        #expect(staged.file.frameCount > 0)
        try staged.output.commit()
        #expect(try folder.contents() == [url.lastPathComponent])
    }

    @Test("a missing output folder, or a file in the way of one, is an EncodeError before any frame",
          arguments: OutputFormat.allCases)
    func unusableFolder(output: OutputFormat) throws {
        let folder = try TemporaryFolder()
        let missing = folder.url.appendingPathComponent("missing")
        #expect(throws: EncodeError.io(path: missing.path, message: "the output folder does not exist")) {
            try Self.open(output, in: missing)
        }
        let file = folder.url.appendingPathComponent("not-a-folder")
        try Data().write(to: file)
        #expect(throws: EncodeError.self) { try Self.open(output, in: file) }
        #expect(try folder.contents() == ["not-a-folder"])
    }
}
