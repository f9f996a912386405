import Foundation
import Motion
import Scene

/// The month pages over time: a vertical pager.
///
/// Month *k* (counted from the scene's first month) rests at *k* · 400 pt down the pager, and
/// `position` is how far the pager has scrolled; a page is drawn offset by *k* · 400 − position,
/// so pages always stay exactly one month height apart, through springs that interrupt each other.
/// With Reduce Motion the pager jumps instead, and the change is a cross-fade: the pages that were
/// on screen stay where they were as *ghosts* and fade out while the new month fades in.
struct CalendarPages: Sendable {
    /// A page frozen where it was when a Reduce Motion change began, fading out.
    struct Ghost: Sendable {
        let page: Int
        let offset: Double
        let opacity: AnimatedValue
        /// When the fade has finished and the ghost is gone.
        var until: Double { opacity.settleTime }
    }

    private(set) var position = AnimatedValue(0)
    /// Reduce Motion: the fade of pages that came in by a cross-fade.
    private(set) var fades: [Int: AnimatedValue] = [:]
    private(set) var ghosts: [Ghost] = []
    let animation: Animation
    let reduceMotion: Bool
    let clock: SampleClock
    let height = CalendarMotion.monthHeight

    init(animation: Animation, reduceMotion: Bool, clock: SampleClock) {
        self.animation = animation
        self.reduceMotion = reduceMotion
        self.clock = clock
    }

    /// Pages by `step` months from page `from` with the paging spring (a cross-fade with Reduce Motion).
    mutating func page(from page: Int, by step: Int, at time: Double) {
        let target = Double(page + step) * height
        if reduceMotion {
            crossFade(to: page + step, at: time)
        } else {
            position.set(target, at: time, animation: animation, clock: clock)
        }
    }

    /// A scripted drag: the pager moves to `offset` points past page `page` over `duration`
    /// (the finger's movement, so Reduce Motion does not change it).
    mutating func drag(from page: Int, by offset: Double, duration: Double, at time: Double) {
        position.set(Double(page) * height + offset, at: time,
                     animation: .curve(CalendarMotion.dragCurve, duration: duration), clock: clock)
    }

    /// After a drag: settles on page `page` with the cubic snap (a cross-fade with Reduce Motion).
    mutating func snap(to page: Int, at time: Double) {
        if reduceMotion {
            crossFade(to: page, at: time)
        } else {
            position.set(Double(page) * height, at: time,
                         animation: .curve(CalendarMotion.snapCurve, duration: CalendarMotion.snapDuration),
                         clock: clock)
        }
    }

    private mutating func crossFade(to page: Int, at time: Double) {
        let animation = CalendarMotion.reducedPage
        for (shown, offset) in visiblePages(at: time) {
            var fade = AnimatedValue(opacity(of: shown, at: time))
            fade.set(0, at: time, animation: animation, clock: clock)
            ghosts.append(Ghost(page: shown, offset: offset, opacity: fade))
        }
        position.set(Double(page) * height, at: time, animation: nil, clock: clock)
        // A page faded in before keeps its history: earlier frames still show that fade.
        var fade = fades[page] ?? AnimatedValue(1)
        fade.set(0, at: time, animation: nil, clock: clock)
        fade.set(1, at: time, animation: animation, clock: clock)
        fades[page] = fade
    }

    /// The pages on screen at `time` and their offsets, in points (0 is at rest).
    func visiblePages(at time: Double) -> [(page: Int, offset: Double)] {
        let p = position.value(at: time)
        // Saturating: a page index is a month count, far inside Int for any timeline that validates.
        let first = min(Int(clamping: (p / height).rounded(.down)), Int.max - 1)
        return (first...first + 1).compactMap { page in
            let offset = Double(page) * height - p
            return abs(offset) < height - 1e-6 ? (page, offset) : nil
        }
    }

    /// The Reduce Motion fade of `page` at `time` (1 for a page that came in by sliding).
    func opacity(of page: Int, at time: Double) -> Double {
        min(max(fades[page]?.value(at: time) ?? 1, 0), 1)
    }

    func ghosts(at time: Double) -> [(index: Int, ghost: Ghost)] {
        ghosts.enumerated().filter { $0.element.opacity.changeTimes[0] <= time && time < $0.element.until }
            .map { ($0.offset, $0.element) }
    }

    var settleTime: Double {
        max(position.settleTime, fades.values.map(\.settleTime).max() ?? 0, ghosts.map(\.until).max() ?? 0)
    }
}
