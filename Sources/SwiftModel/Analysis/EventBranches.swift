import Foundation

/// The branches of a view's `if`s that every change of one of its states is made in: the button
/// that toggles a panel inside `if !store.suggestions.isEmpty { … }` can only be tapped while
/// the suggestions show, so the state changes only while that branch is taken. A film of the state
/// shows the screen with those branches taken — what its events need —, where the conditions read
/// what the film cannot otherwise hold (a model's data that is empty when declared, the environment).
///
/// A branch is held only when every place that can change the state is inside it — each
/// assignment in the type's code, and each `$state` handed to a control or a child — and its
/// conditions do not read the state (a button shown only while a panel is closed is not held open).
public enum EventBranches {
    /// The `if` statements (by where they start) and the index of the block each is held at, for
    /// the changes of `state` (and, read in the same conditions, `companions`) in `type`.
    public static func held(for state: String, companions: [String] = [], in type: String, code: CodeBase) -> [CodeLocation: Int] {
        // A child's assignments through a binding run where the child is, which the `$state` handed
        // to it places.
        let assignments = Set(PageTransaction.assignments(of: state, in: type, code: code).filter { $0.owner == type }.map(\.location))
        guard !assignments.isEmpty else { return [:] }
        var paths: [[Step]] = []
        var found = Set<CodeLocation>()
        for declaration in code.members(of: type) {
            let body: Block
            switch declaration.kind {
            case .computed(let block), .function(_, let block?): body = block
            default: continue
            }
            // A member the body shows (`imagesSection` in the `else` of `if viewModel.isLoading`) runs
            // its events only while it is shown: the `if`s around its use are on the way too.
            visit(body.statements, path: usePath(of: declaration.name, in: type, code: code), state: state,
                  assignments: assignments, found: &found, into: &paths)
        }
        // An assignment the walk did not meet (in a helper another type calls, in code it cannot
        // follow) may run under any branch: nothing is held.
        guard found == assignments, var common = paths.first.map(Set.init) else { return [:] }
        for path in paths.dropFirst() { common.formIntersection(path) }
        let names = [state, "$" + state] + companions
        return Dictionary(common.filter { !$0.reads(names) }.map { ($0.statement, $0.index) }, uniquingKeysWith: { first, _ in first })
    }

    /// One `if` on the way to a change, and which of its blocks it is in.
    struct Step: Hashable {
        var statement: CodeLocation
        var index: Int
        var conditions: [[Condition]]

        /// Whether the conditions up to and including this block's read any of `names`.
        func reads(_ names: [String]) -> Bool {
            conditions.prefix(index + 1).contains { list in list.contains { condition in names.contains { condition.mentions($0) } } }
        }
    }

    /// The `if`s around where `member` is shown, from `body` down (``MemberUse``).
    static func usePath(of member: String, in type: String, code: CodeBase) -> [Step] {
        code.useChain(of: member, in: type).reversed().flatMap { use, body in steps(to: use.span, in: body.statements) }
    }

    /// The `if`s whose taken block holds `span`, outermost first, through containers' closures.
    private static func steps(to span: CodeSpan, in statements: [Statement]) -> [Step] {
        for statement in statements where statement.span.holds(span) {
            switch statement.kind {
            case .ifStatement(let branch):
                let conditions = branch.clauseConditions
                for (index, block) in statement.branchBlocks.enumerated() where block.statements.contains(where: { $0.span.holds(span) }) {
                    let step = Step(statement: statement.location, index: index, conditions: conditions)
                    return [step] + steps(to: span, in: block.statements)
                }
            case .expression(let expression), .returnValue(let expression?):
                for body in expression.allClosureBodies where body.statements.contains(where: { $0.span.holds(span) }) {
                    return steps(to: span, in: body.statements)
                }
            default:
                for block in statement.innerBlocks where block.statements.contains(where: { $0.span.holds(span) }) {
                    return steps(to: span, in: block.statements)
                }
            }
            return []
        }
        return []
    }

    private static func visit(_ statements: [Statement], path: [Step], state: String, assignments: Set<CodeLocation>,
                              found: inout Set<CodeLocation>, into paths: inout [[Step]]) {
        for statement in statements {
            if assignments.contains(statement.location) {
                found.insert(statement.location)
                paths.append(path)
            }
            switch statement.kind {
            case .ifStatement(let branch):
                let blocks = statement.branchBlocks
                let conditions = branch.clauseConditions
                for (index, block) in blocks.enumerated() {
                    let step = Step(statement: statement.location, index: index, conditions: conditions)
                    visit(block.statements, path: path + [step], state: state, assignments: assignments, found: &found, into: &paths)
                }
            case .expression(let expression), .returnValue(let expression?):
                // `$state` handed to a control or a child here can change it from there.
                if mentionsBinding(expression, of: state) { paths.append(path) }
                for body in expression.allClosureBodies {
                    visit(body.statements, path: path, state: state, assignments: assignments, found: &found, into: &paths)
                }
            default:
                for block in statement.innerBlocks {
                    visit(block.statements, path: path, state: state, assignments: assignments, found: &found, into: &paths)
                }
            }
        }
    }

    /// Whether `expression` (not the closures in it) passes `$state` as an argument: to the view, or
    /// to a modifier on it (`.sheet(isPresented: $state)`).
    private static func mentionsBinding(_ expression: CodeExpression, of state: String) -> Bool {
        guard case .call(let callee, let arguments) = expression.kind else { return false }
        if arguments.contains(where: { $0.value.mentions("$" + state) }) { return true }
        if case .member(let base, _) = callee.kind { return mentionsBinding(base, of: state) }
        return false
    }
}
