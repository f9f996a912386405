import Foundation
import Scene
import SwiftModel
import SwiftSyntax

/// swift-syntax's statements as SwiftModel's ``Statement`` values.
extension SyntaxConverter {
    mutating func block(_ items: CodeBlockItemListSyntax) -> Block {
        Block(items.flatMap { statements($0) })
    }

    private mutating func statements(_ item: CodeBlockItemSyntax) -> [Statement] {
        let span = span(item)
        switch item.item {
        case .decl(let decl):
            // `#if os(iOS) … #endif` among statements: the clause an iOS build compiles.
            if let config = decl.as(IfConfigDeclSyntax.self) {
                guard case .statements(let items)? = activeClause(of: config)?.elements else { return [] }
                return items.flatMap { statements($0) }
            }
            guard let variable = decl.as(VariableDeclSyntax.self) else {
                return [Statement(.declaration(decl.kind == .functionDecl ? "a nested function" : "a declaration"), span: span)]
            }
            let isConstant = variable.bindingSpecifier.tokenKind == .keyword(.let)
            return variable.bindings.map { binding in
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
                    return Statement(.unsupported("a 'let' with a tuple pattern"), span: span)
                }
                return Statement(.variable(name: Self.name(pattern.identifier), isConstant: isConstant,
                                           type: binding.typeAnnotation?.type.trimmedDescription,
                                           value: binding.initializer.map { expression($0.value) }), span: span)
            }
        case .stmt(let stmt):
            return [statement(stmt, span: span)]
        case .expr(let expr):
            return [expressionStatement(expr, span: span)]
        }
    }

    private mutating func statement(_ stmt: StmtSyntax, span: CodeSpan) -> Statement {
        if let ret = stmt.as(ReturnStmtSyntax.self) {
            return Statement(.returnValue(ret.expression.map { expression($0) }), span: span)
        }
        if let guardStmt = stmt.as(GuardStmtSyntax.self) {
            return Statement(.guardStatement(conditions: conditions(guardStmt.conditions), elseBody: block(guardStmt.body.statements)),
                             span: span)
        }
        if let wrapped = stmt.as(ExpressionStmtSyntax.self) {
            return expressionStatement(wrapped.expression, span: span)
        }
        if let doStmt = stmt.as(DoStmtSyntax.self) {
            return Statement(.doCatch(body: block(doStmt.body.statements),
                                      catches: doStmt.catchClauses.map { block($0.body.statements) }), span: span)
        }
        if let forStmt = stmt.as(ForStmtSyntax.self) {
            return Statement(.loop("a 'for' loop", body: block(forStmt.body.statements)), span: span)
        }
        if let whileStmt = stmt.as(WhileStmtSyntax.self) {
            return Statement(.loop("a 'while' loop", body: block(whileStmt.body.statements)), span: span)
        }
        if let repeatStmt = stmt.as(RepeatStmtSyntax.self) {
            return Statement(.loop("a 'repeat' loop", body: block(repeatStmt.body.statements)), span: span)
        }
        let what: String = switch stmt.kind {
        case .deferStmt: "'defer'"
        case .throwStmt: "'throw'"
        case .breakStmt: "'break'"
        case .continueStmt: "'continue'"
        case .fallThroughStmt: "'fallthrough'"
        default: "this statement"
        }
        return Statement(.unsupported(what), span: span)
    }

    private mutating func expressionStatement(_ expr: ExprSyntax, span: CodeSpan) -> Statement {
        // `try? await Task.sleep(…)` as a statement: its value is dropped, so `try?` changes nothing
        // the code reads — what is left is the call, a wait an event makes.
        if let attempt = expr.as(TryExprSyntax.self), attempt.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
            return expressionStatement(attempt.expression, span: span)
        }
        if let branch = expr.as(IfExprSyntax.self) { return Statement(.ifStatement(ifStatement(branch)), span: span) }
        if let choice = expr.as(SwitchExprSyntax.self) { return Statement(.switchStatement(switchStatement(choice)), span: span) }
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            if infix.operator.is(AssignmentExprSyntax.self) {
                return Statement(.assignment(target: expression(infix.leftOperand), operator: "=",
                                             value: expression(infix.rightOperand)), span: span)
            }
            if let op = infix.operator.as(BinaryOperatorExprSyntax.self), ["+=", "-=", "*=", "/="].contains(op.operator.text) {
                return Statement(.assignment(target: expression(infix.leftOperand), operator: op.operator.text,
                                             value: expression(infix.rightOperand)), span: span)
            }
        }
        return Statement(.expression(expression(expr)), span: span)
    }

    mutating func ifStatement(_ syntax: IfExprSyntax) -> IfStatement {
        let elseBody: ElseBody? = switch syntax.elseBody {
        case .ifExpr(let next)?: .elseIf(ifStatement(next))
        case .codeBlock(let body)?: .block(block(body.statements))
        case nil: nil
        }
        return IfStatement(conditions: conditions(syntax.conditions), body: block(syntax.body.statements), elseBody: elseBody)
    }

    mutating func switchStatement(_ syntax: SwitchExprSyntax) -> SwitchStatement {
        var cases: [SwitchCase] = []
        // `#if` among the cases: the cases of the clause an iOS build compiles, in their place.
        var elements: [SwitchCaseSyntax] = []
        func flatten(_ list: SwitchCaseListSyntax, depth: Int) {
            for element in list {
                switch element {
                case .switchCase(let item): elements.append(item)
                case .ifConfigDecl(let config):
                    guard depth < Limits.maximumSwiftNesting, case .switchCases(let inner)? = activeClause(of: config)?.elements
                    else { continue }
                    flatten(inner, depth: depth + 1)
                }
            }
        }
        flatten(syntax.cases, depth: 0)
        for item in elements {
            let body = block(item.statements)
            switch item.label {
            case .default:
                cases.append(SwitchCase(patterns: [.defaultCase], whereClause: nil, body: body, span: span(item)))
            case .case(let label):
                // One case per item, so each keeps its own `where`.
                for caseItem in label.caseItems {
                    cases.append(SwitchCase(patterns: [pattern(caseItem.pattern)],
                                            whereClause: caseItem.whereClause.map { expression($0.condition) },
                                            body: body, span: span(item)))
                }
            }
        }
        return SwitchStatement(subject: expression(syntax.subject), cases: cases)
    }

    private mutating func pattern(_ syntax: PatternSyntax) -> Pattern {
        if let value = syntax.as(ExpressionPatternSyntax.self) {
            if let payload = Self.payloadCase(value.expression, bound: false) { return payload }
            return .expression(expression(value.expression))
        }
        if syntax.is(WildcardPatternSyntax.self) { return .wildcard }
        if let identifier = syntax.as(IdentifierPatternSyntax.self) { return .binding(Self.name(identifier.identifier)) }
        if let binding = syntax.as(ValueBindingPatternSyntax.self),
           let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
            return .binding(Self.name(identifier.identifier))
        }
        // `case let .display(items, more)`: every name in the payload is bound.
        if let binding = syntax.as(ValueBindingPatternSyntax.self), let value = binding.pattern.as(ExpressionPatternSyntax.self),
           let payload = Self.payloadCase(value.expression, bound: true) {
            return payload
        }
        return .unsupported("the pattern '\(syntax.trimmedDescription.prefix(40))'", span: span(syntax))
    }

    /// `.display(let items, _)` (or, under `case let`, `.display(items, _)`): the case's name and the
    /// names its payload binds; nil for another expression, or a payload matched against values
    /// (`.display(_, true)`), which is not read.
    private static func payloadCase(_ expression: ExprSyntax, bound: Bool) -> Pattern? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        var names: [String?] = []
        for argument in call.arguments {
            let value = argument.expression
            if value.is(DiscardAssignmentExprSyntax.self) {
                names.append(nil)
            } else if let pattern = value.as(PatternExprSyntax.self) {
                if pattern.pattern.is(WildcardPatternSyntax.self) {
                    names.append(nil)
                } else if let binding = pattern.pattern.as(ValueBindingPatternSyntax.self),
                          let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                    names.append(name(identifier.identifier))
                } else if bound, let identifier = pattern.pattern.as(IdentifierPatternSyntax.self) {
                    // `case let .loaded(product)`: the parser keeps `product` as a pattern under the `let`.
                    names.append(name(identifier.identifier))
                } else {
                    return nil
                }
            } else if bound, let reference = value.as(DeclReferenceExprSyntax.self) {
                names.append(name(reference.baseName))
            } else {
                return nil
            }
        }
        return .enumCase(name: name(member.declName.baseName), bindings: names)
    }

    private mutating func conditions(_ list: ConditionElementListSyntax) -> [Condition] {
        list.map { element in
            switch element.condition {
            case .expression(let expr):
                return .expression(expression(expr))
            case .optionalBinding(let binding):
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
                    return .unsupported("this 'let' pattern", span: span(element))
                }
                return .optionalBinding(name: Self.name(identifier.identifier),
                                        value: binding.initializer.map { expression($0.value) }, span: span(element))
            case .availability(let availability):
                // `#available(iOS 17, *)` holds and `#unavailable` does not: the film shows a current system.
                let holds = availability.availabilityKeyword.tokenKind == .poundAvailable
                return .expression(CodeExpression(.boolean(holds), span: span(element)))
            case .matchingPattern:
                return .unsupported("'case … =' in a condition", span: span(element))
            }
        }
    }
}
