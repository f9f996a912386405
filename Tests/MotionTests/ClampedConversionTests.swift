import Foundation
import Testing
@testable import Motion

@Suite("Double → Int conversions in Motion cannot trap")
struct ClampedConversionTests {
    @Test("Int(clamping:) rounds toward zero inside Int's range and saturates outside it")
    func clamping() {
        #expect(Int(clamping: 2.9) == 2)
        #expect(Int(clamping: -2.9) == -2)
        #expect(Int(clamping: Double.nan) == 0)
        #expect(Int(clamping: Double.infinity) == .max)
        #expect(Int(clamping: -Double.infinity) == .min)
        #expect(Int(clamping: 1e19) == .max)
        #expect(Int(clamping: -1e19) == .min)
        // 2^63 is the first Double above Int.max; the largest below it converts exactly.
        #expect(Int(clamping: 9_223_372_036_854_775_808.0) == .max)
        #expect(Int(clamping: 9_223_372_036_854_774_784.0) == 9_223_372_036_854_774_784)
    }

    @Test("step counts and sample indices saturate for times no preset can give")
    func saturating() {
        #expect(FluidSpring.steps(after: 1e300) == .max)
        #expect(FluidSpring.steps(after: .nan) == 0)
        #expect(FluidSpring.steps(after: 0.1) == 30)
        let clock = SampleClock(rate: 60, longestRun: 60)
        #expect(clock.firstSample(atOrAfter: .infinity) == .max)
        #expect(clock.firstSample(atOrAfter: -1e300) == .min)
        #expect(clock.firstSample(atOrAfter: 0.5) == 30)
    }

    @Test("a run started at an absurd time, or with no speed, ends instead of trapping or looping")
    func absurdRuns() {
        let clock = SampleClock(rate: 60, longestRun: 60)
        let spring = Animation(.fluidSpring(Spring(response: 0.5, dampingFraction: 0)))
        // Sample indices saturate at Int.max; the run is ended after a bounded number of samples.
        let late = AnimationRun(spring, at: 1e300, from: 0, to: 1, clock: clock)
        #expect(late.endTime.isFinite)
        var still = spring
        still.speed = 0
        let stopped = AnimationRun(still, at: 0, from: 0, to: 1, clock: clock)
        #expect(stopped.endTime == 3601.0 / 60)
        #expect(stopped.displacement(at: 1) == 0)
    }
}
