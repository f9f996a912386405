/// The table of visual properties: one entry per number a frame holds for a layer, in the order
/// the spec's JSON writes them (and, for the charted ones, the order of the CSV's columns).
extension VisualProperty {
    public static let all: [VisualProperty] = [
        VisualProperty("frame.x", .points, charted: true,
                       layer: position("x", shorthand: "frame", css: CSSProperty("left", unit: "px")) { $0.frame.origin.x = $1 }) { $0.frame.minX },
        VisualProperty("frame.y", .points, charted: true,
                       layer: position("y", shorthand: "frame", css: CSSProperty("top", unit: "px")) { $0.frame.origin.y = $1 }) { $0.frame.minY },
        VisualProperty("frame.width", .points, range: 0...(.infinity), charted: true,
                       layer: length("width", css: CSSProperty("width", unit: "px"), reading: SwiftUIReading(.number, "frame", label: "width")) {
                           $0.frame.size.width = $1
                       }) { $0.frame.width },
        VisualProperty("frame.height", .points, range: 0...(.infinity), charted: true,
                       layer: length("height", css: CSSProperty("height", unit: "px"), reading: SwiftUIReading(.number, "frame", label: "height")) {
                           $0.frame.size.height = $1
                       }) { $0.frame.height },
        VisualProperty("offset.x", .points, charted: true,
                       layer: position("offsetX", shorthand: "offset", initial: 0, css: CSSProperty("translate", unit: "px", axis: 0),
                                   reading: SwiftUIReading(.number, "offset", label: "x", size: .width)) {
                           $0.offset.x = $1
                       }) { $0.offset.x },
        VisualProperty("offset.y", .points, charted: true,
                       layer: position("offsetY", shorthand: "offset", initial: 0, css: CSSProperty("translate", unit: "px", axis: 1),
                                   reading: SwiftUIReading(.number, "offset", label: "y", size: .height)) {
                           $0.offset.y = $1
                       }) { $0.offset.y },
        VisualProperty("scale", .factor, note: "About the anchor.", range: 0...(.infinity), charted: true,
                       layer: LayerAnimation(key: "scale", limits: 0...Limits.maximumLayerScale, initial: 1,
                                             swiftUI: SwiftUIModifier(order: 40, identity: 1) { ".scaleEffect(\($0), anchor: \($1))" },
                                             css: CSSProperty("scale"), reading: SwiftUIReading(.number, "scaleEffect"),
                                             write: { $0.scale = $1 })) { $0.scale },
        // SwiftUI's `.scaleEffect(x:y:anchor:)`: one modifier for both factors, written by the
        // layers kind's code (``scaleFactor``). CSS's individual `scale` is the uniform one, so
        // these go in `transform`, which CSS applies after translate, rotate and scale — the
        // same order as here, so `scale: s; transform: scaleX(a) scaleY(b)` is exactly
        // rotate · diag(s·a, s·b) about the one `transform-origin`.
        scaleFactor("X", axis: 0, of: "Width", read: { $0.scaleX }, write: { $0.scaleX = $1 }),
        scaleFactor("Y", axis: 1, of: "Height", read: { $0.scaleY }, write: { $0.scaleY = $1 }),
        VisualProperty("anchor.x", .factor) { $0.anchor.x },
        VisualProperty("anchor.y", .factor) { $0.anchor.y },
        VisualProperty("rotation", .degrees, note: "Degrees, clockwise on screen, about the anchor (rotationEffect).",
                       charted: true,
                       layer: LayerAnimation(key: "rotation", limits: -Limits.maximumRotation...Limits.maximumRotation, initial: 0,
                                             swiftUI: SwiftUIModifier(order: 50, identity: 0) { ".rotationEffect(.degrees(\($0)), anchor: \($1))" },
                                             css: CSSProperty("rotate", unit: "deg"), reading: SwiftUIReading(.angle, "rotationEffect"),
                                             write: { $0.rotation = $1 })) { $0.rotation },
        VisualProperty("rotation3D.angle", .degrees, note: "Degrees.",
                       layer: LayerAnimation(key: "rotation3D.angle", shorthand: "rotation3D",
                                             limits: -Limits.maximumRotation...Limits.maximumRotation, initial: 0,
                                             reading: SwiftUIReading(.angle, "rotation3DEffect"),
                                             write: { $0.rotation3D?.angle = $1 })) { $0.rotation3D?.angle },
        VisualProperty("rotation3D.axis.x", .factor) { $0.rotation3D?.axis.x },
        VisualProperty("rotation3D.axis.y", .factor) { $0.rotation3D?.axis.y },
        VisualProperty("rotation3D.axis.z", .factor) { $0.rotation3D?.axis.z },
        VisualProperty("rotation3D.anchorZ", .points) { $0.rotation3D?.anchorZ },
        VisualProperty("rotation3D.perspective", .factor, note: "m34 = −perspective / max(width, height).") {
            $0.rotation3D?.perspective
        },
        VisualProperty("opacity", .fraction, range: 0...1, charted: true,
                       layer: LayerAnimation(key: "opacity", limits: 0...1, initial: 1, isMotion: false,
                                             swiftUI: SwiftUIModifier(order: 60, identity: 1) { v, _ in ".opacity(\(v))" },
                                             css: CSSProperty("opacity"), reading: SwiftUIReading(.number, "opacity"),
                                             write: { $0.opacity = $1 })) { $0.opacity },
        VisualProperty("blur", .points, note: "Gaussian blur radius, points.", range: 0...(.infinity), charted: true,
                       layer: LayerAnimation(key: "blur", limits: 0...Limits.maximumBlurRadius, initial: 0,
                                             swiftUI: SwiftUIModifier(order: 10, identity: 0) { v, _ in ".blur(radius: \(v))" },
                                             css: CSSProperty("filter", unit: "px", function: "blur"),
                                             reading: SwiftUIReading(.number, "blur", label: "radius"),
                                             write: { $0.blur = $1 })) { $0.blur },
        // A colour change, as opacity is: not motion for Reduce Motion. CSS joins it with the
        // blur in one `filter` (see the stylesheet's declarations).
        VisualProperty("hueRotation", .degrees, note: "Degrees the hue of the layer's colours turns by (hueRotation).",
                       charted: true,
                       layer: LayerAnimation(key: "hueRotation", limits: -Limits.maximumRotation...Limits.maximumRotation,
                                             initial: 0, isMotion: false,
                                             swiftUI: SwiftUIModifier(order: 15, identity: 0) { v, _ in ".hueRotation(.degrees(\(v)))" },
                                             css: CSSProperty("filter", unit: "deg", function: "hue-rotate"),
                                             compose: "no hue rotation in Compose: draw through ColorFilter.colorMatrix(ColorMatrix(…)) "
                                                 + "holding SVG's feColorMatrix hueRotate matrix of the angle",
                                             flutter: "no hue rotation in Flutter: wrap in ColorFiltered(colorFilter: ColorFilter.matrix([…])) "
                                                 + "holding SVG's feColorMatrix hueRotate matrix of the angle",
                                             reading: SwiftUIReading(.angle, "hueRotation"),
                                             write: { $0.hueRotation = $1 })) { $0.hueRotation },
        // Colour changes too, applied after the hue in this order (the renderer's ColorMatrix).
        // SwiftUI's brightness adds to each component (Core Image's, not CSS's multiplying
        // brightness()), so CSS has no equal; saturate() and grayscale() are CSS's own.
        VisualProperty("brightness", .fraction, note: "What is added to every colour component (brightness): 0 none, 1 white.",
                       range: -1...1, charted: true,
                       layer: LayerAnimation(key: "brightness", limits: -1...1, initial: 0, isMotion: false,
                                             swiftUI: SwiftUIModifier(order: 16, identity: 0) { v, _ in ".brightness(\(v))" },
                                             compose: "no brightness in Compose: ColorFilter.colorMatrix(ColorMatrix(…)) with the "
                                                 + "value times 255 as each colour row's offset",
                                             flutter: "no brightness in Flutter: ColorFiltered(colorFilter: ColorFilter.matrix([…])) "
                                                 + "with the value times 255 as each colour row's offset",
                                             reading: SwiftUIReading(.number, "brightness"),
                                             write: { $0.brightness = $1 })) { $0.brightness },
        VisualProperty("saturation", .factor, note: "Colour saturation (saturation): 1 unchanged, 0 gray.",
                       range: 0...(.infinity), charted: true,
                       layer: LayerAnimation(key: "saturation", limits: 0...Limits.maximumSaturation, initial: 1, isMotion: false,
                                             swiftUI: SwiftUIModifier(order: 17, identity: 1) { v, _ in ".saturation(\(v))" },
                                             css: CSSProperty("filter", function: "saturate"),
                                             compose: "no saturation modifier in Compose: ColorFilter.colorMatrix(ColorMatrix()"
                                                 + ".apply { setToSaturation(value) })",
                                             flutter: "no saturation in Flutter: ColorFiltered(colorFilter: ColorFilter.matrix([…])) "
                                                 + "holding SVG's feColorMatrix saturate matrix of the value",
                                             reading: SwiftUIReading(.number, "saturation"),
                                             write: { $0.saturation = $1 })) { $0.saturation },
        VisualProperty("grayscale", .fraction, note: "How far the colours are turned gray (grayscale): 0 unchanged, 1 gray.",
                       range: 0...1, charted: true,
                       layer: LayerAnimation(key: "grayscale", limits: 0...1, initial: 0, isMotion: false,
                                             swiftUI: SwiftUIModifier(order: 18, identity: 0) { v, _ in ".grayscale(\(v))" },
                                             css: CSSProperty("filter", function: "grayscale"),
                                             compose: "no grayscale in Compose: ColorFilter.colorMatrix(ColorMatrix()"
                                                 + ".apply { setToSaturation(1 - value) })",
                                             flutter: "no grayscale in Flutter: ColorFiltered(colorFilter: ColorFilter.matrix([…])) "
                                                 + "holding the grayscale matrix of the value",
                                             reading: SwiftUIReading(.number, "grayscale"),
                                             write: { $0.grayscale = $1 })) { $0.grayscale },
        VisualProperty("mask.x", .points, charted: true) { $0.mask?.rect.minX },
        VisualProperty("mask.y", .points, charted: true) { $0.mask?.rect.minY },
        VisualProperty("mask.width", .points, charted: true) { $0.mask?.rect.width },
        VisualProperty("mask.height", .points, charted: true) { $0.mask?.rect.height },
        VisualProperty("mask.cornerRadius", .points, charted: true) { $0.mask?.cornerRadius },
        VisualProperty("shadow.color.red", .colorComponent) { $0.shadow?.color.red },
        VisualProperty("shadow.color.green", .colorComponent) { $0.shadow?.color.green },
        VisualProperty("shadow.color.blue", .colorComponent) { $0.shadow?.color.blue },
        VisualProperty("shadow.color.alpha", .colorComponent) { $0.shadow?.color.alpha },
        // A shadow's radius and offset animate (`.shadow(radius: pressed ? 2 : 12, y: pressed ? 1 : 6)`)
        // on a layer that has a shadow (`shadow: { … }`, the shorthand that sets them), as a 3-D
        // turn's angle does; its colour does not. The layers kind's code writes them in its one
        // `.shadow(color:radius:x:y:)`; CSS's `box-shadow` holds all four parts in one value with
        // the colour, so the stylesheet does not write them.
        VisualProperty("shadow.radius", .points, note: "Points; the blur's σ is radius / 2.", range: 0...(.infinity), charted: true,
                       layer: shadowPart("shadowRadius", limits: 0...Limits.maximumBlurRadius, what: "blur radius",
                                         reading: SwiftUIReading(.number, "shadow", label: "radius")) { $0.shadow?.radius = $1 }) {
            $0.shadow?.radius
        },
        VisualProperty("shadow.offset.x", .points, charted: true,
                       layer: shadowPart("shadowX", limits: -Limits.maximumLayerPoints...Limits.maximumLayerPoints, what: "x offset",
                                         reading: SwiftUIReading(.number, "shadow", label: "x")) { $0.shadow?.offset.x = $1 }) {
            $0.shadow?.offset.x
        },
        VisualProperty("shadow.offset.y", .points, charted: true,
                       layer: shadowPart("shadowY", limits: -Limits.maximumLayerPoints...Limits.maximumLayerPoints, what: "y offset",
                                         reading: SwiftUIReading(.number, "shadow", label: "y")) { $0.shadow?.offset.y = $1 }) {
            $0.shadow?.offset.y
        },
        VisualProperty("stroke.width", .points, range: 0...(.infinity), charted: true) { $0.content.stroke?.width },
        VisualProperty("stroke.trimFrom", .fraction, note: "Where along the outline the stroke starts (trim(from:)).",
                       range: 0...1, charted: true) { $0.content.stroke?.trimFrom },
        VisualProperty("stroke.trimTo", .fraction, note: "Where along the outline the stroke ends (trim(to:)).",
                       range: 0...1, charted: true) { $0.content.stroke?.trimTo },
        VisualProperty("text.size", .points, note: "The text's font size (.font(.system(size:))).", range: 0...(.infinity),
                       charted: true) { $0.content.textStyle?.size },
        VisualProperty("clip.x", .points) { $0.clip?.minX },
        VisualProperty("clip.y", .points) { $0.clip?.minY },
        VisualProperty("clip.width", .points) { $0.clip?.width },
        VisualProperty("clip.height", .points) { $0.clip?.height },
        VisualProperty("zIndex", .order, note: "Drawing order: higher is in front.", charted: true) { $0.zIndex },
    ]

