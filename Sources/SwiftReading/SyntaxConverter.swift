import Foundation
import Scene
import SwiftModel
import SwiftSyntax

/// swift-syntax's expressions as SwiftModel's ``CodeExpression`` values (operators already folded).
///
/// Everything converts: what MotionReel does not evaluate becomes `.unsupported` with what it
/// is, so the refusal can come later, only if the evaluation reaches it, at its own place.
struct SyntaxConverter {
    let locator: Locator
    /// The build whose `#if` clauses are read (``CompilationConditions``).
    var configuration = IOSBuildConfiguration()
    /// How deep the conversion has recursed: chains (`a.b.c…`, `1 + 1 + …`) deeper than
    /// ``Limits/maximumSwiftChain`` become `.unsupported` instead of deeper recursion.
    private var depth = 0

    init(locator: Locator) {
        self.locator = locator
    }

    func span(_ node: some SyntaxProtocol) -> CodeSpan { locator.span(of: node) }

    /// The clause of an `#if` an iOS release build of the app compiles; nil when none is.
    func activeClause(of syntax: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        CompilationConditions.activeClause(of: syntax, in: configuration)
    }

    mutating func expression(_ syntax: ExprSyntax) -> CodeExpression {
        depth += 1
        defer { depth -= 1 }
        let span = span(syntax)
        guard depth <= Limits.maximumSwiftChain else {
            return CodeExpression(.unsupported("an expression nested more than \(Limits.maximumSwiftChain) deep"), span: span)
        }
        return CodeExpression(kind(of: syntax), span: span)
    }

