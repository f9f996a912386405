import Foundation

/// Statements: `let`/`var`, assignments to locals, `if`, `guard`, `switch`, `return`.
extension Evaluation {
    /// Where control goes after a statement.
    enum Flow {
        case next
        case returned(Value)
    }

    /// Runs a body (a getter's or a function's) and gives what it returns: its one expression,
    /// or the value of its `return`.
    func run(_ body: Block, in scope: inout Scope, expecting hint: TypeHint?, at location: CodeLocation) throws(EvaluationError) -> Value {
        if let result = body.implicitResult { return try evaluate(result, in: &scope, expecting: hint) }
        if case .returned(let value) = try run(body.statements, in: &scope, expecting: hint) { return value }
        throw EvaluationError(.invalid, at: location, "this body ends without returning a value")
    }

    func run(_ statements: [Statement], in scope: inout Scope, expecting hint: TypeHint?) throws(EvaluationError) -> Flow {
        for statement in statements {
            try enter(at: statement.location)
            defer { leave() }
            if case .returned(let value) = try run(statement, in: &scope, expecting: hint) { return .returned(value) }
        }
        return .next
    }

    private func run(_ statement: Statement, in scope: inout Scope, expecting hint: TypeHint?) throws(EvaluationError) -> Flow {
        let at = statement.location
        switch statement.kind {
        case .expression(let expression):
            _ = try evaluate(expression, in: &scope, expecting: nil)
            return .next
        case .variable(let name, _, let type, let value):
            let declared = TypeHint.named(type, in: code)
            scope.declare(name, try value.map { (e: CodeExpression) throws(EvaluationError) -> Value in
                try evaluate(e, in: &scope, expecting: declared)
            })
            return .next
        case .assignment(let target, let op, let value):
            guard case .name(let name) = target.unparenthesized.kind, let current = scope.local(name) else {
                throw EvaluationError(.unsupported, at: at, "this assigns '\(code.text(of: target.span))', which is not a "
                                      + "local; code that gives a transition or an animation must not change state")
            }
            var new = try evaluate(value, in: &scope, expecting: Self.hint(of: current))
            if op != "=" {
                let combined = CodeExpression(.binary(String(op.dropLast()), target, value), span: statement.span)
                new = try evaluate(combined, in: &scope, expecting: Self.hint(of: current))
            }
            _ = scope.assign(name, new)
            return .next
        case .returnValue(let value):
            guard let value else {
                throw EvaluationError(.invalid, at: at, "'return' without a value gives no transition or animation")
            }
            return .returned(try evaluate(value, in: &scope, expecting: hint))
        case .ifStatement(let branch):
            guard let (block, bound) = try chooseBranch(branch, in: &scope) else { return .next }
            scope.frames.append(bound)
            defer { scope.frames.removeLast() }
            return try run(block.statements, in: &scope, expecting: hint)
        case .guardStatement(let conditions, let elseBody):
            if try holds(conditions, in: &scope) { return .next }
            scope.frames.append([:])
            defer { scope.frames.removeLast() }
            guard case .returned(let value) = try run(elseBody.statements, in: &scope, expecting: hint) else {
                throw EvaluationError(.invalid, at: at, "the 'else' of this guard must return")
            }
            return .returned(value)
        case .switchStatement(let choice):
            let (block, bound) = try chooseCase(choice, in: &scope, at: at)
            scope.frames.append(bound)
            defer { scope.frames.removeLast() }
            return try run(block.statements, in: &scope, expecting: hint)
        case .doCatch(let body, _):
            // Nothing MotionReel evaluates throws, so the body runs to its end and no `catch` does.
            scope.frames.append([:])
            defer { scope.frames.removeLast() }
            return try run(body.statements, in: &scope, expecting: hint)
        case .declaration:
            return .next
        case .unsupported(let what), .loop(let what, _):
            throw EvaluationError(.unsupported, at: at, "\(what) is not evaluated; MotionReel runs no loops and no code "
                                  + "with side effects (docs/from-code.md)")
        }
    }