    /// The parts that hold several properties, with what the schema says of them.
    public static let groups: [Group] = [
        Group("frame", note: "Canvas points, before the offset."),
        Group("offset", note: "The transition's displacement, points."),
        Group("anchor", note: "Unit point of the frame that stays put when it scales or turns."),
        Group("rotation3D", note: "A turn out of the screen's plane seen in perspective (rotation3DEffect), before scale, "
              + "rotation and offset; null for none.", optional: true),
        Group("rotation3D.axis"),
        Group("mask", note: "Rounded rectangle the layer is seen through, relative to its own frame; null for none.",
              optional: true),
        Group("shadow", note: "The drop shadow under the layer (SwiftUI .shadow), in canvas points; null for none.",
              optional: true),
        Group("shadow.color", note: "sRGB components and alpha, 0…1."),
        Group("shadow.offset"),
        Group("stroke", note: "The line along a shape's outline (SwiftUI .stroke) and the part of it drawn (.trim), "
              + "measured from the path's start (a circle's rightmost point, a rectangle's top-left corner), clockwise; "
              + "null for none.", optional: true),
        Group("text", note: "What a text layer draws; null for other layers.", optional: true),
        Group("clip", note: "Canvas rectangle outside which nothing of the layer shows.", optional: true),
    ]

