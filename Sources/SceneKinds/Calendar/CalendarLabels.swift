import Foundation
import Motion
import Scene

/// The month and year labels over time: each month change sends the shown pair out (fading, and
/// moving away in the direction the content goes) and, once it has gone, brings the new pair in
/// from the other side. Month and year always move together, as one block.
struct CalendarLabels: Sendable {
    /// One showing of a month's labels, from when it starts coming in until it has left.
    struct Appearance: Sendable {
        let month: YearMonth
        let shownAt: Double
        var opacity: AnimatedValue
        var offset: AnimatedValue
        /// When it has finished leaving; nil while it is the current pair.
        var hiddenAt: Double?

        func isVisible(at time: Double) -> Bool {
            time >= shownAt && hiddenAt.map { time < $0 } ?? true
        }
    }

    private(set) var appearances: [Appearance]
    let animations: CalendarAnimations
    let reduceMotion: Bool
    let clock: SampleClock

    /// The labels of `month`, shown from the start.
    init(_ month: YearMonth, animations: CalendarAnimations, reduceMotion: Bool, clock: SampleClock) {
        appearances = [Appearance(month: month, shownAt: -.infinity, opacity: AnimatedValue(1),
                                  offset: AnimatedValue(0), hiddenAt: nil)]
        self.animations = animations
        self.reduceMotion = reduceMotion
        self.clock = clock
    }

    /// The labels change to `month`, paging by `step`, at `time`.
    ///
    /// The pair on screen leaves with the `labelOut` animation — moving by the label shift
    /// towards where the content goes (up for the next month), or in place with Reduce Motion —
    /// and the new pair comes in with `labelIn` once that has ended, from the other side. A pair
    /// that was still waiting to come in never shows.
    mutating func change(to month: YearMonth, step: CalendarScene.Step, at time: Double) {
        let shift = reduceMotion ? 0 : CalendarMotion.labelShift * Double(step.sign)
        appearances.removeAll { $0.shownAt > time }
        for i in appearances.indices where appearances[i].hiddenAt == nil {
            appearances[i].opacity.set(0, at: time, animation: animations.labelOut, clock: clock)
            appearances[i].offset.set(appearances[i].offset.target - shift, at: time,
                                      animation: animations.labelOut, clock: clock)
            appearances[i].hiddenAt = max(appearances[i].opacity.settleTime, appearances[i].offset.settleTime)
        }
        let arrival = time + outDuration
        var incoming = Appearance(month: month, shownAt: arrival, opacity: AnimatedValue(0),
                                  offset: AnimatedValue(shift), hiddenAt: nil)
        incoming.opacity.set(1, at: arrival, animation: animations.labelIn, clock: clock)
        incoming.offset.set(0, at: arrival, animation: animations.labelIn, clock: clock)
        appearances.append(incoming)
    }

    /// The out-phase's length: the in-phase starts when it ends.
    var outDuration: Double {
        CalendarAnimations.length(of: animations.labelOut, distance: CalendarMotion.labelShift, clock: clock)
    }

    /// The showings visible at `time`, with their index (stable, for layer ids).
    func visible(at time: Double) -> [(index: Int, appearance: Appearance)] {
        appearances.enumerated().filter { $0.element.isVisible(at: time) }.map { ($0.offset, $0.element) }
    }

    var settleTime: Double {
        appearances.map { max($0.opacity.settleTime, $0.offset.settleTime) }.max() ?? 0
    }
}
