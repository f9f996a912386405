import Foundation
import Scene

/// `scene: { kind: layers, … }` — scaffolding until the layers kind is built (issue 4).
extension DocumentReader {
    func decodeLayers(_ field: Field, transition: Field?, timeline: Field?, canvas: Canvas?) -> LayersScene? {
        kindNotSupportedYet(field, kind: "layers")
        return nil
    }
}
