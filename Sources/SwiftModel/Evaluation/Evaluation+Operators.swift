import Foundation
import Motion

/// `! - + ... ..<` and `== != < <= > >= && || ?? + - * / ... ..<`, with Swift's meaning:
/// `Int` arithmetic stays whole (and refuses to overflow, as Swift traps), comparisons of enum
/// cases and implicit members compare the cases.
extension Evaluation {
    func prefix(_ op: String, _ operand: CodeExpression, in scope: inout Scope, at location: CodeLocation,
                expecting hint: TypeHint?) throws(EvaluationError) -> Value {
        switch op {
        case "!":
            return .boolean(!(try bool(operand, in: &scope, what: "the operand of '!'")))
        case "-":
            switch try evaluate(operand, in: &scope, expecting: hint) {
            case .integer(let n):
                guard n != Int.min else { throw overflow(at: location) }
                return .integer(-n)
            case .double(let x): return .double(-x)
            case let other: throw EvaluationError(.invalid, at: location, "cannot negate \(other.description)")
            }
        case "+":
            return try evaluate(operand, in: &scope, expecting: hint)
        case "...":
            return .range(lower: nil, upper: try number(operand, in: &scope, what: "a range's bound"), closed: true)
        case "..<":
            return .range(lower: nil, upper: try number(operand, in: &scope, what: "a range's bound"), closed: false)
        default:
            throw EvaluationError(.unsupported, at: location, "the prefix operator '\(op)' is not evaluated")
        }
    }

    func binary(_ op: String, _ lhs: CodeExpression, _ rhs: CodeExpression, in scope: inout Scope, at location: CodeLocation,
                expecting hint: TypeHint?) throws(EvaluationError) -> Value {
        switch op {
        case "&&":
            guard try bool(lhs, in: &scope, what: "the left of '&&'") else { return .boolean(false) }
            return .boolean(try bool(rhs, in: &scope, what: "the right of '&&'"))
        case "||":
            if try bool(lhs, in: &scope, what: "the left of '||'") { return .boolean(true) }
            return .boolean(try bool(rhs, in: &scope, what: "the right of '||'"))
        case "??":
            let left = try evaluate(lhs, in: &scope, expecting: hint.map { .optional($0) })
            return left == .none ? try evaluate(rhs, in: &scope, expecting: hint) : left
        case "...", "..<":
            return .range(lower: try number(lhs, in: &scope, what: "a range's bound"),
                          upper: try number(rhs, in: &scope, what: "a range's bound"), closed: op == "...")
        case "==", "!=":
            let (a, b) = try operands(lhs, rhs, in: &scope, hint: nil)
            let equal = try Self.equal(a, b, at: location, code: code)
            return .boolean(op == "==" ? equal : !equal)
        case "<", "<=", ">", ">=":
            let (a, b) = try operands(lhs, rhs, in: &scope, hint: nil)
            guard let x = a.number, let y = b.number else {
                if case .string(let s) = a, case .string(let t) = b { return .boolean(Self.compare(op, s, t)) }
                throw EvaluationError(.invalid, at: location, "'\(op)' compares numbers; found \(a.description) and \(b.description)"
                                      + (Self.isCase(a) || Self.isCase(b) ? " (compare enum cases by their rawValue)" : ""))
            }
            return .boolean(Self.compare(op, x, y))
        case "+", "-", "*", "/", "%":
            let (a, b) = try operands(lhs, rhs, in: &scope, hint: hint)
            return try arithmetic(op, a, b, at: location)
        case "&", "|", "^", "<<", ">>":
            // Bits of an integer: what a colour written in hex is taken apart with (`(hex & 0xff0000) >> 16`).
            let (a, b) = try operands(lhs, rhs, in: &scope, hint: hint)
            guard case .integer(let m) = a, case .integer(let n) = b else {
                throw EvaluationError(.invalid, at: location, "'\(op)' works on integers; found \(a.description) and \(b.description)")
            }
            switch op {
            case "&": return .integer(m & n)
            case "|": return .integer(m | n)
            case "^": return .integer(m ^ n)
            default:
                guard (0..<64).contains(n) else { throw EvaluationError(.invalid, at: location, "a shift by \(n) bits") }
                return .integer(op == "<<" ? m << n : m >> n)
            }
        default:
            throw EvaluationError(.unsupported, at: location, "the operator '\(op)' is not evaluated")
        }
    }

    /// Both operands; a literal or an implicit member on one side takes the other side's type
    /// (`tab == .home`, `index * 2` stays an Int), as Swift's type checker gives it.
    private func operands(_ lhs: CodeExpression, _ rhs: CodeExpression, in scope: inout Scope,
                          hint: TypeHint?) throws(EvaluationError) -> (Value, Value) {
        if Self.takesTypeFromOtherSide(lhs), !Self.takesTypeFromOtherSide(rhs) {
            let b = try evaluate(rhs, in: &scope, expecting: hint)
            return (try evaluate(lhs, in: &scope, expecting: Self.hint(of: b) ?? hint), b)
        }
        let a = try evaluate(lhs, in: &scope, expecting: hint)
        return (a, try evaluate(rhs, in: &scope, expecting: Self.hint(of: a) ?? hint))
    }

