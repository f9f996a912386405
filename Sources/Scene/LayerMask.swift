import Foundation

/// A rounded rectangle, in points relative to the layer's own frame (0, 0 is its top-left
/// corner), through which the layer is seen. It moves and scales with the layer.
///
/// Drawing order for a layer: its content is blurred, then masked, then scaled about its anchor,
/// then offset, then clipped to ``LayerState/clip`` and faded by its opacity.
public struct LayerMask: Sendable, Hashable {
    public var rect: Rect
    public var cornerRadius: Double

    public init(rect: Rect, cornerRadius: Double) {
        self.rect = rect
        self.cornerRadius = cornerRadius
    }

    /// A rectangle inset from the edges of a frame of `size`, with its corners rounded; nil
    /// when it hides nothing. Negative insets and radii count as 0, the insets stop at the
    /// frame's middle and the radius at half the rectangle's shorter side — the one rule the
    /// page transitions and free layers share.
    public static func inset(x insetX: Double, y insetY: Double, cornerRadius: Double, in size: Size) -> LayerMask? {
        let insetX = max(insetX, 0), insetY = max(insetY, 0), cornerRadius = max(cornerRadius, 0)
        guard insetX > 0 || insetY > 0 || cornerRadius > 0 else { return nil }
        let width = max(size.width - 2 * insetX, 0), height = max(size.height - 2 * insetY, 0)
        return LayerMask(rect: Rect(x: min(insetX, size.width / 2), y: min(insetY, size.height / 2),
                                    width: width, height: height),
                         cornerRadius: min(cornerRadius, min(width, height) / 2))
    }
}
