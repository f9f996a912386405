import CCairo
import Foundation
import Scene

/// Draws frames into reusable pixel buffers by compositing cached layer surfaces.
///
/// Each distinct layer content is rasterized once (see `LayerCache`); a frame is then a background
/// fill plus one paint per visible layer — blurred (see `BlurKernel`, results kept by `BlurCache`),
/// its colours filtered (hue, brightness, saturation, grayscale: see `ColorFilter`), masked, scaled about its anchor, offset, clipped and faded,
/// in that order (see `LayerMask`).
/// Unscaled, unblurred layers cost about a millisecond or two at 1170×2532, with no Swift
/// allocation per frame. Not thread-safe: use one renderer per thread.
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
    /// The canvas's size in pixels, checked once (the same numbers as `canvas.pixelWidth` and
    /// `canvas.pixelHeight`).
    private let pixelWidth: Int, pixelHeight: Int
    private let cache: LayerCache
    private let blurs = BlurCache()
    private let colors = ColorFilter()
    private var targets: [ObjectIdentifier: Target] = [:]

    /// A renderer for `canvas`; throws if the canvas has no pixels or is too large to draw.
    ///
    /// The pixel size is computed here with checked conversions before `canvas.pixelWidth`
    /// (which converts unchecked) is ever read, so no canvas can trap.
    public init(canvas: Canvas) throws {
        guard canvas.scale.isFinite, canvas.scale > 0 else {
            throw RasterError.canvas(message: "scale must be a positive number, got \(canvas.scale)")
        }
        let side = Canvas.maximumPixelSide
        guard let width = Limits.pixels(canvas.size.width, scale: canvas.scale, limit: side),
              let height = Limits.pixels(canvas.size.height, scale: canvas.scale, limit: side),
              width >= 1, height >= 1
        else {
            throw RasterError.canvas(message: "\(canvas.size.width) × \(canvas.size.height) pt at scale \(canvas.scale) "
                                     + "is outside 1…\(side) px per side; change size or scale")
        }
        let background = canvas.background
        guard background.red.isFinite, background.green.isFinite, background.blue.isFinite,
              background.alpha.isFinite else {
            throw RasterError.canvas(message: "the background colour is not made of finite numbers")
        }
        self.canvas = canvas
        pixelWidth = width
        pixelHeight = height
        cache = LayerCache(scale: canvas.scale, background: canvas.background, appearance: canvas.appearance)
        cache.compositor = { [unowned self] layer, context, width, height in
            try self.draw(layer, into: context, canvasWidth: width, canvasHeight: height)
        }
    }

    /// Whether every pixel of every frame is opaque: true when the background is, since layers
    /// are painted over it. Encoders can skip alpha handling (un-premultiplying) when it is.
    public var producesOpaqueFrames: Bool { canvas.background.alpha >= 1 }

    /// How many distinct layer contents are cached now.
    public var cachedContentCount: Int { cache.count }

    /// How many times any content has been drawn into its surface (a cache hit draws nothing).
    var contentsRasterized: Int { cache.rasterizations }

    /// The pixel size of every cached content surface.
    var cachedSurfaceSizes: [(width: Int, height: Int)] { cache.surfaceSizes }

    /// How many blurred surfaces are kept, and how many blurs were computed rather than reused.
    var cachedBlurCount: Int { blurs.count }
    var blursComputed: Int { blurs.blursComputed }
    /// How many times a layer's hue was turned rather than reused from the last frame.
    var colorsComputed: Int { colors.computed }

    /// Rasterizes every content `state` shows without drawing a frame, so a missing image
    /// fails before any output is written. A large layer's window is what frame `state` shows
    /// of it (see ``LayerWindow``); a part no frame shows is never rasterized.
    public func prepare(_ state: FrameState) throws {
        for layer in state.layers.lazy.map(\.includingBleed) {
            guard let plan = try plan(for: layer, canvasWidth: pixelWidth, canvasHeight: pixelHeight) else { continue }
            _ = try cache.surface(for: plan.key, size: layer.frame.size)
        }
    }

    /// How `layer` is drawn on a canvas (or a group) of `canvasWidth` × `canvasHeight` pixels;
    /// nil when it covers no pixel or none of it can be seen.
    private func plan(for layer: LayerState, canvasWidth: Int, canvasHeight: Int) throws -> LayerPlan? {
        try LayerPlan(layer: layer, pixelsPerPoint: canvas.scale, canvasWidth: canvasWidth, canvasHeight: canvasHeight)
    }

    /// Draws `state` into `buffer` (canvas.pixelWidth × canvas.pixelHeight): the background, then
    /// each layer in order (`state.layers` is back to front), replacing every pixel.
    public func render(_ state: FrameState, into buffer: PixelBuffer) throws {
        guard buffer.width == pixelWidth, buffer.height == pixelHeight else {
            throw RasterError.bufferSize(expected: "\(pixelWidth)×\(pixelHeight)",
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
        for layer in state.layers where layer.opacity > 0 && !layer.isScaledAway {
            do {
                try draw(layer, into: target.context, canvasWidth: pixelWidth, canvasHeight: pixelHeight)
            } catch {
                failure = error
                break
            }
        }
        cairo_restore(cr)
        target.surface.flush()
        if let failure { throw failure }
        do {
            try target.context.checkStatus("composite frame \(state.index)")
        } catch {
            // Cairo's errors are sticky: a fresh context for this buffer next time.
            targets[ObjectIdentifier(buffer)] = nil
            throw error
        }
    }

    /// Draws one layer: its shadow, then its cached content (or the window of it this frame shows),
    /// blurred if it asks to be (blurring only when some of it is visible), then placed, masked,
    /// clipped and faded. With `silhouette`, only the content's alpha is used, painted in that colour.
    private func draw(_ original: LayerState, silhouette: Color? = nil, into context: CairoContext, canvasWidth: Int,
                      canvasHeight: Int) throws {
        if let shadow = original.shadow, shadow.color.alpha > 0 {
            try draw(Self.silhouette(of: original, casting: shadow), silhouette: shadow.color, into: context,
                     canvasWidth: canvasWidth, canvasHeight: canvasHeight)
        }
        let layer = original.includingBleed  // a stroke's outer half is part of the surface
        guard let plan = try plan(for: layer, canvasWidth: canvasWidth, canvasHeight: canvasHeight),
              let content = try cache.surface(for: plan.key, size: layer.frame.size) else { return }
        let kernel = plan.kernel
        let placement = plan.placement(width: content.width, height: content.height,
                                       padding: kernel.fullResolutionPadding)
        // The one alpha the layer is painted with, whichever way it is placed.
        let opacity = layer.opacity
        if let turn = layer.rotation3D, !turn.isIdentity {
            guard plan.key.window == nil else {
                throw RasterError.layer(id: layer.id, message: "it is turned in 3-D and larger than the canvas (plus "
                                        + "\(LayerWindow.margin) px a side); turn a smaller layer")
            }
            let source = try self.source(content, plan: plan, layer: layer, silhouette: silhouette)
            try ProjectiveComposite.draw(source.surface, padding: source.padding, downsample: source.downsample,
                                         layer: layer, turn: turn, geometry: plan.geometry, pixelsPerPoint: canvas.scale,
                                         opacity: opacity, silhouette: silhouette, into: context)
            return
        }
        guard placement.isVisible else { return }
        let source = try self.source(content, plan: plan, layer: layer, silhouette: silhouette)
        if plan.geometry.isRotated || plan.geometry.contentMask != nil {
            compositeTurned(source.surface, padding: source.padding, downsample: source.downsample, placement: placement,
                            geometry: plan.geometry, opacity: opacity, silhouette: silhouette, into: context)
        } else {
            composite(source.surface, padding: source.padding, downsample: source.downsample, placement: placement,
                      opacity: opacity, silhouette: silhouette, into: context)
        }
    }

    /// The surface `layer` is painted from: its `content`, blurred if the plan's kernel blurs,
    /// then through its colour filters if it has any (a silhouette is one colour: it is not filtered).
    private func source(_ content: CairoSurface, plan: LayerPlan, layer: LayerState,
                        silhouette: Color?) throws -> BlurredSurface {
        var source = plan.kernel.isSharp ? BlurredSurface(surface: content, padding: 0, downsample: 1)
            : try blurs.blurred(content, key: plan.key, kernel: plan.kernel)
        guard silhouette == nil else { return source }
        let matrix = ColorMatrix(layer)
        if !matrix.isIdentity {
            source = BlurredSurface(surface: try colors.filtered(source.surface, by: matrix),
                                    padding: source.padding, downsample: source.downsample)
        }
        return source
    }

    /// The layer whose silhouette is `shadow`: moved by the shadow's offset and blurred by its
    /// radius as well as its own blur. Gaussian blurs add in variance, so the radii add in
    /// quadrature; the shadow's radius is in canvas points and the layer blurs in its own points,
    /// before its scale, hence the division. A layer scaled by two factors divides by their
    /// geometric mean: its own points are not square on the canvas, so a round blur in them is
    /// not round there, and the shadow's blur is then round only on average.
    static func silhouette(of layer: LayerState, casting shadow: LayerShadow) -> LayerState {
        var silhouette = layer
        silhouette.offset = Point(x: layer.offset.x + shadow.offset.x, y: layer.offset.y + shadow.offset.y)
        let scale = layer.horizontalScale == layer.verticalScale ? layer.horizontalScale
            : (layer.horizontalScale * layer.verticalScale).squareRoot()
        let added = scale > 0 ? shadow.radius / scale : 0
        silhouette.blur = (layer.blur * layer.blur + added * added).squareRoot()
        silhouette.shadow = nil
        return silhouette
    }

    /// Paints `surface` (content shrunk by `downsample`, plus `padding` of its pixels a side)
    /// where `placement` puts it.
    private func composite(_ surface: CairoSurface, padding: Int, downsample: Int, placement p: LayerPlacement,
                           opacity: Double, silhouette: Color?, into context: CairoContext) {
        let cr = context.pointer
        cairo_save(cr)
        if let mask = p.mask {
            // Antialiased rounded edges; the clip intersects with the whole-pixel box below.
            cairo_new_path(cr)
            context.roundedRectangle(mask.rect, radius: mask.cornerRadius)
            cairo_clip(cr)
        }
        // Device pixels per surface pixel, and how far the surface's corner is from the content's.
        let scaleX = p.scaleX * Double(downsample), scaleY = p.scaleY * Double(downsample)
        let padX = scaleX * Double(padding), padY = scaleY * Double(padding)
        // The whole-pixel box keeps Cairo on its fast paths (an unaligned clip would make it build
        // a coverage mask); bilinear sampling against transparency fades a fractional edge by itself.
        if scaleX == 1, scaleY == 1 {
            cairo_rectangle(cr, p.minX, p.minY, p.maxX - p.minX, p.maxY - p.minY)
            cairo_set_source_surface(cr, surface.pointer, p.originX - padX, p.originY - padY)
            // Whole-pixel positions copy exactly; fractional ones resample bilinearly.
            cairo_pattern_set_filter(cairo_get_source(cr), p.isWholePixelCopy ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        } else {
            // The pattern matrix maps device pixels back to surface pixels, each axis by its own
            // scale: u = (x − corner) / scaleX, v = (y − corner) / scaleY.
            if surface.isOpaque {
                // pixman has no fast path for resampling an alpha-less surface against the
                // transparency past its edge; clamping the edge and clipping to the exact
                // scaled rectangle instead (antialiased) is about four times faster.
                let extent = LayerGeometry.withinDeviceLimit(Rect(
                    x: p.originX - padX, y: p.originY - padY,
                    width: scaleX * Double(surface.width), height: scaleY * Double(surface.height)))
                cairo_rectangle(cr, extent.minX, extent.minY, extent.width, extent.height)
                cairo_clip(cr)
            }
            cairo_rectangle(cr, p.minX, p.minY, p.maxX - p.minX, p.maxY - p.minY)
            cairo_set_source_surface(cr, surface.pointer, 0, 0)
            if surface.isOpaque { cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD) }
            var matrix = cairo_matrix_t()
            cairo_matrix_init(&matrix, 1 / scaleX, 0, 0, 1 / scaleY, -(p.originX - padX) / scaleX,
                              -(p.originY - padY) / scaleY)
            cairo_pattern_set_matrix(cairo_get_source(cr), &matrix)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        }
        Self.paintPath(cr, opacity: opacity, silhouette: silhouette)
        cairo_restore(cr)
    }

    /// Paints `surface` for a turned layer (or an unevenly scaled one with rounded mask corners):
    /// the same as ``composite`` but through the layer's whole transform, so the edges are the antialiased edges of the turned rectangle's path and the
    /// pixels are resampled bilinearly (Cairo's pattern matrix, on pixman's affine paths).
    private func compositeTurned(_ surface: CairoSurface, padding: Int, downsample: Int, placement p: LayerPlacement,
                                 geometry g: LayerGeometry, opacity: Double, silhouette: Color?,
                                 into context: CairoContext) {
        let cr = context.pointer
        cairo_save(cr)
        cairo_rectangle(cr, p.minX, p.minY, p.maxX - p.minX, p.maxY - p.minY)
        cairo_clip(cr)
        if let mask = g.contentMask {
            // The mask is in content pixels: drawn under the layer's transform (Cairo keeps the
            // path in device space, so it survives the matrix being restored).
            cairo_save(cr)
            var matrix = cairo_matrix_t()
            cairo_matrix_init(&matrix, g.cosine * g.scaleX, g.sine * g.scaleX, -g.sine * g.scaleY, g.cosine * g.scaleY,
                              g.originX, g.originY)
            cairo_transform(cr, &matrix)
            cairo_new_path(cr)
            context.roundedRectangle(mask.rect, radius: mask.cornerRadius)
            cairo_restore(cr)
            cairo_clip(cr)
        }
        // One user unit is one pixel of `surface` from here on.
        let scaleX = p.scaleX * Double(downsample), scaleY = p.scaleY * Double(downsample)
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, scaleX * p.cosine, scaleX * p.sine, -scaleY * p.sine, scaleY * p.cosine,
                          p.originX, p.originY)
        cairo_transform(cr, &matrix)
        let pad = Double(padding)
        cairo_rectangle(cr, -pad, -pad, Double(surface.width), Double(surface.height))
        cairo_set_source_surface(cr, surface.pointer, -pad, -pad)
        // The path's antialiased edge is the layer's edge; clamping keeps bilinear sampling from
        // fading it a second time against the transparency past the surface.
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        Self.paintPath(cr, opacity: opacity, silhouette: silhouette)
        cairo_restore(cr)
    }

    /// Paints the current source through the current path, faded by `opacity` (a plain fill when
    /// opaque, which keeps Cairo on its fast path) — or, with `silhouette`, that colour through
    /// the source's alpha (a shadow).
    private static func paintPath(_ cr: OpaquePointer, opacity: Double, silhouette: Color?) {
        if let colour = silhouette {
            guard let pattern = cairo_pattern_reference(cairo_get_source(cr)) else { return }
            defer { cairo_pattern_destroy(pattern) }
            cairo_clip(cr)
            cairo_set_source_rgba(cr, colour.red, colour.green, colour.blue, colour.alpha * opacity)
            cairo_mask(cr, pattern)
        } else if opacity >= 1 {
            cairo_fill(cr)
        } else {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
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
