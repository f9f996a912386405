import Foundation
import Motion

/// A timing-curve animation as Compose, Flutter and CSS write it.
///
/// All three use the cubic Bézier from (0, 0) to (1, 1) that SwiftUI's `timingCurve` does —
/// Compose's `CubicBezierEasing`, Flutter's `Cubic`, CSS's `cubic-bezier()` — so the curve is
/// carried over exactly. What can differ is the time: Compose and Flutter count whole
/// milliseconds, so a duration (after speed) that is not one is rounded, and ``isExact`` says so.
public struct PlatformCurve: Sendable, Equatable {
    public let curve: TimingCurve
    /// Seconds the curve takes, speed applied, and the delay before it.
    public let duration: Double
    public let delay: Double

    /// nil for an animation that is not a timing curve (a spring: ``PlatformSpring``).
    public init?(_ animation: Animation) {
        guard case .curve(let curve, let duration) = animation.timing else { return nil }
        self.curve = curve
        self.duration = duration / animation.speed
        delay = animation.delay
    }

    /// Whole milliseconds, as Compose's `tween` and Flutter's `Duration(milliseconds:)` take them.
    public var durationMillis: Int { Int((duration * 1000).rounded()) }
    public var delayMillis: Int { Int((delay * 1000).rounded()) }

    /// Whether whole milliseconds hold the duration and delay exactly (to a nanosecond).
    public var isExact: Bool {
        abs(Double(durationMillis) / 1000 - duration) < 1e-9 && abs(Double(delayMillis) / 1000 - delay) < 1e-9
    }

    /// Progress `time` seconds after the change: over the exact duration and delay (CSS, which
    /// takes fractions of a millisecond), or over whole milliseconds (Compose's `tween`, Flutter's
    /// `Duration`).
    public func progress(at time: Double, wholeMilliseconds: Bool) -> Double {
        let length = wholeMilliseconds ? Double(durationMillis) / 1000 : duration
        let wait = wholeMilliseconds ? Double(delayMillis) / 1000 : delay
        return time < wait ? 0 : length > 0 ? curve.value(at: min((time - wait) / length, 1)) : 1
    }

    /// How far the curve over whole milliseconds is from `film`, MotionReel's curve over the
    /// exact duration; nil when ``isExact``.
    public func difference(from film: FilmCurve) -> PlatformDifference? {
        guard !isExact else { return nil }
        return PlatformDifference.measure(film) { progress(at: $0, wholeMilliseconds: true) }
    }

    private var points: [String] { [curve.c0x, curve.c0y, curve.c1x, curve.c1y].map { NumberText.literal($0) } }

    /// `tween(durationMillis = 350, delayMillis = 0, easing = CubicBezierEasing(0.42f, 0f, 0.58f, 1f))`.
    public var compose: String {
        "tween(durationMillis = \(durationMillis), delayMillis = \(delayMillis), easing = CubicBezierEasing("
            + points.map { "\($0)f" }.joined(separator: ", ") + "))"
    }

    /// `Cubic(0.42, 0, 0.58, 1)`: Flutter's curve alone.
    public var flutterCubic: String { "Cubic(\(points.joined(separator: ", ")))" }

    /// `Cubic(0.42, 0, 0.58, 1)`, over `Duration(milliseconds: 350)`.
    public var flutter: String {
        "\(flutterCubic), Duration(milliseconds: \(durationMillis))"
    }

    /// `350ms cubic-bezier(0.42, 0, 0.58, 1) 0ms`: a `transition`'s duration, easing and delay.
    public var css: String {
        "\(CSSLinearEasing.text(duration * 1000, 3))ms cubic-bezier(\(points.joined(separator: ", "))) \(CSSLinearEasing.text(delay * 1000, 3))ms"
    }
}
