extension VisualProperty {
    /// The table as the spec's JSON nests it: a property, or a group of consecutive entries whose
    /// names share a first part (`shadow` holds `color`, `radius` and `offset`).
    public indirect enum Node: Sendable {
        case property(VisualProperty)
        /// `path` is the group's dotted name (`shadow.color`); `group` what the table says of it.
        case group(path: String, group: Group?, members: [(name: String, node: Node)])
    }

    /// Every property of ``all`` in table order, nested by the parts of its name.
    public static let tree: [(name: String, node: Node)] = nest(all.map { ($0.name.split(separator: ".").map(String.init)[...], $0) },
                                                                prefix: "")

    private static func nest(_ leaves: [(path: ArraySlice<String>, property: VisualProperty)],
                             prefix: String) -> [(name: String, node: Node)] {
        var members: [(name: String, node: Node)] = []
        var start = leaves.startIndex
        while start < leaves.endIndex {
            let head = leaves[start].path.first ?? ""
            var end = start
            while end < leaves.endIndex, leaves[end].path.first == head { end += 1 }
            let run = leaves[start..<end]
            if run.count == 1, let leaf = run.first, leaf.path.count == 1 {
                members.append((head, .property(leaf.property)))
            } else {
                let path = prefix.isEmpty ? head : prefix + "." + head
                members.append((head, .group(path: path, group: Group.named(path),
                                             members: nest(run.map { ($0.path.dropFirst(), $0.property) }, prefix: path))))
            }
            start = end
        }
        return members
    }
}
