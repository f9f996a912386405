import Foundation
import Render
import Scene
import SpecModel

/// `NAME.curves.svg`: one small chart per layer property that changes, value against time, with
/// the events and the settle time marked on every chart.
enum CurvesSVG {
    static let chartWidth = 340.0
    static let chartHeight = 150.0
    static let columns = 3
    /// Beyond this many charts the rest are only in the CSV (a calendar has dozens of dials).
    static let maximumCharts = 90
    /// About this many round ticks on a chart's value axis, and on its time axis (``CurveAxis``).
    static let valueTicks = 4, timeTicks = 5
    static let plotInset = (left: 56.0, right: 12.0, top: 28.0, bottom: 34.0)
    static let gap = 16.0
    static let headerHeight = 92.0

    static let ink = "#1d1d1f", muted = "#6e6e73", grid = "#e5e5ea", accent = "#0a84ff",
               eventColor = "#ff9f0a", settleColor = "#30a46c"

    static func text(_ spec: MotionSpec) -> String {
        let all = spec.changingProperties
        let charts = all.prefix(maximumCharts).map { CurveChart(spec, layer: $0.layer, property: $0.property, valueTicks: valueTicks) }
        let rows = max(1, (charts.count + columns - 1) / columns)
        let width = Double(columns) * chartWidth + Double(columns + 1) * gap
        let height = headerHeight + Double(rows) * (chartHeight + gap) + gap + (all.count > charts.count ? 24 : 0)
        var s = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(f(width))" height="\(f(height))" viewBox="0 0 \(f(width)) \(f(height))" font-family="Inter, -apple-system, 'Helvetica Neue', Arial, sans-serif">
            <title>\(MarkupText.escaped(spec.name)): animated layer properties against time</title>
            <rect width="100%" height="100%" fill="#ffffff"/>
            <text x="\(f(gap))" y="30" font-size="20" font-weight="600" fill="\(ink)">\(MarkupText.escaped(spec.name)) — animated properties</text>
            <text x="\(f(gap))" y="52" font-size="12" fill="\(muted)">\(charts.isEmpty ? "No layer property changes in this scene." : "Each chart: one layer property (unit in brackets) against time in seconds, one dot per frame at \(spec.canvas.fps) fps.")</text>
            <g font-size="12" fill="\(muted)">
            <line x1="\(f(gap))" y1="72" x2="\(f(gap + 22))" y2="72" stroke="\(accent)" stroke-width="2"/><text x="\(f(gap + 28))" y="76">value</text>
            <line x1="\(f(gap + 90))" y1="64" x2="\(f(gap + 90))" y2="80" stroke="\(eventColor)" stroke-width="1.5" stroke-dasharray="3 2"/><text x="\(f(gap + 96))" y="76">event (numbered as in the event list)</text>
            <line x1="\(f(gap + 340))" y1="64" x2="\(f(gap + 340))" y2="80" stroke="\(settleColor)" stroke-width="1.5" stroke-dasharray="6 3"/><text x="\(f(gap + 346))" y="76">settled at \(SpecNumber.format((spec.settleTime * 1000).rounded() / 1000)) s</text>
            </g>

            """
        for (i, chart) in charts.enumerated() {
            let x = gap + Double(i % columns) * (chartWidth + gap)
            let y = headerHeight + Double(i / columns) * (chartHeight + gap)
            s += self.chart(spec, chart, x: x, y: y)
        }
        if all.count > charts.count {
            s += "<text x=\"\(f(gap))\" y=\"\(f(height - 12))\" font-size=\"12\" fill=\"\(muted)\">\(all.count - charts.count) more changing properties are in \(MarkupText.escaped(spec.name)).csv.</text>\n"
        }
        s += "</svg>\n"
        return s
    }

    private static func chart(_ spec: MotionSpec, _ chart: CurveChart, x: Double, y: Double) -> String {
        let id = chart.layer, property = chart.property
        let left = x + plotInset.left, right = x + chartWidth - plotInset.right
        let top = y + plotInset.top, bottom = y + chartHeight - plotInset.bottom
        let samples = Array(zip(spec.frames.map(\.time), chart.values))
        let lo = chart.axis.low, hi = chart.axis.high, yTicks = chart.axis.ticks
        let time = CurveAxis(duration: spec.duration, tickCount: timeTicks)
        let duration = time.high, xTicks = time.ticks
        func px(_ t: Double) -> Double { left + (right - left) * t / duration }
        func py(_ v: Double) -> Double { bottom - (bottom - top) * (v - lo) / (hi - lo) }

        var s = "<g>\n"
        s += "<text x=\"\(f(x))\" y=\"\(f(y + 16))\" font-size=\"13\" font-weight=\"600\" fill=\"\(ink)\">\(MarkupText.escaped(id)) · \(MarkupText.escaped(property.name))<tspan font-weight=\"400\" fill=\"\(muted)\"> (\(MarkupText.escaped(property.unit.symbol)))</tspan></text>\n"
        for tick in yTicks {
            s += "<line x1=\"\(f(left))\" y1=\"\(f(py(tick)))\" x2=\"\(f(right))\" y2=\"\(f(py(tick)))\" stroke=\"\(grid)\" stroke-width=\"1\"/>"
            s += "<text x=\"\(f(left - 6))\" y=\"\(f(py(tick) + 4))\" font-size=\"10\" fill=\"\(muted)\" text-anchor=\"end\">\(tickLabel(tick))</text>\n"
        }
        for tick in xTicks {
            s += "<line x1=\"\(f(px(tick)))\" y1=\"\(f(bottom))\" x2=\"\(f(px(tick)))\" y2=\"\(f(bottom + 4))\" stroke=\"\(muted)\" stroke-width=\"1\"/>"
            s += "<text x=\"\(f(px(tick)))\" y=\"\(f(bottom + 15))\" font-size=\"10\" fill=\"\(muted)\" text-anchor=\"middle\">\(tickLabel(tick))</text>\n"
        }
        s += "<line x1=\"\(f(left))\" y1=\"\(f(bottom))\" x2=\"\(f(right))\" y2=\"\(f(bottom))\" stroke=\"\(muted)\" stroke-width=\"1\"/>\n"
        s += "<text x=\"\(f((left + right) / 2))\" y=\"\(f(bottom + 28))\" font-size=\"10\" fill=\"\(muted)\" text-anchor=\"middle\">time (s)</text>\n"
        for (n, event) in spec.events.enumerated() where event.time <= duration {
            let ex = px(event.time)
            s += "<line x1=\"\(f(ex))\" y1=\"\(f(top))\" x2=\"\(f(ex))\" y2=\"\(f(bottom))\" stroke=\"\(eventColor)\" stroke-width=\"1.2\" stroke-dasharray=\"3 2\"><title>\(MarkupText.escaped(event.description)) at \(SpecNumber.format(event.time)) s</title></line>"
            s += "<text x=\"\(f(ex + 2))\" y=\"\(f(top - 3))\" font-size=\"9\" fill=\"\(eventColor)\">\(n + 1)</text>\n"
        }
        // A film whose hold counts from the visible end may stop before SwiftUI's end.
        if spec.settleTime <= duration {
            let sx = px(spec.settleTime)
            s += "<line x1=\"\(f(sx))\" y1=\"\(f(top))\" x2=\"\(f(sx))\" y2=\"\(f(bottom))\" stroke=\"\(settleColor)\" stroke-width=\"1.2\" stroke-dasharray=\"6 3\"><title>settled at \(SpecNumber.format(spec.settleTime)) s</title></line>\n"
        }
        // One polyline per run of frames in which the layer (and the value) exists.
        var run: [String] = []
        var dots = ""
        func flush() {
            if run.count > 1 {
                s += "<polyline fill=\"none\" stroke=\"\(accent)\" stroke-width=\"2\" stroke-linejoin=\"round\" points=\"\(run.joined(separator: " "))\"/>\n"
            }
            run = []
        }
        for (t, v) in samples {
            guard let v else { flush(); continue }
            run.append("\(f(px(t))),\(f(py(v)))")
            dots += "<circle cx=\"\(f(px(t)))\" cy=\"\(f(py(v)))\" r=\"1.4\"/>"
        }
        flush()
        s += "<g fill=\"\(accent)\">\(dots)</g>\n</g>\n"
        return s
    }

    private static func tickLabel(_ v: Double) -> String { SpecNumber.format((v * 1000).rounded() / 1000) }

    /// Coordinates to two decimals: plenty for a chart, and small.
    static func f(_ x: Double) -> String { SpecNumber.format((x * 100).rounded() / 100) }
}
