import Foundation

/// iOS 17's `TransitionPhase`, which a custom `Transition`'s `body(content:phase:)` is called with.
///
/// Apple documents three phases — `willAppear` (the view is about to be inserted), `identity` (it
/// is on screen, at rest) and `didDisappear` (it has been removed) — and `value`, "a value that
/// can be used to multiply effects that are applied differently depending on the phase": −1 for
/// `willAppear`, 0 for `identity`, 1 for `didDisappear`; `isIdentity` is true for `identity` alone.
enum TransitionPhaseVocabulary {
    static let typeName = "TransitionPhase"

    /// The phases in the order a view meets them.
    static let names = ["willAppear", "identity", "didDisappear"]

    /// `.willAppear`, `TransitionPhase.identity` …
    static func phase(_ name: String) -> Value? {
        names.contains(name) ? .enumCase(type: typeName, name: name) : nil
    }

    /// `phase.isIdentity`, `phase.value`.
    static func member(_ name: String, of phase: String, at location: CodeLocation) throws(EvaluationError) -> Value {
        switch name {
        case "isIdentity": return .boolean(phase == "identity")
        case "value": return .double(phase == "willAppear" ? -1 : phase == "didDisappear" ? 1 : 0)
        default:
            throw EvaluationError(.unsupported, at: location, "'.\(name)' of a TransitionPhase is not evaluated "
                                  + "(MotionReel understands isIdentity, value and == between phases)")
        }
    }
}
