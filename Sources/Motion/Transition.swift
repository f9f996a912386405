import Foundation

/// An edge of a view's frame, in a left-to-right layout.
public enum Edge: String, Sendable, Hashable, CaseIterable {
    case leading, trailing, top, bottom

    /// The edge across from this one.
    public var opposite: Edge {
        switch self {
        case .leading: .trailing
        case .trailing: .leading
        case .top: .bottom
        case .bottom: .top
        }
    }
}

/// Whether a change moves to a higher index (forward) or a lower one (backward).
public enum Direction: Sendable, Hashable {
    case forward, backward

    /// The direction of a change from `previous` to `selected`, decided from that change alone.
    public init(from previous: Int, to selected: Int) {
        self = selected > previous ? .forward : .backward
    }
}

/// One visual effect of a transition: the state a view is inserted from or removed to.
public enum TransitionEffect: Sendable, Hashable {
    /// `move(edge:)`, offsetting the view by its own frame's size; `nil` is `auto`, which follows
    /// the direction: trailing on forward insertion and backward removal, leading otherwise.
    case move(Edge?)
    /// `opacity`: fully transparent.
    case opacity
}

/// The animatable properties of a view that transitions modify.
public struct TransitionValues: Sendable, Hashable {
    public var offsetX: Double
    public var offsetY: Double
    public var opacity: Double

    public init(offsetX: Double = 0, offsetY: Double = 0, opacity: Double = 1) {
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.opacity = opacity
    }

    /// The values of a view at rest, on screen.
    public static let identity = TransitionValues()
}

/// SwiftUI's `.transition(.asymmetric(insertion:removal:))`: each side a combination of effects.
public struct Transition: Sendable, Hashable {
    public var insertion: [TransitionEffect]
    public var removal: [TransitionEffect]

    public init(insertion: [TransitionEffect], removal: [TransitionEffect]) {
        self.insertion = insertion
        self.removal = removal
    }

    /// The tab transition of the source design: move (auto) and fade, both ways.
    public static let slideAndFade = Transition(insertion: [.move(nil), .opacity], removal: [.move(nil), .opacity])

    /// The values a view is inserted from, for a frame of `width` × `height` points.
    public func insertionValues(_ direction: Direction, width: Double, height: Double) -> TransitionValues {
        Self.values(insertion, edgeForAuto: direction == .forward ? .trailing : .leading, width: width, height: height)
    }

    /// The values a view is removed to, for a frame of `width` × `height` points.
    public func removalValues(_ direction: Direction, width: Double, height: Double) -> TransitionValues {
        Self.values(removal, edgeForAuto: direction == .forward ? .leading : .trailing, width: width, height: height)
    }

    private static func values(_ effects: [TransitionEffect], edgeForAuto: Edge,
                               width: Double, height: Double) -> TransitionValues {
        var v = TransitionValues.identity
        for effect in effects {
            switch effect {
            case .opacity:
                v.opacity = 0
            case .move(let edge):
                switch edge ?? edgeForAuto {
                case .leading: v.offsetX -= width
                case .trailing: v.offsetX += width
                case .top: v.offsetY -= height
                case .bottom: v.offsetY += height
                }
            }
        }
        return v
    }
}
