import Foundation
import Preset
import Scene

/// The preset `motionreel init` writes: a working starting point that renders as it is, with
/// comments on what to change next.
///
/// With screens, each is a full-screen page (no header or nav: a designer's exports carry their
/// own chrome), in the order given; a `tabs` preset selects them one after another with a spring
/// between, a `stack` preset pushes each onto the one before. Without screens it is the tab example
/// on the built-in wireframes.
struct StarterPreset {
    enum Kind: String, CaseIterable {
        case tabs, stack
    }

    /// A screen image: its path as the preset names it (relative to the preset's folder) and
    /// its size (pixels, or an SVG's points), for the canvas's aspect.
    struct Screen {
        var path: String
        var size: Size
    }

    var name: String
    var kind: Kind
    var screens: [Screen]

    /// Seconds each screen is shown before the next change: long enough to see it come to rest.
    static let secondsPerScreen = 1.2
    /// When the first change happens.
    static let firstChange = 0.5
    /// The canvas width in points: an iPhone's 390 pt.
    static let canvasWidth = 390.0

    /// The time of change `index` (1-based: change 1 brings the second screen).
    static func changeTime(_ index: Int) -> Double {
        firstChange + Double(index - 1) * secondsPerScreen
    }

    /// The canvas height in points: the first screen's aspect at 390 pt wide (844 without
    /// screens, an iPhone 15), within what a canvas at scale 3 may be.
    var canvasHeight: Int {
        guard let first = screens.first, first.size.width > 0 else { return 844 }
        let height = (Self.canvasWidth * first.size.height / first.size.width).rounded()
        return Int(min(max(height, 100), Limits.maximumCanvasPoints / 3))
    }

    var yaml: String {
        var lines = [
            "# Made by `motionreel init`. Render it:  motionreel render \(name).yaml",
            "# Change a number, render again; `motionreel preview \(name).yaml` shows each change live.",
            "name: \(name)",
            "canvas:",
            Self.commented("  size: [\(Int(Self.canvasWidth)), \(canvasHeight)]",
                           screens.isEmpty ? "points: an iPhone 15" : "points: the first screen's aspect at an iPhone's width"),
            Self.commented("  scale: 3", "pixels per point: \(Int(Self.canvasWidth) * 3) × \(canvasHeight * 3) px"),
            Self.commented("  fps: 60", "frames per second"),
            Self.commented("  background: \"#ffffff\"", "quote colours: an unquoted # starts a YAML comment"),
            "scene:",
        ]
        lines += screens.isEmpty ? wireframeScene : kind == .tabs ? tabsScene : stackScene
        lines += [Self.commented("hold: 0.8", "seconds shown after the last change has come to rest"),
                  Self.commented("# settle: visible", "uncomment to start the hold where the motion looks finished"), ""]
        return lines.joined(separator: "\n")
    }

    private var tabsScene: [String] {
        var lines = [
            "  kind: tabs",
            "  # No header or nav: each page fills the canvas, as your screens already carry their own bars.",
            "  # Add `header: { height: 100, title: \"App\" }` and `nav: { height: 120, items: [...] }` for drawn ones.",
            "  tabs:",
        ]
        lines += screens.enumerated().map { index, screen in
            "    - { name: \(PresetForm.jsonString("Screen \(index + 1)")), content: { image: \(PresetForm.jsonString(screen.path)) } }"
        }
        lines += [
            Self.commented("transition:", "how a page leaves and the next arrives"),
            "  insertion: [ { move: auto }, opacity ]   # try: [ { move: bottom } ], [ scale, opacity ], [ opacity ]",
            "  removal:   [ { move: auto }, opacity ]",
            "  animation: { spring: { response: 0.3, dampingFraction: 0.85 } }   # try: snappy, bouncy, { easeInOut: 0.35 }",
            Self.commented("timeline:", "the first entry is the starting state, not animated"),
            "  - { at: 0, select: 0 }",
        ]
        lines += screens.indices.dropFirst().map { "  - { at: \(Self.seconds(Self.changeTime($0))), select: \($0) }" }
        return lines
    }

    private var stackScene: [String] {
        let ids = pageIDs
        var lines = [
            "  kind: stack",
            "  # No header or tab bar: each page fills the canvas, as your screens already carry their own bars.",
            "  tabs:",
            "    - name: App",
            "      root: { content: { image: \(PresetForm.jsonString(screens[0].path)) } }",
        ]
        if screens.count > 1 {
            lines.append("      pages:                   # pushed by id, each onto the one before")
            lines += zip(ids, screens).dropFirst().map { id, screen in
                "        \(id): { content: { image: \(PresetForm.jsonString(screen.path)) } }"
            }
        }
        lines += [
            "# No transition: the iOS navigation push (the page slides in from the trailing edge).",
            "# Add one as in a tabs preset, e.g. `transition: { animation: bouncy }`.",
            "timeline:",
            "  - { at: 0, select: 0 }",
        ]
        lines += ids.indices.dropFirst().map { "  - { at: \(Self.seconds(Self.changeTime($0))), push: \(ids[$0]) }" }
        return lines
    }

    private var wireframeScene: [String] {
        [
            "  kind: tabs",
            "  # Built-in wireframes; for your own screens: motionreel init --screens home.png detail.png …",
            "  header: { height: 100, title: \"Remi\", avatars: [\"#FFB4A2\", \"#B5E48C\"], settings: true }",
            "  nav:    { height: 120, items: [Home, Habits, Gallery], gradient: true }",
            "  tabs:",
            "    - { name: Home,    content: { wireframe: cards } }   # or { image: screen.png }, { fill: \"#e8f0ff\" }",
            "    - { name: Habits,  content: { wireframe: list } }",
            "    - { name: Gallery, content: { wireframe: grid } }",
            "transition:",
            "  insertion: [ { move: auto }, opacity ]   # try: [ { move: bottom } ], [ scale, opacity ], [ opacity ]",
            "  removal:   [ { move: auto }, opacity ]",
            "  animation: { spring: { response: 0.3, dampingFraction: 0.85 } }   # try: snappy, bouncy, { easeInOut: 0.35 }",
            "timeline:",
            "  - { at: 0, select: 0 }",
            "  - { at: \(Self.seconds(Self.changeTime(1))), select: 1 }",
            "  - { at: \(Self.seconds(Self.changeTime(2))), select: 2 }",
        ]
    }


    /// A stack page id per screen: `page2`, `page3`, … (the root has none of its own).
    private var pageIDs: [String] {
        screens.indices.map { "page\($0 + 1)" }
    }

    /// `line`, then `comment` from column 30, where the preset's comments line up.
    private static func commented(_ line: String, _ comment: String) -> String {
        line.padding(toLength: max(line.count + 1, 29), withPad: " ", startingAt: 0) + "# " + comment
    }

    /// `1.7`, `0.5`: a time without trailing zeros.
    private static func seconds(_ value: Double) -> String {
        let text = String(format: "%.2f", value)
        return text.replacingOccurrences(of: #"\.?0+$"#, with: "", options: .regularExpression)
    }

    /// The preset name `motionreel init -o FILE` gives: the file's name without `.yaml`, any
    /// character a name may not have made '-'; `motion` when nothing is left.
    static func name(forFile path: String) -> String {
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let cleaned = String(stem.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_") ? Character(scalar) : "-"
        }.prefix(Limits.maximumNameLength))
        return cleaned.allSatisfy { $0 == "-" } ? "motion" : cleaned
    }
}
