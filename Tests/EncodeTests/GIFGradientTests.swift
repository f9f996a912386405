import Encode
import Foundation
import Testing
import TestSupport

/// The banding test: a smooth gradient animation against FFmpeg's own best GIF recipe, the
/// two-pass `palettegen` / `paletteuse`, at the same frame rate.
@Suite("GIF gradients")
struct GIFGradientTests {
    static let (width, height, count, fps) = (320, 240, 20, 20)

    @Test("our GIF of a moving gradient is at least as close to the frames as ffmpeg's palettegen/paletteuse, and no larger")
    func againstPalettegen() throws {
        let folder = try TemporaryFolder()
        let frames = (0..<Self.count).map { SyntheticFrame.gradient(width: Self.width, height: Self.height, index: $0, frames: Self.count) }
        let pngs = folder.url.appendingPathComponent("frames")
        try GIFTools.writePNGs(frames, fps: Self.fps, to: pngs)
        let pattern = pngs.appendingPathComponent("frame_%05d.png").path
        let source = ["-framerate", String(Self.fps), "-i", pattern]

        let ours = try GIFSinkTests.encode(frames, fps: Self.fps, options: GIFOptions(fps: Self.fps), in: folder, name: "ours.gif")

        let palette = folder.url.appendingPathComponent("palette.png").path
        let reference = folder.url.appendingPathComponent("ffmpeg.gif").path
        _ = try Tools.run("ffmpeg", ["-v", "error"] + source + ["-vf", "palettegen", palette])
        _ = try Tools.run("ffmpeg", ["-v", "error"] + source + ["-i", palette, "-lavfi", "paletteuse", reference])
        let referenceSize = try #require(try FileManager.default.attributesOfItem(atPath: reference)[.size] as? Int)

        let oursSSIM = try GIFTools.ssim(["-i", ours.url.path], against: source)
        let referenceSSIM = try GIFTools.ssim(["-i", reference], against: source)
        let report = "ours \(ours.byteCount) B, SSIM \(oursSSIM); ffmpeg \(referenceSize) B, SSIM \(referenceSSIM)"
        #expect(oursSSIM >= referenceSSIM, "\(report)")
        #expect(ours.byteCount <= referenceSize, "\(report)")
        #expect(try GIFTools.packetDurations(ours.url).count == Self.count)
    }
}
