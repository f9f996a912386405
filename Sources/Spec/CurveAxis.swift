import Foundation

/// An axis of a curve chart: the range it maps and its round ticks (steps of 1, 2 or 5 × 10ⁿ).
///
/// The spec's `curves.svg` and the preview page's charts both take their axes from here — the
/// page receives them from its server in `/curves.json` — so the two label the same values and
/// the rule for a round tick exists once.
public struct CurveAxis: Sendable, Equatable {
    /// Where the axis starts and ends: the values' range, widened to take in every tick.
    public let low: Double
    public let high: Double
    /// About the number of ticks asked for, in increasing order.
    public let ticks: [Double]

    /// A value axis for `values`: their range (a constant widened by 0.5 either way, none taken
    /// as 0…1), about `tickCount` round ticks over it, and the range widened to those ticks.
    public init(values: [Double], tickCount: Int) {
        var low = values.min() ?? 0, high = values.max() ?? 1
        if high - low < 1e-9 { low -= 0.5; high += 0.5 }
        let ticks = Self.niceTicks(low, high, count: tickCount)
        self.low = min(low, ticks.first ?? low)
        self.high = max(high, ticks.last ?? high)
        self.ticks = ticks
    }

    /// A time axis from 0 to `duration` seconds (at least a microsecond, so a chart can divide by
    /// it), with about `tickCount` round ticks, none past the end.
    public init(duration: Double, tickCount: Int) {
        let end = max(duration, 1e-6)
        low = 0
        high = end
        ticks = Self.niceTicks(0, end, count: tickCount).filter { $0 <= end + 1e-9 }
    }

    /// About `count` round tick values covering lo…hi (steps of 1, 2 or 5 × 10ⁿ).
    static func niceTicks(_ lo: Double, _ hi: Double, count: Int) -> [Double] {
        let raw = (hi - lo) / Double(max(count, 1))
        guard raw > 0, raw.isFinite else { return [lo] }
        let magnitude = pow(10, floor(log10(raw)))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
        var ticks: [Double] = []
        var v = floor(lo / step + 1e-9) * step
        while v <= hi + step * 0.5 && ticks.count < 20 {
            ticks.append(v)
            if v >= hi - 1e-9 { break }
            v += step
        }
        return ticks
    }
}
