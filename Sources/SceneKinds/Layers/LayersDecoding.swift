import Foundation
import Motion
import Preset
import Scene
import Yams

/// `scene: { kind: layers, layers: [ … ] }`: free layers, each with one content kind, a frame and
/// initial properties. The events are in the top-level `timeline` (see LayersTimelineDecoding).
///
/// ```yaml
/// layers:
///   - { id: card, roundedRect: { fill: "#5B7CFA", cornerRadius: 24 }, frame: [20, 200, 350, 220] }
///   - { id: badge, circle: { fill: "#FF6B6B" }, frame: [300, 180, 44, 44], opacity: 0, scale: 0.5 }
/// ```
///
/// A layer needs an `id` (unique) and exactly one of `rect`, `roundedRect`, `circle`, `text`,
/// `image`, `fill`. `frame` ([x, y, width, height], points) defaults to the whole canvas;
/// `offset` [0, 0], `opacity` 1 (0 … 1), `scale` 1 (0 … 1000) about `anchor` (center), `blur` 0
/// (0 … 200), `mask: { inset, cornerRadius }` none, `z` the layer's place in the list. Positions
/// and offsets lie within ±100 000 points, sizes, insets and radii within 0 … 100 000
/// (``Limits/maximumLayerPoints``); at most ``Limits/maximumLayers`` layers.
/// A layers scene has no `transition`: each timeline event names its own animation.
extension DocumentReader {
    static let layerContentKinds = ["rect", "roundedRect", "circle", "text", "image", "fill"]
    static let layerKeys = ["id"] + layerContentKinds + ["frame", "offset", "opacity", "scale", "anchor", "blur",
                                                         "mask", "z"]

    func decodeLayers(_ field: Field, transition: Field?, timeline: Field?, canvas: Canvas?) -> LayersScene? {
        guard let scene = mapping(field, allowed: ["kind", "layers"]) else { return nil }
        if let transition {
            invalid(transition, "a layers scene has no transition; give each timeline event its own animation, "
                    + "e.g. - { at: 0.3, animate: { card: { opacity: 1 } }, animation: snappy }")
        }
        let layers = required(scene, "layers").flatMap { decodeLayerList($0, canvas: canvas) }
        // A missing timeline was reported at the top level; events are checked even when a layer
        // is broken, against the layers that could be read.
        let events = timeline.flatMap { decodeLayerEvents($0, layers: layers ?? []) }
        guard transition == nil, let layers, let events else { return nil }
        return LayersScene(layers: layers, events: events)
    }

    /// At least one layer; ids are unique. Returns the layers that decoded, or nil if any did not.
    private func decodeLayerList(_ field: Field, canvas: Canvas?) -> [LayerSpec]? {
        let rule = "a scene may have at most \(Limits.maximumLayers) layers"
        guard let items = sequence(field, atMost: Limits.maximumLayers, rule) else { return nil }
        guard !items.isEmpty else {
            invalid(field, "a layers scene needs at least one layer, e.g. - { id: card, rect: { fill: \"#5B7CFA\" }, "
                    + "frame: [20, 200, 350, 220] }")
            return nil
        }
        var firstLine: [String: Int] = [:]
        var failed = false
        var layers: [LayerSpec] = []
        for (index, item) in items.enumerated() {
            guard let layer = decodeLayer(item, index: index, canvas: canvas) else {
                failed = true
                continue
            }
            if let line = firstLine[layer.spec.id] {
                invalid(layer.idField, "duplicate layer id '\(layer.spec.id)' (first used on line \(line)); "
                        + "each layer needs its own id")
                failed = true
                continue
            }
            firstLine[layer.spec.id] = location(of: layer.idField.node).line
            layers.append(layer.spec)
        }
        return failed ? nil : layers
    }

