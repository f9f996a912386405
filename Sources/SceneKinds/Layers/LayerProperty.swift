import Foundation
import Scene

/// A property of a free layer that events can change, as presets name it: one of the visual
/// properties the table lets a layers preset animate (``Scene/VisualProperty/layerAnimated``:
/// `x`, `offsetX`, `opacity`, `rotation3D.angle`, …), or one of the layer model's own — a rounded
/// rectangle's corner radius, the mask's inset and corners, a shape's stroke (its width and the
/// part of the outline it runs along, SwiftUI's `.trim(from:to:)`), a text layer's font size, and
/// the colour (`fill`, or a text layer's `color`).
///
/// `frame: [x, y, w, h]` and `offset: [dx, dy]` are shorthands for several of these.
public struct LayerProperty: Sendable, Hashable, RawRepresentable, CaseIterable, CustomStringConvertible {
    /// What the property is: a visual property (its place in ``Scene/VisualProperty/layerAnimated``)
    /// or one of the model's.
    enum Role: Sendable, Hashable {
        case visual(Int)
        case cornerRadius, maskInset, maskCornerRadius, trimFrom, trimTo, strokeWidth, fontSize, z, fill, color
    }

    /// The preset key.
    public let rawValue: String
    let role: Role

    private init(_ key: String, _ role: Role) {
        rawValue = key
        self.role = role
    }

    public init?(rawValue: String) {
        guard let property = Self.byKey[rawValue] else { return nil }
        self = property
    }

    public var description: String { rawValue }

    /// The visual properties in table order, then the model's.
    public static let allCases: [LayerProperty] = VisualProperty.layerAnimated.enumerated().map { index, property in
        LayerProperty(property.layer?.key ?? property.name, .visual(index))
    } + [cornerRadius, maskInset, maskCornerRadius, trimFrom, trimTo, strokeWidth, fontSize, z, fill, color]

    private static let byKey = Dictionary(allCases.map { ($0.rawValue, $0) }, uniquingKeysWith: { first, _ in first })

    public static let cornerRadius = LayerProperty("cornerRadius", .cornerRadius)
    public static let maskInset = LayerProperty("maskInset", .maskInset)
    public static let maskCornerRadius = LayerProperty("maskCornerRadius", .maskCornerRadius)
    /// Where a stroked rect's or circle's stroke starts and ends, as fractions of its outline
    /// (SwiftUI's `.trim(from:to:)`; see ``Scene/Stroke``).
    public static let trimFrom = LayerProperty("trimFrom", .trimFrom), trimTo = LayerProperty("trimTo", .trimTo)
    /// A stroked shape's line width, points (`.stroke(lineWidth:)`).
    public static let strokeWidth = LayerProperty("strokeWidth", .strokeWidth)
    /// A text layer's font size, points (`.font(.system(size:))`). SwiftUI interpolates it only under
    /// `.contentTransition(.interpolate)` — "matching glyph pairs can animate changes to their
    /// color, position, size" (Apple, ContentTransition.interpolate) — which the layers kind's code
    /// writes on a text whose size animates; otherwise a text's content cross-fades.
    public static let fontSize = LayerProperty("fontSize", .fontSize)
    /// The layer's drawing order among its siblings (SwiftUI's `.zIndex`): higher is in front.
    /// Not interpolated — SwiftUI's zIndex is no animatable value, so a change takes effect at once,
    /// in the first frame of its transaction (fatbobman.com/en/posts/zindex, "avoid animation
    /// anomalies with zIndex").
    public static let z = LayerProperty("z", .z)
    /// The fill colour of a rect, rounded rect, circle or fill layer.
    public static let fill = LayerProperty("fill", .fill)
    /// The colour of a text layer.
    public static let color = LayerProperty("color", .color)

    // The visual properties this kind's code and tests name (its frame and offset shorthands,
    // Reduce Motion's opacity, the SwiftUI code's `.frame`, `.offset` and `.rotation3DEffect`).
    public static let x = visual("x"), y = visual("y"), width = visual("width"), height = visual("height")
    public static let offsetX = visual("offsetX"), offsetY = visual("offsetY")
    public static let opacity = visual("opacity"), scale = visual("scale"), rotation = visual("rotation")
    public static let blur = visual("blur"), hueRotation = visual("hueRotation")
    /// The factors of `scaleEffect(x:y:)`, times ``scale``.
    public static let scaleX = visual("scaleX"), scaleY = visual("scaleY")
    /// The angle of a layer's `rotation3D`, in degrees (SwiftUI's `rotation3DEffect`).
    public static let rotation3DAngle = visual("rotation3D.angle")
    /// A layer's drop shadow's blur radius and offset (SwiftUI's `.shadow(radius:x:y:)`).
    public static let shadowRadius = visual("shadowRadius"), shadowX = visual("shadowX"), shadowY = visual("shadowY")

    /// The visual property with layer key `key`; the table must have it.
    private static func visual(_ key: String) -> LayerProperty {
        guard let index = VisualProperty.layerAnimated.firstIndex(where: { $0.layer?.key == key }) else {
            preconditionFailure("the property table has no layer key '\(key)'")
        }
        return LayerProperty(key, .visual(index))
    }

    /// The table's entry, for a visual property.
    public var visualProperty: VisualProperty? {
        if case .visual(let index) = role { VisualProperty.layerAnimated[index] } else { nil }
    }

