import Foundation
import Motion
import SpecModel
import Testing

/// The CSS `linear()` easing, read back from its text as a browser reads it (a polyline of
/// progress at percentages of the duration) and compared with MotionReel's own run at each
/// frame time: within the tolerance, overshoot kept, ending where the run ends.
@Suite("CSSLinearEasing: a linear() easing within 0.1 % of the motion")
struct CSSLinearEasingTests {
    /// The stops of `linear(…)` as (fraction, progress); first and last without a percentage
    /// are at 0 and 1 (CSS Easing Level 2; no stop here lacks one otherwise).
    static func stops(_ css: String) throws -> [(Double, Double)] {
        let inner = try #require(css.wholeMatch(of: /linear\((.*)\)/)).1
        let parts = inner.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return try parts.enumerated().map { index, part in
            let words = part.split(separator: " ")
            let progress = try #require(Double(words[0]))
            if words.count == 1 { return (index == 0 ? 0 : 1, progress) }
            let percent = try #require(Double(words[1].dropLast()))
            return (percent / 100, progress)
        }
    }

    /// The polyline's progress at `fraction`.
    static func value(_ stops: [(Double, Double)], at fraction: Double) -> Double {
        for (a, b) in zip(stops, stops.dropFirst()) where fraction <= b.0 {
            return b.0 > a.0 ? a.1 + (b.1 - a.1) * (fraction - a.0) / (b.0 - a.0) : b.1
        }
        return stops.last!.1
    }

    static let animations: [(String, Animation)] = [
        ("spring 0.3/0.85", .spring(response: 0.3, dampingFraction: 0.85)),
        ("bouncy spring 0.5/0.5", .spring(response: 0.5, dampingFraction: 0.5)),
        ("critically damped 0.4/1", .spring(response: 0.4, dampingFraction: 1)),
        ("easeInOut 0.35", .curve(.easeInOut, duration: 0.35)),
        ("delayed, sped spring", delayedAndSped),
    ]

    static var delayedAndSped: Animation {
        var animation = Animation.spring(response: 0.35, dampingFraction: 0.8)
        animation.speed = 2
        animation.delay = 0.1
        return animation
    }

    @Test("every sample of the run is within 0.1 % of the polyline the text describes", arguments: animations.indices)
    func withinTolerance(_ index: Int) throws {
        let (name, animation) = Self.animations[index]
        let distance = 390.0
        let easing = CSSLinearEasing(animation, distance: distance, fps: 60)
        let stops = try Self.stops(easing.css)
        #expect(stops.first! == (0, 0) && stops.last! == (1, 1), "\(name): \(easing.css)")
        #expect(stops.count >= 2 && stops.count < 120, "\(name): \(stops.count) stops")
        let run = AnimationRun(animation, at: 0, from: 0, to: distance, clock: SampleClock(rate: 60))
        #expect(abs(easing.duration - (run.endTime - animation.delay)) < 1e-12)
        var largest = 0.0
        // The film at 120 Hz (the rate a spec measures 60 fps at), at the start of the motion and at its end.
        let times = (0...Int(run.endTime * 120)).map { Double($0) / 120 }.filter { $0 >= animation.delay } + [animation.delay, run.endTime]
        for time in times {
            let fraction = (time - animation.delay) / easing.duration
            let progress = run.displacement(at: time) / distance
            largest = max(largest, abs(Self.value(stops, at: fraction) - progress))
        }
        #expect(largest <= 0.001, "\(name): \(largest) of the distance, \(easing.css)")
        #expect(abs(easing.largestError - largest) < 1e-9)
    }

    @Test("a bouncy spring's easing overshoots as the spring does")
    func overshoot() throws {
        let animation = Animation.spring(response: 0.5, dampingFraction: 0.5)
        let easing = CSSLinearEasing(animation, distance: 100, fps: 60)
        let run = AnimationRun(animation, at: 0, from: 0, to: 100, clock: SampleClock(rate: 60))
        let peak = stride(from: 0.0, through: run.endTime, by: 1.0 / 60).map { run.displacement(at: $0) / 100 }.max()!
        let highest = try Self.stops(easing.css).map(\.1).max()!
        #expect(peak > 1.1)
        #expect(abs(highest - peak) <= 0.001, "the easing peaks at \(highest), the spring at \(peak)")
    }

    @Test("numbers are written short: no trailing zeros, no -0")
    func text() {
        #expect(CSSLinearEasing.text(0.5, 4) == "0.5")
        #expect(CSSLinearEasing.text(1, 4) == "1")
        #expect(CSSLinearEasing.text(-0.00001, 4) == "0")
        #expect(CSSLinearEasing.text(12.345, 2) == "12.35" || CSSLinearEasing.text(12.345, 2) == "12.34")
    }
}
