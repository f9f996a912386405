import Foundation

/// One of `count` slices of a batch, for a CI matrix: `--shard 2/4` is `Shard(index: 2, count: 4)`.
///
/// A preset belongs to the shard picked by the SHA-256 of its file name (without `.yaml`),
/// so the split depends on nothing but the name: the same on every machine and run, and
/// adding a preset moves no other preset to another shard.
///
/// ```swift
/// let shard = try Shard.parse("1/3")
/// shard.contains(name: "tab-forward")
/// ```
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 1-based, 1…count.
    public let index: Int
    public let count: Int

    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `I/N`, or `auto` (the CI job's own shard, from `environment`: see ``ShardEnvironment``,
    /// with `countOption` for engines that do not say how many jobs there are); the error says what
    /// is wrong in words.
    public static func parse(_ text: String, environment: [String: String] = [:], countOption: Int? = nil) -> Result<Shard, BatchError> {
        if text == "auto" { return ShardEnvironment.shard(in: environment, countOption: countOption) }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            return .failure(.badShard(text, "expected I/N, e.g. 1/4"))
        }
        guard count >= 1 else { return .failure(.badShard(text, "the shard count must be at least 1")) }
        guard let shard = Shard(index: index, count: count) else {
            return .failure(.badShard(text, "the shard number must be between 1 and \(count)"))
        }
        return .success(shard)
    }

    /// Whether the preset called `name` is rendered by this shard.
    public func contains(name: String) -> Bool {
        Self.number(for: name, of: count) == index
    }

    /// The shard (1…count) a name belongs to: the first 8 bytes of its SHA-256, big-endian, mod count, plus 1.
    public static func number(for name: String, of count: Int) -> Int {
        let prefix = SHA256.hash(Data(name.utf8)).bytes.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return Int(prefix % UInt64(count)) + 1
    }

    /// `I/N`.
    public var description: String { "\(index)/\(count)" }

    /// The manifest this shard writes, so that shards uploaded side by side never clobber each other.
    public var manifestName: String { "manifest.shard-\(index)-of-\(count).json" }
}
