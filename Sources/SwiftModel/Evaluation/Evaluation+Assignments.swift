import Foundation

extension StateAssignment {
    /// What this assignment stores into `state` — a view's own (`isOn`), or a model's property as
    /// the view reads it (`model.isOn`, whose ``ModelState/Cell`` is `cell`) — when the state holds
    /// `value` before it and the view's other state is `others`. The model's own code reads the
    /// property by its name (`isOn.toggle()` in `func flip()`) and runs in the model's scope; `hint`
    /// is the state's type, which gives an implicit member its meaning. Nil when it cannot be read.
    public func result(into state: String, cell: ModelState.Cell?, view: String, from value: Value,
                       others: [String: Value] = [:], expecting hint: TypeHint?, code: CodeBase) -> Value? {
        guard let expression = self.value else { return nil }
        let inModel = cell.map { $0.model == owner } ?? false
        var bound = others
        bound[state] = value
        if inModel, let cell { bound[cell.property.name] = value }
        return try? Evaluation(code: code, bindings: Bindings(bound))
            .evaluate(expression, owner: inModel ? cell?.model : view, expecting: hint)
    }
}
