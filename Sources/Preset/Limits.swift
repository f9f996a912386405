import Foundation
import Scene

/// The rule a preset's name follows; the numbers a preset is checked against are ``Limits``' (in
/// Scene, so the renderer relies on the same ones).
public enum PresetLimits {
    /// Whether `name` can be an output base name: ASCII letters, digits, '-' and '_', at most
    /// ``Limits/maximumNameLength`` of them.
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= Limits.maximumNameLength && name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_")
        }
    }
}

/// An interval a number must lie in, able to say so in words.
///
/// Shared by the document and the command-line overrides, so `fps: 500` and `--fps 500` fail
/// with the same rule. The bounds of the named intervals below are ``Limits``'.
package struct Limit: Sendable {
    package var lower: Double?
    package var lowerInclusive = true
    package var upper: Double?
    package var upperInclusive = true
    /// A time in seconds, written `1.3`, `1.3s` or `1300ms` (``TimeText``).
    package var isTime = false

    package func contains(_ value: Double) -> Bool {
        if let lower, lowerInclusive ? value < lower : value <= lower { return false }
        if let upper, upperInclusive ? value > upper : value >= upper { return false }
        return true
    }

    /// "between 1 and 240", "greater than 0 and at most 4", "at least 0".
    package var requirement: String {
        let low = lower.map { lowerInclusive ? "at least \(Self.format($0))" : "greater than \(Self.format($0))" }
        let high = upper.map { upperInclusive ? "at most \(Self.format($0))" : "less than \(Self.format($0))" }
        switch (low, high) {
        case let (l?, h?):
            if lowerInclusive, upperInclusive, let lower, let upper {
                return "between \(Self.format(lower)) and \(Self.format(upper))"
            }
            return "\(l) and \(h)"
        case let (l?, nil): return l
        case let (nil, h?): return h
        case (nil, nil): return "a number"
        }
    }

    /// `what must be REQUIREMENT` — the rule, without the offending value.
    package func rule(_ what: String) -> String { "\(what) must be \(requirement)" }

    /// 240 → "240", 0.5 → "0.5".
    package static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    package static func closed(_ lower: Double, _ upper: Double) -> Limit { Limit(lower: lower, upper: upper) }
    /// (0, upper]
    package static func positive(atMost upper: Double? = nil) -> Limit {
        Limit(lower: 0, lowerInclusive: false, upper: upper)
    }
    /// [0, upper]
    package static func nonNegative(atMost upper: Double? = nil) -> Limit { Limit(lower: 0, upper: upper) }

    /// The same interval, of times in seconds.
    package var time: Limit {
        var limit = self
        limit.isTime = true
        return limit
    }

    /// [-bound, bound]
    package static func magnitude(atMost bound: Double) -> Limit { closed(-bound, bound) }

    package static let fps = closed(Double(Limits.fps.lowerBound), Double(Limits.fps.upperBound))
    package static let scale = positive(atMost: Limits.maximumScale)
    package static let seconds = nonNegative(atMost: Limits.maximumSeconds).time
    /// A curve's duration: velocities divide by it, so it is at least ``Limits/minimumInterval``.
    package static let duration = closed(Limits.minimumInterval, Limits.maximumSeconds).time
    package static let speed = closed(Limits.speed.lowerBound, Limits.speed.upperBound)
    /// A spring's response or duration.
    package static let springResponse = closed(Limits.minimumSpringResponse, Limits.maximumSeconds).time
    /// A side of the canvas, in points.
    package static let canvasSide = positive(atMost: Limits.maximumCanvasPoints)
    /// A layer's position or offset on either axis, in points.
    package static let layerPosition = magnitude(atMost: Limits.maximumLayerPoints)
    /// A layer's width or height, a mask's inset or a corner radius, in points.
    package static let layerLength = nonNegative(atMost: Limits.maximumLayerPoints)
    package static let layerScale = nonNegative(atMost: Limits.maximumLayerScale)
    package static let blurRadius = nonNegative(atMost: Limits.maximumBlurRadius)
    /// An opacity: 0 transparent … 1 opaque.
    package static let opacity = closed(0, 1)
    /// A layer's rotation, in degrees either way.
    package static let rotation = magnitude(atMost: Limits.maximumRotation)
}
