import Foundation
import Scene

extension MotionScene {
    /// Every image file the scene draws, each once, in the order the scene names them: the
    /// tabs' pages, the stack's root and pushed pages (pages by id), and image layers.
    /// Calendars draw no images.
    public var imageURLs: [URL] {
        var urls: [URL] = []
        func add(_ content: Content) {
            if case .image(let url) = content, !urls.contains(url) { urls.append(url) }
        }
        switch kind {
        case .tabs(let tabs):
            tabs.tabs.forEach { add($0.content) }
        case .calendar:
            break
        case .stack(let stack):
            for tab in stack.tabs {
                add(tab.root.content)
                for id in tab.pages.keys.sorted() { tab.pages[id].map { add($0.content) } }
            }
        case .layers(let layers):
            for layer in layers.layers {
                if case .image(let url) = layer.kind { add(.image(url)) }
            }
        }
        return urls
    }
}
