import Foundation

/// A Swift expression, as much of it as MotionReel evaluates, with where it was written.
public typealias CodeExpression = SyntaxNode<ExpressionKind>

/// The forms of ``CodeExpression``. Everything swift-syntax can parse has a form here: what the
/// evaluator does not run is ``unsupported(_:)``, which keeps what it was so the refusal can name it.
public indirect enum ExpressionKind: Sendable, Hashable {
    case integer(Int)
    case float(Double)
    case boolean(Bool)
    /// A string literal without interpolation.
    case string(String)
    case nilLiteral
    /// `x`, `self`, `Self`, `Animation`.
    case name(String)
    /// `.trailing`: a member of the type the context expects.
    case implicitMember(String)
    /// `base.name`.
    case member(CodeExpression, String)
    /// `callee(arguments)`; a trailing closure is the last argument, unlabelled.
    case call(CodeExpression, [Argument])
    /// `!x`, `-x`, `...x`, `..<x`.
    case prefix(String, CodeExpression)
    /// `x...`, `x!`, `x?`.
    case postfix(String, CodeExpression)
    /// `a op b`, operators folded with Swift's precedence.
    case binary(String, CodeExpression, CodeExpression)
    /// `condition ? a : b`.
    case ternary(CodeExpression, CodeExpression, CodeExpression)
    /// `(a, b)`; a parenthesised expression is a one-element, unlabelled tuple.
    case tuple([Argument])
    case closure(Closure)
    /// `if` used as an expression (Swift 5.9), or as the single statement of a body.
    case ifExpression(IfStatement)
    case switchExpression(SwitchStatement)
    /// `[a, b, c]`: an array, and what lists phases (`PhaseAnimator([false, true])`).
    case array([CodeExpression])
    /// `base[index]`: an element of an array (`colors[index]`, `letters[i]`).
    case subscriptCall(CodeExpression, [Argument])
    /// `\.accessibilityReduceMotion`: the key path's components, joined by dots.
    case keyPath(String)
    /// What it is, in words: "an array literal", "'try'", "a string interpolation".
    case unsupported(String)
}

extension CodeExpression {
    /// The type `Step?.none` names: an Optional's nil written through its type; nil for anything else.
    public var optionalNoneType: String? {
        guard case .member(let base, "none") = unparenthesized.kind, case .postfix("?", let type) = base.unparenthesized.kind,
              case .name(let name) = type.kind, name.first?.isUppercase == true else { return nil }
        return name
    }

    /// Whether this is a chain of members and calls that starts with an implicit member
    /// (`.move(edge: .leading).combined(with: .opacity)`), whose start takes the type the
    /// context expects for the whole chain.
    public var isImplicitMemberChain: Bool {
        switch kind {
        case .implicitMember: true
        case .member(let base, _): base.isImplicitMemberChain
        case .call(let callee, _): callee.isImplicitMemberChain
        default: false
        }
    }

    /// Whether this is a number written as a literal (`12`, `0.5`, `-4`): nothing a state changes.
    public var isNumberLiteral: Bool {
        switch unparenthesized.kind {
        case .integer, .float: true
        case .prefix("-", let inner): inner.isNumberLiteral
        default: false
        }
    }

    /// The expression without its parentheses: `((x))` is `x`.
    public var unparenthesized: CodeExpression {
        if case .tuple(let elements) = kind, elements.count == 1, elements[0].label == nil {
            return elements[0].value.unparenthesized
        }
        return self
    }
}

/// One argument of a call: `label: value`, or `value` alone.
public struct Argument: Sendable, Hashable {
    public var label: String?
    public var value: CodeExpression

    public init(label: String?, value: CodeExpression) {
        self.label = label
        self.value = value
    }
}

/// `{ a, b in statements }`.
public struct Closure: Sendable, Hashable {
    public var parameters: [String]
    public var body: Block

    public init(parameters: [String], body: Block) {
        self.parameters = parameters
        self.body = body
    }
}

extension Array where Element == Argument {
    /// The argument labelled `label`; for nil, the first unlabelled one that is not a closure
    /// (`withAnimation(.spring) { … }`'s animation, `.animation(.easeIn, value: v)`'s).
    public func value(labelled label: String?) -> CodeExpression? {
        first { argument in
            guard argument.label == label else { return false }
            if label == nil, case .closure = argument.value.kind { return false }
            return true
        }?.value
    }
}
