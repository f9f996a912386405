import ArgumentParser
import Foundation
import Render

/// `batch --dry-run`'s report: a line per preset — render, skip or refuse (other, for another
/// shard's), its name, shard and estimated cost, and why — then the totals, and each shard's
/// cost when the batch is sharded. `skip` is only ever a preset this run would skip as up to
/// date, so the lines that say it are the skips the totals count.
///
/// ```
/// render  tab-forward        shard 2/4    24.9 Mpx  since the last batch: the preset file changed, --scale 1 → 2
/// render  tab-fade           shard 2/4    12.4 Mpx  a new preset
/// skip    calendar-appear    shard 2/4    31.0 Mpx  up to date in manifest.shard-2-of-4.json
/// other   tab-blur           shard 1/4    28.1 Mpx  shard 1/4's
/// ```
///
/// The reasons are the plan's (``BatchPlan/Item/reason``).
enum BatchDryRun {
    /// The word of a preset another shard renders.
    static let otherShard = "other"

    static func report(_ plan: BatchPlan) -> String {
        let width = plan.items.map(\.name.count).max() ?? 0
        var lines = plan.items.map { item in
            let shard = plan.shard.map { "shard \(item.shard ?? 0)/\($0.count)" } ?? ""
            let cost = item.cost.map(megapixels) ?? "—"
            let action = item.isSelected ? item.action.rawValue : otherShard
            return [action.padding(toLength: 6, withPad: " ", startingAt: 0),
                    item.name.padding(toLength: width, withPad: " ", startingAt: 0),
                    shard, String(repeating: " ", count: max(0, 10 - cost.count)) + cost, item.reason]
                .filter { !$0.isEmpty }.joined(separator: "  ")
        }
        let selected = plan.selected
        let count = { (action: BatchPlan.Action) in selected.filter { $0.action == action }.count }
        var summary = "dry run: \(count(.render)) to render, \(count(.skip)) to skip, \(count(.refuse)) refused"
        if let shard = plan.shard {
            summary += " in shard \(shard) of \(plan.items.count) presets (\(plan.items.count - selected.count) in other shards)"
        }
        summary += "; nothing written"
        lines.append(summary)
        let costs = plan.shardCosts
        if !costs.isEmpty {
            let mean = Double(costs.values.reduce(0, +)) / Double(costs.count)
            let parts = costs.keys.sorted().map { "\($0): \(megapixels(costs[$0] ?? 0))" }
            let spread = mean > 0 ? String(format: "%.2f", Double(costs.values.max() ?? 0) / mean) : "—"
            lines.append("estimated cost by shard: \(parts.joined(separator: ", ")) (largest / mean: \(spread))")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Frames × pixels × outputs in megapixels, one decimal.
    private static func megapixels(_ cost: Int) -> String {
        String(format: "%.1f Mpx", Double(cost) / 1e6)
    }
}

extension ShardBalance: ExpressibleByArgument {}
