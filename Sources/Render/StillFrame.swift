import Encode
import Foundation
import Raster
import Scene

/// One frame of a scene, drawn and written as a PNG: what `motionreel still` makes.
///
/// It lives here rather than in the command line so that drawing and encoding stay in the
/// libraries; the command only parses, checks the time and reports.
public enum StillFrame {
    /// Draws `timeline` at `seconds` on `canvas` and writes it to `url` as a PNG (opaque unless the
    /// canvas is transparent); the file appears whole or not at all.
    public static func write(_ timeline: any Timeline, canvas: Canvas, at seconds: Double, to url: URL) throws -> OutputFile {
        let renderer = try FrameRenderer(canvas: canvas)
        let buffer = PixelBuffer(width: canvas.pixelWidth, height: canvas.pixelHeight)
        try renderer.render(timeline.state(at: seconds), into: buffer)
        let image = FrameImage(pixels: buffer.pixels, width: buffer.width, height: buffer.height,
                               bytesPerRow: buffer.bytesPerRow, isOpaque: renderer.producesOpaqueFrames)
        return try PNGImageWriter.write(image, to: url)
    }
}
