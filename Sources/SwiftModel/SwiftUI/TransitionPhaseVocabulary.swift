import Foundation

/// The phases SwiftUI calls a view's effects with: iOS 17's `TransitionPhase`, which a custom
/// `Transition`'s `body(content:phase:)` is called with, and `ScrollTransitionPhase`, which a
/// `.scrollTransition { content, phase in … }` closure is.
///
/// Apple documents three phases of each. `TransitionPhase`: `willAppear` (the view is about to be
/// inserted), `identity` (it is on screen, at rest) and `didDisappear` (it has been removed).
/// `ScrollTransitionPhase`: `topLeading` (the view is past the scroll view's top or leading edge),
/// `identity` (it is in the visible region) and `bottomTrailing` (past the bottom or trailing
/// edge). Each has `value`, "a value that can be used to multiply effects that are applied
/// differently depending on the phase": −1 for the first, 0 for `identity`, 1 for the last; and
/// `isIdentity`, true for `identity` alone.
public enum TransitionPhaseVocabulary {
    public static let typeName = "TransitionPhase"
    public static let scrollTypeName = "ScrollTransitionPhase"

    /// Each type's phases in the order of their values, −1, 0, 1.
    public static let phases: [String: [String]] = [
        typeName: ["willAppear", "identity", "didDisappear"],
        scrollTypeName: ["topLeading", "identity", "bottomTrailing"],
    ]

    /// The phases of `TransitionPhase` in the order a view meets them.
    static var names: [String] { phases[typeName] ?? [] }

    /// `.willAppear`, `TransitionPhase.identity`, `ScrollTransitionPhase.topLeading` …
    static func phase(_ name: String, of type: String = typeName) -> Value? {
        phases[type]?.contains(name) == true ? .enumCase(type: type, name: name) : nil
    }

    /// `phase.isIdentity`, `phase.value`.
    static func member(_ name: String, of phase: String, type: String, at location: CodeLocation) throws(EvaluationError) -> Value {
        switch name {
        case "isIdentity": return .boolean(phase == "identity")
        case "value": return .double(Double((phases[type]?.firstIndex(of: phase) ?? 1) - 1))
        default:
            throw EvaluationError(.unsupported, at: location, "'.\(name)' of a \(type) is not evaluated "
                                  + "(MotionReel understands isIdentity, value and == between phases)")
        }
    }
}
