import Motion
import Scene

/// Animations, in every form of DESIGN.md's grammar.
///
/// ```yaml
/// animation: snappy                                    # a named animation
/// animation: { easeOut: 0.3, delay: 0.05 }             # a curve and its duration, delayed
/// animation: { spring: { duration: 0.5, bounce: 0.2 }, speed: 2 }
/// ```
///
/// Named: `spring` and `smooth` (duration 0.5, bounce 0), `snappy`, `bouncy`, `interactiveSpring`,
/// `linear`, `easeIn`, `easeOut`, `easeInOut` (curves last `Animation.defaultDuration`, 0.35 s).
/// Mappings name one kind, plus optional `delay:` (seconds, 0 … 60), `speed:` (0.01 … 100) and
/// `stagger: { by: index|row|column, delay: SECONDS }` (a further delay per element of a group;
/// `by` defaults to `index`):
/// - `spring: { response, dampingFraction, blendDuration, model }` (defaults 0.5, 0.825, 0,
///   `stepped`) or `spring: { duration, bounce, blendDuration, model }` (defaults 0.5, 0) — the two
///   pairs do not mix; `model: analytic` samples the closed form instead of SwiftUI's stepping.
///   Response and duration 0.001 … 60, dampingFraction 0 … 1000, bounce −0.999 … 1; a stepped
///   spring must also be stable at 1/300 s steps (``FluidSpring/isStable(stiffness:damping:)``);
/// - `interpolatingSpring: { mass, stiffness, damping, initialVelocity }` (mass 1, velocity 0;
///   mass and stiffness 0.001 … 10⁶, damping 0 … 10⁶, velocity within ±10⁶);
/// - `timingCurve: [c0x, c0y, c1x, c1y]` with a sibling `duration:` (default 0.35); y within ±100;
/// - `linear`/`easeIn`/`easeOut`/`easeInOut: SECONDS` (or nothing, for the default duration);
/// - `spring`/`smooth`/`snappy`/`bouncy`/`interactiveSpring` with no value (or `{}`; for
///   `spring`, `{}` is `spring()`: response 0.5, dampingFraction 0.825), to add a delay or speed.
extension DocumentReader {
    /// The tab transition's animation when the preset names none: `spring(response: 0.3, dampingFraction: 0.85)`.
    static let defaultAnimation = Animation.spring(response: 0.3, dampingFraction: 0.85)

    private static let namedSprings: KeyValuePairs<String, Spring> = [
        "spring": .smooth, "smooth": .smooth, "snappy": .snappy, "bouncy": .bouncy, "interactiveSpring": .interactive,
    ]
    private static let namedCurves: KeyValuePairs<String, TimingCurve> = [
        "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
    ]
    private static var namedAnimations: KeyValuePairs<String, Animation.Timing> {
        ["spring": .fluidSpring(.smooth), "smooth": .fluidSpring(.smooth), "snappy": .fluidSpring(.snappy),
         "bouncy": .fluidSpring(.bouncy), "interactiveSpring": .fluidSpring(.interactive),
         "linear": .curve(.linear, duration: Animation.defaultDuration),
         "easeIn": .curve(.easeIn, duration: Animation.defaultDuration),
         "easeOut": .curve(.easeOut, duration: Animation.defaultDuration),
         "easeInOut": .curve(.easeInOut, duration: Animation.defaultDuration)]
    }
    private static let kinds = namedSprings.map(\.key) + ["interpolatingSpring", "timingCurve"] + namedCurves.map(\.key)