    /// The hint a value gives the other side of an operator.
    static func hint(of value: Value) -> TypeHint? {
        switch value {
        case .enumCase(let type?, _): .enumeration(type)
        case .edge: .edge
        case .unitPoint: .unitPoint
        case .color: .color
        case .double: .double
        case .integer: .integer
        case .angle: .angle
        default: nil
        }
    }

    /// A literal or an implicit member: its type comes from the other operand.
    private static func takesTypeFromOtherSide(_ expression: CodeExpression) -> Bool {
        switch expression.unparenthesized.kind {
        case .implicitMember, .integer, .float: true
        default: false
        }
    }

    private static func isCase(_ value: Value) -> Bool {
        if case .enumCase = value { return true }
        return false
    }

    private static func compare<T: Comparable>(_ op: String, _ a: T, _ b: T) -> Bool {
        switch op {
        case "<": a < b
        case "<=": a <= b
        case ">": a > b
        default: a >= b
        }
    }

    /// Swift's `==` on the values MotionReel has.
    static func equal(_ a: Value, _ b: Value, at location: CodeLocation, code: CodeBase) throws(EvaluationError) -> Bool {
        if let x = a.number, let y = b.number { return x == y }
        switch (a, b) {
        case (.enumCase(let t, let m), .enumCase(let u, let n)):
            if let t, let u, t != u {
                throw EvaluationError(.invalid, at: location, "compares a \(t) with a \(u)")
            }
            return m == n
        case (.edge(let e), .enumCase(nil, let name)), (.enumCase(nil, let name), .edge(let e)):
            return e.rawValue == name
        case (.none, .none): return true
        case (.none, _), (_, .none): return false
        case (.animation, _), (.transition, _), (_, .animation), (_, .transition):
            throw EvaluationError(.unsupported, at: location, "comparing animations or transitions is not evaluated")
        default:
            return a == b
        }
    }

    /// The longest string `+` makes: a text a film draws, not a document.
    static let maximumStringBytes = 4096

    private func arithmetic(_ op: String, _ a: Value, _ b: Value, at location: CodeLocation) throws(EvaluationError) -> Value {
        if op == "+", case .string(let s) = a, case .string(let t) = b {
            guard s.utf8.count + t.utf8.count <= Evaluation.maximumStringBytes else {
                throw EvaluationError(.limit, at: location, "a string longer than \(Evaluation.maximumStringBytes) bytes")
            }
            return .string(s + t)
        }
        if op == "+", case .array(let x) = a, case .array(let y) = b {
            guard x.count + y.count <= Evaluation.maximumArrayCount else {
                throw EvaluationError(.limit, at: location, "an array of more than \(Evaluation.maximumArrayCount) elements")
            }
            return .array(x + y)
        }
        if case .integer(let m) = a, case .integer(let n) = b {
            let result: (Int, Bool)
            switch op {
            case "+": result = m.addingReportingOverflow(n)
            case "-": result = m.subtractingReportingOverflow(n)
            case "*": result = m.multipliedReportingOverflow(by: n)
            default:
                guard n != 0 else { throw EvaluationError(.invalid, at: location, "division by zero (the app would crash)") }
                result = op == "/" ? m.dividedReportingOverflow(by: n) : m.remainderReportingOverflow(dividingBy: n)
            }
            guard !result.1 else { throw overflow(at: location) }
            return .integer(result.0)
        }
        // SwiftUI's Angle adds and subtracts angles, and scales by a number (`rotation += .degrees(90)`).
        let degrees: Double? = switch (a, b, op) {
        case (.angle(let x), .angle(let y), "+"): x + y
        case (.angle(let x), .angle(let y), "-"): x - y
        case (.angle(let x), _, "*"): b.number.map { x * $0 }
        case (_, .angle(let y), "*"): a.number.map { $0 * y }
        case (.angle(let x), _, "/"): b.number.flatMap { $0 == 0 ? nil : x / $0 }
        default: nil
        }
        if let degrees {
            guard degrees.isFinite else { throw EvaluationError(.invalid, at: location, "the result is not a finite angle") }
            return .angle(degrees: degrees)
        }
        guard let x = a.number, let y = b.number else {
            throw EvaluationError(.invalid, at: location, "'\(op)' needs numbers; found \(a.description) and \(b.description)")
        }
        let value: Double
        switch op {
        case "+": value = x + y
        case "-": value = x - y
        case "*": value = x * y
        case "/": value = x / y
        default: value = x.truncatingRemainder(dividingBy: y)
        }
        guard value.isFinite else {
            throw EvaluationError(.invalid, at: location, "the result is not a finite number")
        }
        return .double(value)
    }

    private func overflow(at location: CodeLocation) -> EvaluationError {
        EvaluationError(.invalid, at: location, "the Int arithmetic overflows (the app would crash)")
    }
}
