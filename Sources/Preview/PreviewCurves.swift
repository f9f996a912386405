import Foundation
import Spec
import SpecModel

/// `GET /curves.json`: what the page charts, made by the code that charts the spec's
/// `curves.svg` (``CurveChart``, ``CurveAxis``), so the page knows nothing of its own about which
/// layer properties there are, which of them change, or where an axis's round ticks fall.
///
/// ```json
/// {"generation": 3, "duration": 0.6, "timeTicks": [0, 0.2, 0.4, 0.6], "times": [0, 0.033333, …],
///  "charts": [{"layer": "box", "property": "offset.x", "unit": "pt", "low": 0, "high": 60,
///              "ticks": [0, 20, 40, 60], "values": [0, 1.2, …]}], "more": 0}
/// ```
///
/// `times` is each frame's time; a chart's `values` has one number per frame, `null` where the
/// layer does not show; `more` counts the changing properties beyond the charts sent.
enum PreviewCurves {
    /// More charts than this makes the page slow to scroll; the spec's CSV has all of them.
    static let maximumCharts = 24
    /// The page's charts are smaller than `curves.svg`'s, so they have fewer ticks.
    static let valueTicks = 3, timeTicks = 4

    static func document(_ spec: MotionSpec, generation: Int) -> JSONValue {
        let changing = spec.changingProperties
        let time = CurveAxis(duration: spec.duration, tickCount: timeTicks)
        let charts = changing.prefix(maximumCharts).map { CurveChart(spec, layer: $0.layer, property: $0.property, valueTicks: valueTicks) }
        return .object([
            ("generation", .integer(generation)),
            ("duration", .number(time.high)),
            ("timeTicks", .array(time.ticks.map(JSONValue.number))),
            ("times", .array(spec.frames.map { .number($0.time) })),
            ("charts", .array(charts.map(chart))),
            ("more", .integer(changing.count - charts.count)),
        ])
    }

    static func chart(_ c: CurveChart) -> JSONValue {
        .object([
            ("layer", .string(c.layer)), ("property", .string(c.property.name)), ("unit", .string(c.property.unit.symbol)),
            ("low", .number(c.axis.low)), ("high", .number(c.axis.high)), ("ticks", .array(c.axis.ticks.map(JSONValue.number))),
            ("values", .array(c.values.map { $0.map(JSONValue.number) ?? .null })),
        ])
    }
}
