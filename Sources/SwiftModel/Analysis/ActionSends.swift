import Foundation

/// Where The Composable Architecture's actions are sent and handled: each `store.send(.action,
/// animation: A)` a view makes and `await send(.action)` an effect makes, and the reducer `case`s
/// an assignment is in — what ties a change of a store's state to the event and transaction that
/// make it (``StoreState``).
public enum ActionSends {
    /// One `send` call.
    public struct Send: Sendable, Hashable {
        /// The action's case, outermost (`submitButtonTapped` of `.submitButtonTapped`, `game` of `.game(.tap)`).
        public var action: String
        /// The stored property it is sent through (`store` of `store.send`); nil for an effect's `send`.
        public var receiver: String?
        /// The type whose code sends it.
        public var owner: String
        /// `animation:`, when given.
        public var animation: CodeExpression?
        public var location: CodeLocation
    }

    /// Every send in the files, found once per code base.
    public static func all(in code: CodeBase) -> [Send] {
        if let known = code.memo.sends.withLock({ $0 }) { return known }
        var found: [Send] = []
        for declaration in code.declarations {
            guard let owner = declaration.owner else { continue }
            switch declaration.kind {
            case .computed(let body), .function(_, let body?): visit(body.statements, owner: owner, into: &found)
            default: break
            }
        }
        code.memo.sends.withLock { $0 = found }
        return found
    }

    /// The names of the `case`s of a `switch action` (a reducer's) that hold the statement at `location`.
    public static func cases(around location: CodeLocation, in statements: [Statement]) -> [String] {
        for statement in statements {
            var blocks = statement.innerBlocks
            if case .switchStatement(let choice) = statement.kind, Evaluation.namePath(choice.subject) == "action" {
                for item in choice.cases where contains(location, item.body.statements) {
                    return item.patterns.compactMap(caseName)
                }
            }
            blocks += expressions(of: statement).flatMap(closures)
            for block in blocks {
                let inner = cases(around: location, in: block.statements)
                if !inner.isEmpty { return inner }
            }
        }
        return []
    }

    private static func caseName(_ pattern: Pattern) -> String? {
        switch pattern {
        case .enumCase(let name, _): return name
        case .expression(let expression): return actionName(expression)
        default: return nil
        }
    }

    /// `.tap` or `.tap(…)`: `tap`.
    private static func actionName(_ expression: CodeExpression) -> String? {
        switch expression.unparenthesized.kind {
        case .implicitMember(let name): return name
        case .call(let callee, _): return actionName(callee)
        default: return nil
        }
    }

    private static func contains(_ location: CodeLocation, _ statements: [Statement]) -> Bool {
        statements.contains { statement in
            statement.location == location || statement.innerBlocks.contains { contains(location, $0.statements) }
                || expressions(of: statement).flatMap(closures).contains { contains(location, $0.statements) }
        }
    }

    private static func visit(_ statements: [Statement], owner: String, into found: inout [Send]) {
        for statement in statements {
            for expression in expressions(of: statement) { visit(expression, owner: owner, into: &found) }
            if case .guardStatement(_, let otherwise) = statement.kind { visit(otherwise.statements, owner: owner, into: &found) }
            for block in statement.innerBlocks { visit(block.statements, owner: owner, into: &found) }
        }
    }

    private static func visit(_ expression: CodeExpression, owner: String, into found: inout [Send]) {
        switch expression.kind {
        case .call(let callee, let arguments):
            if let first = arguments.first, first.label == nil, let action = actionName(first.value) {
                switch callee.unparenthesized.kind {
                case .name("send"):
                    found.append(Send(action: action, receiver: nil, owner: owner,
                                      animation: arguments.first { $0.label == "animation" }?.value, location: expression.location))
                case .member(let base, "send"):
                    found.append(Send(action: action, receiver: Evaluation.namePath(base), owner: owner,
                                      animation: arguments.first { $0.label == "animation" }?.value, location: expression.location))
                default: break
                }
            }
            visit(callee, owner: owner, into: &found)
            for argument in arguments { visit(argument.value, owner: owner, into: &found) }
        case .closure(let closure):
            visit(closure.body.statements, owner: owner, into: &found)
        case .member(let base, _), .prefix(_, let base), .postfix(_, let base):
            visit(base, owner: owner, into: &found)
        case .binary(_, let a, let b):
            visit(a, owner: owner, into: &found)
            visit(b, owner: owner, into: &found)
        case .ternary(let c, let a, let b):
            for part in [c, a, b] { visit(part, owner: owner, into: &found) }
        case .tuple(let elements):
            for element in elements { visit(element.value, owner: owner, into: &found) }
        case .array(let elements):
            for element in elements { visit(element, owner: owner, into: &found) }
        case .subscriptCall(let base, let arguments):
            visit(base, owner: owner, into: &found)
            for argument in arguments { visit(argument.value, owner: owner, into: &found) }
        case .ifExpression, .switchExpression:
            // Their blocks are statements of their own: reached through the statement that holds them.
            break
        default:
            break
        }
    }

    /// The expressions a statement evaluates itself (not those of its inner blocks).
    private static func expressions(of statement: Statement) -> [CodeExpression] {
        switch statement.kind {
        case .expression(let expression): return [expression]
        case .variable(_, _, _, let value?): return [value]
        case .assignment(let target, _, let value): return [target, value]
        case .returnValue(let value?): return [value]
        case .ifStatement(let branch):
            return branch.conditions.compactMap { condition in
                switch condition {
                case .expression(let e): e
                case .optionalBinding(_, let value?, _): value
                default: nil
                }
            }
        case .switchStatement(let choice): return [choice.subject]
        default: return []
        }
    }

    /// The bodies of the closures in an expression, however deep.
    private static func closures(_ expression: CodeExpression) -> [Block] {
        switch expression.kind {
        case .closure(let closure): return [closure.body]
        case .call(let callee, let arguments), .subscriptCall(let callee, let arguments):
            return closures(callee) + arguments.flatMap { closures($0.value) }
        case .member(let base, _), .prefix(_, let base), .postfix(_, let base): return closures(base)
        case .binary(_, let a, let b): return closures(a) + closures(b)
        case .ternary(let c, let a, let b): return closures(c) + closures(a) + closures(b)
        case .tuple(let elements): return elements.flatMap { closures($0.value) }
        case .array(let elements): return elements.flatMap(closures)
        default: return []
        }
    }
}
