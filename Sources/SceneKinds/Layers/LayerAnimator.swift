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

    init(_ spec: LayerSpec) {
        self.spec = spec
        channels = LayerChannel.allCases.map { AnimatedValue($0.value(in: spec.properties)) }
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
            let instant = reduceMotion && target.channel.isMotion
            channels[target.channel.rawValue].set(target.value, at: time, animation: instant ? nil : animation,
                                                  clock: clock)
        }
    }

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
        var state = LayerState(id: spec.id, content: spec.content(p), frame: p.frame, zIndex: spec.z, anchor: spec.anchor,
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
