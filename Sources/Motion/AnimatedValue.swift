import Foundation

/// A property that animates between values over time, with SwiftUI's interruption rules.
///
/// Each ``set(_:at:animation:clock:)`` records a snapshot; the value at any time is evaluated from
/// the last snapshot at or before it, so the whole history stays a pure function of time. A new
/// stepped spring *merges* (it starts from the current value, velocity and force and replaces what
/// was running); curves and closed-form springs *add* their change on top of what is running.
public struct AnimatedValue: Sendable {
    /// The property's state from `time` on: a resting `base` plus the runs in flight.
    struct Snapshot: Sendable {
        var time: Double
        var base: Double
        var runs: [AnimationRun]
        var target: Double
    }

    private var snapshots: [Snapshot]

    /// A property resting at `value` from the beginning of time.
    public init(_ value: Double) {
        snapshots = [Snapshot(time: -.infinity, base: value, runs: [], target: value)]
    }

    /// The value the property is heading to (SwiftUI's model value).
    public var target: Double { snapshots[snapshots.count - 1].target }

    /// When the last change comes to rest: the latest end of the runs still in flight (for a run
    /// that repeats for ever, the end of the cycles a film shows).
    public var settleTime: Double {
        let last = snapshots[snapshots.count - 1]
        return last.runs.map(\.settleTime).max() ?? max(last.time, 0)
    }

    /// The times at which the property's changes were made.
    public var changeTimes: [Double] { snapshots.dropFirst().map(\.time) }

    private func snapshot(at time: Double) -> Snapshot {
        snapshots.last(where: { $0.time <= time }) ?? snapshots[0]
    }

    /// The presented value at `time`.
    public func value(at time: Double) -> Double {
        let s = snapshot(at: time)
        return s.runs.reduce(s.base) { $0 + $1.displacement(at: time) }
    }

    /// The presented velocity at `time`, in units per second.
    public func velocity(at time: Double) -> Double {
        snapshot(at: time).runs.reduce(0) { $0 + $1.state(at: time).velocity }
    }

    /// Whether anything is still moving at `time`.
    public func isAnimating(at time: Double) -> Bool {
        snapshot(at: time).runs.contains { !$0.hasEnded(at: time) }
    }

    /// Changes the property to `target` at `time`, with `animation` (or at once when nil).
    /// Changes must be made in time order. A merging spring starts from the current velocity, or
    /// from `velocity` (units per second, with no force) when given — a gesture's release speed.
    public mutating func set(_ target: Double, at time: Double, animation: Animation?, clock: SampleClock,
                             velocity givenVelocity: Double? = nil) {
        precondition(time >= snapshots[snapshots.count - 1].time, "changes are made in time order")
        let current = snapshot(at: time)
        guard let animation else {
            snapshots.append(Snapshot(time: time, base: target, runs: [], target: target))
            return
        }
        // Runs that have ended are folded into the base: they no longer move anything.
        var base = current.base
        var running: [AnimationRun] = []
        for run in current.runs {
            if run.hasEnded(at: time) { base += run.to - run.from } else { running.append(run) }
        }
        if animation.merges {
            let value = running.reduce(base) { $0 + $1.displacement(at: time) }
            let states = running.map { $0.state(at: time) }
            let velocity = givenVelocity ?? states.reduce(0) { $0 + $1.velocity }
            let force = givenVelocity == nil ? states.reduce(0) { $0 + $1.force } : 0
            let previous = running.last { $0.response(at: time) != nil }?.response(at: time)
            let run = AnimationRun(animation, at: time, from: value, to: target, velocity: velocity,
                                   force: force, previousResponse: previous, clock: clock)
            snapshots.append(Snapshot(time: time, base: value, runs: [run], target: target))
        } else {
            let run = AnimationRun(animation, at: time, from: current.target, to: target, clock: clock)
            // The runs in flight still carry the property to the old target; the new run adds the
            // step from there to the new one, so the sum ends exactly at `target`.
            snapshots.append(Snapshot(time: time, base: base, runs: running + [run], target: target))
        }
    }
}
