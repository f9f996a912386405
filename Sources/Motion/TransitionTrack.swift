import Foundation

/// A group of properties that one animation drives, as LMTabStack splits a transition.
public enum TransitionTrack: String, Sendable, Hashable, CaseIterable {
    /// Offsets: `move`, `offset`, `push`'s movement.
    case position
    case scale
    /// Opacity, `push`'s fade included.
    case opacity
    case blur
    /// The mask's size and corner radius.
    case mask
    /// The turn of a `rotation` effect (last, so the tracks written before it keep their order).
    case rotation
}
