import Foundation
import Motion
import Scene
@testable import SceneKinds
import TestSupport
import PresetTestSupport
import Testing

private let unit = try! ReferenceCurve("fluid_r0.3_z0.85_d1.csv")

@Suite("layers scene: keyframes")
struct LayersKeyframeTests {
    @Test("a linear keyframe is exactly linear over the interval since the previous keyframe")
    func linear() throws {
        let timeline = LayersFixture.timeline([LayersFixture.card()], [
            LayersFixture.keyframes(at: 0.1, .offsetY, [(0, 0, .move), (0.2, -12, .curve(.linear)),
                                                       (0.5, 18, .curve(.linear))]),
        ])
        for frame in 0...45 {
            let t = Double(frame) / 60
            let expected: Double
            switch t - 0.1 {
            case ..<0: expected = 0
            case ..<0.2: expected = -12 * (t - 0.1) / 0.2
            case ..<0.5: expected = -12 + 30 * (t - 0.3) / 0.3
            default: expected = 18
            }
            #expect(abs(timeline.frame(frame).layer("card")!.offset.y - expected) <= 1e-9, "frame \(frame)")
        }
        #expect(abs(timeline.settleTime - 0.6) <= 1e-9)
    }

    @Test("each keyframe reaches its value by its time; tracks of one event run side by side")
    func tracks() throws {
        let event = LayerEvent.keyframes(LayerKeyframes(at: 0, layer: "card", tracks: [
            LayerTrack(property: .opacity, keyframes: [LayerKeyframe(time: 0.3, value: .number(0), motion: .curve(.easeIn))]),
            LayerTrack(property: .scale, keyframes: [LayerKeyframe(time: 0.1, value: .number(2), motion: .curve(.easeOut)),
                                                     LayerKeyframe(time: 0.2, value: .number(1), motion: .move)]),
        ]))
        let timeline = LayersFixture.timeline([LayersFixture.card()], [event])
        let at = { (t: Double) in timeline.state(at: t).layer("card")! }
        #expect(abs(at(0.1).scale - 2) <= 1e-9 && abs(at(0.199).scale - 2) <= 1e-9, "a move holds until its time")
        #expect(at(0.2).scale == 1)
        #expect(abs(at(0.15).opacity - (1 - bezierProgress((0.42, 0, 1, 1), at: 0.5))) <= 1e-9)
        #expect(abs(at(0.3).opacity) <= 1e-9)
    }

    /// SwiftUI's `SpringKeyframe`: the closed-form `Spring` from where the track is, with its
    /// velocity, over the keyframe's interval — written out here: x(τ) = to + e^(−ζωτ)(A cos ω_d τ
    /// + B sin ω_d τ), A = from − to, B = (v₀ + ζωA) / ω_d, ω = 2π / response.
    static func spring(from: Double, to: Double, velocity v0: Double, response: Double, damping zeta: Double,
                       at tau: Double) -> Double {
        let omega = 2 * Double.pi / response, wd = omega * (1 - zeta * zeta).squareRoot()
        let a = from - to, b = (v0 + zeta * omega * a) / wd
        return to + exp(-zeta * omega * tau) * (a * cos(wd * tau) + b * sin(wd * tau))
    }

    @Test("a spring keyframe is the closed-form spring over its interval, starting with the track's velocity")
    func springKeyframe() throws {
        let timeline = LayersFixture.timeline([LayersFixture.card()], [
            LayersFixture.keyframes(at: 0.2, .x, [(0.1, 60, .curve(.linear)),
                                                   (0.25, 160, .spring(Spring(response: 0.3, dampingFraction: 0.7)))]),
        ])
        // The card is at x = 20. The linear keyframe leaves it at 0.2 and arrives at 60 at 0.3,
        // moving 400 pt/s; the spring runs from there for 0.15 s, then the track holds its last value.
        var checked = 0
        for frame in 13...60 {
            let t = Double(frame) / 60, tau = t - 0.3
            let x = timeline.frame(frame).layer("card")!.frame.minX
            if t < 0.2 {
                #expect(x == 20, "frame \(frame)")
            } else if tau < -1e-12 {
                #expect(abs(x - (20 + 400 * (t - 0.2))) <= 1e-9, "frame \(frame)")
            } else if tau < 0.15 - 1e-12 {
                let expected = Self.spring(from: 60, to: 160, velocity: 400, response: 0.3, damping: 0.7, at: max(tau, 0))
                #expect(abs(x - expected) <= 1e-9, "frame \(frame): \(x) vs \(expected)")
                checked += 1
            } else {
                #expect(x == 160, "frame \(frame)")
            }
        }
        #expect(checked == 9)
        #expect(abs(timeline.settleTime - 0.45) <= 1e-9)
    }

