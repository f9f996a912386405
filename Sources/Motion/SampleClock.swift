import Foundation

/// The instants at which an animation is observed: frame *k* at *k / rate* seconds.
///
/// SwiftUI decides that a spring has ended when a display frame samples it, so where the frames
/// fall is part of the motion; every run is evaluated against the output's frame grid.
public struct SampleClock: Sendable, Hashable {
    public let rate: Double

    public init(rate: Double) {
        self.rate = rate
    }

    /// The time of sample `index`, computed as `index / rate` so it equals a frame's time exactly.
    public func time(ofSample index: Int) -> Double { Double(index) / rate }

    /// The first sample at or after `time`.
    public func firstSample(atOrAfter time: Double) -> Int {
        Int((time * rate - 1e-9).rounded(.up))
    }
}
