import Foundation
import Motion

/// One stretch of time during which a page (a tab's, or a stack's card) is on screen, with its animated properties.
///
/// It begins when the page is inserted and ends when its removal has finished; a page selected
/// again while it is still leaving keeps its appearance and turns back from where it is.
package struct PageAppearance: Sendable {
    package var tab: Int
    package var shownAt: Double
    /// When the removal animation finished; nil while the page is shown or still leaving.
    package var hiddenAt: Double?
    /// Drawing order over time: later (re)insertions draw above earlier ones.
    package var orderHistory: [(time: Double, order: Int)]
    /// The point the page scales and turns about, over time (it is not animated: it changes at events).
    package var anchorHistory: [(time: Double, anchor: UnitPoint)]
    /// One animated value per entry of `TransitionValues.animatable`, in that order.
    package var properties: [AnimatedValue]

    package init(tab: Int, at time: Double, order: Int, values: TransitionValues) {
        self.tab = tab
        shownAt = time
        orderHistory = [(time, order)]
        anchorHistory = [(time, values.anchor)]
        properties = TransitionValues.animatable.map { AnimatedValue(values[keyPath: $0.0]) }
    }

    package func isVisible(at time: Double) -> Bool {
        time >= shownAt && (hiddenAt.map { time < $0 } ?? true)
    }

    package func order(at time: Double) -> Int {
        (orderHistory.last { $0.time <= time } ?? orderHistory[0]).order
    }

    /// When every property has come to rest.
    package var settleTime: Double { properties.map(\.settleTime).max() ?? shownAt }

    /// The page's properties at `time`.
    package func values(at time: Double) -> TransitionValues {
        var v = TransitionValues.identity
        for (i, (key, _)) in TransitionValues.animatable.enumerated() { v[keyPath: key] = properties[i].value(at: time) }
        v.anchor = (anchorHistory.last { $0.time <= time } ?? anchorHistory[0]).anchor
        return v
    }

    /// Animates every property to `target` from `time`, each with the animation of its track.
    package mutating func animate(to target: TransitionValues, at time: Double, clock: SampleClock,
                          animation: (TransitionTrack) -> Animation) {
        for (i, (key, track)) in TransitionValues.animatable.enumerated() {
            properties[i].set(target[keyPath: key], at: time, animation: animation(track), clock: clock)
        }
        if target.scale != 1 || target.rotation != 0 { anchorHistory.append((time, target.anchor)) }
    }
}
