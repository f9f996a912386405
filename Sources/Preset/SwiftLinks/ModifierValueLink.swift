import Foundation
import Scene
import SwiftModel

/// A layer property's value taken from a state-driven modifier in Swift:
///
/// ```yaml
/// animate: { card: { scale: { swift: Card.swift, modifier: scaleEffect, line: 31, bind: { isPressed: true } } } }
/// ```
///
/// The modifier on that line is evaluated with `bind:` (literals: the state at that moment) and the
/// property's value is the one it gives (`scale` of `.scaleEffect`, `offsetY` of `.offset(y:)`,
/// `height` of `.frame(height:)`, `fill` of a colour): change the Swift, and the film follows.
extension DocumentReader {
    /// The value `field` (a mapping with `swift:`) gives property `key`, or nil after reporting why.
    package func decodeLinkedValue(_ field: Field, property key: String) -> FilmedValue? {
        guard let keyed = mapping(field, allowed: Self.swiftLinkKeys) else { return nil }
        guard keyed["modifier"] != nil else {
            invalid(field, "a property's value links a modifier: { swift: FILE, modifier: scaleEffect, line: N, bind: { … } }")
            return nil
        }
        guard let link = decodeSwiftLink(keyed, kind: .animation),
              let bindings = staticBindings(link, context: "a layer property's value") else { return nil }
        // A text's colour is its `fill`; a clip's corners those of `.cornerRadius`, which clips its view.
        let wanted = key == "color" ? "fill" : key
        do {
            let kept = LinkedModifierKey(place: link.location.description, bindings: bindings)
            let values: [(property: String, value: FilmedValue)]
            if let known = linkedModifierValues[kept] { values = known } else {
                values = try link.modifierValues(bindings)
                linkedModifierValues[kept] = values
            }
            let clip = key == "maskCornerRadius" ? values.first(where: { $0.property == "cornerRadius" })?.value : nil
            guard let value = values.first(where: { $0.property == wanted })?.value ?? clip else {
                let given = values.map(\.property)
                report(.swift(place: link.location.description, message: "this modifier gives "
                              + (given.isEmpty ? "no property" : given.joined(separator: ", ")) + ", not '\(key)'"),
                       at: field.node)
                return nil
            }
            codeLinks.append(link.record(role: field.path))
            return value
        } catch {
            report(error, at: field)
            return nil
        }
    }
}

/// One linked modifier under one set of bindings: what ``DocumentReader/linkedModifierValues`` keeps.
struct LinkedModifierKey: Hashable {
    /// The modifier's place, `File.swift:12:9` (a document's links name one file by one path).
    let place: String
    let bindings: Bindings
}
