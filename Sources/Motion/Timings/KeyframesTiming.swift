import Foundation

/// A keyframe track run as an animation: SwiftUI's `KeyframeTrack` (``KeyframeTrack``), its
/// keyframes' values absolute, starting from wherever the property is when it starts.
///
/// A `KeyframeAnimator` drives its value itself, from the keyframes alone, whatever else was
/// animating it: so a track *merges* — it takes over from the current value and velocity (which a
/// first cubic or spring keyframe without a velocity of its own starts with) and replaces what was
/// running. It ends exactly after its keyframes' durations, at its last keyframe's value.
package struct KeyframesTiming: TimingModel {
    package let keyframes: [Keyframe]

    package var typeName: String { "keyframes" }
    /// Each keyframe's value and duration, in order (the kinds are in the summary).
    package var parameters: [TimingParameter] {
        [TimingParameter("values", keyframes.map(\.target)), TimingParameter("durations", keyframes.map(\.duration))]
    }
    package var coefficients: (stiffness: Double, damping: Double)? { nil }
    package var merges: Bool { true }
    package var logicalDuration: Double { keyframes.reduce(0) { $0 + $1.duration } }

    /// The track as SwiftUI code writes its keyframes: `LinearKeyframe(1.2, duration: 0.2)`, ….
    package var swiftUI: String { keyframes.map(\.swiftUI).joined(separator: "; ") }

    package var summary: String {
        "keyframes: " + keyframes.map(\.summary).joined(separator: ", ")
    }

    package func start(_ start: RunStart, clock: SampleClock) -> any TimingRun {
        let track = KeyframeTrack(initial: start.from, initialVelocity: start.velocity, keyframes: keyframes)
        return KeyframesRun(track: track, endTime: start.start + track.duration / start.speed, speed: start.speed)
    }
}

/// A started track: it ends exactly after its duration (scaled by the speed), on a sample or not.
struct KeyframesRun: TimingRun {
    let track: KeyframeTrack
    let endTime: Double
    let speed: Double

    /// The velocity by central differences, one-sided at the ends (the track jumps at a move).
    func state(atLocal local: Double) -> FluidSpring.State {
        let h = 1e-6
        let before = max(local - h, 0), after = min(local + h, track.duration)
        let slope = after > before ? (track.value(at: after) - track.value(at: before)) / (after - before) : 0
        return FluidSpring.State(position: track.value(at: local) - track.initial, velocity: slope * speed)
    }
}

extension Keyframe {
    /// The keyframe as SwiftUI writes it.
    public var swiftUI: String {
        let n = NumberText.literal
        switch self {
        case .linear(let to, let duration, let curve):
            let timing = curve == .linear ? "" : ", timingCurve: " + curve.swiftUIUnitCurve
            return "LinearKeyframe(\(n(to)), duration: \(n(duration))\(timing))"
        case .spring(let to, let duration, let spring, let velocity):
            return "SpringKeyframe(\(n(to))" + (duration.map { ", duration: \(n($0))" } ?? "")
                + ", spring: Spring(response: \(n(spring.response)), dampingRatio: \(n(spring.dampingFraction)))"
                + (velocity.map { ", startVelocity: \(n($0))" } ?? "") + ")"
        case .cubic(let to, let duration, let start, let end):
            return "CubicKeyframe(\(n(to)), duration: \(n(duration))" + (start.map { ", startVelocity: \(n($0))" } ?? "")
                + (end.map { ", endVelocity: \(n($0))" } ?? "") + ")"
        case .move(let to):
            return "MoveKeyframe(\(n(to)))"
        }
    }

    /// `linear to 1.2 over 0.2 s`, `spring to 1 over 0.4 s`, `cubic to 0 over 0.3 s`, `move to 1`.
    var summary: String {
        let n = NumberText.literal
        switch self {
        case .linear(let to, let duration, let curve):
            let words = CurveTiming.named.first { $0.curve == curve }?.words ?? "Bézier"
            return "\(words) to \(n(to)) over \(n(duration)) s"
        case .spring(let to, _, _, _): return "spring to \(n(to)) over \(n(self.duration)) s"
        case .cubic(let to, let duration, _, _): return "cubic to \(n(to)) over \(n(duration)) s"
        case .move(let to): return "move to \(n(to))"
        }
    }
}
