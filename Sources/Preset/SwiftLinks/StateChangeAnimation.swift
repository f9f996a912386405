import Foundation
import Motion
import Scene
import SwiftModel

/// The animation of one change of a view's state as SwiftUI's transaction model gives it, for a
/// link with `state:` (``SwiftLink/Target/stateChange(_:assignment:from:to:)``): what a
/// catalogue's event animates with.
///
/// The change starts with the `withAnimation` around its assignment, read in the render before it
/// (the action runs there); each `.animation(_:value:)` and `.transaction` on the way down to the
/// changed view then applies when its value differs between the render before (the state at
/// `from`) and after (at `to`), read in the render after.
extension SwiftLink {
    func stateChangeAnimation(_ bindings: Bindings) throws(EvaluationError) -> (animation: Animation, source: PageTransaction.Source) {
        guard case .stateChange(let transaction, let assignment, let from, let to) = target else {
            throw EvaluationError(.invalid, at: location, "this link does not name a state change")
        }
        let before = bindings.adding([transaction.selection: from])
        let after = bindings.adding([transaction.selection: to])
        let source = try transaction.resolve(explicit: assignment?.explicit) { value throws(EvaluationError) in
            do throws(EvaluationError) {
                let old = try Evaluation(code: code, bindings: before).evaluate(value, owner: transaction.view)
                let new = try Evaluation(code: code, bindings: after).evaluate(value, owner: transaction.view)
                return old != new
            } catch {
                // A watched value that reads other state: that state does not change in this update.
                guard case .unbound = error.kind else { throw error }
                return false
            }
        }
        let bound: Bindings = if case .explicit = source { before } else { after }
        let value = try Evaluation(code: code, bindings: bound).animation(of: source, in: transaction, assignment: assignment)
        switch value {
        case .animation(let animation): return (animation, source)
        case .none: return (.none, source)
        default: throw EvaluationError(.invalid, at: location, "this gives \(value.description), not an Animation")
        }
    }

    /// The values a `modifier:` link's modifier gives under `bindings`: each property it drives.
    func modifierValues(_ bindings: Bindings) throws(EvaluationError) -> [(property: String, value: FilmedValue)] {
        guard case .modifierValue(let place, let owner) = target else {
            throw EvaluationError(.invalid, at: location, "this link does not name a modifier")
        }
        return try Evaluation(code: code, bindings: bindings).filmedValues(of: place.call, at: place.location, owner: owner)
    }
}
