import Foundation
import Preset
import Raster
import Scene

/// The preset `motionreel init` writes: a working starting point that renders as it is, with
/// comments on what to change next.
///
/// With screens, each is a full-screen page (no header or nav: a designer's exports carry their
/// own chrome), in the order given; a `tabs` preset selects them one after another with a spring
/// between, a `stack` preset pushes each onto the one before. The rows every screen shares at the
/// top and the bottom (``SharedBars``) become still bars, so the status bar, the navigation bar and
/// the tab bar hold still as in the app. Without screens it is the tab example on the built-in
/// wireframes.
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
    /// What every screen shares at its top and bottom; nil or empty for no still bars.
    var bars: SharedBars?

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

    /// The canvas in points: each page fills it.
    var canvasSize: Size {
        Size(width: Self.canvasWidth, height: Double(canvasHeight))
    }

    /// What filling the canvas cuts off each screen that is not its shape (nil for one that is),
    /// in the order of ``screens``.
    var crops: [FillCrop?] {
        screens.map { FillCrop(image: $0.size, frame: canvasSize) }
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
        var lines = ["  kind: tabs"] + barLines()
        if bars?.isEmpty ?? true {
            lines.append("  # Or draw bars: `header: { height: 100, title: \"App\" }`, `nav: { height: 120, items: [...] }`.")
        }
        lines.append("  tabs:")
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
        var lines = ["  kind: stack"] + barLines() + [
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


    /// The still bars and the comment that says what init found, or why whole pages move.
    private func barLines() -> [String] {
        guard let bars, !bars.isEmpty else {
            let why = screens.count < 2 ? "one screen has nothing to compare" : "your screens share no rows at the top or bottom"
            return ["  # No still bars (\(why)): each page fills the canvas and moves whole, its own bars with it.",
                    "  # Add `stillBars: { top: 91, bottom: 83 }` to hold the top and bottom points of each page still."]
        }
        let found = [bars.top > 0 ? "the top \(bars.top) pt" : nil, bars.bottom > 0 ? "the bottom \(bars.bottom) pt" : nil]
            .compactMap { $0 }.joined(separator: " and ")
        let how = bars.largestDifference == 0 ? "exactly"
            : "all but \(Int((bars.largestDifference * 100).rounded(.up))) % of a row at most, such as a highlighted tab"
        var keys: [String] = []
        if bars.top > 0 { keys.append("top: \(bars.top)") }
        if bars.bottom > 0 { keys.append("bottom: \(bars.bottom)") }
        let change = kind == .stack ? "a push cross-fades them, as a navigation bar's title fades"
            : "a tab change switches them at once, as a tab bar does"
        let comment = "Still bars: init found \(found) of every screen the same (\(how)). They hold still while "
            + "the content between them moves; \(change). Change the points, or delete the line to let whole pages move."
        return Self.wrapped(comment, indent: "  # ") + ["  stillBars: { \(keys.joined(separator: ", ")) }"]
    }

    /// One line for the terminal: what init found at the screens' edges.
    var barSummary: String? {
        guard screens.count >= 2 else { return nil }
        guard let bars, !bars.isEmpty else {
            return "still bars: none — your screens share no rows at the top or bottom, so whole pages move"
        }
        let parts = [bars.top > 0 ? "top \(bars.top) pt" : nil, bars.bottom > 0 ? "bottom \(bars.bottom) pt" : nil]
        return "still bars: \(parts.compactMap { $0 }.joined(separator: ", ")), the rows every screen shares (stillBars: in the preset)"
    }

    /// A stack page id per screen: `page2`, `page3`, … (the root has none of its own).
    private var pageIDs: [String] {
        screens.indices.map { "page\($0 + 1)" }
    }

    /// `text` as comment lines of at most 100 columns, each starting with `indent`.
    private static func wrapped(_ text: String, indent: String) -> [String] {
        var lines: [String] = [], line = indent
        for word in text.split(separator: " ") {
            if line.count > indent.count, line.count + 1 + word.count > 100 {
                lines.append(line)
                line = indent
            }
            line += (line.count > indent.count ? " " : "") + word
        }
        return lines + [line]
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
