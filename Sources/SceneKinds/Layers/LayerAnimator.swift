import Foundation
import Motion
import Scene

/// One free layer's values over time: an ``Motion/AnimatedValue`` per ``LayerChannel``, and
/// under Reduce Motion the cross-fades that replace its movement.
struct LayerAnimator: Sendable {
    /// Reduce Motion's picture of the layer as it was when a change replaced its motion, fading out
    /// while the layer, already in its new place, fades in.
    struct Ghost: Sendable {
        var state: LayerState
        var fade: AnimatedValue
        var from: Double

        func isVisible(at time: Double) -> Bool { time >= from && time < fade.settleTime }
    }

    /// A channel and the value a change sets it to.
    struct Target: Sendable, Hashable {
        var channel: LayerChannel
        var value: Double
    }

    let spec: LayerSpec
    /// Indexed by ``LayerChannel/rawValue``.
    private(set) var channels: [AnimatedValue]
    /// Reduce Motion: the layer's fade-in after its latest cross-fade (1 when there is none).
    private(set) var crossfade = AnimatedValue(1)
    private(set) var ghosts: [Ghost] = []

    /// When the layer comes into and leaves the scene, in time order (``LayerPresence``).
    private(set) var presence: [(time: Double, present: Bool)] = []
    /// The values a removed layer had before its removal moved it away: what it comes back to.
    private var resting: [Target]?

    init(_ spec: LayerSpec) {
        self.spec = spec
        channels = LayerChannel.allCases.map { AnimatedValue($0.value(in: spec.properties)) }
    }

    /// Whether the layer is in the scene at `time`: a removed layer stays until its removal ends.
    func isPresent(at time: Double) -> Bool {
        presence.last { $0.time <= time }?.present ?? spec.present
    }

    /// Inserts or removes the layer with its transition: an insertion jumps to the transition's
    /// active values and animates to the layer's own; a removal animates to the active values, and
    /// the layer leaves the scene when that animation ends — as SwiftUI keeps a removed view
    /// until its transition finishes.
    mutating func transition(_ change: LayerPresence, clock: SampleClock, reduceMotion: Bool) {
        let identity = resting ?? Self.transitioned.map { Target(channel: $0, value: channels[$0.rawValue].target) }
        let active = Self.active(change.effects, inserting: change.inserted, identity: identity,
                                 size: (channels[LayerChannel.width.rawValue].target, channels[LayerChannel.height.rawValue].target))
        // Each property with the animation the transition attaches to it, else the change's.
        func animate(to targets: [Target]) {
            // The track whose own animation drives a target, nil for the change's: grouped in a fixed order.
            let owned = { (target: Target) in Self.track(of: target.channel).flatMap { change.tracks[$0] == nil ? nil : $0 } }
            for track in [nil] + TransitionTrack.allCases.map(Optional.some) {
                let group = targets.filter { owned($0) == track }
                guard !group.isEmpty else { continue }
                apply(group, at: change.at, animation: track.flatMap { change.tracks[$0] } ?? change.animation, clock: clock,
                      reduceMotion: reduceMotion)
            }
        }
        if change.inserted {
            apply(active, at: change.at, animation: nil, clock: clock, reduceMotion: reduceMotion)
            animate(to: identity)
            resting = nil
            presence.append((change.at, true))
        } else {
            resting = identity
            animate(to: active)
            let end = active.map { channels[$0.channel.rawValue].settleTime }.max() ?? change.at
            presence.append((max(end, change.at), false))
        }
    }

    /// The transition track that drives a channel's effect.
    private static func track(of channel: LayerChannel) -> TransitionTrack? {
        switch channel {
        case .offsetX, .offsetY: .position
        case .opacity: .opacity
        case .scale: .scale
        case .blur: .blur
        case .rotation: .rotation
        default: nil
        }
    }

    /// The channels a transition's effects touch.
    private static let transitioned: [LayerChannel] = [.opacity, .offsetX, .offsetY, .scale, .blur, .rotation]

