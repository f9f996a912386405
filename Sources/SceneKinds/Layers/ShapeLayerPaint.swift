import Foundation
import Scene

/// How a shape layer (rect, roundedRect, circle) is painted besides its animatable fill colour.
///
/// A gradient is fixed for the life of the layer, so it lives in the layer's kind rather than in
/// its animatable properties: SwiftUI does not interpolate one gradient into another, and a
/// layer's `fill` events would have nothing to animate.
public struct ShapeLayerPaint: Sendable, Hashable {
    /// The gradient that fills the shape in place of ``LayerProperties/color``; nil when the
    /// fill is that (animatable) colour.
    public var gradient: Paint?
    /// The line along the shape's outline, if any.
    public var stroke: Stroke?

    public init(gradient: Paint? = nil, stroke: Stroke? = nil) {
        self.gradient = gradient
        self.stroke = stroke
    }

    /// A colour fill and no stroke: what a shape layer was before gradients and strokes.
    public static let plain = ShapeLayerPaint()

    /// The fill when the layer's colour is `color`.
    func fill(_ color: Color) -> Paint { gradient ?? .color(color) }

    /// The stroke with the layer's animatable width and trim `p` (its colour is fixed, as a
    /// gradient is); nil when the shape has none.
    func stroke(_ p: LayerProperties) -> Stroke? {
        stroke.map { Stroke(color: $0.color, width: p.strokeWidth, trimFrom: p.trimFrom, trimTo: p.trimTo) }
    }
}

extension LayerSpec.Kind {
    /// How a shape layer is painted; nil for text, images and fills.
    public var shapePaint: ShapeLayerPaint? {
        switch self {
        case .rect(let paint), .roundedRect(let paint), .circle(let paint): paint
        case .text, .image, .fill, .group: nil
        }
    }
}
