import Encode
import Foundation
import Testing
import TestSupport

@Suite("EncodeError")
struct EncodeErrorTests {
    @Test("messages name the failing call or path and carry the library's words")
    func descriptions() {
        let ffmpeg = EncodeError.ffmpeg(call: "avio_open(/x.mp4)", code: -13, message: "Permission denied")
        #expect(ffmpeg.description == "FFmpeg avio_open(/x.mp4) failed: Permission denied (error -13)")
        #expect(ffmpeg.localizedDescription == ffmpeg.description)
        #expect(EncodeError.png(path: "/a/frame_00001.png", message: "No space left on device").description
            == "could not write PNG /a/frame_00001.png: No space left on device")
        #expect(EncodeError.io(path: "/out", message: "the output folder does not exist").description
            == "/out: the output folder does not exist")
    }

    @Test("bad options are rejected before any file is made, each with its own message")
    func badOptions() throws {
        let folder = try TemporaryFolder()
        let format = VideoFormat(width: 8, height: 8, fps: 30)
        let url = folder.url.appendingPathComponent("a.mp4")
        #expect(throws: EncodeError.invalidInput("H.264 crf must be 0…51, not 99")) {
            try VideoSink(url: url, format: format, profile: OutputFormat.mp4.profile, options: VideoOptions(crf: 99))
        }
        #expect(throws: EncodeError.invalidInput(
            "unknown preset \"warp-speed\" for MP4; use one of \(VideoProfile.presets.joined(separator: ", "))")) {
            try VideoSink(url: url, format: format, profile: OutputFormat.mp4.profile, options: VideoOptions(preset: "warp-speed"))
        }
        #expect(throws: EncodeError.invalidInput("the MP4 needs a positive size and frame rate, not 0×8 at 30 fps")) {
            try VideoSink(url: url, format: VideoFormat(width: 0, height: 8, fps: 30), profile: OutputFormat.mp4.profile)
        }
        #expect(throws: EncodeError.invalidInput("PNG options out of range: compression level 0…9, workers ≥ 1")) {
            try PNGSequenceSink(directory: folder.url.appendingPathComponent("p"), format: format, options: PNGOptions(compressionLevel: 12))
        }
        #expect(try folder.contents() == [])
    }
}
