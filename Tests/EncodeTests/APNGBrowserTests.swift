@testable import Encode
import Foundation
import Testing
import TestSupport

/// An opaque APNG stores unchanged pixels as a key colour that `tRNS` makes transparent, and
/// frames that blend over the canvas. FFmpeg decodes that exactly (`APNGSinkTests`); a browser
/// is where designers look at it, so headless Chromium decodes it here, frame by frame.
@Suite("APNG in headless Chromium")
struct APNGBrowserTests {
    @Test("Chromium shows every frame exactly, key colour and all, for as long as it lasts")
    func exactInChromium() throws {
        let folder = try TemporaryFolder()
        // 50 fps, so every delay is a whole number of milliseconds, as Chromium reports them.
        let (width, height, fps) = (96, 64, 50)
        let positions = [0, 1, 2, 2, 2, 3, 4, 4, 1]
        let frames = positions.map { SyntheticFrame.opaque(width: width, height: height, index: $0) }
        let url = folder.url.appendingPathComponent("clip.png")
        let sink = try APNGSink(url: url, format: VideoFormat(width: width, height: height, fps: fps), options: VideoOptions())
        try sink.feed(frames)
        let file = try sink.finish()
        try #require(try APNGFile(url: file.url).frames.count == 6, "one APNG frame per change, so later frames use the key colour")

        let shown = folder.url.appendingPathComponent("shown")
        let run = try BrowserScript.run("apng_frames.py", [file.url.path, shown.path])
        try #require(run.status == 0, "\(run.stdoutText)\n\(run.stderrText)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdoutText.utf8)) as? [String: Any])
        #expect(report["width"] as? Int == width && report["height"] as? Int == height)
        // Distinct frames in order, each lasting its run of source frames (20 ms each).
        let distinct = [0, 1, 2, 5, 6, 8]
        let lengths = [1, 1, 3, 1, 2, 1]
        #expect(report["frameCount"] as? Int == distinct.count)
        #expect((report["durations"] as? [Int]) == lengths.map { $0 * 20_000 }, "microseconds")
        for (shownIndex, sourceIndex) in distinct.enumerated() {
            let name = String(format: "frame_%05d.rgba", shownIndex + 1)
            let pixels = [UInt8](try Data(contentsOf: shown.appendingPathComponent(name)))
            try #require(pixels.count == width * height * 4, "\(name): \(pixels.count) bytes")
            let rgb = (0..<width * height).flatMap { pixels[$0 * 4..<$0 * 4 + 3] }
            #expect(rgb == frames[sourceIndex].rgb(), "frame \(shownIndex + 1) (source frame \(sourceIndex)) differs")
            #expect((0..<width * height).allSatisfy { pixels[$0 * 4 + 3] == 255 }, "frame \(shownIndex + 1) is not opaque everywhere")
        }
    }
}
