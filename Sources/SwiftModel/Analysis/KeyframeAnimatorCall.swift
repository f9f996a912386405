import Foundation
import Motion

/// A keyframe animator — `view.keyframeAnimator(initialValue:trigger:) { content, value in … } keyframes: { _ in … }`,
/// its `repeating:` form, or `KeyframeAnimator(initialValue:trigger:) { value in … } keyframes: { … }` — as a
/// film reads it: the value its content reads, where that value starts, and one ``KeyframeTrackCall``
/// per property path.
///
/// SwiftUI (https://developer.apple.com/documentation/swiftui/keyframeanimator): "each time the
/// trigger value changes, the keyframes are played from the current value"; with `repeating: true`
/// they "repeat continuously" from the initial value; each `KeyframeTrack` animates one property
/// of the value (`KeyframeTrack(\.scale) { … }`), or the whole value when it names none.
public struct KeyframeAnimatorCall: Sendable, Hashable {
    /// The content closure's value parameter (`value`; `$1` or `$0` when the closure names none).
    public var parameter: String
    /// The modifier form's first parameter, the view it modifies (`content`); nil for the view form.
    public var placeholder: String?
    /// The `.keyframeAnimator` or `KeyframeAnimator` token: where its site is.
    public var site: CodeLocation
    public var initialValue: CodeExpression
    public var trigger: CodeExpression?
    /// `repeating:` as written (`true`); nil when the call has a trigger instead.
    public var repeating: CodeExpression?
    /// The `keyframes:` closure's statements: its tracks.
    public var keyframes: Block

    /// The most keyframes a track may hold, and the most tracks, before a film refuses it.
    public static let maximumKeyframes = 64
    public static let maximumTracks = 16

    /// The call's parts, when `arguments` are a keyframe animator's: `initialValue:` first, a content
    /// closure and a `keyframes:` closure.
    static func read(_ arguments: [Argument], site: CodeLocation, isModifier: Bool) -> KeyframeAnimatorCall? {
        guard let initial = arguments.first, initial.label == "initialValue" else { return nil }
        let closures = arguments.compactMap { argument -> (label: String?, closure: Closure)? in
            if case .closure(let closure) = argument.value.kind { return (argument.label, closure) }
            return nil
        }
        guard let content = closures.first(where: { $0.label == nil || $0.label == "content" })?.closure,
              let keyframes = closures.first(where: { $0.label == "keyframes" })?.closure else { return nil }
        let position = isModifier ? 1 : 0
        return KeyframeAnimatorCall(parameter: content.parameters.count > position ? content.parameters[position] : "$\(position)",
                                    placeholder: isModifier ? (content.parameters.first ?? "$0") : nil, site: site,
                                    initialValue: initial.value, trigger: arguments.first { $0.label == "trigger" }?.value,
                                    repeating: arguments.first { $0.label == "repeating" }?.value, keyframes: keyframes.body)
    }

    /// Whether it plays its keyframes over and over (`repeating: true`) rather than once per trigger change.
    public func repeats(in code: CodeBase, owner: String) throws(EvaluationError) -> Bool {
        guard let repeating else { return false }
        guard case .boolean(let b) = try Evaluation(code: code, bindings: Bindings()).evaluate(repeating, owner: owner,
                                                                                                  expecting: .boolean) else {
            throw EvaluationError(.invalid, at: repeating.location, "repeating: takes a Bool")
        }
        return b
    }

    /// The value the content is given before the keyframes play: `initialValue` evaluated
    /// (`ReactionProps()` is the struct with its declared defaults; `1.0` a number).
    public func initial(in code: CodeBase, owner: String) throws(EvaluationError) -> Value {
        try Evaluation(code: code, bindings: Bindings()).evaluate(initialValue, owner: owner)
    }

