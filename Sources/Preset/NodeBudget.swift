// libyaml's event parser (the system library; Package.swift says why) is the only place an
// alias's own position survives: Yams's composed tree replaces each alias by the node it names.
import CLibYAML
import Scene

/// Counts a YAML document's nodes the way decoding will meet them: every alias counts as all the
/// nodes it stands for.
///
/// A kilobyte of anchors, each a list of aliases of the one before, names 10⁸ nodes; Yams composes
/// it cheaply (the copies are shared) but anything that walks the tree walks every copy. Counting
/// the parser's events instead costs one pass over the text: each anchor's expanded size is
/// remembered when its node ends, and an alias adds that size at once.
enum NodeBudget {
    /// Where a document first goes over its budget.
    struct Excess: Equatable {
        /// 1-based, as libyaml counts (columns in Unicode scalars).
        var line: Int
        var column: Int
        /// The alias that went over, or nil when a plain node did.
        var alias: String?
        /// The count reached there, expanded.
        var count: Int

        /// What the error says: the limit, and how this place broke it.
        var message: String {
            let limit = Limits.maximumDocumentNodes
            if let alias {
                return "the alias *\(alias) brings the document to \(count) YAML nodes (counting every alias as "
                    + "the nodes it stands for); a preset may have at most \(limit)"
            }
            return "the document has more than \(limit) YAML nodes here; a preset may have at most \(limit)"
        }
    }

    /// The first node (or alias) at which `yaml` has more than `limit` nodes, counting aliases
    /// expanded; nil when it has at most `limit`, or when it is not valid YAML (Yams reports that).
    static func firstExcess(in yaml: String, limit: Int = Limits.maximumDocumentNodes) -> Excess? {
        let bytes = Array(yaml.utf8)
        if bytes.isEmpty { return nil }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer -> Excess? in
            guard let base = buffer.baseAddress else { return nil }
            yaml_parser_set_input_string(&parser, base, buffer.count)
            var counter = Counter(limit: limit)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return nil }
                if let excess = counter.take(event) { return excess }
            }
        }
    }

    /// The running count, and the expanded size of every anchor and of every collection still open.
    private struct Counter {
        let limit: Int
        var total = 0
        var anchors: [String: Int] = [:]
        /// Collections not yet ended, innermost last: their size so far and their anchor.
        var open: [(size: Int, anchor: String?)] = []

        init(limit: Int) { self.limit = limit }

        mutating func take(_ event: yaml_event_t) -> Excess? {
            switch event.type {
            case YAML_SCALAR_EVENT:
                return add(1, anchor: Self.text(event.data.scalar.anchor), event: event, alias: nil)
            case YAML_ALIAS_EVENT:
                // An undefined alias is Yams's to report; it adds nothing here.
                guard let name = Self.text(event.data.alias.anchor), let size = anchors[name] else { return nil }
                return add(size, anchor: nil, event: event, alias: name)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                total += 1
                let anchor = event.type == YAML_SEQUENCE_START_EVENT ? Self.text(event.data.sequence_start.anchor)
                    : Self.text(event.data.mapping_start.anchor)
                open.append((1, anchor))
                return total > limit ? excess(at: event, alias: nil) : nil
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let closed = open.popLast() else { return nil }
                if let anchor = closed.anchor { anchors[anchor] = closed.size }
                if !open.isEmpty { open[open.count - 1].size += closed.size }
                return nil
            default:
                return nil
            }
        }

        /// Adds a node (or an alias's expansion) of `size` nodes to the count and to its parent.
        private mutating func add(_ size: Int, anchor: String?, event: yaml_event_t, alias: String?) -> Excess? {
            // Every size here is at most the count so far, itself at most `limit`: no overflow.
            total += size
            if let anchor { anchors[anchor] = size }
            if !open.isEmpty { open[open.count - 1].size += size }
            return total > limit ? excess(at: event, alias: alias) : nil
        }

        private func excess(at event: yaml_event_t, alias: String?) -> Excess {
            Excess(line: Int(clamping: event.start_mark.line) + 1, column: Int(clamping: event.start_mark.column) + 1,
                   alias: alias, count: total)
        }

        private static func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: $0) }
        }
    }
}
