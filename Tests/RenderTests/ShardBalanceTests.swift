import Foundation
@testable import Render
import Testing

@Suite("--balance cost: the costliest preset first, onto the shard with the least work")
struct ShardBalanceTests {
    /// Costs drawn from a fixed seed (SplitMix64), with ties, so the tie rules are exercised too.
    static func costs(seed: UInt64, count: Int) -> [(path: String, cost: Int)] {
        var state = seed
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        return (0..<count).map { ("p/\($0).yaml", Int(next() % 8) * 1_000_000 + (next() % 4 == 0 ? 0 : 7)) }
    }

    @Test("every preset lands in exactly one shard of 1…N, for N = 1…8", arguments: 1...8)
    func everyPresetOnce(count: Int) {
        let costs = Self.costs(seed: UInt64(count), count: 23)
        let shards = ShardBalance.byCost(costs, count: count)
        #expect(shards.count == costs.count)
        #expect(shards.allSatisfy { (1...count).contains($0) })
        // Each shard with work while there are at least as many presets as shards.
        #expect(Set(shards).count == min(count, costs.count))
    }

    @Test("the split depends on the presets, not on the order they are listed in")
    func orderFree() {
        let costs = Self.costs(seed: 7, count: 30)
        let forward = Dictionary(uniqueKeysWithValues: zip(costs.map(\.path), ShardBalance.byCost(costs, count: 4)))
        let reversed = Array(costs.reversed())
        let backward = Dictionary(uniqueKeysWithValues: zip(reversed.map(\.path), ShardBalance.byCost(reversed, count: 4)))
        #expect(forward == backward)
    }

    @Test("the largest shard is at most the mean plus the largest single cost (greedy's bound)")
    func greedyBound() {
        for seed in UInt64(1)...20 {
            let costs = Self.costs(seed: seed, count: 25)
            let shards = ShardBalance.byCost(costs, count: 4)
            var loads = [Int](repeating: 0, count: 4)
            for (index, shard) in shards.enumerated() { loads[shard - 1] += costs[index].cost }
            let mean = Double(loads.reduce(0, +)) / 4
            #expect(Double(loads.max() ?? 0) <= mean + Double(costs.map(\.cost).max() ?? 0), "seed \(seed): \(loads)")
        }
    }

    @Test("worked example: 5, 4, 3, 3, 2, 1 into two shards is 5+3+1 and 4+3+2")
    func workedExample() {
        let costs = [("a", 3), ("b", 5), ("c", 1), ("d", 4), ("e", 3), ("f", 2)].map { (path: $0.0, cost: $0.1) }
        let shards = ShardBalance.byCost(costs, count: 2)
        // b=5 → shard 1 (both empty, lowest first); d=4 → 2; a=3 → 2 (4 < 5) → 7; e=3 → 1 (5 < 7) → 8;
        // f=2 → 2 (7 < 8) → 9; c=1 → 1 (8 < 9) → 9.
        #expect(shards == [2, 1, 1, 2, 1, 2])
    }
}
