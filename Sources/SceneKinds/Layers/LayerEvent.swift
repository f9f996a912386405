import Foundation
import Motion
import Scene

/// A moment of a layers scene's timeline: a state change, or a layer's keyframes.
public enum LayerEvent: Sendable, Hashable {
    case change(LayerChange)
    case keyframes(LayerKeyframes)
    /// A layer inserted or removed with a transition, as SwiftUI's `if show { … }` does.
    case presence(LayerPresence)

    /// Seconds from the start.
    public var at: Double {
        switch self {
        case .change(let change): change.at
        case .keyframes(let keyframes): keyframes.at
        case .presence(let presence): presence.at
        }
    }
}

/// New target values for some layers' properties, reached with one animation — SwiftUI's
/// `withAnimation { … }` around a state change.
///
/// Each property retargets with SwiftUI's rules: a spring merges with what is running (from its
/// value, velocity and force), a curve adds its change on top. A staggered animation delays the
/// layers in the order ``targets`` lists them (index 0, 1, 2 …).
public struct LayerChange: Sendable, Hashable {
    public var at: Double
    public var targets: [LayerTarget]
    /// Nil changes the values at once, as a change outside `withAnimation` does.
    public var animation: Animation?

    public init(at: Double, targets: [LayerTarget], animation: Animation?) {
        self.at = at
        self.targets = targets
        self.animation = animation
    }
}

/// The new values for one layer in a ``LayerChange``.
public struct LayerTarget: Sendable, Hashable {
    /// The layer's ``LayerSpec/id``.
    public var layer: String
    public var values: [LayerPropertyValue]

    public init(layer: String, values: [LayerPropertyValue]) {
        self.layer = layer
        self.values = values
    }
}

/// A layer inserted into, or removed from, the scene with a transition — SwiftUI's view shown by
/// `if show { V().transition(T) }` when `show` changes.
///
/// An insertion starts the layer at the transition's insertion effects (its *active* state: faded,
/// moved by its own size, scaled …) and animates it to its values; a removal animates it to the
/// removal effects and takes it out of the scene when that animation ends. The effects apply to
/// the layer's values as SwiftUI's modifiers do: opacity multiplies, offsets and rotation add,
/// scale multiplies, blur adds.
public struct LayerPresence: Sendable, Hashable {
    public var at: Double
    public var layer: String
    public var inserted: Bool
    public var effects: [TransitionEffect]
    /// Nil: at once, as a change outside any animation.
    public var animation: Animation?
    /// The animations the transition attaches to some of its properties (SwiftUI's
    /// `.animation(_:)` on a transition), which drive them whatever the change's animation is.
    public var tracks: [TransitionTrack: Animation]
    /// What the transition stands for, when it is the closest film of a motion the system draws
    /// (`note: "the closest film of SwiftUI's .numericText() content transition"`): the spec's event says it.
    public var note: String?

    public init(at: Double, layer: String, inserted: Bool, effects: [TransitionEffect], animation: Animation?,
                tracks: [TransitionTrack: Animation] = [:], note: String? = nil) {
        self.note = note
        self.at = at
        self.layer = layer
        self.inserted = inserted
        self.effects = effects
        self.animation = animation
        self.tracks = tracks
    }
}
