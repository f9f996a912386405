import Foundation

/// A 3 × 3 projective map of the plane, row-major, acting on (x, y, 1): a value of nine numbers,
/// so composing the maps of a layer turned in 3-D allocates nothing in the frame loop.
public struct Homography: Sendable, Hashable {
    public var m00, m01, m02, m10, m11, m12, m20, m21, m22: Double

    public init(_ m00: Double, _ m01: Double, _ m02: Double, _ m10: Double, _ m11: Double, _ m12: Double,
                _ m20: Double, _ m21: Double, _ m22: Double) {
        (self.m00, self.m01, self.m02) = (m00, m01, m02)
        (self.m10, self.m11, self.m12) = (m10, m11, m12)
        (self.m20, self.m21, self.m22) = (m20, m21, m22)
    }

    /// `self` after `other`: first `other`, then `self`.
    public func after(_ o: Homography) -> Homography {
        Homography(m00 * o.m00 + m01 * o.m10 + m02 * o.m20, m00 * o.m01 + m01 * o.m11 + m02 * o.m21,
                   m00 * o.m02 + m01 * o.m12 + m02 * o.m22,
                   m10 * o.m00 + m11 * o.m10 + m12 * o.m20, m10 * o.m01 + m11 * o.m11 + m12 * o.m21,
                   m10 * o.m02 + m11 * o.m12 + m12 * o.m22,
                   m20 * o.m00 + m21 * o.m10 + m22 * o.m20, m20 * o.m01 + m21 * o.m11 + m22 * o.m21,
                   m20 * o.m02 + m21 * o.m12 + m22 * o.m22)
    }

    /// The inverse, or nil when the map is singular.
    public var inverse: Homography? {
        let det = m00 * (m11 * m22 - m12 * m21) - m01 * (m10 * m22 - m12 * m20) + m02 * (m10 * m21 - m11 * m20)
        guard det.isFinite, abs(det) > 1e-300 else { return nil }
        return Homography((m11 * m22 - m12 * m21) / det, (m02 * m21 - m01 * m22) / det, (m01 * m12 - m02 * m11) / det,
                          (m12 * m20 - m10 * m22) / det, (m00 * m22 - m02 * m20) / det, (m02 * m10 - m00 * m12) / det,
                          (m10 * m21 - m11 * m20) / det, (m01 * m20 - m00 * m21) / det, (m00 * m11 - m01 * m10) / det)
    }

    /// The map applied to (x, y, 1), and the w it divided by.
    public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        let w = m20 * x + m21 * y + m22
        return ((m00 * x + m01 * y + m02) / w, (m10 * x + m11 * y + m12) / w, w)
    }
}
