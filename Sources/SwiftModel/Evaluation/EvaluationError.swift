import Foundation

/// Why a piece of Swift could not be evaluated, at its place in the Swift file.
///
/// The message says what to do: bind a variable, use what MotionReel offers instead of an
/// unsupported call, or rewrite a construct it does not run.
public struct EvaluationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of refusal it is, for callers that react to one (and tests).
    public enum Kind: Sendable, Hashable {
        /// A free variable (state, parameter, environment value) the preset does not bind.
        case unbound(name: String)
        /// A Swift or SwiftUI construct outside what MotionReel evaluates.
        case unsupported
        /// An animation that repeats (`.repeatForever`, `.repeatCount`): it never settles into the
        /// one change a film shows.
        case repeats
        /// Calls nested too deep, or too many steps: recursion or runaway code.
        case limit
        /// A value of the wrong type or out of range.
        case invalid
    }

    public var kind: Kind
    public var location: CodeLocation
    public var message: String

    public init(_ kind: Kind, at location: CodeLocation, _ message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }

    /// `FILE:LINE:COLUMN: message`.
    public var description: String { "\(location): \(message)" }
}
