import Foundation
import Motion

/// A phase animator — `view.phaseAnimator(phases, trigger:) { content, phase in … } animation: { phase in … }`
/// or `PhaseAnimator(phases, trigger:) { phase in … } animation: { … }` — as a film reads it: the
/// phases in order, the parameter its content reads, the animation into each phase, and whether a
/// trigger starts it.
///
/// SwiftUI (https://developer.apple.com/documentation/swiftui/phaseanimator): without a trigger it
/// "cycles through a sequence of phases continuously"; with one, each change of the trigger runs
/// through the phases once and back to the first. The animation closure is given the phase being
/// animated *to* (Apple's WWDC23 "Wind your way through advanced animations": "how to animate into
/// each phase"), `.default` when there is none, and `nil` changes without animating.
public struct PhaseAnimatorCall: Sendable, Hashable {
    /// The phase closure's parameter (`phase`; `$0` or `$1` when the closure names none).
    public var parameter: String
    /// The modifier form's first parameter, the view it modifies (`content`); nil for the view form.
    public var placeholder: String?
    /// The `.phaseAnimator` or `PhaseAnimator` token: where its site is.
    public var site: CodeLocation
    public var phases: CodeExpression
    public var trigger: CodeExpression?
    /// What the animation closure returns, for the phase bound to ``parameter`` (its own
    /// parameter renamed to it); nil when there is no closure (SwiftUI's `.default`).
    public var animation: CodeExpression?
    /// Why the animation closure cannot be read (a body of several statements).
    public var unreadAnimation: String?

    /// The most phases a film steps through.
    public static let maximumPhases = 12

    /// The call's parts, when `arguments` are a phase animator's: the phases first, a content closure.
    static func read(_ arguments: [Argument], site: CodeLocation, isModifier: Bool) -> PhaseAnimatorCall? {
        guard let phases = arguments.first, phases.label == nil else { return nil }
        if case .closure = phases.value.kind { return nil }
        let closures = arguments.compactMap { argument -> (label: String?, closure: Closure)? in
            if case .closure(let closure) = argument.value.kind { return (argument.label, closure) }
            return nil
        }
        guard let content = closures.first(where: { $0.label == nil || $0.label == "content" })?.closure else { return nil }
        let position = isModifier ? 1 : 0
        let parameter = content.parameters.count > position ? content.parameters[position] : "$\(position)"
        var call = PhaseAnimatorCall(parameter: parameter,
                                     placeholder: isModifier ? (content.parameters.first ?? "$0") : nil,
                                     site: site, phases: phases.value,
                                     trigger: arguments.first { $0.label == "trigger" }?.value)
        if let animation = closures.first(where: { $0.label == "animation" })?.closure {
            if let result = animation.body.implicitResult ?? Self.returned(animation.body) {
                let own = animation.parameters.first ?? "$0"
                call.animation = own == parameter ? result : result.substituting([own: CodeExpression(.name(parameter), span: result.span)])
            } else {
                call.unreadAnimation = "its animation closure is not one expression or one return"
            }
        }
        return call
    }

    /// `{ return x }`.
    private static func returned(_ body: Block) -> CodeExpression? {
        guard body.statements.count == 1, case .returnValue(let value?) = body.statements[0].kind else { return nil }
        return value
    }

    /// The phases in order: an array literal of values (`[false, true]`, `[0, 1, 2]`, `[.start, .end]`),
    /// `Enum.allCases` of an enum in the files (its cases in declaration order), or a literal
    /// integer range; at least two, at most ``maximumPhases``.
    public func phaseValues(in code: CodeBase, owner: String) throws(EvaluationError) -> [Value] {
        let evaluation = Evaluation(code: code, bindings: Bindings())
        var values: [Value] = []
        switch phases.unparenthesized.kind {
        case .array(let elements):
            for element in elements { values.append(try evaluation.evaluate(element, owner: owner)) }
        case .member(let base, "allCases"):
            guard case .name(let type) = base.unparenthesized.kind, let enumeration = code.enumeration(type),
                  !enumeration.cases.contains(where: \.hasAssociatedValues) else {
                throw EvaluationError(.unsupported, at: phases.location, "the phases are not the cases of an enum the files declare")
            }
            values = enumeration.cases.map { .enumCase(type: type, name: $0.name) }
        case .binary(let op, let low, let high) where op == "..<" || op == "...":
            guard case .integer(let a) = low.unparenthesized.kind, case .integer(let b) = high.unparenthesized.kind,
                  b - a < Self.maximumPhases + 1 else {
                throw EvaluationError(.unsupported, at: phases.location, "the phases are a range whose bounds are not literals")
            }
            values = Array(a...(op == "..<" ? b - 1 : b)).map(Value.integer)
        default:
            throw EvaluationError(.unsupported, at: phases.location, "the phases are not an array literal, an enum's "
                                  + "allCases or a literal range")
        }
        guard (2...Self.maximumPhases).contains(values.count) else {
            throw EvaluationError(.limit, at: phases.location, "\(values.count) phases: a film steps through 2 to "
                                  + "\(Self.maximumPhases)")
        }
        return values
    }

    /// The animation into `phase`: SwiftUI's default without a closure, nil for `nil`.
    public func animation(into phase: Value, in code: CodeBase, owner: String) throws(EvaluationError) -> Motion.Animation? {
        if let unreadAnimation { throw EvaluationError(.unsupported, at: site, unreadAnimation) }
        guard let animation else { return AnimationVocabulary.defaultAnimation }
        let value = try Evaluation(code: code, bindings: Bindings([parameter: phase])).evaluate(animation, owner: owner,
                                                                                                  expecting: .animation)
        switch value {
        case .animation(let animation): return animation
        case .none: return nil
        default: throw EvaluationError(.invalid, at: animation.location, "this gives \(value.description), not an Animation")
        }
    }
}
