import Motion
import Scene

/// Animations, in every form the preset grammar has (docs/presets.md, "Animations").
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
///   `spring`, `{}` is `spring()`: response 0.5, dampingFraction 0.825), to add a delay or speed;
/// - `{ swift: FILE, symbol:|value:|in:, bind: … }`: the animation the app's Swift code gives
///   (`SwiftLinks/SwiftLinkDecoding.swift`).
///
/// Any of them may repeat, as SwiftUI's `repeatForever`/`repeatCount`: `repeat: forever`,
/// `repeat: 3` (back and forth, each way one of the three), or `repeat: { count: forever|N,
/// autoreverses: false, delay: SECONDS, film: CYCLES }` — that delay waited before every cycle,
/// the animation's own `delay:` once before the first; `film:` how many cycles of a loop that
/// never ends the film shows before its hold (3 unless given).
extension DocumentReader {
    /// The tab transition's animation when the preset names none: `spring(response: 0.3, dampingFraction: 0.85)`.
    static let defaultAnimation = Animation.spring(response: 0.3, dampingFraction: 0.85)

    /// Every kind an animation mapping can name, in the order messages list them.
    private static let kinds = AnimationKind.all.map(\.name)
    /// The kinds that mean an animation by their name alone, for `animation: NAME`.
    private static let namedAnimations = AnimationKind.all.compactMap { kind in
        kind.named.map { (key: kind.name, value: $0) }
    }

    package func decodeAnimation(_ field: Field) -> Animation? {
        if case .scalar = field.node {
            return choice(field, "animation", Self.namedAnimations).map { Animation($0) }
        }
        guard case .mapping(let written) = field.node else {
            wrongType(field, expected: "an animation (a name like 'snappy' or a mapping like { easeInOut: 0.3 })")
            return nil
        }
        if written.keys.contains(where: { $0.string == "swift" }) {
            // Linked to Swift code: evaluated once here (a tabs scene evaluates its own per change).
            return decodeAnimationSource(field).flatMap {
                staticAnimation($0, context: "'\(field.path)', which is evaluated once (a tabs scene's transition and "
                                + "events are evaluated per change)")
            }
        }
        guard let keyed = mapping(field, allowed: Self.kinds + ["duration", "delay", "speed", "stagger", "repeat"])
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
        guard let described = AnimationKind.called(kind.key) else { return nil }
        let misplacedDuration = described.durationHint.flatMap { hint in keyed.entry("duration").map { ($0, hint) } }
        if let (duration, hint) = misplacedDuration {
            report(.invalidValue(path: field.path, message: "'duration' goes beside 'timingCurve' only; " + hint),
                   at: duration.keyNode)
        }

        let timing = described.decode(self, kind.value, keyed)
        let delay = number(keyed, "delay", in: .magnitude(atMost: Limits.maximumSeconds).time, default: 0)
        let speed = number(keyed, "speed", in: .speed, default: 1)
        let stagger = keyed["stagger"].map(decodeStagger) ?? .some(nil)
        let repeats = keyed["repeat"].map(decodeRepeats) ?? .some(nil)
        guard kindEntries.count == 1, misplacedDuration == nil, let timing, let delay, let speed, let stagger,
              let repeats else { return nil }
        let animation = Animation(timing, delay: delay, speed: speed, stagger: stagger, repeats: repeats)
        if animation.firstWait < 0, let field = keyed["delay"] {
            invalid(field, Self.negativeDelayRule(cycleDelay: repeats?.cycleDelay) + ", found \(field.text ?? "")")
            return nil
        }
        return animation
    }

    /// What a negative `delay:` may be. SwiftUI's delay runs its animation's clock at
    /// `max(0, time − delay)`, so a negative one starts it partway through; MotionReel takes that
    /// only inside the wait a repeat puts before each cycle (`.delay(2).repeatForever().delay(-0.05)`:
    /// the first wait is 1.95 s, the rest 2 s), where it moves no part of the motion itself.
    static func negativeDelayRule(cycleDelay: Double?) -> String {
        guard let cycleDelay, cycleDelay > 0 else {
            return "'delay' must be between 0 and 60 (a negative delay is taken only beside a repeat's own "
                + "delay, which it shortens once: { delay: -0.05, repeat: { count: forever, delay: 2 } })"
        }
        return "'delay' must be between -\(PresetForm.number(cycleDelay)) and 60: a negative delay shortens the "
            + "repeat's first wait of \(PresetForm.number(cycleDelay)) s, and cannot start the motion partway through"
    }

    /// `forever`, a count (1 … ``Limits/maximumRepeatCount``), or `{ count, autoreverses, delay }`
    /// (`autoreverses` true and `delay` 0 unless given, as SwiftUI's defaults are).
    func decodeRepeats(_ field: Field) -> Repeats? {
        guard case .mapping = field.node else { return repeatCount(field).map { Repeats(count: $0) } }
        guard let keyed = mapping(field, allowed: ["count", "autoreverses", "delay", "film"]) else { return nil }
        let count = required(keyed, "count").flatMap(repeatCount)
        let autoreverses = keyed["autoreverses"].map(bool) ?? true
        let delay = number(keyed, "delay", in: .seconds, default: 0)
        let film = keyed["film"].map(filmedCycles) ?? Repeats.defaultFilmedCycles
        guard let count, let autoreverses, let delay, let film else { return nil }
        if let field = keyed["film"], let count {
            invalid(field, "'film' says how many cycles of a loop that never ends to show; a repeat of "
                        + "\(count) cycles is filmed whole (write count: forever, or remove film)")
            return nil
        }
        return Repeats(count: count, autoreverses: autoreverses, cycleDelay: delay, filmedCycles: film)
    }

    /// The cycles a film shows of a loop (`film:`), within ``Limits/filmedCycles``.
    private func filmedCycles(_ field: Field) -> Int? {
        cycles(field, "a loop's filmed cycles", in: Limits.filmedCycles, orForever: false).map { $0 ?? 0 }
    }

    /// `forever` (nil inside) or a whole number of cycles.
    private func repeatCount(_ field: Field) -> Int?? {
        cycles(field, "a repeat count", in: Limits.repeatCount, orForever: true)
    }

    /// A whole number of cycles within `range` (`what` names it in the message), or `forever`
    /// (nil inside) where one is allowed.
    private func cycles(_ field: Field, _ what: String, in range: ClosedRange<Int>, orForever: Bool) -> Int?? {
        if orForever, field.isPlainScalar, field.text == "forever" { return .some(nil) }
        guard field.isPlainScalar, let text = field.text, DecimalText.isWholeNumber(text) else {
            wrongType(field, expected: orForever ? "'forever' or a number of cycles" : "a number of cycles")
            return nil
        }
        guard let count = Int(text), range.contains(count) else {
            invalid(field, "\(what) must be between \(range.lowerBound) and \(range.upperBound), found \(text)")
            return nil
        }
        return .some(count)
    }

    /// `{ by: index|row|column, delay: SECONDS }`; `by` defaults to `index`, `delay` is required.
    func decodeStagger(_ field: Field) -> Stagger? {
        guard let keyed = mapping(field, allowed: ["by", "delay"]) else { return nil }
        let axes = Stagger.Axis.allCases.map { (key: $0.rawValue, value: $0) }
        let axis = keyed["by"].map { choice($0, "stagger axis", axes) } ?? .index
        let delay = required(keyed, "delay").flatMap { number($0, "stagger delay", in: .seconds) }
        guard let axis, let delay else { return nil }
        return Stagger(by: axis, delay: delay)
    }
}
