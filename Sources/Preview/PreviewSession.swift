import Encode
import Foundation
import Locking
import Preset
import Raster
import Scene
import SceneKinds
import Spec
import SpecModel

/// What `motionreel preview` shows: the last version of the preset that validated (its frames
/// drawn on demand at the preview's scale, its spec), and the problems of the version on disk
/// when it no longer validates.
///
/// Every successful reload starts a new *generation*; frames and spec are always those of the
/// current one, so a page never mixes two versions of a preset. A broken edit keeps the last good
/// generation on screen and only records its errors.
public final class PreviewSession: Sendable {
    /// One version of the preset that validated.
    struct Generation: Sendable {
        var number: Int
        /// As the preset has it, for the spec and for an export.
        var scene: MotionScene
        /// At the preview's scale, for the frames.
        var timeline: any Timeline
        /// The visible end the film found (`settle: visible`), for the spec to reuse.
        var visibleEnd: Double?
        var events: [(time: Double, frame: Int, description: String)]
    }

    /// Outcome of a reload, for the page's event stream.
    public enum Reload: Sendable, Equatable {
        case reloaded(generation: Int)
        case failed(errors: [String])
    }

    public let presetPath: String
    public let scale: Double
    private let state = Locked(State())
    /// One renderer and its buffer, drawn on one thread at a time: the frames come one by one.
    private let painter = Locked<Painter?>(nil)
    private let cache: Locked<FrameCache>

    private struct State {
        var generation: Generation?
        var errors: [String] = []
        /// The spec JSON and the curves of the current generation, made together when first asked.
        var documents: Documents?
        /// Files besides the preset that the last good version read.
        var sourceFiles: [URL] = []
        /// The watched files as they were when last read, to tell a real change from an event that
        /// changed nothing.
        var stamps: [String: FileStamp] = [:]
    }

    /// The renderer of one generation's canvas, kept while the canvas stays the same.
    private final class Painter: @unchecked Sendable {
        let canvas: Canvas
        let renderer: FrameRenderer
        let buffer: PixelBuffer
        init(canvas: Canvas) throws {
            self.canvas = canvas
            renderer = try FrameRenderer(canvas: canvas)
            buffer = PixelBuffer(width: canvas.pixelWidth, height: canvas.pixelHeight)
        }
    }

    /// - Parameters:
    ///   - presetPath: the preset as the user named it (errors name it so).
    ///   - scale: pixels per point of the frames.
    ///   - cacheBytes: the most PNG bytes kept in memory.
    public init(presetPath: String, scale: Double, cacheBytes: Int = PreviewSession.defaultCacheBytes) {
        self.presetPath = presetPath
        self.scale = scale
        cache = Locked(FrameCache(budget: cacheBytes))
    }

    /// 256 MiB: a thousand frames of a phone screen at scale 1 (PNGs of 40–250 KB), and still
    /// a bounded part of any machine that renders at full size.
    public static let defaultCacheBytes = 256 << 20

    public var presetURL: URL { URL(fileURLWithPath: presetPath) }

    /// The files a change to which reloads the preview: the preset and what its last good version read.
    public var watchedFiles: [URL] {
        [presetURL.standardizedFileURL] + state.withLock { $0.sourceFiles }
    }

    public var errors: [String] { state.withLock { $0.errors } }
    /// Where the session stands, as the last reload left it (generation 0 before any valid version).
    public var current: Reload {
        state.withLock { $0.errors.isEmpty ? .reloaded(generation: $0.generation?.number ?? 0) : .failed(errors: $0.errors) }
    }
    /// Frames of the current generation (0 before the preset first validates).
    public var frameCount: Int { state.withLock { $0.generation?.timeline.frameCount ?? 0 } }

    /// Keeps the current generation and shows `errors` over it.
    private func failed(_ errors: [String]) -> Reload {
        state.withLock { $0.errors = errors }
        return .failed(errors: errors)
    }

    /// Reads the preset again. A valid one becomes the next generation (its first frame is drawn
    /// at once, so the page shows it without waiting); an invalid one leaves the current one.
    @discardableResult
    public func reload() -> Reload {
        // Taken before reading: a change made while the preset is read is seen next time.
        let stamps = FileStamp.of(watchedFiles.map(\.path))
        state.withLock { $0.stamps = stamps }
        switch PresetLoader.standard.check(contentsOf: presetURL, file: presetPath) {
        case .failure(let problems):
            return failed(problems.errors.map { "\($0)" })
        case .success(let scene):
            let size = scene.canvas.size
            guard Limits.pixels(size.width, scale: scale) != nil, Limits.pixels(size.height, scale: scale) != nil else {
                return failed(["--scale \(scale): the \(Int(size.width))×\(Int(size.height)) pt canvas would be more than "
                               + "\(Limits.maximumPixelSide) px a side; give a smaller --scale"])
            }
            // The frames are the film's, as an export makes it at the preset's own scale (where
            // `settle: visible` finds its end), drawn at the preview's.
            let film: Film
            do {
                film = try scene.film()
            } catch {
                return failed(["\(presetPath): \(error)"])
            }
            var shown = scene
            shown.canvas.scale = scale
            let timeline = shown.timeline().prefix(film.timeline.frameCount)
            let events = SceneDescription(scene).events.map { event in
                (time: event.time, frame: timeline.frameIndex(atOrAfter: event.time), description: event.description)
            }
            let number = state.withLock { state -> Int in
                let number = (state.generation?.number ?? 0) + 1
                state.generation = Generation(number: number, scene: scene, timeline: timeline,
                                              visibleEnd: film.visibleEnd, events: events)
                state.errors = []
                state.documents = nil
                state.sourceFiles = scene.sourceFiles.map(\.standardizedFileURL)
                return number
            }
            cache.withLock { $0.removeAll(before: number) }
            _ = try? frame(0)
            return .reloaded(generation: number)
        }
    }

