import Foundation
import Motion
import Scene
import SpecModel

/// The tabs' SwiftUI code: the transition itself, on a `switch` over the selected tab.
extension TabsScene {
    package func swiftUICode(in scene: MotionScene) -> SwiftUICode {
        func anim(_ a: Animation) -> String { SwiftUICode.animation(a, fps: scene.canvas.fps) }
        let transition = effectiveTransition(canvas: scene.canvas, reduceMotion: scene.reduceMotion)
        let needsDirection = (transition.insertion + transition.removal).contains {
            if case .move(nil) = $0 { return true }
            if case .push(nil) = $0 { return true }
            return false
        }
        var lines = [
            "struct TabContent: View {",
            "    @State private var selectedTab = \(timeline.first?.tab ?? 0)",
        ]
        if needsDirection {
            lines += [
                "    /// Set before `selectedTab` changes: a removed view leaves with the transition",
                "    /// it was last rendered with, so the direction must already be in place.",
                "    @State private var forward = true",
            ]
        }
        lines += ["", "    var body: some View {", "        ZStack {", "            switch selectedTab {"]
        for (i, tab) in tabs.enumerated() {
            lines.append("            case \(i): \(SwiftUICode.typeName(tab.name))View().transition(pageTransition)")
        }
        lines += ["            default: EmptyView()", "            }", "        }"]
        lines.append("        .animation(\(anim(animation)), value: selectedTab)")
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
            "            insertion: \(SwiftUICode.transition(transition.insertion, removal: false)),",
            "            removal: \(SwiftUICode.transition(transition.removal, removal: true)))",
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
            case .blur, .mask, .fade, .rotation: true
            default: false
            }
        }
        if custom {
            lines += ["", SwiftUICode.effectModifiers]
            notes.append("blur, mask, turns and partial fades are custom modifiers (defined below the view)")
        }
        if timeline.dropFirst().contains(where: { $0.transition != nil || $0.animation != nil }) {
            notes.append("some changes have a transition or animation of their own (an event's animation, or linked "
                         + "Swift code evaluated per change); the code shows the scene's")
        }
        if animation.stagger != nil {
            notes.append("the stagger delays the inserted page after the removed one; SwiftUI has no stagger, delay the insertion's animation instead")
        }
        return SwiftUICode(
            code: lines.joined(separator: "\n"), isExact: notes.isEmpty,
            note: notes.isEmpty
                ? "This is the transition the preset films: SwiftUI's own animation and transition, as written."
                : "Close to what the preset films: " + notes.joined(separator: "; ") + ".")

    }
}
