import Foundation
import Motion
import SpecModel
import Testing

@Suite("PlatformCurve: a timing curve in Compose, Flutter and CSS")
struct PlatformCurveTests {
    @Test("easeInOut 0.35 s: the same Bézier, whole milliseconds, exact")
    func easeInOut() throws {
        let curve = try #require(PlatformCurve(.curve(.easeInOut, duration: 0.35)))
        #expect(curve.compose == "tween(durationMillis = 350, delayMillis = 0, easing = CubicBezierEasing(0.42f, 0f, 0.58f, 1f))")
        #expect(curve.flutter == "Cubic(0.42, 0, 0.58, 1), Duration(milliseconds: 350)")
        #expect(curve.css == "350ms cubic-bezier(0.42, 0, 0.58, 1) 0ms")
        #expect(curve.isExact)
    }

    @Test("speed and delay: 0.3 s at speed 0.7 is 428.571… ms, which whole milliseconds do not hold")
    func sped() throws {
        var animation = Animation.curve(TimingCurve(0.2, 0.9, 0.3, 1), duration: 0.3)
        animation.speed = 0.7
        animation.delay = 0.1
        let curve = try #require(PlatformCurve(animation))
        #expect(curve.durationMillis == 429 && curve.delayMillis == 100)
        #expect(!curve.isExact)
        #expect(curve.css == "428.571ms cubic-bezier(0.2, 0.9, 0.3, 1) 100ms")
        #expect(PlatformCurve(.spring(response: 0.3, dampingFraction: 0.8)) == nil)
    }

    /// SwiftUI runs an autoreversed cycle's curve forwards, back to the start: 1 − E(x) of the way
    /// back at progress x. Compose's `RepeatMode.Reverse`, Flutter's `repeat(reverse: true)` and
    /// CSS's `alternate` play it backwards in time: E(1 − x). They differ by |1 − E(1 − x) − E(x)|,
    /// computed here at the film's samples (120 Hz over 0.5 s: x = i / 60); a symmetric curve has none.
    @Test("an autoreversed easeIn differs on its backward cycles by what playing it backwards moves; easeInOut does not")
    func autoreverse() throws {
        let loop = Animation(.curve(.easeIn, duration: 0.5), repeats: Repeats(count: nil))
        let code = PlatformCode(loop, distance: 1, fps: 60)
        let expected = (0...60).map { i -> Double in
            let x = Double(i) / 60
            return abs(1 - Self.cubic(0.42, 0, 1, 1, at: 1 - x) - Self.cubic(0.42, 0, 1, 1, at: x))
        }.max() ?? 0
        #expect(expected > 0.1, "easeIn backwards is far from easeIn forwards: \(expected)")
        for platform in [code.compose, code.flutter, code.css] {
            let difference = try #require(platform.difference, "\(platform.code)")
            #expect(abs(difference.fraction - expected) < 1e-9, "\(difference.fraction) vs \(expected)")
            #expect(platform.rest?.contains("backwards in time") == true)
        }
        #expect(code.compose.code.hasPrefix("infiniteRepeatable(") && code.compose.code.contains("RepeatMode.Reverse"))
        let symmetric = PlatformCode(Animation(.curve(.easeInOut, duration: 0.5), repeats: Repeats(count: 4)), distance: 1, fps: 60)
        #expect(symmetric.compose.isExact && symmetric.flutter.difference == nil, "\(symmetric.compose.notes)")
        #expect(symmetric.compose.code.hasPrefix("repeatable(iterations = 4,"))
    }

    /// `.linear(duration: 0.5).delay(2).repeatForever(autoreverses: false).delay(-0.05)` runs 50 ms
    /// ahead: Compose fast-forwards its start (`StartOffsetType.FastForward`), CSS takes a negative
    /// `animation-delay`, Flutter is told where to start its controller.
    @Test("a loop a negative delay runs ahead: Compose fast-forwards, CSS delays by a negative time")
    func fastForward() {
        let loop = Animation(.curve(.linear, duration: 0.5), delay: -0.05,
                             repeats: Repeats(count: nil, autoreverses: false, cycleDelay: 2))
        let code = PlatformCode(loop, distance: 1, fps: 60)
        #expect(code.compose.code.contains("initialStartOffset = StartOffset(50, StartOffsetType.FastForward)"), "\(code.compose.code)")
        #expect(code.css.rest?.contains("animation-delay: -50ms") == true, "\(code.css.rest ?? "")")
        #expect(code.flutter.rest?.contains("50 ms into the wait") == true, "\(code.flutter.rest ?? "")")
        let plain = PlatformCode(Animation(.curve(.linear, duration: 0.5), repeats: Repeats(count: nil, cycleDelay: 2)),
                                 distance: 1, fps: 60)
        #expect(!plain.compose.code.contains("StartOffset") && plain.css.rest?.contains("animation-delay") == false)
    }

    /// Compose's `CubicBezierEasing.transform` and Flutter's `Cubic.transform`, from their
    /// documentation: find the parameter whose x is the fraction (bisection here), return its y.
    static func cubic(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at fraction: Double) -> Double {
        func bezier(_ a: Double, _ b: Double, _ t: Double) -> Double { 3 * a * (1 - t) * (1 - t) * t + 3 * b * (1 - t) * t * t + t * t * t }
        var low = 0.0, high = 1.0
        for _ in 0..<80 {
            let middle = (low + high) / 2
            if bezier(x1, x2, middle) < fraction { low = middle } else { high = middle }
        }
        return bezier(y1, y2, (low + high) / 2)
    }

    @Test("a duration whole milliseconds cannot hold: the stated difference is what the platforms' own easing gives")
    func roundedDifference() throws {
        var animation = Animation.curve(TimingCurve(0.2, 0.9, 0.3, 1), duration: 0.3)
        animation.speed = 0.7
        let curve = try #require(PlatformCurve(animation))
        let film = FilmCurve(animation, distance: 390, fps: 60)
        let stated = try #require(curve.difference(from: film))
        // The exported numbers, read back from the Compose code, run as Compose runs them.
        let numbers = curve.compose.matches(of: /([0-9.]+)f/).map { Double($0.1)! }
        let millis = Double(try #require(curve.compose.firstMatch(of: /durationMillis = ([0-9]+)/)).1)!
        var largest = 0.0
        let run = AnimationRun(animation, at: 0, from: 0, to: 390, clock: SampleClock(rate: 60))
        var times = (0...Int(run.endTime * 120)).map { Double($0) / 120 }
        times.append(run.endTime)
        for time in times {
            let compose = Self.cubic(numbers[0], numbers[1], numbers[2], numbers[3], at: min(time * 1000 / millis, 1))
            largest = max(largest, abs(compose - run.displacement(at: time) / 390))
        }
        #expect(abs(largest - stated.fraction) < 1e-9, "\(largest) against \(stated.fraction)")
        #expect(stated.fraction < 0.01 && stated.milliseconds <= 1, "\(stated)")
    }
}
