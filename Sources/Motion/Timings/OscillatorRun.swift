import Foundation

/// A started closed-form spring (``AnalyticSpring``): the run of both `model: analytic` springs
/// and `interpolatingSpring`, which differ only in how their oscillator is described.
struct OscillatorRun: TimingRun {
    let endTime: Double
    private let oscillator: AnalyticSpring
    /// Target minus start, in the property's units.
    private let delta: Double
    private let speed: Double
    /// The velocity at the start, in units per second of the animation's own clock: the one
    /// carried over from a merged run plus the oscillator's own.
    private let startVelocity: Double

    init(_ oscillator: AnalyticSpring, _ start: RunStart, clock: SampleClock) {
        self.oscillator = oscillator
        delta = start.to - start.from
        speed = start.speed
        let v0 = start.velocity / start.speed + oscillator.initialVelocity * (start.to - start.from)
        startVelocity = v0
        endTime = start.endTime(firstSampleAtOrAfter: start.start, clock: clock) { local in
            oscillator.isSettled(at: local, offset: start.from - start.to, velocity: v0)
        }
    }

    func state(atLocal local: Double) -> FluidSpring.State {
        let m = oscillator.motion(at: local, offset: -delta, velocity: startVelocity)
        return FluidSpring.State(position: delta + m.offset, velocity: m.velocity * speed)
    }
}
