import Foundation
import Motion
import Preset
import Scene
import Yams

/// The `timeline` of a layers scene: state changes and keyframe tracks.
///
/// ```yaml
/// timeline:
///   - { at: 0.3, animate: { card: { frame: [20, 120, 350, 420], cornerRadius: 36 } }, animation: snappy }
///   - { at: 0.4, layer: title, keyframes: { offsetY: [[0, 0], [0.2, -12, easeOut], [0.5, 0, { spring: {} }]] } }
/// ```
///
/// Event times are 0 … 60 s and never decrease; the list may be empty (a still). A change event
/// has `animate` (layer id → property → value) and an optional `animation` (none: at once); a
/// keyframe event has `layer` and `keyframes` (property → [[time, value], [time, value, how]…],
/// times strictly increasing).
extension DocumentReader {
    /// Every property key events take: the animatable properties and the `frame`/`offset` shorthands.
    static let layerPropertyKeys = ["frame", "offset"] + LayerProperty.allCases.map(\.rawValue)
    private static let changeEventKeys = ["at", "animate", "animation"]
    private static let keyframeEventKeys = ["at", "layer", "keyframes", "note"]
    private static let keyframeCurves: KeyValuePairs<String, TimingCurve> = [
        "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
    ]

    func decodeLayerEvents(_ field: Field, layers: [LayerSpec]) -> [LayerEvent]? {
        let rule = "a timeline may have at most \(Limits.maximumEvents) events"
        guard let items = sequence(field, atMost: Limits.maximumEvents, rule) else { return nil }
        var events: [LayerEvent?] = []
        var previous: EventOrder?
        // Which layers are in the scene as the timeline goes: an insert needs it out, a remove in.
        var present = Dictionary(layers.map { ($0.id, $0.present) }, uniquingKeysWith: { a, _ in a })
        for item in items {
            guard case .mapping(let mapping) = item.node else {
                wrongType(item, expected: "an event like { at: 0.3, animate: { … }, animation: … } "
                          + "or { at: 0.3, layer: ID, keyframes: { … } }")
                events.append(nil)
                continue
            }
            if mapping.keys.contains(where: { $0.string == "insert" || $0.string == "remove" }) {
                guard let event = self.mapping(item, allowed: Self.presenceEventKeys) else {
                    events.append(nil)
                    continue
                }
                let at = eventTime(event, after: &previous)?.time
                let decoded = decodePresenceEvent(event, layers: layers, at: at ?? 0, present: &present)
                events.append(at == nil ? nil : decoded)
                continue
            }
            // The keys decide the form; a misspelt `keyframes` or `layer` still picks the keyframe form.
            let isKeyframes = mapping.keys.contains { key in
                key.string.map { Suggestions.closest(to: $0, among: ["keyframes", "layer"]) != nil } ?? false
            }
            let hint = "an event either changes values (animate, animation) or runs keyframes (layer, keyframes), "
                + "not both"
            let hints = Dictionary(uniqueKeysWithValues: (isKeyframes ? Self.changeEventKeys : Self.keyframeEventKeys)
                .filter { $0 != "at" }.map { ($0, hint) })
            guard let event = self.mapping(item, allowed: isKeyframes ? Self.keyframeEventKeys : Self.changeEventKeys,
                                           hints: hints) else {
                events.append(nil)
                continue
            }
            let at = eventTime(event, after: &previous)?.time
            let decoded = isKeyframes ? decodeKeyframeEvent(event, layers: layers, at: at ?? 0)
                : decodeChangeEvent(event, layers: layers, at: at ?? 0)
            events.append(at == nil ? nil : decoded)
        }
        return events.contains { $0 == nil } ? nil : events.compactMap { $0 }
    }

    // MARK: State changes

    private func decodeChangeEvent(_ event: Keyed, layers: [LayerSpec], at: Double) -> LayerEvent? {
        let animation = event["animation"].map(decodeAnimation) ?? .some(nil)
        guard let animateField = required(event, "animate"),
              let animate = mapping(animateField, allowed: layers.map(\.id) + unknownLayerKeys(animateField, layers))
        else { return nil }
        guard !animate.entries.isEmpty else {
            if animateField.node.mapping?.isEmpty == true {
                invalid(animateField, "name at least one layer and its new values, e.g. { card: { opacity: 1 } }")
            }
            return nil
        }
        var targets: [LayerTarget?] = []
        for entry in animate.entries {
            guard let layer = knownLayer(entry.key, at: entry.keyNode, path: animateField.path, layers: layers) else {
                targets.append(nil)
                continue
            }
            guard let values = mapping(entry.value, allowed: Self.layerPropertyKeys) else {
                targets.append(nil)
                continue
            }
            let decoded = values.entries.map { decodePropertyValue($0, layer: layer) }
            targets.append(decoded.contains { $0 == nil } ? nil
                           : LayerTarget(layer: layer.id, values: decoded.compactMap { $0 }.flatMap { $0 }))
        }
        guard let animation, !targets.contains(where: { $0 == nil }) else { return nil }
        if let animation, let field = event["animation"] {
            record(animation, at: field, start: at, elements: targets.count)
        }
        return .change(LayerChange(at: at, targets: targets.compactMap { $0 }, animation: animation))
    }

