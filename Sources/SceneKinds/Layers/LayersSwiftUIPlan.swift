import Foundation
import Motion
import Scene
import SpecModel

/// What the generated SwiftUI view of a layers scene declares: a Swift name for each layer, the
/// `@State` each change event needs, and the keyframe values each `KeyframeAnimator` animates.
///
/// A property no event touches is written as its literal value, so the view shows exactly the
/// state the preset animates and nothing more.
struct LayersSwiftUIPlan {
    let scene: LayersScene
    /// Layer id → a Swift identifier unique in the view (`card`, `card2` …).
    let names: [String: String]
    /// Per layer id, the properties some change event sets (each an `@State`).
    let changed: [String: [LayerProperty]]
    /// Per layer id, the properties some keyframe track animates, and its keyframe events in order.
    let keyframed: [String: [LayerProperty]]
    let keyframeRuns: [String: [LayerKeyframes]]

    init(_ scene: LayersScene) {
        self.scene = scene
        var names: [String: String] = [:]
        var used = Set<String>()
        for layer in scene.allLayers where names[layer.id] == nil {
            let base = SwiftUICode.identifier(layer.id)
            var name = base
            var n = 2
            while used.contains(name) { name = base + String(n); n += 1 }
            used.insert(name)
            names[layer.id] = name
        }
        self.names = names
        var changed: [String: [LayerProperty]] = [:]
        var keyframed: [String: [LayerProperty]] = [:]
        var runs: [String: [LayerKeyframes]] = [:]
        for event in scene.events {
            switch event {
            case .change(let change):
                for target in change.targets {
                    for value in target.values where !(changed[target.layer] ?? []).contains(value.property) {
                        changed[target.layer, default: []].append(value.property)
                    }
                }
            case .presence:
                // Not generated yet: the code says so where the event happens (LayersSwiftUICode).
                break
            case .keyframes(let keyframes):
                runs[keyframes.layer, default: []].append(keyframes)
                for track in keyframes.tracks where !(keyframed[keyframes.layer] ?? []).contains(track.property) {
                    keyframed[keyframes.layer, default: []].append(track.property)
                }
            }
        }
        self.changed = changed
        self.keyframed = keyframed
        keyframeRuns = runs
    }

    /// The layer's Swift identifier.
    func name(_ id: String) -> String { names[id] ?? SwiftUICode.identifier(id) }

    /// `cardOffsetX`: the `@State` holding `property` of layer `id`.
    func stateName(_ id: String, _ property: LayerProperty) -> String {
        name(id) + property.swiftName.prefix(1).uppercased() + property.swiftName.dropFirst()
    }

    /// `CardKeyframes`: the value type of the layer's `KeyframeAnimator`.
    func keyframeType(_ id: String) -> String { SwiftUICode.typeName(name(id)) + "Keyframes" }

    /// `cardKeyframeRun`: the `@State` that starts the layer's keyframes (1 for its first run …).
    func keyframeTrigger(_ id: String) -> String { name(id) + "KeyframeRun" }

    /// `cardValue`: the keyframe value inside the layer's `KeyframeAnimator`.
    func keyframeValue(_ id: String) -> String { name(id) + "Value" }

    /// Whether `property` of `layer` changes at all (so it must be written even at its identity).
    func animates(_ layer: LayerSpec, _ property: LayerProperty) -> Bool {
        (changed[layer.id] ?? []).contains(property) || (keyframed[layer.id] ?? []).contains(property)
    }

    /// `property` of `layer` as the view reads it: the keyframe value, the `@State`, or a literal.
    func expression(_ layer: LayerSpec, _ property: LayerProperty) -> String {
        if (keyframed[layer.id] ?? []).contains(property) {
            let value = "\(keyframeValue(layer.id)).\(property.swiftName)"
            return property.isColor ? "Color(\(value))" : value
        }
        if (changed[layer.id] ?? []).contains(property) { return stateName(layer.id, property) }
        return Self.literal(layer.properties, property)
    }

    /// The initial value of `property` in `p` as Swift: `24`, `Color(red: 1, green: 0, blue: 0)`.
    static func literal(_ p: LayerProperties, _ property: LayerProperty) -> String {
        switch property {
        case .fill, .color: return p.color.swiftUI
        default: return NumberText.literal(number(p, property))
        }
    }

    /// The numeric value of `property` in `p` (0 for the colours): its one channel's value, as the
    /// animator reads it.
    static func number(_ p: LayerProperties, _ property: LayerProperty) -> Double {
        property.isColor ? 0 : property.channels[0].value(in: p)
    }

    /// `value` as Swift for a property of its kind: a number, or a colour.
    static func literal(_ value: LayerValue) -> String {
        switch value {
        case .number(let x): NumberText.literal(x)
        case .color(let c): c.swiftUI
        }
    }
}
