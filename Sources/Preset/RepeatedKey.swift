// libyaml's event parser, as in NodeBudget: the only view of the document that keeps every key's
// own position in document order.
import CLibYAML

/// Where a YAML document first repeats a key of one mapping, in document order.
///
/// Yams reports repeated keys at the first of them in a *hash* order, which differs from one call to
/// the next (its dictionaries are seeded per instance), so the same preset would be refused at two
/// different places by `validate` and by `render`. This finds the place a reader would: the second
/// occurrence of the first key that occurs twice.
enum RepeatedKey {
    /// 1-based line and column (in Unicode scalars, as libyaml counts) of the first repeated key of a
    /// mapping; nil when no scalar key repeats (or the text is not YAML).
    static func firstPlace(in yaml: String) -> (line: Int, column: Int)? {
        let bytes = Array(yaml.utf8)
        if bytes.isEmpty { return nil }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer -> (line: Int, column: Int)? in
            guard let base = buffer.baseAddress else { return nil }
            yaml_parser_set_input_string(&parser, base, buffer.count)
            var walker = Walker()
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return nil }
                if walker.take(event) {
                    return (Int(clamping: event.start_mark.line) + 1, Int(clamping: event.start_mark.column) + 1)
                }
            }
        }
    }

    /// The collections still open, innermost last; for a mapping, the keys met so far and whether
    /// the next node is a key.
    private struct Walker {
        struct Open {
            var isMapping: Bool
            var expectingKey = true
            var keys: Set<String> = []
        }

        var open: [Open] = []

        /// Takes one event; true when it is a key its mapping already has.
        mutating func take(_ event: yaml_event_t) -> Bool {
            switch event.type {
            case YAML_SCALAR_EVENT:
                if let last = open.indices.last, open[last].isMapping, open[last].expectingKey {
                    // A key is its tag and its text, as Yams compares them.
                    let scalar = event.data.scalar
                    let key = (scalar.tag.map { String(cString: $0) } ?? "") + "\u{0}"
                        + String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                    if !open[last].keys.insert(key).inserted { return true }
                }
                nodeEnded()
            case YAML_ALIAS_EVENT:
                nodeEnded()
            case YAML_SEQUENCE_START_EVENT:
                open.append(Open(isMapping: false))
            case YAML_MAPPING_START_EVENT:
                open.append(Open(isMapping: true))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                _ = open.popLast()
                nodeEnded()
            default:
                break
            }
            return false
        }

        /// A whole node ended inside the innermost collection: in a mapping, keys and values alternate.
        private mutating func nodeEnded() {
            guard let last = open.indices.last, open[last].isMapping else { return }
            open[last].expectingKey.toggle()
        }
    }
}
