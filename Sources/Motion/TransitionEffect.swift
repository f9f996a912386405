import Foundation

/// One visual effect of a transition: the state a view is inserted from or removed to.
///
/// Effects in a list combine, as SwiftUI's `combined(with:)` does: offsets and rotations add,
/// scales and opacities multiply (as nested `.opacity(_:)` modifiers do), and the strongest blur
/// and mask win.
public enum TransitionEffect: Sendable, Hashable {
    /// `move(edge:)`, offsetting the view by its own frame's size; `nil` is `auto`, which follows
    /// the direction: trailing on forward insertion and backward removal, leading otherwise.
    case move(Edge?)
    /// `opacity`: fully transparent.
    case opacity
    /// Part of the way to transparent: the view is inserted from, and removed to, this opacity
    /// (0 … 1), as a custom modifier's `.opacity(0.3)` leaves it. Kept apart from ``opacity`` so
    /// every preset written before it reads and films as it did; ``faded(to:)`` makes either.
    case fade(Double)
    /// `offset(x:y:)`, in points.
    case offset(x: Double, y: Double)
    /// `scale(_:anchor:)`: scaled by `value` about `anchor`.
    case scale(Double, anchor: UnitPoint)
    /// A Gaussian blur of `radius` points.
    case blur(radius: Double)
    /// Turned by `degrees`, clockwise on screen, about `anchor` (SwiftUI's `rotationEffect`).
    case rotation(Double, anchor: UnitPoint)
    /// Seen through a centred rounded rectangle (LMTabStack's mask effect).
    case mask(MaskEffect)
    /// `push(from:)`: inserted from the edge and removed to the opposite one, fading; `nil` is
    /// `auto`, as for `move`.
    case push(Edge?)
    /// `identity`: no change.
    case identity

    /// The animation tracks that drive this effect's properties.
    public var tracks: [TransitionTrack] {
        switch self {
        case .move, .offset: [.position]
        case .push: [.position, .opacity]
        case .opacity, .fade: [.opacity]
        case .scale: [.scale]
        case .blur: [.blur]
        case .rotation: [.rotation]
        case .mask: [.mask]
        case .identity: []
        }
    }

    /// The effect that leaves the view at `opacity`: ``opacity`` for 0, so a full fade reads
    /// and compares as the word `opacity` wherever it comes from; ``fade(_:)`` otherwise.
    public static func faded(to opacity: Double) -> TransitionEffect {
        opacity == 0 ? .opacity : .fade(opacity)
    }
}

/// The rounded rectangle of a mask effect, centred in the view's frame.
public struct MaskEffect: Sendable, Hashable {
    /// How big the rectangle is.
    public enum Shape: Sendable, Hashable {
        /// A fixed size in points.
        case size(width: Double, height: Double)
        /// The frame, inset by this many points on every side.
        case inset(Double)
    }

    public var shape: Shape
    public var cornerRadius: Double

    public init(_ shape: Shape, cornerRadius: Double) {
        self.shape = shape
        self.cornerRadius = cornerRadius
    }
}
