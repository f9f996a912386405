import Foundation
import Motion

/// A scene kind whose pages come and go with a ``Transition`` (the tabs, the stack).
///
/// The kind says which transition it films before Reduce Motion — the one the preset wrote, or
/// its own default for the canvas — and ``effectiveTransition(canvas:reduceMotion:)`` applies
/// Reduce Motion, so the timeline, the spec and the SwiftUI code all film the same one.
public protocol PageTransitionKind: SceneKind {
    /// The transition as written, or the kind's default for `canvas` when the preset gave none.
    func transition(on canvas: Canvas) -> Transition

    /// Whether the transition came from Swift code that reads Reduce Motion itself: then the
    /// code's choice is filmed as it is, without MotionReel's variant on top.
    var readsReduceMotion: Bool { get }
}

extension PageTransitionKind {
    public var readsReduceMotion: Bool { false }

    /// The transition the scene is filmed with: Reduce Motion turns movement into cross-fades.
    public func effectiveTransition(canvas: Canvas, reduceMotion: Bool) -> Transition {
        let transition = transition(on: canvas)
        return reduceMotion && !readsReduceMotion ? transition.reducingMotion() : transition
    }
}

extension MotionScene {
    /// The page transition the scene is filmed with (Reduce Motion applied, a kind's default
    /// filled in), or nil for a kind without one (the calendar's timings are the design's, free
    /// layers animate each change on its own).
    public var effectiveTransition: Transition? {
        (kind as? any PageTransitionKind)?.effectiveTransition(canvas: canvas, reduceMotion: reduceMotion)
    }
}
