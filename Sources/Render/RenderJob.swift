import Encode
import Foundation
import Logging
import Raster
import Scene

/// Renders one scene: every frame is drawn once and fed, in order, to the sink of every format.
///
/// The frame loop reuses one pixel buffer; each sink converts or copies a frame before its
/// `consume` returns and encodes on its own threads, so drawing runs ahead of encoding while
/// memory stays flat however long the scene is.
public struct RenderJob: Sendable {
    public var scene: MotionScene
    public var formats: [OutputFormat]
    public var outputDirectory: URL
    public var encoding: EncodingOptions

    public init(scene: MotionScene, formats: [OutputFormat], outputDirectory: URL, encoding: EncodingOptions = .init()) {
        self.scene = scene
        self.formats = formats
        self.outputDirectory = outputDirectory
        self.encoding = encoding
    }

    /// Renders every frame and returns the files written: all of them, or none.
    ///
    /// Each format's output is finished under its hidden name, then all are committed together
    /// (``OutputTransaction``): if any cannot be finished or put in place, none is, the earlier
    /// versions stay as they were and nothing is left behind. `progress` is called after each
    /// frame with (frames done, frame count).
    ///
    /// The frames are `film`, the scene's ``Raster/MotionScene/film()`` when not given (a caller
    /// that needs the frame count first passes the film's frames it found, so the visible end is
    /// found once).
    ///
    /// With no formats (`batch --spec --format none`) there is nothing to write: no frame is drawn
    /// and no file is returned.
    public func run(_ film: (any Timeline)? = nil, logger: Logger = Logger(label: "motionreel.render"),
                    progress: (Int, Int) -> Void = { _, _ in }) throws -> [OutputFile] {
        let staged = try stage(film, logger: logger, progress: progress)
        try OutputTransaction.commit(staged.map(\.output))
        return staged.map(\.file)
    }

    /// Renders every frame and returns each format's finished output under its hidden name,
    /// uncommitted: for a caller that commits them together with other files of the same preset
    /// (`batch --spec`), in one ``OutputTransaction``. On failure nothing is left behind.
    public func stage(_ film: (any Timeline)? = nil, logger: Logger = Logger(label: "motionreel.render"),
                      progress: (Int, Int) -> Void = { _, _ in }) throws -> [StagedOutput] {
        guard !formats.isEmpty else { return [] }
        let timeline = try film ?? scene.film().timeline
        let canvas = scene.canvas
        let renderer = try FrameRenderer(canvas: canvas)
        let buffer = PixelBuffer(width: canvas.pixelWidth, height: canvas.pixelHeight)
        let format = VideoFormat(width: canvas.pixelWidth, height: canvas.pixelHeight, fps: canvas.fps)
        logger.debug("\(scene.name): \(timeline.frameCount) frames at \(canvas.fps) fps, \(format.width)×\(format.height) px, settles at \(timeline.settleTime) s")

        // Opening the encoders (x264 allocates its lookahead) and drawing the first frame's
        // contents are both start-up work: do them at the same time.
        let opening = SinkOpening {
            try formats.map { output in
                try output.openSink(at: output.destination(name: scene.name, in: outputDirectory), format: format,
                                    encoding: encoding, transparent: scene.canvas.background.alpha < 1)
            }
        }
        let firstFrame = Result { try renderer.prepare(timeline.frame(0)) }
        var sinks = try opening.wait()
        var staged: [StagedOutput] = []
        do {
            try firstFrame.get()
            // A frame showing exactly what the previous one showed (the hold after the motion
            // settles, a pause between events) is not drawn again: the buffer still holds it, and
            // drawing is a pure function of the layers.
            var drawn: [LayerState]?
            for index in 0..<timeline.frameCount {
                let state = timeline.frame(index)
                let repeats = state.layers == drawn
                if !repeats {
                    try renderer.render(state, into: buffer)
                    drawn = state.layers
                }
                let image = FrameImage(pixels: buffer.pixels, width: buffer.width, height: buffer.height,
                                       bytesPerRow: buffer.bytesPerRow, isOpaque: renderer.producesOpaqueFrames,
                                       repeatsPrevious: repeats)
                for sink in sinks { try sink.consume(image, index: index) }
                progress(index + 1, timeline.frameCount)
            }
            while !sinks.isEmpty {
                staged.append(try sinks[0].stage())
                sinks.removeFirst()
            }
            return staged
        } catch {
            for sink in sinks { sink.cancel() }
            for output in staged { output.output.discard() }
            throw error
        }
    }
}
