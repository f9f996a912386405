import Foundation

/// Everything about one animation type, so that one value describes it to every part that needs it:
/// how it runs (``start(_:clock:)``), whether it merges, and how a spec lists and spells it.
///
/// Each ``Animation/Timing`` case maps to one conforming value (``Animation/Timing/model``); a new
/// animation type is one new conforming type in this folder, one case and one line there, and one
/// entry in the preset grammar's table of animation kinds.
package protocol TimingModel: Sendable {
    /// The spec's `type`: `spring`, `analyticSpring`, `interpolatingSpring`, `timingCurve`.
    var typeName: String { get }
    /// The type's own parameters, in the order the spec's JSON lists them after `type`.
    var parameters: [TimingParameter] { get }
    /// Stiffness k and damping c where the type has them (the spec lists them after ``parameters``).
    var coefficients: (stiffness: Double, damping: Double)? { get }
    /// The SwiftUI expression, before any `.delay` or `.speed`: `.spring(response: 0.3, dampingFraction: 0.85)`.
    var swiftUI: String { get }
    /// The human summary, before delay, speed and stagger: `spring, response 0.3 s, damping fraction 0.85`.
    var summary: String { get }
    /// Whether a new run takes over a running one from its value and velocity (SwiftUI's animation
    /// springs) rather than adding its change on top of it (curves, `interpolatingSpring`).
    var merges: Bool { get }
    /// Seconds of the animation's own clock until SwiftUI counts it *logically complete*, when a
    /// completion with the default `.logicallyComplete` criteria runs — what a phase animator
    /// waits for before its next phase: a curve's duration, a spring's (perceptual) duration,
    /// before the spring has settled (OpenSwiftUI's spring box reports `duration` as the response;
    /// elementary-swift/elementary-ui's PhaseAnimator tests advance a `.bouncy(duration: 1)` at 1 s).
    var logicalDuration: Double { get }
    /// Starts a run: works out when it ends on `clock`'s samples and keeps what evaluating it needs.
    func start(_ start: RunStart, clock: SampleClock) -> any TimingRun
}

/// One parameter of an animation type as the spec's JSON lists it: a number or a list of numbers.
package struct TimingParameter: Sendable {
    package enum Value: Sendable {
        case number(Double)
        case numbers([Double])
    }

    package let name: String
    package let value: Value

    package init(_ name: String, _ value: Double) {
        self.name = name
        self.value = .number(value)
    }

    package init(_ name: String, _ values: [Double]) {
        self.name = name
        self.value = .numbers(values)
    }
}

/// A started run of one animation type: when it ends, and its state before then.
package protocol TimingRun: Sendable {
    /// When the run has ended and the property rests at its target. Springs end at a sample.
    var endTime: Double { get }
    /// Displacement from the start value, velocity (units per second of wall time) and, for
    /// stepped springs, force, `local` seconds of the animation's own clock after it started moving
    /// (0 during its delay); asked only before ``endTime``.
    func state(atLocal local: Double) -> FluidSpring.State
    /// A stepped spring's response `elapsed` seconds of its own clock after it started (blending,
    /// if it is), which a spring merging into this run blends from; nil for other types.
    func response(atLocal elapsed: Double) -> Double?
}

extension TimingRun {
    package func response(atLocal elapsed: Double) -> Double? { nil }
}