    /// `identity` with `effects` applied as SwiftUI's modifiers apply them.
    private static func active(_ effects: [TransitionEffect], inserting: Bool, identity: [Target],
                               size: (width: Double, height: Double)) -> [Target] {
        var values = Dictionary(identity.map { ($0.channel, $0.value) }, uniquingKeysWith: { a, _ in a })
        func move(_ edge: Edge) {
            switch edge {
            case .leading: values[.offsetX, default: 0] -= size.width
            case .trailing: values[.offsetX, default: 0] += size.width
            case .top: values[.offsetY, default: 0] -= size.height
            case .bottom: values[.offsetY, default: 0] += size.height
            }
        }
        for effect in effects {
            switch effect {
            case .move(let edge?): move(edge)
            case .push(let edge?):
                // push(from: e): in from e, out towards e's opposite, fading both ways.
                move(inserting ? edge : edge.opposite)
                values[.opacity, default: 1] *= 0
            case .opacity: values[.opacity, default: 1] *= 0
            case .fade(let x): values[.opacity, default: 1] *= x
            case .offset(let x, let y):
                values[.offsetX, default: 0] += x
                values[.offsetY, default: 0] += y
            case .scale(let s, _): values[.scale, default: 1] *= s
            case .blur(let r): values[.blur, default: 0] += r
            case .rotation(let d, _): values[.rotation, default: 0] += d
            case .move(nil), .push(nil), .mask, .identity: break
            }
        }
        return identity.map { Target(channel: $0.channel, value: values[$0.channel] ?? $0.value) }
    }

    /// When the last of the layer's animations, cross-fades included, has ended.
    var settleTime: Double {
        (channels + [crossfade] + ghosts.map(\.fade)).map(\.settleTime).max() ?? 0
    }

    /// Sets the channels of `targets` at `time` with `animation`. Under `reduceMotion` a change
    /// that moves, resizes, scales, blurs or reshapes the layer happens at once, hidden by a
    /// cross-fade with the animation's timing from a frozen picture of the layer as it was.
    mutating func apply(_ targets: [Target], at time: Double, animation: Animation?, clock: SampleClock,
                        reduceMotion: Bool) {
        let movesLayer = targets.contains { $0.channel.isMotion && channels[$0.channel.rawValue].target != $0.value }
        if reduceMotion, movesLayer, let animation {
            var fade = AnimatedValue(1)
            fade.set(0, at: time, animation: animation, clock: clock)
            ghosts.append(Ghost(state: state(at: time), fade: fade, from: time))
            crossfade.set(0, at: time, animation: nil, clock: clock)
            // A layer that is fading out anyway just fades out where it was: no second picture.
            let opacity = targets.last { $0.channel == .opacity }?.value ?? channels[LayerChannel.opacity.rawValue].target
            if opacity > 0 { crossfade.set(1, at: time, animation: animation, clock: clock) }
        } else if reduceMotion, crossfade.target < 1 {
            // Hidden by an earlier fade-out cross-fade: the layer is itself again, at once.
            crossfade.set(1, at: time, animation: nil, clock: clock)
        }
        for target in targets {
            // A drawing order is never interpolated: it changes in the transaction's first frame.
            let instant = (reduceMotion && target.channel.isMotion) || target.channel == .z
            channels[target.channel.rawValue].set(target.value, at: time, animation: instant ? nil : animation,
                                                  clock: clock)
        }
    }

    /// The layer's drawing order at `time`.
    func z(at time: Double) -> Double { channels[LayerChannel.z.rawValue].value(at: time) }

    /// Whether an event changes the layer's drawing order.
    var reorders: Bool { !channels[LayerChannel.z.rawValue].changeTimes.isEmpty }

    /// The layer's property values at `time`.
    func properties(at time: Double) -> LayerProperties {
        var p = LayerChannel.properties(channels.map { $0.value(at: time) })
        let colour: [LayerChannel] = [.red, .green, .blue, .alpha]
        // An unchanged colour is the one written, exactly, not a round trip through linear light.
        if colour.allSatisfy({ channels[$0.rawValue].changeTimes.isEmpty }) { p.color = spec.properties.color }
        return p
    }

    /// The layer as drawn at `time`: every visual property put in by the table's entry, the
    /// opacity then faded by Reduce Motion's cross-fade.
    func state(at time: Double) -> LayerState {
        let p = properties(at: time)
        var state = LayerState(id: spec.id, content: spec.content(p), frame: p.frame, zIndex: p.z, anchor: spec.anchor,
                               rotation3D: spec.rotation3D, mask: p.mask, shadow: spec.shadow)
        for (property, value) in zip(VisualProperty.layerAnimated, p.visual) { property.layer?.write(&state, value) }
        state.opacity *= min(max(crossfade.value(at: time), 0), 1)
        return state
    }

    /// Reduce Motion's fading pictures visible at `time`, oldest first, each with the time it
    /// shows the layer at (a group's children are drawn as they were then).
    func ghostStates(at time: Double) -> [(state: LayerState, from: Double)] {
        ghosts.enumerated().filter { $0.element.isVisible(at: time) }.map { index, ghost in
            var state = ghost.state
            state.id = "\(spec.id).ghost.\(index)"
            state.opacity *= min(max(ghost.fade.value(at: time), 0), 1)
            return (state, ghost.from)
        }
    }
}
