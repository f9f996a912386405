import Foundation
import Scene

/// How one layer is drawn in one frame: which surface holds it (the whole content, or a
/// ``LayerWindow`` of it), the blur kernel at that surface's resolution, and its geometry.
///
/// This is where a layer's numbers meet integers, so every conversion is checked here: a
/// non-finite number, or a layer too large for Cairo's coordinates, is a typed
/// ``RasterError/layer(id:message:)``, never a trap. Checked presets never reach those errors.
struct LayerPlan {
    let key: LayerCache.Key
    let geometry: LayerGeometry
    let kernel: BlurKernel

    /// The plan for `layer` on a canvas of `canvasWidth` × `canvasHeight` pixels at `pixelsPerPoint`;
    /// nil when the layer covers no pixel (an empty frame) or, for a windowed layer, when none of
    /// it can be seen.
    init?(layer: LayerState, pixelsPerPoint s: Double, canvasWidth: Int, canvasHeight: Int) throws {
        try Self.checkFinite(layer)
        let size = layer.frame.size
        let width = (size.width * s).rounded(), height = (size.height * s).rounded()
        guard width > 0, height > 0 else { return nil }
        let largest = Double(LayerWindow.maximumContentPixels)
        guard width <= largest, height <= largest else {
            throw RasterError.layer(id: layer.id, message:
                "its frame is \(Self.text(size.width)) × \(Self.text(size.height)) pt, "
                + "\(Self.text(width)) × \(Self.text(height)) px at scale \(Self.text(s)); "
                + "at most \(LayerWindow.maximumContentPixels) px a side can be drawn")
        }
        let pixelWidth = Int(width), pixelHeight = Int(height)
        geometry = LayerGeometry(layer: layer, pixelsPerPoint: s, canvasWidth: canvasWidth, canvasHeight: canvasHeight)
        guard geometry.isFinite else {
            throw RasterError.layer(id: layer.id, message:
                "its scale (\(layer.scale) × \(layer.scaleX), \(layer.scaleY)) and position put it beyond the numbers a frame can be drawn with")
        }
        let boundWidth = LayerWindow.bound(canvasPixels: canvasWidth)
        let boundHeight = LayerWindow.bound(canvasPixels: canvasHeight)
        if pixelWidth <= boundWidth, pixelHeight <= boundHeight {
            // An ordinary layer: rasterized whole, as it always was.
            key = LayerCache.Key(content: layer.content, pixelWidth: pixelWidth, pixelHeight: pixelHeight, window: nil)
            kernel = BlurKernel(pixelRadius: layer.blur * s)
            return
        }
        guard let visible = LayerWindow.visible(geometry: geometry, contentWidth: pixelWidth, contentHeight: pixelHeight,
                                                blurPixels: layer.blur * s, boundWidth: boundWidth,
                                                boundHeight: boundHeight)
        else { return nil }
        key = LayerCache.Key(content: layer.content, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
                             window: visible.window)
        kernel = visible.kernel
    }

    /// Where a surface of `width` × `height` pixels for this plan lands, with `padding` pixels a side.
    func placement(width: Int, height: Int, padding: Int) -> LayerPlacement {
        LayerPlacement(geometry: geometry, window: key.window, width: width, height: height, padding: padding)
    }

    /// `value` as a message shows it: whole numbers without ".0", others as Swift prints them.
    private static func text(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// Throws unless every number of `layer` that places or sizes it is finite (without
    /// allocating: this runs for every layer of every frame).
    private static func checkFinite(_ layer: LayerState) throws {
        func check(_ name: String, _ a: Double, _ b: Double, _ c: Double = 0, _ d: Double = 0) throws {
            guard a.isFinite, b.isFinite, c.isFinite, d.isFinite else {
                let value = [a, b, c, d].first { !$0.isFinite } ?? .nan
                throw RasterError.layer(id: layer.id, message: "its \(name) has a value that is not a finite number (\(value))")
            }
        }
        let frame = layer.frame
        try check("frame", frame.minX, frame.minY, frame.width, frame.height)
        try check("offset", layer.offset.x, layer.offset.y)
        try check("anchor", layer.anchor.x, layer.anchor.y)
        try check("scale, rotation or blur", layer.scale, layer.rotation, layer.blur)
        try check("scaleX, scaleY or hueRotation", layer.scaleX, layer.scaleY, layer.hueRotation)
        try check("brightness, saturation or grayscale", layer.brightness, layer.saturation, layer.grayscale)
        if let clip = layer.clip { try check("clip", clip.minX, clip.minY, clip.width, clip.height) }
        if let mask = layer.mask {
            try check("mask", mask.rect.minX, mask.rect.minY, mask.rect.width, mask.rect.height)
            try check("mask's corner radius", mask.cornerRadius, 0)
        }
    }
}
