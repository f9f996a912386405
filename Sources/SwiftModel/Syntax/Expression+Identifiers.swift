import Foundation

extension CodeExpression {
    /// Every identifier the expression names — variables, members and implicit members, closures'
    /// bodies included — a called one with its argument labels, as Swift tells a function from a
    /// property: `.quickSpring.speed(2)` names `quickSpring` and `speed(_:)`, never `quick`, and
    /// `.slide` is not `.slide(from:)`. What tells which declared `Animation` or `AnyTransition` a
    /// site uses (``Declaration/useKey``), by name rather than by a substring of its text.
    public var identifiers: Set<String> {
        var found = Set<String>()
        collectIdentifiers(into: &found)
        return found
    }

    public func collectIdentifiers(into found: inout Set<String>) {
        switch kind {
        case .name(let n), .implicitMember(let n):
            found.insert(n)
        case .member(let base, let n):
            found.insert(n)
            base.collectIdentifiers(into: &found)
        case .call(let callee, let arguments):
            let labels = arguments.map { ($0.label ?? "_") + ":" }.joined()
            switch callee.kind {
            case .name(let n), .implicitMember(let n): found.insert("\(n)(\(labels))")
            case .member(let base, let n):
                found.insert("\(n)(\(labels))")
                base.collectIdentifiers(into: &found)
            default: callee.collectIdentifiers(into: &found)
            }
            arguments.forEach { $0.value.collectIdentifiers(into: &found) }
        case .subscriptCall(let base, let arguments):
            base.collectIdentifiers(into: &found)
            arguments.forEach { $0.value.collectIdentifiers(into: &found) }
        case .prefix(_, let e), .postfix(_, let e):
            e.collectIdentifiers(into: &found)
        case .binary(_, let a, let b):
            a.collectIdentifiers(into: &found)
            b.collectIdentifiers(into: &found)
        case .ternary(let c, let a, let b):
            [c, a, b].forEach { $0.collectIdentifiers(into: &found) }
        case .tuple(let elements):
            elements.forEach { $0.value.collectIdentifiers(into: &found) }
        case .array(let elements):
            elements.forEach { $0.collectIdentifiers(into: &found) }
        case .closure(let closure):
            closure.body.collectIdentifiers(into: &found)
        case .ifExpression(let branch):
            branch.blocks.forEach { $0.collectIdentifiers(into: &found) }
            branch.conditions.forEach { condition in
                if case .expression(let e) = condition { e.collectIdentifiers(into: &found) }
            }
        case .switchExpression(let choice):
            choice.subject.collectIdentifiers(into: &found)
            choice.cases.forEach { $0.body.collectIdentifiers(into: &found) }
        default:
            break
        }
    }
}

extension Block {
    /// Every identifier the block's statements name (``CodeExpression/identifiers``).
    public var identifiers: Set<String> {
        var found = Set<String>()
        collectIdentifiers(into: &found)
        return found
    }

    public func collectIdentifiers(into found: inout Set<String>) {
        for statement in statements {
            switch statement.kind {
            case .expression(let e), .returnValue(let e?), .variable(_, _, _, let e?):
                e.collectIdentifiers(into: &found)
            case .assignment(let target, _, let value):
                target.collectIdentifiers(into: &found)
                value.collectIdentifiers(into: &found)
            default:
                break
            }
            statement.innerBlocks.forEach { $0.collectIdentifiers(into: &found) }
        }
    }
}

extension Declaration {
    /// How a use names it (``CodeExpression/identifiers``): a property by its name (`rise`), a
    /// function by its name and argument labels (`slide(from:)`).
    public var useKey: String {
        guard case .function(let parameters, _) = kind else { return name }
        return "\(name)(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// The identifiers its value names: a stored property's initial value, a computed property's or
    /// a function's body.
    public var identifiers: Set<String> {
        switch kind {
        case .stored(_, _, _, let value?): value.identifiers
        case .computed(let body), .function(_, let body?): body.identifiers
        default: []
        }
    }
}
