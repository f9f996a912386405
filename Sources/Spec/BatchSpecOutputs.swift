import Encode
import Foundation
import Raster
import Render
import Scene

/// `batch --spec`: each preset's motion spec written beside its videos, as ``PresetOutputs``.
///
/// The page embeds the MP4 the batch just rendered instead of rendering its own, so a spec costs
/// its data, charts and contact sheet; the VP9 fallback (a second encode, the slow part of
/// `spec`) is made only when `webm` is set. Without `video` (`batch --spec --format none`) the
/// page has no video at all — a note in its place — and nothing is encoded; the other four files
/// are the same bytes either way.
public struct BatchSpecOutputs: PresetOutputs {
    /// Whether each page also carries a VP9 WebM fallback.
    public var webm: Bool
    /// Whether each page shows the animation as a video; false for `--format none`.
    public var video: Bool

    /// `webm` needs `video`: a page without a video has no fallback for it either.
    public init(webm: Bool = false, video: Bool = true) {
        precondition(video || !webm, "a spec page without a video has no WebM fallback")
        self.webm = webm
        self.video = video
    }

    /// The schema version counts: a new spec layout makes every spec again, as does the platforms'
    /// code (`platforms=1`: a batch made before the spec spoke Compose, Flutter and CSS is made
    /// again). `video=no` is added only for pages without one.
    public var fingerprint: String {
        "spec schema=\(MotionSpec.schemaVersion) platforms=2 webm=\(webm ? "yes" : "no")" + (video ? "" : " video=no")
    }

    /// `NAME.spec.json`, `.csv`, `.curves.svg`, `.sheet.png` and `.html`, and the platforms'
    /// `NAME.compose.kt`, `NAME.flutter.dart` and `NAME.css`.
    public var fileCount: Int { 8 }

    public func stage(scene: MotionScene, film: Film, rendered: [StagedOutput], in directory: URL) throws -> [TemporaryOutput] {
        let bundle = try SpecBundle(scene, visibleEnd: film.visibleEnd)
        return try bundle.stage(to: directory, preview: preview(for: scene, rendered: rendered, in: directory),
                                platformFiles: true).outputs
    }

    /// The batch's own MP4 when it wrote one (read where it waits, under its hidden name), else
    /// one rendered for the page, or none at all.
    private func preview(for scene: MotionScene, rendered: [StagedOutput], in directory: URL) -> SpecBundle.PreviewVideo {
        guard video else { return .noVideo }
        let mp4URL = OutputFormat.mp4.destination(name: scene.name, in: directory)
        guard let mp4 = rendered.first(where: { $0.file.url.lastPathComponent == mp4URL.lastPathComponent })?.output.url else {
            return .render(webm: webm)
        }
        return .embed(mp4: mp4, webm: webm)
    }
}
