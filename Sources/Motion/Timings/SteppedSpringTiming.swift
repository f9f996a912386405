import Foundation

/// SwiftUI's animation spring, stepped at 1/300 s as SwiftUI steps it (``FluidSpring``); merges
/// when interrupted, and blends from the replaced spring's response over its blend duration.
package struct SteppedSpringTiming: TimingModel {
    /// SwiftUI's named spring animations, by the names SwiftUI gives them (`.spring` with no
    /// parameters is `.smooth` too, but `spring` also names the spring with parameters).
    package static let named: KeyValuePairs<String, Spring> = [
        "smooth": .smooth, "snappy": .snappy, "bouncy": .bouncy, "interactiveSpring": .interactive,
    ]

    package let spring: Spring
    package var logicalDuration: Double { spring.response }

    package var typeName: String { "spring" }
    package var parameters: [TimingParameter] { Self.parameters(of: spring) }
    package var coefficients: (stiffness: Double, damping: Double)? { (spring.stiffness, spring.damping) }
    package var merges: Bool { true }

    package var swiftUI: String {
        let n = NumberText.literal
        return ".spring(response: \(n(spring.response)), dampingFraction: \(n(spring.dampingFraction))"
            + (spring.blendDuration > 0 ? ", blendDuration: \(n(spring.blendDuration)))" : ")")
    }

    package var summary: String {
        let n = NumberText.literal
        var text = "spring, " + Self.summary(of: spring)
        if spring.blendDuration > 0 { text += ", blend \(n(spring.blendDuration)) s" }
        return text
    }

    package func start(_ start: RunStart, clock: SampleClock) -> any TimingRun {
        SteppedSpringRun(spring, start, clock: clock)
    }

    /// A spring's own parameters as the spec lists them, stepped or closed-form.
    static func parameters(of spring: Spring) -> [TimingParameter] {
        [TimingParameter("response", spring.response), TimingParameter("dampingFraction", spring.dampingFraction),
         TimingParameter("blendDuration", spring.blendDuration)]
    }

    /// `response 0.3 s, damping fraction 0.85`, for either kind of spring's summary.
    static func summary(of spring: Spring) -> String {
        "response \(NumberText.literal(spring.response)) s, damping fraction \(NumberText.literal(spring.dampingFraction))"
    }
}

/// A started stepped spring: stepped up to its end when it starts, keeping sparse checkpoints
/// (``SteppedTrajectory``), so evaluating it at any time reruns at most a few hundred steps and its
/// memory does not grow with its duration or speed.
struct SteppedSpringRun: TimingRun {
    let endTime: Double
    private let spring: Spring
    /// The states up to the step at ``endTime``.
    private let trajectory: SteppedTrajectory
    /// For a spring with a blend duration: the response of the run this one replaced.
    private let previousResponse: Double?

    init(_ spring: Spring, _ start: RunStart, clock: SampleClock) {
        self.spring = spring
        previousResponse = start.previousResponse
        var steps = SteppedTrajectory(spring, delta: start.to - start.from,
                                      start: FluidSpring.State(position: 0, velocity: start.velocity, force: start.force),
                                      previousResponse: start.previousResponse)
        // A run is never stepped past the clock's longest run of its own time: at the sample that
        // passes it the run ends anyway, so a fast one costs no more than a slow one.
        let longest = FluidSpring.steps(after: clock.longestRun)
        let mostSteps = longest < .max ? longest + 1 : longest
        endTime = start.endTime(firstSampleAtOrAfter: start.began, clock: clock) { local in
            steps.advance(to: min(FluidSpring.steps(after: local), mostSteps))
            return steps.isSettled(steps.last)
        }
        trajectory = steps
    }

    func state(atLocal local: Double) -> FluidSpring.State {
        trajectory.state(afterSteps: FluidSpring.steps(after: local))
    }

    func response(atLocal elapsed: Double) -> Double? {
        FluidSpring.blendedResponse(spring, from: previousResponse, elapsed: elapsed)
    }
}
