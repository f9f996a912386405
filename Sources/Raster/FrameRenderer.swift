import CCairo
import Foundation
import Scene

/// Draws frames into reusable pixel buffers by compositing cached layer surfaces.
///
/// Each distinct layer content is rasterized once (see `LayerCache`); a frame is then a background
/// fill plus one translated, clipped, faded paint per visible layer — about a millisecond or two at
/// 1170×2532, with no Swift allocation per frame. Not thread-safe: use one renderer per thread.
///
/// ```swift
/// let renderer = try FrameRenderer(canvas: scene.canvas)
/// let buffer = PixelBuffer(width: scene.canvas.pixelWidth, height: scene.canvas.pixelHeight)
/// try renderer.render(timeline.frame(0), into: buffer)
/// ```
public final class FrameRenderer {
    /// A buffer's Cairo wrapper, made once: the pipeline rotates a few buffers for a whole render.
    private final class Target {
        /// Weak, so the renderer never keeps a caller's buffers alive; checked before each use.
        weak var buffer: PixelBuffer?
        let surface: CairoSurface
        let context: CairoContext

        init(buffer: PixelBuffer) throws {
            self.buffer = buffer
            surface = try CairoSurface(wrapping: buffer)
            context = try CairoContext(surface: surface)
        }
    }

    /// The canvas every frame is drawn for; buffers must match its pixel size.
    public let canvas: Canvas
    private let cache: LayerCache
    private var targets: [ObjectIdentifier: Target] = [:]

    /// A renderer for `canvas`; throws if the canvas has no pixels or is too large to draw.
    public init(canvas: Canvas) throws {
        guard canvas.scale.isFinite, canvas.scale > 0 else {
            throw RasterError.canvas(message: "scale must be a positive number, got \(canvas.scale)")
        }
        let side = Canvas.maximumPixelSide
        guard (1...side).contains(canvas.pixelWidth), (1...side).contains(canvas.pixelHeight) else {
            throw RasterError.canvas(message:
                "\(canvas.pixelWidth)×\(canvas.pixelHeight) px is outside 1…\(side) px per side; change size or scale")
        }
        self.canvas = canvas
        cache = LayerCache(scale: canvas.scale, background: canvas.background)
    }

    /// Whether every pixel of every frame is opaque: true when the background is, since layers
    /// are painted over it. Encoders can skip alpha handling (un-premultiplying) when it is.
    public var producesOpaqueFrames: Bool { canvas.background.alpha >= 1 }

    /// How many distinct layer contents have been rasterized so far.
    public var cachedContentCount: Int { cache.count }

    /// Rasterizes every content `state` shows without drawing a frame, so a missing image
    /// fails before any output is written.
    public func prepare(_ state: FrameState) throws {
        for layer in state.layers { _ = try cache.surface(for: layer.content, size: layer.frame.size) }
    }

    /// Draws `state` into `buffer` (canvas.pixelWidth × canvas.pixelHeight): the background, then
    /// each layer in order (`state.layers` is back to front), replacing every pixel.
    public func render(_ state: FrameState, into buffer: PixelBuffer) throws {
        guard buffer.width == canvas.pixelWidth, buffer.height == canvas.pixelHeight else {
            throw RasterError.bufferSize(expected: "\(canvas.pixelWidth)×\(canvas.pixelHeight)",
                                         actual: "\(buffer.width)×\(buffer.height)")
        }
        let target = try target(for: buffer)
        let cr = target.context.pointer
        let background = canvas.background
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        var failure: Error?
        for layer in state.layers where layer.opacity > 0 {
            do {
                guard let surface = try cache.surface(for: layer.content, size: layer.frame.size) else { continue }
                composite(surface, layer: layer, into: cr)
            } catch {
                failure = error
                break
            }
        }
        cairo_restore(cr)
        target.surface.flush()
        if let failure { throw failure }
        try target.context.checkStatus("composite frame \(state.index)")
    }

    /// Paints one cached surface at its offset position, clipped and faded.
    private func composite(_ surface: CairoSurface, layer: LayerState, into cr: OpaquePointer) {
        let scale = canvas.scale
        let x = Self.snapped((layer.frame.minX + layer.offset.x) * scale)
        let y = Self.snapped((layer.frame.minY + layer.offset.y) * scale)

        // The pixels the layer can touch: its bounds rounded out to whole pixels, then cut by
        // its clip and the canvas. Whole-pixel edges keep Cairo on its fast box paths (an
        // unaligned clip would make it build a coverage mask); bilinear sampling against
        // transparency fades a fractional edge by itself.
        var minX = max(x.rounded(.down), 0), minY = max(y.rounded(.down), 0)
        var maxX = min((x + Double(surface.width)).rounded(.up), Double(canvas.pixelWidth))
        var maxY = min((y + Double(surface.height)).rounded(.up), Double(canvas.pixelHeight))
        if let clip = layer.clip {
            minX = max(minX, clip.minX * scale)
            minY = max(minY, clip.minY * scale)
            maxX = min(maxX, clip.maxX * scale)
            maxY = min(maxY, clip.maxY * scale)
        }
        guard maxX > minX, maxY > minY else { return }

        cairo_save(cr)
        cairo_rectangle(cr, minX, minY, maxX - minX, maxY - minY)
        cairo_set_source_surface(cr, surface.pointer, x, y)
        // Whole-pixel positions copy exactly; fractional ones resample bilinearly.
        let whole = x == x.rounded() && y == y.rounded()
        cairo_pattern_set_filter(cairo_get_source(cr), whole ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        if layer.opacity >= 1 {
            cairo_fill(cr)
        } else {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, layer.opacity)
        }
        cairo_restore(cr)
    }

    /// A pixel position, with floating-point noise around whole pixels removed, so a layer that
    /// has settled is copied exactly rather than resampled.
    private static func snapped(_ value: Double) -> Double {
        let rounded = value.rounded()
        return abs(value - rounded) < 1e-6 ? rounded : value
    }

    /// The cached wrapper for `buffer`, made on first use.
    private func target(for buffer: PixelBuffer) throws -> Target {
        let id = ObjectIdentifier(buffer)
        if let target = targets[id], target.buffer === buffer { return target }
        // A new buffer (or a new one at a freed one's address): forget wrappers of freed buffers.
        targets = targets.filter { $0.value.buffer != nil && $0.key != id }
        let target = try Target(buffer: buffer)
        targets[id] = target
        return target
    }
}
