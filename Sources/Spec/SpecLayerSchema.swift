import Scene
import SpecModel

/// The JSON schema of a layer in a spec's frames, made from the property table
/// (``Scene/VisualProperty/all``) as the spec's JSON is, so the two cannot disagree.
///
/// `docs/spec.schema.json` holds it under `$defs.layer`; a test checks the file against this
/// (and rewrites it with `UPDATE_SNAPSHOTS=1`).
public enum SpecLayerSchema {
    /// `{ "type": "object", "required": [...], "properties": { "id": …, "frame": …, …, "children": … } }`.
    public static var definition: JSONValue {
        let members = properties(VisualProperty.tree)
        return .object([
            ("type", .string("object")),
            ("required", .array((["id"] + members.map(\.0)).map(JSONValue.string))),
            ("additionalProperties", .bool(false)),
            ("properties", .object([("id", .object([("type", .string("string"))]))] + members + [
                ("children", .object([
                    ("type", .string("array")), ("items", .object([("$ref", .string("#/$defs/layer"))])),
                    ("description", .string("A group's children, back to front, in the group's own points ((0, 0) is the "
                                            + "group frame's top-left corner); absent for a layer that is not a group.")),
                ])),
            ])),
        ])
    }

    /// The schema of each member of `tree`.
    private static func properties(_ tree: [(name: String, node: VisualProperty.Node)]) -> [(String, JSONValue)] {
        tree.map { name, node in
            switch node {
            case .property(let property): (name, number(property))
            case .group(_, let group, let members): (name, object(properties(members), group))
            }
        }
    }

    /// A number, with its range and note.
    private static func number(_ property: VisualProperty) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", .string("number"))]
        if let range = property.range {
            if range.lowerBound.isFinite { members.append(("minimum", .number(range.lowerBound))) }
            if range.upperBound.isFinite { members.append(("maximum", .number(range.upperBound))) }
        }
        if let note = property.note { members.append(("description", .string(note))) }
        return .object(members)
    }

    /// An object of `members`, every one required, or null where the group is optional.
    private static func object(_ members: [(String, JSONValue)], _ group: VisualProperty.Group?) -> JSONValue {
        let object = JSONValue.object([
            ("type", .string("object")), ("required", .array(members.map { .string($0.0) })),
            ("additionalProperties", .bool(false)), ("properties", .object(members)),
        ])
        let note = group?.note.map { [("description", JSONValue.string($0))] } ?? []
        if group?.isOptional == true {
            return .object([("oneOf", .array([.object([("type", .string("null"))]), object]))] + note)
        }
        guard case .object(let fields) = object else { return object }
        return .object(fields + note)
    }
}
