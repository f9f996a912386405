import Foundation

extension StateAssignment {
    /// What this assignment stores into `state` — a view's own (`isOn`), or a model's property as
    /// the view reads it (`model.isOn`, whose ``ModelState/Cell`` is `cell`) — when the state holds
    /// `value` before it and the view's other state is `others`. The model's own code reads the
    /// property by its name (`isOn.toggle()` in `func flip()`) and runs in the model's scope; `hint`
    /// is the state's type, which gives an implicit member its meaning. Nil when it cannot be read, or
    /// when an `if` or `guard` on its way (``path``) goes the other way with the state at `value`
    /// (unless `followingPath` is false: what it stores were it run).
    public func result(into state: String, cell: ModelState.Cell?, view: String, from value: Value,
                       others: [String: Value] = [:], expecting hint: TypeHint?, code: CodeBase,
                       followingPath: Bool = true) -> Value? {
        guard let expression = self.value else { return nil }
        guard !followingPath || runs(into: state, cell: cell, view: view, from: value, code: code) else { return nil }
        let (bound, scope) = scope(into: state, cell: cell, view: view, from: value, others: others)
        return try? Evaluation(code: code, bindings: Bindings(bound)).evaluate(expression, owner: scope, expecting: hint)
    }

    /// What its code reads with the state at `value` (and `others` besides), and the type it runs
    /// in: the model's own code reads the property by its name; the variable it writes is the state
    /// under the name its code knows it by (a parent's `showsDetails.toggle()` sets the child's
    /// `@Binding var isOn`).
    private func scope(into state: String, cell: ModelState.Cell?, view: String, from value: Value,
                       others: [String: Value]) -> (bound: [String: Value], owner: String?) {
        let inModel = cell.map { $0.model == owner } ?? false
        var bound = others
        bound[state] = value
        if inModel, let cell { bound[cell.property.name] = value }
        let written = SelectionGuess.stripSelf(variable)
        if !written.contains(".") { bound[written] = value }
        return (bound, inModel ? cell?.model : view)
    }

    /// Whether the assignment can run with the state at `value`: false when an `if` or `guard` on
    /// its way (``path``) is known to go the other way — so a nil ``result(into:cell:view:from:others:expecting:code:)``
    /// there is "never from here", not "cannot be read".
    ///
    /// Only the state itself is bound: the other state a film assumes is not what the event finds
    /// when it runs (a `trigger` the film leaves at its declared value may be set by the time the
    /// event's `if self.trigger` is read), so a condition on it is unknown, and does not stop it.
    public func runs(into state: String, cell: ModelState.Cell?, view: String, from value: Value, code: CodeBase) -> Bool {
        guard !path.isEmpty else { return true }
        let (bound, scope) = scope(into: state, cell: cell, view: view, from: value, others: [:])
        return !Evaluation(code: code, bindings: Bindings(bound)).fails(path, owner: scope)
    }
}

extension Evaluation {
    /// Whether one of `path`'s conditions is known to go the other way than the path needs: a
    /// clause that evaluates false makes its condition fail, all true make it hold; a clause that
    /// cannot be evaluated leaves it unknown.
    func fails(_ path: [PathCondition], owner: String?) -> Bool {
        for condition in path {
            var known = true, all = true
            for clause in condition.clauses {
                guard case .boolean(let b)? = try? evaluate(clause, owner: owner, expecting: .boolean) else {
                    known = false
                    continue
                }
                if !b { all = false }
            }
            // One false clause decides the whole condition, whatever the unknown ones are.
            if !all || known, all != condition.holds { return true }
        }
        return false
    }
}
