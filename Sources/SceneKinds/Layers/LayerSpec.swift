import Foundation
import Motion
import Scene

/// One free layer: what it draws, its initial properties, and its drawing order.
public struct LayerSpec: Sendable, Hashable {
    /// What a free layer draws; every kind fills the layer's frame.
    public enum Kind: Sendable, Hashable {
        case rect
        /// Its corner radius is the animatable ``LayerProperties/cornerRadius``.
        case roundedRect
        /// The largest circle centred in the frame.
        case circle
        /// One line of text; the style's colour is replaced by ``LayerProperties/color``.
        case text(TextStyle)
        /// A PNG, JPEG or SVG placed in the frame by its content mode (aspect fill by default).
        case image(URL, ContentMode = .fill)
        /// A flat colour over the whole frame, drawn as a page fill.
        case fill

        /// The name presets use for the kind.
        public var name: String {
            switch self {
            case .rect: "rect"
            case .roundedRect: "roundedRect"
            case .circle: "circle"
            case .text: "text"
            case .image: "image"
            case .fill: "fill"
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

    public init(id: String, kind: Kind, properties: LayerProperties, anchor: UnitPoint = .center, z: Double) {
        self.id = id
        self.kind = kind
        self.properties = properties
        self.anchor = anchor
        self.z = z
    }

    /// What the layer shows with the property values `p`.
    public func content(_ p: LayerProperties) -> LayerContent {
        switch kind {
        case .rect: return .shape(.rect(fill: p.color))
        case .roundedRect: return .shape(.roundedRect(fill: p.color, cornerRadius: max(p.cornerRadius, 0)))
        case .circle: return .shape(.circle(fill: p.color))
        case .text(var style):
            style.color = p.color
            return .shape(.text(style))
        case .image(let url, let mode): return .page(.image(url, mode))
        case .fill: return .page(.fill(p.color))
        }
    }

    /// Whether `property` changes anything this layer draws.
    public func animates(_ property: LayerProperty) -> Bool {
        switch (property, kind) {
        case (.cornerRadius, .roundedRect): true
        case (.cornerRadius, _): false
        case (.fill, .rect), (.fill, .roundedRect), (.fill, .circle), (.fill, .fill): true
        case (.fill, _): false
        case (.color, .text): true
        case (.color, _): false
        default: true
        }
    }
}

/// Every animatable value of a free layer, in points unless said otherwise.
public struct LayerProperties: Sendable, Hashable {
    /// Where the layer is before its offset and scale; sizes are never negative.
    public var frame: Rect
    public var offset: Point
    /// 0 … 1; clamped when drawn, since a spring may overshoot.
    public var opacity: Double
    /// About the layer's anchor; 1 is its own size.
    public var scale: Double
    /// Gaussian blur radius.
    public var blur: Double
    /// For rounded rectangles.
    public var cornerRadius: Double
    /// The layer is seen through its frame inset by this much on every side, with corners of
    /// ``maskCornerRadius``; both 0 is no mask.
    public var maskInset: Double
    public var maskCornerRadius: Double
    /// The fill of a shape or a fill layer, or the colour of text; images ignore it.
    public var color: Color

    public init(frame: Rect, offset: Point = .zero, opacity: Double = 1, scale: Double = 1, blur: Double = 0,
                cornerRadius: Double = 0, maskInset: Double = 0, maskCornerRadius: Double = 0,
                color: Color = .black) {
        self.frame = frame
        self.offset = offset
        self.opacity = opacity
        self.scale = scale
        self.blur = blur
        self.cornerRadius = cornerRadius
        self.maskInset = maskInset
        self.maskCornerRadius = maskCornerRadius
        self.color = color
    }

    /// The mask these values describe, in the layer's own points; nil when it hides nothing.
    public var mask: LayerMask? {
        LayerMask.inset(x: maskInset, y: maskInset, cornerRadius: maskCornerRadius, in: frame.size)
    }
}