    /// The block an `if` runs — its body when every condition holds, else its `else` — with the
    /// names its `if let` conditions bind; nil when nothing runs.
    func chooseBranch(_ branch: IfStatement, in scope: inout Scope) throws(EvaluationError) -> (block: Block, bound: [String: Value])? {
        var current = branch
        while true {
            scope.frames.append([:])
            let taken: Bool
            do { taken = try holds(current.conditions, in: &scope) } catch {
                scope.frames.removeLast()
                throw error
            }
            let bound = scope.frames.removeLast()
            if taken { return (current.body, bound) }
            switch current.elseBody {
            case nil: return nil
            case .block(let block)?: return (block, [:])
            case .elseIf(let next)?: current = next
            }
        }
    }

    /// The conditions of an `if` or `guard`: all must hold; `let x = …` binds `x` in the innermost block.
    func holds(_ conditions: [Condition], in scope: inout Scope) throws(EvaluationError) -> Bool {
        for condition in conditions {
            switch condition {
            case .expression(let expression):
                guard try bool(expression, in: &scope, what: "a condition") else { return false }
            case .optionalBinding(let name, let value, let span):
                // `if let x = value`, or Swift 5.7's `if let x`, which unwraps `x` itself.
                let found: Value
                if let value {
                    found = try evaluate(value, in: &scope, expecting: nil)
                } else if let local = scope.local(name) {
                    found = local
                } else {
                    found = try resolve(name, in: &scope, at: span.start, expecting: nil)
                }
                guard found != .none else { return false }
                scope.declare(name, found)
            case .unsupported(let what, let span):
                throw EvaluationError(.unsupported, at: span.start, "\(what) is not evaluated in a condition")
            }
        }
        return true
    }

    /// The case a `switch` takes, with the names its pattern binds.
    func chooseCase(_ choice: SwitchStatement, in scope: inout Scope,
                    at location: CodeLocation) throws(EvaluationError) -> (Block, [String: Value]) {
        let subject = try evaluate(choice.subject, in: &scope, expecting: nil)
        for item in choice.cases {
            for pattern in item.patterns {
                guard let bound = try match(pattern, subject, in: &scope) else { continue }
                if let whereClause = item.whereClause {
                    scope.frames.append(bound)
                    let holds = try bool(whereClause, in: &scope, what: "a 'where' clause")
                    scope.frames.removeLast()
                    guard holds else { continue }
                }
                return (item.body, bound)
            }
        }
        throw EvaluationError(.invalid, at: location, "no case of this switch matches \(subject.description)")
    }

    /// Whether `pattern` matches `subject`, with what it binds.
    private func match(_ pattern: Pattern, _ subject: Value, in scope: inout Scope) throws(EvaluationError) -> [String: Value]? {
        switch pattern {
        case .defaultCase, .wildcard:
            return [:]
        case .binding(let name):
            return [name: subject]
        case .enumCase(let name, let bindings):
            // A case is its name here: its payload is not kept, so what the pattern binds is a
            // value nothing reads (a view's `ForEach` over it is one row standing for them).
            guard case .enumCase(let type, let caseName) = subject, caseName == name else { return nil }
            var bound: [String: Value] = [:]
            for binding in bindings.compactMap({ $0 }) {
                bound[binding] = .instance(type: "the payload of \(type.map { "\($0)." } ?? ".")\(name)", properties: [:])
            }
            return bound
        case .unsupported(let what, let span):
            throw EvaluationError(.unsupported, at: span.start, "\(what) is not evaluated as a case pattern")
        case .expression(let expression):
            // `case .dragging:` of a case with associated values matches it whatever its payload.
            if case .implicitMember(let name) = expression.kind, case .enumCase(let type?, let caseName) = subject,
               payloadCase(name, of: type) != nil {
                return name == caseName ? [:] : nil
            }
            let value = try evaluate(expression, in: &scope, expecting: Self.hint(of: subject) ?? Self.caseHint(subject))
            if case .range(let lower, let upper, let closed) = value {
                guard let x = subject.number else { return nil }
                if let lower, x < lower { return nil }
                if let upper, closed ? x > upper : x >= upper { return nil }
                return [:]
            }
            return try Self.equal(subject, value, at: expression.location, code: code) ? [:] : nil
        }
    }

    private static func caseHint(_ subject: Value) -> TypeHint? {
        switch subject {
        case .integer: .integer
        case .boolean: .boolean
        default: nil
        }
    }
}
