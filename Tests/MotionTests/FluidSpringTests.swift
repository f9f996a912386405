import Foundation
import Testing
import TestSupport
@testable import Motion

/// The reference CSVs sample at 600 Hz, so the spring's end is decided on that grid too.
private let referenceClock = SampleClock(rate: 600)

@Suite("SwiftUI's stepped animation spring")
struct FluidSpringTests {
    @Test("reproduces every reference curve to 1e-9", arguments: ReferenceCurve.fluidFiles)
    func referenceCurve(file: String) throws {
        let curve = try ReferenceCurve(file)
        #expect(curve.rows.count == 1201 && curve.duration == 2, "2 s at 600 Hz: \(curve.rows.count) rows")
        let p = ReferenceCurve.parameters(file)
        let spring = Spring(response: try #require(p["r"]), dampingFraction: try #require(p["z"]))
        var value = AnimatedValue(0)
        value.set(try #require(p["d"]), at: 0, animation: Animation(.fluidSpring(spring)), clock: referenceClock)
        var endedSeen = false
        for row in curve.rows {
            #expect(abs(value.value(at: row.t) - row.value) <= 1e-9, "value at t=\(row.t)")
            if row.ended == false {
                #expect(value.isAnimating(at: row.t), "still running at t=\(row.t)")
                #expect(abs(value.velocity(at: row.t) - row.velocity) <= 1e-9, "velocity at t=\(row.t)")
            } else {
                endedSeen = true
                #expect(!value.isAnimating(at: row.t), "ended at t=\(row.t)")
            }
        }
        #expect(endedSeen, "the reference curve ends within its samples")
    }

    @Test("a retargeted spring merges: value, velocity and force carry over")
    func retarget() throws {
        let curve = try ReferenceCurve("fluid_retarget.csv")
        #expect(curve.rows.count == 901 && curve.duration == 1.5, "1.5 s at 600 Hz: \(curve.rows.count) rows")
        var value = AnimatedValue(0)
        let animation = Animation.spring(response: 0.3, dampingFraction: 0.85)
        value.set(1, at: 0, animation: animation, clock: referenceClock)
        value.set(0, at: 72.0 / 600, animation: animation, clock: referenceClock)
        for row in curve.rows {
            #expect(abs(value.value(at: row.t) - row.value) <= 1e-9, "value at t=\(row.t)")
            if row.ended == true { #expect(!value.isAnimating(at: row.t)) }
        }
    }

    @Test("at t = 0.1 s, 30 steps have run: 0.6776, not the closed form's 0.6812")
    func steppedDiffersFromClosedForm() {
        var value = AnimatedValue(0)
        value.set(1, at: 0, animation: .spring(response: 0.3, dampingFraction: 0.85), clock: SampleClock(rate: 60))
        #expect(FluidSpring.steps(after: 0.1) == 30)
        let closed = AnalyticSpring(Spring(response: 0.3, dampingFraction: 0.85)).sample(at: 0.1).value
        #expect(abs(value.value(at: 0.1) - 0.6776428795456941) <= 1e-12)
        #expect(abs(closed - 0.6811659930007441) <= 1e-9)
    }

    @Test("an offset in points ends later than an opacity with the same spring")
    func endDependsOnUnits() {
        let clock = SampleClock(rate: 600)
        var opacity = AnimatedValue(0), offset = AnimatedValue(0)
        let animation = Animation.spring(response: 0.3, dampingFraction: 0.85)
        opacity.set(1, at: 0, animation: animation, clock: clock)
        offset.set(390, at: 0, animation: animation, clock: clock)
        #expect(offset.settleTime > opacity.settleTime)
    }

    @Test("the end is decided at the output's frames, and snaps to the target")
    func endsOnFrameGrid() {
        let clock = SampleClock(rate: 60)
        var value = AnimatedValue(0)
        value.set(1, at: 0.25, animation: .spring(response: 0.3, dampingFraction: 0.85), clock: clock)
        let end = value.settleTime
        #expect(abs(end * 60 - (end * 60).rounded()) < 1e-9, "ends on a frame: \(end)")
        #expect(value.value(at: end) == 1)
        #expect(value.value(at: end - 1.0 / 60) != 1)
    }
}
