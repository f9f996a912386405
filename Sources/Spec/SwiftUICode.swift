import Foundation
import Motion
import Scene

/// The SwiftUI code that produces a scene's motion, generated from its transition and animation.
///
/// For the tabs kind it is the transition itself; for the other kinds it is the closest SwiftUI
/// has, and ``note`` says so and what differs.
public struct SwiftUICode: Sendable {
    /// Swift source.
    public let code: String
    /// Whether the code reproduces the motion exactly (`true` only for plain SwiftUI transitions).
    public let isExact: Bool
    /// What the reader should know about how close the code is.
    public let note: String

    public init(_ scene: MotionScene) {
        let fps = scene.canvas.fps
        func anim(_ a: Animation) -> String { AnimationParameters(a, fps: fps, distances: []).swiftUI }
        switch scene.kind {
        case .tabs(let tabs):
            let transition = scene.reduceMotion ? tabs.transition.reducingMotion() : tabs.transition
            let needsDirection = (transition.insertion + transition.removal).contains {
                if case .move(nil) = $0 { return true }
                if case .push(nil) = $0 { return true }
                return false
            }
            var lines = [
                "struct TabContent: View {",
                "    @State private var selectedTab = \(tabs.timeline.first?.tab ?? 0)",
            ]
            if needsDirection {
                lines += [
                    "    /// Set before `selectedTab` changes: a removed view leaves with the transition",
                    "    /// it was last rendered with, so the direction must already be in place.",
                    "    @State private var forward = true",
                ]
            }
            lines += ["", "    var body: some View {", "        ZStack {", "            switch selectedTab {"]
            for (i, tab) in tabs.tabs.enumerated() {
                lines.append("            case \(i): \(Self.typeName(tab.name))View().transition(pageTransition)")
            }
            lines += ["            default: EmptyView()", "            }", "        }"]
            lines.append("        .animation(\(anim(tabs.animation)), value: selectedTab)")
            lines += ["    }", ""]
            if needsDirection {
                lines += [
                    "    func select(_ tab: Int) {",
                    "        guard tab != selectedTab else { return }",
                    "        forward = tab > selectedTab          // the direction of this change alone",
                    "        DispatchQueue.main.async { selectedTab = tab }",
                    "    }", "",
                ]
            }
            lines += [
                "    private var pageTransition: AnyTransition {",
                "        .asymmetric(",
                "            insertion: \(Self.transition(transition.insertion, removal: false)),",
                "            removal: \(Self.transition(transition.removal, removal: true)))",
                "    }", "}",
            ]
            var notes: [String] = []
            if !transition.tracks.isEmpty {
                lines.append("")
                lines.append("// Tracks: SwiftUI drives a transition with one animation. These properties run on their own:")
                for track in TransitionTrack.allCases {
                    if let a = transition.tracks[track] { lines.append("//   \(track.rawValue): \(anim(a))") }
                }
                lines.append("// (iOS 17: a custom `Transition` whose body wraps each property in `.animation(_:body:)`.)")
                notes.append("the per-property tracks need a custom Transition (see the comment)")
            }
            let custom = (transition.insertion + transition.removal).contains {
                switch $0 {
                case .blur, .mask: true
                default: false
                }
            }
            if custom {
                lines += ["", Self.effectModifiers]
                notes.append("blur and mask are custom modifiers (defined below the view)")
            }
            if tabs.animation.stagger != nil {
                notes.append("the stagger delays the inserted page after the removed one; SwiftUI has no stagger, delay the insertion's animation instead")
            }
            code = lines.joined(separator: "\n")
            isExact = notes.isEmpty
            note = notes.isEmpty
                ? "This is the transition the preset films: SwiftUI's own animation and transition, as written."
                : "Close to what the preset films: " + notes.joined(separator: "; ") + "."

        case .calendar:
            let n = AnimationParameters.literal
            code = """
                // Dials: each appears from scale \(n(CalendarMotion.appearScale)) and opacity 0, one row after another.
                DayDial(day: day)
                    .scaleEffect(appeared ? 1 : \(n(CalendarMotion.appearScale)))
                    .opacity(appeared ? 1 : 0)
                    .animation(\(anim(CalendarMotion.appear)).delay(Double(row) * \(n(CalendarMotion.appearRowDelay))), value: appeared)

                // Month and year labels: out in 0.2 s, then in from the other side in 0.3 s.
                Text(month.name)
                    .id(month)
                    .transition(.asymmetric(
                        insertion: .offset(y: forward ? \(n(CalendarMotion.labelShift)) : -\(n(CalendarMotion.labelShift))).combined(with: .opacity)
                            .animation(\(anim(CalendarMotion.labelIn)).delay(\(n(Self.duration(CalendarMotion.labelOut))))),
                        removal: .offset(y: forward ? -\(n(CalendarMotion.labelShift)) : \(n(CalendarMotion.labelShift))).combined(with: .opacity)
                            .animation(\(anim(CalendarMotion.labelOut)))))

                // The grid pages by one month (\(n(CalendarMotion.monthHeight)) pt).
                MonthGrid(month: month)
                    .offset(y: -CGFloat(monthIndex) * \(n(CalendarMotion.monthHeight)))
                    .animation(\(anim(CalendarMotion.page)), value: monthIndex)

                // A tap: up to \(n(CalendarMotion.tapScale)) and back, \(n(Self.duration(CalendarMotion.tapHalf))) s each way.
                withAnimation(\(anim(CalendarMotion.tapHalf))) { pressed = true }
                withAnimation(\(anim(CalendarMotion.tapHalf)).delay(\(n(Self.duration(CalendarMotion.tapHalf))))) { pressed = false }

                // A ring fills.
                Circle().trim(from: 0, to: progress)
                    .animation(\(anim(CalendarMotion.progress)), value: progress)
                """
            isExact = false
            note = "The closest SwiftUI for the calendar's animations (their timings are fixed by the design); the scroll-and-snap is a ScrollView with paging behaviour in an app, approximated here by scripted drags."

        case .stack(let stack):
            let transition = stack.transition ?? StackScene.iOSPush(width: scene.canvas.size.width)
            let shown = scene.reduceMotion ? transition.reducingMotion() : transition
            var lines = [
                "// A custom stack of pages (not NavigationStack, whose push SwiftUI does not let you retime).",
                "ZStack {",
                "    ForEach(path, id: \\.self) { page in",
                "        PageView(page)",
                "            .transition(.asymmetric(",
                "                insertion: \(Self.transition(shown.insertion, removal: false)),",
                "                removal: \(Self.transition(shown.removal, removal: true))))",
                "    }",
                "}",
                ".animation(\(anim(stack.animation)), value: path)",
            ]
            if stack.tabs.contains(where: { tab in ([tab.root] + tab.pages.values).contains { $0.elements.contains { $0.morph != nil } } }) {
                lines += ["", "// Morphing elements: the same id on both pages, in one namespace.",
                          "RoundedRectangle(cornerRadius: radius).matchedGeometryEffect(id: element.morph, in: namespace)"]
            }
            if stack.timeline.contains(where: { $0.drag != nil }) {
                lines += ["", "// An interactive pop: follow the drag, then finish or cancel from the projected release.",
                          "withAnimation(\(anim(DragGesture.releaseAnimation))) { completes ? path.removeLast() : (dragOffset = 0) }"]
            }
            code = lines.joined(separator: "\n")
            isExact = false
            note = "The closest SwiftUI for an LMTabStack-style stack: the covered page's dimming and the decorations are drawn by the app; NavigationStack's own push cannot be retimed."

        case .layers(let layers):
            var lines = ["// Each change is a state change inside withAnimation."]
            for event in layers.events {
                switch event {
                case .change(let change):
                    let body = change.targets.flatMap { target in
                        target.values.map { "\(Self.identifier(target.layer)).\($0.property.rawValue) = \(SceneDescription.describe($0.value))" }
                    }.joined(separator: "; ")
                    let at = AnimationParameters.literal(change.at)
                    if let a = change.animation {
                        lines.append("// at \(at) s")
                        lines.append("withAnimation(\(anim(a))) { \(body) }")
                    } else {
                        lines.append("// at \(at) s, not animated")
                        lines.append("\(body)")
                    }
                case .keyframes(let k):
                    lines.append("// at \(AnimationParameters.literal(k.at)) s: \(k.layer) follows keyframes — KeyframeAnimator (iOS 17) with "
                                 + k.tracks.map { "KeyframeTrack(\\.\($0.property.rawValue))" }.joined(separator: ", "))
                }
            }
            code = lines.joined(separator: "\n")
            isExact = false
            note = "Free layers: each change written as the withAnimation call that makes it; staggered changes need a delay per layer."
        }
    }

