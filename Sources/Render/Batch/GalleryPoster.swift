import Encode
import Foundation
import Scene

/// A preset's poster for the gallery: one frame, small, as PNG bytes to inline in `index.html`.
///
/// Inline (a data: URI) rather than a file beside, so that the batch's files and manifest stay
/// exactly the outputs asked for, and the page needs nothing but the videos it links.
enum GalleryPoster {
    /// Poster width in pixels at most: the gallery's cards are narrower than this.
    static let maximumWidth = 360.0

    /// The frame halfway to the scene's settle time (the motion under way, which says more than
    /// a first frame that is often the same for every preset of a kind), drawn at most
    /// ``maximumWidth`` wide.
    static func png(for scene: MotionScene) throws -> Data {
        let timeline = scene.timeline()
        var canvas = timeline.canvas
        canvas.scale = min(canvas.scale, maximumWidth / max(canvas.size.width, 1))
        let time = min(timeline.settleTime / 2, max(timeline.duration - 1 / Double(canvas.fps), 0))
        // A scratch folder that an interrupt or the next run removes, as every temporary output.
        let scratch = try TemporaryOutput(
            destination: FileManager.default.temporaryDirectory.appendingPathComponent("motionreel-poster"),
            kind: .directory)
        defer { scratch.discard() }
        let file = try StillFrame.write(timeline, canvas: canvas, at: time,
                                        to: scratch.url.appendingPathComponent("poster.png"))
        return try Data(contentsOf: file.url)
    }
}