    private mutating func kind(of syntax: ExprSyntax) -> ExpressionKind {
        if let literal = syntax.as(IntegerLiteralExprSyntax.self) {
            return Self.integer(literal.literal.text).map { .integer($0) } ?? .unsupported("an integer literal too large for an Int")
        }
        if let literal = syntax.as(FloatLiteralExprSyntax.self) {
            let text = literal.literal.text.replacingOccurrences(of: "_", with: "")
            return Double(text).map { .float($0) } ?? .unsupported("the number '\(literal.literal.text)'")
        }
        if let literal = syntax.as(BooleanLiteralExprSyntax.self) {
            return .boolean(literal.literal.tokenKind == .keyword(.true))
        }
        if syntax.is(NilLiteralExprSyntax.self) { return .nilLiteral }
        // `try x` and `await x` are `x`: nothing MotionReel evaluates throws or suspends, and what
        // reads events must see the closure of `await MainActor.run { … }` and the assignment in
        // `items = try await fetch()`. `try?` changes the type, so it stays unread.
        if let attempt = syntax.as(TryExprSyntax.self), attempt.questionOrExclamationMark?.tokenKind != .postfixQuestionMark {
            return expression(attempt.expression).kind
        }
        if let suspension = syntax.as(AwaitExprSyntax.self) {
            return expression(suspension.expression).kind
        }
        // `view.padding() #if os(iOS) .frame(…) #endif`: the modifiers of the clause an iOS build
        // compiles, applied to the view before it; none when no clause is built.
        if let postfix = syntax.as(PostfixIfConfigExprSyntax.self) {
            guard let base = postfix.base else { return .unsupported("#if with nothing before it") }
            let converted = expression(base)
            guard let clause = activeClause(of: postfix.config),
                  case .postfixExpression(let modifiers)? = clause.elements else { return converted.kind }
            return attaching(converted, to: modifiers).kind
        }
        if let literal = syntax.as(StringLiteralExprSyntax.self) {
            return interpolation(literal)
        }
        if let reference = syntax.as(DeclReferenceExprSyntax.self) {
            guard reference.argumentNames == nil else { return .unsupported("a reference to a function by its labels") }
            return .name(Self.name(reference.baseName))
        }
        if let access = syntax.as(MemberAccessExprSyntax.self) {
            let name = Self.name(access.declName.baseName)
            guard let base = access.base else { return .implicitMember(name) }
            return .member(expression(base), name)
        }
        if let call = syntax.as(FunctionCallExprSyntax.self) {
            return .call(expression(call.calledExpression), arguments(of: call))
        }
        if let prefix = syntax.as(PrefixOperatorExprSyntax.self) {
            return .prefix(prefix.operator.text, expression(prefix.expression))
        }
        if let postfix = syntax.as(PostfixOperatorExprSyntax.self) {
            return .postfix(postfix.operator.text, expression(postfix.expression))
        }
        if let unwrap = syntax.as(ForceUnwrapExprSyntax.self) {
            return .postfix("!", expression(unwrap.expression))
        }
        // `model?.items`, `Step?.none`: the value or type before the `?`.
        if let chaining = syntax.as(OptionalChainingExprSyntax.self) {
            return .postfix("?", expression(chaining.expression))
        }
        if let infix = syntax.as(InfixOperatorExprSyntax.self) {
            if let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
                return .binary(op.operator.text, expression(infix.leftOperand), expression(infix.rightOperand))
            }
            if infix.operator.is(AssignmentExprSyntax.self) { return .unsupported("an assignment inside an expression") }
            return .unsupported("the operator '\(infix.operator.trimmedDescription)'")
        }
        if let ternary = syntax.as(TernaryExprSyntax.self) {
            return .ternary(expression(ternary.condition), expression(ternary.thenExpression), expression(ternary.elseExpression))
        }
        if let tuple = syntax.as(TupleExprSyntax.self) {
            return .tuple(tuple.elements.map { Argument(label: $0.label.map(Self.name), value: expression($0.expression)) })
        }
        if let element = syntax.as(SubscriptCallExprSyntax.self) {
            guard element.trailingClosure == nil else { return .unsupported("a subscript with a closure") }
            return .subscriptCall(expression(element.calledExpression),
                                  element.arguments.map { Argument(label: $0.label.map(Self.name), value: expression($0.expression)) })
        }
        if let array = syntax.as(ArrayExprSyntax.self) {
            return .array(array.elements.map { expression($0.expression) })
        }
        if let closure = syntax.as(ClosureExprSyntax.self) {
            return .closure(self.closure(closure))
        }
        if let branch = syntax.as(IfExprSyntax.self) {
            return .ifExpression(ifStatement(branch))
        }
        if let choice = syntax.as(SwitchExprSyntax.self) {
            return .switchExpression(switchStatement(choice))
        }
        if let keyPath = syntax.as(KeyPathExprSyntax.self) {
            var names: [String] = []
            for component in keyPath.components {
                guard case .property(let property) = component.component else {
                    return .unsupported("a key path with a subscript or optional")
                }
                names.append(Self.name(property.declName.baseName))
            }
            return .keyPath(names.joined(separator: "."))
        }
        return .unsupported(Self.describe(syntax))
    }

    /// A call's arguments, its trailing closures last, as Swift passes them.
    private mutating func arguments(of call: FunctionCallExprSyntax) -> [Argument] {
        var arguments = call.arguments.map { Argument(label: $0.label.map(Self.name), value: expression($0.expression)) }
        if let closure = call.trailingClosure {
            arguments.append(Argument(label: nil, value: CodeExpression(.closure(self.closure(closure)), span: span(closure))))
        }
        for extra in call.additionalTrailingClosures {
            arguments.append(Argument(label: Self.name(extra.label),
                                      value: CodeExpression(.closure(self.closure(extra.closure)), span: span(extra.closure))))
        }
        return arguments
    }

    /// `modifiers` (`.frame(…).padding()`, written with no base inside an `#if` clause) applied
    /// to `base`: the chain as the compiler builds it once the clause is kept.
    private mutating func attaching(_ base: CodeExpression, to modifiers: ExprSyntax) -> CodeExpression {
        let span = span(modifiers)
        if let access = modifiers.as(MemberAccessExprSyntax.self) {
            let name = Self.name(access.declName.baseName)
            let inner = access.base.map { attaching(base, to: $0) } ?? base
            return CodeExpression(.member(inner, name), span: span)
        }
        if let call = modifiers.as(FunctionCallExprSyntax.self) {
            return CodeExpression(.call(attaching(base, to: call.calledExpression), arguments(of: call)), span: span)
        }
        if let nested = modifiers.as(PostfixIfConfigExprSyntax.self) {
            let inner = nested.base.map { attaching(base, to: $0) } ?? base
            guard let clause = activeClause(of: nested.config),
                  case .postfixExpression(let more)? = clause.elements else { return inner }
            return attaching(inner, to: more)
        }
        return CodeExpression(.unsupported("'\(modifiers.trimmedDescription.prefix(40))' inside #if"), span: span)
    }

    /// What an expression MotionReel does not evaluate is, in words.
    static func describe(_ syntax: ExprSyntax) -> String {
        switch syntax.kind {
        case .tryExpr: "'try'"
        case .awaitExpr: "'await'"
        case .arrayExpr: "an array literal"
        case .dictionaryExpr: "a dictionary literal"
        case .asExpr: "'as'"
        case .isExpr: "'is'"
        case .optionalChainingExpr: "optional chaining ('?.')"
        case .macroExpansionExpr: "a macro"
        case .subscriptCallExpr: "a subscript"
        case .sequenceExpr: "an expression with an operator MotionReel does not know"
        case .regexLiteralExpr: "a regular expression"
        default: "'\(syntax.trimmedDescription.prefix(40))'"
        }
    }

    mutating func closure(_ syntax: ClosureExprSyntax) -> Closure {
        var parameters: [String] = []
        switch syntax.signature?.parameterClause {
        case .simpleInput(let list)?: parameters = list.map { Self.name($0.name) }
        case .parameterClause(let clause)?: parameters = clause.parameters.map { Self.name($0.secondName ?? $0.firstName) }
        case nil: break
        }
        return Closure(parameters: parameters, body: block(syntax.statements))
    }

    /// A name as the code means it: backticks dropped.
    /// A string literal: its text, or — with `\\(…)` in it — what Swift makes of it, written as
    /// Swift that says the same: `"\\(count) min"` is `String(describing: count) + " min"`, and
    /// `\\(x, specifier: "%.1f")` (a `Text`'s format) is `String(format: "%.1f", x)`.
    private mutating func interpolation(_ literal: StringLiteralExprSyntax) -> ExpressionKind {
        var parts: [CodeExpression] = []
        var text = ""
        let span = self.span(literal)
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                text += plain.content.text
                continue
            }
            guard let inserted = segment.as(ExpressionSegmentSyntax.self) else { return .unsupported("a string interpolation") }
            if !text.isEmpty { parts.append(CodeExpression(.string(text), span: span)) }
            text = ""
            let arguments = inserted.expressions.map { Argument(label: $0.label?.text, value: expression($0.expression)) }
            guard let value = arguments.first(where: { $0.label == nil })?.value else { return .unsupported("a string interpolation") }
            let specifier = arguments.first { $0.label == "specifier" }?.value
            guard arguments.count == (specifier == nil ? 1 : 2) else { return .unsupported("a string interpolation with a format") }
            let converted: ExpressionKind = if let specifier {
                .call(CodeExpression(.name("String"), span: span), [Argument(label: "format", value: specifier), Argument(label: nil, value: value)])
            } else {
                .call(CodeExpression(.name("String"), span: span), [Argument(label: "describing", value: value)])
            }
            parts.append(CodeExpression(converted, span: value.span))
        }
        if !text.isEmpty || parts.isEmpty { parts.append(CodeExpression(.string(text), span: span)) }
        return parts.dropFirst().reduce(parts[0]) { CodeExpression(.binary("+", $0, $1), span: span) }.kind
    }

    static func name(_ token: TokenSyntax) -> String {
        token.text.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
    }

    /// `42`, `1_000`, `0x2A`, `0b101`, `0o17`: nil when it does not fit an Int.
    static func integer(_ text: String) -> Int? {
        let digits = text.replacingOccurrences(of: "_", with: "")
        for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8)] where digits.hasPrefix(prefix) {
            return Int(digits.dropFirst(2), radix: radix)
        }
        return Int(digits)
    }
}
