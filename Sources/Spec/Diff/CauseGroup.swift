import Foundation

/// A cause and the films it changed, as a report lists them: each changed Swift place once, then
/// the films it changed and what a viewer sees in each, then the other platforms' lines once — a
/// spring four transitions use, in two films made of many layers, is one group.
public struct CauseGroup: Sendable {
    /// The cause; nil for the films that changed with none the specs name (pixels, layers or timing
    /// only, or a preset added or removed).
    public let cause: PresetDiff.Change?
    /// The changed films it reaches, by name.
    public let films: [PresetDiff]
    /// The platforms' lines of the animations it changed, each once.
    public let platforms: [PresetDiff.Change]

    /// The groups of `presets`' changed ones: the Swift causes shared by every film that reads
    /// them, a preset's own words its own; in the order the causes first appear.
    static func groups(of presets: [PresetDiff]) -> [CauseGroup] {
        var order: [String] = []
        var causes: [String: PresetDiff.Change] = [:]
        var films: [String: [PresetDiff]] = [:]
        var platforms: [String: [PresetDiff.Change]] = [:]
        var uncaused: [PresetDiff] = []
        for preset in presets where preset.status != .unchanged {
            let own = preset.causes
            guard !own.isEmpty else {
                uncaused.append(preset)
                continue
            }
            // A line of the preset's own animation goes with its first cause in its own words.
            let firstOwn = own.firstIndex { !$0.fromSwift }
            for (index, cause) in own.enumerated() {
                // A Swift place is one cause wherever it is read; a preset's own words are its own.
                let key = cause.fromSwift ? cause.what : preset.name + "\u{0}" + cause.what
                if causes[key] == nil {
                    order.append(key)
                    causes[key] = cause
                }
                films[key, default: []].append(preset)
                for line in preset.platformChanges
                    where line.follows == cause.what || (line.follows == nil && index == firstOwn) {
                    if !(platforms[key] ?? []).contains(where: { $0.what == line.what }) { platforms[key, default: []].append(line) }
                }
            }
        }
        var groups = order.map { CauseGroup(cause: causes[$0], films: films[$0] ?? [], platforms: platforms[$0] ?? []) }
        if !uncaused.isEmpty { groups.append(CauseGroup(cause: nil, films: uncaused, platforms: [])) }
        return groups
    }

    /// The group's first line: the cause, or what the films without one have in common.
    public var title: String { cause?.line ?? "no Swift place or motion parameter changed" }
}
