import Foundation
import Motion

/// The `content` a custom `ViewModifier`'s or `Transition`'s body modifies, with the modifiers
/// it applied, in order: what the body leaves the view looking like, to be filmed as transition
/// effects.
public struct ViewValue: Sendable, Hashable {
    /// Whose body it is, for messages: `BlurModifier.body`.
    public var body: String
    public var modifiers: [ViewEffect]

    public init(body: String, modifiers: [ViewEffect] = []) {
        self.body = body
        self.modifiers = modifiers
    }
}

/// One modifier on `content` that MotionReel films, with the value it gives and where it is written.
public struct ViewEffect: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `.opacity(x)`, 0 … 1.
        case opacity(Double)
        /// `.offset(x:y:)`, `.offset(_ size:)`.
        case offset(x: Double, y: Double)
        /// `.scaleEffect(_:anchor:)`, one factor for both axes.
        case scale(Double, anchor: UnitPoint)
        /// `.blur(radius:)`.
        case blur(radius: Double)
        /// `.rotationEffect(_:anchor:)`, in degrees.
        case rotation(Double, anchor: UnitPoint)
        /// `.clipShape(RoundedRectangle(cornerRadius:).inset(by:))`: seen through the frame inset
        /// that many points on every side, with rounded corners.
        case mask(inset: Double, cornerRadius: Double)
    }

    public var kind: Kind
    /// How the modifier is named in messages: `.blur(radius:)`.
    public var name: String
    /// The modifier's own name in the file (the `blur` of `content.blur(radius: 4)`).
    public var location: CodeLocation

    public init(_ kind: Kind, name: String, location: CodeLocation) {
        self.kind = kind
        self.name = name
        self.location = location
    }

    /// Whether it leaves the view as it is with no modifier: opacity 1, offset 0, scale 1, rotation 0,
    /// blur 0, no mask —
    /// what a transition's identity side must come to.
    public var isAtRest: Bool { effect == nil }

    /// What it leaves the view at, in words, for the message about an identity side that does not rest.
    public var restless: String {
        switch kind {
        case .opacity(let x): "opacity \(NumberText.literal(x)) (at rest it is 1)"
        case .offset(let x, let y): "offset (\(NumberText.literal(x)), \(NumberText.literal(y))) (at rest it is 0)"
        case .scale(let s, _): "scale \(NumberText.literal(s)) (at rest it is 1)"
        case .blur(let r): "blur radius \(NumberText.literal(r)) (at rest it is 0)"
        case .rotation(let d, _): "rotation \(NumberText.literal(d))° (at rest it is 0)"
        case .mask(let inset, let radius):
            "a mask inset \(NumberText.literal(inset)) with corner radius \(NumberText.literal(radius)) (at rest both are 0)"
        }
    }

    /// The transition effect of the same meaning; nil when the modifier changes nothing.
    public var effect: TransitionEffect? {
        switch kind {
        case .opacity(let x): x == 1 ? nil : .faded(to: x)
        case .offset(let x, let y): x == 0 && y == 0 ? nil : .offset(x: x, y: y)
        case .scale(let s, let anchor): s == 1 ? nil : .scale(s, anchor: anchor)
        case .blur(let r): r == 0 ? nil : .blur(radius: r)
        case .rotation(let d, let anchor): d == 0 ? nil : .rotation(d, anchor: anchor)
        case .mask(let inset, let radius):
            inset == 0 && radius == 0 ? nil : .mask(MaskEffect(.inset(inset), cornerRadius: radius))
        }
    }
}
