import Foundation
import Render
import WebPages

/// `diff.html`: one self-contained page; per changed preset its changes, the old and new curve
/// of each changed property overlaid (inline SVG), and each changed key frame old beside new
/// with the changed pixels boxed, so a reviewer sees the change rather than reads about it.
///
/// The page around the sections, its style and its error recorder are files (`diff.html`,
/// `diff.css`, `recorder.js` in `Sources/WebPages/Resources/`); what is made here is data: a
/// section, a table row, a chart per changed preset.
enum HTMLReport {
    /// Charts per preset; the rest of the changes are in its table.
    static let maximumCharts = 24
    /// Table rows per preset.
    static let maximumRows = 200
    static let chartWidth = 360.0, chartHeight = 170.0
    static let inset = (left: 52.0, right: 10.0, top: 24.0, bottom: 26.0)
    static let oldColor = "#8e8e93", newColor = "#0a84ff"

    /// The page with a section per changed preset.
    static func html(_ report: DiffReport) -> String {
        var sections = ""
        for (n, preset) in report.changed.enumerated() {
            sections += section(preset, number: n)
        }
        if report.changed.isEmpty { sections += "<p>Nothing changed.</p>\n" }
        return WebPage.make(.diffPage, [
            "baseline": esc(report.baseline), "new": esc(report.new),
            "changed": String(report.changed.count), "presets": String(report.presets.count),
            "tolerances": esc(MarkdownReport.tolerances(report.tolerances)),
            "old-color": oldColor, "new-color": newColor, "sections": sections,
        ])
    }

    private static func section(_ preset: PresetDiff, number: Int) -> String {
        var s = "<section><h2>\(esc(preset.name)) — \(preset.status.rawValue)</h2>\n<table><tr><th>change</th><th>largest difference</th><th>when</th></tr>\n"
        for change in preset.changes.prefix(maximumRows) {
            s += "<tr><td>\(esc(change.property))</td><td>\(esc(change.largest))</td><td>\(change.time.map { "\(PresetDiff.format($0)) s" } ?? "—")</td></tr>\n"
        }
        s += "</table>\n"
        if preset.changes.count > maximumRows { s += "<p>… and \(preset.changes.count - maximumRows) more.</p>\n" }
        if let old = preset.old, let new = preset.new, !preset.changedCurves.isEmpty {
            s += "<div class=\"charts\">\n"
            for curve in preset.changedCurves.prefix(maximumCharts) {
                s += chart(layer: curve.layer, property: curve.property, old: old, new: new)
            }
            s += "</div>\n"
        }
        if let old = preset.old, let new = preset.new, let keyFrames = preset.keyFrames, !keyFrames.changedTiles.isEmpty {
            s += tiles(keyFrames, old: old, new: new, number: number)
        }
        return s + "</section>\n"
    }

    /// Old and new values of one property against time, on shared axes.
    private static func chart(layer: String, property: String, old: SpecDocument, new: SpecDocument) -> String {
        func points(_ document: SpecDocument) -> [(Double, Double?)] {
            document.frames.map { ($0.time, $0.layers[layer]?[property]) }
        }
        let a = points(old), b = points(new)
        let values = (a + b).compactMap(\.1), times = (a + b).map(\.0)
        let minV = values.min() ?? 0, maxV = values.max() ?? 1
        let span = max(maxV - minV, 1e-9), duration = max(times.max() ?? 1, 1e-9)
        let plotW = chartWidth - inset.left - inset.right, plotH = chartHeight - inset.top - inset.bottom
        func path(_ series: [(Double, Double?)]) -> String {
            var d = "", pen = false
            for (t, v) in series {
                guard let v else { pen = false; continue }
                let x = inset.left + t / duration * plotW, y = inset.top + (1 - (v - minV) / span) * plotH
                d += "\(pen ? "L" : "M")\(CurvesSVG.f(x)) \(CurvesSVG.f(y)) "
                pen = true
            }
            return d
        }
        let f = CurvesSVG.f
        return """
            <figure><svg xmlns="http://www.w3.org/2000/svg" width="\(f(chartWidth))" height="\(f(chartHeight))" font-size="11" fill="#6e6e73">
            <text x="4" y="14" font-weight="600" fill="#1d1d1f">\(esc(layer)).\(esc(property))</text>
            <rect x="\(f(inset.left))" y="\(f(inset.top))" width="\(f(plotW))" height="\(f(plotH))" fill="none" stroke="#e5e5ea"/>
            <text x="\(f(inset.left - 4))" y="\(f(inset.top + 8))" text-anchor="end">\(PresetDiff.format(maxV))</text>
            <text x="\(f(inset.left - 4))" y="\(f(inset.top + plotH))" text-anchor="end">\(PresetDiff.format(minV))</text>
            <text x="\(f(inset.left))" y="\(f(chartHeight - 8))">0 s</text>
            <text x="\(f(chartWidth - inset.right))" y="\(f(chartHeight - 8))" text-anchor="end">\(PresetDiff.format(duration)) s</text>
            <path d="\(path(a))" fill="none" stroke="\(oldColor)" stroke-width="2" stroke-dasharray="5 3"/>
            <path d="\(path(b))" fill="none" stroke="\(newColor)" stroke-width="1.5"/>
            </svg></figure>

            """
    }

    /// Each changed key frame, baseline beside new, cut from the two sheets (embedded once each).
    private static func tiles(_ keyFrames: KeyFrameDiff, old: SpecDocument, new: SpecDocument, number: Int) -> String {
        guard let oldSheet = try? Data(contentsOf: old.sheetURL), let newSheet = try? Data(contentsOf: new.sheetURL) else {
            return "<p>The contact sheets could not be read again to show the key frames.</p>\n"
        }
        let f = CurvesSVG.f
        var s = """
            <style>.o\(number){background-image:url(data:image/png;base64,\(oldSheet.base64EncodedString()))}\
            .n\(number){background-image:url(data:image/png;base64,\(newSheet.base64EncodedString()))}</style>
            <div class="tiles">

            """
        for tile in keyFrames.changedTiles {
            let r = tile.rect, c = tile.changed
            let box = "<div class=\"mark\" style=\"left:\(f(c.minX - r.minX - 2))px;top:\(f(c.minY - r.minY - 2))px;width:\(f(c.width))px;height:\(f(c.height))px\"></div>"
            func side(_ cls: String) -> String {
                "<div class=\"tile \(cls)\" style=\"width:\(f(r.width))px;height:\(f(r.height))px;background-position:-\(f(r.minX))px -\(f(r.minY))px\">\(box)</div>"
            }
            s += "<figure><div class=\"pair\">\(side("o\(number)"))\(side("n\(number)"))</div><figcaption>key frame \(tile.slot + 1) of \(keyFrames.tileCount)\(tile.frame.map { " (frame \($0.frame), \(PresetDiff.format($0.time)) s)" } ?? ""): up to \(tile.largest) levels</figcaption></figure>\n"
        }
        return s + "</div>\n"
    }

    private static func esc(_ text: String) -> String { MarkupText.escaped(text) }
}
