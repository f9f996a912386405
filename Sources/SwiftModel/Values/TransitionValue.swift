import Foundation
import Motion

/// An `AnyTransition` (or iOS 17 `Transition`) value: its effects for insertion and removal, in
/// parts that remember an animation attached with `.animation(_:)`.
///
/// `combined(with:)` joins the parts; `asymmetric(insertion:removal:)` keeps each side's;
/// ``transition(side:)`` turns a side into MotionReel's effects and tracks.
public struct TransitionValue: Sendable, Hashable {
    /// Effects that share one attached animation (or none).
    public struct Part: Sendable, Hashable {
        public var insertion: [TransitionEffect]
        public var removal: [TransitionEffect]
        /// From `.animation(_:)` on the transition: drives this part's properties.
        public var animation: Animation?
    }

    public var parts: [Part]

    public init(parts: [Part]) {
        self.parts = parts
    }

    /// The same effect for insertion and removal (`.opacity`, `.move(edge:)`, `.scale`).
    public init(symmetric effect: TransitionEffect) {
        parts = [Part(insertion: [effect], removal: [effect])]
    }

    /// `.identity`: no part at all.
    public static let identity = TransitionValue(parts: [])

    /// `self.combined(with: other)`.
    public func combined(with other: TransitionValue) -> TransitionValue {
        TransitionValue(parts: parts + other.parts)
    }

    /// `.asymmetric(insertion: insertion, removal: removal)`.
    public static func asymmetric(insertion: TransitionValue, removal: TransitionValue) -> TransitionValue {
        TransitionValue(parts: insertion.parts.map { Part(insertion: $0.insertion, removal: [], animation: $0.animation) }
                        + removal.parts.map { Part(insertion: [], removal: $0.removal, animation: $0.animation) })
    }

    /// `.animation(animation)`: the parts without an animation of their own take it.
    public func animation(_ animation: Animation) -> TransitionValue {
        TransitionValue(parts: parts.map { part in
            var part = part
            if part.animation == nil { part.animation = animation }
            return part
        })
    }

    /// Which list of effects.
    public enum Side: Sendable, Hashable {
        case insertion, removal
    }

    /// One side's effects and the tracks its attached animations drive.
    public struct SideEffects: Sendable, Hashable {
        public var effects: [TransitionEffect]
        /// Track → the animation attached to the effects on it.
        public var tracks: [TransitionTrack: Animation]
        /// Tracks some effect moves without an attached animation.
        public var unanimated: Set<TransitionTrack>
    }

    /// The effects of `side`, in order, and the tracks their attached animations drive; nil when
    /// one track would need two animations (two parts attach different ones to the same property),
    /// which MotionReel cannot film.
    public func effects(_ side: Side) -> SideEffects? {
        var effects: [TransitionEffect] = []
        var tracks: [TransitionTrack: Animation] = [:]
        var unanimated = Set<TransitionTrack>()
        for part in parts {
            let list = side == .insertion ? part.insertion : part.removal
            effects += list
            for track in list.flatMap(\.tracks) {
                if let animation = part.animation {
                    if let other = tracks[track], other != animation { return nil }
                    tracks[track] = animation
                } else {
                    unanimated.insert(track)
                }
            }
        }
        return SideEffects(effects: effects.filter { $0 != .identity }, tracks: tracks, unanimated: unanimated)
    }
}
