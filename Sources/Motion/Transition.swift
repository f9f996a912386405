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

/// The animatable properties of a view that transitions modify.
public struct TransitionValues: Sendable, Hashable {
    public var offsetX: Double
    public var offsetY: Double
    public var opacity: Double
    public var scale: Double
    /// Not animated: the point a scale or rotation effect works about.
    public var anchor: UnitPoint
    /// Degrees, clockwise on screen, about ``anchor``.
    public var rotation: Double
    /// Gaussian blur radius in points.
    public var blur: Double
    /// The mask's inset from the frame's left and right edges, and from its top and bottom, in points.
    public var maskInsetX: Double
    public var maskInsetY: Double
    public var maskCornerRadius: Double

    public init(offsetX: Double = 0, offsetY: Double = 0, opacity: Double = 1, scale: Double = 1,
                anchor: UnitPoint = .center, blur: Double = 0, maskInsetX: Double = 0, maskInsetY: Double = 0,
                maskCornerRadius: Double = 0, rotation: Double = 0) {
        self.rotation = rotation
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.opacity = opacity
        self.scale = scale
        self.anchor = anchor
        self.blur = blur
        self.maskInsetX = maskInsetX
        self.maskInsetY = maskInsetY
        self.maskCornerRadius = maskCornerRadius
    }

    /// The values of a view at rest, on screen.
    public static let identity = TransitionValues()

    /// Each animatable property with the track that drives it, for animating them one by one.
    public static var animatable: [(WritableKeyPath<TransitionValues, Double>, TransitionTrack)] { [
        (\.offsetX, .position), (\.offsetY, .position), (\.opacity, .opacity), (\.scale, .scale),
        (\.blur, .blur), (\.maskInsetX, .mask), (\.maskInsetY, .mask), (\.maskCornerRadius, .mask),
        (\.rotation, .rotation),
    ] }
}

/// SwiftUI's `.transition(.asymmetric(insertion:removal:))` — each side a combination of effects —
/// with LMTabStack's tracks: an animation per group of properties.
public struct Transition: Sendable, Hashable {
    public var insertion: [TransitionEffect]
    public var removal: [TransitionEffect]
    /// Animations for some tracks; the others use the scene's animation.
    public var tracks: [TransitionTrack: Animation]

    public init(insertion: [TransitionEffect], removal: [TransitionEffect], tracks: [TransitionTrack: Animation] = [:]) {
        self.insertion = insertion
        self.removal = removal
        self.tracks = tracks
    }

    /// The tab transition of the source design: move (auto) and fade, both ways.
    public static let slideAndFade = Transition(insertion: [.move(nil), .opacity], removal: [.move(nil), .opacity])

    /// The animation that drives `track`: its own, or `fallback`.
    public func animation(for track: TransitionTrack, default fallback: Animation) -> Animation {
        tracks[track] ?? fallback
    }

    /// The values a view is inserted from, for a frame of `width` × `height` points.
    public func insertionValues(_ direction: Direction, width: Double, height: Double) -> TransitionValues {
        Self.values(insertion, edgeForAuto: direction == .forward ? .trailing : .leading, removal: false,
                    width: width, height: height)
    }

    /// The values a view is removed to, for a frame of `width` × `height` points.
    public func removalValues(_ direction: Direction, width: Double, height: Double) -> TransitionValues {
        Self.values(removal, edgeForAuto: direction == .forward ? .leading : .trailing, removal: true,
                    width: width, height: height)
    }

    /// The variant Apple's accessibility guidelines ask for when Reduce Motion is on: movement,
    /// scale, rotation, blur and masks become a cross-fade with the same timing; a fade alone is kept.
    public func reducingMotion() -> Transition {
        func reduced(_ effects: [TransitionEffect]) -> [TransitionEffect] {
            let changes = effects.filter { $0 != .identity }
            // A partial fade is already what Reduce Motion asks for: it stays as it is.
            if changes.allSatisfy({ if case .fade = $0 { true } else { false } }) { return changes }
            return [.opacity]
        }
        let effects = insertion + removal
        let fadeTiming: Animation?
        if effects.contains(where: { $0.tracks.contains(.opacity) }) {
            fadeTiming = tracks[.opacity]            // a fade was there already: its timing stays
        } else {
            // The fade takes the timing of the motion it replaces.
            fadeTiming = effects.flatMap(\.tracks).lazy.compactMap { self.tracks[$0] }.first
        }
        return Transition(insertion: reduced(insertion), removal: reduced(removal),
                          tracks: fadeTiming.map { [.opacity: $0] } ?? [:])
    }

    private static func values(_ effects: [TransitionEffect], edgeForAuto: Edge, removal: Bool,
                               width: Double, height: Double) -> TransitionValues {
        var v = TransitionValues.identity
        func move(_ edge: Edge) {
            switch edge {
            case .leading: v.offsetX -= width
            case .trailing: v.offsetX += width
            case .top: v.offsetY -= height
            case .bottom: v.offsetY += height
            }
        }
        for effect in effects {
            switch effect {
            case .identity:
                break
            case .opacity:
                v.opacity = 0
            case .fade(let opacity):
                v.opacity *= opacity
            case .move(let edge):
                move(edge ?? edgeForAuto)
            case .push(let edge):
                // push(from: e) inserts from e and removes towards the opposite edge; `auto`
                // already resolves to the right edge for each side.
                if let edge { move(removal ? edge.opposite : edge) } else { move(edgeForAuto) }
                v.opacity = 0
            case .offset(let x, let y):
                v.offsetX += x
                v.offsetY += y
            case .scale(let value, let anchor):
                v.scale *= value
                v.anchor = anchor
            case .blur(let radius):
                v.blur = max(v.blur, radius)
            case .rotation(let degrees, let anchor):
                v.rotation += degrees
                v.anchor = anchor
            case .mask(let mask):
                switch mask.shape {
                case .size(let w, let h):
                    v.maskInsetX = max(v.maskInsetX, (width - w) / 2)
                    v.maskInsetY = max(v.maskInsetY, (height - h) / 2)
                case .inset(let d):
                    v.maskInsetX = max(v.maskInsetX, d)
                    v.maskInsetY = max(v.maskInsetY, d)
                }
                v.maskCornerRadius = max(v.maskCornerRadius, mask.cornerRadius)
            }
        }
        return v
    }
}
