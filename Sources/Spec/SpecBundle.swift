import Encode
import Foundation
import Render
import Scene
import SpecModel

/// The motion spec of one scene: `NAME.spec.json`, `NAME.csv`, `NAME.curves.svg`,
/// `NAME.sheet.png` and `NAME.html`, written together.
///
/// ```swift
/// let files = try SpecBundle(scene).write(to: URL(fileURLWithPath: "out"))
/// ```
public struct SpecBundle: Sendable {
    /// One file written.
    public struct File: Sendable {
        public var url: URL
        public var byteCount: Int
        /// What the file holds, for the command's summary line.
        public var summary: String
    }

    public let spec: MotionSpec
    /// The layout of `NAME.sheet.png`; the JSON lists its frames.
    public let contactSheet: ContactSheet

    /// `visibleEnd` is the scene's visible end when a film has found it already.
    /// - Throws: when a frame of the scene cannot be drawn (``MotionSpec/init(_:visibleEnd:)``).
    public init(_ scene: MotionScene, visibleEnd: Double? = nil) throws {
        spec = try MotionSpec(scene, visibleEnd: visibleEnd)
        contactSheet = ContactSheet(spec)
    }

    /// `NAME.spec.json`: stable bytes for the same scene.
    public var json: String { SpecJSON.document(spec, keyFrames: contactSheet.tiles).serialized() }
    /// `NAME.csv`.
    public var csv: String { SpecCSV.text(spec) }
    /// `NAME.curves.svg`.
    public var curvesSVG: String { CurvesSVG.text(spec) }

    /// Pixels per point of the page's video: 1, or less for a canvas wider than 1000 pt.
    public var videoScale: Double { min(1, 1000 / max(spec.canvas.size.width, spec.canvas.size.height, 1)) }

    /// Where the page's video comes from.
    public enum PreviewVideo: Sendable {
        /// Rendered here at ``SpecBundle/videoScale``: an H.264 MP4, and a VP9 WebM fallback
        /// when `webm` (what `motionreel spec` does).
        case render(webm: Bool)
        /// An H.264 MP4 of this scene already rendered (a batch's), embedded as it is; only the
        /// WebM fallback, when `webm`, is rendered.
        case embed(mp4: URL, webm: Bool)
        /// None: the page shows a note in its place and nothing is encoded (`batch --spec
        /// --format none`, for a CI job that needs the data files only).
        case noVideo
    }

    /// The files of a spec, complete under their hidden names and not yet in place.
    public struct Staged {
        /// Committed together with a render's outputs (``OutputTransaction``), or discarded.
        public var outputs: [TemporaryOutput]
        /// What each will be once committed (its `url` is the destination).
        public var files: [File]
    }

    /// Writes the five files into `directory` (which must exist), and with `platformFiles` each
    /// platform's code as well (`NAME.compose.kt`, `NAME.flutter.dart`, `NAME.css`: what `batch
    /// --spec` adds, so an Android or web engineer takes the file). They appear together, once all
    /// are complete; on failure none is left behind. `step` is told what is being made.
    public func write(to directory: URL, preview: PreviewVideo = .render(webm: true), platformFiles: Bool = false,
                      step: (String) -> Void = { _ in }) throws -> [File] {
        let staged = try stage(to: directory, preview: preview, platformFiles: platformFiles, step: step)
        let outputs = staged.outputs
        try StagedFiles.translating { () throws(EncodeError) in try OutputTransaction.commit(outputs) }
        return staged.files
    }