    @Test("a keyframe after a spring keyframe starts from wherever the spring got to")
    func curveAfterSpring() throws {
        let timeline = LayersFixture.timeline([LayersFixture.card()], [
            LayersFixture.keyframes(at: 0, .x, [(0.1, 120, .spring(Spring(response: 0.3, dampingFraction: 0.85))),
                                                 (0.3, 20, .curve(.linear))]),
        ])
        func x(_ t: Double) -> Double { timeline.state(at: t).layer("card")!.frame.minX }
        // The card is at x = 20; the spring starts from there at rest.
        let reached = Self.spring(from: 20, to: 120, velocity: 0, response: 0.3, damping: 0.85, at: 0.1)
        #expect(reached > 10 && reached < 110, "the spring has not arrived: \(reached)")
        #expect(abs(x(0.1) - reached) <= 1e-9 && abs(x(0.1 - 1e-7) - reached) <= 1e-3, "no jump at the knot")
        #expect(abs(x(0.2) - (reached + (20 - reached) * 0.5)) <= 1e-9)
    }

    /// Adjacent cubic keyframes form a Catmull-Rom spline: at an interior knot the velocity is the
    /// chord from the previous keyframe's value to the next one's over their times — checked here
    /// against the Bézier form of the segment, evaluated by de Casteljau.
    @Test("cubic keyframes pass smoothly through their values: a Catmull-Rom spline")
    func cubicSpline() throws {
        let timeline = LayersFixture.timeline([LayersFixture.card()], [
            LayersFixture.keyframes(at: 0, .offsetY, [(0.2, -40, .cubic(startVelocity: nil, endVelocity: nil)),
                                                       (0.5, 20, .cubic(startVelocity: nil, endVelocity: nil)),
                                                       (0.6, 0, .cubic(startVelocity: nil, endVelocity: 0))]),
        ])
        // Knots (0, 0), (0.2, -40), (0.5, 20), (0.6, 0): velocities 0 (the track starts at rest),
        // (20 − 0) / 0.5 = 40, (0 − (−40)) / 0.4 = 100, and the given 0 at the end.
        let knots: [(t: Double, p: Double, v: Double)] = [(0, 0, 0), (0.2, -40, 40), (0.5, 20, 100), (0.6, 0, 0)]
        func bezier(_ t: Double) -> Double {
            let i = knots.indices.dropLast().last { knots[$0].t <= t }!
            let (a, b) = (knots[i], knots[i + 1]), d = b.t - a.t, u = (t - a.t) / d
            var points = [a.p, a.p + a.v * d / 3, b.p - b.v * d / 3, b.p]
            for level in 1...3 { for j in 0..<(4 - level) { points[j] += u * (points[j + 1] - points[j]) } }
            return points[0]
        }
        for frame in 0...36 {
            let t = Double(frame) / 60
            let y = timeline.frame(frame).layer("card")!.offset.y
            #expect(abs(y - (t < 0.6 ? bezier(t) : 0)) <= 1e-9, "frame \(frame): \(y) vs \(bezier(t))")
        }
        // Smooth at the knots: no corner where one segment hands over to the next.
        func y(_ t: Double) -> Double { timeline.state(at: t).layer("card")!.offset.y }
        for knot in [0.2, 0.5] {
            let left = (y(knot) - y(knot - 1e-6)) / 1e-6, right = (y(knot + 1e-6) - y(knot)) / 1e-6
            #expect(abs(left - right) < 0.02, "at \(knot): \(left) vs \(right)")
        }
        // And not smooth where a linear keyframe meets a cubic with a velocity of its own: the test can fail.
        let corner = LayersFixture.timeline([LayersFixture.card()], [
            LayersFixture.keyframes(at: 0, .offsetY, [(0.2, -40, .curve(.linear)), (0.5, 20, .cubic(startVelocity: 0, endVelocity: nil))]),
        ])
        func c(_ t: Double) -> Double { corner.state(at: t).layer("card")!.offset.y }
        #expect(abs((c(0.2) - c(0.2 - 1e-6)) / 1e-6 - (c(0.2 + 1e-6) - c(0.2)) / 1e-6) > 100)
    }

    @Test("keyframes and state changes on one property apply in time order")
    func interleaved() throws {
        let timeline = LayersFixture.timeline([LayersFixture.card()], [
            LayersFixture.keyframes(at: 0, .opacity, [(0.2, 0, .curve(.linear)), (0.6, 1, .curve(.linear))]),
            LayersFixture.change(at: 0.3, [(.opacity, 0.5)], animation: nil),
        ])
        // The 0 → 1 ramp of the second keyframe runs from 0.2; the change at 0.3 has no
        // animation, so it replaces the ramp in flight, as a change outside withAnimation does.
        #expect(abs(timeline.state(at: 0.25).layer("card")!.opacity - 0.125) <= 1e-9)
        #expect(timeline.state(at: 0.3).layer("card")?.opacity == 0.5)
        #expect(timeline.state(at: 0.7).layer("card")?.opacity == 0.5)
    }
}