    /// The keys of an `animate` mapping that name no layer: they are reported by ``knownLayer``
    /// with a layer's did-you-mean, not as unknown keys.
    private func unknownLayerKeys(_ field: Field, _ layers: [LayerSpec]) -> [String] {
        let ids = Set(layers.map(\.id))
        return (field.node.mapping?.keys.compactMap(\.string) ?? []).filter { !ids.contains($0) }
    }

    /// The layer named `id`, or nil after reporting an unknown id at `node`.
    private func knownLayer(_ id: String, at node: Node, path: String, layers: [LayerSpec]) -> LayerSpec? {
        if let layer = layers.first(where: { $0.id == id }) { return layer }
        // With no layers read (a broken layer list was reported), there is nothing to compare with.
        guard !layers.isEmpty else { return nil }
        let ids = layers.map(\.id)
        report(.unknownChoice(path: path, what: "layer", found: id, suggestion: Suggestions.closest(to: id, among: ids),
                              choices: ids), at: node)
        return nil
    }

    /// One `property: value` of a layer; the shorthands give several.
    private func decodePropertyValue(_ entry: Keyed.Entry, layer: LayerSpec) -> [LayerPropertyValue]? {
        guard animatable(entry, layer: layer) else { return nil }
        switch entry.key {
        case "frame":
            return decodeLayerFrame(entry.value).map {
                [LayerPropertyValue(.x, .number($0.minX)), LayerPropertyValue(.y, .number($0.minY)),
                 LayerPropertyValue(.width, .number($0.width)), LayerPropertyValue(.height, .number($0.height))]
            }
        case "offset":
            return decodeLayerOffset(entry.value).map {
                [LayerPropertyValue(.offsetX, .number($0.x)), LayerPropertyValue(.offsetY, .number($0.y))]
            }
        default:
            guard let property = LayerProperty(rawValue: entry.key) else { return nil }
            return decodeValue(entry.value, property).map { [LayerPropertyValue(property, $0)] }
        }
    }

    /// A number within the property's limit, or a colour.
    private func decodeValue(_ field: Field, _ property: LayerProperty) -> LayerValue? {
        if field.node.mapping?.keys.contains(where: { $0.string == "swift" }) == true {
            // The value a state-driven modifier gives, read from the app's Swift (ModifierValueLink).
            switch decodeLinkedValue(field, property: property.rawValue) {
            case .number(let x)?:
                guard property.isColor == false else {
                    invalid(field, "'\(property.rawValue)' is a colour; this modifier gives a number")
                    return nil
                }
                guard Self.limit(property).contains(x) else {
                    invalid(field, "the code gives \(property.rawValue) \(Limit.format(x)); "
                            + Self.limit(property).rule(property.rawValue))
                    return nil
                }
                return .number(x)
            case .color(let c)?:
                guard property.isColor else {
                    invalid(field, "'\(property.rawValue)' is a number; this modifier gives a colour")
                    return nil
                }
                return .color(Color(red: c.red, green: c.green, blue: c.blue, alpha: c.opacity))
            case nil:
                return nil
            }
        }
        if property.isColor { return colour(field).map(LayerValue.color) }
        return number(field, property.rawValue, in: Self.limit(property)).map(LayerValue.number)
    }

