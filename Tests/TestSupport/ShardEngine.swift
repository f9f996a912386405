import Foundation

/// One CI engine of docs/ci-shards.md's `--shard auto` table: the variables it gives each
/// parallel job, as the document tells users. The tests take the engines from the document alone
/// — the unit tests check the code reads what it says, the end-to-end tests run a sharded batch
/// with each engine's variables — so the table, the code and the tests cannot drift apart.
public struct ShardEngine: Sendable, CustomStringConvertible {
    /// The engine's cell, `GitLab (`parallel: N`)`.
    public var name: String
    /// The variable that numbers the job: `CI_NODE_INDEX`.
    public var indexVariable: String
    /// The variable that counts the jobs; nil where the count is `--shard-count N` (Kubernetes).
    public var countVariable: String?
    /// The first job's index: 0 or 1.
    public var firstIndex: Int

    public var description: String { name }

    static let heading = "### `--shard auto`: the job's own shard, from its CI engine"
    static let header = "| engine | index variable | count variable | index counts from |"

    /// The table's rows, in the document's order (the order `--shard auto` tries them).
    public static func documented(in document: CIDocument) throws -> [ShardEngine] {
        let page = try document.page(with: heading)
        let lines = try page.section(heading).components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: header) else {
            throw CIDocument.Missing("no table '\(header)' under '\(heading)'", in: page.path)
        }
        guard start + 1 < lines.count, lines[start + 1].hasPrefix("| --- ") else {
            throw CIDocument.Missing("the shard engines' table has no separator line", in: page.path)
        }
        return try lines[(start + 2)...].prefix { $0.hasPrefix("|") }.map { try row($0, in: page.path) }
    }

    /// `| GitLab (…) | `CI_NODE_INDEX` | `CI_NODE_TOTAL` | 1 |`; a count cell starting
    /// `--shard-count` means the option.
    static func row(_ line: String, in page: String) throws -> ShardEngine {
        let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
            .map { $0.trimmingCharacters(in: .whitespaces) }
        func variable(_ cell: String) -> String? { cell.wholeMatch(of: /`([A-Z_]+)`/).map { String($0.1) } }
        guard cells.count == 4, let index = variable(cells[1]), let first = Int(cells[3]), first == 0 || first == 1 else {
            throw CIDocument.Missing("the shard engines' table has a row it cannot read: \(line)", in: page)
        }
        let count = variable(cells[2])
        guard count != nil || cells[2].hasPrefix("`--shard-count N`") else {
            throw CIDocument.Missing("the count cell names no variable and not --shard-count: \(line)", in: page)
        }
        return ShardEngine(name: cells[0], indexVariable: index, countVariable: count, firstIndex: first)
    }

    /// The variables job `job` (0-based, whatever the engine counts from) of `count` jobs gets.
    public func variables(job: Int, of count: Int) -> [String: String] {
        var variables = [indexVariable: String(job + firstIndex)]
        if let countVariable { variables[countVariable] = String(count) }
        return variables
    }

    /// `--shard-count`'s value for `count` jobs: nil where the engine's variables give the count.
    public func countOption(_ count: Int) -> Int? {
        countVariable == nil ? count : nil
    }

    /// What `batch --shard auto` needs besides the variables: `--shard-count N` where the engine
    /// gives no count.
    public func arguments(count: Int) -> [String] {
        countOption(count).map { ["--shard-count", String($0)] } ?? []
    }
}
