import Foundation
import Scene

/// The limits a preset's values are checked against before any work starts.
///
/// Shared by the document and the command-line overrides, so `fps: 500` and `--fps 500` fail
/// with the same rule.
public enum PresetLimits {
    /// Frames per second: 1 … 240.
    public static let fps = Canvas.fpsRange
    /// Pixels per point: greater than 0, at most 4.
    public static let maximumScale = 4.0
    /// Output pixels (points × scale) per side.
    public static let maximumPixelSide = Canvas.maximumPixelSide
    /// Seconds: the latest timeline event, the longest hold, delay or animation duration.
    public static let maximumSeconds = 60.0
    /// Points of a transition's blur radius.
    public static let maximumBlurRadius = 200.0
    /// Characters in a scene name (it becomes a file name).
    public static let maximumNameLength = 128

    /// Whether `name` can be an output base name: ASCII letters, digits, '-' and '_'.
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= maximumNameLength && name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_")
        }
    }
}

/// An interval a number must lie in, able to say so in words.
struct Limit: Sendable {
    var lower: Double?
    var lowerInclusive = true
    var upper: Double?
    var upperInclusive = true

    func contains(_ value: Double) -> Bool {
        if let lower, lowerInclusive ? value < lower : value <= lower { return false }
        if let upper, upperInclusive ? value > upper : value >= upper { return false }
        return true
    }

    /// "between 1 and 240", "greater than 0 and at most 4", "at least 0".
    var requirement: String {
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
    func rule(_ what: String) -> String { "\(what) must be \(requirement)" }

    /// 240 → "240", 0.5 → "0.5".
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    static func closed(_ lower: Double, _ upper: Double) -> Limit { Limit(lower: lower, upper: upper) }
    /// (0, upper]
    static func positive(atMost upper: Double? = nil) -> Limit {
        Limit(lower: 0, lowerInclusive: false, upper: upper)
    }
    /// [0, upper]
    static func nonNegative(atMost upper: Double? = nil) -> Limit { Limit(lower: 0, upper: upper) }

    static let fps = closed(Double(PresetLimits.fps.lowerBound), Double(PresetLimits.fps.upperBound))
    static let scale = positive(atMost: PresetLimits.maximumScale)
    static let seconds = nonNegative(atMost: PresetLimits.maximumSeconds)
    static let positiveSeconds = positive(atMost: PresetLimits.maximumSeconds)
}