    private static func duration(_ animation: Animation) -> Double {
        if case .curve(_, let d) = animation.timing { return d }
        return 0
    }

    /// `Dashboard` → `Dashboard`, `My tab` → `MyTab`.
    static func typeName(_ name: String) -> String {
        let words = name.split { !$0.isLetter && !$0.isNumber }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return joined.isEmpty || joined.first?.isNumber == true ? "Tab" + joined : joined
    }

    static func identifier(_ id: String) -> String {
        let t = typeName(id)
        return t.prefix(1).lowercased() + t.dropFirst()
    }

    /// A list of effects as one SwiftUI transition expression.
    static func transition(_ effects: [TransitionEffect], removal: Bool) -> String {
        let n = AnimationParameters.literal
        let parts: [String] = effects.compactMap { effect in
            switch effect {
            case .identity: return nil
            case .opacity: return ".opacity"
            case .move(let edge):
                if let edge { return ".move(edge: .\(edge.rawValue))" }
                return removal ? ".move(edge: forward ? .leading : .trailing)" : ".move(edge: forward ? .trailing : .leading)"
            case .push(let edge):
                if let edge { return ".push(from: .\(edge.rawValue))" }
                return ".push(from: forward ? .trailing : .leading)"
            case .offset(let x, let y): return ".offset(x: \(n(x)), y: \(n(y)))"
            case .scale(let v, let anchor): return ".scale(scale: \(n(v)), anchor: \(SceneDescription.unitPoint(anchor)))"
            case .blur(let r): return ".modifier(active: BlurEffect(radius: \(n(r))), identity: BlurEffect(radius: 0))"
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

    static let effectModifiers = """
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
