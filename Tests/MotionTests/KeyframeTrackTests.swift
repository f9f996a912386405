import Foundation
import Testing
@testable import Motion

/// `KeyframeTrack` against values worked out here another way: cubic segments as Bézier curves by
/// de Casteljau (the track uses the Hermite basis), timing curves solved by bisection, springs by
/// the underdamped closed form written out, and knot velocities by finite differences.
@Suite("Keyframe tracks")
struct KeyframeTrackTests {
    // MARK: Independent references

    /// The cubic Bézier with control values p0…p3 at parameter u, by de Casteljau.
    private static func deCasteljau(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ u: Double) -> Double {
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * u }
        let a = lerp(p0, p1), b = lerp(p1, p2), c = lerp(p2, p3)
        return lerp(lerp(a, b), lerp(b, c))
    }

    /// A cubic segment from `p0` (velocity `v0`) to `p1` (velocity `v1`) over `d` seconds, `elapsed`
    /// seconds in: the Bézier whose inner control values lie a third of the way along the tangents.
    private static func cubic(_ p0: Double, _ v0: Double, _ p1: Double, _ v1: Double, _ d: Double, _ elapsed: Double) -> Double {
        deCasteljau(p0, p0 + v0 * d / 3, p1 - v1 * d / 3, p1, elapsed / d)
    }

    /// A timing curve's y at `x`, solving x(s) = x by bisection.
    private static func curve(_ c: TimingCurve, _ x: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if deCasteljau(0, c.c0x, c.c1x, 1, middle) < x { low = middle } else { high = middle }
        }
        return deCasteljau(0, c.c0y, c.c1y, 1, (low + high) / 2)
    }

    /// An underdamped spring (response, ζ < 1) from `from` towards `to`, starting at `v0`: its value
    /// and velocity `t` seconds in, x(t) = to + e^(−ζω t)(A cos ω_d t + B sin ω_d t).
    private static func spring(response: Double, zeta: Double, from: Double, to: Double, v0: Double,
                               at t: Double) -> (value: Double, velocity: Double) {
        let omega = 2 * Double.pi / response, decay = zeta * omega
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        let a = from - to, b = (v0 + decay * a) / omegaD
        let envelope = exp(-decay * t), c = cos(omegaD * t), s = sin(omegaD * t)
        let value = to + envelope * (a * c + b * s)
        let velocity = envelope * (-decay * (a * c + b * s) + omegaD * (b * c - a * s))
        return (value, velocity)
    }

    /// The velocity just after `t`, by a second-order one-sided difference.
    private static func velocityAfter(_ track: KeyframeTrack, _ t: Double, h: Double = 1e-5) -> Double {
        (-3 * track.value(at: t) + 4 * track.value(at: t + h) - track.value(at: t + 2 * h)) / (2 * h)
    }

    /// The velocity just before `t` (where the value is continuous), by a second-order one-sided difference.
    private static func velocityBefore(_ track: KeyframeTrack, _ t: Double, h: Double = 1e-5) -> Double {
        (3 * track.value(at: t) - 4 * track.value(at: t - h) + track.value(at: t - 2 * h)) / (2 * h)
    }

    /// Times 1/64 s apart from `start` up to (not including) `end`, exact in binary.
    private static func times(_ start: Double, _ end: Double) -> [Double] {
        Array(stride(from: start, to: end, by: 1.0 / 64))
    }

    // MARK: Tests

    @Test("a single linear keyframe follows its curve from the initial value")
    func singleLinear() {
        let straight = KeyframeTrack(initial: 2, keyframes: [.linear(to: 6, duration: 0.8, curve: .linear)])
        #expect(straight.duration == 0.8)
        for t in Self.times(0, 0.8) {
            #expect(abs(straight.value(at: t) - (2 + 4 * t / 0.8)) <= 1e-9, "t = \(t)")
        }
        let eased = KeyframeTrack(initial: -1, keyframes: [.linear(to: 3, duration: 0.5, curve: .easeInOut)])
        #expect(abs(Self.curve(.easeInOut, 0.25) - 0.25) > 0.05, "the curve is not the line")
        for t in Self.times(0, 0.5) {
            let expected = -1 + 4 * Self.curve(.easeInOut, t / 0.5)
            #expect(abs(eased.value(at: t) - expected) <= 1e-9, "t = \(t)")
        }
    }

    /// 0 → 1 → 3 → 2 over 0.5, 1 and 0.25 s, starting at 1.5/s: interior knots take the Catmull-Rom
    /// tangent (p_next − p_prev) / (t_next − t_prev), the last the last chord's slope.
    @Test("adjacent cubic keyframes make a Catmull-Rom spline, smooth at its knots")
    func adjacentCubics() {
        let track = KeyframeTrack(initial: 0, initialVelocity: 1.5, keyframes: [
            .cubic(to: 1, duration: 0.5, startVelocity: nil, endVelocity: nil),
            .cubic(to: 3, duration: 1, startVelocity: nil, endVelocity: nil),
            .cubic(to: 2, duration: 0.25, startVelocity: nil, endVelocity: nil),
        ])
        let knots: [Double] = [0, 0.5, 1.5, 1.75], values: [Double] = [0, 1, 3, 2]
        let interior1: Double = (3 - 0) / (1.5 - 0), interior2: Double = (2 - 1) / (1.75 - 0.5)
        let velocities: [Double] = [1.5, interior1, interior2, (2 - 3) / 0.25]
        #expect(track.duration == 1.75)
        for i in 0..<3 {
            for t in Self.times(knots[i], knots[i + 1]) {
                let expected = Self.cubic(values[i], velocities[i], values[i + 1], velocities[i + 1],
                                          knots[i + 1] - knots[i], t - knots[i])
                #expect(abs(track.value(at: t) - expected) <= 1e-9, "t = \(t)")
            }
        }
        for i in 1...2 {
            let before = Self.velocityBefore(track, knots[i]), after = Self.velocityAfter(track, knots[i])
            #expect(abs(before - velocities[i]) < 1e-6 && abs(after - velocities[i]) < 1e-6,
                    "knot \(knots[i]): \(before) | \(after), Catmull-Rom \(velocities[i])")
        }
        #expect(abs(Self.velocityAfter(track, 0) - 1.5) < 1e-6, "starts at the initial velocity")
        #expect(abs(Self.velocityBefore(track, 1.75) + 4) < 1e-6, "ends along the last chord")
    }

    /// A cubic between two linear keyframes takes the first's end velocity and the second's start
    /// velocity, each from its curve's end slope (the Bézier's derivative ratio there).
    @Test("a cubic keyframe between linear ones takes their velocities at both knots")
    func linearCubicLinear() {
        let first = TimingCurve(0.2, 0.1, 0.6, 0.7), last = TimingCurve(0.25, 0.5, 0.75, 1)
        let track = KeyframeTrack(initial: 0, keyframes: [
            .linear(to: 2, duration: 0.5, curve: first),
            .cubic(to: 3, duration: 1, startVelocity: nil, endVelocity: nil),
            .linear(to: 1, duration: 0.4, curve: last),
        ])
        // dy/dx at the curves' ends: B'(1) = 3(P3 − P2), B'(0) = 3(P1 − P0).
        let v1 = (2 - 0) * (3 * (1 - 0.7)) / (3 * (1 - 0.6)) / 0.5
        let v2 = (1 - 3) * (3 * 0.5) / (3 * 0.25) / 0.4
        #expect(v1 == 3 && v2 == -10)
        for t in Self.times(0, 0.5) {
            #expect(abs(track.value(at: t) - 2 * Self.curve(first, t / 0.5)) <= 1e-9, "t = \(t)")
        }
        for t in Self.times(0.5, 1.5) {
            #expect(abs(track.value(at: t) - Self.cubic(2, v1, 3, v2, 1, t - 0.5)) <= 1e-9, "t = \(t)")
        }
        for t in Self.times(1.5, 1.9) {
            #expect(abs(track.value(at: t) - (3 - 2 * Self.curve(last, (t - 1.5) / 0.4))) <= 1e-9, "t = \(t)")
        }
        for (knot, v) in [(0.5, v1), (1.5, v2)] {
            let before = Self.velocityBefore(track, knot), after = Self.velocityAfter(track, knot)
            #expect(abs(before - v) < 1e-6 && abs(after - v) < 1e-6, "knot \(knot): \(before) | \(after), expected \(v)")
        }
    }

    /// easeOut's first control point sits on its start, so it leaves along its second: slope 1/0.58.
    @Test("a curve whose first control point is on its start hands over the direction of its second")
    func degenerateCurveEnd() {
        let track = KeyframeTrack(initial: 0, keyframes: [
            .cubic(to: 1, duration: 0.5, startVelocity: nil, endVelocity: nil),
            .linear(to: 3, duration: 0.5, curve: .easeOut),
        ])
        // The chord from (0, 0) to the curve's point a hair along it.
        let s = 1e-12
        let slope = Self.deCasteljau(0, 0, 1, 1, s) / Self.deCasteljau(0, 0, 0.58, 1, s)
        let v1 = (3 - 1) * slope / 0.5
        #expect(abs(v1 - 2 / 0.58 / 0.5) < 1e-9)
        for t in Self.times(0, 0.5) {
            #expect(abs(track.value(at: t) - Self.cubic(0, 0, 1, v1, 0.5, t)) <= 1e-9, "t = \(t)")
        }
        for t in Self.times(0.5, 1) {
            #expect(abs(track.value(at: t) - (1 + 2 * Self.curve(.easeOut, (t - 0.5) / 0.5))) <= 1e-9, "t = \(t)")
        }
    }

    /// The spring starts at the linear keyframe's 2/s, is stopped after 0.3 s short of 3, and the
    /// next linear keyframe goes from wherever it was.
    @Test("a spring cut short hands its position to the next keyframe")
    func springCutShort() {
        let spring = Spring(response: 0.5, dampingFraction: 0.6)
        let track = KeyframeTrack(initial: 0, keyframes: [
            .linear(to: 1, duration: 0.5, curve: .linear),
            .spring(to: 3, duration: 0.3, spring: spring, startVelocity: nil),
            .linear(to: 0, duration: 0.5, curve: .linear),
        ])
        func expectedSpring(_ elapsed: Double) -> Double {
            Self.spring(response: 0.5, zeta: 0.6, from: 1, to: 3, v0: 2, at: elapsed).value
        }
        let stopped = expectedSpring(0.3)
        #expect(abs(stopped - 3) > 0.05, "it had not arrived: \(stopped)")
        #expect(abs(track.duration - 1.3) < 1e-12)
        for t in Self.times(0.5, 0.8) {
            #expect(abs(track.value(at: t) - expectedSpring(t - 0.5)) <= 1e-9, "t = \(t)")
        }
        for t in Self.times(0.8, 1.3) {
            #expect(abs(track.value(at: t) - stopped * (1 - (t - 0.8) / 0.5)) <= 1e-9, "t = \(t)")
        }
    }

    /// A spring after a cubic keyframe, neither with a velocity of its own: the cubic ends along its
    /// own chord and the spring starts with that; the cubic after the spring starts with the
    /// spring's velocity where it stopped, and ends along its chord.
    @Test("velocities pass from a cubic keyframe to a spring and from the spring to a cubic")
    func cubicSpringCubic() {
        let track = KeyframeTrack(initial: 0, keyframes: [
            .cubic(to: 1, duration: 0.5, startVelocity: nil, endVelocity: nil),
            .spring(to: 2, duration: 0.4, spring: Spring(response: 0.6, dampingFraction: 0.7), startVelocity: nil),
            .cubic(to: 0, duration: 0.5, startVelocity: nil, endVelocity: nil),
        ])
        let v1 = (1 - 0) / 0.5
        let end = Self.spring(response: 0.6, zeta: 0.7, from: 1, to: 2, v0: v1, at: 0.4)
        for t in Self.times(0, 0.5) {
            #expect(abs(track.value(at: t) - Self.cubic(0, 0, 1, v1, 0.5, t)) <= 1e-9, "t = \(t)")
        }
        for t in Self.times(0.5, 0.9) {
            let expected = Self.spring(response: 0.6, zeta: 0.7, from: 1, to: 2, v0: v1, at: t - 0.5).value
            #expect(abs(track.value(at: t) - expected) <= 1e-9, "t = \(t)")
        }
        for t in Self.times(0.9, 1.4) {
            let expected = Self.cubic(end.value, end.velocity, 0, (0 - end.value) / 0.5, 0.5, t - 0.9)
            #expect(abs(track.value(at: t) - expected) <= 1e-9, "t = \(t)")
        }
        #expect(abs(Self.velocityBefore(track, 0.9) - Self.velocityAfter(track, 0.9)) < 1e-5, "smooth where the spring stops")
    }

    /// Without a duration a spring lasts its settling duration: for an underdamped one
    /// ln((λ + 1) / 0.001) / λ with λ = 2πζ / response; for a critically damped one the first
    /// 0.1 s sample within 0.001 of rest.
    @Test("a spring without a duration lasts its settling duration, starting with the track's velocity")
    func springSettles() throws {
        let spring = Spring(response: 0.4, dampingFraction: 0.5)
        let decay = 2 * Double.pi * 0.5 / 0.4
        let settle = log((decay + 1) / 0.001) / decay
        #expect(abs(Keyframe.settlingDuration(of: spring) - settle) <= 1e-12)
        let track = KeyframeTrack(initial: 0, initialVelocity: -3, keyframes: [
            .spring(to: 1, duration: nil, spring: spring, startVelocity: nil),
            .linear(to: 0, duration: 0.25, curve: .linear),
        ])
        #expect(abs(track.duration - (settle + 0.25)) <= 1e-12)
        for t in stride(from: 0.0, to: settle, by: 0.01) {
            let expected = Self.spring(response: 0.4, zeta: 0.5, from: 0, to: 1, v0: -3, at: t).value
            #expect(abs(track.value(at: t) - expected) <= 1e-9, "t = \(t)")
        }
        let rest = Self.spring(response: 0.4, zeta: 0.5, from: 0, to: 1, v0: -3, at: settle).value
        #expect(abs(track.value(at: settle + 0.125) - rest / 2) <= 1e-9, "the linear keyframe goes on from there")

        let critical = Spring(response: 0.4, dampingFraction: 1)
        let omega = 2 * Double.pi / 0.4
        var sample = 0.0
        while exp(-omega * sample) * (1 + omega * sample) >= 0.001 { sample += 0.1 }
        #expect(sample > 0.5 && sample < 0.7, "\(sample)")
        let settled = KeyframeTrack(initial: 0, keyframes: [.spring(to: 1, duration: nil, spring: critical, startVelocity: nil)])
        #expect(settled.duration == sample)
    }

    /// A move (and a linear keyframe that takes no time) jumps, and leaves the value still: the
    /// cubic before it ends at rest, the cubic after it starts at rest.
    @Test("a move in the middle jumps and stills the cubic keyframes either side")
    func moveInTheMiddle() {
        let track = KeyframeTrack(initial: 0, initialVelocity: 1, keyframes: [
            .cubic(to: 2, duration: 0.5, startVelocity: nil, endVelocity: nil),
            .move(to: 5),
            .linear(to: 9, duration: 0, curve: .linear),
            .cubic(to: 6, duration: 0.5, startVelocity: nil, endVelocity: nil),
        ])
        #expect(track.duration == 1)
        for t in Self.times(0, 0.5) {
            #expect(abs(track.value(at: t) - Self.cubic(0, 1, 2, 0, 0.5, t)) <= 1e-9, "t = \(t)")
        }
        #expect(abs(track.value(at: 0.5.nextDown) - 2) < 1e-9, "just before the jump")
        #expect(track.value(at: 0.5) == 9, "at the jump, already there")
        for t in Self.times(0.5, 1) {
            #expect(abs(track.value(at: t) - Self.cubic(9, 0, 6, (6 - 9) / 0.5, 0.5, t - 0.5)) <= 1e-9, "t = \(t)")
        }
    }

    /// Given velocities beat the track's initial velocity, the neighbour's, and the last chord;
    /// a missing one at a knot takes the given one across it.
    @Test("a given start or end velocity wins over the one that would be computed")
    func givenVelocitiesWin() {
        let track = KeyframeTrack(initial: 0, initialVelocity: 5, keyframes: [
            .cubic(to: 1, duration: 0.5, startVelocity: -1, endVelocity: nil),
            .cubic(to: 2, duration: 0.5, startVelocity: 4, endVelocity: 0.5),
            .cubic(to: 0, duration: 0.5, startVelocity: nil, endVelocity: nil),
            .cubic(to: 1, duration: 0.5, startVelocity: -2, endVelocity: 3),
        ])
        let values = [0.0, 1, 2, 0, 1], velocities = [-1, 4, 0.5, -2, 3]
        for i in 0..<4 {
            let start = 0.5 * Double(i)
            for t in Self.times(start, start + 0.5) {
                let expected = Self.cubic(values[i], velocities[i], values[i + 1], velocities[i + 1], 0.5, t - start)
                #expect(abs(track.value(at: t) - expected) <= 1e-9, "t = \(t)")
            }
        }
        // A spring given a start velocity ignores the linear keyframe's 2/s.
        let spring = KeyframeTrack(initial: 0, keyframes: [
            .linear(to: 1, duration: 0.5, curve: .linear),
            .spring(to: 2, duration: 0.4, spring: Spring(response: 0.5, dampingFraction: 0.6), startVelocity: -3),
        ])
        for t in Self.times(0.5, 0.9) {
            let expected = Self.spring(response: 0.5, zeta: 0.6, from: 1, to: 2, v0: -3, at: t - 0.5).value
            #expect(abs(spring.value(at: t) - expected) <= 1e-9, "t = \(t)")
        }
    }

    /// Before 0 the initial value; from the end on the last keyframe's value, even for a spring
    /// stopped short of it (our choice where Apple's documentation is silent).
    @Test("before the start the initial value, from the end on the last keyframe's value")
    func outsideTheTrack() {
        let track = KeyframeTrack(initial: 0.25, keyframes: [
            .linear(to: 1, duration: 0.5, curve: .linear),
            .spring(to: 3, duration: 0.15, spring: Spring(response: 0.5, dampingFraction: 0.6), startVelocity: nil),
        ])
        #expect(track.value(at: -0.1) == 0.25 && track.value(at: -1e9) == 0.25 && track.value(at: -.infinity) == 0.25)
        let stopped = Self.spring(response: 0.5, zeta: 0.6, from: 1, to: 3, v0: 1.5, at: 0.15).value
        #expect(abs(track.value(at: track.duration.nextDown) - stopped) < 1e-9 && abs(stopped - 3) > 0.1,
                "the spring's last moment: \(stopped)")
        #expect(track.value(at: track.duration) == 3 && track.value(at: 10) == 3 && track.value(at: .infinity) == 3)
    }

    @Test("a track without keyframes holds its initial value and takes no time; moves alone jump at 0")
    func emptyTrack() {
        let empty = KeyframeTrack(initial: 4.5, keyframes: [])
        #expect(empty.duration == 0)
        #expect(empty.value(at: -1) == 4.5 && empty.value(at: 0) == 4.5 && empty.value(at: 1) == 4.5)
        let moves = KeyframeTrack(initial: 0, keyframes: [.move(to: 1), .move(to: 2)])
        #expect(moves.duration == 0 && moves.value(at: -0.1) == 0 && moves.value(at: 0) == 2)
    }
}
