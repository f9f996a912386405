import Foundation
import Motion
import Scene

/// The layers scene over time: every event becomes changes of layer properties at absolute
/// times, applied in time order with SwiftUI's retargeting rules.
///
/// A ``LayerChange`` changes its layers at its time; a keyframe track becomes one keyframe
/// animation per channel, from the event's time (see ``LayerTrack``). Changes of one property at the same time apply in the order
/// written. The first frame shows the layers as listed; an event at 0 animates from there.
///
/// Under Reduce Motion, changes of position, size, offset, scale, blur, corner radius and mask
/// happen at once and the layer cross-fades from a picture of how it was, with the change's
/// animation (a layer fading out to 0 in the same change just fades out where it was); opacity
/// and colours animate as written. A keyframe track of such a property
/// becomes one cross-fade to its last value, `easeInOut` over the track's length.
public struct LayersTimeline: Timeline {
    public let canvas: Canvas
    public let scene: LayersScene
    public let settleTime: Double
    public let frameCount: Int
    /// One per layer of the tree, indexed as ``LayersScene/allLayers``.
    let animators: [LayerAnimator]
    /// The top-level layers' indices back to front: by ``LayerSpec/z``, then list order.
    let drawingOrder: [Int]
    /// Each group's children's indices back to front (empty for a layer that is not a group).
    let children: [[Int]]
    /// Whether an event changes some layer's `z`, so siblings are put in order again each frame.
    let reorders: Bool

    /// A change of one layer's channels, at an absolute time.
    struct Operation: Sendable {
        var time: Double
        var layer: Int
        var targets: [LayerAnimator.Target]
        var animation: Animation?
        /// An insertion or removal instead of targets.
        var presence: LayerPresence?
    }

    public init(_ scene: LayersScene, canvas: Canvas, hold: Double, reduceMotion: Bool) {
        self.canvas = canvas
        self.scene = scene
        let clock = SampleClock(rate: Double(canvas.fps))
        let all = scene.allLayers
        var animators = all.map(LayerAnimator.init)
        let operations = Self.operations(scene, reduceMotion: reduceMotion)
        for operation in operations {
            if let presence = operation.presence {
                animators[operation.layer].transition(presence, clock: clock, reduceMotion: reduceMotion)
            } else {
                animators[operation.layer].apply(operation.targets, at: operation.time, animation: operation.animation,
                                                 clock: clock, reduceMotion: reduceMotion)
            }
        }
        self.animators = animators
        reorders = animators.contains { $0.reorders }
        (drawingOrder, children) = Self.tree(scene.layers, count: all.count)
        let settle = max(animators.map(\.settleTime).max() ?? 0, operations.map(\.time).max() ?? 0)
        settleTime = settle
        frameCount = Self.frameCount(settle: settle, hold: hold, fps: canvas.fps)
    }

    /// The property values of layer `index` (of ``LayersScene/allLayers``) at `time`: just before
    /// a change made then, since its animations start from there.
    func properties(of index: Int, at time: Double) -> LayerProperties? {
        animators.indices.contains(index) ? animators[index].properties(at: time) : nil
    }

    public func state(at time: Double) -> FrameState {
        FrameState(index: Self.frameIndex(at: time, fps: canvas.fps), time: time,
                   layers: states(drawingOrder, at: time, inheritedOpacity: 1))
    }

    /// The layers `indices` (siblings, back to front) at `time`, each after its Reduce Motion
    /// ghosts, with their groups' children filled in.
    ///
    /// A group's opacity multiplies into its children, as SwiftUI's `.opacity` on a container
    /// does, and the group's picture is then drawn at full opacity; a `compositingGroup` keeps its
    /// opacity and fades the flattened picture instead.
    func states(_ indices: [Int], at time: Double, inheritedOpacity: Double) -> [LayerState] {
        var present = indices.filter { animators[$0].isPresent(at: time) }
        if reorders {
            // An event changed a drawing order: siblings by their order now, then as drawn at the start.
            present = present.enumerated().sorted { (animators[$0.element].z(at: time), $0.offset)
                < (animators[$1.element].z(at: time), $1.offset) }.map(\.element)
        }
        return present.flatMap { index in
            let ghosts = animators[index].ghostStates(at: time).map { ghost in
                completed(ghost.state, index, at: ghost.from, inheritedOpacity: inheritedOpacity)
            }
            return ghosts + [completed(animators[index].state(at: time), index, at: time, inheritedOpacity: inheritedOpacity)]
        }
    }

