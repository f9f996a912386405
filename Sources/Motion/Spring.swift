import Foundation

/// The parameters of a SwiftUI animation spring: `spring(response:dampingFraction:blendDuration:)`.
///
/// SwiftUI derives everything else from these two numbers; ``stiffness`` is capped at 45 000 as
/// SwiftUI caps it, so very short responses do not make the stepped integration unstable.
///
/// ```swift
/// let spring = Spring(response: 0.3, dampingFraction: 0.85)   // the tab transition's default
/// let bouncy = Spring(duration: 0.5, bounce: 0.3)              // == Spring.bouncy
/// ```
public struct Spring: Sendable, Hashable {
    /// Seconds for one undamped oscillation.
    public var response: Double
    /// 1 is critically damped, below 1 overshoots, above 1 creeps.
    public var dampingFraction: Double
    /// Seconds over which a merged spring blends from the previous one's response.
    public var blendDuration: Double

    public init(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) {
        self.response = response
        self.dampingFraction = dampingFraction
        self.blendDuration = blendDuration
    }

    /// `spring(duration:bounce:)`: the duration is the response, bounce maps to a damping fraction.
    public init(duration: Double, bounce: Double = 0, blendDuration: Double = 0) {
        self.init(response: duration, dampingFraction: Spring.dampingFraction(bounce: bounce),
                  blendDuration: blendDuration)
    }

    /// SwiftUI's bounce → dampingFraction: 1 − b for b ≥ 0, 1 / (1 + b) for b < 0.
    public static func dampingFraction(bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    /// k = min((2π / response)², 45 000), for unit mass.
    public var stiffness: Double { min(pow(2 * .pi / response, 2), 45_000) }
    /// c = 2·√k·dampingFraction.
    public var damping: Double { 2 * stiffness.squareRoot() * dampingFraction }

    /// `.spring` and `.smooth`: duration 0.5, no bounce.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// `.snappy`: duration 0.5, bounce 0.15.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// `.bouncy`: duration 0.5, bounce 0.3.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    /// `.interactiveSpring`: response 0.15, dampingFraction 0.86, blendDuration 0.25.
    public static let interactive = Spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)
}
