import Foundation
import SwiftModel

/// What a state variable a screen's transitions read *is*, relative to the selection, read from
/// where the code assigns it (the binding `import -o` writes, with its reason):
///
/// - assigned a comparison of the new selection with the current one, in the code that changes
///   the selection (`movingForward = index > selection` beside `selection = index`): `forward`
///   (`<`: `backward`);
/// - in `.onChange(of: selection) { old, new in … }`: a comparison of `new` with `old` is
///   `forward`, `old` itself is `from`; in the one-argument form `{ new in … }`, `new` kept for
///   the next change is `from` as it stands *before* that change, and `new` compared with such a
///   variable is `forward`;
/// - only when no assignment says: a `Bool` named like the direction, an `Int` or enum named like
///   the page before — and the reason says it was the name.
///
/// The timing of each (before, with or after the selection) is read by ``UpdateTiming`` from the
/// same assignments, so the preset renders the stale removals SwiftUI shows.
struct StateRoles {
    let code: CodeBase
    let view: String
    let selection: String

    func role(of name: String) -> TabsScreen.Bound? {
        let assignments = code.assignments(in: view).filter { SelectionGuess.stripSelf($0.variable) == name }
        for assignment in assignments {
            if let found = fromChangeOfSelection(assignment) ?? fromOnChange(assignment) { return found }
        }
        return byName(name)
    }

    /// `name = new > selection` in code that also assigns `selection = new`.
    private func fromChangeOfSelection(_ assignment: StateAssignment) -> TabsScreen.Bound? {
        guard case .body = assignment.unit, let value = assignment.value else { return nil }
        let newValues = code.assignments.filter { $0.unitID == assignment.unitID && SelectionGuess.stripSelf($0.variable) == selection }
            .compactMap { $0.value.map(key) }
        guard let role = comparison(value, new: Set(newValues), old: [selection]) else { return nil }
        return TabsScreen.Bound(name: assignment.variable, role: role, timing: nil,
                                reason: "set to \(code.text(of: value.span)) where '\(selection)' changes "
                                + "(\(assignment.location.fileAndLine)): the change's direction")
    }

    /// In `.onChange(of: selection)`: a comparison of the new value with the old, or the old value.
    private func fromOnChange(_ assignment: StateAssignment) -> TabsScreen.Bound? {
        guard case .onChange(let observed) = assignment.unit, SelectionGuess.stripSelf(observed) == selection,
              let value = assignment.value else { return nil }
        let parameters = assignment.closureParameters
        let new: Set<String> = Set([selection] + (parameters.last.map { [$0] } ?? []))
        var old: Set<String> = parameters.count == 2 ? [parameters[0]] : []
        // One-argument form: the variables that keep the last value for the next change are the old value.
        for kept in code.assignments where kept.unitID == assignment.unitID && kept.value.map(key).map(new.contains) == true {
            old.insert(SelectionGuess.stripSelf(kept.variable))
        }
        let written = code.text(of: value.span)
        let place = "in .onChange(of: \(selection)) (\(assignment.location.fileAndLine))"
        if let role = comparison(value, new: new, old: old) {
            return TabsScreen.Bound(name: assignment.variable, role: role, timing: nil,
                                    reason: "set to \(written) \(place): the change's direction, a render late")
        }
        if old.contains(key(value)), parameters.count == 2 {
            return TabsScreen.Bound(name: assignment.variable, role: .from, timing: nil,
                                    reason: "set to the old value \(place): the page before the change, a render late")
        }
        if new.contains(key(value)) {
            // Kept after each change, so before the next one it holds the page that change leaves.
            return TabsScreen.Bound(name: assignment.variable, role: .from, timing: .before,
                                    reason: "set to the new value \(place), so at the next change it holds the page "
                                    + "being left: from, as it stands before that change")
        }
        return nil
    }

    /// `forward` or `backward` when `expression` compares a new value with an old one.
    private func comparison(_ expression: CodeExpression, new: Set<String>, old: Set<String>) -> BindingRole? {
        guard case .binary(let op, let a, let b) = expression.unparenthesized.kind else { return nil }
        let (left, right) = (key(a), key(b))
        let greater = op == ">" || op == ">="
        let less = op == "<" || op == "<="
        guard greater || less else { return nil }
        if new.contains(left), old.contains(right) { return greater ? .forward : .backward }
        if old.contains(left), new.contains(right) { return greater ? .backward : .forward }
        return nil
    }

    /// An expression compared as text: spaces, `self.` and a trailing `.rawValue` left out.
    private func key(_ expression: CodeExpression) -> String {
        var text = code.text(of: expression.span).filter { !$0.isWhitespace }
        if text.hasPrefix("self.") { text.removeFirst(5) }
        if text.hasSuffix(".rawValue") { text.removeLast(".rawValue".count) }
        return text
    }

    /// The last resort: what the variable is named like.
    private func byName(_ name: String) -> TabsScreen.Bound? {
        let lower = name.lowercased()
        let hint = code.storedProperty(name, owner: view).flatMap(code.valueType)
        let named = "named like it; no assignment in these files says what it is"
        if hint == .boolean {
            if lower.contains("forward") { return TabsScreen.Bound(name: name, role: .forward, reason: "the direction, " + named) }
            if lower.contains("backward") || lower.contains("reverse") {
                return TabsScreen.Bound(name: name, role: .backward, reason: "the direction, " + named)
            }
            if lower.contains("reducemotion") || lower.contains("reducedmotion") {
                return TabsScreen.Bound(name: name, role: .reduceMotion, reason: "Reduce Motion, " + named)
            }
            return nil
        }
        if ["previous", "prev", "old", "last"].contains(where: { lower.hasPrefix($0) }) {
            return TabsScreen.Bound(name: name, role: .from, reason: "the page before the change, " + named)
        }
        return nil
    }
}