    private func decodeLayer(_ field: Field, index: Int, canvas: Canvas?) -> (spec: LayerSpec, idField: Field)? {
        guard let layer = mapping(field, allowed: Self.layerKeys) else { return nil }
        let idField = required(layer, "id")
        let id = idField.flatMap(string)
        if let id, id.isEmpty, let idField { invalid(idField, "a layer id must not be empty") }
        let kind = decodeLayerKind(layer)

        let whole = Rect(x: 0, y: 0, width: canvas?.size.width ?? 0, height: canvas?.size.height ?? 0)
        let frame = layer["frame"].map(decodeLayerFrame) ?? whole
        let offset = layer["offset"].map(decodeLayerOffset) ?? .zero
        let opacity = number(layer, "opacity", in: Self.limit(.opacity), default: 1)
        let scale = number(layer, "scale", in: Self.limit(.scale), default: 1)
        let blur = number(layer, "blur", in: Self.limit(.blur), default: 0)
        let anchor = layer["anchor"].map(decodeAnchor) ?? .center
        let z = layer["z"].map(number) ?? Double(index)
        let mask = layer["mask"].map(decodeLayerMask) ?? (inset: 0, cornerRadius: 0)

        guard let id, !id.isEmpty, let idField, let kind, let frame, let offset, let opacity, let scale, let blur,
              let anchor, let z, let mask else { return nil }
        let properties = LayerProperties(frame: frame, offset: offset, opacity: opacity, scale: scale, blur: blur,
                                         cornerRadius: kind.cornerRadius, maskInset: mask.inset,
                                         maskCornerRadius: mask.cornerRadius, color: kind.color)
        return (LayerSpec(id: id, kind: kind.kind, properties: properties, anchor: anchor, z: z), idField)
    }

    /// The layer's one content key and its value, with the colour and corner radius it starts with.
    private func decodeLayerKind(_ layer: Keyed) -> (kind: LayerSpec.Kind, color: Color, cornerRadius: Double)? {
        let kinds = layer.entries.filter { Self.layerContentKinds.contains($0.key) }
        guard let entry = kinds.first else {
            // A misspelt kind was reported as an unknown key already.
            if layer.entries.count == layer.field.node.mapping?.count {
                invalid(layer.field, "a layer needs one content kind: rect, roundedRect, circle, text, image or fill")
            }
            return nil
        }
        if kinds.count > 1 {
            report(.invalidValue(path: layer.field.path, message: "a layer has one content kind; found both "
                                 + "'\(entry.key)' and '\(kinds[1].key)'"), at: kinds[1].keyNode)
            return nil
        }
        let value = entry.value
        switch entry.key {
        case "rect", "circle":
            guard let shape = mapping(value, allowed: ["fill"]),
                  let fill = required(shape, "fill").flatMap(colour) else { return nil }
            return (entry.key == "rect" ? .rect : .circle, fill, 0)
        case "roundedRect":
            guard let shape = mapping(value, allowed: ["fill", "cornerRadius"]) else { return nil }
            let fill = required(shape, "fill").flatMap(colour)
            let radius = required(shape, "cornerRadius").flatMap { number($0, "cornerRadius", in: Self.limit(.cornerRadius)) }
            guard let fill, let radius else { return nil }
            return (.roundedRect, fill, radius)
        case "text":
            return decodeTextStyle(value).map { (.text($0), $0.color, 0) }
        case "image":
            return decodeImage(entry).map { (.image($0), .black, 0) }
        default:
            return colour(value).map { (.fill, $0, 0) }
        }
    }

