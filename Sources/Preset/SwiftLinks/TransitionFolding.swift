import Foundation
import Motion

/// One transition for every change, when the changes' own differ only as `auto` edges would.
///
/// Code evaluated per change gives concrete edges (`.move(edge: forward ? .trailing : .leading)`
/// is `.trailing` on a forward change); when every change's edge is the one `auto` picks for that
/// change's direction, the changes fold into the preset's `{ move: auto }` — the transition a
/// hand-written preset would state, with the same spec. Edges that never change stay fixed;
/// anything else does not fold, and each change keeps its own transition.
enum TransitionFolding {
    static func fold(_ changes: [(direction: Direction, transition: Transition)]) -> Transition? {
        guard let first = changes.first else { return nil }
        guard changes.allSatisfy({ $0.transition.tracks == first.transition.tracks }),
              let insertion = fold(changes.map { ($0.direction, $0.transition.insertion) }, removal: false),
              let removal = fold(changes.map { ($0.direction, $0.transition.removal) }, removal: true)
        else { return nil }
        return Transition(insertion: insertion, removal: removal, tracks: first.transition.tracks)
    }

    private static func fold(_ sides: [(Direction, [TransitionEffect])], removal: Bool) -> [TransitionEffect]? {
        guard let count = sides.first?.1.count, sides.allSatisfy({ $0.1.count == count }) else { return nil }
        var folded: [TransitionEffect] = []
        for index in 0..<count {
            let effects = sides.map { ($0.0, $0.1[index]) }
            if effects.allSatisfy({ isAuto($0.1, direction: $0.0, removal: removal) }) {
                folded.append(autoForm(effects[0].1))
            } else if effects.allSatisfy({ $0.1 == effects[0].1 }) {
                folded.append(effects[0].1)
            } else {
                return nil
            }
        }
        return folded
    }

    /// Whether `effect` is what `auto` gives for a change in `direction`.
    private static func isAuto(_ effect: TransitionEffect, direction: Direction, removal: Bool) -> Bool {
        // auto: from trailing on a forward insertion, to leading on a forward removal; mirrored backward.
        let insertionEdge: Edge = direction == .forward ? .trailing : .leading
        switch effect {
        case .move(let edge?): return edge == (removal ? insertionEdge.opposite : insertionEdge)
        // push(from: e) moves in from e and out towards e's opposite: auto is the insertion edge both ways.
        case .push(let edge?): return edge == insertionEdge
        default: return false
        }
    }

    private static func autoForm(_ effect: TransitionEffect) -> TransitionEffect {
        switch effect {
        case .move: .move(nil)
        case .push: .push(nil)
        default: effect
        }
    }
}