    /// The property as a Swift identifier (`rotation3DAngle` for `rotation3D.angle`), for the
    /// generated SwiftUI code's state and keyframe names.
    public var swiftName: String {
        rawValue.split(separator: ".").enumerated()
            .map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }
            .joined()
    }

    /// The CSS property a spec's stylesheet sets for it: the table's, for a visual property;
    /// `border-radius`, `background-color` and `color` for the model's. A mask has none.
    public var css: VisualProperty.CSSProperty? {
        switch role {
        case .visual: visualProperty?.layer?.css
        case .cornerRadius: VisualProperty.CSSProperty("border-radius", unit: "px")
        case .fill: VisualProperty.CSSProperty("background-color")
        case .color: VisualProperty.CSSProperty("color")
        // CSS strokes no outline a fraction of the way round (a border is whole, and an SVG's
        // stroke-dasharray is no property of a box); a border's width is the nearest.
        case .strokeWidth: VisualProperty.CSSProperty("border-width", unit: "px")
        case .fontSize: VisualProperty.CSSProperty("font-size", unit: "px")
        // CSS's z-index takes integers only, and a layer's z is any number.
        case .maskInset, .maskCornerRadius, .trimFrom, .trimTo, .z: nil
        }
    }

    /// How Jetpack Compose and Flutter show it, where their value alone does not say: the
    /// table's note for a visual property; for a stroke's trim, the drawing call that keeps part
    /// of an outline (neither platform trims a shape).
    public var compose: String? {
        switch role {
        case .visual: visualProperty?.layer?.compose
        case .trimFrom, .trimTo:
            "no trim in Compose: in Canvas { }, drawArc(startAngle = 360f * trimFrom, sweepAngle = 360f * (trimTo - trimFrom), "
                + "useCenter = false, style = Stroke(width)) for a circle (0° is three o'clock, as SwiftUI's start), "
                + "PathMeasure.getSegment for a rectangle"
        case .strokeWidth: "Stroke(width = strokeWidth.dp.toPx()) in Canvas { }, or Modifier.border(strokeWidth.dp, color, shape)"
        case .z: "Modifier.zIndex(z), set at once (not animated)"
        case .fontSize: "Text(…, fontSize = fontSize.sp) with the size from animateFloatAsState: Compose lays the text out "
            + "again each frame, as SwiftUI's interpolated glyphs grow"
        default: nil
        }
    }

    public var flutter: String? {
        switch role {
        case .visual: visualProperty?.layer?.flutter
        case .trimFrom, .trimTo:
            "no trim in Flutter: in a CustomPainter, canvas.drawArc(rect, 2 * pi * trimFrom, 2 * pi * (trimTo - trimFrom), false, "
                + "stroke) for a circle (0 is three o'clock, as SwiftUI's start), "
                + "path.computeMetrics().first.extractPath(trimFrom * length, trimTo * length) for a rectangle"
        case .strokeWidth: "Paint()..style = PaintingStyle.stroke..strokeWidth in a CustomPainter, or Border.all(width:)"
        case .z: "no z-index in Flutter: the order of the Stack's children, changed at once"
        case .fontSize: "TextStyle(fontSize:) in an AnimatedDefaultTextStyle, which interpolates the size"
        default: nil
        }
    }

    /// The property's value in `properties` (a layer's at some moment).
    func value(in properties: LayerProperties) -> LayerValue {
        switch role {
        case .visual(let index): .number(properties.visual[index])
        case .cornerRadius: .number(properties.cornerRadius)
        case .maskInset: .number(properties.maskInset)
        case .maskCornerRadius: .number(properties.maskCornerRadius)
        case .trimFrom: .number(properties.trimFrom)
        case .trimTo: .number(properties.trimTo)
        case .strokeWidth: .number(properties.strokeWidth)
        case .fontSize: .number(properties.fontSize)
        case .z: .number(properties.z)
        case .fill, .color: .color(properties.color)
        }
    }

    /// Whether the property's value is a colour rather than a number.
    public var isColor: Bool { role == .fill || role == .color }

    /// Whether changing it moves, resizes, scales, blurs or reshapes the layer — what Reduce
    /// Motion turns into a cross-fade. Opacity and colours are not motion.
    public var isMotion: Bool {
        switch role {
        case .visual: visualProperty?.layer?.isMotion ?? true
        case .cornerRadius, .maskInset, .maskCornerRadius, .trimFrom, .trimTo, .strokeWidth, .fontSize: true
        case .z, .fill, .color: false
        }
    }

    /// The scalar channels the property animates, each on its own ``Motion/AnimatedValue``.
    public var channels: [LayerChannel] {
        switch role {
        case .visual(let index): [LayerChannel(rawValue: index)]
        case .cornerRadius: [.cornerRadius]
        case .maskInset: [.maskInset]
        case .maskCornerRadius: [.maskCornerRadius]
        case .trimFrom: [.trimFrom]
        case .trimTo: [.trimTo]
        case .strokeWidth: [.strokeWidth]
        case .fontSize: [.fontSize]
        case .z: [.z]
        case .fill, .color: [.red, .green, .blue, .alpha]
        }
    }
}

/// A value a property is changed to.
public enum LayerValue: Sendable, Hashable {
    case number(Double)
    case color(Color)

    /// The value of each of `property`'s ``LayerProperty/channels``, in their order.
    func channelValues(for property: LayerProperty) -> [Double] {
        switch self {
        case .number(let value): [value]
        case .color(let color): LayerChannel.linear(color)
        }
    }
}

/// A property and the value it changes to.
public struct LayerPropertyValue: Sendable, Hashable {
    public var property: LayerProperty
    public var value: LayerValue

    public init(_ property: LayerProperty, _ value: LayerValue) {
        self.property = property
        self.value = value
    }
}
