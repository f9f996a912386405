import Foundation

/// The SF Symbol effects a value change plays (`.symbolEffect(.bounce, value: count)`), each as its
/// closest film: keyframes of a layer's scale, opacity or rotation.
///
/// The system draws these from the symbol's own layers, on a timing Apple does not publish; the
/// film moves the whole symbol the way the effect reads (a bounce scales it up and back, a pulse
/// fades it and back, a wiggle rocks it, a rotate turns it once), over about the length the system
/// plays it, and says so in the spec. `options: .repeat(n)` plays it n times and `.speed(s)` plays it
/// s times as fast (Apple's `SymbolEffectOptions`).
public struct SymbolEffectFilm: Sendable, Hashable {
    /// One keyframe: its time from the effect's start, its value, and how it is reached, as a
    /// layers preset writes it (`easeOut`, `easeInOut`, `move`).
    public struct Keyframe: Sendable, Hashable {
        public var time: Double
        public var value: Double
        public var how: String

        public init(time: Double, value: Double, how: String) {
            self.time = time
            self.value = value
            self.how = how
        }
    }

    /// The effect as the code names it: `.bounce`, `.rotate.counterClockwise`.
    public var name: String
    /// The layer property it moves (`scale`, `opacity`, `rotation`) and its keyframes.
    public var property: String
    public var keyframes: [Keyframe]

    /// What the spec says of it.
    public var note: String { "the closest film of SwiftUI's \(name) symbol effect, which the system draws from the symbol's layers" }
}

public enum SymbolEffectVocabulary {
    /// The most times `options: .repeat(n)` is played in a film.
    public static let maximumRepeats = 10

    /// The film of `effect` (the modifier's first argument) with `options`; nil for an effect that is
    /// not one of a value's (`.scale`, `.appear`, an indefinite effect) or cannot be read.
    public static func film(_ effect: CodeExpression, options: CodeExpression?) -> SymbolEffectFilm? {
        var names: [String] = []
        var current = effect.unparenthesized
        while true {
            switch current.kind {
            case .member(let base, let name):
                names.insert(name, at: 0)
                current = base.unparenthesized
                continue
            case .implicitMember(let name):
                names.insert(name, at: 0)
            default:
                return nil
            }
            break
        }
        guard let kind = names.first, let cycle = cycle(kind, modifiers: Set(names.dropFirst())) else { return nil }
        let (repeats, speed) = Self.options(options)
        var keyframes: [SymbolEffectFilm.Keyframe] = []
        let length = cycle.keyframes.last?.time ?? 0
        for turn in 0..<repeats {
            let start = Double(turn) * length
            keyframes += cycle.keyframes.map { frame in
                SymbolEffectFilm.Keyframe(time: (start + frame.time) / speed, value: frame.value, how: frame.how)
            }
        }
        return SymbolEffectFilm(name: "." + names.joined(separator: "."), property: cycle.property, keyframes: keyframes)
    }

    /// Which of the visits (each one's bindings) play an effect whose `value:` is `watched`: those
    /// whose value differs from the visit before; nil when it cannot be read or never changes.
    public static func plays(_ watched: CodeExpression, visits: [Bindings], owner: String, code: CodeBase) -> [Bool]? {
        var values: [Value] = []
        for bindings in visits {
            guard let value = try? Evaluation(code: code, bindings: bindings).evaluate(watched, owner: owner) else { return nil }
            values.append(value)
        }
        let changes = values.indices.map { $0 > 0 && values[$0] != values[$0 - 1] }
        return changes.contains(true) ? changes : nil
    }

    /// One play of the effect `kind`, modified by `.up`, `.down`, `.counterClockwise` …
    private static func cycle(_ kind: String, modifiers: Set<String>) -> (property: String, keyframes: [SymbolEffectFilm.Keyframe])? {
        typealias K = SymbolEffectFilm.Keyframe
        switch kind {
        case "bounce":
            // Up (or down) and back, with the system's springy settle read as an ease.
            let peak = modifiers.contains("down") ? 0.85 : 1.2
            return ("scale", [K(time: 0.15, value: peak, how: "easeOut"), K(time: 0.45, value: 1, how: "easeInOut")])
        case "pulse", "variableColor":
            return ("opacity", [K(time: 0.4, value: 0.35, how: "easeInOut"), K(time: 0.8, value: 1, how: "easeInOut")])
        case "breathe":
            return ("scale", [K(time: 0.6, value: 1.12, how: "easeInOut"), K(time: 1.2, value: 1, how: "easeInOut")])
        case "wiggle":
            let side = modifiers.contains("left") || modifiers.contains("backward") || modifiers.contains("counterClockwise") ? -1.0 : 1
            return ("rotation", [K(time: 0.1, value: 12 * side, how: "easeInOut"), K(time: 0.25, value: -10 * side, how: "easeInOut"),
                                 K(time: 0.4, value: 6 * side, how: "easeInOut"), K(time: 0.5, value: 0, how: "easeOut")])
        case "rotate":
            // Once round; the first keyframe puts it back at 0, so each play turns a whole turn.
            let turn = modifiers.contains("counterClockwise") ? -360.0 : 360
            return ("rotation", [K(time: 0, value: 0, how: "move"), K(time: 1, value: turn, how: "easeInOut")])
        default:
            return nil
        }
    }

    /// `.repeat(3)`, `.speed(1.5)`, `.repeat(2).speed(2)`, `.nonRepeating`: how many plays and how fast.
    private static func options(_ written: CodeExpression?) -> (repeats: Int, speed: Double) {
        var repeats = 1, speed = 1.0
        var current = written?.unparenthesized
        while let expression = current {
            switch expression.kind {
            case .call(let callee, let arguments):
                let name: String?
                switch callee.kind {
                case .implicitMember(let n): name = n; current = nil
                case .member(let base, let n): name = n; current = base.unparenthesized
                default: name = nil; current = nil
                }
                let number: Double? = switch arguments.first?.value.kind {
                case .integer(let n)?: Double(n)
                case .float(let x)?: x
                default: nil
                }
                if name == "repeat", let number, number.isFinite { repeats = min(max(Int(number), 1), maximumRepeats) }
                if name == "speed", let number, number.isFinite, number > 0 { speed = min(max(number, 0.1), 10) }
            case .member(let base, _):
                current = base.unparenthesized
            default:
                current = nil
            }
        }
        return (repeats, speed)
    }
}