    /// Whether the property of `entry` changes anything `layer` draws; reported at the key if not.
    private func animatable(_ entry: Keyed.Entry, layer: LayerSpec) -> Bool {
        guard let property = LayerProperty(rawValue: entry.key), !layer.animates(property) else { return true }
        let kind = layer.kind.name
        let message: String
        switch property {
        case .cornerRadius:
            message = "'cornerRadius' animates roundedRect layers only; '\(layer.id)' is a \(kind)"
        case .rotation3DAngle:
            message = "'\(layer.id)' has no rotation3D; give it one, e.g. rotation3D: { angle: 0, axis: [0, 1, 0] }"
        case .shadowRadius, .shadowX, .shadowY:
            message = "'\(layer.id)' has no shadow; give it one, e.g. shadow: { radius: 8, offset: [0, 4] }"
        case .fill where layer.kind.shapePaint?.gradient != nil:
            message = "'\(layer.id)' is filled with a gradient, which does not animate; animate its opacity, "
                + "or give it a colour fill to animate 'fill'"
        case .fill where kind == "text":
            message = "a text layer's colour is 'color', not 'fill'"
        case .strokeWidth:
            message = "'strokeWidth' animates a stroked rect, roundedRect or circle; '\(layer.id)' is a \(kind) "
                + "with no stroke (give it one, e.g. stroke: { color: \"#0A84FF\", width: 4 })"
        case .trimFrom where kind == "roundedRect", .trimTo where kind == "roundedRect":
            message = "'\(entry.key)' trims a rect's or circle's stroke; a roundedRect's outline has no start SwiftUI "
                + "documents, so it is not trimmed"
        case .trimFrom, .trimTo:
            message = "'\(entry.key)' trims a stroked rect or circle; '\(layer.id)' is a \(kind) with no stroke "
                + "(give it one, e.g. stroke: { color: \"#0A84FF\", width: 4 })"
        case .fontSize:
            message = "'fontSize' is a text layer's font size; '\(layer.id)' is a \(kind), which draws no text"
        case .color where kind != "image":
            message = "'color' is a text layer's colour; a \(kind) layer's colour is 'fill'"
        default:
            message = "'\(entry.key)' does not apply to '\(layer.id)': an image layer has no colour"
        }
        report(.invalidValue(path: entry.value.path, message: message), at: entry.keyNode)
        return false
    }

    // MARK: Keyframes

    private func decodeKeyframeEvent(_ event: Keyed, layers: [LayerSpec], at: Double) -> LayerEvent? {
        let layerField = required(event, "layer")
        let layer = layerField.flatMap { field in
            string(field).flatMap { knownLayer($0, at: field.node, path: field.path, layers: layers) }
        }
        guard let tracksField = required(event, "keyframes"),
              let tracksKeyed = mapping(tracksField, allowed: Self.layerPropertyKeys) else { return nil }
        guard !tracksKeyed.entries.isEmpty else {
            if tracksField.node.mapping?.isEmpty == true {
                invalid(tracksField, "name at least one property and its keyframes, e.g. { offsetY: [[0, 0], [0.2, -12]] }")
            }
            return nil
        }
        let tracks = tracksKeyed.entries.map { entry -> [LayerTrack]? in
            if let layer, !animatable(entry, layer: layer) { return nil }
            if entry.key == LayerProperty.z.rawValue {
                report(.invalidValue(path: entry.value.path, message: "'z' changes at once, as SwiftUI's zIndex does: "
                                     + "change it in an animate: event, not in keyframes"), at: entry.keyNode)
                return nil
            }
            return decodeTrack(entry)
        }
        let note = event["note"].flatMap { field in string(field) }
        guard let layer, !tracks.contains(where: { $0 == nil }), event["note"] == nil || note != nil else { return nil }
        return .keyframes(LayerKeyframes(at: at, layer: layer.id, tracks: tracks.compactMap { $0 }.flatMap { $0 }, note: note))
    }

    /// `[[time, value], [time, value, how], …]`; the shorthands become a track per property.
    private func decodeTrack(_ entry: Keyed.Entry) -> [LayerTrack]? {
        let rule = "a track may have at most \(Limits.maximumEvents) keyframes"
        guard let items = sequence(entry.value, atMost: Limits.maximumEvents, rule) else { return nil }
        guard !items.isEmpty else {
            invalid(entry.value, "a track needs at least one keyframe [time, value] or [time, value, animation]")
            return nil
        }
        var previous: (time: Double, text: String)?
        var keyframes: [[LayerKeyframe]?] = []
        for item in items {
            guard let parts = sequence(item) else {
                keyframes.append(nil)
                continue
            }
            guard parts.count == 2 || parts.count == 3 else {
                invalid(item, "a keyframe is [time, value] or [time, value, animation], found a list of \(parts.count)")
                keyframes.append(nil)
                continue
            }
            var time = number(parts[0], "keyframe time", in: .seconds)
            if let t = time {
                if let previous, t <= previous.time {
                    invalid(parts[0], "keyframe times must increase: \(parts[0].text ?? "") comes after "
                            + "\(previous.text); each keyframe's time is seconds from the event's 'at'")
                    time = nil
                } else if t - (previous?.time ?? 0) < Limits.minimumInterval, previous != nil || t > 0 {
                    // A curve keyframe runs over this interval: its speed divides by it.
                    let after = previous.map { "the keyframe at \($0.text)" } ?? "the track's start"
                    invalid(parts[0], "keyframe at \(parts[0].text ?? "") is less than "
                            + "\(Limit.format(Limits.minimumInterval)) s after \(after); keyframes are at least that far apart")
                    time = nil
                }
                previous = (t, parts[0].text ?? "")
            }
            let values = decodeKeyframeValue(parts[1], key: entry.key)
            let motion = parts.count == 3 ? decodeKeyframeMotion(parts[2]) : .curve(.linear)
            guard let time, let values, let motion else {
                keyframes.append(nil)
                continue
            }
            if case .cubic(let start, let end) = motion, start != nil || end != nil,
               values.count > 1 || values.contains(where: \.property.isColor) {
                invalid(parts[2], "a cubic keyframe's velocities are of one number; '\(entry.key)' holds "
                        + (values.count > 1 ? "\(values.count)" : "a colour") + " — write { cubic: {} } or cubic")
                keyframes.append(nil)
                continue
            }
            keyframes.append(values.map { LayerKeyframe(time: time, value: $0.value, motion: motion) })
        }
        guard !keyframes.contains(where: { $0 == nil }) else { return nil }
        let rows = keyframes.compactMap { $0 }
        // Each keyframe row has one value per property of the key, in the same order.
        let properties = propertyOrder(entry.key)
        return properties.indices.map { i in LayerTrack(property: properties[i], keyframes: rows.map { $0[i] }) }
    }

