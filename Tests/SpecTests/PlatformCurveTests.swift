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
}
