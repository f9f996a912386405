import Foundation

/// docs/ci.md, as the tests read it: they run what it documents — a workflow's command lines, the
/// Kubernetes Jobs, each CI engine's shard variables — from its own text, so the document cannot
/// promise what the tests do not check.
public struct CIDocument: Sendable {
    public static let url = Snapshot.repositoryRoot.appendingPathComponent("docs/ci.md")

    /// Something the document was expected to hold and does not.
    public struct Missing: Error, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = "docs/ci.md: \(description)" }
    }

    public let text: String

    public init() throws {
        text = try String(contentsOf: Self.url, encoding: .utf8)
    }

    /// The lines under `heading` (a whole heading line, `## A GitLab job`) up to the next heading of
    /// its level or above.
    public func section(_ heading: String) throws -> String {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else { throw Missing("no heading '\(heading)'") }
        let level = heading.prefix { $0 == "#" }.count
        var end = start + 1
        var fenced = false
        while end < lines.count {
            let line = lines[end]
            if line.hasPrefix("```") { fenced.toggle() }
            let hashes = line.prefix { $0 == "#" }.count
            // A `#` comment in a shell or YAML block is not a heading.
            if !fenced, hashes >= 1, hashes <= level, line.dropFirst(hashes).hasPrefix(" ") { break }
            end += 1
        }
        return lines[(start + 1)..<end].joined(separator: "\n")
    }

    /// The text of each ```` ```yaml ```` block under `heading`, in order.
    public func yamlBlocks(under heading: String) throws -> [String] {
        let blocks = try section(heading).components(separatedBy: "```yaml\n").dropFirst()
        return try blocks.map { block in
            guard let end = block.range(of: "\n```") else { throw Missing("a YAML block under '\(heading)' is not closed") }
            return String(block[..<end.lowerBound])
        }
    }
}
