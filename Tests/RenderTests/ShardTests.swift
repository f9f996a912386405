import Foundation
import Render
import Testing

@Suite("Shard: --shard I/N, and which presets each slice renders")
struct ShardTests {
    @Test("--shard I/N parses 1 ≤ I ≤ N only")
    func shardParsing() {
        #expect((try? Shard.parse("2/3").get()) == Shard(index: 2, count: 3))
        for bad in ["0/2", "3/2", "1/0", "2", "a/b", "1/2/3", "-1/2", ""] {
            #expect((try? Shard.parse(bad).get()) == nil, "\(bad)")
        }
    }

    @Test("a name's shard is its SHA-256's first 8 bytes mod N, plus 1")
    func shardNumber() {
        // sha256("abc") starts ba7816bf8f01cfea.
        let prefix: UInt64 = 0xba7816bf8f01cfea
        for n in 1...7 {
            #expect(Shard.number(for: "abc", of: n) == Int(prefix % UInt64(n)) + 1)
        }
    }

    /// The shipped presets' shards of 3 and of 4, worked out with Python's hashlib: a CI matrix
    /// relies on a preset staying in its shard from one version to the next.
    static let pinned: [String: (of3: Int, of4: Int)] = [
        "calendar-appear": (3, 1), "calendar-interactions": (1, 3), "calendar-month": (2, 2),
        "layers-custom": (1, 3), "stack-interactive": (1, 4), "stack-morph": (1, 4),
        "stack-push-pop": (3, 3), "tab-120fps": (3, 2), "tab-backward": (2, 2), "tab-blur": (2, 2),
        "tab-forward": (3, 4), "tab-mask": (3, 1), "tab-offset": (2, 2), "tab-push": (3, 2),
        "tab-rapid": (3, 2), "tab-rapid-blend": (1, 3), "tab-rapid-curves": (2, 2),
        "tab-reduce-motion": (2, 1), "tab-roundtrip": (2, 4), "tab-scale-fade": (3, 4),
        "tab-screenshots": (3, 4), "tab-skip": (1, 2),
    ]

    @Test("the assignment is pinned: each shipped preset stays in the shard it had")
    func stableAssignment() {
        for (name, shards) in Self.pinned {
            #expect(Shard.number(for: name, of: 3) == shards.of3, "\(name) of 3")
            #expect(Shard.number(for: name, of: 4) == shards.of4, "\(name) of 4")
        }
    }

    @Test("for every N from 1 to 8, shards 1…N together contain every name exactly once", arguments: 1...8)
    func partition(count: Int) throws {
        let names = Self.pinned.keys.sorted() + (0..<200).map { "preset-\($0)" }
        let shards = try (1...count).map { try #require(Shard(index: $0, count: count)) }
        for name in names {
            let owners = shards.filter { $0.contains(name: name) }
            #expect(owners.count == 1, "\(name) is in \(owners)")
        }
        // No shard is left empty by 200+ names (a sum that ignored the name would fail here).
        for shard in shards {
            #expect(names.contains { shard.contains(name: $0) }, "shard \(shard) is empty")
        }
    }

    @Test("a shard prints as I/N and names its own manifest")
    func manifestName() throws {
        let shard = try #require(Shard(index: 2, count: 5))
        #expect(shard.description == "2/5")
        #expect(shard.manifestName == "manifest.shard-2-of-5.json")
    }
}
