import Foundation
import Scene

/// The arguments of a SwiftUI call, matched to its parameters as Swift matches them — by label, in
/// order, parameters with defaults left out — and checked: every number finite and within the
/// limit MotionReel renders (the same ``Limits`` a preset is checked against).
struct CallArguments {
    let arguments: [EvaluatedArgument]
    /// How the call reads in messages: `.spring(response:dampingFraction:blendDuration:)`.
    let call: String
    let location: CodeLocation

    /// The arguments for `labels` (nil for an unlabelled parameter), in order; nil where one was left out.
    func match(_ labels: [String?]) throws(EvaluationError) -> [EvaluatedArgument?] {
        var result: [EvaluatedArgument?] = []
        var remaining = arguments[...]
        for label in labels {
            if let next = remaining.first, next.label == label {
                result.append(next)
                remaining = remaining.dropFirst()
            } else {
                result.append(nil)
            }
        }
        if let extra = remaining.first {
            throw EvaluationError(.invalid, at: extra.location,
                                  "\(call) has no parameter \(extra.label.map { "'\($0):'" } ?? "for an unlabelled argument") here")
        }
        return result
    }

    /// A number argument (or its default when left out), within `range`.
    func number(_ argument: EvaluatedArgument?, _ name: String, default value: Double? = nil,
                in range: ClosedRange<Double>) throws(EvaluationError) -> Double {
        guard let argument else {
            guard let value else { throw EvaluationError(.invalid, at: location, "\(call) needs '\(name)'") }
            return value
        }
        guard let x = argument.value.number, x.isFinite else {
            throw EvaluationError(.invalid, at: argument.location, "'\(name)' must be a number, found \(argument.value.description)")
        }
        guard range.contains(x) else {
            throw EvaluationError(.invalid, at: argument.location,
                                  "'\(name)' must be between \(Self.format(range.lowerBound)) and \(Self.format(range.upperBound)), "
                                  + "found \(argument.text) = \(Self.format(x))")
        }
        return x
    }

    /// A Bool argument, or its default.
    func bool(_ argument: EvaluatedArgument?, _ name: String, default value: Bool) throws(EvaluationError) -> Bool {
        guard let argument else { return value }
        guard case .boolean(let b) = argument.value else {
            throw EvaluationError(.invalid, at: argument.location, "'\(name)' must be true or false")
        }
        return b
    }

    /// 0.5 → "0.5", 60 → "60".
    static func format(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    }

    // The limits, as SwiftUI's parameters meet them.
    static let response = Limits.minimumSpringResponse...Limits.maximumSeconds
    static let dampingFraction = 0...Limits.maximumDampingFraction
    static let bounce = (-1 + 1 / Limits.maximumDampingFraction)...1.0
    static let seconds = 0...Limits.maximumSeconds
    static let duration = Limits.minimumInterval...Limits.maximumSeconds
    static let coefficient = Limits.springCoefficients
    static let damping = 0...Limits.springCoefficients.upperBound
    static let velocity = -Limits.maximumInitialVelocity...Limits.maximumInitialVelocity
    static let controlX = 0.0...1.0
    static let controlY = -Limits.maximumCurveOvershoot...Limits.maximumCurveOvershoot
    static let speed = Limits.speed
    static let position = -Limits.maximumLayerPoints...Limits.maximumLayerPoints
    static let scale = 0...Limits.maximumLayerScale
    static let unit = 0.0...1.0
    static let blurRadius = 0...Limits.maximumBlurRadius
}
