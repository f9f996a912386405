import Foundation
import Motion
import Preset
import Scene
import Yams

/// The shape layers' paint: `fill` (a colour or a gradient) and `stroke`.
///
/// ```yaml
/// - { id: bg, roundedRect: { cornerRadius: 24, stroke: { color: "#FFFFFF66", width: 1 },
///     fill: { linearGradient: { colors: ["#5B7CFA", "#8E5BFA"], startPoint: leading, endPoint: trailing } } } }
/// - { id: glow, circle: { fill: { radialGradient: { stops: [["#FFFFFF", 0], ["#FFFFFF00", 1]],
///     center: center, startRadius: 0, endRadius: 120 } } } }
/// ```
///
/// A gradient has `colors` (2 … 64, evenly spaced) or `stops` ([[COLOUR, LOCATION], …], locations
/// 0 … 1 that never decrease); points are what `anchor` takes; radii are points. `stroke` is
/// `{ color, width, trimFrom, trimTo }` (width 1 by default, at most ``Limits/maximumStrokeWidth``;
/// a rect's or circle's stroke may run along part of its outline, SwiftUI's `.trim(from:to:)`,
/// 0 and 1 by default — see ``Scene/Stroke`` for where it starts). With a stroke, `fill` may be
/// left out: the shape is an outline.
extension DocumentReader {
    /// A `rect`, `roundedRect` or `circle` entry: its kind, the colour it starts with, and its
    /// corner radius (0 but for a rounded rectangle).
    func decodeShapeLayer(_ entry: Keyed.Entry) -> (kind: LayerSpec.Kind, color: Color, cornerRadius: Double)? {
        let rounded = entry.key == "roundedRect"
        let keys = rounded ? ["fill", "cornerRadius", "stroke"] : ["fill", "stroke"]
        guard let shape = mapping(entry.value, allowed: keys) else { return nil }
        let stroke = shape["stroke"].map { decodeStroke($0, trims: !rounded) } ?? .some(nil)
        // A stroke alone is an outline: its fill is clear, and may be animated later.
        let fillField = shape["stroke"] == nil ? required(shape, "fill") : shape["fill"]
        let fill = fillField.map(decodeFill) ?? (shape["stroke"] == nil ? nil : .color(.transparent))
        let radius = rounded ? required(shape, "cornerRadius").flatMap { number($0, "cornerRadius", in: Self.limit(.cornerRadius)) }
            : 0
        guard let stroke, let fill, let radius else { return nil }
        let color: Color
        let paint: ShapeLayerPaint
        if case .color(let c) = fill {
            (color, paint) = (c, ShapeLayerPaint(gradient: nil, stroke: stroke))
        } else {
            (color, paint) = (.transparent, ShapeLayerPaint(gradient: fill, stroke: stroke))
        }
        let kind: LayerSpec.Kind = switch entry.key {
        case "rect": .rect(paint)
        case "circle": .circle(paint)
        default: .roundedRect(paint)
        }
        return (kind, color, radius)
    }

    /// `"#RRGGBB"`, `{ linearGradient: { … } }` or `{ radialGradient: { … } }`.
    func decodeFill(_ field: Field) -> Paint? {
        guard case .mapping = field.node else { return colour(field).map(Paint.color) }
        let kinds = ["linearGradient", "radialGradient"]
        guard let keyed = mapping(field, allowed: kinds) else { return nil }
        guard let entry = keyed.entries.first else {
            // A misspelt gradient was reported as an unknown key already.
            if keyed.entries.count == field.node.mapping?.count {
                invalid(field, "a gradient fill is { linearGradient: { colors, startPoint, endPoint } } "
                        + "or { radialGradient: { colors, center, startRadius, endRadius } }")
            }
            return nil
        }
        if keyed.entries.count > 1 {
            report(.invalidValue(path: field.path, message: "a fill has one gradient; found both "
                                 + "'\(entry.key)' and '\(keyed.entries[1].key)'"), at: keyed.entries[1].keyNode)
            return nil
        }
        return entry.key == "linearGradient" ? decodeLinearGradient(entry.value) : decodeRadialGradient(entry.value)
    }

    /// `{ colors | stops, startPoint, endPoint }`; the two points must differ.
    private func decodeLinearGradient(_ field: Field) -> Paint? {
        guard let keyed = mapping(field, allowed: ["colors", "stops", "startPoint", "endPoint"]) else { return nil }
        let gradient = decodeGradient(keyed)
        let start = required(keyed, "startPoint").flatMap(decodeAnchor)
        let end = required(keyed, "endPoint").flatMap(decodeAnchor)
        guard let gradient, let start, let end else { return nil }
        if start == end, let endField = keyed["endPoint"] {
            invalid(endField, "a linear gradient's startPoint and endPoint must differ; they are the ends of its axis")
            return nil
        }
        return .linearGradient(gradient, start: start, end: end)
    }

