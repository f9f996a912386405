import Foundation
import Motion
import Preset
import Scene
import Yams

/// Timeline events that insert or remove a layer with a transition:
///
/// ```yaml
/// layers:
///   - { id: banner, roundedRect: { fill: "#5856D6", cornerRadius: 16 }, frame: [35, 40, 320, 64], present: false }
/// timeline:
///   - { at: 0.3, insert: banner, transition: [ { move: top }, opacity ], animation: snappy }
///   - { at: 1.5, remove: banner, transition: { swift: Banner.swift, line: 18 }, animation: { easeOut: 0.25 } }
/// ```
///
/// `transition` is `{ insertion: […], removal: […] }` (a side left out is `opacity`, SwiftUI's
/// default) or a `swift:` link evaluated with its bindings (literals): the side the event needs is used. A
/// layer's transition names its edges (`auto` needs a selection's direction, which a layers scene
/// has not), scales and turns about the layer's own `anchor`, and has no mask.
extension DocumentReader {
    static let presenceEventKeys = ["at", "insert", "remove", "transition", "animation", "note"]

    func decodePresenceEvent(_ event: Keyed, layers: [LayerSpec], at: Double,
                             present: inout [String: Bool]) -> LayerEvent? {
        let inserts = event["insert"] != nil
        if inserts, let remove = event.entry("remove") {
            report(.invalidValue(path: event.field.path, message: "an event inserts or removes one layer, not both"),
                   at: remove.keyNode)
            return nil
        }
        guard let layerField = event[inserts ? "insert" : "remove"], let id = string(layerField) else { return nil }
        guard let layer = layers.first(where: { $0.id == id }) else {
            if !layers.isEmpty {
                let ids = layers.map(\.id)
                report(.unknownChoice(path: layerField.path, what: "layer", found: id,
                                      suggestion: Suggestions.closest(to: id, among: ids), choices: ids), at: layerField.node)
            }
            return nil
        }
        let animation = event["animation"].map(decodeAnimation) ?? .some(nil)
        let note = event["note"].flatMap { string($0) }
        if event["note"] != nil, note == nil { return nil }
        let transition = required(event, "transition").flatMap { decodeLayerTransition($0, inserting: inserts, layer: layer) }
        guard let animation, let (effects, tracks) = transition else { return nil }
        if present[id] == inserts {
            invalid(layerField, inserts
                    ? "'\(id)' is in the scene already at \(Limit.format(at)) s; insert a layer that starts with "
                        + "present: false or was removed before"
                    : "'\(id)' is not in the scene at \(Limit.format(at)) s; remove a layer that is present (inserted before, "
                        + "or listed without present: false)")
            return nil
        }
        present[id] = inserts
        if let animation, let field = event["animation"] { record(animation, at: field, start: at, elements: 1) }
        return .presence(LayerPresence(at: at, layer: id, inserted: inserts, effects: effects, animation: animation,
                                       tracks: tracks, note: note))
    }

    /// The effects of the side an event needs, checked against what a layer can show, and the
    /// animations a linked transition attaches to its properties.
    private func decodeLayerTransition(_ field: Field, inserting: Bool,
                                       layer: LayerSpec) -> ([TransitionEffect], [TransitionTrack: Animation])? {
        if let keys = field.node.mapping?.keys.compactMap(\.string) {
            for key in ["animation", "tracks"] where keys.contains(key) {
                invalid(field, "a layer's transition takes its animation from the event: write animation: beside "
                        + "transition, not '\(key)' inside it")
                return nil
            }
        }
        guard let (transition, _) = decodeTransition(field) else { return nil }
        // A side left out is SwiftUI's default transition, a fade — not a tabs scene's default move.
        let written = field.node.mapping?.keys.compactMap(\.string) ?? []
        let side = inserting ? "insertion" : "removal"
        let effects = !written.contains("swift") && !written.contains(side) ? [TransitionEffect.opacity]
            : inserting ? transition.insertion : transition.removal
        for effect in effects {
            let problem: String?
            switch effect {
            case .move(nil), .push(nil):
                problem = "'auto' follows a selection's direction, which a layers scene has not; name the edge "
                    + "(top, bottom, leading, trailing)"
            case .mask:
                problem = "a layer's transition cannot be a mask yet; use opacity, move, offset, scale, blur or rotation"
            case .scale(_, let anchor) where anchor != layer.anchor, .rotation(_, let anchor) where anchor != layer.anchor:
                problem = "this transition scales or turns '\(layer.id)' about (\(Limit.format(anchor.x)), "
                    + "\(Limit.format(anchor.y))); give the layer that anchor: anchor: [\(Limit.format(anchor.x)), "
                    + "\(Limit.format(anchor.y))]"
            default:
                problem = nil
            }
            if let problem {
                invalid(field, problem)
                return nil
            }
        }
        return (effects, transition.tracks)
    }
}
