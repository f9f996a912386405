import Foundation
import Motion
import Scene

/// A moment of a layers scene's timeline: a state change, or a layer's keyframes.
public enum LayerEvent: Sendable, Hashable {
    case change(LayerChange)
    case keyframes(LayerKeyframes)

    /// Seconds from the start.
    public var at: Double {
        switch self {
        case .change(let change): change.at
        case .keyframes(let keyframes): keyframes.at
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
