import Motion
import Scene

/// One kind an animation mapping can name (`{ spring: … }`, `{ easeOut: 0.3 }`): what its bare name
/// means, how its value decodes, and where a `duration` written beside it goes instead.
///
/// ``all`` is the one table of the preset names of animations: a new animation type adds its entry
/// (and, if its value has parameters, the function that decodes them) here.
struct AnimationKind: Sendable {
    let name: String
    /// The animation `animation: NAME` means on its own; nil for a kind that needs parameters.
    let named: Animation.Timing?
    /// Where a `duration` beside this kind goes instead; nil where it belongs beside it.
    let durationHint: String?
    /// The timing from the kind's value (and, for `timingCurve`, its sibling `duration`).
    let decode: @Sendable (DocumentReader, Field, Keyed) -> Animation.Timing?

    /// Every kind, in the order messages list them: springs, then the other types, then the curves.
    static let all: [AnimationKind] = [spring] + SteppedSpringTiming.named.map { namedSpring($0.key, $0.value) }
        + [interpolatingSpring, timingCurve] + CurveTiming.named.map { namedCurve($0.name, $0.curve) }

    /// The kind called `name`, if there is one.
    static func called(_ name: String) -> AnimationKind? { all.first { $0.name == name } }

    /// `spring` alone is SwiftUI's `.spring`, which is `.smooth`; `spring: { … }` has parameters
    /// (`{}` is `spring()`: response 0.5, dampingFraction 0.825).
    private static let spring = AnimationKind(
        name: "spring", named: .fluidSpring(.smooth),
        durationHint: "put it inside, e.g. { spring: { duration: 0.5, bounce: 0.2 } }",
        decode: { reader, value, _ in value.isNull ? .fluidSpring(.smooth) : reader.decodeSpring(value) })

    /// `interpolatingSpring: { mass, stiffness, damping, initialVelocity }`.
    private static let interpolatingSpring = AnimationKind(
        name: "interpolatingSpring", named: nil,
        durationHint: "an interpolatingSpring's duration follows from its stiffness and damping",
        decode: { reader, value, _ in reader.decodeInterpolatingSpring(value) })

    /// `timingCurve: [c0x, c0y, c1x, c1y]` with a sibling `duration:`.
    private static let timingCurve = AnimationKind(
        name: "timingCurve", named: nil, durationHint: nil,
        decode: { reader, value, keyed in
            let duration = reader.number(keyed, "duration", in: .duration, default: Animation.defaultDuration)
            guard let curve = reader.decodeTimingCurve(value), let duration else { return nil }
            return .curve(curve, duration: duration)
        })

    /// A named spring (`snappy`) takes no parameters: nothing, or `{}` to sit beside a delay or speed.
    private static func namedSpring(_ name: String, _ spring: Spring) -> AnimationKind {
        AnimationKind(
            name: name, named: .fluidSpring(spring),
            durationHint: "'\(name)' lasts 0.5 s; for another duration use { spring: { duration: 0.4, bounce: 0.15 } }",
            decode: { reader, value, _ in
                guard value.isNull || value.node.mapping?.isEmpty == true else {
                    reader.wrongType(value, expected: "nothing ('\(name)' takes no parameters)")
                    return nil
                }
                return .fluidSpring(spring)
            })
    }

    /// A named curve (`easeOut`) takes its duration as its value, or nothing for the default.
    private static func namedCurve(_ name: String, _ curve: TimingCurve) -> AnimationKind {
        AnimationKind(
            name: name, named: .curve(curve, duration: Animation.defaultDuration),
            durationHint: "give it as the value, e.g. { \(name): 0.3 }",
            decode: { reader, value, _ in
                if value.isNull { return .curve(curve, duration: Animation.defaultDuration) }
                return reader.number(value, "duration", in: .duration).map { .curve(curve, duration: $0) }
            })
    }
}

