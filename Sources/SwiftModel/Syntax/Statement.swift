import Foundation

/// A Swift statement, as much of it as MotionReel evaluates, with where it was written.
public typealias Statement = SyntaxNode<StatementKind>

/// The forms of ``Statement``. Loops are kept with their bodies (``loop(_:body:)``) so that what
/// reads code — the assignments an event makes, the views a body creates — sees inside them, but
/// evaluation refuses them, so it always ends (together with the evaluator's bound on calls and steps).
public indirect enum StatementKind: Sendable, Hashable {
    case expression(CodeExpression)
    /// `let name: Type = value` or `var …`; `value` is nil for a declaration without one.
    case variable(name: String, isConstant: Bool, type: String?, value: CodeExpression?)
    /// `target = value`, or `target op= value` with `operator` `+=`, `-=` …
    case assignment(target: CodeExpression, operator: String, value: CodeExpression)
    case returnValue(CodeExpression?)
    case ifStatement(IfStatement)
    case guardStatement(conditions: [Condition], elseBody: Block)
    case switchStatement(SwitchStatement)
    /// `do { body } catch { … }`: the body runs; each `catch` clause is the code that runs instead
    /// when something in it throws (an app's `isLoaded = true` after a failed fetch).
    case doCatch(body: Block, catches: [Block])
    /// `for`, `while` or `repeat` (what it is, in words: "a 'for' loop") with its body, which runs
    /// any number of times. Not evaluated.
    case loop(String, body: Block)
    /// A declaration inside a body (a nested function or type): not evaluated, and not an error
    /// until something uses it.
    case declaration(String)
    /// What it is, in words: "a 'for' loop", "'defer'".
    case unsupported(String)
}

/// Statements run in order.
public struct Block: Sendable, Hashable {
    public var statements: [Statement]

    public init(_ statements: [Statement]) {
        self.statements = statements
    }

    /// The expression a one-expression body returns implicitly, as Swift allows for getters,
    /// functions and closures: `{ .opacity }`, `{ forward ? .a : .b }`, `{ if … { .a } else { .b } }`.
    public var implicitResult: CodeExpression? {
        guard statements.count == 1 else { return nil }
        let statement = statements[0]
        switch statement.kind {
        case .expression(let expression): return expression
        case .ifStatement(let branch): return CodeExpression(.ifExpression(branch), span: statement.span)
        case .switchStatement(let choice): return CodeExpression(.switchExpression(choice), span: statement.span)
        default: return nil
        }
    }
}

/// `if conditions { body } else …`.
public struct IfStatement: Sendable, Hashable {
    public var conditions: [Condition]
    public var body: Block
    public var elseBody: ElseBody?

    public init(conditions: [Condition], body: Block, elseBody: ElseBody?) {
        self.conditions = conditions
        self.body = body
        self.elseBody = elseBody
    }
}

/// What follows `else`.
public indirect enum ElseBody: Sendable, Hashable {
    case block(Block)
    case elseIf(IfStatement)
}

/// One condition of an `if` or `guard`.
public enum Condition: Sendable, Hashable {
    case expression(CodeExpression)
    /// `let name = value` (or `if let name`): true when the value is not nil.
    case optionalBinding(name: String, value: CodeExpression?, span: CodeSpan)
    case unsupported(String, span: CodeSpan)
}

/// `switch subject { case …: … }`.
public struct SwitchStatement: Sendable, Hashable {
    public var subject: CodeExpression
    public var cases: [SwitchCase]

    public init(subject: CodeExpression, cases: [SwitchCase]) {
        self.subject = subject
        self.cases = cases
    }
}

/// `case p1, p2 where condition: body`, or `default: body`.
public struct SwitchCase: Sendable, Hashable {
    public var patterns: [Pattern]
    public var whereClause: CodeExpression?
    public var body: Block
    public var span: CodeSpan

    public init(patterns: [Pattern], whereClause: CodeExpression?, body: Block, span: CodeSpan) {
        self.patterns = patterns
        self.whereClause = whereClause
        self.body = body
        self.span = span
    }
}

/// A `case` pattern.
public enum Pattern: Sendable, Hashable {
    /// A value to match: a literal, `.home`, `Tab.home`, or a range (`0..<3`, `3...`).
    case expression(CodeExpression)
    /// `default`.
    case defaultCase
    /// `_`.
    case wildcard
    /// `let x`: matches anything and names it.
    case binding(String)
    /// `.display(let items, _)`, `let .display(items, _)`, `State.display(…)`: a case of an enum with
    /// associated values, matched by its name, and the names its payload binds (nil for `_`).
    case enumCase(name: String, bindings: [String?])
    case unsupported(String, span: CodeSpan)
}

extension IfStatement {
    /// The blocks of the chain in order: the `if`'s, each `else if`'s, and a final `else`'s.
    /// The conditions of each clause, in order: the `if`'s, then each `else if`'s (an `else` has none).
    public var clauseConditions: [[Condition]] {
        var list: [[Condition]] = []
        var current: IfStatement? = self
        while let branch = current {
            list.append(branch.conditions)
            if case .elseIf(let next)? = branch.elseBody { current = next } else { current = nil }
        }
        return list
    }

    public var blocks: [Block] {
        var list: [Block] = []
        var current: IfStatement? = self
        while let branch = current {
            list.append(branch.body)
            switch branch.elseBody {
            case .block(let block)?: list.append(block); current = nil
            case .elseIf(let next)?: current = next
            case nil: current = nil
            }
        }
        return list
    }
}

extension Statement {
    /// The blocks an `if` chain or a `switch` chooses between, in source order; empty for any other statement.
    public var branchBlocks: [Block] {
        switch kind {
        case .ifStatement(let branch): branch.blocks
        case .switchStatement(let choice): choice.cases.map(\.body)
        default: []
        }
    }

    /// Every block this statement holds that may run: the branches of an `if` or a `switch`, a
    /// `do` and its `catch` clauses, a loop's body; empty for a simple statement. What a reader of
    /// events walks (a `guard`'s `else` is not here: it only leaves).
    /// Whether this `if`'s conditions (any clause's) or this `switch`'s subject read `name`: whether
    /// `name` decides which of its blocks runs.
    public func decides(reading name: String) -> Bool {
        switch kind {
        case .ifStatement(let branch): branch.clauseConditions.contains { $0.contains { $0.mentions(name) } }
        case .switchStatement(let choice): choice.subject.mentions(name)
        default: false
        }
    }

    public var innerBlocks: [Block] {
        switch kind {
        case .doCatch(let body, let catches): [body] + catches
        case .loop(_, let body): [body]
        default: branchBlocks
        }
    }
}
