import Foundation
import Preset
import SwiftModel

/// `motionreel import FILE -o preset.yaml`: the tabs screen ``TabsScreen`` reads, written as a
/// preset linked to the file — its pages' transitions (`view:`), the state they read bound as the
/// code assigns it, and the animation SwiftUI's transaction model gives the pages — each choice
/// with its reason in a comment. It only formats: every decision is the analysis'.
public enum TabsPresetDraft {
    /// Why no preset could be written, in words that say what to do.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The preset's text for the screen in `imported` (read from `files`), to be written at `preset`.
    public static func make(_ imported: SwiftImport, files: [URL], preset: URL) throws(Failure) -> (text: String, notes: [String]) {
        guard let screen = TabsScreen.read(imported.code) else {
            throw Failure(description: "no view here switches its pages on a state with a .transition(…) on each branch "
                          + "(an if or switch over the selection in its body); list the sites with `motionreel import "
                          + "\(files.map(\.lastPathComponent).joined(separator: " "))` and link one by hand (docs/from-code.md)")
        }
        let swift = files.map { PresetPath.relative(to: $0, from: preset.deletingLastPathComponent()) }
        let swiftValue = swift.count == 1 ? swift[0] : "[" + swift.joined(separator: ", ") + "]"
        let name = preset.deletingPathExtension().lastPathComponent.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        var lines = [
            "# Written by `motionreel import \(files.map(\.lastPathComponent).joined(separator: " "))`: a tabs preset whose "
                + "transition and animation come from the Swift code,",
            "# so a change there changes the next render. Render it with: motionreel render \(preset.lastPathComponent)",
            "# Next: give the pages your own screens (content: { image: screens/home.png }), and change the timeline.",
        ]
        lines += screen.notes.map { "# Not determined: " + $0 }
        lines += [
            "name: \(name.isEmpty ? "imported" : name)",
            "canvas: { size: [390, 844], scale: 3, fps: 60, background: \"#f9f9f9\" }",
            "scene:",
            "  kind: tabs",
            "  header: { height: 100, title: \(PresetForm.jsonString(screen.view)) }",
            "  nav: { height: 120, items: [\(screen.pages.map(PresetForm.jsonString).joined(separator: ", "))], gradient: true }",
            "  tabs:",
        ]
        let wireframes = ["cards", "list", "grid"]
        for (index, page) in screen.pages.enumerated() {
            lines.append("    - { name: \(PresetForm.jsonString(page)), content: { wireframe: \(wireframes[index % wireframes.count]) } }")
        }
        lines += [
            "transition:",
            "  swift: \(swiftValue)",
            comment("  view: \(screen.view)", "each page's .transition(…) in \(screen.view).body"),
            comment("  bind:", "read from the code; change any that is wrong"),
        ]
        lines += screen.bindings.map { comment("    \($0.name): \(role($0))", $0.reason) }
        lines += animation(screen, swift: swiftValue)
        lines.append("timeline:                       # every page once, then back to the first")
        lines.append("  - { at: 0.0, select: 0 }")
        var time = 0.3
        for page in Array(screen.pages.indices.dropFirst()) + [0] {
            lines.append("  - { at: \(String(format: "%.1f", time)), select: \(page) }")
            time += 0.8
        }
        lines.append("hold: 0.3")
        return (lines.joined(separator: "\n") + "\n", screen.notes + otherChanges(screen))
    }

    /// The animation link: the pages' animation for the first change site, the others in comments.
    private static func animation(_ screen: TabsScreen, swift: String) -> [String] {
        let bind = ([screen.bindings[0]] + screen.animationBindings).map { "\($0.name): \(role($0))" }.joined(separator: ", ")
        let why: String
        if let first = screen.changes.first {
            why = "SwiftUI's transaction model: \(first.decidedBy)"
                + (first.place.map { " (\($0.fileAndLine))" } ?? "") + " for the change at \(first.assignment.location.fileAndLine)"
        } else {
            why = "SwiftUI's transaction model, with no change of '\(screen.selection)' in these files"
        }
        var lines = [comment("  animation:", why), "    swift: \(swift)", "    view: \(screen.view)", "    bind: { \(bind) }"]
        lines += otherChanges(screen).map { "    # " + $0 }
        return lines
    }

    /// Each other place the selection changes with another animation, and the `in:`/`line:` that
    /// picks it: a comment in the preset and a note in import's output.
    static func otherChanges(_ screen: TabsScreen) -> [String] {
        screen.changes.dropFirst().filter { $0.decidedBy != screen.changes[0].decidedBy }.map { change in
            "'\(screen.selection)' also changes in \(change.assignment.function) at \(change.assignment.location.fileAndLine), "
                + "animated by \(change.decidedBy); to film that one: in: \(change.assignment.function), "
                + "line: \(change.assignment.location.line)"
        }
    }

    private static func role(_ bound: TabsScreen.Bound) -> String {
        bound.timing.map { "{ \(bound.role.description): \($0.rawValue) }" } ?? bound.role.description
    }

    /// `text`, padded, then `# reason`.
    private static func comment(_ text: String, _ reason: String) -> String {
        text.padding(toLength: max(32, text.count + 1), withPad: " ", startingAt: 0) + "# " + reason
    }
}
