import Foundation
import Motion
import Scene
import SpecModel

/// Free layers' spec: each change and keyframe event, and the animations they run.
extension LayersScene: DescribedSceneKind {
    package func specDescription(in scene: MotionScene) -> (events: [SpecEvent], transitions: [SpecTransition]) {
        func params(_ animation: Animation, distance: Double? = nil) -> AnimationParameters {
            SceneDescription.parameters(animation, in: scene, distance: distance)
        }
        var events: [SpecEvent] = []
        var transitions: [SpecTransition] = []
        // What each layer is just before a change: where its properties move from.
        let filmed = timeline(canvas: scene.canvas, hold: scene.hold, reduceMotion: scene.reduceMotion) as? LayersTimeline
        let layers = allLayers
        // Each transition is named by its timeline entry too, so a diff finds the `swift:` link of
        // `timeline[i].animation` that gave it and quotes the Swift.
        for (index, event) in self.events.enumerated() {
            let entry = "timeline[\(index)]: "
            switch event {
            case .change(let change):
                let what = change.targets.map { target in
                    target.values.map { "\(target.layer).\($0.property.rawValue) → \($0.value.specText)" }
                        .joined(separator: ", ")
                }.joined(separator: "; ")
                events.append(SpecEvent(time: change.at, action: "change",
                                        description: what + (change.animation == nil ? " (instantly)" : "")))
                if let animation = change.animation {
                    var transition = SpecTransition(name: entry + "change at \(AnimationParameters.literal(change.at)) s",
                                                    animations: [SpecAnimation(role: what, animation: params(animation))])
                    transition.changes = change.targets.flatMap { target in
                        let index = layers.firstIndex { $0.id == target.layer }
                        let before = index.flatMap { filmed?.properties(of: $0, at: change.at) }
                        // A drawing order has its new value at the change's own time: its old one is just before.
                        let beforeInstant = index.flatMap { filmed?.properties(of: $0, at: change.at.nextDown) }
                        func moved(_ property: LayerProperty, to value: LayerValue) -> PropertyChange {
                            let old = property == .z ? beforeInstant : before
                            var change = PropertyChange(layer: target.layer, property: property.rawValue,
                                                        from: (old.map(property.value(in:)) ?? value).specValue,
                                                        to: value.specValue, css: property.css,
                                                        compose: property.compose, flutter: property.flutter)
                            change.isInstant = property == .z
                            return change
                        }
                        var moves = target.values.map { moved($0.property, to: $0.value) }
                        // CSS sets some properties together in one declaration (both offsets in
                        // `translate`, blur and hue rotation in `filter`, the two scale factors in
                        // `transform`): the ones that stay are written where they are — a part of
                        // a list at its initial value only when it has an axis (translate's
                        // offsets, transform's two scale factors), since a list leaves a missing
                        // function out.
                        guard let before else { return moves }
                        let shared = Set(target.values.compactMap { $0.property.css?.name })
                        for still in LayerProperty.allCases where !target.values.contains(where: { $0.property == still }) {
                            guard let css = still.css, shared.contains(css.name) else { continue }
                            let value = still.value(in: before)
                            if css.axis != nil || value != .number(still.visualProperty?.layer?.initial ?? .nan) {
                                moves.append(moved(still, to: value))
                            }
                        }
                        return moves
                    }
                    transitions.append(transition)
                }
            case .presence(let presence):
                let verb = presence.inserted ? "insert" : "remove"
                let effects = presence.effects.map(\.specText).joined(separator: ", ")
                let what = "\(verb) \(presence.layer) with [\(effects)]"
                events.append(SpecEvent(time: presence.at, action: verb,
                                        description: what + (presence.animation == nil ? " (instantly)" : "")
                                            + (presence.note.map { " — \($0)" } ?? "")))
                if let animation = presence.animation {
                    let name = entry + "\(verb) at \(AnimationParameters.literal(presence.at)) s"
                    // The layer's own transition, as a page's: its moves are shares of the layer's frame.
                    let frame = layers.firstIndex { $0.id == presence.layer }
                        .flatMap { filmed?.properties(of: $0, at: presence.at) }.map(\.frame)
                    let side = PlatformTransition(presence.inserted ? .insertion : .removal,
                                                  of: Transition(insertion: presence.effects, removal: presence.effects,
                                                                 tracks: presence.tracks),
                                                  animation: animation, name: name, width: frame?.width ?? scene.canvas.size.width,
                                                  height: frame?.height ?? scene.canvas.size.height, fps: scene.canvas.fps)
                    transitions.append(SpecTransition(name: name, animations: [SpecAnimation(role: what, animation: params(animation))],
                                                      platforms: [side]))
                }
            case .keyframes(let keyframes):
                let tracks = keyframes.tracks.map { "\($0.property.rawValue) (\($0.keyframes.count) keyframes)" }
                events.append(SpecEvent(time: keyframes.at, action: "keyframes",
                                        description: "keyframes for \(keyframes.layer): " + tracks.joined(separator: ", ")
                                            + (keyframes.note.map { " — \($0)" } ?? "")))
                var animations: [SpecAnimation] = []
                for track in keyframes.tracks {
                    for (i, keyframe) in track.keyframes.enumerated() {
                        // A spring keyframe is SwiftUI's closed-form `Spring`.
                        if case .spring(let spring) = keyframe.motion {
                            animations.append(SpecAnimation(role: "\(keyframes.layer).\(track.property.rawValue) keyframe \(i + 1)",
                                                            animation: params(Animation(.analyticSpring(spring, initialVelocity: 0)))))
                        }
                    }
                }
                var transition = SpecTransition(name: entry + "keyframes at \(AnimationParameters.literal(keyframes.at)) s",
                                                animations: animations)
                // Each track of one number in the platforms' words, from the value it starts at.
                let before = layers.firstIndex { $0.id == keyframes.layer }.flatMap { filmed?.properties(of: $0, at: keyframes.at) }
                for track in keyframes.tracks where track.property.channels.count == 1 {
                    guard let before, case .number(let initial) = track.property.value(in: before),
                          let channel = track.channelKeyframes().first else { continue }
                    // A first move after a wait holds the value until then.
                    let hold: [Keyframe] = track.delay > 0 ? [.linear(to: initial, duration: track.delay, curve: .linear)] : []
                    transition.keyframes.append(PlatformKeyframes(layer: keyframes.layer, property: track.property.rawValue,
                                                                  css: track.property.css, initial: initial,
                                                                  keyframes: hold + channel, fps: scene.canvas.fps))
                }
                if !transition.animations.isEmpty || !transition.keyframes.isEmpty { transitions.append(transition) }
            }
        }
        return (events, transitions)
    }
}

