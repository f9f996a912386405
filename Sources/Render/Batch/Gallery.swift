import Encode
import Foundation
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

    /// The page's HTML.
    public static func html(_ items: [Item], title: String) -> String {
        html(cards: items.map(card), title: title)
    }

    /// The page around `cards` (each one preset's `<article>`), in their order.
    static func html(cards: [String], title: String) -> String {
        WebPage.make(.galleryPage, [
            "title": MarkupText.escaped(title),
            "count": "\(cards.count) preset\(cards.count == 1 ? "" : "s")",
            "cards": cards.joined(),
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
