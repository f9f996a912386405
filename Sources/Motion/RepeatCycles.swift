import Foundation

/// The cycles of a run whose animation repeats (``Repeats``), on a clock's samples.
///
/// The first cycle is the run as it would be without the repeat (with the velocity a merge
/// carried over); it ends at the first sample that sees it ended, as SwiftUI's repeat sees it at
/// a frame. Every later cycle starts at a sample, from rest, so they all last the same whole
/// number of samples (``period``), and one run of the animation stepped once stands for them all:
/// evaluating any cycle is as cheap as evaluating the first, whatever the count.
struct RepeatCycles: Sendable {
    let repeats: Repeats
    /// Where the property moves in a forward cycle, from the run's start value.
    let distance: Double
    /// When the second cycle starts (a sample), and how long each cycle from it lasts.
    let secondStart: Double
    let period: Double
    /// The first cycle and a later one (started at ``secondStart``, from rest).
    let first: any TimingRun
    let later: any TimingRun
    /// When the first cycle starts moving (its delays waited).
    let firstMoving: Double
    /// Where each cycle starts moving after its start: its delay, in wall seconds.
    let cycleDelay: Double
    let speed: Double

    /// The cycles of `timing` with `repeats`; `start`'s delay is the first cycle's whole wait (the
    /// animation's own delay and the cycle's).
    init?(_ repeats: Repeats, timing: any TimingModel, start: RunStart, clock: SampleClock) {
        first = timing.start(start, clock: clock)
        let secondStart = clock.time(ofSample: clock.firstSample(atOrAfter: first.endTime))
        let rest = RunStart(began: secondStart, delay: repeats.cycleDelay, speed: start.speed, from: start.from,
                            to: start.to, velocity: 0, force: 0, previousResponse: nil)
        later = timing.start(rest, clock: clock)
        let period = clock.time(ofSample: clock.firstSample(atOrAfter: later.endTime)) - secondStart
        // A cycle that takes no time would repeat without end within one instant: it plays once.
        guard period > 0, repeats.count.map({ $0 > 1 }) ?? true else { return nil }
        self.repeats = repeats
        distance = start.to - start.from
        self.secondStart = secondStart
        self.period = period
        firstMoving = start.start
        cycleDelay = repeats.cycleDelay
        speed = start.speed
    }

    /// When the last cycle ends and the value rests at the target; infinity when it repeats for ever.
    var endTime: Double {
        guard let count = repeats.count else { return .infinity }
        return secondStart + Double(count - 1) * period
    }

    /// When a film of it may stop: its end, or the end of ``Repeats/filmedCycles`` cycles.
    var filmedEnd: Double {
        min(endTime, secondStart + Double(repeats.filmedCycles - 1) * period)
    }

    /// The state at `time`, before ``endTime``.
    func state(at time: Double) -> FluidSpring.State {
        if time < secondStart {
            // Between a curve's exact end and the sample that sees it, the cycle rests at its end.
            if time >= first.endTime { return FluidSpring.State(position: distance) }
            return first.state(atLocal: max(0, time - firstMoving) * speed)
        }
        let index = min(((time - secondStart) / period).rounded(.down), Double(Int.max / 2))
        // Every later cycle is the second one shifted by whole periods.
        let shifted = time - index * period
        let state = shifted >= later.endTime ? FluidSpring.State(position: distance)
            : later.state(atLocal: max(0, shifted - secondStart - cycleDelay) * speed)
        let reversed = repeats.autoreverses && Int(index) % 2 == 0   // the second cycle is index 0
        guard reversed else { return state }
        return FluidSpring.State(position: distance - state.position, velocity: -state.velocity, force: -state.force)
    }
}