    /// Writes the files as ``write(to:preview:platformFiles:step:)`` does, but leaves them under
    /// their hidden names, for a caller that commits them with other outputs of the same preset
    /// (`batch --spec` puts a preset's videos and its spec in place in one step).
    public func stage(to directory: URL, preview: PreviewVideo = .render(webm: true), platformFiles: Bool = false,
                      step: (String) -> Void = { _ in }) throws -> Staged {
        let name = spec.name
        let staged = StagedFiles(directory: directory)
        var files: [(String, Int, String)] = []
        func stage(_ text: String, _ file: String, _ summary: String) throws {
            let data = Data(text.utf8)
            try staged.write(data, as: file)
            files.append((file, data.count, summary))
        }
        step("data")
        try stage(json, "\(name).spec.json", "\(spec.frames.count) frames × \(spec.layerIDs.count) layers")
        try stage(csv, "\(name).csv", "\(spec.frames.count) rows, \(spec.layerIDs.count * VisualProperty.charted.count) value columns")
        let svg = curvesSVG
        try stage(svg, "\(name).curves.svg", "\(min(spec.changingProperties.count, CurvesSVG.maximumCharts)) charts")
        if platformFiles {
            for platform in PlatformListing.Platform.allCases {
                try stage(PlatformListing.text(name: name, transitions: spec.transitions, platform: platform), "\(name).\(platform.fileExtension)",
                          "\(platform.title) code")
            }
        }

        step("contact sheet")
        let sheet = contactSheet
        let sheetURL: URL
        do {
            let canvas = try sheet.draw(spec)
            sheetURL = try staged.write(as: "\(name).sheet.png") { url in try canvas.writePNG(to: url) }
        } catch let error as SpecError {
            throw error
        } catch {
            throw SpecError.render(what: "the contact sheet", underlying: error)
        }
        let sheetData: Data
        do {
            sheetData = try Data(contentsOf: sheetURL)
        } catch {
            throw SpecError.io(path: sheetURL.path, message: "cannot read back the contact sheet")
        }
        files.append(("\(name).sheet.png", sheetData.count, "\(sheet.tiles.count) key frames, \(sheet.width)×\(sheet.height) px"))

        step("preview video")
        let video = try previewVideo(preview)
        let videoSummary = video.map { "video \($0.size.width)×\($0.size.height) (\($0.webm == nil ? "MP4" : "MP4 + WebM"))" }
        try stage(SpecPage.html(spec, curvesSVG: svg, media: SpecPage.Media(video: video, sheetPNG: sheetData)), "\(name).html",
                  "self-contained page, \(videoSummary ?? "no video")")
        return Staged(outputs: staged.outputs,
                      files: files.map { File(url: directory.appendingPathComponent($0.0), byteCount: $0.1, summary: $0.2) })
    }

    /// The page's video: the given MP4 as it is, whatever else is asked rendered, or none.
    private func previewVideo(_ preview: PreviewVideo) throws -> SpecPage.Video? {
        switch preview {
        case .noVideo:
            return nil
        case .render(let webm):
            return try renderVideos(webm: webm)
        case .embed(let mp4URL, let webm):
            let mp4: Data
            do { mp4 = try Data(contentsOf: mp4URL) } catch {
                throw SpecError.io(path: mp4URL.path, message: "cannot read the video to embed in the page")
            }
            return SpecPage.Video(mp4: mp4, webm: webm ? try renderVideos(webm: true, mp4: false).webm : nil,
                                  size: (spec.canvas.pixelWidth, spec.canvas.pixelHeight), pointSized: false)
        }
    }

    /// Renders the page's MP4 and WebM (each when asked) at ``videoScale`` into a temporary
    /// folder and reads them.
    ///
    /// The folder is a temporary output like the others (`.motionreel-spec-preview.partial-…`
    /// in the system's temporary folder): removed afterwards, on an interrupt, and by the next
    /// spec if a killed one left it.
    private func renderVideos(webm: Bool, mp4: Bool = true) throws -> SpecPage.Video {
        let scratch: TemporaryOutput
        do {
            scratch = try TemporaryOutput(
                destination: FileManager.default.temporaryDirectory.appendingPathComponent("motionreel-spec-preview"),
                kind: .directory)
        } catch {
            throw SpecError.io(path: FileManager.default.temporaryDirectory.path,
                               message: "cannot create a temporary folder for the preview video (\(error))")
        }
        defer { scratch.discard() }
        let folder = scratch.url
        var scene = spec.scene
        scene.canvas.scale = videoScale
        let job = RenderJob(scene: scene, formats: (mp4 ? [OutputFormat.mp4] : []) + (webm ? [OutputFormat.webm] : []),
                            outputDirectory: folder)
        let outputs: [OutputFile]
        do {
            // The spec's own frames, whose visible end is already found, at the page's scale.
            outputs = try job.run(scene.film(visibleEnd: spec.visibleEndTime))
        } catch {
            throw SpecError.render(what: "the preview video", underlying: error)
        }
        func read(_ format: OutputFormat) throws -> Data {
            let name = format.destination(name: scene.name, in: folder).lastPathComponent
            guard let url = outputs.first(where: { $0.url.lastPathComponent == name })?.url else {
                throw SpecError.io(path: folder.path, message: "the preview render wrote no \(name) file")
            }
            do { return try Data(contentsOf: url) } catch {
                throw SpecError.io(path: url.path, message: "cannot read the preview video")
            }
        }
        return SpecPage.Video(mp4: mp4 ? try read(.mp4) : Data(), webm: webm ? try read(.webm) : nil,
                              size: (scene.canvas.pixelWidth, scene.canvas.pixelHeight))
    }
}
