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
/// `offset` [0, 0], `opacity` 1 (0 … 1), `scale` 1 (0 … 1000) and `rotation` 0 (degrees clockwise, ±36 000) about `anchor` (center), `blur` 0
/// (0 … 200), `mask: { inset, cornerRadius }` none, `z` the layer's place in the list. Positions
/// and offsets lie within ±100 000 points, sizes, insets and radii within 0 … 100 000
/// (``Limits/maximumLayerPoints``); at most ``Limits/maximumLayers`` layers.
/// A layers scene has no `transition`: each timeline event names its own animation.
extension DocumentReader {
    static let layerContentKinds = ["rect", "roundedRect", "circle", "text", "image", "fill", "group"]
    /// The layer's keys: its id, its content, the visual properties it sets one by one (the table's
    /// `opacity`, `scale`, …), the shorthands that set several, and the model's own.
    static let layerKeys = ["id"] + layerContentKinds + ["frame", "offset"] + plainLayerProperties.compactMap(\.layer?.key)
        + ["anchor", "rotation3D", "shadow", "mask", "z", "compositingGroup", "contentMode", "present"]

    /// The visual properties a layer sets by their own key (not in `frame`, `offset` or `rotation3D`).
    static let plainLayerProperties = VisualProperty.layerAnimated.filter { $0.layer?.shorthand == nil }

    func decodeLayers(_ field: Field, transition: Field?, timeline: Field?, canvas: Canvas?) -> LayersScene? {
        guard let scene = mapping(field, allowed: ["kind", "layers"]) else { return nil }
        if let transition {
            invalid(transition, "a layers scene has no transition; give each timeline event its own animation, "
                    + "e.g. - { at: 0.3, animate: { card: { opacity: 1 } }, animation: snappy }")
        }
        let whole = Size(width: canvas?.size.width ?? 0, height: canvas?.size.height ?? 0)
        var tree = LayerTreeReading()
        let layers = required(scene, "layers").flatMap { decodeLayerList($0, container: whole, depth: 0, tree: &tree) }
        // A missing timeline was reported at the top level; events are checked even when a layer
        // is broken, against the layers that could be read (any layer of the tree, by id).
        let events = timeline.flatMap { decodeLayerEvents($0, layers: LayersScene(layers: layers ?? []).allLayers) }
        guard transition == nil, let layers, let events else { return nil }
        return LayersScene(layers: layers, events: events)
    }

    /// A list of layers in a container of `container` points (the canvas, or a group's frame),
    /// `depth` groups deep: at least one layer, ids unique in the whole tree, at most
    /// ``Limits/maximumLayers`` layers in the tree. Returns the layers that decoded, or nil if any did not.
    func decodeLayerList(_ field: Field, container: Size, depth: Int, tree: inout LayerTreeReading) -> [LayerSpec]? {
        let room = Limits.maximumLayers - tree.count
        let rule = depth == 0 ? "a scene may have at most \(Limits.maximumLayers) layers"
            : "this group may have at most \(room) layers (a scene has at most \(Limits.maximumLayers), groups' children included)"
        guard let items = sequence(field, atMost: room, rule) else { return nil }
        guard !items.isEmpty else {
            invalid(field, depth == 0
                ? "a layers scene needs at least one layer, e.g. - { id: card, rect: { fill: \"#5B7CFA\" }, frame: [20, 200, 350, 220] }"
                : "a group needs at least one layer, e.g. group: [ { id: label, text: { text: Hello } } ]")
            return nil
        }
        tree.count += items.count
        var failed = false
        var layers: [LayerSpec] = []
        for (index, item) in items.enumerated() {
            guard let layer = decodeLayer(item, index: index, container: container, depth: depth, tree: &tree) else {
                failed = true
                continue
            }
            if let line = tree.firstLine[layer.spec.id] {
                invalid(layer.idField, "duplicate layer id '\(layer.spec.id)' (first used on line \(line)); "
                        + "each layer of the tree needs its own id")
                failed = true
                continue
            }
            tree.firstLine[layer.spec.id] = location(of: layer.idField.node).line
            layers.append(layer.spec)
        }
        return failed ? nil : layers
    }

