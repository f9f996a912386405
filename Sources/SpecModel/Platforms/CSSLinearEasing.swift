import Foundation
import Motion

/// A CSS `linear()` easing that follows one animation's progress, overshoot included.
///
/// A cubic Bézier easing cannot overshoot past a bound and settle back as a spring does; CSS's
/// `linear()` function (CSS Easing Functions Level 2) can: it is a polyline of progress values at
/// fractions of the duration. The stops are chosen from the curve itself, sampled where
/// the film is (``FilmCurve``), and as few as keep every sample within `tolerance`
/// of the polyline — with each stop rounded as the CSS text writes it, so the error stated is the
/// error of the text a web engineer pastes.
///
/// ```swift
/// let easing = CSSLinearEasing(.spring(response: 0.3, dampingFraction: 0.85), distance: 390, fps: 60)
/// easing.css            // "linear(0, 0.0457 2.1%, …, 1)"
/// easing.largestError   // ≤ 0.001 of the distance
/// ```
public struct CSSLinearEasing: Sendable, Equatable {
    /// One point of the polyline: `progress` (1 is the target; a spring passes it) at `fraction`
    /// of the duration.
    public struct Stop: Sendable, Equatable {
        public var progress: Double
        public var fraction: Double
    }

    /// The stops, from (0, 0) to (1, 1).
    public let stops: [Stop]
    /// Seconds from the motion's start (after its delay) until it ends, as MotionReel ends it on
    /// the frame grid: the CSS `transition-duration`.
    public let duration: Double
    /// The delay before it starts, in seconds: the CSS `transition-delay`.
    public let delay: Double
    /// The largest difference between the polyline and the curve at any sample, as a fraction
    /// of the distance.
    public let largestError: Double

    /// Decimal places of a stop's progress and of its percentage in the CSS text.
    static let progressDigits = 4
    static let percentDigits = 2

    /// Fits `animation` moving a property `distance` units, ending on a `fps` frame grid, within
    /// `tolerance` of the distance (0.001: 0.1 %; by default ``defaultTolerance(distance:)``).
    public init(_ animation: Animation, distance: Double, fps: Int, tolerance: Double? = nil) {
        let film = FilmCurve(animation, distance: distance, fps: fps)
        self.init(film, tolerance: tolerance ?? Self.defaultTolerance(distance: distance))
    }

    /// Within 0.1 % of the distance, and within a quarter point however far it goes: a move
    /// across a whole screen (a panel rising 700 pt) stays within half a pixel of the film.
    public static func defaultTolerance(distance: Double) -> Double {
        min(0.001, 0.25 / max(abs(distance), 1))
    }

    /// Fits `film` at its samples from the motion's start to its end.
    ///
    /// Only the samples: MotionReel's stepped spring holds its value between its 300 Hz steps, so
    /// on a millisecond grid its curve is a staircase a polyline cannot follow; at the frame
    /// times, which are what a film (and a browser sought to them) shows, it can.
    ///
    /// With `pinned` false the polyline starts and ends where the film does rather than at 0 and 1:
    /// a keyframe track that comes back to where it started.
    public init(_ film: FilmCurve, tolerance: Double? = nil, pinned: Bool = true) {
        let tolerance = tolerance ?? Self.defaultTolerance(distance: film.distance)
        delay = film.delay
        let duration = max(film.end - film.delay, 0)
        self.duration = duration
        let samples = zip(film.times, film.progress).filter { $0.0 >= film.delay }.map { time, progress in
            (fraction: duration > 0 ? (time - film.delay) / duration : 1, progress: progress)
        }
        (stops, largestError) = samples.count < 2
            ? ([Stop(progress: 0, fraction: 0), Stop(progress: 1, fraction: 1)], 0)
            : Self.fit(samples, tolerance: tolerance, pinned: pinned)
    }

    /// The progress the polyline gives at `fraction` of the duration (clamped to 0…1), as a
    /// browser interpolates `linear()`.
    public func progress(at fraction: Double) -> Double {
        let fraction = min(max(fraction, 0), 1)
        guard stops.count > 1 else { return stops.first?.progress ?? 1 }
        // The first stop at or past `fraction`, by bisection: the spec measures this at every
        // tenth of a millisecond of a motion.
        var low = 1, high = stops.count - 1
        while low < high {
            let middle = (low + high) / 2
            if stops[middle].fraction < fraction { low = middle + 1 } else { high = middle }
        }
        let a = stops[low - 1], b = stops[low]
        return b.fraction > a.fraction ? a.progress + (b.progress - a.progress) * (fraction - a.fraction) / (b.fraction - a.fraction) : b.progress
    }

    /// Progress `time` seconds after the change: 0 during the delay, 1 once the duration is over.
    public func value(at time: Double) -> Double {
        if time < delay { return 0 }
        return duration > 0 ? progress(at: (time - delay) / duration) : 1
    }

    /// The fewest stops, greedily from the start, whose rounded polyline keeps every sample
    /// within `tolerance`; the last stop is (1, 1), where MotionReel's run ends.
    static func fit(_ samples: [(fraction: Double, progress: Double)], tolerance: Double, pinned: Bool = true) -> ([Stop], Double) {
        let last = samples.count - 1
        func stop(_ index: Int) -> Stop {
            if index == 0, pinned { return Stop(progress: 0, fraction: 0) }
            if index == last, pinned { return Stop(progress: 1, fraction: 1) }
            return Stop(progress: round(samples[index].progress, Self.progressDigits),
                        fraction: round(samples[index].fraction * 100, Self.percentDigits) / 100)
        }
        /// The largest distance of the samples from `a` to `b` to the chord between their stops.
        func error(_ a: Int, _ b: Int) -> Double {
            let start = stop(a), end = stop(b)
            var largest = 0.0
            for index in a...b {
                let span = end.fraction - start.fraction
                let along = span > 0 ? (samples[index].fraction - start.fraction) / span : 0
                let chord = start.progress + (end.progress - start.progress) * min(max(along, 0), 1)
                largest = max(largest, abs(chord - samples[index].progress))
            }
            return largest
        }
        var stops = [stop(0)]
        var largest = 0.0
        var from = 0
        while from < last {
            // The furthest sample the chord can reach; at least the next one.
            var to = from + 1
            var reached = error(from, to)
            var next = to + 1
            while next <= last {
                let e = error(from, next)
                if e > tolerance { break }
                to = next
                reached = e
                next += 1
            }
            stops.append(stop(to))
            largest = max(largest, reached)
            from = to
        }
        return (stops, largest)
    }

    private static func round(_ value: Double, _ digits: Int) -> Double {
        let scale = pow(10, Double(digits))
        return (value * scale).rounded() / scale
    }

    /// The `linear()` function: `linear(0, 0.0457 2.1%, …, 1)`.
    public var css: String {
        let inner = stops.enumerated().map { index, stop in
            let progress = Self.text(stop.progress, Self.progressDigits)
            if index == 0 || index == stops.count - 1 { return progress }
            return "\(progress) \(Self.text(stop.fraction * 100, Self.percentDigits))%"
        }
        return "linear(\(inner.joined(separator: ", ")))"
    }

    /// A `transition`'s duration, easing and delay: `833.333ms linear(0, …, 1) 0ms`.
    public var transitionTiming: String {
        "\(Self.text(duration * 1000, 3))ms \(css) \(Self.text(delay * 1000, 3))ms"
    }

    /// `value` with at most `digits` decimals, without trailing zeros.
    public static func text(_ value: Double, _ digits: Int) -> String {
        var text = String(format: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
