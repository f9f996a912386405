import Foundation
import SwiftModel

/// How a `.contentTransition(…)` swaps a text from one value to the next (``ContentSwap``): what
/// its argument says, and for `.numericText(value:)` which way the number went.
///
/// Content transitions "only take effect within transactions that apply an Animation" (Apple's
/// `ContentTransition`): the film swaps the text in the change's own transaction, at once when it
/// has none.
enum ContentSwaps {
    /// The swap `call` makes of a change from the state `from` to `to`.
    static func swap(_ call: ModifierCall, from: Bindings, to: Bindings, owner: String, code: CodeBase) -> ContentSwap {
        guard let written = call.argument(nil)?.unparenthesized else { return .fade }
        var name = "", arguments: [Argument] = []
        switch written.kind {
        case .implicitMember(let n), .member(_, let n): name = n
        case .call(let callee, let given):
            if case .implicitMember(let n) = callee.kind { name = n } else if case .member(_, let n) = callee.kind { name = n }
            arguments = given
        default: return .fade
        }
        switch name {
        case "identity": return .instant
        case "numericText":
            if let value = arguments.value(labelled: "value") {
                let before = (try? Evaluation(code: code, bindings: from).evaluate(value, owner: owner))?.number
                let after = (try? Evaluation(code: code, bindings: to).evaluate(value, owner: owner))?.number
                if let before, let after { return .roll(up: after >= before) }
            }
            let down = arguments.value(labelled: "countsDown").map { $0.kind == .boolean(true) } ?? false
            return .roll(up: !down)
        default:
            // `.opacity`, `.interpolate`, a symbol's `.symbolEffect(.replace)`: a cross-fade.
            return .fade
        }
    }
}
