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
    /// The site's file, resolved: where a report finds the repository it is in (nil when unknown).
    public var url: URL?
    /// The declarations the site's value is made of besides its own text (a shared `Animation`
    /// constant, a `static var` transition, a custom modifier's default), each with its text: a
    /// diff names an edit of one at its own line.
    public var reads: [Read] = []

    /// A declaration a link reads (``reads``).
    public struct Read: Sendable, Hashable {
        /// `ContentView.cardSpring`: how the declaration is told from others across two versions.
        public var name: String
        /// Its file, as ``CodeLink/path`` writes the site's, and resolved.
        public var path: String
        public var url: URL
        public var line: Int
        /// The declaration's source text.
        public var source: String

        public init(name: String, path: String, url: URL, line: Int, source: String) {
            self.name = name
            self.path = path
            self.url = url
            self.line = line
            self.source = source
        }
    }

    public init(role: String, kind: String, path: String, line: Int, column: Int, site: String, source: String,
                files: [URL], url: URL? = nil, reads: [Read] = []) {
        self.role = role
        self.kind = kind
        self.path = path
        self.line = line
        self.column = column
        self.site = site
        self.source = source
        self.files = files
        self.url = url
        self.reads = reads
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
