import Foundation

/// The instants at which an animation is observed: frame *k* at *k / rate* seconds.
///
/// SwiftUI decides that a spring has ended when a display frame samples it, so where the frames
/// fall is part of the motion; every run is evaluated against the output's frame grid.
///
/// The clock also says how long a run is watched at most (``longestRun``): a spring without
/// damping never comes to rest, so one that has not settled by then is ended by force. Motion
/// does not choose that number; the scene that owns the clock does (Scene's `Limits`).
public struct SampleClock: Sendable, Hashable {
    public let rate: Double
    /// Seconds after its start — of wall time, and of the run's own clock — after which a run that
    /// has not settled is ended at the next sample.
    ///
    /// Counting its own clock too keeps a fast run's cost independent of its speed: a spring at
    /// `speed: 100` would otherwise be stepped for 100 times as long before it is cut.
    public let longestRun: Double

    public init(rate: Double, longestRun: Double) {
        self.rate = rate
        self.longestRun = longestRun
    }

    /// The time of sample `index`, computed as `index / rate` so it equals a frame's time exactly.
    public func time(ofSample index: Int) -> Double { Double(index) / rate }

    /// The first sample at or after `time` (clamped to `Int`'s range rather than trapping).
    public func firstSample(atOrAfter time: Double) -> Int {
        Int(clamping: (time * rate - 1e-9).rounded(.up))
    }
}
