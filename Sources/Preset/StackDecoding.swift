import Foundation
import Scene

/// `scene: { kind: stack, … }` — scaffolding until the stack kind is built (issue 4).
extension DocumentReader {
    func decodeStack(_ field: Field, transition: Field?, timeline: Field?, canvas: Canvas?) -> StackScene? {
        kindNotSupportedYet(field, kind: "stack")
        return nil
    }
}
