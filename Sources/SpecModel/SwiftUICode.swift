import Foundation
import Motion
import Scene

/// The SwiftUI code that produces a scene's motion, generated from its transition and animation.
///
/// For the tabs kind it is the transition itself; for the other kinds it is the closest SwiftUI
/// has, and ``note`` says so and what differs. Each kind writes its own (``DescribedSceneKind``);
/// the helpers here are what they share.
public struct SwiftUICode: Sendable {
    /// Swift source.
    public let code: String
    /// Whether the code reproduces the motion exactly (`true` only for plain SwiftUI transitions).
    public let isExact: Bool
    /// What the reader should know about how close the code is.
    public let note: String

    /// The code for `scene`, from its kind (see ``DescribedSceneKind``).
    public init(_ scene: MotionScene) {
        self = (scene.kind as? any DescribedSceneKind)?.swiftUICode(in: scene)
            ?? SwiftUICode(code: "", isExact: false, note: "No SwiftUI code is known for this scene kind.")
    }

    /// Code a kind wrote (see ``DescribedSceneKind``).
    package init(code: String, isExact: Bool, note: String) {
        self.code = code
        self.isExact = isExact
        self.note = note
    }

    /// `animation` as SwiftUI writes it, at `fps`.
    package static func animation(_ animation: Animation, fps: Int) -> String {
        AnimationParameters(animation, fps: fps, distances: []).swiftUI
    }

    /// `Dashboard` → `Dashboard`, `My tab` → `MyTab`.
    package static func typeName(_ name: String) -> String {
        let words = name.split { !$0.isLetter && !$0.isNumber }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return joined.isEmpty || joined.first?.isNumber == true ? "Tab" + joined : joined
    }

    package static func identifier(_ id: String) -> String {
        let t = typeName(id)
        return t.prefix(1).lowercased() + t.dropFirst()
    }

    /// A list of effects as one SwiftUI transition expression.
    package static func transition(_ effects: [TransitionEffect], removal: Bool) -> String {
        let n = AnimationParameters.literal
        let parts: [String] = effects.compactMap { effect in
            switch effect {
            case .identity: return nil
            case .opacity: return ".opacity"
            case .fade(let opacity): return ".modifier(active: FadeEffect(opacity: \(n(opacity))), identity: FadeEffect(opacity: 1))"
            case .move(let edge):
                if let edge { return ".move(edge: .\(edge.rawValue))" }
                return removal ? ".move(edge: forward ? .leading : .trailing)" : ".move(edge: forward ? .trailing : .leading)"
            case .push(let edge):
                if let edge { return ".push(from: .\(edge.rawValue))" }
                return ".push(from: forward ? .trailing : .leading)"
            case .offset(let x, let y): return ".offset(x: \(n(x)), y: \(n(y)))"
            case .scale(let v, let anchor): return ".scale(scale: \(n(v)), anchor: \(SceneDescription.unitPoint(anchor)))"
            case .blur(let r): return ".modifier(active: BlurEffect(radius: \(n(r))), identity: BlurEffect(radius: 0))"
            case .rotation(let d, let anchor):
                let a = SceneDescription.unitPoint(anchor)
                return ".modifier(active: TurnEffect(degrees: \(n(d)), anchor: \(a)), identity: TurnEffect(degrees: 0, anchor: \(a)))"
            case .mask(let mask):
                let inset: String = switch mask.shape {
                case .inset(let d): "inset: \(n(d))"
                case .size(let w, let h): "size: CGSize(width: \(n(w)), height: \(n(h)))"
                }
                return ".modifier(active: MaskEffect(\(inset), cornerRadius: \(n(mask.cornerRadius))), identity: MaskEffect.identity)"
            }
        }
        guard let first = parts.first else { return ".identity" }
        return parts.dropFirst().reduce(first) { "\($0).combined(with: \($1))" }
    }

    package static let effectModifiers = """
        struct FadeEffect: ViewModifier {
            var opacity: Double
            func body(content: Content) -> some View { content.opacity(opacity) }
        }

        struct TurnEffect: ViewModifier {
            var degrees: Double
            var anchor: UnitPoint
            func body(content: Content) -> some View { content.rotationEffect(.degrees(degrees), anchor: anchor) }
        }

        struct BlurEffect: ViewModifier {
            var radius: CGFloat
            func body(content: Content) -> some View { content.blur(radius: radius) }
        }

        /// LMTabStack's mask: the page seen through a centred rounded rectangle.
        struct MaskEffect: ViewModifier {
            var inset: CGFloat = 0
            var size: CGSize? = nil
            var cornerRadius: CGFloat
            static let identity = MaskEffect(cornerRadius: 0)
            func body(content: Content) -> some View {
                content.mask {
                    GeometryReader { proxy in
                        let s = size ?? CGSize(width: proxy.size.width - 2 * inset, height: proxy.size.height - 2 * inset)
                        RoundedRectangle(cornerRadius: cornerRadius)
                            .frame(width: s.width, height: s.height)
                            .position(x: proxy.size.width / 2, y: proxy.size.height / 2)
                    }
                }
            }
        }
        """
}