    private func decodeLayer(_ field: Field, index: Int, container: Size, depth: Int,
                             tree: inout LayerTreeReading) -> (spec: LayerSpec, idField: Field)? {
        guard let layer = mapping(field, allowed: Self.layerKeys) else { return nil }
        let idField = required(layer, "id")
        let id = idField.flatMap(string)
        if let id, id.isEmpty, let idField { invalid(idField, "a layer id must not be empty") }
        // A child's frame defaults to the whole of its group.
        let frame = layer["frame"].map(decodeLayerFrame) ?? Rect(x: 0, y: 0, width: container.width, height: container.height)
        var kind = decodeLayerKind(layer)
        if case .group? = kind?.kind, let groupField = layer["group"] {
            kind = decodeGroup(groupField, layer: layer, frame: frame ?? Rect(x: 0, y: 0, width: 0, height: 0),
                               depth: depth, tree: &tree)
        } else if let flag = layer.entries.first(where: { $0.key == "compositingGroup" }) {
            report(.invalidValue(path: layer.field.path, message: "compositingGroup is for a group layer "
                                 + "(a layer with group: [ … ])"), at: flag.keyNode)
            kind = nil
        }
        let offset = layer["offset"].map(decodeLayerOffset) ?? .zero
        let plain = Self.plainLayerProperties.compactMap(\.layer).map { property in
            (property.key, number(layer, property.key, in: .closed(property.limits.lowerBound, property.limits.upperBound),
                                  default: property.initial ?? 0))
        }
        // nil: no shadow; .some(nil): a shadow that was reported broken.
        let shadow: LayerShadow?? = layer["shadow"].map(decodeShadow)
        let turn: Rotation3D?? = layer["rotation3D"].map(decodeRotation3D)
        let anchor = layer["anchor"].map(decodeAnchor) ?? .center
        let z = layer["z"].map(number) ?? Double(index)
        let mask = layer["mask"].map(decodeLayerMask) ?? (inset: 0, cornerRadius: 0)
        let present = layer["present"].map(bool) ?? true

        guard let id, !id.isEmpty, let idField, let kind, let frame, let offset, !plain.contains(where: { $0.1 == nil }),
              let anchor, let z, let mask, let present else { return nil }
        if case .some(.none) = shadow { return nil }
        if case .some(.none) = turn { return nil }
        if case .some(.some) = turn, let turnField = layer["rotation3D"] {
            let most = Size(width: container.width + 2 * Limits.maximumTurnedLayerOverhang,
                            height: container.height + 2 * Limits.maximumTurnedLayerOverhang)
            guard frame.width <= most.width, frame.height <= most.height else {
                invalid(turnField, "a layer turned in 3-D may be at most \(Limit.format(most.width)) × "
                        + "\(Limit.format(most.height)) pt (its \(depth == 0 ? "canvas" : "group") and "
                        + "\(Limit.format(Limits.maximumTurnedLayerOverhang)) pt a side); this one is "
                        + "\(Limit.format(frame.width)) × \(Limit.format(frame.height)) pt")
                return nil
            }
        }
        var properties = LayerProperties(frame: frame, offset: offset, cornerRadius: kind.cornerRadius, maskInset: mask.inset,
                                         maskCornerRadius: mask.cornerRadius, rotation3DAngle: (turn ?? nil)?.angle ?? 0,
                                         color: kind.color)
        for (key, value) in plain { if let property = LayerProperty(rawValue: key), let value { properties[property] = value } }
        return (LayerSpec(id: id, kind: kind.kind, properties: properties, anchor: anchor, z: z,
                          shadow: shadow ?? nil, rotation3D: turn ?? nil, present: present), idField)
    }

