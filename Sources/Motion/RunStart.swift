import Foundation

/// What every animation type is told when a run starts: when, from where to where, how its clock
/// runs, and the momentum a merging spring carries over from the run it replaces.
package struct RunStart: Sendable {
    /// When the change was made; the animation starts moving ``delay`` later.
    package let began: Double
    package let delay: Double
    /// Multiplies the animation's own clock; the delay is not scaled.
    package let speed: Double
    package let from: Double
    package let to: Double
    /// Units per second, carried over from a merged run (0 otherwise).
    package let velocity: Double
    /// A stepped spring's force, carried over from a merged run (0 otherwise).
    package let force: Double
    /// The response of the stepped spring this run replaced, which a blending spring starts from.
    package let previousResponse: Double?

    /// When the animation starts moving.
    package var start: Double { began + delay }

    /// The first sample from the one at or after `first` at which `isSettled(local)` holds — `local`
    /// being the seconds of the animation's own clock that have passed by that sample — or at which
    /// the run has been watched longer than `clock` allows; that sample's time.
    ///
    /// `isSettled` is asked once per sample, in order, so a stepped spring may step as it is asked.
    package func endTime(firstSampleAtOrAfter first: Double, clock: SampleClock,
                         isSettled: (Double) -> Bool) -> Double {
        let start = start
        var sample = clock.firstSample(atOrAfter: first), watched = 0
        while true {
            let t = clock.time(ofSample: sample)
            let local = (t - start) * speed
            if isSettled(local) || isOverdue(t, local: local, watched: watched, clock: clock) { return t }
            sample += sample < .max ? 1 : 0
            watched += 1
        }
    }

    /// Whether a run that has run `local` seconds of its own clock by sample time `t` has been
    /// watched for longer than the clock allows (see ``SampleClock/longestRun``).
    ///
    /// `watched` counts the samples looked at so far: a second bound, looser than the first by a
    /// second's worth of samples, so the loop ends even where times are too large to tell one
    /// sample from the next (a run no valid preset can make).
    private func isOverdue(_ t: Double, local: Double, watched: Int, clock: SampleClock) -> Bool {
        if t - began > clock.longestRun || local > clock.longestRun { return true }
        let samples = Int(clamping: ((clock.longestRun + 1) * clock.rate).rounded(.up))
        return watched >= samples
    }
}
