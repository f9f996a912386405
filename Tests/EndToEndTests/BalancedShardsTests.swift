import Foundation
import Preset
import Render
import SceneKinds
import Testing

/// `--shard I/N --balance cost` on the shipped presets: every preset in exactly one shard, the
/// same split whichever shard computes it, and shards of nearly equal estimated cost.
@Suite("balanced shards on Presets/")
struct BalancedShardsTests {
    static let presets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Presets").standardized

    /// Shard `index` of `count`'s plan of every shipped preset, at scale 1, MP4 — as
    /// `batch Presets --shard I/N --balance cost --scale 1 --dry-run` plans it.
    static func plan(_ index: Int, of count: Int, inputs: [BatchInput]) throws -> BatchPlan {
        let runner = BatchRunner(inputs: inputs, settings: BatchSettings(formats: [.mp4], scale: 1),
                                 outputDirectory: URL(fileURLWithPath: "/nonexistent-motionreel-output"),
                                 shard: try #require(Shard(index: index, count: count)), balance: .cost,
                                 version: "test") { input in
            try PresetLoader.standard.load(contentsOf: input.url, file: input.path, overrides: PresetOverrides(scale: 1))
        }
        return runner.plan()
    }

    @Test("N = 1…8: each preset is rendered by exactly one shard, and all shards agree on the split")
    func exactlyOnce() throws {
        let inputs = try BatchInput.expand([Self.presets.path])
        try #require(inputs.count >= 20, "the shipped presets: \(inputs.count)")
        for count in 1...8 {
            var renderedBy: [String: [Int]] = [:]
            var splits: Set<[Int]> = []
            for index in 1...count {
                let plan = try Self.plan(index, of: count, inputs: inputs)
                #expect(plan.items.allSatisfy { $0.action != .refuse }, "\(plan.items.filter { $0.action == .refuse }.map(\.reason))")
                splits.insert(plan.items.map { $0.shard ?? 0 })
                for item in plan.selected { renderedBy[item.input.path, default: []].append(index) }
            }
            #expect(splits.count == 1, "N = \(count): shards disagree on the split")
            #expect(Set(renderedBy.keys) == Set(inputs.map(\.path)), "N = \(count)")
            #expect(renderedBy.values.allSatisfy { $0.count == 1 }, "N = \(count): \(renderedBy.filter { $0.value.count != 1 })")
        }
    }

    @Test("N = 4: the costliest shard's estimated cost is within 1.25× of the mean (the hash split's is not)")
    func spread() throws {
        let inputs = try BatchInput.expand([Self.presets.path])
        let plan = try Self.plan(1, of: 4, inputs: inputs)
        let costs = plan.shardCosts.values.map(Double.init)
        try #require(costs.count == 4 && costs.allSatisfy { $0 > 0 })
        let mean = costs.reduce(0, +) / 4
        #expect((costs.max() ?? 0) / mean <= 1.25, "\(plan.shardCosts)")
        // The estimate itself, worked from each preset's own numbers: frames × pixels × 1 format.
        for item in plan.items {
            let scene = try PresetLoader.standard.load(contentsOf: item.input.url, overrides: PresetOverrides(scale: 1))
            #expect(item.cost == scene.timeline().frameCount * scene.canvas.pixelWidth * scene.canvas.pixelHeight, "\(item.name)")
        }
    }
}