    /// The layer's one content key and its value, with the colour and corner radius it starts with.
    private func decodeLayerKind(_ layer: Keyed) -> (kind: LayerSpec.Kind, color: Color, cornerRadius: Double)? {
        let kinds = layer.entries.filter { Self.layerContentKinds.contains($0.key) }
        guard let entry = kinds.first else {
            // A misspelt kind was reported as an unknown key already.
            if layer.entries.count == layer.field.node.mapping?.count {
                invalid(layer.field, "a layer needs one content kind: rect, roundedRect, circle, text, image, fill or group")
            }
            return nil
        }
        if kinds.count > 1 {
            report(.invalidValue(path: layer.field.path, message: "a layer has one content kind; found both "
                                 + "'\(entry.key)' and '\(kinds[1].key)'"), at: kinds[1].keyNode)
            return nil
        }
        let value = entry.value
        let mode = decodeContentMode(layer, drawing: entry.key)
        // An image's file is checked even when its mode is wrong, so both are reported at once.
        guard mode != nil || entry.key == "image" else { return nil }
        switch entry.key {
        case "rect", "circle", "roundedRect":
            return decodeShapeLayer(entry)  // fills and strokes: LayersPaintDecoding
        case "text":
            return decodeTextStyle(value).map { (.text($0), $0.color, 0) }
        case "image":
            let url = decodeImage(entry)
            guard let url, let mode else { return nil }
            return (.image(url, mode), .black, 0)
        case "group":
            // Its children are read by decodeGroup, once the group's frame is known.
            return (.group([], compositingGroup: false), .black, 0)
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

    /// `group: [layers…]` and `compositingGroup`: the children, in the group's points, one level
    /// deeper; nil (reported) when any child is broken or the tree is too deep.
    private func decodeGroup(_ field: Field, layer: Keyed, frame: Rect, depth: Int,
                             tree: inout LayerTreeReading) -> (kind: LayerSpec.Kind, color: Color, cornerRadius: Double)? {
        let compositing = layer["compositingGroup"].map(bool) ?? false
        guard depth + 1 < Limits.maximumLayerDepth else {
            invalid(field, "groups may nest at most \(Limits.maximumLayerDepth) deep")
            return nil
        }
        guard let children = decodeLayerList(field, container: frame.size, depth: depth + 1, tree: &tree),
              let compositing else { return nil }
        return (.group(children, compositingGroup: compositing), .black, 0)
    }

    /// `{ angle, axis: [x, y, z], anchorZ, perspective }`: SwiftUI's `rotation3DEffect`. The axis is
    /// required and not all zero; the angle (animatable) defaults to 0, anchorZ to 0 and the
    /// perspective to 1 (0 … 10; 0 is no perspective).
    private func decodeRotation3D(_ field: Field) -> Rotation3D? {
        guard let keyed = mapping(field, allowed: ["angle", "axis", "anchorZ", "perspective"]) else { return nil }
        let angle = number(keyed, "angle", in: Self.limit(.rotation3DAngle), default: 0)
        let axisField = required(keyed, "axis")
        let axis = axisField.flatMap { numbers($0, form: "[x, y, z]", names: [("axis x", .layerPosition), ("axis y", .layerPosition),
                                                                               ("axis z", .layerPosition)]) }
        let anchorZ = number(keyed, "anchorZ", in: .layerPosition, default: 0)
        let perspective = number(keyed, "perspective", in: .closed(0, 10), default: 1)
        guard let angle, let axis, let anchorZ, let perspective, let axisField else { return nil }
        guard axis.contains(where: { $0 != 0 }) else {
            invalid(axisField, "the axis of a 3-D turn must not be [0, 0, 0], e.g. [0, 1, 0] to turn about the vertical")
            return nil
        }
        return Rotation3D(angle: angle, axis: (axis[0], axis[1], axis[2]), anchorZ: anchorZ, perspective: perspective)
    }

    /// `{ color, radius, offset: [x, y] }`: SwiftUI's `.shadow`; the colour defaults to SwiftUI's
    /// (black at 33 %), the offset to none; the radius is required (a shadow of radius 0 is a hard
    /// copy of the silhouette).
    private func decodeShadow(_ field: Field) -> LayerShadow? {
        guard let keyed = mapping(field, allowed: ["color", "radius", "offset"]) else { return nil }
        let color = keyed["color"].map(colour) ?? LayerShadow.defaultColor
        let radius = required(keyed, "radius").flatMap { number($0, "shadow radius", in: .blurRadius) }
        let offset = keyed["offset"].map(decodeLayerOffset) ?? .zero
        guard let color, let radius, let offset else { return nil }
        return LayerShadow(color: color, radius: radius, offset: offset)
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

    /// The values a number property may take: a visual property's from the table.
    static func limit(_ property: LayerProperty) -> Limit {
        if let limits = property.visualProperty?.layer?.limits { return .closed(limits.lowerBound, limits.upperBound) }
        if property == .trimFrom || property == .trimTo { return .closed(0, 1) }
        if property == .strokeWidth { return .closed(0, Limits.maximumStrokeWidth) }
        if property == .fontSize { return .positive(atMost: Limits.maximumTextSize) }
        if property == .z { return .closed(-Limits.maximumLayerPoints, Limits.maximumLayerPoints) }
        return property.isColor ? .nonNegative() : .layerLength
    }
}

extension LayersScene: DecodableSceneKind {
    package static func decode(_ scene: Field, transition: Field?, timeline: Field?, canvas: Canvas?,
                                in reader: DocumentReader) -> LayersScene? {
        reader.decodeLayers(scene, transition: transition, timeline: timeline, canvas: canvas)
    }
}

/// What decoding a layer tree keeps across its levels: the line each id was first used on (ids
/// are unique in the whole tree) and how many layers the tree has so far.
struct LayerTreeReading {
    var firstLine: [String: Int] = [:]
    var count = 0
}
