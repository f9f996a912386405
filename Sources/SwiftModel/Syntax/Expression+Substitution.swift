import Foundation

extension SyntaxNode where Kind == ExpressionKind {
    /// The expression with each name in `names` replaced by what it stands for: a method's
    /// parameter by the caller's argument, so `strokeStart = state.start` read into
    /// `setStroke(state: .phaseOne)` is `.phaseOne.start`. A closure, an `if` or a `switch`
    /// expression is kept as written (its parameters and bindings may shadow the names), and so
    /// is a member name (`x` in `point.x` is not the parameter `x`).
    public func substituting(_ names: [String: CodeExpression]) -> CodeExpression {
        guard !names.isEmpty else { return self }
        func sub(_ e: CodeExpression) -> CodeExpression { e.substituting(names) }
        func args(_ list: [Argument]) -> [Argument] { list.map { Argument(label: $0.label, value: sub($0.value)) } }
        switch kind {
        case .name(let name):
            return names[name] ?? self
        case .member(let base, let name):
            return CodeExpression(.member(sub(base), name), span: span)
        case .call(let callee, let arguments):
            return CodeExpression(.call(sub(callee), args(arguments)), span: span)
        case .prefix(let op, let operand):
            return CodeExpression(.prefix(op, sub(operand)), span: span)
        case .postfix(let op, let operand):
            return CodeExpression(.postfix(op, sub(operand)), span: span)
        case .binary(let op, let a, let b):
            return CodeExpression(.binary(op, sub(a), sub(b)), span: span)
        case .ternary(let c, let a, let b):
            return CodeExpression(.ternary(sub(c), sub(a), sub(b)), span: span)
        case .tuple(let elements):
            return CodeExpression(.tuple(args(elements)), span: span)
        case .array(let elements):
            return CodeExpression(.array(elements.map(sub)), span: span)
        case .subscriptCall(let base, let arguments):
            return CodeExpression(.subscriptCall(sub(base), args(arguments)), span: span)
        case .integer, .float, .boolean, .string, .nilLiteral, .implicitMember, .closure, .ifExpression,
             .switchExpression, .keyPath, .unsupported:
            return self
        }
    }
}
