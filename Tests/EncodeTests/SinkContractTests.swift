import Encode
import Foundation
import Testing

/// Every sink keeps the same contract (one `SinkContract` inside), each in its own words.
@Suite("SinkContract")
struct SinkContractTests {
    struct Case: CustomStringConvertible, Sendable {
        /// What the sink calls itself and its frames in messages.
        var name: String
        var framesName: String
        var fileName: String
        var open: @Sendable (URL, VideoFormat) throws -> any FrameSink

        var description: String { name }
    }

    static let cases = [
        Case(name: "MP4", framesName: "MP4", fileName: "clip.mp4") { url, format in
            try VideoSink(url: url, format: format, profile: OutputFormat.mp4.profile, options: VideoOptions(preset: "ultrafast"))
        },
        Case(name: "GIF", framesName: "GIF", fileName: "clip.gif") { url, format in
            try GIFSink(url: url, format: format, options: GIFOptions())
        },
        Case(name: "PNG sequence", framesName: "PNG", fileName: "clip") { url, format in
            try PNGSequenceSink(directory: url, format: format)
        },
    ]

    static let format = VideoFormat(width: 16, height: 8, fps: 30)

    @Test("frames out of order, of the wrong size or after finishing are refused with the sink's name", arguments: cases)
    func refusals(sink contract: Case) throws {
        let folder = try TemporaryDirectory()
        let sink = try contract.open(folder.url.appendingPathComponent(contract.fileName), Self.format)
        #expect(throws: EncodeError.invalidInput("\(contract.framesName) frames must arrive in order: expected 0, got 2")) {
            try SyntheticFrame.opaque(width: 16, height: 8, index: 2).withImage { try sink.consume($0, index: 2) }
        }
        #expect(throws: EncodeError.invalidInput("frame 0 is 8×8, the \(contract.name) is 16×8")) {
            try SyntheticFrame.opaque(width: 8, height: 8, index: 0).withImage { try sink.consume($0, index: 0) }
        }
        let file = try sink.write([SyntheticFrame.opaque(width: 16, height: 8, index: 0)])
        #expect(file.url.lastPathComponent == contract.fileName)
        #expect(throws: EncodeError.invalidInput("frame 1 arrived after the \(contract.name) was finished or cancelled")) {
            try SyntheticFrame.opaque(width: 16, height: 8, index: 1).withImage { try sink.consume($0, index: 1) }
        }
        #expect(throws: EncodeError.invalidInput("the \(contract.name) was already finished or cancelled")) { try sink.stage() }
        #expect(try folder.contents() == [contract.fileName])
    }

    @Test("staging without frames fails and discards the output; cancelling after staging keeps it", arguments: cases)
    func stageAndCancel(sink contract: Case) throws {
        let folder = try TemporaryDirectory()
        let empty = folder.url.appendingPathComponent(contract.fileName)
        let sink = try contract.open(empty, Self.format)
        #expect(throws: EncodeError.invalidInput("no frames to write to \(empty.path)")) { try sink.stage() }
        #expect(try folder.contents() == [])

        let kept = try contract.open(empty, Self.format)
        try SyntheticFrame.opaque(width: 16, height: 8, index: 0).withImage { try kept.consume($0, index: 0) }
        let staged = try kept.stage()
        kept.cancel()
        #expect(staged.file.frameCount == 1)
        try staged.output.commit()
        #expect(try folder.contents() == [contract.fileName])
    }
}