    /// The tracks of the `keyframes:` closure, in order, each keyframe evaluated: its values typed
    /// as the property it animates in `initial` is.
    public func tracks(in code: CodeBase, owner: String, initial: Value) throws(EvaluationError) -> [KeyframeTrackCall] {
        var tracks: [KeyframeTrackCall] = []
        for statement in keyframes.statements {
            guard case .expression(let expression) = statement.kind,
                  case .call(let callee, let arguments) = expression.unparenthesized.kind,
                  case .name("KeyframeTrack") = callee.kind else {
                throw EvaluationError(.unsupported, at: statement.location, "the keyframes closure holds something other "
                                      + "than KeyframeTrack(…) { … } calls (a loop, a condition or a helper)")
            }
            let path: String?
            if let first = arguments.first, first.label == nil, case .keyPath(let written) = first.value.kind {
                path = written
            } else {
                path = nil
            }
            let start: Value
            if let path {
                guard case .instance(_, let properties) = initial, let value = properties[path] else {
                    throw EvaluationError(.unsupported, at: expression.location, "KeyframeTrack(\\.\(path)) animates a "
                                          + "property the initial value \(initial.description) has no stored value for")
                }
                start = value
            } else {
                start = initial
            }
            guard case .closure(let body) = arguments.last?.value.kind else {
                throw EvaluationError(.unsupported, at: expression.location, "a KeyframeTrack without its keyframes closure")
            }
            let hint: TypeHint = if case .angle = start { .angle } else { .double }
            var keyframes: [KeyframeCall] = []
            for line in body.body.statements {
                guard case .expression(let call) = line.kind else {
                    throw EvaluationError(.unsupported, at: line.location, "a keyframe track holds something other than keyframes")
                }
                keyframes.append(try KeyframeCall.read(call, hint: hint, in: code, owner: owner))
            }
            guard (1...Self.maximumKeyframes).contains(keyframes.count) else {
                throw EvaluationError(.limit, at: expression.location, "\(keyframes.count) keyframes in one track: a film "
                                      + "plays 1 to \(Self.maximumKeyframes)")
            }
            tracks.append(KeyframeTrackCall(path: path, start: start, keyframes: keyframes, location: expression.location))
        }
        guard (1...Self.maximumTracks).contains(tracks.count) else {
            throw EvaluationError(.limit, at: site, "\(tracks.count) keyframe tracks: a film plays 1 to \(Self.maximumTracks)")
        }
        return tracks
    }
}

/// One `KeyframeTrack`: the property path it animates (nil: the whole value), the value it starts
/// from, and its keyframes in order.
public struct KeyframeTrackCall: Sendable, Hashable {
    public var path: String?
    public var start: Value
    public var keyframes: [KeyframeCall]
    public var location: CodeLocation

    /// The track's value with the content's `value` bound: `initial` with this path's property set to `value`.
    public func bound(_ value: Value, in initial: Value) -> Value {
        guard let path, case .instance(let type, var properties) = initial else { return value }
        properties[path] = value
        return .instance(type: type, properties: properties)
    }
}

