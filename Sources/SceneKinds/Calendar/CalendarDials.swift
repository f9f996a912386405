import Foundation
import Motion
import Scene

/// The day dials' own motion over time: how far each has appeared, how far it is pressed, and how
/// full its ring is. A dial nothing has happened to rests: shown (or hidden before the appear
/// event), unpressed, at the preset's progress.
struct CalendarDials: Sendable {
    /// A dial's appearance: opacity 0 → 1 and scale 0.85 → 1 (1 throughout with Reduce Motion).
    struct Appearing: Sendable {
        var opacity: AnimatedValue
        var scale: AnimatedValue
    }

    /// How a dial looks at a moment.
    struct Look: Sendable, Hashable {
        var opacity: Double
        var scale: Double
        var progress: Double
    }

    let scene: CalendarScene
    let reduceMotion: Bool
    let clock: SampleClock
    /// When the dials appear; nil when the timeline has no appear event (they show from the start).
    private(set) var appearTime: Double?
    private var appearing: [CalendarDay: Appearing] = [:]
    /// 0 at rest, 1 fully pressed.
    private var presses: [CalendarDay: AnimatedValue] = [:]
    /// Releases scheduled by taps, applied in time order.
    private var releases: [(time: Double, day: CalendarDay)] = []
    private var progress: [CalendarDay: AnimatedValue] = [:]
    /// When each day was tapped, in time order: the ripples.
    private var taps: [CalendarDay: [Double]] = [:]

    init(_ scene: CalendarScene, reduceMotion: Bool, clock: SampleClock) {
        self.scene = scene
        self.reduceMotion = reduceMotion
        self.clock = clock
        appearTime = scene.timeline.first { $0.action == .appear }?.at
    }

    /// The dials of `month` spring in at `time`, each row ``CalendarMotion/appearRowDelay`` after
    /// the one above it (or as the appear animation's own stagger says). Reduce Motion keeps the
    /// timing and drops the scale.
    mutating func appear(_ month: YearMonth, at time: Double) {
        let grid = scene.grid(month)
        for day in grid.days {
            let animation = scene.animations.appear(for: grid.cell(of: day))
            var values = Appearing(opacity: AnimatedValue(0),
                                   scale: AnimatedValue(reduceMotion ? 1 : CalendarMotion.appearScale))
            values.opacity.set(1, at: time, animation: animation, clock: clock)
            values.scale.set(1, at: time, animation: animation, clock: clock)
            appearing[CalendarDay(month, day: day)] = values
        }
    }

    /// A tap on `day` at `time`: pressed over the first half, released over the second.
    mutating func tap(_ day: CalendarDay, at time: Double) {
        applyReleases(upTo: time)
        presses[day, default: AnimatedValue(0)].set(1, at: time, animation: scene.animations.tap, clock: clock)
        releases.append((time + tapHalfDuration, day))
        taps[day, default: []].append(time)
    }

    /// How far the ripple of `day`'s latest tap has run at `time` (0 … 1, eased by
    /// ``CalendarMotion/rippleCurve``); nil when no ripple shows.
    func ripple(_ day: CalendarDay, at time: Double) -> Double? {
        guard let tap = taps[day]?.last(where: { $0 <= time }) else { return nil }
        let elapsed = (time - tap) / CalendarMotion.rippleDuration
        guard elapsed < 1 else { return nil }
        return CalendarMotion.rippleCurve.value(at: elapsed)
    }

    /// `day`'s ring fills (or empties) to `value` from `time`.
    mutating func fill(_ day: CalendarDay, to value: Double, at time: Double) {
        progress[day, default: AnimatedValue(scene.progress[day] ?? 0)]
            .set(value, at: time, animation: scene.animations.progress, clock: clock)
    }

    /// Applies the releases due by `time`; with no argument, all of them.
    mutating func applyReleases(upTo time: Double = .infinity) {
        let due = releases.filter { $0.time <= time }.sorted { $0.time < $1.time }
        releases.removeAll { $0.time <= time }
        for release in due {
            presses[release.day]?.set(0, at: release.time, animation: scene.animations.tap, clock: clock)
        }
    }

    /// How long a press takes before the release starts: the tap animation's own length.
    var tapHalfDuration: Double { CalendarAnimations.length(of: scene.animations.tap, distance: 1, clock: clock) }

    /// How the dial of `day` looks at `time`.
    func look(_ day: CalendarDay, at time: Double) -> Look {
        var opacity = 1.0, scale = 1.0
        if let values = appearing[day] {
            opacity = values.opacity.value(at: time)
            scale = values.scale.value(at: time)
        } else if let appearTime, time < appearTime {
            opacity = 0
            scale = reduceMotion ? 1 : CalendarMotion.appearScale
        }
        let press = presses[day]?.value(at: time) ?? 0
        if reduceMotion {
            opacity *= 1 - (1 - CalendarMotion.reducedTapOpacity) * press
        } else {
            scale += (CalendarMotion.tapScale - 1) * press
        }
        let fill = progress[day]?.value(at: time) ?? scene.progress[day] ?? 0
        return Look(opacity: min(max(opacity, 0), 1), scale: max(scale, 0), progress: min(max(fill, 0), 1))
    }

    var settleTime: Double {
        let values = appearing.values.flatMap { [$0.opacity, $0.scale] } + Array(presses.values) + Array(progress.values)
        let ripplesEnd = taps.values.compactMap(\.last).map { $0 + CalendarMotion.rippleDuration }
        return (values.map(\.settleTime) + ripplesEnd).max() ?? 0
    }
}
