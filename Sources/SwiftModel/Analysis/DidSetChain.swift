import Foundation

/// A state whose `didSet` sets it again: each change runs the observer with the new value, and
/// the observer's `switch` over the state picks what comes next —
///
/// ```swift
/// @State var step = Step?.none {
///     didSet {
///         switch step {
///         case .icon: DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation { step = .title } }
///         case .title: DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation { step = nil } }
///         case .none: return
///         }
///     }
/// }
/// ```
///
/// — so a tap's `step = .icon` goes on to `.title` and then to nil, each after its wait: the
/// order Swift runs them in, not the order they are written in. Swift runs a property's `didSet`
/// after every assignment to it from outside the observer's own body (*The Swift Programming
/// Language*, "Property Observers"); an assignment made later, from a closure the observer
/// scheduled, is such an assignment, and runs it again.
public enum DidSetChain {
    /// The assignment the observer of `state` makes after the state becomes `value`: the first
    /// assignment to the state in the `switch` case over it that `value` takes. Nil when the
    /// observer does not decide its next value by a `switch` over the state, or that case sets none.
    public static func next(after value: Value, state: String, in type: String, code: CodeBase) -> StateAssignment? {
        guard let observers = code.storedProperty(state, owner: type)?.observers else { return nil }
        let assignments = code.assignments(in: type).filter { SelectionGuess.stripSelf($0.variable) == state }
        let byPlace = Dictionary(assignments.map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
        for statement in observers.statements {
            guard case .switchStatement(let choice) = statement.kind, Evaluation.namePath(choice.subject) == state else { continue }
            // The state as the observer sees it: `self.step` and `step` both read the new value.
            var scope = Scope(owner: type, isStatic: false, locals: [state: value])
            guard let (block, _) = try? Evaluation(code: code, bindings: Bindings([state: value]))
                .chooseCase(choice, in: &scope, at: statement.location) else { return nil }
            return first(in: block.statements, among: byPlace)
        }
        return nil
    }

    /// Whether `assignment` is made by the observer of the state it assigns (one link of a chain).
    public static func isLink(_ assignment: StateAssignment, in type: String, code: CodeBase) -> Bool {
        let state = SelectionGuess.stripSelf(assignment.variable)
        guard case .body(let function) = assignment.unit, function == state, assignment.owner == type else { return false }
        return code.storedProperty(state, owner: type)?.observers != nil
    }

    /// The first of the assignments `byPlace` holds among `statements`, closures included, in order.
    private static func first(in statements: [Statement], among byPlace: [CodeLocation: StateAssignment]) -> StateAssignment? {
        for statement in statements {
            if let found = byPlace[statement.location] { return found }
            var blocks = statement.innerBlocks
            if case .expression(let expression) = statement.kind { blocks += expression.allClosureBodies }
            for block in blocks {
                if let found = first(in: block.statements, among: byPlace) { return found }
            }
        }
        return nil
    }
}
