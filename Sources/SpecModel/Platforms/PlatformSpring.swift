import Foundation
import Motion

/// A spring animation as Jetpack Compose and Flutter write it, and how far their motion is from
/// MotionReel's film of it.
///
/// Both platforms run the closed-form damped oscillator of unit mass: Compose's
/// `spring(dampingRatio, stiffness)` (its `SpringSimulation`) and Flutter's
/// `SpringDescription(mass, stiffness, damping)` in a `SpringSimulation`. SwiftUI's spring is the
/// same oscillator stepped at 1/300 s and ended by its own rule, so the equivalent is the same k
/// and ζ, and the difference is measured: at every frame of the film, the closed form against
/// MotionReel's run, as a fraction of the distance.
///
/// Speed scales time: the spring `x(s·t)` is the oscillator with stiffness k·s² and damping c·s
/// (the same ζ), so a sped animation is written with those. A delay is not part of either
/// platform's spring; it is given apart (``delay``).
public struct PlatformSpring: Sendable, Equatable {
    /// Stiffness k and damping c for unit mass, speed applied; ζ = c / (2√k).
    public let stiffness: Double
    public let damping: Double
    public var dampingRatio: Double { damping / (2 * stiffness.squareRoot()) }
    /// Seconds before the spring starts.
    public let delay: Double

    /// The equivalent of `animation`; nil for an animation that is not a spring (a curve:
    /// ``PlatformCurve``). Its numbers do not depend on the distance; its difference from the
    /// film does (``difference(from:)``).
    public init?(_ animation: Animation) {
        let oscillator: AnalyticSpring
        switch animation.timing {
        case .fluidSpring, .analyticSpring:
            guard let coefficients = animation.timing.model.coefficients else { return nil }
            oscillator = AnalyticSpring(stiffness: coefficients.stiffness, damping: coefficients.damping)
        case .interpolatingSpring(let spring):
            oscillator = AnalyticSpring(stiffness: spring.stiffness / spring.mass, damping: spring.damping / spring.mass)
        case .curve, .keyframes:
            return nil
        }
        let speed = animation.speed
        stiffness = oscillator.stiffness * speed * speed
        damping = oscillator.damping * speed
        delay = animation.delay
    }

    /// The closed form's progress `time` seconds after the change (0 during the delay).
    public func progress(at time: Double) -> Double {
        time < delay ? 0 : AnalyticSpring(stiffness: stiffness, damping: damping).sample(at: time - delay).value
    }

    /// How far the closed form is from `film`, MotionReel's run of the same spring; nil when it
    /// agrees (never, in practice: the film is stepped).
    public func difference(from film: FilmCurve) -> PlatformDifference? {
        PlatformDifference.measure(film, progress(at:))
    }

    /// `spring(dampingRatio = 0.85f, stiffness = 438.65f)`: Compose's `AnimationSpec`.
    public var compose: String {
        "spring(dampingRatio = \(Self.number(dampingRatio))f, stiffness = \(Self.number(stiffness))f)"
    }

    /// `SpringDescription(mass: 1, stiffness: 438.65, damping: 35.6)`: Flutter's, for a
    /// `SpringSimulation(description, 0, 1, 0)`.
    public var flutter: String {
        "SpringDescription(mass: 1, stiffness: \(Self.number(stiffness)), damping: \(Self.number(damping)))"
    }

    /// Where Compose ends it: when the value is within the animation's `visibilityThreshold`
    /// (0.01 for a `Float`, 1 px for an `IntOffset`, unless given), as its duration estimate says.
    public static let composeRest = "Compose ends the spring when it is within its visibilityThreshold (0.01f for a Float, 1 px for an IntOffset)"
    /// Where Flutter ends it: `SpringSimulation.isDone`, within `Tolerance.defaultTolerance`
    /// (0.001 of position and velocity) of the end.
    public static let flutterRest = "Flutter's SpringSimulation is done within Tolerance.defaultTolerance: 0.001 of position and of velocity"

    /// Four significant decimals at most: what a float literal in either language carries of it.
    static func number(_ value: Double) -> String { NumberText.literal(value) }
}