/// The values of the kinds that have parameters.
extension DocumentReader {
    /// `{ response, dampingFraction }` or `{ duration, bounce }`, plus `blendDuration` and `model`.
    fileprivate func decodeSpring(_ field: Field) -> Animation.Timing? {
        let responseKeys = ["response", "dampingFraction"], durationKeys = ["duration", "bounce"]
        guard let spring = mapping(field, allowed: responseKeys + durationKeys + ["blendDuration", "model"])
        else { return nil }
        let first = spring.entries.first { (responseKeys + durationKeys).contains($0.key) }
        if let first, let clash = spring.entries.first(where: {
            (responseKeys.contains(first.key) ? durationKeys : responseKeys).contains($0.key)
        }) {
            report(.invalidValue(path: field.path, message: "'\(clash.key)' cannot be combined with '\(first.key)'; "
                                 + "give either response and dampingFraction, or duration and bounce"),
                   at: clash.keyNode)
            return nil
        }
        let blend = number(spring, "blendDuration", in: .seconds, default: 0)
        let analytic = spring["model"].map { choice($0, "spring model", ["stepped": false, "analytic": true]) } ?? false
        let value: Spring?
        if spring["duration"] != nil || spring["bounce"] != nil {
            let duration = number(spring, "duration", in: .springResponse, default: 0.5)
            // bounce → dampingFraction 1/(1 + b) below 0: b ≥ −0.999 keeps it at most 1000.
            let bounce = number(spring, "bounce", in: .closed(-1 + 1 / Limits.maximumDampingFraction, 1), default: 0)
            if let duration, let bounce, let blend {
                value = Spring(duration: duration, bounce: bounce, blendDuration: blend)
            } else {
                value = nil
            }
        } else {
            let response = number(spring, "response", in: .springResponse, default: 0.5)
            let dampingFraction = number(spring, "dampingFraction", in: .nonNegative(atMost: Limits.maximumDampingFraction),
                                         default: 0.825)
            if let response, let dampingFraction, let blend {
                value = Spring(response: response, dampingFraction: dampingFraction, blendDuration: blend)
            } else {
                value = nil
            }
        }
        guard let value, let analytic else { return nil }
        if !analytic, !FluidSpring.isStable(stiffness: value.stiffness, damping: value.damping) {
            let most = 2 * FluidSpring.stepsPerSecond - value.stiffness / (2 * FluidSpring.stepsPerSecond)
            invalid(field, "this spring grows without bound when stepped at 1/300 s as SwiftUI steps it: its damping "
                    + "2·√stiffness·dampingFraction is \(Limit.format((value.damping * 10).rounded() / 10)), at most "
                    + "\(Limit.format((most * 10).rounded(.down) / 10)) for its response; lower dampingFraction, "
                    + "lengthen the response, or use model: analytic")
            return nil
        }
        return analytic ? .analyticSpring(value, initialVelocity: 0) : .fluidSpring(value)
    }

    /// `{ mass, stiffness, damping, initialVelocity }`: stiffness and damping are required.
    fileprivate func decodeInterpolatingSpring(_ field: Field) -> Animation.Timing? {
        let keys = ["mass", "stiffness", "damping", "initialVelocity"]
        guard let spring = mapping(field, allowed: keys) else { return nil }
        let coefficients = Limit.closed(Limits.springCoefficients.lowerBound, Limits.springCoefficients.upperBound)
        let mass = number(spring, "mass", in: coefficients, default: 1)
        let stiffness = required(spring, "stiffness").flatMap { number($0, "stiffness", in: coefficients) }
        let damping = required(spring, "damping").flatMap {
            number($0, "damping", in: .nonNegative(atMost: Limits.springCoefficients.upperBound))
        }
        let velocity = number(spring, "initialVelocity", in: .magnitude(atMost: Limits.maximumInitialVelocity), default: 0)
        guard let mass, let stiffness, let damping, let velocity else { return nil }
        return .interpolatingSpring(AnalyticSpring(mass: mass, stiffness: stiffness, damping: damping,
                                                   initialVelocity: velocity))
    }

    /// `[c0x, c0y, c1x, c1y]`; the x coordinates lie in [0, 1] so time runs forwards.
    fileprivate func decodeTimingCurve(_ field: Field) -> TimingCurve? {
        guard let items = sequence(field) else { return nil }
        guard items.count == 4 else {
            invalid(field, "expected four numbers [c0x, c0y, c1x, c1y], found a list of \(items.count)")
            return nil
        }
        let overshoot = Limit.magnitude(atMost: Limits.maximumCurveOvershoot)
        let c0x = number(items[0], "c0x", in: .closed(0, 1)), c0y = number(items[1], "c0y", in: overshoot)
        let c1x = number(items[2], "c1x", in: .closed(0, 1)), c1y = number(items[3], "c1y", in: overshoot)
        guard let c0x, let c0y, let c1x, let c1y else { return nil }
        return TimingCurve(c0x, c0y, c1x, c1y)
    }
}
