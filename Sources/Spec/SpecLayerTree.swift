import Foundation
import Scene

/// The layers of a frame as the CSV and the curves name them: every layer of every tree, a
/// group's children after the group, each named by its path from the top (`card/label`).
///
/// A designer animating a child wants its curve, so children get columns and charts of their
/// own; the path keeps names unique when two groups (two pages made of layers, say) reuse a
/// child's id. A child's values are in its group's points, as the JSON nests them.
package enum SpecLayerTree {
    /// Joins a group's path and a child's id.
    package static let separator = "/"

    /// Every layer of `frame`, depth first, paired with its path.
    package static func flatten(_ frame: FrameState) -> [(path: String, layer: LayerState)] {
        var all: [(path: String, layer: LayerState)] = []
        func visit(_ layers: [LayerState], prefix: String) {
            for layer in layers {
                let path = prefix + layer.id
                all.append((path, layer))
                if case .group(let children) = layer.content { visit(children, prefix: path + separator) }
            }
        }
        visit(frame.layers, prefix: "")
        return all
    }

    /// Each frame's layers by path (the first of equal paths wins), for lookups by column.
    package static func tables(_ frames: [FrameState]) -> [[String: LayerState]] {
        frames.map { frame in
            Dictionary(flatten(frame).map { ($0.path, $0.layer) }, uniquingKeysWith: { first, _ in first })
        }
    }
}

extension MotionSpec {
    /// The layer at `path` (see ``SpecLayerTree``) in frame `index`, if it shows there.
    package func layer(_ path: String, inFrame index: Int) -> LayerState? {
        guard layerTables.indices.contains(index) else { return nil }
        return layerTables[index][path]
    }
}