    private func propertyOrder(_ key: String) -> [LayerProperty] {
        switch key {
        case "frame": [.x, .y, .width, .height]
        case "offset": [.offsetX, .offsetY]
        default: LayerProperty(rawValue: key).map { [$0] } ?? []
        }
    }

    private func decodeKeyframeValue(_ field: Field, key: String) -> [LayerPropertyValue]? {
        switch key {
        case "frame":
            return decodeLayerFrame(field).map {
                [LayerPropertyValue(.x, .number($0.minX)), LayerPropertyValue(.y, .number($0.minY)),
                 LayerPropertyValue(.width, .number($0.width)), LayerPropertyValue(.height, .number($0.height))]
            }
        case "offset":
            return decodeLayerOffset(field).map {
                [LayerPropertyValue(.offsetX, .number($0.x)), LayerPropertyValue(.offsetY, .number($0.y))]
            }
        default:
            guard let property = LayerProperty(rawValue: key) else { return nil }
            return decodeValue(field, property).map { [LayerPropertyValue(property, $0)] }
        }
    }

    /// `move`; a curve name or `{ timingCurve: [...] }` (over the interval since the previous
    /// keyframe, so without a duration); or any spring, started at the previous keyframe's time.
    private func decodeKeyframeMotion(_ field: Field) -> KeyframeMotion? {
        if field.text == "move" { return .move }
        if field.text == "cubic" { return .cubic(startVelocity: nil, endVelocity: nil) }
        if case .mapping(let mapping) = field.node, mapping.count == 1, mapping.first?.0.string == "cubic",
           let keyed = self.mapping(field, allowed: ["cubic"]), let inner = keyed["cubic"] {
            // `{ cubic: { startVelocity: 0, endVelocity: -40 } }`: units per second, either or both.
            if inner.isNull { return .cubic(startVelocity: nil, endVelocity: nil) }
            guard let velocities = self.mapping(inner, allowed: ["startVelocity", "endVelocity"]) else { return nil }
            let limit = Limit.magnitude(atMost: Limits.maximumKeyframeVelocity)
            let start = velocities["startVelocity"].map { number($0, "startVelocity", in: limit) }
            let end = velocities["endVelocity"].map { number($0, "endVelocity", in: limit) }
            if start == .some(nil) || end == .some(nil) { return nil }
            return .cubic(startVelocity: start ?? nil, endVelocity: end ?? nil)
        }
        if case .scalar = field.node, let text = field.text,
           let curve = Self.keyframeCurves.first(where: { $0.key == text })?.value {
            return .curve(curve)
        }
        if case .mapping(let mapping) = field.node {
            for (keyNode, value) in mapping {
                guard let key = keyNode.string else { continue }
                let message: String?
                switch key {
                case "delay", "speed", "stagger":
                    message = "a keyframe's timing comes from its time: '\(key)' does not apply here"
                case "duration":
                    message = "a curve keyframe runs from the previous keyframe's time to its own; drop 'duration'"
                case _ where Self.keyframeCurves.contains(where: { $0.key == key })
                    && !Field(node: value, path: "").isNull:
                    message = "a curve keyframe runs from the previous keyframe's time to its own; "
                        + "write just '\(key)' without a duration"
                default:
                    message = nil
                }
                if let message {
                    report(.invalidValue(path: field.path, message: message), at: keyNode)
                    return nil
                }
            }
        }
        guard let animation = decodeAnimation(field) else { return nil }
        switch animation.timing {
        case .curve(let curve, _): return .curve(curve)
        case .fluidSpring(let spring), .analyticSpring(let spring, _): return .spring(spring)
        case .interpolatingSpring(let oscillator):
            // SwiftUI's `Spring(mass:stiffness:damping:)` is the same oscillator by its response and damping ratio.
            return .spring(Spring(response: 2 * .pi / oscillator.naturalFrequency, dampingFraction: oscillator.dampingRatio))
        case .keyframes: return nil
        }
    }
}