    package func decodeAnimation(_ field: Field) -> Animation? {
        if case .scalar = field.node {
            return choice(field, "animation", Self.namedAnimations).map { Animation($0) }
        }
        guard case .mapping = field.node else {
            wrongType(field, expected: "an animation (a name like 'snappy' or a mapping like { easeInOut: 0.3 })")
            return nil
        }
        guard let keyed = mapping(field, allowed: Self.kinds + ["duration", "delay", "speed", "stagger"])
        else { return nil }
        let kindEntries = keyed.entries.filter { Self.kinds.contains($0.key) }
        guard let kind = kindEntries.first else {
            // A misspelt kind was reported as an unknown key already; say more only when all keys were known.
            if keyed.entries.count == keyed.field.node.mapping?.count {
                invalid(field, "an animation needs one of: \(Self.kinds.joined(separator: ", "))")
            }
            return nil
        }
        if kindEntries.count > 1 {
            report(.invalidValue(path: field.path, message: "an animation has one kind; found both '\(kind.key)' "
                                 + "and '\(kindEntries[1].key)'"), at: kindEntries[1].keyNode)
        }
        let misplacedDuration = kind.key == "timingCurve" ? nil : keyed.entry("duration")
        if let misplacedDuration {
            report(.invalidValue(path: field.path, message: "'duration' goes beside 'timingCurve' only; "
                                 + Self.durationHint(for: kind.key)), at: misplacedDuration.keyNode)
        }

        let timing = decodeTiming(kind, in: keyed)
        let delay = number(keyed, "delay", in: .seconds, default: 0)
        let speed = number(keyed, "speed", in: .speed, default: 1)
        let stagger = keyed["stagger"].map(decodeStagger) ?? .some(nil)
        guard kindEntries.count == 1, misplacedDuration == nil, let timing, let delay, let speed, let stagger
        else { return nil }
        return Animation(timing, delay: delay, speed: speed, stagger: stagger)
    }

    /// `{ by: index|row|column, delay: SECONDS }`; `by` defaults to `index`, `delay` is required.
    private func decodeStagger(_ field: Field) -> Stagger? {
        guard let keyed = mapping(field, allowed: ["by", "delay"]) else { return nil }
        let axes = Stagger.Axis.allCases.map { (key: $0.rawValue, value: $0) }
        let axis = keyed["by"].map { choice($0, "stagger axis", axes) } ?? .index
        let delay = required(keyed, "delay").flatMap { number($0, "stagger delay", in: .seconds) }
        guard let axis, let delay else { return nil }
        return Stagger(by: axis, delay: delay)
    }

    /// Where the duration of a `kind` animation goes instead.
    private static func durationHint(for kind: String) -> String {
        switch kind {
        case "spring": return "put it inside, e.g. { spring: { duration: 0.5, bounce: 0.2 } }"
        case "interpolatingSpring": return "an interpolatingSpring's duration follows from its stiffness and damping"
        case _ where namedCurves.contains(where: { $0.key == kind }):
            return "give it as the value, e.g. { \(kind): 0.3 }"
        default: return "'\(kind)' lasts 0.5 s; for another duration use { spring: { duration: 0.4, bounce: 0.15 } }"
        }
    }

    private func decodeTiming(_ kind: Keyed.Entry, in keyed: Keyed) -> Animation.Timing? {
        let value = kind.value
        switch kind.key {
        case "spring" where !value.isNull:
            return decodeSpring(value)
        case "interpolatingSpring":
            return decodeInterpolatingSpring(value)
        case "timingCurve":
            let duration = number(keyed, "duration", in: .duration, default: Animation.defaultDuration)
            guard let curve = decodeTimingCurve(value), let duration else { return nil }
            return .curve(curve, duration: duration)
        default:
            if let spring = Self.namedSprings.first(where: { $0.key == kind.key })?.value {
                guard value.isNull || value.node.mapping?.isEmpty == true else {
                    wrongType(value, expected: "nothing ('\(kind.key)' takes no parameters)")
                    return nil
                }
                return .fluidSpring(spring)
            }
            guard let curve = Self.namedCurves.first(where: { $0.key == kind.key })?.value else { return nil }
            if value.isNull { return .curve(curve, duration: Animation.defaultDuration) }
            return number(value, "duration", in: .duration).map { .curve(curve, duration: $0) }
        }
    }

    /// `{ response, dampingFraction }` or `{ duration, bounce }`, plus `blendDuration` and `model`.
    private func decodeSpring(_ field: Field) -> Animation.Timing? {
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
    private func decodeInterpolatingSpring(_ field: Field) -> Animation.Timing? {
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
    private func decodeTimingCurve(_ field: Field) -> TimingCurve? {
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
