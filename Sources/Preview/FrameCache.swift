import Foundation

/// PNG frames already drawn, kept so that a scrub back or a second loop costs nothing, within a
/// fixed number of bytes: when a new frame would pass the budget, the frames used longest ago go.
///
/// Keys carry the generation, so frames of a preset before an edit are never served after it
/// (``removeAll(before:)`` also drops them at once).
struct FrameCache {
    struct Key: Hashable {
        var generation: Int
        var index: Int
    }

    /// The bytes the cache may hold. A frame larger than this is not kept at all.
    let budget: Int
    private(set) var byteCount = 0
    private var entries: [Key: (data: Data, used: UInt64)] = [:]
    private var clock: UInt64 = 0

    init(budget: Int) {
        self.budget = max(budget, 0)
    }

    var count: Int { entries.count }

    /// The frame, marked as just used.
    mutating func frame(_ key: Key) -> Data? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key] = (entry.data, clock)
        return entry.data
    }

    /// Keeps `data`, evicting the least recently used frames until it fits.
    mutating func insert(_ data: Data, for key: Key) {
        guard data.count <= budget else { return }
        if let old = entries.removeValue(forKey: key) { byteCount -= old.data.count }
        while byteCount + data.count > budget, let oldest = entries.min(by: { $0.value.used < $1.value.used }) {
            byteCount -= oldest.value.data.count
            entries.removeValue(forKey: oldest.key)
        }
        clock += 1
        entries[key] = (data, clock)
        byteCount += data.count
    }

    /// Drops every frame of a generation before `generation`.
    mutating func removeAll(before generation: Int) {
        for key in entries.keys where key.generation < generation {
            byteCount -= entries.removeValue(forKey: key)?.data.count ?? 0
        }
    }
}
