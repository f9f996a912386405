import Foundation
import Motion
import SpecModel
import Testing

/// Compose's and Flutter's springs, written here from their published formula (the damped
/// harmonic oscillator of unit mass released at rest one distance from its target, as
/// Compose's `SpringSimulation` and Flutter's `SpringSimulation` document it), fed the numbers
/// `PlatformSpring` writes: the largest difference from MotionReel's film is the one it states.
@Suite("PlatformSpring: Compose and Flutter springs, and their measured difference")
struct PlatformSpringTests {
    /// Position (0 → 1) of a unit-mass oscillator with stiffness k and damping c, `t` seconds in.
    static func oscillator(k: Double, c: Double, at t: Double) -> Double {
        let omega = k.squareRoot(), zeta = c / (2 * omega)
        let x0 = -1.0   // starts one distance from rest, at rest
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let b = zeta * omega * x0 / omegaD
            return 1 + exp(-zeta * omega * t) * (x0 * cos(omegaD * t) + b * sin(omegaD * t))
        } else if zeta == 1 {
            return 1 + exp(-omega * t) * (x0 + omega * x0 * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let a2 = -r1 * x0 / (r2 - r1), a1 = x0 - a2
            return 1 + a1 * exp(r1 * t) + a2 * exp(r2 * t)
        }
    }

    static let springs: [(String, Animation)] = [
        ("0.3/0.85", .spring(response: 0.3, dampingFraction: 0.85)),
        ("0.5/0.5", .spring(response: 0.5, dampingFraction: 0.5)),
        ("0.4/1", .spring(response: 0.4, dampingFraction: 1)),
        ("0.55/1.2", .spring(response: 0.55, dampingFraction: 1.2)),
    ]

    @Test("the numbers: k = (2π/response)², ζ the damping fraction; the stated difference is reproduced", arguments: springs.indices)
    func equivalent(_ index: Int) throws {
        let (name, animation) = Self.springs[index]
        guard case .fluidSpring(let spring) = animation.timing else { Issue.record("not a spring"); return }
        let platform = try #require(PlatformSpring(animation, distance: 390, fps: 60))
        let k = pow(2 * Double.pi / spring.response, 2)
        #expect(abs(platform.stiffness - k) < 1e-9 * k, "\(name)")
        #expect(abs(platform.dampingRatio - spring.dampingFraction) < 1e-12, "\(name)")
        #expect(platform.compose == "spring(dampingRatio = \(CSSLinearEasing.text(spring.dampingFraction, 4))f, stiffness = \(CSSLinearEasing.text(k, 4))f)")

        let run = AnimationRun(animation, at: 0, from: 0, to: 390, clock: SampleClock(rate: 60))
        var largest = 0.0
        for frame in 0...Int((run.endTime * 60).rounded(.up)) {
            let t = Double(frame) / 60
            largest = max(largest, abs(Self.oscillator(k: platform.stiffness, c: platform.damping, at: t) - run.displacement(at: t) / 390))
        }
        #expect(abs(largest - platform.largestDifference) < 1e-9, "\(name): \(largest) against \(platform.largestDifference)")
        // Stepping at 300 Hz and the stepped spring's end are all that differ: a few tenths of a percent.
        #expect(platform.largestDifference < 0.01, "\(name): \(platform.largestDifference)")
    }

    @Test("speed 2: stiffness ×4, damping ×2, the same ζ; a curve has no spring")
    func speed() throws {
        var animation = Animation.spring(response: 0.4, dampingFraction: 0.8)
        let plain = try #require(PlatformSpring(animation, distance: 100, fps: 60))
        animation.speed = 2
        let sped = try #require(PlatformSpring(animation, distance: 100, fps: 60))
        #expect(abs(sped.stiffness - 4 * plain.stiffness) < 1e-9 * sped.stiffness)
        #expect(abs(sped.damping - 2 * plain.damping) < 1e-9 * sped.damping)
        #expect(abs(sped.dampingRatio - plain.dampingRatio) < 1e-12)
        #expect(PlatformSpring(.curve(.easeInOut, duration: 0.3), distance: 100, fps: 60) == nil)
    }
}
