import SwiftSyntax

/// Which clause of an `#if` the compiler builds, for the app a film shows: an iOS app, built for
/// release on a device, with a current Swift compiler.
///
/// The compiler keeps exactly one clause of an `#if … #elseif … #else … #endif` — the first whose
/// condition holds — and drops the rest before type checking (The Swift Programming Language,
/// "Compiler Control Statements"). MotionReel reads that clause as the code, so a modifier inside
/// `#if os(macOS)` is not on the phone's view and one inside `#if os(iOS)` is. The platform
/// conditions are answered for iOS: `os(iOS)` holds, `os(macOS)` does not; `canImport` holds but
/// for the Mac's and the watch's frameworks; `targetEnvironment(…)` does not (a device, not a
/// simulator or Mac Catalyst); `swift(>=…)` and `compiler(>=…)` hold; a custom flag such as
/// `DEBUG` is not set, as in a release build. `#available(iOS N, *)` holds: the film shows a
/// current system.
enum CompilationConditions {
    /// The clause of `syntax` the compiler builds for an iOS release; nil when none is.
    static func activeClause(of syntax: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        syntax.clauses.first { clause in
            guard let condition = clause.condition else { return true }  // `#else`
            return holds(condition)
        }
    }

    /// Whether a compilation condition holds for an iOS release build. Its `&&`, `||` and `!`
    /// come folded into a tree, as ``SwiftSourceReader`` folds every operator before reading.
    static func holds(_ condition: ExprSyntax) -> Bool {
        if let paren = condition.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first {
            return holds(only.expression)
        }
        if let not = condition.as(PrefixOperatorExprSyntax.self), not.operator.text == "!" {
            return !holds(not.expression)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            switch op.operator.text {
            case "&&": return holds(infix.leftOperand) && holds(infix.rightOperand)
            case "||": return holds(infix.leftOperand) || holds(infix.rightOperand)
            default: return false
            }
        }
        if condition.is(BooleanLiteralExprSyntax.self) {
            return condition.trimmedDescription == "true"
        }
        if let call = condition.as(FunctionCallExprSyntax.self),
           let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch function {
            case "os": return argument == "iOS"
            case "canImport": return !["AppKit", "Cocoa", "WatchKit", "ClockKit"].contains(argument)
            case "targetEnvironment": return false
            case "arch": return argument == "arm64"
            case "swift", "compiler": return argument.hasPrefix(">=")
            case "hasFeature", "hasAttribute": return true
            default: return false
            }
        }
        // A custom flag (`DEBUG`, `PREVIEW`): not set in a release build.
        return false
    }
}
