import Foundation

/// A place in the app's Swift source that a preset takes motion from (a `swift:` link): what the
/// spec page shows, what a batch hashes and what the preview watches.
public struct CodeLink: Sendable, Hashable {
    /// Where the preset uses it: `transition`, `transition.animation`, `timeline[2].animation`.
    public var role: String
    /// `transition` or `animation`.
    public var kind: String
    /// The file the site is in, as the preset wrote it (relative to the preset's folder).
    public var path: String
    public var line: Int
    public var column: Int
    /// How the site reads: `ContentView.tabTransition`, `.animation(…) on selectedTab`, `withAnimation in select`.
    public var site: String
    /// The site's source text.
    public var source: String
    /// Every file the link reads, resolved: a change to any of them changes the motion.
    public var files: [URL]

    public init(role: String, kind: String, path: String, line: Int, column: Int, site: String, source: String,
                files: [URL]) {
        self.role = role
        self.kind = kind
        self.path = path
        self.line = line
        self.column = column
        self.site = site
        self.source = source
        self.files = files
    }

    /// `swift/ContentView.swift:39`.
    public var place: String { "\(path):\(line)" }

    /// A Swift file's path as messages and a batch's gallery name it: beside the preset as the
    /// user named the preset, so `Presets/tab.yaml` with `swift: App/View.swift` says
    /// `Presets/App/View.swift` (`.` and `..` resolved as text, links left alone).
    public static func path(_ written: String, besidePreset preset: String) -> String {
        if written.hasPrefix("/") { return written }
        let folder = (preset as NSString).deletingLastPathComponent
        var parts: [Substring] = []
        for part in (folder.isEmpty ? written : folder + "/" + written).split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (preset.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
