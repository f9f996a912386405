import Foundation
import Motion

/// A value written in a preset's grammar: what MotionReel writes back out — `motionreel import`'s
/// preset forms and the presets it writes — as YAML (flow style) or as JSON.
///
/// ```swift
/// PresetForm.animation(.spring(response: 0.3, dampingFraction: 0.85)).yaml
/// // { spring: { response: 0.3, dampingFraction: 0.85 } }
/// ```
package indirect enum PresetForm: Sendable, Hashable {
    case number(Double)
    /// A plain word: `opacity`, `snappy`, `trailing`.
    case word(String)
    case bool(Bool)
    case list([PresetForm])
    case mapping([Entry])

    package struct Entry: Sendable, Hashable {
        package var key: String
        package var value: PresetForm

        package init(_ key: String, _ value: PresetForm) {
            self.key = key
            self.value = value
        }
    }

    /// YAML flow style, as the docs and presets write values: `{ move: trailing }`, `[ opacity ]`.
    package var yaml: String {
        switch self {
        case .number(let x): Self.number(x)
        case .word(let word): word
        case .bool(let b): String(b)
        case .list(let items): items.isEmpty ? "[]" : "[ " + items.map(\.yaml).joined(separator: ", ") + " ]"
        case .mapping(let entries):
            entries.isEmpty ? "{}" : "{ " + entries.map { "\($0.key): \($0.value.yaml)" }.joined(separator: ", ") + " }"
        }
    }

    /// JSON, keys in the order written.
    package var json: String {
        switch self {
        case .number(let x): Self.number(x)
        case .word(let word): Self.jsonString(word)
        case .bool(let b): String(b)
        case .list(let items): "[" + items.map(\.json).joined(separator: ", ") + "]"
        case .mapping(let entries):
            "{" + entries.map { "\(Self.jsonString($0.key)): \($0.value.json)" }.joined(separator: ", ") + "}"
        }
    }

    /// The shortest text that reads back as the same Double: `0.3`, `390`, `0.85`.
    static func number(_ x: Double) -> String {
        if x == x.rounded(), abs(x) < 1e15 { return String(Int(x)) }
        return "\(x)"
    }

    /// A string as a preset writes it: a JSON string, which YAML reads as a double-quoted scalar
    /// (quotes, backslashes and control characters escaped), for every writer of presets.
    package static func jsonString(_ text: String) -> String {
        QuotedText.literal(text, in: .json)
    }
}

// MARK: Animations and transitions, as a preset writes them

extension PresetForm {
    /// An animation in the preset grammar (`AnimationKind.swift` reads it back): a word for a named
    /// animation, a mapping with its parameters otherwise, then `delay` and `speed` when not 0 and 1.
    package static func animation(_ animation: Animation) -> PresetForm {
        // `spring` alone also names `.smooth`; the preset writes `smooth`, whose meaning is plain.
        let named = AnimationKind.all.first { $0.name != "spring" && $0.named == animation.timing }
        if let named, animation.delay == 0, animation.speed == 1, animation.repeats == nil { return .word(named.name) }
        var entries: [Entry]
        switch animation.timing {
        case .fluidSpring where named != nil:
            // `{ snappy: {}, delay: … }`: a named spring takes no parameters.
            entries = [Entry(named?.name ?? "", .mapping([]))]
        case .fluidSpring(let spring), .analyticSpring(let spring, initialVelocity: 0):
            var parameters = [Entry("response", .number(spring.response)),
                              Entry("dampingFraction", .number(spring.dampingFraction))]
            if spring.blendDuration != 0 { parameters.append(Entry("blendDuration", .number(spring.blendDuration))) }
            if case .analyticSpring = animation.timing { parameters.append(Entry("model", .word("analytic"))) }
            entries = [Entry("spring", .mapping(parameters))]
        case .analyticSpring(let spring, let velocity):
            // The closed form with a velocity has no preset form of its own: its interpolating spring.
            let closed = AnalyticSpring(spring, initialVelocity: velocity)
            entries = [Entry("interpolatingSpring", interpolating(closed))]
        case .interpolatingSpring(let spring):
            entries = [Entry("interpolatingSpring", interpolating(spring))]
        case .curve(let curve, let duration):
            if let name = CurveTiming.named.first(where: { $0.curve == curve })?.name {
                entries = [Entry(name, .number(duration))]
            } else {
                entries = [Entry("timingCurve", .list([curve.c0x, curve.c0y, curve.c1x, curve.c1y].map { .number($0) })),
                           Entry("duration", .number(duration))]
            }
        case .keyframes:
            // Only a keyframe event makes these, and it is written as its keyframes, never as an animation.
            preconditionFailure("a keyframe track is written as a keyframe event, not as an animation")
        }
        if animation.delay != 0 { entries.append(Entry("delay", .number(animation.delay))) }
        if animation.speed != 1 { entries.append(Entry("speed", .number(animation.speed))) }
        if let repeats = animation.repeats { entries.append(Entry("repeat", self.repeats(repeats))) }
        return .mapping(entries)
    }

