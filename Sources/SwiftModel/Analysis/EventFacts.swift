import Foundation

/// What the code has checked before it changes a state: an event that runs
/// `guard self.button.shouldAnimate else { return }` (or `if button.shouldAnimate { … }`) and
/// then sets `isAnimating` can only make that change while `button.shouldAnimate` is true — Swift
/// leaves the closure otherwise. A film of the state shows the screen as its changes find it, so
/// it holds those facts where nothing else gives them a value (an input's property that no
/// declaration in the folder says the value of).
///
/// A fact is kept only when every assignment of the state in the type's code is behind it with
/// the same value, and only for an input's property (`button.shouldAnimate`, `isEnabled`): a view's
/// own `@State` is filmed as it changes, never fixed by one event's check.
public enum EventFacts {
    /// The name paths every change of `state` in `type` is guarded by, with the Bool each must
    /// hold (`!path` is false); empty when any change is not behind the same checks.
    public static func guarding(_ state: String, in type: String, code: CodeBase) -> [String: Value] {
        let assignments = Set(PageTransaction.assignments(of: state, in: type, code: code).filter { $0.owner == type }.map(\.location))
        guard !assignments.isEmpty else { return [:] }
        var walk = Walk(assignments: assignments)
        for declaration in code.members(of: type) {
            switch declaration.kind {
            case .computed(let body), .function(_, let body?): walk.visit(body.statements, facts: [:])
            default: break
            }
            // A property's willSet/didSet runs each time it is set: its guards check that change.
            if let observers = declaration.observers { walk.visit(observers.statements, facts: [:]) }
        }
        guard walk.found == assignments, var common = walk.facts.first else { return [:] }
        for facts in walk.facts.dropFirst() { common = common.filter { facts[$0.key] == $0.value } }
        return common.filter { path, _ in
            let root = String(path.prefix { $0 != "." })
            guard root != state, let declaration = code.storedProperty(root, owner: type) else { return false }
            return ViewInputs.isInput(declaration)
        }.mapValues(Value.boolean)
    }

    /// The facts a list of conditions states when it holds: `a.b` true, `!a.b` false.
    static func facts(of conditions: [Condition]) -> [String: Bool] {
        var facts: [String: Bool] = [:]
        for condition in conditions {
            guard case .expression(let written) = condition else { continue }
            if let path = Evaluation.namePath(written) {
                facts[path] = true
            } else if case .prefix("!", let operand) = written.unparenthesized.kind, let path = Evaluation.namePath(operand) {
                facts[path] = false
            }
        }
        return facts
    }

    /// The statements on the way to each assignment, with what holds there.
    private struct Walk {
        let assignments: Set<CodeLocation>
        var found = Set<CodeLocation>()
        var facts: [[String: Bool]] = []

        mutating func visit(_ statements: [Statement], facts inherited: [String: Bool]) {
            var holding = inherited
            for statement in statements {
                if assignments.contains(statement.location) {
                    found.insert(statement.location)
                    facts.append(holding)
                }
                switch statement.kind {
                case .guardStatement(let conditions, _):
                    // What follows a guard in its block runs only when its conditions held.
                    holding.merge(EventFacts.facts(of: conditions)) { _, new in new }
                case .ifStatement(let branch):
                    let blocks = statement.branchBlocks
                    for (index, block) in blocks.enumerated() {
                        // The first block runs when its conditions hold; what an `else` implies is not followed.
                        let more = index == 0 ? EventFacts.facts(of: branch.conditions) : [:]
                        visit(block.statements, facts: holding.merging(more) { _, new in new })
                    }
                case .expression(let expression), .returnValue(let expression?):
                    for body in expression.allClosureBodies { visit(body.statements, facts: holding) }
                default:
                    for block in statement.innerBlocks { visit(block.statements, facts: holding) }
                }
            }
        }
    }
}
