import Foundation
import Render
import Scene
import WebPages

/// `diff.html`: one self-contained page; per changed preset its summary (cause, then what is seen),
/// its changes, the frame where a layer moves most drawn as layer boxes, the old and new curve of
/// each changed property overlaid (inline SVG; flags as steps), and each changed key frame old
/// beside new with each region of changed pixels boxed, so a reviewer sees the change rather than
/// reads about it.
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
        var sections = causes(report)
        for (n, preset) in report.changed.enumerated() {
            sections += section(preset, number: n)
        }
        if report.changed.isEmpty { sections += "<p>Nothing changed.</p>\n" }
        return WebPage.make(.diffPage, [
            "baseline": esc(report.baseline), "new": esc(report.new),
            "changed": String(report.changed.count), "presets": String(report.presets.count),
            "tolerances": esc(MarkdownReport.tolerances(report.tolerances) + MarkdownReport.ownTolerances(report)),
            "old-color": oldColor, "new-color": newColor, "sections": sections,
        ])
    }

    /// Each cause once (``CauseGroup``): its Swift place and the code as it reads, the films it
    /// changed (each a link to its section) with what a viewer sees, the platforms' lines.
    private static func causes(_ report: DiffReport) -> String {
        let numbers = Dictionary(report.changed.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var s = "<section class=\"causes\">\n"
        for group in report.causes {
            if let cause = group.cause, cause.fromSwift {
                s += "<h2 class=\"cause\"><code class=\"place\">\(esc(cause.property))</code> <code>\(esc(cause.largest))</code></h2>\n"
            } else {
                s += "<h2 class=\"cause\">\(esc(group.title))</h2>\n"
            }
            s += "<ul>\n"
            for film in group.films {
                let anchor = numbers[film.name].map { "#preset-\($0)" } ?? ""
                s += "<li><a href=\"\(anchor)\">\(esc(film.name))</a> \(film.status.rawValue): \(esc(film.seenSummary))</li>\n"
            }
            for line in group.platforms { s += "<li class=\"platform\">\(esc(line.what))</li>\n" }
            s += "</ul>\n"
        }
        return s + "</section>\n"
    }

    /// A changed preset: what is seen, then its changes past the causes and platform lines, which
    /// the causes above tell once.
    private static func section(_ preset: PresetDiff, number: Int) -> String {
        var s = "<section id=\"preset-\(number)\"><h2>\(esc(preset.name)) — \(preset.status.rawValue)</h2>\n"
        s += "<p class=\"summary\">\(esc(preset.seenSummary))</p>\n"
        s += "<table><tr><th></th><th>what</th><th>change</th><th>when</th><th>source</th></tr>\n"
        for change in preset.changes.filter({ $0.kind > .platform }).prefix(maximumRows) {
            s += "<tr class=\"\(kindName(change.kind))\"><td>\(kindName(change.kind))</td><td>\(esc(change.property))</td><td>\(esc(change.largest))</td>"
                + "<td>\(change.time.map { "\(PresetDiff.format($0)) s" } ?? "—")</td><td>\(change.source.map(esc) ?? "")</td></tr>\n"
        }
        s += "</table>\n"
        let rows = preset.changes.count(where: { $0.kind > .platform })
        if rows > maximumRows { s += "<p>… and \(rows - maximumRows) more.</p>\n" }
        guard let old = preset.old, let new = preset.new else { return s + "</section>\n" }
        if let largest = preset.largestGeometry {
            s += "<div class=\"tiles\">\n" + outlines(old: old, new: new, frame: largest.frame, layer: largest.layer) + "</div>\n"
        }
        if !preset.changedCurves.isEmpty {
            s += "<div class=\"charts\">\n"
            for curve in preset.changedCurves.prefix(maximumCharts) {
                s += chart(layer: curve.layer, property: curve.property, old: old, new: new)
            }
            s += "</div>\n"
        }
        if let keyFrames = preset.keyFrames, !keyFrames.changedTiles.isEmpty {
            s += tiles(keyFrames, old: old, new: new, number: number)
        }
        return s + "</section>\n"
    }

    private static func kindName(_ kind: PresetDiff.Change.Kind) -> String {
        switch kind {
        case .cause: "cause"
        case .platform: "platform"
        case .effect: "effect"
        case .timing: "timing"
        case .moment: "moment"
        case .presence: "presence"
        case .keyFrame: "key frame"
        }
    }

    /// Old and new values of one property against time, on shared axes. A flag (`visible`) and a
    /// drawing order are drawn as steps: they jump, they do not move.
    private static func chart(layer: String, property: String, old: SpecDocument, new: SpecDocument) -> String {
        let isFlag = property == LayerEffects.visible
        let isStep = isFlag || VisualProperty.named(property)?.unit == .order
        func points(_ document: SpecDocument) -> [(Double, Double?)] {
            document.frames.map { frame in
                (frame.time, isFlag ? (frame.layers[layer] == nil ? 0 : 1) : frame.layers[layer]?[property])
            }
        }
        let a = points(old), b = points(new)
        let values = (a + b).compactMap(\.1), times = (a + b).map(\.0)
        guard !values.isEmpty else { return "" }
        let minV = values.min() ?? 0, maxV = values.max() ?? 1
        let span = max(maxV - minV, 1e-9), duration = max(times.max() ?? 1, 1e-9)
        let plotW = chartWidth - inset.left - inset.right, plotH = chartHeight - inset.top - inset.bottom
        func path(_ series: [(Double, Double?)]) -> String {
            var d = "", pen = false, lastY = 0.0
            for (t, v) in series {
                guard let v else { pen = false; continue }
                let x = inset.left + t / duration * plotW, y = inset.top + (1 - (v - minV) / span) * plotH
                if pen && isStep && y != lastY { d += "H\(CurvesSVG.f(x)) " }
                d += "\(pen ? "L" : "M")\(CurvesSVG.f(x)) \(CurvesSVG.f(y)) "
                pen = true
                lastY = y
            }
            return d
        }
        let f = CurvesSVG.f
        let unit = isFlag ? "1 shown, 0 hidden" : VisualProperty.named(property).map { $0.unit.symbol } ?? ""
        return """
            <figure><svg xmlns="http://www.w3.org/2000/svg" width="\(f(chartWidth))" height="\(f(chartHeight))" font-size="11" fill="#6e6e73" data-chart="\(esc(layer)).\(esc(property))">
            <text x="4" y="14" font-weight="600" fill="#1d1d1f">\(esc(layer)).\(esc(property))<tspan font-weight="400" fill="#6e6e73"> (\(esc(unit)))</tspan></text>
            <rect x="\(f(inset.left))" y="\(f(inset.top))" width="\(f(plotW))" height="\(f(plotH))" fill="none" stroke="#e5e5ea"/>
            <text x="\(f(inset.left - 4))" y="\(f(inset.top + 8))" text-anchor="end">\(PresetDiff.format(maxV))</text>
            <text x="\(f(inset.left - 4))" y="\(f(inset.top + plotH))" text-anchor="end">\(PresetDiff.format(minV))</text>
            <text x="\(f(inset.left))" y="\(f(chartHeight - 8))">0 s</text>
            <text x="\(f(chartWidth - inset.right))" y="\(f(chartHeight - 8))" text-anchor="end">\(PresetDiff.format(duration)) s</text>
            <path class="old" d="\(path(a))" fill="none" stroke="\(oldColor)" stroke-width="2" stroke-dasharray="5 3"/>
            <path class="new" d="\(path(b))" fill="none" stroke="\(newColor)" stroke-width="1.5"/>
            </svg></figure>

            """
    }

    /// The frame where a layer's geometry changes most, drawn from the specs' numbers: every layer's
    /// box (frame, offset and scale about its anchor), baseline dashed beside new, the layer that
    /// changes most drawn bold — the key frame a sheet may not have.
    private static func outlines(old: SpecDocument, new: SpecDocument, frame index: Int, layer: String) -> String {
        let scale = min(1, 300 / max(new.canvasWidth, new.canvasHeight, 1))
        let f = CurvesSVG.f
        func boxes(_ document: SpecDocument, color: String, dashed: Bool) -> String {
            guard document.frames.indices.contains(index) else { return "" }
            var s = ""
            for path in document.layerPaths {
                guard let p = document.frames[index].layers[path], let w = p["frame.width"], let h = p["frame.height"] else { continue }
                let k = p["scale"] ?? 1, ax = p["anchor.x"] ?? 0.5, ay = p["anchor.y"] ?? 0.5
                let x = (p["frame.x"] ?? 0) + (p["offset.x"] ?? 0), y = (p["frame.y"] ?? 0) + (p["offset.y"] ?? 0)
                let left = x + ax * w * (1 - k), top = y + ay * h * (1 - k)
                s += "<rect x=\"\(f(left * scale))\" y=\"\(f(top * scale))\" width=\"\(f(w * k * scale))\" height=\"\(f(h * k * scale))\" "
                    + "fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(path == layer ? 2.5 : 1)\"\(dashed ? " stroke-dasharray=\"4 3\"" : "")><title>\(esc(path))</title></rect>"
            }
            return s
        }
        let width = new.canvasWidth * scale, height = new.canvasHeight * scale, time = new.frames[index].time
        return """
            <figure><svg xmlns="http://www.w3.org/2000/svg" width="\(f(width))" height="\(f(height))" data-outlines="\(index)" style="border:1px solid #d1d1d6">
            \(boxes(old, color: oldColor, dashed: true))\(boxes(new, color: newColor, dashed: false))
            </svg><figcaption>frame \(index) (\(PresetDiff.format(time)) s), where \(esc(layer)) moves most: layer boxes, baseline dashed, new solid</figcaption></figure>

            """
    }

    /// Each changed key frame, baseline beside new, cut from the two sheets (embedded once each),
    /// each region of changed pixels boxed on both.
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
            let r = tile.rect
            let marks = tile.regions.map { c in
                "<div class=\"mark\" data-sheet-box=\"\(f(c.minX)) \(f(c.minY)) \(f(c.width)) \(f(c.height))\" "
                    + "style=\"left:\(f(c.minX - r.minX))px;top:\(f(c.minY - r.minY))px;width:\(f(c.width))px;height:\(f(c.height))px\"></div>"
            }.joined()
            func side(_ cls: String) -> String {
                "<div class=\"tile \(cls)\" data-sheet-tile=\"\(f(r.minX)) \(f(r.minY)) \(f(r.width)) \(f(r.height))\" "
                    + "style=\"width:\(f(r.width))px;height:\(f(r.height))px;background-position:-\(f(r.minX))px -\(f(r.minY))px\">\(marks)</div>"
            }
            s += "<figure><div class=\"pair\">\(side("o\(number)"))\(side("n\(number)"))</div><figcaption>key frame \(tile.slot + 1) of \(keyFrames.tileCount)\(tile.frame.map { " (frame \($0.frame), \(PresetDiff.format($0.time)) s)" } ?? ""): up to \(tile.largest) levels, \(tile.regions.count) region\(tile.regions.count == 1 ? "" : "s")</figcaption></figure>\n"
        }
        return s + "</div>\n"
    }

    private static func esc(_ text: String) -> String { MarkupText.escaped(text) }
}