    /// `{ text, size, weight, color, alignment, lines, truncation, lineSpacing, font }`: text is
    /// required; size 17, regular, black, leading, 1 line, tail, 0 points, Inter.
    private func decodeTextStyle(_ field: Field) -> TextStyle? {
        let keys = ["text", "size", "weight", "color", "alignment", "lines", "truncation", "lineSpacing", "font"]
        guard let keyed = mapping(field, allowed: keys) else { return nil }
        let text = required(keyed, "text").flatMap(string)
        let size = number(keyed, "size", in: .positive(atMost: Limits.maximumTextSize), default: 17)
        let weights = TextStyle.Weight.allCases.map { (key: $0.rawValue, value: $0) }
        let weight = keyed["weight"].map { choice($0, "font weight", weights) } ?? .regular
        let color = keyed["color"].map(colour) ?? .black
        let alignments = TextStyle.Alignment.allCases.map { (key: $0.rawValue, value: $0) }
        let alignment = keyed["alignment"].map { choice($0, "text alignment", alignments) } ?? .leading
        let lines = keyed["lines"].map(decodeTextLines) ?? 1
        let truncations = TextStyle.Truncation.allCases.map { (key: $0.rawValue, value: $0) }
        let truncation = keyed["truncation"].map { choice($0, "truncation", truncations) } ?? .tail
        let spacing = number(keyed, "lineSpacing", in: .nonNegative(atMost: Limits.maximumLineSpacing), default: 0)
        let font = keyed["font"].map(decodeFont) ?? .family(TextStyle.defaultFamily)
        guard let text, let size, let weight, let color, let alignment, let lines, let truncation, let spacing,
              let font else { return nil }
        return TextStyle(text, size: size, weight: weight, color: color, alignment: alignment, lines: lines,
                         truncation: truncation, lineSpacing: spacing, font: font)
    }

    /// A whole number of lines, 0 … ``Limits/maximumTextLines``; 0 is as many as fit the frame.
    private func decodeTextLines(_ field: Field) -> Int? {
        guard let lines = integer(field) else { return nil }
        guard (0...Limits.maximumTextLines).contains(lines) else {
            invalid(field, "lines must be 0 … \(Limits.maximumTextLines) (0: as many as fit the frame), "
                    + "found \(field.text ?? "")")
            return nil
        }
        return lines
    }

    /// `{ inset, cornerRadius }`, both ≥ 0 and 0 by default.
    private func decodeLayerMask(_ field: Field) -> (inset: Double, cornerRadius: Double)? {
        guard let keyed = mapping(field, allowed: ["inset", "cornerRadius"]) else { return nil }
        let inset = number(keyed, "inset", in: Self.limit(.maskInset), default: 0)
        let radius = number(keyed, "cornerRadius", in: Self.limit(.maskCornerRadius), default: 0)
        guard let inset, let radius else { return nil }
        return (inset, radius)
    }

    /// `[x, y, width, height]` in points; the size is never negative.
    func decodeLayerFrame(_ field: Field) -> Rect? {
        let names = [("x", Self.limit(.x)), ("y", Self.limit(.y)), ("width", Self.limit(.width)),
                     ("height", Self.limit(.height))]
        guard let v = numbers(field, form: "[x, y, width, height]", names: names) else { return nil }
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    /// `[dx, dy]` in points, each within ±``Limits/maximumLayerPoints``.
    func decodeLayerOffset(_ field: Field) -> Point? {
        numbers(field, form: "[dx, dy]", names: [("offset x", Self.limit(.offsetX)), ("offset y", Self.limit(.offsetY))])
            .map { Point(x: $0[0], y: $0[1]) }
    }

    /// A list of as many numbers as `names`, each within its limit and named in messages.
    private func numbers(_ field: Field, form: String, names: [(String, Limit)]) -> [Double]? {
        guard let items = sequence(field) else { return nil }
        guard items.count == names.count else {
            invalid(field, "expected \(form), found a list of \(items.count)")
            return nil
        }
        let values = zip(items, names).map { number($0, $1.0, in: $1.1) }
        return values.contains { $0 == nil } ? nil : values.compactMap { $0 }
    }

    /// The values a number property may take.
    static func limit(_ property: LayerProperty) -> Limit {
        switch property {
        case .x, .y, .offsetX, .offsetY: .layerPosition
        case .opacity: .closed(0, 1)
        case .blur: .blurRadius
        case .width, .height, .cornerRadius, .maskInset, .maskCornerRadius: .layerLength
        case .scale: .layerScale
        case .fill, .color: .nonNegative()
        }
    }
}

extension LayersScene: DecodableSceneKind {
    package static func decode(_ scene: Field, transition: Field?, timeline: Field?, canvas: Canvas?,
                                in reader: DocumentReader) -> LayersScene? {
        reader.decodeLayers(scene, transition: transition, timeline: timeline, canvas: canvas)
    }
}
