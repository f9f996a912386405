import Foundation
import Scene

/// One chart of the curves: a layer property that changes, its value in every frame, and the
/// value axis it is drawn on. The spec's `curves.svg` draws these, and the preview's server sends
/// them to its page (`/curves.json`), so both chart the same properties with the same numbers.
public struct CurveChart: Sendable {
    /// The layer's path (``SpecLayerTree``).
    public let layer: String
    public let property: VisualProperty
    /// The value in each frame; nil where the layer does not show, or has no such value (no mask).
    public let values: [Double?]
    public let axis: CurveAxis

    /// The chart of `property` of `layer` in `spec`, its value axis with about `valueTicks` ticks.
    public init(_ spec: MotionSpec, layer: String, property: VisualProperty, valueTicks: Int) {
        self.layer = layer
        self.property = property
        values = spec.frames.indices.map { spec.layer(layer, inFrame: $0).flatMap(property.read) }
        axis = CurveAxis(values: values.compactMap { $0 }, tickCount: valueTicks)
    }
}
