import Foundation
import Testing
import TestSupport
@testable import Motion

/// `repeatForever` and `repeatCount` as SwiftUI plays them: a cycle ends at the frame that sees
/// its animation end, the next starts there from rest, every other one backwards when it
/// autoreverses, and a count counts each way.
@Suite("Animations that repeat")
struct RepeatTests {
    /// The reference stepped spring, repeated: each cycle is the reference curve again, the odd
    /// ones mirrored — compared with the independent curve to 1e-9 over three cycles.
    @Test("a repeated stepped spring plays the reference curve again each cycle, mirrored when reversed")
    func steppedSpringCycles() throws {
        let curve = try ReferenceCurve("fluid_r0.3_z0.85_d1.csv")
        let clock = SampleClock(rate: ReferenceCurve.sampleRate)
        // The reference's first ended row is where a cycle ends, on the same 600 Hz grid.
        let end = try #require(curve.rows.first { $0.ended == true }).t
        let ended = Int((end * ReferenceCurve.sampleRate).rounded())
        #expect(ended > 60, "the spring runs for a while: \(ended) samples")
        var value = AnimatedValue(0)
        let spring = Animation(.fluidSpring(Spring(response: 0.3, dampingFraction: 0.85)),
                               repeats: Repeats(count: nil, autoreverses: true))
        value.set(1, at: 0, animation: spring, clock: clock)
        for cycle in 0..<3 {
            for row in curve.rows where row.ended == false {
                let t = Double(cycle * ended) / ReferenceCurve.sampleRate + row.t
                let expected = cycle % 2 == 0 ? row.value : 1 - row.value
                #expect(abs(value.value(at: t) - expected) <= 1e-9, "cycle \(cycle), t = \(t)")
            }
        }
        #expect(value.isAnimating(at: 100), "it never ends")
        #expect(abs(value.settleTime - 3 * Double(ended) / ReferenceCurve.sampleRate) < 1e-12,
                "a film shows three cycles: \(value.settleTime)")
    }

    /// `.linear(duration: 0.5).delay(0.2).repeatCount(3, autoreverses: false).delay(0.1)` at
    /// 60 fps, from t = 0: it waits 0.1 s once, then each cycle waits 0.2 s and moves for 0.5 s.
    @Test("a count without autoreverse restarts each cycle; the inner delay is waited every cycle, the outer once")
    func countedRestarts() {
        let clock = SampleClock(rate: 60)
        let animation = Animation(.curve(.linear, duration: 0.5), delay: 0.1,
                                  repeats: Repeats(count: 3, autoreverses: false, cycleDelay: 0.2))
        var value = AnimatedValue(0)
        value.set(10, at: 0, animation: animation, clock: clock)
        func expected(_ t: Double) -> Double {
            let cycle = 0.7
            guard t >= 0.1 else { return 0 }
            guard t < 0.1 + 3 * cycle else { return 10 }
            let within = (t - 0.1).truncatingRemainder(dividingBy: cycle)
            return within < 0.2 ? 0 : 10 * min((within - 0.2) / 0.5, 1)
        }
        for frame in 0...180 {
            let t = Double(frame) / 60
            // Away from the cycle boundaries, where float remainders decide the side.
            let within = (t - 0.1).truncatingRemainder(dividingBy: 0.7)
            if abs(within) < 1e-6 || abs(within - 0.7) < 1e-6 { continue }
            #expect(abs(value.value(at: t) - expected(t)) < 1e-9, "t = \(t): \(value.value(at: t)) vs \(expected(t))")
        }
        #expect(!value.isAnimating(at: 2.2) && value.value(at: 2.2) == 10)
        #expect(abs(value.settleTime - 2.2) < 1e-9, "three cycles of 0.7 s after 0.1 s: \(value.settleTime)")
    }

    /// `.linear(duration: 0.5).delay(0.2).repeatForever(autoreverses: false).delay(-0.05)`: SwiftUI
    /// runs the loop's clock at `time + 0.05`, so the first wait is 0.15 s and the rest 0.2 s — the
    /// whole loop 0.05 s ahead of the one without it.
    @Test("a negative delay outside the repeat shortens the first wait: the loop runs ahead by it")
    func negativeOuterDelay() {
        let clock = SampleClock(rate: 60)
        let animation = Animation(.curve(.linear, duration: 0.5), delay: -0.05,
                                  repeats: Repeats(count: nil, autoreverses: false, cycleDelay: 0.2))
        var value = AnimatedValue(0)
        value.set(10, at: 0, animation: animation, clock: clock)
        func expected(_ t: Double) -> Double {
            let within = (t + 0.05).truncatingRemainder(dividingBy: 0.7)
            return within < 0.2 ? 0 : 10 * min((within - 0.2) / 0.5, 1)
        }
        var moving = 0
        for frame in 0...240 {
            let t = Double(frame) / 60
            let within = (t + 0.05).truncatingRemainder(dividingBy: 0.7)
            if abs(within) < 1e-6 || abs(within - 0.7) < 1e-6 { continue }
            if value.value(at: t) > 0 && moving == 0 { moving = frame }
            #expect(abs(value.value(at: t) - expected(t)) < 1e-9, "t = \(t): \(value.value(at: t)) vs \(expected(t))")
        }
        #expect(moving == 10, "it moves from 0.15 s on (frame 9 is the last at rest): frame \(moving)")
    }

    /// `repeatCount(2)` autoreverses: there and back — and then the model's value, the target.
    @Test("an even count that autoreverses comes back, then jumps to the target as SwiftUI does")
    func evenCountJumps() {
        let clock = SampleClock(rate: 60)
        var value = AnimatedValue(0)
        value.set(1, at: 0, animation: Animation(.curve(.linear, duration: 0.5), repeats: Repeats(count: 2)), clock: clock)
        #expect(abs(value.value(at: 0.25) - 0.5) < 1e-9)
        #expect(abs(value.value(at: 0.75) - 0.5) < 1e-9, "halfway back")
        #expect(abs(value.value(at: 59.0 / 60) - 1.0 / 30) < 1e-9, "nearly back at the start")
        #expect(value.value(at: 1) == 1 && !value.isAnimating(at: 1), "ended: at the target")
    }

    /// A curve that ends between frames: the next cycle starts at the frame that sees it ended.
    @Test("a cycle that ends between two frames lasts until the next frame")
    func cyclesEndOnFrames() {
        let clock = SampleClock(rate: 30)
        var value = AnimatedValue(0)
        // Starts at 0.01 s; 0.35 s later is 0.36 s, and the frame that sees it is 11/30 s.
        value.set(1, at: 0.01, animation: Animation(.curve(.linear, duration: 0.35),
                                                    repeats: Repeats(count: nil, autoreverses: true)), clock: clock)
        #expect(value.value(at: 0.365) == 1, "between the end and the frame, at the end")
        // The second cycle starts at 11/30 s, back from 1 over 0.35 s; its frame is 22/30 s.
        let t = 11.0 / 30 + 0.1
        #expect(abs(value.value(at: t) - (1 - 0.1 / 0.35)) < 1e-9)
        let third = 22.0 / 30 + 0.1
        #expect(abs(value.value(at: third) - 0.1 / 0.35) < 1e-9, "the third cycle goes forward again")
        #expect(abs(value.settleTime - 33.0 / 30) < 1e-9, "three cycles, each ending on a frame: \(value.settleTime)")
    }

    @Test("one cycle, or one that takes no time, plays once")
    func playsOnce() {
        let clock = SampleClock(rate: 60)
        var once = AnimatedValue(0), instant = AnimatedValue(0)
        once.set(1, at: 0, animation: Animation(.curve(.linear, duration: 0.5), repeats: Repeats(count: 1)), clock: clock)
        instant.set(1, at: 0, animation: Animation(.curve(.linear, duration: 0), repeats: Repeats(count: nil)), clock: clock)
        #expect(abs(once.settleTime - 0.5) < 1e-12 && once.value(at: 0.6) == 1)
        #expect(!instant.isAnimating(at: 0.1) && instant.value(at: 0.1) == 1)
    }
}
