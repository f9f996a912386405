import Foundation

/// A modifier call in a view's body: `.animation(.snappy, value: selection)` on the view before it.
public struct ModifierCall: Sendable, Hashable {
    public var name: String
    public var arguments: [Argument]
    /// The whole call, base included (its start is the base's).
    public var span: CodeSpan

    public init(name: String, arguments: [Argument], span: CodeSpan) {
        self.name = name
        self.arguments = arguments
        self.span = span
    }

    /// The argument labelled `label` (nil: the first unlabelled one that is not a trailing closure).
    public func argument(_ label: String?) -> CodeExpression? {
        arguments.value(labelled: label)
    }

    /// The closure among the arguments (a trailing one, or `body:`), if any.
    public var closure: Closure? {
        for argument in arguments.reversed() { if case .closure(let closure) = argument.value.kind { return closure } }
        return nil
    }
}

/// The modifiers a statement of a view's body is wrapped in, from the outside in: the views
/// between the body's root and a page's `if`/`switch`, each with its modifier chain.
///
/// A chain `Base { … }.m1().m2()` applies `m2` outermost: what SwiftUI's transaction meets first
/// on its way down. Content in a modifier's own closure (`.overlay { … }`) is wrapped only by the
/// modifiers written after that one. Sibling views' modifiers are not on the path.
public enum ViewPath {
    /// The modifiers around `target` (a statement of `body`), outermost first; nil when `target`
    /// is not in `body`.
    public static func modifiers(around target: Statement, in body: Block) -> [ModifierCall]? {
        search(body.statements, for: target.span)
    }

    private static func search(_ statements: [Statement], for target: CodeSpan) -> [ModifierCall]? {
        for statement in statements {
            if statement.span == target { return [] }
            switch statement.kind {
            case .ifStatement, .switchStatement:
                for block in statement.branchBlocks { if let found = search(block.statements, for: target) { return found } }
            case .expression(let expression), .returnValue(let expression?):
                if let found = search(expression, for: target) { return found }
            default:
                break
            }
        }
        return nil
    }

    private static func search(_ expression: CodeExpression, for target: CodeSpan) -> [ModifierCall]? {
        // The chain, outermost modifier first.
        var chain: [ModifierCall] = []
        var current = expression
        while case .call(let callee, let arguments) = current.kind, case .member(let base, let name) = callee.kind {
            chain.append(ModifierCall(name: name, arguments: arguments, span: current.span))
            current = base
        }
        for (index, modifier) in chain.enumerated() {
            guard let closure = modifier.closure else { continue }
            if let found = search(closure.body.statements, for: target) { return Array(chain[..<index]) + found }
        }
        if case .call(_, let arguments) = current.kind {
            for argument in arguments {
                guard case .closure(let closure) = argument.value.kind else { continue }
                if let found = search(closure.body.statements, for: target) { return chain + found }
            }
        }
        return nil
    }
}