extension LayerValue {
    /// The value as a spec's platform files write it.
    var specValue: PropertyChange.Value {
        switch self {
        case .number(let x): .number(x)
        case .color(let c): .color(c)
        }
    }

    /// A number as code writes it, a colour as `#RRGGBBAA`.
    var specText: String {
        switch self {
        case .number(let x): AnimationParameters.literal(x)
        case .color(let c):
            "#" + [c.red, c.green, c.blue, c.alpha].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
        }
    }
}

extension TransitionEffect {
    /// The effect as the spec names it: `move bottom`, `opacity`, `scale 0.8`.
    var specText: String {
        switch self {
        case .move(let edge): "move \(edge?.rawValue ?? "auto")"
        case .push(let edge): "push \(edge?.rawValue ?? "auto")"
        case .opacity: "opacity"
        case .fade(let x): "fade \(AnimationParameters.literal(x))"
        case .offset(let x, let y): "offset \(AnimationParameters.literal(x)) \(AnimationParameters.literal(y))"
        case .scale(let s, _): "scale \(AnimationParameters.literal(s))"
        case .blur(let r): "blur \(AnimationParameters.literal(r))"
        case .rotation(let d, _): "rotation \(AnimationParameters.literal(d))"
        case .mask: "mask"
        case .identity: "identity"
        }
    }
}
