import Foundation
import Motion
import Scene

/// One free layer: what it draws, its initial properties, and its drawing order.
public struct LayerSpec: Sendable, Hashable {
    /// What a free layer draws; every kind fills the layer's frame.
    public enum Kind: Sendable, Hashable {
        /// The three shapes are filled with the animatable ``LayerProperties/color`` or a fixed
        /// gradient, and may be stroked (see ``ShapeLayerPaint``).
        case rect(ShapeLayerPaint)
        /// Its corner radius is the animatable ``LayerProperties/cornerRadius``.
        case roundedRect(ShapeLayerPaint)
        /// The largest circle centred in the frame.
        case circle(ShapeLayerPaint)
        /// One line of text; the style's colour is replaced by ``LayerProperties/color``.
        case text(TextStyle)
        /// A PNG, JPEG or SVG placed in the frame by its content mode (aspect fill by default).
        case image(URL, ContentMode = .fill)
        /// A flat colour over the whole frame, drawn as a page fill.
        case fill
        /// Child layers in the group's own points, drawn as one picture that the group's effects
        /// apply to. The group's opacity multiplies into each child, as SwiftUI's `.opacity` on a
        /// container does, unless `compositingGroup` flattens the children first.
        case group([LayerSpec], compositingGroup: Bool)

        /// The name presets use for the kind.
        public var name: String {
            switch self {
            case .rect: "rect"
            case .roundedRect: "roundedRect"
            case .circle: "circle"
            case .text: "text"
            case .image: "image"
            case .fill: "fill"
            case .group: "group"
            }
        }
    }

    /// Unique in the scene; events name layers by it, and it is the layer's id in each frame.
    public var id: String
    public var kind: Kind
    /// The values the layer shows until an event changes them.
    public var properties: LayerProperties
    /// The point of the frame that stays put when the layer scales (not animatable).
    public var anchor: UnitPoint
    /// Drawing order: higher is in front; equal values keep the list order.
    public var z: Double
    /// The drop shadow under the layer: its colour; its radius and offset start here and are
    /// ``LayerProperties``' to animate.
    public var shadow: LayerShadow? { didSet { startShadow() } }
    /// The layer's turn in 3-D: its axis, anchorZ and perspective; the angle is the animatable
    /// ``LayerProperties/rotation3DAngle`` (nil: the layer has no 3-D turn to animate).
    public var rotation3D: Rotation3D?
    /// Whether the layer is in the scene at the start (`present: false`: it waits for an `insert` event).
    public var present: Bool

    public init(id: String, kind: Kind, properties: LayerProperties, anchor: UnitPoint = .center, z: Double,
                shadow: LayerShadow? = nil, rotation3D: Rotation3D? = nil, present: Bool = true) {
        self.present = present
        self.id = id
        self.kind = kind
        self.properties = properties
        // A stroke's width and trim start as its kind's stroke gives them; events animate them from there.
        if let stroke = kind.shapePaint?.stroke {
            (self.properties.strokeWidth, self.properties.trimFrom, self.properties.trimTo) = (stroke.width, stroke.trimFrom, stroke.trimTo)
        }
        // So does a text's size.
        if case .text(let style) = kind { self.properties.fontSize = style.size }
        self.anchor = anchor
        self.z = z
        self.properties.z = z
        self.shadow = shadow
        self.rotation3D = rotation3D
        startShadow()
    }

    /// A shadow's radius and offset start as the shadow gives them; events animate them from there.
    private mutating func startShadow() {
        guard let shadow else { return }
        properties[.shadowRadius] = shadow.radius
        properties[.shadowX] = shadow.offset.x
        properties[.shadowY] = shadow.offset.y
    }

    /// What the layer shows with the property values `p`.
    public func content(_ p: LayerProperties) -> LayerContent {
        switch kind {
        case .rect(let paint): return .shape(.rect(fill: paint.fill(p.color), stroke: paint.stroke(p)))
        case .roundedRect(let paint):
            return .shape(.roundedRect(fill: paint.fill(p.color), cornerRadius: max(p.cornerRadius, 0), stroke: paint.stroke(p)))
        case .circle(let paint): return .shape(.circle(fill: paint.fill(p.color), stroke: paint.stroke(p)))
        case .text(var style):
            style.color = p.color
            style.size = p.fontSize
            return .shape(.text(style))
        case .image(let url, let mode): return .page(.image(url, mode))
        case .fill: return .page(.fill(p.color))
        // The timeline puts the children in, as they are at the frame's time.
        case .group: return .group([])
        }
    }