/// One keyframe as written: `LinearKeyframe(1.2, duration: 0.2, timingCurve: .easeOut)`,
/// `SpringKeyframe(1, duration: 0.3, spring: .bouncy)`, `CubicKeyframe(…)`, `MoveKeyframe(…)`.
public struct KeyframeCall: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case linear(TimingCurve)
        /// `startVelocity` as written, in the value's units per second.
        case spring(Spring, startVelocity: Value?)
        case cubic(startVelocity: Value?, endVelocity: Value?)
        case move
    }

    public var kind: Kind
    public var value: Value
    /// Seconds; nil for a spring keyframe without one (its spring's settling duration) and for a move.
    public var duration: Double?
    public var location: CodeLocation

    /// `SpringKeyframe`'s default spring: Apple's `Spring()`, `Spring(duration: 0.5, bounce: 0)`
    /// (https://developer.apple.com/documentation/swiftui/spring/init(duration:bounce:)).
    static let defaultSpring = Spring(duration: 0.5, bounce: 0)

    static func read(_ call: CodeExpression, hint: TypeHint, in code: CodeBase, owner: String) throws(EvaluationError) -> KeyframeCall {
        guard case .call(let callee, let arguments) = call.unparenthesized.kind, case .name(let name) = callee.kind,
              ["LinearKeyframe", "SpringKeyframe", "CubicKeyframe", "MoveKeyframe"].contains(name) else {
            throw EvaluationError(.unsupported, at: call.location, "not a LinearKeyframe, SpringKeyframe, CubicKeyframe or MoveKeyframe")
        }
        let evaluation = Evaluation(code: code, bindings: Bindings())
        func argument(_ label: String?) -> CodeExpression? { arguments.first { $0.label == label }?.value }
        func value(_ expression: CodeExpression) throws(EvaluationError) -> Value {
            let value = try evaluation.evaluate(expression, owner: owner, expecting: hint)
            switch (value, hint) {
            case (.angle, .angle), (.double, .double): return value
            case (.integer(let n), .double): return .double(Double(n))
            default:
                throw EvaluationError(.unsupported, at: expression.location, "a keyframe of \(value.description): a film "
                                      + "plays keyframes of numbers and angles")
            }
        }
        guard let target = argument(nil) else {
            throw EvaluationError(.invalid, at: call.location, "\(name)(…) without its value")
        }
        let to = try value(target)
        var duration: Double?
        if let written = argument("duration") {
            let evaluated = try evaluation.evaluate(written, owner: owner, expecting: .double)
            let seconds: Double? = switch evaluated {
            case .double(let x): x
            case .integer(let n): Double(n)
            default: nil
            }
            guard let seconds, seconds.isFinite, seconds > 0, seconds <= 3600 else {
                throw EvaluationError(.limit, at: written.location, "a keyframe lasts more than 0 and at most 3600 s; "
                                      + "this is \(evaluated.description)")
            }
            duration = seconds
        }
        let kind: Kind
        switch name {
        case "LinearKeyframe":
            var curve = TimingCurve.linear
            if let written = argument("timingCurve") {
                guard case .animation(let animation) = try evaluation.evaluate(written, owner: owner, expecting: .animation),
                      case .curve(let read, _) = animation.timing else {
                    throw EvaluationError(.unsupported, at: written.location, "a timing curve other than .linear, .easeIn, "
                                          + ".easeOut or .easeInOut")
                }
                curve = read
            }
            kind = .linear(curve)
        case "SpringKeyframe":
            var spring = defaultSpring
            if let written = argument("spring") {
                guard case .animation(let animation) = try evaluation.evaluate(written, owner: owner, expecting: .animation),
                      case .fluidSpring(let read) = animation.timing else {
                    throw EvaluationError(.unsupported, at: written.location, "a spring other than SwiftUI's named ones "
                                          + "(.bouncy, .snappy, .smooth) or .spring(duration:bounce:)")
                }
                spring = read
            }
            kind = .spring(spring, startVelocity: try argument("startVelocity").map(value))
        case "CubicKeyframe":
            kind = .cubic(startVelocity: try argument("startVelocity").map(value), endVelocity: try argument("endVelocity").map(value))
        default:
            kind = .move
            duration = nil
        }
        if duration == nil, name == "LinearKeyframe" || name == "CubicKeyframe" {
            throw EvaluationError(.invalid, at: call.location, "\(name)(…) without its duration")
        }
        return KeyframeCall(kind: kind, value: to, duration: duration, location: call.location)
    }

    /// Seconds its segment lasts: a spring's settling duration when it gives none, 0 for a move —
    /// as ``Motion/Keyframe/duration`` says.
    public var length: Double {
        switch kind {
        case .move: 0
        case .spring(let spring, _): duration ?? Keyframe.settlingDuration(of: spring)
        default: duration ?? 0
        }
    }
}