    /// A coordinate a layers preset sets: within ±``Limits/maximumLayerPoints``.
    /// A part of a layer's drop shadow: set by the layer's `shadow: { radius, offset }`, drawn
    /// by the renderer's shadow, not a modifier of its own in SwiftUI's code or CSS.
    private static func shadowPart(_ key: String, limits: ClosedRange<Double>, what: String, reading: SwiftUIReading,
                                   write: @escaping @Sendable (inout LayerState, Double) -> Void) -> LayerAnimation {
        LayerAnimation(key: key, shorthand: "shadow", limits: limits, initial: 0, isMotion: false,
                       compose: "the shadow's \(what): Modifier.shadow(elevation, shape) has no radius or offset of its own; "
                           + "draw it with Paint.asFrameworkPaint().setShadowLayer(radius, dx, dy, color) in drawBehind { }",
                       flutter: "the shadow's \(what): BoxShadow(color:, blurRadius: radius, offset: Offset(x, y)) in a "
                           + "BoxDecoration's boxShadow",
                       reading: reading, write: write)
    }

    private static func position(_ key: String, shorthand: String, initial: Double? = nil, css: CSSProperty,
                                 reading: SwiftUIReading? = nil,
                                 write: @escaping @Sendable (inout LayerState, Double) -> Void) -> LayerAnimation {
        LayerAnimation(key: key, shorthand: shorthand, limits: -Limits.maximumLayerPoints...Limits.maximumLayerPoints,
                       initial: initial, css: css, reading: reading, write: write)
    }