    /// `{ colors | stops, center, startRadius, endRadius }`; radii in points, and different.
    private func decodeRadialGradient(_ field: Field) -> Paint? {
        let keys = ["colors", "stops", "center", "startRadius", "endRadius"]
        guard let keyed = mapping(field, allowed: keys) else { return nil }
        let gradient = decodeGradient(keyed)
        let center = required(keyed, "center").flatMap(decodeAnchor)
        let startRadius = required(keyed, "startRadius").flatMap { number($0, "startRadius", in: .layerLength) }
        let endRadius = required(keyed, "endRadius").flatMap { number($0, "endRadius", in: .layerLength) }
        guard let gradient, let center, let startRadius, let endRadius else { return nil }
        if startRadius == endRadius, let endField = keyed["endRadius"] {
            invalid(endField, "a radial gradient's startRadius and endRadius must differ; "
                    + "the colours spread between the two circles")
            return nil
        }
        return .radialGradient(gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Exactly one of `colors: [COLOUR, …]` (evenly spaced) and `stops: [[COLOUR, LOCATION], …]`.
    private func decodeGradient(_ keyed: Keyed) -> Gradient? {
        let forms = keyed.entries.filter { $0.key == "colors" || $0.key == "stops" }
        guard let entry = forms.first else {
            invalid(keyed.field, "a gradient needs its colours: colors: [\"#5B7CFA\", \"#8E5BFA\"] "
                    + "or stops: [[\"#5B7CFA\", 0], [\"#8E5BFA\", 1]]")
            return nil
        }
        if forms.count > 1 {
            report(.invalidValue(path: keyed.field.path, message: "a gradient has either 'colors' or 'stops', not both"),
                   at: forms[1].keyNode)
            return nil
        }
        let most = Limits.gradientStops.upperBound
        guard let items = sequence(entry.value, atMost: most, "a gradient may have at most \(most) colours") else {
            return nil
        }
        guard items.count >= Limits.gradientStops.lowerBound else {
            invalid(entry.value, "a gradient needs at least \(Limits.gradientStops.lowerBound) colours, found \(items.count)")
            return nil
        }
        if entry.key == "colors" {
            let colours = items.map(colour)
            return colours.contains { $0 == nil } ? nil : Gradient(colors: colours.compactMap { $0 })
        }
        var previous: (location: Double, text: String)?
        var stops: [Gradient.Stop?] = []
        for item in items {
            stops.append(decodeStop(item, after: &previous))
        }
        return stops.contains { $0 == nil } ? nil : Gradient(stops: stops.compactMap { $0 })
    }

    /// `[COLOUR, LOCATION]`, the location 0 … 1 and not before `previous`'s.
    private func decodeStop(_ item: Field, after previous: inout (location: Double, text: String)?) -> Gradient.Stop? {
        guard let parts = sequence(item) else { return nil }
        guard parts.count == 2 else {
            invalid(item, "a gradient stop is [COLOUR, LOCATION], e.g. [\"#5B7CFA\", 0.5]; found a list of \(parts.count)")
            return nil
        }
        let color = colour(parts[0])
        guard let location = number(parts[1], "a stop's location", in: .closed(0, 1)) else { return nil }
        let text = parts[1].text ?? ""
        defer { previous = (location, text) }
        if let previous, location < previous.location {
            invalid(parts[1], "gradient stops must be in increasing order of location: \(text) comes after \(previous.text)")
            return nil
        }
        guard let color else { return nil }
        return Gradient.Stop(color: color, location: location)
    }

    /// `{ color, width, trimFrom, trimTo }`: width in points, 1 (SwiftUI's default line width)
    /// when left out; the trim (where the shape `trims`: a rounded rectangle's path has no start
    /// SwiftUI documents) the whole outline when left out.
    private func decodeStroke(_ field: Field, trims: Bool) -> Stroke? {
        guard let keyed = mapping(field, allowed: trims ? ["color", "width", "trimFrom", "trimTo"] : ["color", "width"]) else {
            return nil
        }
        let color = required(keyed, "color").flatMap(colour)
        let width = number(keyed, "width", in: .positive(atMost: Limits.maximumStrokeWidth), default: 1)
        let from = number(keyed, "trimFrom", in: Self.limit(.trimFrom), default: 0)
        let to = number(keyed, "trimTo", in: Self.limit(.trimTo), default: 1)
        guard let color, let width, let from, let to else { return nil }
        return Stroke(color: color, width: width, trimFrom: from, trimTo: to)
    }
}
