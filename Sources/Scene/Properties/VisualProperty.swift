/// One number every frame holds for a layer, declared once: what the spec calls it, what it
/// measures, the range it never leaves, how to read it from a frame and — where a layers preset
/// may animate it — its preset key, default, limits, how to set it, and the SwiftUI modifier that
/// shows it. The table is ``VisualProperty/all``.
///
/// Everything that lists properties derives from that table: the spec's JSON (its nesting follows
/// the dotted names), its CSV columns and curve charts, the JSON schema of a layer, a diff's
/// tolerances, the preview page's property list, and the layers kind's keys, channels, decoding,
/// Reduce Motion and SwiftUI code. Adding a property is its entry, its field in ``LayerState``,
/// and the code that draws it.
///
/// ```swift
/// VisualProperty.named("offset.x")?.unit          // .points
/// VisualProperty.charted.map(\.name)              // the CSV's columns for each layer
/// ```
public struct VisualProperty: Sendable, CustomStringConvertible {
    /// A dotted path, the same in the spec's JSON (`offset.x` is `"offset": { "x": … }`), its CSV
    /// columns (`card.offset.x`) and a diff's reports.
    public let name: String
    public let unit: PropertyUnit
    /// What the schema says of it, when its name does not say enough.
    public let note: String?
    /// The values it can take in a frame; an animation that overshoots is clamped to it.
    public let range: ClosedRange<Double>?
    /// Whether the spec's CSV has a column for it and the curves a chart (the numbers that animate
    /// in every scene kind; the others are in the JSON only).
    public let isCharted: Bool
    /// Its value in `layer`, or nil when the layer has none (no mask, no 3-D turn).
    public let read: @Sendable (LayerState) -> Double?
    /// How a layers preset animates it; nil when no preset key sets it.
    public let layer: LayerAnimation?

    public init(_ name: String, _ unit: PropertyUnit, note: String? = nil, range: ClosedRange<Double>? = nil,
                charted: Bool = false, layer: LayerAnimation? = nil, read: @escaping @Sendable (LayerState) -> Double?) {
        self.name = name
        self.unit = unit
        self.note = note
        self.range = range
        self.isCharted = charted
        self.layer = layer
        self.read = read
    }

    public var description: String { name }

    /// A human label: `offset.x (pt)`.
    public var label: String { "\(name) (\(unit.symbol))" }

    /// `value` within ``range``.
    public func clamped(_ value: Double) -> Double {
        guard let range else { return value }
        return min(max(value, range.lowerBound), range.upperBound)
    }

    /// The property called `name`, if there is one.
    public static func named(_ name: String) -> VisualProperty? { byName[name] }

    /// The CSV's columns for each layer and the charted curves, in table order.
    public static let charted = all.filter(\.isCharted)

    /// The properties a layers preset animates, in table order.
    public static let layerAnimated = all.filter { $0.layer != nil }

    private static let byName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}

extension VisualProperty {
    /// How a free layer's preset sets and animates a property.
    public struct LayerAnimation: Sendable {
        /// The preset key: `opacity`, `offsetX`, `rotation3D.angle`.
        public let key: String
        /// The key of the list or mapping that sets it with others (`frame: [x, y, w, h]`,
        /// `offset: [dx, dy]`, `rotation3D: { angle, … }`); nil when the layer sets it by ``key``.
        public let shorthand: String?
        /// The values a preset may give it (checked, with the key named, when read).
        public let limits: ClosedRange<Double>
        /// Its value when the layer does not set it (nil: the layer's container decides, as for the frame).
        public let initial: Double?
        /// Whether changing it moves, sizes, scales, blurs or turns the layer — what Reduce Motion
        /// turns into a cross-fade. Opacity is not motion.
        public let isMotion: Bool
        /// Puts the value into a frame's layer.
        public let write: @Sendable (inout LayerState, Double) -> Void
        /// The SwiftUI modifier the layers kind's code writes for it; nil when the code writes
        /// it another way (the frame and offset are `.frame` and `.offset`; a 3-D turn's angle is
        /// part of `.rotation3DEffect`).
        public let swiftUI: SwiftUIModifier?
        /// The CSS property a spec's stylesheet sets for it; nil when CSS has none that moves the
        /// same way (a 3-D turn's angle alone).
        public let css: CSSProperty?
        /// How Jetpack Compose and Flutter show the value, when their files' value of it alone does
        /// not say (a factor that multiplies another, an effect the platform lacks); written as a
        /// comment beside the value.
        public let compose: String?, flutter: String?
        /// Where an app's SwiftUI code gives it its value, for the catalogue to read; nil when
        /// the catalogue does not read it from code (the frame's origin, placed by layout).
        public let reading: SwiftUIReading?

        public init(key: String, shorthand: String? = nil, limits: ClosedRange<Double>, initial: Double?,
                    isMotion: Bool = true, swiftUI: SwiftUIModifier? = nil, css: CSSProperty? = nil,
                    compose: String? = nil, flutter: String? = nil, reading: SwiftUIReading? = nil,
                    write: @escaping @Sendable (inout LayerState, Double) -> Void) {
            self.key = key
            self.shorthand = shorthand
            self.limits = limits
            self.initial = initial
            self.isMotion = isMotion
            self.swiftUI = swiftUI
            self.css = css
            self.compose = compose
            self.flutter = flutter
            self.reading = reading
            self.write = write
        }
    }

    /// A CSS property that shows a layer's property: `left` in px, `opacity` as it is, `rotate`
    /// in degrees; `translate` holds both offsets (``axis`` 0 and 1).
    public struct CSSProperty: Sendable, Hashable {
        public let name: String
        /// What follows the number: `px`, `deg`, or nothing.
        public let unit: String
        /// For a property of two parts (`translate: X Y`, `transform: scaleX(a) scaleY(b)`), which
        /// one: a change writes both parts, the one it leaves where it is.
        public let axis: Int?
        /// The function the value is written in (`filter: blur(4px)`), if any.
        public let function: String?

        public init(_ name: String, unit: String = "", axis: Int? = nil, function: String? = nil) {
            self.name = name
            self.unit = unit
            self.axis = axis
            self.function = function
        }

        /// `number` (a CSS number already) as this property writes it: `12px`, `blur(4px)`.
        public func text(_ number: String) -> String {
            function.map { "\($0)(\(number)\(unit))" } ?? number + unit
        }
    }

    /// A SwiftUI view modifier that shows a property: `.opacity(0.5)`.
    public struct SwiftUIModifier: Sendable {
        /// Where it goes in a layer's chain of modifiers: SwiftUI applies them in order, and the
        /// renderer blurs (10), turns hues (15), brightens (16), saturates (17), grays (18), masks (20), turns in 3-D (30), scales (40; the
        /// two-factor `scaleEffect(x:y:)` is 41), rotates (50), then fades (60).
        public let order: Int
        /// The value at which the modifier changes nothing, so the code leaves it out.
        public let identity: Double
        /// The modifier for a value expression and the layer's anchor (`.center`).
        public let code: @Sendable (_ value: String, _ anchor: String) -> String

    }

    /// A part of a layer that holds several properties (`shadow`, `rotation3D.axis`): what the
    /// schema says of it, and whether a layer may have none of it (written `null`).
    public struct Group: Sendable {
        public let name: String
        public let note: String?
        public let isOptional: Bool

        public init(_ name: String, note: String? = nil, optional: Bool = false) {
            self.name = name
            self.note = note
            self.isOptional = optional
        }

        /// The group called `name`, if one is declared.
        public static func named(_ name: String) -> Group? { VisualProperty.groups.first { $0.name == name } }
    }
}
