import Foundation
import Motion
import Scene

/// The free layers kind: a list of layers and a timeline of changes to their properties.
///
/// The escape hatch for a transition the other kinds do not have: rectangles, rounded
/// rectangles, circles, text, images and flat fills, placed by frames in points, whose
/// properties change with any animation (``LayerChange``) or follow keyframes
/// (``LayerKeyframes``).
///
/// ```swift
/// let card = LayerSpec(id: "card", kind: .roundedRect(.plain),
///                      properties: LayerProperties(frame: Rect(x: 20, y: 200, width: 350, height: 220),
///                                                  cornerRadius: 24, color: .black))
/// LayersScene(layers: [card], events: [.change(LayerChange(at: 0.3, targets: [
///     LayerTarget(layer: "card", values: [LayerPropertyValue(.height, .number(420))])], animation: .spring()))])
/// ```
public struct LayersScene: Sendable, Hashable {
    /// Back to front, unless a layer's ``LayerSpec/z`` says otherwise.
    public var layers: [LayerSpec]
    /// In the order they were written (their `at` times never decrease).
    public var events: [LayerEvent]

    public init(layers: [LayerSpec] = [], events: [LayerEvent] = []) {
        self.layers = layers
        self.events = events
    }

    /// Every layer of the tree, each group before its children (depth first, as written): what
    /// events address by id, and the order ``index(of:)`` counts in.
    public var allLayers: [LayerSpec] {
        var all: [LayerSpec] = []
        func visit(_ list: [LayerSpec]) {
            for layer in list {
                all.append(layer)
                if case .group(let children, _) = layer.kind { visit(children) }
            }
        }
        visit(layers)
        return all
    }

    /// The index in ``allLayers`` of the layer named `id`.
    public func index(of id: String) -> Int? { allLayers.firstIndex { $0.id == id } }
}

extension LayersScene: SceneKind {
    public static let keyword = "layers"

    public func timeline(canvas: Canvas, hold: Double, reduceMotion: Bool) -> any Timeline {
        LayersTimeline(self, canvas: canvas, hold: hold, reduceMotion: reduceMotion)
    }

    /// The image layers' files, then the font files text layers name, back to front as listed.
    public var sourceFiles: [URL] {
        var files = Content.sourceFiles(in: allLayers.compactMap { layer in
            if case .image(let url, let mode) = layer.kind { Content.image(url, mode) } else { nil }
        })
        for layer in allLayers {
            if case .text(let style) = layer.kind, case .file(let url) = style.font, !files.contains(url) { files.append(url) }
        }
        return files
    }

    public var lastEventTime: Double { events.map(\.at).max() ?? 0 }
}
