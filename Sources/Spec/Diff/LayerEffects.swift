import Foundation
import Scene

/// What a person sees change in one layer between two specs: each property's largest difference in
/// its own unit (points with their output pixels, opacity, scale, degrees, colour levels), and the
/// layer's flags and drawing order as *moments* — `hidden at 1.083 s → 1.217 s` — never as a size.
///
/// Every magnitude also gets a ``PresetDiff/Change/seen`` weight in output pixels, so changes of
/// different units can be ranked by what is seen: a move by the pixels it moves; a scale or a turn by
/// how far the layer's edge travels (its size in pixels times the change, a turn at half its size);
/// an opacity or a colour by its change in 8-bit levels, as if it moved that many pixels.
struct LayerEffects {
    let path: String
    let old: SpecDocument
    let new: SpecDocument
    let tolerances: DiffTolerances

    /// The name the layer's visibility has in charts and reports.
    static let visible = "visible"

    /// The changes, and the properties whose curves differ (a flag's included, as `visible`).
    func changes() -> (changes: [PresetDiff.Change], curves: [String]) {
        var changes: [PresetDiff.Change] = []
        var curves: [String] = []
        if let moment = visibilityMoment() {
            changes.append(PresetDiff.Change(kind: .moment, property: path, largest: moment.text, time: moment.time))
            curves.append(Self.visible)
        }
        var worst: [String: (difference: Double, index: Int, changed: Bool)] = [:]
        var oneSided: [String: Int] = [:]
        for index in 0..<min(old.frames.count, new.frames.count) {
            guard let a = old.frames[index].layers[path], let b = new.frames[index].layers[path] else { continue }
            for (property, x) in a {
                guard let y = b[property] else {
                    if oneSided[property] == nil { oneSided[property] = index }
                    continue
                }
                let result = tolerances.compare(property, x, y)
                var w = worst[property] ?? (0, index, false)
                if result.difference > w.difference { (w.difference, w.index) = (result.difference, index) }
                w.changed = w.changed || result.changed
                worst[property] = w
            }
            for property in b.keys where a[property] == nil && oneSided[property] == nil { oneSided[property] = index }
        }
        for property in worst.keys.sorted() {
            guard let w = worst[property], w.changed else { continue }
            let unit = VisualProperty.named(property)?.unit
            if unit == .order {
                if let moment = orderMoment(property) {
                    changes.append(PresetDiff.Change(kind: .moment, property: "\(path).\(property)", largest: moment.text, time: moment.time))
                }
            } else {
                changes.append(magnitude(property, unit: unit, difference: w.difference, index: w.index))
            }
            curves.append(property)
        }
        for (property, index) in oneSided.sorted(by: { $0.key < $1.key }) {
            changes.append(PresetDiff.Change(kind: .moment, property: "\(path).\(property)",
                                             largest: "set on one side only, from \(PresetDiff.format(new.frames[index].time)) s",
                                             time: new.frames[index].time))
            curves.append(property)
        }
        return (changes, curves)
    }

    /// `36 pt (108 px)`, `0.2`, `0.05×`, `12°`, `9 levels`, with its weight in output pixels.
    private func magnitude(_ property: String, unit: PropertyUnit?, difference: Double, index: Int) -> PresetDiff.Change {
        let extent = self.extent(at: index)
        let text: String, seen: Double
        switch unit ?? .points {
        case .points, .order:
            let pixels = difference * new.canvasScale
            text = "\(PresetDiff.format(difference)) pt (\(PresetDiff.format(pixels.rounded())) px)"
            seen = pixels
        case .factor:
            text = "\(PresetDiff.format(difference))×"
            seen = difference * extent / 2
        case .degrees:
            text = "\(PresetDiff.format(difference))°"
            seen = difference * .pi / 180 * extent / 2
        case .fraction:
            text = PresetDiff.format(difference)
            seen = difference * 255
        case .colorComponent:
            text = "\(PresetDiff.format(difference)) levels"
            seen = difference
        }
        return PresetDiff.Change(kind: .effect, property: "\(path).\(property)", largest: text,
                                 time: new.frames[index].time, seen: seen)
    }

    /// The layer's larger side in output pixels at frame `index` (the canvas's when it has no frame).
    private func extent(at index: Int) -> Double {
        let layer = new.frames[index].layers[path]
        let side = max(layer?["frame.width"] ?? 0, layer?["frame.height"] ?? 0)
        return (side > 0 ? side : max(new.canvasWidth, new.canvasHeight)) * new.canvasScale
    }

    /// When the layer is shown or hidden, on each side: the first moment that differs.
    private func visibilityMoment() -> (text: String, time: Double)? {
        func toggles(_ document: SpecDocument) -> [(time: Double, shown: Bool)] {
            var result: [(Double, Bool)] = []
            var shown: Bool?
            for frame in document.frames {
                let now = frame.layers[path] != nil
                if let was = shown, was != now { result.append((frame.time, now)) }
                shown = now
            }
            return result
        }
        let a = toggles(old), b = toggles(new)
        return firstDifference(a.map { ($0.time, $0.shown ? "shown" : "hidden") }, b.map { ($0.time, $0.shown ? "shown" : "hidden") })
    }

    /// When an order property (`zIndex`) takes a new value, on each side: the first moment that differs.
    private func orderMoment(_ property: String) -> (text: String, time: Double)? {
        func steps(_ document: SpecDocument) -> [(Double, String)] {
            var result: [(Double, String)] = []
            var last: Double?
            for frame in document.frames {
                guard let value = frame.layers[path]?[property] else { continue }
                if last != value { result.append((frame.time, "becomes \(PresetDiff.format(value))")) }
                last = value
            }
            return result
        }
        return firstDifference(steps(old), steps(new))
    }

    /// The first of two lists of moments that differs, in words: `hidden at 1.083 s → 1.217 s`,
    /// `becomes 1 → becomes 2 at 0.25 s`, `shown at 0.5 s (never before)`.
    private func firstDifference(_ a: [(time: Double, what: String)], _ b: [(time: Double, what: String)]) -> (text: String, time: Double)? {
        for k in 0..<max(a.count, b.count) {
            let x = k < a.count ? a[k] : nil, y = k < b.count ? b[k] : nil
            switch (x, y) {
            case let (x?, y?) where x.what == y.what && abs(x.time - y.time) < 1e-6:
                continue
            case let (x?, y?) where x.what == y.what:
                return ("\(x.what) at \(PresetDiff.format(x.time)) s → \(PresetDiff.format(y.time)) s", y.time)
            case let (x?, y?) where abs(x.time - y.time) < 1e-6:
                return ("\(x.what) → \(y.what) at \(PresetDiff.format(y.time)) s", y.time)
            case let (x?, y?):
                return ("\(x.what) at \(PresetDiff.format(x.time)) s → \(y.what) at \(PresetDiff.format(y.time)) s", y.time)
            case let (x?, nil):
                return ("no longer \(x.what) at \(PresetDiff.format(x.time)) s", x.time)
            case let (nil, y?):
                return ("\(y.what) at \(PresetDiff.format(y.time)) s (not before)", y.time)
            case (nil, nil):
                return nil
            }
        }
        return nil
    }
}
