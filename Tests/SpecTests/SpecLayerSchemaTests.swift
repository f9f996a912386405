import Foundation
import Scene
import Spec
import SpecModel
import Testing

/// `docs/spec.schema.json` describes a layer as the property table makes it, and a spec's layers
/// have exactly the keys it describes.
@Suite("The schema's layer comes from the property table")
struct SpecLayerSchemaTests {
    static let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/spec.schema.json").standardizedFileURL

    @Test("docs/spec.schema.json's $defs.layer is SpecLayerSchema.definition (UPDATE_SNAPSHOTS=1 rewrites it)")
    func layerDefinition() throws {
        var text = try String(contentsOf: Self.schemaURL, encoding: .utf8)
        let generated = SpecLayerSchema.definition.serialized()
        if ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1" {
            text = try #require(Self.replacingLayer(in: text, with: generated), "no \"layer\": { … } in the schema")
            try text.write(to: Self.schemaURL, atomically: true, encoding: .utf8)
        }
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let layer = try #require((schema["$defs"] as? [String: Any])?["layer"])
        let expected = try JSONSerialization.jsonObject(with: Data(generated.utf8))
        #expect(try Self.canonical(layer) == Self.canonical(expected),
                "docs/spec.schema.json's layer differs from the property table's; run the test with UPDATE_SNAPSHOTS=1")
    }

    @Test("every property of the table is in the schema with its range, and the table's names are unique")
    func everyProperty() throws {
        #expect(Set(VisualProperty.all.map(\.name)).count == VisualProperty.all.count)
        let definition = try #require(try JSONSerialization.jsonObject(with: Data(SpecLayerSchema.definition.serialized().utf8))
                                      as? [String: Any])
        for property in VisualProperty.all {
            var node: [String: Any]? = definition
            for part in property.name.split(separator: ".") {
                let object = (node?["oneOf"] as? [[String: Any]])?.last ?? node
                node = (object?["properties"] as? [String: Any])?[String(part)] as? [String: Any]
            }
            let leaf = try #require(node, "\(property.name) is not in the schema")
            #expect(leaf["type"] as? String == "number", "\(property.name)")
            if let range = property.range, range.lowerBound.isFinite {
                #expect((leaf["minimum"] as? NSNumber)?.doubleValue == range.lowerBound, "\(property.name)")
            }
        }
    }

    /// `text` with the object after `"layer": ` replaced by `replacement`, indented as the key is.
    static func replacingLayer(in text: String, with replacement: String) -> String? {
        guard let key = text.range(of: "\"layer\": {") else { return nil }
        let open = text.index(before: key.upperBound)
        var depth = 0
        var inString = false
        var escaped = false
        var index = open
        while index < text.endIndex {
            let c = text[index]
            if inString {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == "{" {
                depth += 1
            } else if c == "}" {
                depth -= 1
                if depth == 0 { break }
            }
            index = text.index(after: index)
        }
        guard index < text.endIndex else { return nil }
        let lineStart = text[..<key.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        let indent = String(text[lineStart..<key.lowerBound])
        // The serialized text ends in a newline; kept, each rewrite would add a blank line before the
        // closing brace that follows the layer.
        let body = replacement.hasSuffix("\n") ? String(replacement.dropLast()) : replacement
        let indented = body.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated().map { $0.offset == 0 ? String($0.element) : indent + $0.element }.joined(separator: "\n")
        return text.replacingCharacters(in: open...index, with: indented)
    }

    /// `value` as JSON text with sorted keys: equal for equal documents.
    static func canonical(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys]), as: UTF8.self)
    }
}