    /// Whether `property` changes anything this layer draws (a gradient-filled shape's `fill` does not).
    public func animates(_ property: LayerProperty) -> Bool {
        if property == .rotation3DAngle { return rotation3D != nil }
        if [.shadowRadius, .shadowX, .shadowY].contains(property) { return shadow != nil }
        return switch (property, kind) {
        case (.cornerRadius, .roundedRect): true
        case (.cornerRadius, _): false
        case (.fill, .rect(let paint)), (.fill, .roundedRect(let paint)), (.fill, .circle(let paint)):
            paint.gradient == nil  // a gradient fill does not animate
        case (.fill, .fill): true
        case (.fill, _): false
        case (.color, .text): true
        case (.color, _): false
        case (.strokeWidth, .rect(let paint)), (.strokeWidth, .roundedRect(let paint)), (.strokeWidth, .circle(let paint)):
            paint.stroke != nil
        case (.strokeWidth, _): false
        // Only where SwiftUI's path has a documented start (see ``Scene/Stroke``).
        case (.trimFrom, .rect(let paint)), (.trimFrom, .circle(let paint)), (.trimTo, .rect(let paint)), (.trimTo, .circle(let paint)):
            paint.stroke != nil
        case (.trimFrom, _), (.trimTo, _): false
        case (.fontSize, .text): true
        case (.fontSize, _): false
        default: true
        }
    }
}

/// Every animatable value of a free layer: its visual properties (the table's, in the order of
/// ``Scene/VisualProperty/layerAnimated``) and the model's own, in points unless said otherwise.
public struct LayerProperties: Sendable, Hashable {
    /// Each visual property's value, by its place in ``Scene/VisualProperty/layerAnimated``.
    public var visual: [Double]
    /// For rounded rectangles.
    public var cornerRadius: Double
    /// The layer is seen through its frame inset by this much on every side, with corners of
    /// ``maskCornerRadius``; both 0 is no mask.
    public var maskInset: Double
    public var maskCornerRadius: Double
    /// The part of a stroked rect's or circle's outline its stroke runs along, fractions 0 … 1
    /// (0 and 1: all of it), and the stroke's width in points (its preset's; 0 without a stroke).
    public var trimFrom: Double, trimTo: Double, strokeWidth: Double
    /// A text layer's font size in points (its preset's `size`; 17 for other kinds, unused).
    public var fontSize: Double
    /// The drawing order among siblings (the preset's `z`; its index in the list when not given).
    public var z: Double
    /// The fill of a shape or a fill layer, or the colour of text; images ignore it.
    public var color: Color

    public init(visual: [Double], cornerRadius: Double = 0, maskInset: Double = 0, maskCornerRadius: Double = 0,
                trimFrom: Double = 0, trimTo: Double = 1, strokeWidth: Double = 0, fontSize: Double = 17, z: Double = 0,
                color: Color = .black) {
        self.visual = visual
        self.cornerRadius = cornerRadius
        self.maskInset = maskInset
        self.maskCornerRadius = maskCornerRadius
        self.trimFrom = trimFrom
        self.trimTo = trimTo
        self.strokeWidth = strokeWidth
        self.fontSize = fontSize
        self.z = z
        self.color = color
    }

    /// A layer in `frame` with the table's initial values for the rest, and the values given.
    public init(frame: Rect, offset: Point = .zero, opacity: Double = 1, scale: Double = 1, blur: Double = 0,
                cornerRadius: Double = 0, maskInset: Double = 0, maskCornerRadius: Double = 0,
                rotation: Double = 0, rotation3DAngle: Double = 0, color: Color = .black) {
        self.init(visual: VisualProperty.layerAnimated.map { $0.layer?.initial ?? 0 }, cornerRadius: cornerRadius,
                  maskInset: maskInset, maskCornerRadius: maskCornerRadius, color: color)
        self.frame = frame
        self.offset = offset
        for (key, value) in [("opacity", opacity), ("scale", scale), ("blur", blur), ("rotation", rotation),
                             ("rotation3D.angle", rotation3DAngle)] {
            if let property = LayerProperty(rawValue: key) { self[property] = value }
        }
    }

    /// The number `property` has here (0 for a colour).
    public subscript(property: LayerProperty) -> Double {
        get { property.isColor ? 0 : property.channels[0].value(in: self) }
        set {
            switch property.role {
            case .visual(let index): visual[index] = newValue
            case .cornerRadius: cornerRadius = newValue
            case .maskInset: maskInset = newValue
            case .maskCornerRadius: maskCornerRadius = newValue
            case .trimFrom: trimFrom = newValue
            case .trimTo: trimTo = newValue
            case .strokeWidth: strokeWidth = newValue
            case .fontSize: fontSize = newValue
            case .z: z = newValue
            case .fill, .color: break
            }
        }
    }

    /// Where the layer is before its offset and scale; sizes are never negative.
    public var frame: Rect {
        get { Rect(x: self[.x], y: self[.y], width: self[.width], height: self[.height]) }
        set {
            self[.x] = newValue.minX
            self[.y] = newValue.minY
            self[.width] = newValue.width
            self[.height] = newValue.height
        }
    }

    public var offset: Point {
        get { Point(x: self[.offsetX], y: self[.offsetY]) }
        set {
            self[.offsetX] = newValue.x
            self[.offsetY] = newValue.y
        }
    }

    /// The mask these values describe, in the layer's own points; nil when it hides nothing.
    public var mask: LayerMask? {
        LayerMask.inset(x: maskInset, y: maskInset, cornerRadius: maskCornerRadius, in: frame.size)
    }
}
