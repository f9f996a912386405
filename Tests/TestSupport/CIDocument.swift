import Foundation

/// The CI documentation, as the tests read it: docs/ci.md and the pages split from it
/// (docs/ci-*.md: shards, GitHub, GitLab, Kubernetes, …) and docs/diff.md. The tests run what it
/// documents — a workflow's command lines, the Kubernetes Jobs, each CI engine's shard variables —
/// from its own text, so the documentation cannot promise what the tests do not check.
///
/// A section is found by its heading alone, on whichever page holds it, so a section moved to
/// another page is still found; a heading that no page has, or that more than one has, fails
/// with the heading named.
public struct CIDocument: Sendable {
    /// The folder of the pages: `docs/` in the repository.
    public static let folder = Snapshot.repositoryRoot.appendingPathComponent("docs")

    /// Whether the file `name` in `docs/` is one of the pages: `ci*.md` or `diff.md`.
    public static func isPage(_ name: String) -> Bool {
        name == "diff.md" || (name.hasPrefix("ci") && name.hasSuffix(".md"))
    }

    /// Something the documentation was expected to hold and does not.
    public struct Missing: Error, CustomStringConvertible {
        public var description: String
        /// `description` about the pages as a whole.
        public init(_ description: String) { self.description = "docs/ci*.md, docs/diff.md: \(description)" }
        /// `description` about one page, `docs/ci-shards.md`.
        public init(_ description: String, in page: String) { self.description = "\(page): \(description)" }
    }

    /// One page: its path from the repository's root (`docs/ci-shards.md`) and its text.
    public struct Page: Sendable {
        public var path: String
        public var text: String

        /// The lines under `heading` (a whole heading line, `## A GitLab job`) up to the next
        /// heading of its level or above.
        public func section(_ heading: String) throws -> String {
            let lines = text.components(separatedBy: "\n")
            guard let start = lines.firstIndex(of: heading) else { throw Missing("no heading '\(heading)'", in: path) }
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

        /// How many lines of the page are `heading`.
        func count(of heading: String) -> Int {
            text.components(separatedBy: "\n").filter { $0 == heading }.count
        }
    }

    /// The pages, by file name.
    public let pages: [Page]

    public init() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter(Self.isPage).sorted()
        guard names.contains("ci.md") else { throw Missing("docs/ci.md is not there (pages found: \(names))") }
        pages = try names.map { name in
            Page(path: "docs/\(name)", text: try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8))
        }
    }

    /// The one page whose lines include `heading` (a whole heading line, `## A GitLab job`).
    public func page(with heading: String) throws -> Page {
        let holding = pages.filter { $0.count(of: heading) > 0 }
        guard let page = holding.first else {
            throw Missing("no page has the heading '\(heading)' (looked in \(pages.map(\.path).joined(separator: ", ")))")
        }
        guard holding.count == 1, page.count(of: heading) == 1 else {
            let places = holding.map { $0.count(of: heading) == 1 ? $0.path : "\($0.path) (\($0.count(of: heading)) times)" }
            throw Missing("the heading '\(heading)' is not one section's: it is in \(places.joined(separator: ", "))")
        }
        return page
    }

    /// The lines under `heading` (a whole heading line, `## A GitLab job`), on whichever page has
    /// it, up to the next heading of its level or above.
    public func section(_ heading: String) throws -> String {
        try page(with: heading).section(heading)
    }

    /// The text of each ```` ```yaml ```` block under `heading`, in order.
    public func yamlBlocks(under heading: String) throws -> [String] {
        let page = try self.page(with: heading)
        let blocks = try page.section(heading).components(separatedBy: "```yaml\n").dropFirst()
        return try blocks.map { block in
            guard let end = block.range(of: "\n```") else {
                throw Missing("a YAML block under '\(heading)' is not closed", in: page.path)
            }
            return String(block[..<end.lowerBound])
        }
    }
}
