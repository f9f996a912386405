import Foundation

/// What fills a page: a built-in wireframe screen, an image, a flat colour, or the user's own
/// screen made of layers.
public enum Content: Sendable, Hashable {
    case wireframe(Wireframe)
    /// A PNG, JPEG or SVG file, placed in the content frame by its ``ContentMode``.
    case image(URL, ContentMode = .fill)
    case fill(Color)
    /// A layer tree at rest, drawn once like a group and moved as one by the page's transition.
    case layers(LayerPage)
}

/// A page made of layers: what it draws and every file that drawing reads.
///
/// A page is static, so it holds the layers' states at rest rather than their animations; the
/// files are kept beside them because a batch hashes what a scene reads to know whether its
/// outputs are current, and a page's images, fonts and its own file are inputs too.
public struct LayerPage: Sendable, Hashable {
    /// Back to front, in the page's own points ((0, 0) is the page's top-left corner).
    public var layers: [LayerState]
    /// The page file (when the layers came from one), then its images and font files, each once.
    public var files: [URL]

    public init(layers: [LayerState], files: [URL] = []) {
        self.layers = layers
        self.files = files
    }
}

extension Content {
    /// The image files among `contents` (and every file a page of layers reads), each once, in
    /// the order given: what a kind lists as its source files.
    package static func sourceFiles(in contents: some Sequence<Content>) -> [URL] {
        var urls: [URL] = []
        for content in contents {
            let read: [URL]
            switch content {
            case .image(let url, _): read = [url]
            case .layers(let page): read = page.files
            case .wireframe, .fill: read = []
            }
            for url in read where !urls.contains(url) { urls.append(url) }
        }
        return urls
    }
}