    /// `forever`, `3`, or `{ count: forever, autoreverses: false, delay: 2 }` when it does not
    /// autoreverse or waits before each cycle.
    private static func repeats(_ repeats: Repeats) -> PresetForm {
        let count: PresetForm = repeats.count.map { .number(Double($0)) } ?? .word("forever")
        let film = repeats.isLooping && repeats.filmedCycles != Repeats.defaultFilmedCycles
        guard !repeats.autoreverses || repeats.cycleDelay != 0 || film else { return count }
        var entries = [Entry("count", count)]
        if !repeats.autoreverses { entries.append(Entry("autoreverses", .word("false"))) }
        if repeats.cycleDelay != 0 { entries.append(Entry("delay", .number(repeats.cycleDelay))) }
        if film { entries.append(Entry("film", .number(Double(repeats.filmedCycles)))) }
        return .mapping(entries)
    }

    private static func interpolating(_ spring: AnalyticSpring) -> PresetForm {
        var entries: [Entry] = []
        if spring.mass != 1 { entries.append(Entry("mass", .number(spring.mass))) }
        entries += [Entry("stiffness", .number(spring.stiffness)), Entry("damping", .number(spring.damping))]
        if spring.initialVelocity != 0 { entries.append(Entry("initialVelocity", .number(spring.initialVelocity))) }
        return .mapping(entries)
    }

    /// A transition's `insertion`, `removal` and `tracks`, as `TransitionDecoding.swift` reads them.
    package static func transition(_ transition: Transition) -> PresetForm {
        var entries = [Entry("insertion", .list(transition.insertion.map(effect))),
                       Entry("removal", .list(transition.removal.map(effect)))]
        if !transition.tracks.isEmpty {
            entries.append(Entry("tracks", .mapping(TransitionTrack.allCases.compactMap { track in
                transition.tracks[track].map { Entry(track.rawValue, animation($0)) }
            })))
        }
        return .mapping(entries)
    }

    /// `{ key: amount }`, or `{ key: { amountKey: amount, anchor: … } }` about another anchor than the centre.
    private static func anchored(_ key: String, _ amountKey: String, _ amount: Double, _ anchor: UnitPoint) -> PresetForm {
        anchor == .center ? .mapping([Entry(key, .number(amount))])
            : .mapping([Entry(key, .mapping([Entry(amountKey, .number(amount)), Entry("anchor", Self.anchor(anchor))]))])
    }

    /// One effect, as `TransitionEffectDecoding.swift` reads it.
    package static func effect(_ effect: TransitionEffect) -> PresetForm {
        switch effect {
        case .identity: .word("identity")
        case .opacity: .word("opacity")
        case .fade(let opacity): .mapping([Entry("opacity", .number(opacity))])
        case .move(let edge): .mapping([Entry("move", .word(edge?.rawValue ?? "auto"))])
        case .push(let edge): .mapping([Entry("push", .word(edge?.rawValue ?? "auto"))])
        case .offset(let x, let y): .mapping([Entry("offset", .list([.number(x), .number(y)]))])
        case .blur(let radius): .mapping([Entry("blur", .number(radius))])
        case .scale(let value, let anchor): anchored("scale", "value", value, anchor)
        case .rotation(let degrees, let anchor): anchored("rotation", "degrees", degrees, anchor)
        case .mask(let mask):
            .mapping([Entry("mask", .mapping({
                let shape: Entry = switch mask.shape {
                case .size(let w, let h): Entry("size", .list([.number(w), .number(h)]))
                case .inset(let d): Entry("inset", .number(d))
                }
                return [shape, Entry("cornerRadius", .number(mask.cornerRadius))]
            }()))])
        }
    }

    private static func anchor(_ point: UnitPoint) -> PresetForm {
        if let name = DocumentReader.anchors.first(where: { $0.value == point && $0.key != "zero" })?.key { return .word(name) }
        return .list([.number(point.x), .number(point.y)])
    }
}
