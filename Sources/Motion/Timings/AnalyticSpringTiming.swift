import Foundation

/// `model: analytic`: SwiftUI's animation spring in its closed form, with an initial velocity;
/// merges like the stepped spring, but is sampled rather than stepped.
package struct AnalyticSpringTiming: TimingModel {
    package let spring: Spring
    package var logicalDuration: Double { spring.response }
    /// In distances per second, as `interpolatingSpring(…, initialVelocity:)` takes it.
    package let initialVelocity: Double

    package var typeName: String { "analyticSpring" }
    package var parameters: [TimingParameter] {
        SteppedSpringTiming.parameters(of: spring) + [TimingParameter("initialVelocity", initialVelocity)]
    }
    /// SwiftUI's derivation from response and damping fraction (stiffness capped as SwiftUI caps it).
    package var coefficients: (stiffness: Double, damping: Double)? { (spring.stiffness, spring.damping) }
    package var merges: Bool { true }

    /// The oscillator the run samples: (2π / response)², uncapped, as the closed form has no steps.
    private var oscillator: AnalyticSpring { AnalyticSpring(spring, initialVelocity: initialVelocity) }

    /// SwiftUI's closed-form spring with an initial velocity is `interpolatingSpring`.
    package var swiftUI: String {
        let n = NumberText.literal, a = oscillator
        return ".interpolatingSpring(mass: 1, stiffness: \(n(a.stiffness)), damping: \(n(a.damping)), "
            + "initialVelocity: \(n(initialVelocity)))"
    }

    package var summary: String {
        var text = "closed-form spring, " + SteppedSpringTiming.summary(of: spring)
        if initialVelocity != 0 { text += ", initial velocity \(NumberText.literal(initialVelocity))" }
        return text
    }

    package func start(_ start: RunStart, clock: SampleClock) -> any TimingRun {
        OscillatorRun(oscillator, start, clock: clock)
    }
}
