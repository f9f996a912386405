import Foundation

/// A tabs preset whose transition's animation is read from the app's Swift: the one
/// `withAnimation(.spring(duration: 0.45, bounce: B))` of its `ContentView.swift`, at line 60, so
/// a test can change `bounce` in the code and see what a diff says about it.
public enum LinkedSpring {
    /// The line of the `withAnimation` call in ``contentView(bounce:)``.
    public static let line = 60

    /// The Swift file, with `bounce` as written.
    public static func contentView(bounce: String) -> String {
        let header = (1..<(line - 4)).map { "// \($0)" }
        return (header + [
            "struct ContentView: View {",
            "    @State private var selectedTab = 0",
            "",
            "    func select(_ tab: Int) {",
            "        withAnimation(.spring(duration: 0.45, bounce: \(bounce))) {",
            "            selectedTab = tab",
            "        }",
            "    }",
            "}",
        ]).joined(separator: "\n") + "\n"
    }

    /// The preset, `linked`, with `ContentView.swift` beside it; small and quick to film.
    public static let preset = """
        name: linked
        canvas: { size: [120, 80], scale: 1, fps: 30, background: "#FFFFFF" }
        scene:
          kind: tabs
          header: { height: 10 }
          nav: { height: 10, items: [One, Two] }
          tabs:
            - { name: One, content: { fill: "#FF0000" } }
            - { name: Two, content: { fill: "#0000FF" } }
        transition:
          insertion: [ { move: auto } ]
          removal: [ { move: auto } ]
          animation: { swift: ContentView.swift }
        timeline:
          - { at: 0, select: 0 }
          - { at: 0.1, select: 1 }
        hold: 0.1

        """
}
