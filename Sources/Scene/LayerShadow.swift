import Foundation

/// A drop shadow under a layer: SwiftUI's `.shadow(color:radius:x:y:)`, drawn as Core Animation
/// draws `shadowRadius` — the layer's silhouette blurred with a Gaussian of σ = radius / 2.
///
/// It is the last effect on the layer: `radius` and `offset` are canvas points, not scaled or
/// turned with the layer, and the silhouette is the layer as drawn (blurred, masked, scaled,
/// turned), in `color` with the colour's alpha times the layer's opacity.
public struct LayerShadow: Sendable, Hashable {
    /// SwiftUI's default shadow colour: black at 33 % opacity.
    public static let defaultColor = Color(red: 0, green: 0, blue: 0, alpha: 0.33)

    public var color: Color
    /// Points; σ = radius / 2.
    public var radius: Double
    /// Points right and down.
    public var offset: Point

    public init(color: Color = LayerShadow.defaultColor, radius: Double, offset: Point = .zero) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}