    /// A factor of `scaleEffect(x:y:)` (`scaleX`, `scaleY`): within 0 … ``Limits/maximumLayerScale``,
    /// like `scale`, which it multiplies. The layers kind's code writes both in one modifier, so
    /// the table gives none; Compose and Flutter are told to multiply them into their scales.
    /// CSS writes both, `transform: scaleX(a) scaleY(b)` (``CSSProperty/axis`` 0 and 1), so that
    /// every value of the layer's `transform` is the same list of functions, which CSS
    /// interpolates function by function rather than as matrices.
    private static func scaleFactor(_ name: String, axis: Int, of side: String, read: @escaping @Sendable (LayerState) -> Double,
                                    write: @escaping @Sendable (inout LayerState, Double) -> Void) -> VisualProperty {
        let key = "scale" + name
        return VisualProperty(key, .factor, note: "\(side) factor about the anchor, times scale (scaleEffect(x:y:)).",
                              range: 0...(.infinity), charted: true,
                              layer: LayerAnimation(key: key, limits: 0...Limits.maximumLayerScale, initial: 1,
                                                    css: CSSProperty("transform", axis: axis, function: key),
                                                    compose: "Modifier.graphicsLayer { \(key) = scale * \(key) } (times the uniform scale)",
                                                    flutter: "Transform(transform: Matrix4.diagonal3Values(scale * scaleX, scale * scaleY, 1), "
                                                        + "alignment: anchor) inside the rotation (times the uniform scale)",
                                                    reading: SwiftUIReading(.number, "scaleEffect", label: name.lowercased(),
                                                                            size: axis == 0 ? .width : .height),
                                                    write: write), read: read)
    }

    /// A size a layers preset sets with the frame: within 0 … ``Limits/maximumLayerPoints``.
    private static func length(_ key: String, css: CSSProperty, reading: SwiftUIReading,
                               write: @escaping @Sendable (inout LayerState, Double) -> Void) -> LayerAnimation {
        LayerAnimation(key: key, shorthand: "frame", limits: 0...Limits.maximumLayerPoints, initial: nil, css: css,
                       reading: reading, write: write)
    }
}
