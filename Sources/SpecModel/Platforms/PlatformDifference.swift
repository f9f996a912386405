import Foundation
import Motion

/// How far a platform's motion is from MotionReel's film of the same animation, measured at the
/// film's sample times (``FilmCurve``): in progress (a fraction of the distance) and in time.
///
/// The time is how late or early the platform is, as far as anyone can see: at each sample, the
/// shortest shift in time that brings the platform within the film's visible tolerance (half a
/// point of a move, 0.005 of an opacity or scale: ``FilmCurve/visibleTolerance``) of the film's
/// value there, and the largest of those. A spring that the film ends by SwiftUI's stepped rule
/// while the platform's closed form creeps on shows up here as the milliseconds the platform needs
/// to get where the film already is; a difference too small to see costs no time (a finer
/// tolerance would turn the nearly flat tail of a curve into hundreds of milliseconds of nothing).
public struct PlatformDifference: Sendable, Equatable {
    /// The largest difference in progress: 0.0071 is 0.71 % of the distance.
    public var fraction: Double
    /// The largest shift in time, in milliseconds.
    public var milliseconds: Double

    public init(fraction: Double, milliseconds: Double) {
        self.fraction = fraction
        self.milliseconds = milliseconds
    }

    /// The worse of two: the larger fraction and the larger shift in time (nil when both are).
    public static func larger(_ a: PlatformDifference?, _ b: PlatformDifference?) -> PlatformDifference? {
        guard let a else { return b }
        guard let b else { return a }
        return PlatformDifference(fraction: max(a.fraction, b.fraction), milliseconds: max(a.milliseconds, b.milliseconds))
    }

    /// Two values closer than this are the same (the spec's "exact": every sample agrees).
    public static let exactTolerance = 1e-9
    /// The step of the search for the time shift: a tenth of a millisecond.
    static let timeStep = 1e-4

    /// The difference of `platform` (progress at a time after the change) from `film`; nil when
    /// every sample agrees within ``exactTolerance``.
    public static func measure(_ film: FilmCurve, _ platform: (Double) -> Double) -> PlatformDifference? {
        let shown = film.times.map(platform)
        let largest = zip(shown, film.progress).map { abs($0 - $1) }.max() ?? 0
        guard largest > exactTolerance else { return nil }
        // The platform on a 0.1 ms grid, long enough past the film's end for a slower closed form
        // to arrive: three times the film, and a second at least.
        let horizon = max(3 * film.end, film.end + 1)
        let grid = (0...Int((horizon / timeStep).rounded(.up))).map { platform(Double($0) * timeStep) }
        let timeTolerance = film.visibleTolerance
        var shift = 0.0
        let lowest = grid.min() ?? 0, highest = grid.max() ?? 0
        for ((time, value), platformValue) in zip(zip(film.times, film.progress), shown) where abs(platformValue - value) > timeTolerance {
            // A value the platform never comes near (a peak it does not reach) is the whole horizon
            // away; no need to search for it.
            let reachable = value >= lowest - timeTolerance && value <= highest + timeTolerance
            shift = max(shift, (reachable ? nearest(value, from: time, in: grid, within: timeTolerance) : nil) ?? horizon)
        }
        return PlatformDifference(fraction: largest, milliseconds: (shift * 1000 * 10).rounded() / 10)
    }

    /// Seconds from `time` to the nearest moment the platform (on `grid`) is within
    /// `timeTolerance` of `value` or passes through it between two grid points (then the
    /// crossing is interpolated: a steep curve can cross the tolerance between steps).
    static func nearest(_ value: Double, from time: Double, in grid: [Double], within timeTolerance: Double) -> Double? {
        let centre = min(max(Int((time / timeStep).rounded()), 0), grid.count - 1)
        func crossing(_ a: Int, _ b: Int) -> Double? {
            guard a >= 0, b >= 0, a < grid.count, b < grid.count else { return nil }
            if abs(grid[b] - value) <= timeTolerance { return Double(b) * timeStep }
            let da = grid[a] - value, db = grid[b] - value
            guard (da < 0) != (db < 0) else { return nil }
            return (Double(a) + da / (da - db) * Double(b - a)) * timeStep
        }
        for step in 0..<grid.count {
            let later = crossing(centre + step - (step == 0 ? 0 : 1), centre + step)
            let earlier = crossing(centre - step + (step == 0 ? 0 : 1), centre - step)
            let found = [later, earlier].compactMap { $0 }.map { abs($0 - time) }
            if let closest = found.min() { return closest }
            if centre + step >= grid.count && centre - step < 0 { break }
        }
        return nil
    }

    /// The largest fraction and the largest time of `differences` (several properties of one
    /// transition side); nil when there are none, as when every property agrees.
    public static func largest(_ differences: [PlatformDifference]) -> PlatformDifference? {
        guard let fraction = differences.map(\.fraction).max(), let milliseconds = differences.map(\.milliseconds).max() else {
            return nil
        }
        return PlatformDifference(fraction: fraction, milliseconds: milliseconds)
    }

    /// `{"percent": 0.71, "ms": 12.3}`.
    public var json: JSONValue {
        .object([("percent", .number(fraction * 100)), ("ms", .number(milliseconds))])
    }

    /// `within 0.71 % of the distance and 12.3 ms of MotionReel's film`.
    public var text: String {
        "within \(NumberText.literal(fraction * 100)) % of the distance and \(NumberText.literal(milliseconds)) ms of MotionReel's film"
    }
}
