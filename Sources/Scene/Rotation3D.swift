import Foundation

/// SwiftUI's `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: the layer turned about an
/// axis through its anchor, then seen in perspective.
///
/// A point q of the layer, relative to the anchor and at depth −`anchorZ`, is turned by `angle`
/// about `axis` (the right-hand rule in x right, y down, z towards the viewer: about y, a positive
/// angle sends the trailing edge away), moved back by `anchorZ`, and projected with
/// m34 = −`perspective` / max(width, height): (x, y, z) is seen at (x, y) / (1 − z · perspective /
/// max(width, height)). Seen edge-on a layer covers no pixel; turned further, its back face shows,
/// mirrored.
public struct Rotation3D: Sendable, Hashable {
    /// Degrees.
    public var angle: Double
    /// The axis (need not be a unit vector; not all zero).
    public var axis: (x: Double, y: Double, z: Double)
    /// Points towards the viewer of the point turned about, beside the anchor.
    public var anchorZ: Double
    public var perspective: Double

    public init(angle: Double, axis: (x: Double, y: Double, z: Double), anchorZ: Double = 0, perspective: Double = 1) {
        self.angle = angle
        self.axis = axis
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    public static func == (a: Rotation3D, b: Rotation3D) -> Bool {
        a.angle == b.angle && a.axis == b.axis && a.anchorZ == b.anchorZ && a.perspective == b.perspective
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(angle)
        hasher.combine(axis.x)
        hasher.combine(axis.y)
        hasher.combine(axis.z)
        hasher.combine(anchorZ)
        hasher.combine(perspective)
    }

    /// Whether it changes anything: a turn of 0° is the identity whatever the perspective.
    public var isIdentity: Bool { angle == 0 }

    /// The map of a point `p` (points, relative to the anchor, in the layer's plane) to its
    /// projected position relative to the anchor; `size` is the layer's frame size, whose larger
    /// side sets the perspective.
    public func matrix(size: Size) -> Homography {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        let (x, y, z) = length > 0 ? (axis.x / length, axis.y / length, axis.z / length) : (0, 0, 1)
        let θ = angle * .pi / 180
        let c = cos(θ), s = sin(θ), t = 1 - c
        // Rodrigues: the rotation about the unit axis (x, y, z) by θ, right-handed; its third
        // column only meets the depth −anchorZ, its third row becomes the perspective's w.
        let side = max(size.width, size.height)
        let d = side > 0 ? perspective / side : 0
        let z0 = -anchorZ
        return Homography(t * x * x + c, t * x * y - s * z, (t * x * z + s * y) * z0,
                          t * x * y + s * z, t * y * y + c, (t * y * z - s * x) * z0,
                          -d * (t * x * z - s * y), -d * (t * y * z + s * x), 1 - d * ((t * z * z + c) * z0 + anchorZ))
    }
}
