import Foundation
import Testing
@testable import Motion

@Suite("Bézier timing curves")
struct TimingCurveTests {
    /// The curve evaluated at parameter s, independently of the solver: (x(s), y(s)).
    private func point(_ c: TimingCurve, _ s: Double) -> (Double, Double) {
        let u = 1 - s
        func b(_ p1: Double, _ p2: Double) -> Double { 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s }
        return (b(c.c0x, c.c1x), b(c.c0y, c.c1y))
    }

    @Test("y(x) lies on the curve", arguments: [TimingCurve.easeIn, .easeOut, .easeInOut, TimingCurve(0.2, 0.8, 0.2, 1)])
    func onCurve(curve: TimingCurve) {
        for s in stride(from: 0.0, through: 1.0, by: 0.05) {
            let (x, y) = point(curve, s)
            #expect(abs(curve.value(at: x) - y) < 1e-9, "at s=\(s)")
        }
    }

    @Test("known values")
    func known() {
        #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-12)   // symmetric curve
        #expect(TimingCurve.linear.value(at: 0.3) == 0.3)
        #expect(TimingCurve.easeIn.value(at: 0) == 0 && TimingCurve.easeIn.value(at: 1) == 1)
        #expect(TimingCurve.easeIn.value(at: 0.5) < 0.5 && TimingCurve.easeOut.value(at: 0.5) > 0.5)
        // easeIn and easeOut are point reflections of each other: easeOut(x) = 1 − easeIn(1 − x).
        for x in stride(from: 0.0, through: 1.0, by: 0.1) {
            #expect(abs(TimingCurve.easeOut.value(at: x) - (1 - TimingCurve.easeIn.value(at: 1 - x))) < 1e-9)
        }
    }

    @Test("delay and speed: nothing moves during the delay, speed 2 halves the duration")
    func delayAndSpeed() {
        let clock = SampleClock(rate: 60)
        var value = AnimatedValue(0)
        value.set(10, at: 1, animation: Animation(.curve(.linear, duration: 0.4), delay: 0.1, speed: 2), clock: clock)
        #expect(value.value(at: 1.05) == 0)
        #expect(abs(value.value(at: 1.2) - 5) < 1e-9)          // 0.1 s after the delay at speed 2 = half-way
        #expect(abs(value.settleTime - 1.3) < 1e-12)
        #expect(value.value(at: 1.3) == 10)
    }

    @Test("curves add: the running change completes while the new one adds on top")
    func additive() {
        let clock = SampleClock(rate: 60)
        var value = AnimatedValue(0)
        let animation = Animation.curve(.linear, duration: 1)
        value.set(100, at: 0, animation: animation, clock: clock)
        value.set(0, at: 0.5, animation: animation, clock: clock)
        // Hand-checked: at 0.75 the first run is at 75, the second adds −100·0.25 → 50.
        #expect(abs(value.value(at: 0.75) - 50) < 1e-9)
        #expect(abs(value.value(at: 1.0) - 50) < 1e-9)   // first done (100), second half-way (−50)
        #expect(value.value(at: 1.5) == 0)
        #expect(abs(value.settleTime - 1.5) < 1e-12)
    }
}
