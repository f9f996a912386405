import Yams

/// A node of the YAML document with its key path from the root, so messages can name the place.
package struct Field {
    package let node: Node
    /// `canvas.fps`, `scene.tabs[2].content`; empty for the root.
    package let path: String

    package init(node: Node, path: String) {
        self.node = node
        self.path = path
    }

    /// The value of `key` in this mapping.
    package func child(_ key: String, _ node: Node) -> Field {
        Field(node: node, path: path.isEmpty ? key : "\(path).\(key)")
    }

    /// Element `index` of this sequence.
    package func element(_ index: Int, _ node: Node) -> Field {
        Field(node: node, path: "\(path)[\(index)]")
    }

    /// The scalar's text if this is a scalar that is not null.
    package var text: String? {
        guard case .scalar(let scalar) = node, !isNull else { return nil }
        return scalar.string
    }

    /// Whether the node is YAML's null: `~`, `null` or nothing at all, unquoted.
    package var isNull: Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// Whether this is an unquoted scalar (the only kind that can be a number or a bool).
    package var isPlainScalar: Bool {
        guard case .scalar(let scalar) = node else { return false }
        return scalar.style == .plain || scalar.style == .any
    }

    /// How the node reads in a "found …" message: `'abc'`, `the text "60"`, `a list`, `nothing`.
    package var found: String {
        switch node {
        case .scalar(let scalar):
            if isNull { return "nothing" }
            return isPlainScalar ? "'\(scalar.string)'" : "the text \"\(scalar.string)\""
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }
}

/// A mapping whose keys have been checked against the grammar.
package struct Keyed {
    package struct Entry {
        package let key: String
        package let keyNode: Node
        package let value: Field
    }

    package let field: Field
    package let entries: [Entry]

    /// The value of `key`, if present.
    package subscript(key: String) -> Field? { entries.first { $0.key == key }?.value }

    /// The entry for `key`, if present, to point at the key itself.
    package func entry(_ key: String) -> Entry? { entries.first { $0.key == key } }
}
