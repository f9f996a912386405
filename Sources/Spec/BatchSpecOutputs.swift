import Encode
import Foundation
import Render
import Scene

/// `batch --spec`: each preset's motion spec written beside its videos, as ``PresetOutputs``.
///
/// The page embeds the MP4 the batch just rendered instead of rendering its own, so a spec costs
/// its data, charts and contact sheet; the VP9 fallback (a second encode, the slow part of
/// `spec`) is made only when `webm` is set.
public struct BatchSpecOutputs: PresetOutputs {
    /// Whether each page also carries a VP9 WebM fallback.
    public var webm: Bool

    public init(webm: Bool = false) {
        self.webm = webm
    }

    /// The schema version counts: a new spec layout makes every spec again.
    public var fingerprint: String { "spec schema=\(MotionSpec.schemaVersion) webm=\(webm ? "yes" : "no")" }

    /// `NAME.spec.json`, `.csv`, `.curves.svg`, `.sheet.png` and `.html`.
    public var fileCount: Int { 5 }

    public func make(scene: MotionScene, rendered: [OutputFile], in directory: URL) throws -> [URL] {
        let mp4URL = OutputFormat.mp4.destination(name: scene.name, in: directory)
        let mp4 = rendered.first { $0.url.lastPathComponent == mp4URL.lastPathComponent }?.url
        let files = try SpecBundle(scene).write(to: directory, preview: .init(mp4: mp4, webm: webm))
        return files.map(\.url)
    }
}
