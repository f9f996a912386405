import Foundation

/// The values of a piece of code's free variables at one moment: what a preset's `bind:` says
/// they are for this change, worked out by ``ChangeMoment``.
public struct Bindings: Sendable, Hashable {
    /// Name as the code writes it (`selectedTab`, `viewModel.isForward`) → its value now.
    public var values: [String: Value]
    /// The render's Reduce Motion, for `@Environment(\.accessibilityReduceMotion)` properties the
    /// preset does not bind itself.
    public var reduceMotion: Bool
    /// `if` statements (by where they start) held at one block whatever their conditions read
    /// (``EventBranches``): the screen as the events of a film need it.
    public var heldBranches: [CodeLocation: Int] = [:]

    public init(_ values: [String: Value] = [:], reduceMotion: Bool = false, heldBranches: [CodeLocation: Int] = [:]) {
        self.values = values
        self.reduceMotion = reduceMotion
        self.heldBranches = heldBranches
    }

    /// The name every `@Environment(\.accessibilityReduceMotion)` read is recorded under.
    public static let reduceMotionName = "accessibilityReduceMotion"
}

extension Bindings {
    /// These bindings with `values` added (replacing any of the same name).
    public func adding(_ more: [String: Value]) -> Bindings {
        Bindings(values.merging(more) { _, new in new }, reduceMotion: reduceMotion, heldBranches: heldBranches)
    }
}
