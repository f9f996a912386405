import Foundation
import Motion
import Scene
@testable import SpecModel
import Testing

/// A keyframe track in Compose's `keyframes { }`, Flutter's `TweenSequence` and CSS's `@keyframes`:
/// a timing-curve keyframe is its interval's easing, exactly; a spring is one stop per frame of the
/// film, measured between them. Each expectation is computed here from the track's definition.
@Suite("keyframe tracks in Compose, Flutter and CSS")
struct PlatformKeyframesTests {
    /// 0 → 10 linear over 0.2 s, then easeOut to −5 over 0.3 s: both intervals are easings the
    /// platforms have, at whole milliseconds.
    static let curves: [Keyframe] = [
        .linear(to: 10, duration: 0.2, curve: .linear),
        .linear(to: -5, duration: 0.3, curve: .easeOut),
    ]

    @Test("timing-curve keyframes are written as their easings and match the film exactly")
    func curvesAreExact() {
        let track = PlatformKeyframes(layer: "card", property: "offsetY", css: VisualProperty.CSSProperty("translate", unit: "px", axis: 1),
                                      initial: 0, keyframes: Self.curves, fps: 60)
        #expect(track.compose.isExact && track.flutter.isExact && track.css.isExact,
                "\(track.compose.closeness) / \(track.flutter.closeness) / \(track.css.closeness)")
        // Compose gives an interval's easing at the keyframe that starts it: the easeOut at 200 ms.
        #expect(track.compose.code.contains("durationMillis = 500"), "\(track.compose.code)")
        #expect(track.compose.code.contains("0f at 0 using LinearEasing"), "\(track.compose.code)")
        #expect(track.compose.code.contains("10f at 200 using CubicBezierEasing(0f, 0f, 0.58f, 1f)"), "\(track.compose.code)")
        #expect(track.compose.code.contains("-5f at 500 using LinearEasing"), "\(track.compose.code)")
        // Flutter: one item per interval, weighted by its milliseconds, the easeOut chained.
        #expect(track.flutter.code.contains("Tween<double>(begin: 0.0, end: 10.0), weight: 200)"), "\(track.flutter.code)")
        #expect(track.flutter.code.contains("Tween<double>(begin: 10.0, end: -5.0).chain(CurveTween(curve: Cubic(0, 0, 0.58, 1))), weight: 300)"),
                "\(track.flutter.code)")
        // CSS: offsets as shares of 500 ms (200 ms is 40 %), y alone moving in translate.
        #expect(track.css.code.contains("0% { translate: 0px 0px; animation-timing-function: linear; }"), "\(track.css.code)")
        #expect(track.css.code.contains("40% { translate: 0px 10px; animation-timing-function: cubic-bezier(0, 0, 0.58, 1); }"),
                "\(track.css.code)")
        #expect(track.css.code.contains("100% { translate: 0px -5px; }"), "\(track.css.code)")
        #expect(track.css.code.contains("animation: card-offsetY 500ms linear both;"), "\(track.css.code)")
    }

    /// The textbook step response of a damped spring from rest: `response` 0.5, damping 0.7 (`.bouncy`).
    static func bouncy(_ t: Double) -> Double {
        let w0 = 2 * Double.pi / 0.5, zeta = 0.7
        let a = zeta * w0, wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-a * t) * (cos(wd * t) + a / wd * sin(wd * t))
    }

    @Test("a spring keyframe is a stop per frame: the platforms meet the spring at every frame, and say how close they come")
    func springIsSampled() throws {
        let track = PlatformKeyframes(layer: "badge", property: "scale", css: VisualProperty.CSSProperty("scale"), initial: 0,
                                      keyframes: [.spring(to: 1, duration: 0.5, spring: Spring(duration: 0.5, bounce: 0.3), startVelocity: nil)],
                                      fps: 60)
        // 30 frames: 0, 1/60 … 29/60, then the end, where the track holds its keyframe's value.
        #expect(track.stops.count == 31, "\(track.stops.count) stops")
        for (index, stop) in track.stops.dropLast().enumerated() {
            #expect(abs(stop.time - Double(index) / 60) < 1e-9)
            #expect(abs(stop.value - Self.bouncy(Double(index) / 60)) < 1e-9, "frame \(index): \(stop.value), spring \(Self.bouncy(Double(index) / 60))")
        }
        #expect(track.stops.last?.value == 1)
        for code in [track.compose, track.flutter, track.css] {
            let difference = try #require(code.difference, "between frames a straight line is not the spring")
            #expect(difference.fraction > 0 && difference.fraction < 0.02, "\(code.closeness)")
        }
        // CSS takes fractions of a millisecond: between frames its value is the straight line between the stops.
        let between = PlatformKeyframes.value(of: track.stops, at: 0.5 / 60, wholeMilliseconds: false)
        #expect(abs(between - (Self.bouncy(0) + Self.bouncy(1.0 / 60)) / 2) < 1e-12)
    }
}
