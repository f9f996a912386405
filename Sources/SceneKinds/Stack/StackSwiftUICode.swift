import Foundation
import Motion
import Scene
import SpecModel

/// The stack's SwiftUI code: the closest SwiftUI has, a custom stack of pages with the transition.
extension StackScene {
    package func swiftUICode(in scene: MotionScene) -> SwiftUICode {
        func anim(_ a: Animation) -> String { SwiftUICode.animation(a, fps: scene.canvas.fps) }
        let shown = effectiveTransition(canvas: scene.canvas, reduceMotion: scene.reduceMotion)
        var lines = [
            "// A custom stack of pages (not NavigationStack, whose push SwiftUI does not let you retime).",
            "ZStack {",
            "    ForEach(path, id: \\.self) { page in",
            "        PageView(page)",
            "            .transition(.asymmetric(",
            "                insertion: \(SwiftUICode.transition(shown.insertion, removal: false)),",
            "                removal: \(SwiftUICode.transition(shown.removal, removal: true))))",
            "    }",
            "}",
            ".animation(\(anim(animation)), value: path)",
        ]
        if tabs.contains(where: { tab in ([tab.root] + tab.pages.values).contains { $0.elements.contains { $0.morph != nil } } }) {
            lines += ["", "// Morphing elements: the same id on both pages, in one namespace.",
                      "RoundedRectangle(cornerRadius: radius).matchedGeometryEffect(id: element.morph, in: namespace)"]
        }
        if timeline.contains(where: { $0.drag != nil }) {
            lines += ["", "// An interactive pop: follow the drag, then finish or cancel from the projected release.",
                      "withAnimation(\(anim(DragGesture.releaseAnimation))) { completes ? path.removeLast() : (dragOffset = 0) }"]
        }
        return SwiftUICode(
            code: lines.joined(separator: "\n"), isExact: false,
            note: "The closest SwiftUI for an LMTabStack-style stack: the covered page's dimming and the decorations are drawn by the app; NavigationStack's own push cannot be retimed.")
    }
}
