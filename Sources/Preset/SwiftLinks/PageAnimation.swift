import Foundation
import Motion
import Scene
import SwiftModel

/// The animation of one change of a selection as SwiftUI's transaction model gives it, for a link
/// with `view:` on an animation (``SwiftLink/Target/viewAnimation(_:assignment:)``).
///
/// The state before the change is the last render before it, where the action that changes the
/// selection runs (so a `withAnimation`'s argument is read there); the state after it is the first
/// render after it, where the `.animation(_:value:)` modifiers compare their values with the
/// render before and their animations are read.
extension SwiftLink {
    /// Change `k`'s animation and where it came from.
    func pageAnimation(change k: Int, in history: SelectionHistory,
                       reduceMotion: Bool) throws(EvaluationError) -> (animation: Animation, source: PageTransaction.Source) {
        guard case .viewAnimation(let transaction, let assignment) = target else {
            throw EvaluationError(.invalid, at: location, "this link does not name a view's pages")
        }
        let before = try history.bindings(bindings, at: .lastRenderBefore(change: k), page: history.selections[k - 1],
                                          reduceMotion: reduceMotion)
        let after = try history.bindings(bindings, at: .firstRenderAfter(change: k), page: history.selections[k],
                                         reduceMotion: reduceMotion)
        let source = try transaction.resolve(explicit: assignment?.explicit) { value throws(EvaluationError) in
            try changed(value, view: transaction.view, before: before, after: after, assignment: assignment)
        }
        let bound: Bindings = if case .explicit = source { before } else { after }
        let value = try Evaluation(code: code, bindings: bound).animation(of: source, in: transaction, assignment: assignment)
        switch value {
        case .animation(let animation): return (animation, source)
        // SwiftUI shows the new page at once: no animation (`.animation(nil, value:)` on the way
        // down, or a change no transaction animates).
        case .none: return (.none, source)
        default: throw EvaluationError(.invalid, at: location, "this gives \(value.description), not an Animation")
        }
    }

    /// Whether a watched value differs between the render before the change and the one after.
    /// A value that reads state the link does not bind is one this change does not touch — unless
    /// the code assigns that state in the same update as the selection, which SwiftUI would see,
    /// and then it must be bound. Any other refusal of the value is the link's error.
    private func changed(_ value: CodeExpression, view: String, before: Bindings, after: Bindings,
                         assignment: StateAssignment?) throws(EvaluationError) -> Bool {
        do {
            let old = try Evaluation(code: code, bindings: before).evaluate(value, owner: view)
            let new = try Evaluation(code: code, bindings: after).evaluate(value, owner: view)
            return old != new
        } catch {
            // Only state the link does not bind may be taken as untouched; a value MotionReel
            // cannot evaluate is refused rather than guessed.
            guard case .unbound(let name) = error.kind else { throw error }
            guard let assignment else { return false }
            let together = code.assignments.contains { $0.unitID == assignment.unitID && $0.variable == name }
            guard together else { return false }
            throw EvaluationError(.unbound(name: name), at: value.location,
                                  "'\(name)' is watched here and changes with the selection (\(assignment.location.fileAndLine)); "
                                  + "bind it so MotionReel can tell whether it changes: bind: { \(name): forward }")
        }
    }

    /// The link as the scene records it once change 1 is resolved: the site that decided it.
    func record(role: String, decided source: PageTransaction.Source) -> CodeLink {
        var link = record(role: role)
        let site = source.site(in: code)
        if let site {
            link.line = site.location.line
            link.column = site.location.column
            link.site = site.label
            link.source = code.text(of: site.span)
            link.reads = reads(FreeVariables.declarations(reachedBy: site, in: code))
        } else if case .modifier(let step) = source {
            link.line = step.call.span.start.line
            link.column = step.call.span.start.column
            link.site = ".\(step.call.name) { … }"
            link.source = code.text(of: step.call.span)
        }
        return link
    }
}
