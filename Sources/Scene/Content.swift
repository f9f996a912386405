import Foundation

/// What fills a page: a built-in wireframe screen, an image, or a flat colour.
public enum Content: Sendable, Hashable {
    case wireframe(Wireframe)
    /// A PNG, JPEG or SVG file, placed in the content frame by its ``ContentMode``.
    case image(URL, ContentMode = .fill)
    case fill(Color)
}

/// The built-in screens of the source design's habit app, drawn as vector wireframes.
public enum Wireframe: String, Sendable, Hashable, CaseIterable {
    /// Dashboard: a summary card and habit cards.
    case cards
    /// Habits: rows with a check circle and labels.
    case list
    /// Gallery: a grid of photo tiles.
    case grid
}

extension Content {
    /// The image files among `contents`, each once, in the order given: what a kind lists as the
    /// images it draws.
    package static func imageURLs(in contents: some Sequence<Content>) -> [URL] {
        var urls: [URL] = []
        for case .image(let url, _) in contents where !urls.contains(url) { urls.append(url) }
        return urls
    }
}
