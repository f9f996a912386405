import Foundation

/// At most ``capacity`` values by key: when it is full, a new key's value replaces the value used
/// least recently. What the blur and hue-rotation caches keep between frames, so memory stays flat
/// however many radii or sizes pass through.
struct RecentlyUsed<Key: Hashable, Value> {
    let capacity: Int
    private var entries: [Key: (value: Value, lastUse: Int)] = [:]
    /// Counts uses, to know which value was used least recently.
    private var clock = 0

    init(capacity: Int) { self.capacity = capacity }

    var count: Int { entries.count }

    /// The value kept for `key`, marked as used now; nil when none is.
    mutating func value(for key: Key) -> Value? {
        clock += 1
        guard let entry = entries[key] else { return nil }
        entries[key] = (entry.value, clock)
        return entry.value
    }

    /// Keeps `value` for `key` (replacing its old one), first forgetting the least recently used
    /// value when a new key would exceed the capacity.
    mutating func keep(_ value: Value, for key: Key) {
        clock += 1
        if entries[key] == nil, entries.count >= capacity,
           let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries[oldest.key] = nil
        }
        entries[key] = (value, clock)
    }
}
