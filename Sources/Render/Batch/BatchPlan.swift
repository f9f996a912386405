import Foundation
import Scene

/// What a batch does with each preset, decided before anything is written: `batch --dry-run`
/// prints it, ``BatchRunner/run(_:logger:events:)`` carries it out. Both come from the same
/// ``BatchRunner/plan(readingAll:logger:)``, so a dry run agrees with the run that follows it
/// (unless the folder changes in between).
public struct BatchPlan: Sendable {
    public enum Action: String, Sendable, Hashable {
        case render, skip, refuse
    }

    /// One preset of the batch's inputs.
    public struct Item: Sendable {
        public var input: BatchInput
        /// The preset's `name:`; its file name when it was not read or could not be.
        public var name: String
        /// ``InputHash`` in hex; nil when the preset was not read or could not be.
        public var inputHash: String?
        /// The hash's parts, as its manifest entry records them; nil when ``inputHash`` is.
        var inputs: BatchManifest.Inputs?
        /// Estimated work: frames × output pixels × outputs (the formats, at least one), known
        /// once the preset is read; nil when it was not read or could not be.
        public var cost: Int?
        /// The shard (1…N) the preset belongs to; nil when the batch is not sharded.
        public var shard: Int?
        /// Whether this run renders (or skips, or refuses) it: false for another shard's.
        public var isSelected: Bool
        public var action: Action
        /// Why, in a few words: `up to date in manifest.json`, `a new preset`, what changed since
        /// the last batch (``RenderReason``), the failure.
        public var reason: String
        /// Seconds spent reading, checking and hashing it, part of its wall time.
        var reading: Double
        var scene: MotionScene?
        /// The recorded render a skip repeats.
        var earlier: BatchManifest.Entry?
    }

    /// Every input, in path order.
    public var items: [Item]
    /// The shard the plan is for; nil for a whole batch.
    public var shard: Shard?

    /// The presets this run handles: all of them, or its shard's.
    public var selected: [Item] { items.filter(\.isSelected) }

    /// Each shard's total estimated cost, by shard number (1…N); empty for a whole batch.
    public var shardCosts: [Int: Int] {
        guard let shard else { return [:] }
        var totals = Dictionary(uniqueKeysWithValues: (1...shard.count).map { ($0, 0) })
        for item in items { if let number = item.shard { totals[number, default: 0] += item.cost ?? 0 } }
        return totals
    }
}
