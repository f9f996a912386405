import Foundation
import Scene
import SwiftModel

/// The link forms a catalogue preset uses, beside the others (``DocumentReader/decodeSwiftLink``):
///
/// ```yaml
/// animation: { swift: Card.swift, state: CardRow.isPressed, change: [false, true], site: 31 }
/// scale:     { swift: Card.swift, modifier: scaleEffect, line: 31, bind: { isPressed: true } }
/// ```
///
/// `state:` names the state that changes (`TYPE.VAR`, or `TYPE.MODEL.VAR` for a model object's
/// property the view reads through its property `MODEL`), `change:` its value before and after, and
/// `site:` the line of the view that changes (its `.transition` or state-driven modifier): the
/// animation is the one SwiftUI's transaction model gives that view for that change. `line:`
/// picks the assignment that makes the change when several do; without it, the first whose value
/// is the new one. `modifier:` with `line:` names a state-driven modifier whose value a layer
/// property takes, evaluated with `bind:`.
extension DocumentReader {
    func selectStateChange(_ state: String, field: Field, change: Field?, site: Field?, line: Int?, keyed: Keyed,
                           in code: CodeBase) -> SwiftLink.Target? {
        let place = code.files.first?.path ?? ""
        func fail(_ at: Field, _ message: String) -> SwiftLink.Target? {
            report(.swift(place: place, message: message), at: at.node)
            return nil
        }
        let parts = state.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[1].isEmpty else {
            return fail(field, "write the state as TYPE.VAR, e.g. state: CardRow.isPressed (TYPE.MODEL.VAR for a model "
                        + "object's property the view reads: state: InboxView.model.isRefreshing)")
        }
        let (type, variable) = (parts[0], parts[1])
        // `InboxView.model.isRefreshing`: the property of the model object `InboxView.model` holds.
        let cell = variable.contains(".") ? ModelState.cell(variable, in: type, code: code) : nil
        if variable.contains("."), cell == nil {
            let models = ModelState.cells(of: type, in: code).map { "\(type).\($0.path)" }
            return fail(field, "'\(variable)' is not an observable property of a model object \(type) holds"
                        + (Suggestions.closest(to: state, among: models).map { "; did you mean '\($0)'?" } ?? ""))
        }
        guard let declaration = cell?.property ?? code.storedProperty(variable, owner: type) else {
            let names = code.members(of: type).filter(\.isStored).map(\.name)
            let hint = Suggestions.closest(to: variable, among: names).map { "; did you mean '\(type).\($0)'?" }
                ?? (names.isEmpty ? "" : "; its stored properties: " + names.joined(separator: ", "))
            return fail(field, "no stored property '\(variable)' in a type '\(type)'" + hint)
        }
        guard let change, let sitesField = site else {
            invalid(keyed.field, "state: needs change: [BEFORE, AFTER] and site: LINE (the line of the view that changes)")
            return nil
        }
        guard let values = sequence(change), values.count == 2 else {
            invalid(change, "change: is [BEFORE, AFTER], the state's value before and after, e.g. change: [false, true]")
            return nil
        }
        let hint = TypeHint.named(declaration.type, in: code)?.wrapped ?? code.valueType(of: declaration)
        var converted: [Value] = []
        for item in values {
            guard let entry = decodeBindValue(variable, item) else { return nil }
            guard case .literal(let value) = entry.role, let typed = Self.literal(value, as: hint, code: code) else {
                invalid(item, "'\(variable)' is a \(hint?.name ?? "value") in the code; "
                        + (Self.literalExample(hint).isEmpty ? "write one of its values (true, 2, .grid)" : String(Self.literalExample(hint).dropFirst(2))))
                return nil
            }
            converted.append(typed)
        }
        guard let siteLine = integer(sitesField) else { return nil }
        // The view that changes: a .transition's, a view an if or switch shows with none (inserted
        // where its statement is), or a state-driven modifier's.
        let places = code.modifierPlaces(in: type).filter { $0.place.location.line == siteLine }
        let path: [ModifierCall]
        if let transition = places.first(where: { $0.place.call.name == "transition" }) {
            path = transition.place.statementPath
        } else if let branch = code.branchViews(in: type).first(where: { $0.view.location.line == siteLine }) {
            path = branch.view.outer
        } else if let modifier = places.first {
            path = modifier.place.outer
        } else {
            return fail(sitesField, "no modifier or view of \(type) an if shows is on line \(siteLine); site: is the line of "
                        + "the .transition, of the view an if or switch shows, or of the state-driven modifier of the view that changes")
        }
        let transaction: PageTransaction
        do {
            transaction = try PageTransaction(view: type, selection: variable, path: path)
        } catch {
            report(error, at: field)
            return nil
        }
        var assignments = PageTransaction.assignments(of: variable, in: type, code: code)
        if let line {
            assignments = assignments.filter { $0.location.line == line || $0.explicit?.location.line == line }
            guard !assignments.isEmpty else {
                return fail(keyed["line"] ?? field, "'\(variable)' is not changed on line \(line)")
            }
        } else {
            // The assignment that makes this change: its value is the new one (a value read from
            // something else, `isPressed = pressing`, could be, and is taken after exact ones).
            func gives(_ assignment: StateAssignment) -> Bool? {
                guard let result = assignment.result(into: variable, cell: cell, view: type, from: converted[0],
                                                     expecting: converted[1].literalType, code: code) else { return nil }
                return result.makes(converted[1])
            }
            let exact = assignments.filter { gives($0) == true }
            assignments = exact.isEmpty ? assignments.filter { gives($0) == nil } : exact
        }
        return .stateChange(transaction, assignment: assignments.first, from: converted[0], to: converted[1])
    }

    func selectModifier(_ name: String, field: Field, line: Int?, keyed: Keyed, in code: CodeBase) -> SwiftLink.Target? {
        let place = code.files.first?.path ?? ""
        guard Evaluation.filmedValueModifiers.contains(name) else {
            report(.swift(place: place, message: "MotionReel films the values of "
                          + Evaluation.filmedValueModifiers.sorted().map { ".\($0)" }.joined(separator: ", ")
                          + "; not .\(name)"), at: field.node)
            return nil
        }
        guard let line else {
            invalid(keyed.field, "modifier: needs line: N, the line the .\(name) is on")
            return nil
        }
        let all = code.modifierPlaces().filter { $0.place.call.name == name }
        guard let chosen = all.first(where: { $0.place.location.line == line }) else {
            let lines = all.map { String($0.place.location.line) }
            report(.swift(place: place, message: "no .\(name) on line \(line)"
                          + (lines.isEmpty ? "" : "; it is on line " + lines.joined(separator: ", "))), at: field.node)
            return nil
        }
        return .modifierValue(chosen.place, owner: chosen.owner)
    }
}
