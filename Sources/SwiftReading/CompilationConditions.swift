import SwiftIfConfig
import SwiftSyntax

/// Which clause of an `#if` the compiler builds, for the app a film shows (``IOSBuildConfiguration``).
///
/// The compiler keeps exactly one clause of an `#if … #elseif … #else … #endif` — the first whose
/// condition holds — and drops the rest before type checking (The Swift Programming Language,
/// "Compiler Control Statements"). MotionReel reads that clause as the code, so a modifier inside
/// `#if os(macOS)` is not on the phone's view and one inside `#if os(iOS)` is — `#if` around
/// types, among statements and views, inside a modifier chain and among a `switch`'s cases alike.
/// The choice is swift-syntax's `SwiftIfConfig`, the compiler's own rules. `#available(iOS N, *)`
/// is not a compilation condition: it holds, the film showing a current system.
enum CompilationConditions {
    /// The clause of `syntax` the compiler builds for `configuration`; nil when none is.
    static func activeClause(of syntax: IfConfigDeclSyntax, in configuration: IOSBuildConfiguration) -> IfConfigClauseSyntax? {
        syntax.activeClause(in: configuration).clause
    }
}
