import Encode
import Foundation
import Scene
import WebPages

/// `index.html`: every preset of a batch on one page — its poster frame, its video, length,
/// description and a link to its spec page — for a reviewer to open from a CI artifact.
///
/// Self-contained: posters are inline PNGs, videos and spec pages are the files beside it, and
/// nothing is fetched from the network. The page around the cards, its style and its scripts are
/// files (`gallery.html`, `gallery.css`, `gallery.js` in `Sources/WebPages/Resources/`); like
/// every page, it records script and console errors with `recorder.js`, as a JSON array in
/// `<body data-errors>`, for headless checks. A card is made here, from its preset's entry.
public enum Gallery {
    /// What the gallery shows of one preset, beside its manifest entry.
    public struct Item: Sendable {
        public var entry: BatchManifest.Entry
        /// The preset's `description:`.
        public var description: String?
        /// PNG bytes of the poster frame; nil for a preset that failed.
        public var poster: Data?

    }

    /// How many lines of a linked site's source a card quotes: a call, or a short declaration.
    static let quotedLines = 6

    /// The file name, beside the manifest.
    public static let fileName = "index.html"

    /// Writes the page to `url` atomically, as every output.
    public static func write(_ items: [Item], title: String, to url: URL) throws {
        try writePage(html(items, title: title), to: url)
    }

    /// Writes a finished page to `url` atomically.
    public static func writePage(_ page: String, to url: URL) throws {
        let output = try TemporaryOutput(destination: url, kind: .file)
        try output.write(Data(page.utf8))
        try output.commit()
    }

    /// The page's HTML: the presets linked to no Swift code first, then one section per Swift
    /// file, holding the presets whose motion is linked to it (by their first link), files in
    /// path order and presets in the manifest's — so an app's motion reads by its source.
    public static func html(_ items: [Item], title: String) -> String {
        html(cards: items.map { (file: $0.entry.code?.first?.file, card: card($0)) }, title: title)
    }

    /// The page around `cards` (each one preset's `<article>` and the Swift file it is grouped
    /// under), grouped and ordered as ``html(_:title:)`` says.
    static func html(cards: [(file: String?, card: String)], title: String) -> String {
        var groups: [(file: String?, cards: [String])] = []
        for (file, card) in cards {
            if let index = groups.firstIndex(where: { $0.file == file }) {
                groups[index].cards.append(card)
            } else {
                groups.append((file, [card]))
            }
        }
        groups.sort { ($0.file ?? "") < ($1.file ?? "") }
        let sections = groups.map { group -> String in
            let grid = "<div class=\"grid\">\n" + group.cards.joined() + "</div>\n"
            guard let file = group.file else { return grid }
            return "<section class=\"swift-file\" data-file=\"\(MarkupText.escaped(file))\">\n"
                + "<h2 class=\"file\">\(MarkupText.escaped(file))</h2>\n" + grid + "</section>\n"
        }
        return WebPage.make(.galleryPage, [
            "title": MarkupText.escaped(title),
            "count": "\(cards.count) preset\(cards.count == 1 ? "" : "s")",
            "cards": sections.joined(),
        ])
    }

    /// One preset's card.
    static func card(_ item: Item) -> String {
        let entry = item.entry
        let poster = item.poster.map { "data:image/png;base64,\($0.base64EncodedString())" }
        var h = "<article class=\"preset \(entry.status.rawValue)\" data-name=\"\(MarkupText.escaped(entry.name))\">\n"
        if let video = entry.outputs.first(where: { isVideo($0.path) }) {
            h += "  <video src=\"\(MarkupText.escaped(video.path))\"\(poster.map { " poster=\"\($0)\"" } ?? "") controls muted loop playsinline preload=\"none\"></video>\n"
        } else if let gif = entry.outputs.first(where: { OutputFormat.galleryRole(ofOutput: $0.path) == .image }) {
            h += "  <img src=\"\(MarkupText.escaped(gif.path))\" alt=\"\(MarkupText.escaped(entry.name))\">\n"
        } else if let poster {
            h += "  <img src=\"\(poster)\" alt=\"Poster frame of \(MarkupText.escaped(entry.name))\">\n"
        }
        h += "  <h2>\(MarkupText.escaped(entry.name))</h2>\n"
        if let duration = entry.duration, let frames = entry.frames {
            h += "  <p class=\"facts\">\(String(format: "%.3f", duration)) s · \(frames) frames · \(entry.status.rawValue)</p>\n"
        }
        if let description = item.description {
            h += "  <p>\(MarkupText.escaped(description))</p>\n"
        }
        for place in entry.code ?? [] {
            let quoted = place.source.split(omittingEmptySubsequences: false, whereSeparator: \.endsSwiftLine).prefix(Self.quotedLines)
                .joined(separator: "\n")
            h += "  <p class=\"code\"><code>\(MarkupText.escaped("\(place.file):\(place.line)"))</code></p>\n"
            h += "  <pre class=\"source\">\(MarkupText.escaped(quoted))</pre>\n"
        }
        if let error = entry.error {
            h += "  <p class=\"error\">\(MarkupText.escaped(error))</p>\n"
        }
        var links = entry.outputs.map { "<a href=\"\(MarkupText.escaped($0.path))\">\(MarkupText.escaped($0.path))</a>" }
        if let page = entry.outputs.first(where: { $0.path == "\(entry.name).html" }) {
            links.removeAll { $0.contains("href=\"\(MarkupText.escaped(page.path))\"") }
            h += "  <p><a class=\"spec\" href=\"\(MarkupText.escaped(page.path))\">Motion spec</a></p>\n"
        }
        if !links.isEmpty { h += "  <p class=\"files\">\(links.joined(separator: " · "))</p>\n" }
        h += "</article>\n"
        return h
    }

    /// Whether a browser can play the output in a `<video>`.
    static func isVideo(_ path: String) -> Bool {
        OutputFormat.galleryRole(ofOutput: path) == .video
    }
}