    /// `state` of layer `index` with the inherited opacity applied and, for a group, its children
    /// as they are at `time`.
    private func completed(_ state: LayerState, _ index: Int, at time: Double, inheritedOpacity: Double) -> LayerState {
        var state = state
        state.opacity *= inheritedOpacity
        guard case .group(_, let compositing) = animators[index].spec.kind else { return state }
        let passed = compositing ? 1 : state.opacity
        state.content = .group(passed > 0 ? states(children[index], at: time, inheritedOpacity: passed) : [])
        if !compositing { state.opacity = passed > 0 ? 1 : 0 }
        return state
    }

    /// The drawing order of the top-level `layers` and of each group's children, by
    /// ``LayerSpec/z`` and then list order, in indices of ``LayersScene/allLayers`` (`count` of them).
    static func tree(_ layers: [LayerSpec], count: Int) -> (top: [Int], children: [[Int]]) {
        var children = Array(repeating: [Int](), count: count)
        var next = 0
        // Walks the tree in the order allLayers lists it, so each layer's index is its place there.
        func visit(_ list: [LayerSpec]) -> [Int] {
            var placed: [(z: Double, index: Int)] = []
            for layer in list {
                let index = next
                next += 1
                placed.append((layer.z, index))
                if case .group(let members, _) = layer.kind { children[index] = visit(members) }
            }
            return placed.sorted { ($0.z, $0.index) < ($1.z, $1.index) }.map(\.index)
        }
        let top = visit(layers)
        return (top, children)
    }

    /// Every event's changes, sorted by time; changes at the same time keep the order written.
    static func operations(_ scene: LayersScene, reduceMotion: Bool) -> [Operation] {
        // Each id's place in allLayers, found once rather than by walking the tree per target.
        var indices: [String: Int] = [:]
        for (index, layer) in scene.allLayers.enumerated() where indices[layer.id] == nil { indices[layer.id] = index }
        var operations: [Operation] = []
        for event in scene.events {
            switch event {
            case .change(let change):
                for (position, target) in change.targets.enumerated() {
                    guard let layer = indices[target.layer] else { continue }
                    let element = ElementPosition(index: position, row: 0, column: position)
                    operations.append(Operation(time: change.at, layer: layer,
                                                targets: target.values.flatMap(Self.targets),
                                                animation: change.animation?.forElement(element)))
                }
            case .presence(let presence):
                guard let layer = indices[presence.layer] else { continue }
                operations.append(Operation(time: presence.at, layer: layer, targets: [], animation: presence.animation,
                                            presence: presence))
            case .keyframes(let keyframes):
                guard let layer = indices[keyframes.layer] else { continue }
                let reduced = reduceMotion ? keyframes.tracks.filter(\.property.isMotion) : []
                // Each channel runs its track as one keyframe animation, ending at the last keyframe's value.
                for track in keyframes.tracks where !reduced.contains(track) {
                    guard let last = track.keyframes.last else { continue }
                    let ends = Self.targets(LayerPropertyValue(track.property, last.value))
                    for (end, channel) in zip(ends, track.channelKeyframes()) {
                        operations.append(Operation(time: keyframes.at, layer: layer, targets: [end],
                                                    animation: Animation(.keyframes(channel), delay: track.delay)))
                    }
                }
                // Reduce Motion: the motion tracks' last values, in one cross-fade over the longest.
                let ends = reduced.compactMap { track in
                    track.keyframes.last.map { LayerPropertyValue(track.property, $0.value) }
                }
                if !ends.isEmpty {
                    let length = reduced.map(\.duration).max() ?? 0
                    operations.append(Operation(time: keyframes.at, layer: layer, targets: ends.flatMap(Self.targets),
                                                animation: length > 0 ? .curve(.easeInOut, duration: length) : nil))
                }
            }
        }
        return operations.enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }

    private static func targets(_ change: LayerPropertyValue) -> [LayerAnimator.Target] {
        zip(change.property.channels, change.value.channelValues(for: change.property)).map {
            LayerAnimator.Target(channel: $0, value: $1)
        }
    }
}
