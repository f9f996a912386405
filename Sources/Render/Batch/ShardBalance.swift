import Foundation

/// How a batch's presets are split between shards (`--balance`).
///
/// - ``hash``, the default: by the SHA-256 of each file name (``Shard/number(for:of:)``). It needs
///   nothing but the names, so a shard reads only its own presets, and adding a preset moves no
///   other one; but shards can be far apart in work.
/// - ``cost``: by each preset's estimated cost (``BatchPlan/Item/cost``), greedily, the costliest
///   first onto the shard with the least work so far (ties: the preset's path, then the lowest
///   shard). Every shard reads and validates every preset to know the costs, and adding a preset
///   can move others; in exchange the shards finish close together. The costs come from the
///   presets and the options alone, so every machine computes the same split.
public enum ShardBalance: String, Sendable, Hashable, CaseIterable {
    case hash
    case cost

    /// The shard (1…`count`) of each of `costs` (by position) when split by cost; a preset that
    /// could not be read has no cost and counts as 0.
    static func byCost(_ costs: [(path: String, cost: Int)], count: Int) -> [Int] {
        var loads = [Int](repeating: 0, count: count)
        var shards = [Int](repeating: 1, count: costs.count)
        let order = costs.indices.sorted { a, b in
            costs[a].cost != costs[b].cost ? costs[a].cost > costs[b].cost : costs[a].path < costs[b].path
        }
        for index in order {
            // The least loaded shard; the first of equals, so the split is the same everywhere.
            let lightest = loads.indices.min { loads[$0] != loads[$1] ? loads[$0] < loads[$1] : $0 < $1 } ?? 0
            loads[lightest] += costs[index].cost
            shards[index] = lightest + 1
        }
        return shards
    }
}