    /// Reloads when a watched file differs from when it was last read (its size, time or inode),
    /// or when the preset is broken (a file it will read once fixed may have appeared); nil
    /// otherwise. A file watcher's event alone is no proof of a change: reading a file or touching
    /// its attributes raises one too.
    public func reloadIfChanged() -> Reload? {
        let (stamps, broken) = state.withLock { ($0.stamps, !$0.errors.isEmpty) }
        guard broken || FileStamp.of(watchedFiles.map(\.path)) != stamps else { return nil }
        return reload()
    }

    /// Frame `index` of the current generation as PNG bytes, drawn now unless cached; nil when
    /// there is no such frame (or no valid version of the preset yet).
    public func frame(_ index: Int) throws -> Data? {
        guard let generation = state.withLock({ $0.generation }),
              (0..<generation.timeline.frameCount).contains(index) else { return nil }
        let key = FrameCache.Key(generation: generation.number, index: index)
        if let cached = cache.withLock({ $0.frame(key) }) { return cached }
        let data = try painter.withLock { painter -> Data in
            let canvas = generation.timeline.canvas
            if painter?.canvas != canvas { painter = try Painter(canvas: canvas) }
            guard let painter else { throw EncodeError.invalidInput("no renderer") }
            try painter.renderer.render(generation.timeline.frame(index), into: painter.buffer)
            let image = FrameImage(pixels: painter.buffer.pixels, width: painter.buffer.width, height: painter.buffer.height,
                                   bytesPerRow: painter.buffer.bytesPerRow, isOpaque: painter.renderer.producesOpaqueFrames)
            return try PNGImageWriter.data(image, naming: "frame \(index)")
        }
        cache.withLock { $0.insert(data, for: key) }
        return data
    }

    /// The spec JSON of the current generation (what `motionreel spec` writes for it).
    ///
    /// - Throws: when a frame cannot be drawn (a spec finds the visible end by drawing frames).
    public func specJSON() throws -> Data? { try documents()?.spec }

    /// What the page charts for the current generation: see ``PreviewCurves``.
    public func curvesJSON() throws -> Data? { try documents()?.curves }

    /// The documents made from one generation's motion spec.
    private struct Documents {
        var generation: Int
        var spec: Data
        var curves: Data
    }

    /// The current generation's documents, made from one spec (its frames are computed once).
    private func documents() throws -> Documents? {
        guard let generation = state.withLock({ $0.generation }) else { return nil }
        if let documents = state.withLock({ $0.documents }), documents.generation == generation.number { return documents }
        let bundle = try SpecBundle(generation.scene, visibleEnd: generation.visibleEnd)
        let documents = Documents(generation: generation.number, spec: Data(bundle.json.utf8),
                                  curves: Data(PreviewCurves.document(bundle.spec, generation: generation.number).serialized().utf8))
        state.withLock { state in
            if state.generation?.number == generation.number { state.documents = documents }
        }
        return documents
    }

    /// The scene of the current generation as the preset has it, for an export.
    public var scene: MotionScene? { state.withLock { $0.generation?.scene } }

    /// What the page needs to lay itself out: see `GET /state.json` in docs/preview.md.
    public func stateJSON(export: ExportStatus) -> Data {
        let (generation, errors) = state.withLock { ($0.generation, $0.errors) }
        var object: [String: Any] = ["file": presetPath, "errors": errors, "scale": scale, "export": export.json]
        if let generation {
            let canvas = generation.timeline.canvas
            object["generation"] = generation.number
            object["name"] = generation.scene.name
            object["fps"] = canvas.fps
            object["frameCount"] = generation.timeline.frameCount
            object["width"] = canvas.pixelWidth
            object["height"] = canvas.pixelHeight
            object["events"] = generation.events.map { ["time": $0.time, "frame": $0.frame, "description": $0.description] }
        } else {
            object["generation"] = 0
        }
        return PreviewServer.json(object)
    }
}
