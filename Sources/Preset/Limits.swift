import Foundation
import Scene

/// The limits a preset's values are checked against before any work starts: the numbers are
/// ``Limits``' (in Scene, so the renderer relies on the same ones); this adds the name rule.
///
/// Shared by the document and the command-line overrides, so `fps: 500` and `--fps 500` fail
/// with the same rule.
public enum PresetLimits {
    public static let fps = Limits.fps
    public static let maximumScale = Limits.maximumScale
    public static let maximumPixelSide = Limits.maximumPixelSide
    public static let maximumSeconds = Limits.maximumSeconds
    public static let maximumBlurRadius = Limits.maximumBlurRadius
    public static let maximumNameLength = Limits.maximumNameLength

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
