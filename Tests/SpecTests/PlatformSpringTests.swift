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
        let platform = try #require(PlatformSpring(animation))
        let k = pow(2 * Double.pi / spring.response, 2)
        #expect(abs(platform.stiffness - k) < 1e-9 * k, "\(name)")
        #expect(abs(platform.dampingRatio - spring.dampingFraction) < 1e-12, "\(name)")
        #expect(platform.compose == "spring(dampingRatio = \(CSSLinearEasing.text(spring.dampingFraction, 4))f, stiffness = \(CSSLinearEasing.text(k, 4))f)")

        let film = Self.film(animation, distance: 390, fps: 60)
        let largest = film.map { abs(Self.oscillator(k: platform.stiffness, c: platform.damping, at: $0.time) - $0.progress) }.max()!
        let stated = try #require(platform.difference(from: FilmCurve(animation, distance: 390, fps: 60)), "\(name): the stepped spring is not the closed form")
        #expect(abs(largest - stated.fraction) < 1e-9, "\(name): \(largest) against \(stated.fraction)")
        // Stepping at 300 Hz and the stepped spring's end are all that differ: a few tenths of a percent.
        #expect(stated.fraction < 0.01, "\(name): \(stated.fraction)")
        // The stated time: at every sample, shifting the closed form by at most that much (and the
        // tenth of a millisecond the search steps by) brings it within half a point of the film.
        for sample in film {
            let window = stated.milliseconds + 0.1
            let shifted = stride(from: -window, through: window, by: 0.01).map { shift in
                Self.oscillator(k: platform.stiffness, c: platform.damping, at: max(sample.time + shift / 1000, 0)) - sample.progress
            }
            // Within half a point somewhere, or passing through the film's value between two shifts.
            let reached = shifted.contains { abs($0) <= 0.5 / 390 } || zip(shifted, shifted.dropFirst()).contains { ($0 < 0) != ($1 < 0) }
            #expect(reached, "\(name): at \(sample.time) s no shift within \(stated.milliseconds) ms reaches the film")
        }
    }

    /// MotionReel's run at 120 Hz (the rate a spec measures at for 60 fps and below) and at its end.
    static func film(_ animation: Animation, distance: Double, fps: Int) -> [(time: Double, progress: Double)] {
        let run = AnimationRun(animation, at: 0, from: 0, to: distance, clock: SampleClock(rate: Double(fps)))
        var times = (0...Int(run.endTime * 120)).map { Double($0) / 120 }
        if times.last! < run.endTime - 1e-12 { times.append(run.endTime) }
        return times.map { ($0, run.displacement(at: $0) / distance) }
    }

    @Test("speed 2: stiffness ×4, damping ×2, the same ζ; a curve has no spring")
    func speed() throws {
        var animation = Animation.spring(response: 0.4, dampingFraction: 0.8)
        let plain = try #require(PlatformSpring(animation))
        animation.speed = 2
        let sped = try #require(PlatformSpring(animation))
        #expect(abs(sped.stiffness - 4 * plain.stiffness) < 1e-9 * sped.stiffness)
        #expect(abs(sped.damping - 2 * plain.damping) < 1e-9 * sped.damping)
        #expect(abs(sped.dampingRatio - plain.dampingRatio) < 1e-12)
        #expect(PlatformSpring(.curve(.easeInOut, duration: 0.3)) == nil)
    }
}
