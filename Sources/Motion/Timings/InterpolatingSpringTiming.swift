import Foundation

/// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`: a closed-form spring given by
/// its own coefficients; adds its change on top of what is running.
package struct InterpolatingSpringTiming: TimingModel {
    package let spring: AnalyticSpring
    /// A spring's perceptual duration, 2π/√(k/m), as SwiftUI's `Spring(mass:stiffness:damping:)` reports it.
    package var logicalDuration: Double { 2 * Double.pi / spring.naturalFrequency }

    package var typeName: String { "interpolatingSpring" }
    package var parameters: [TimingParameter] {
        [TimingParameter("mass", spring.mass), TimingParameter("initialVelocity", spring.initialVelocity)]
    }
    package var coefficients: (stiffness: Double, damping: Double)? { (spring.stiffness, spring.damping) }
    package var merges: Bool { false }

    package var swiftUI: String {
        let n = NumberText.literal
        return ".interpolatingSpring(mass: \(n(spring.mass)), stiffness: \(n(spring.stiffness)), "
            + "damping: \(n(spring.damping)), initialVelocity: \(n(spring.initialVelocity)))"
    }

    package var summary: String {
        let n = NumberText.literal
        return "interpolating spring, mass \(n(spring.mass)), stiffness \(n(spring.stiffness)), damping \(n(spring.damping))"
    }

    package func start(_ start: RunStart, clock: SampleClock) -> any TimingRun {
        OscillatorRun(spring, start, clock: clock)
    }
}
