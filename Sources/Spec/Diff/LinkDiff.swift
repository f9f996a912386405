import Foundation

/// The `swift:` links of two specs compared by role: a site whose source text changed is a cause
/// that quotes it as written (``SwiftQuote``) at the line of the change —
/// `ContentView.swift:60 .spring(duration: 0.45, bounce: 0.2 → 0.35)` — so a reviewer sees the
/// edit in the code's words beside the parameter the preset names; a link on one side only is
/// named, since no parameter says that the motion now comes from code, or no longer does.
enum LinkDiff {
    /// `causes` (``CauseDiff``) with the links' changes among them: each quote right after the
    /// last cause read from its link, the rest after every cause.
    static func changes(old: [SpecLink], new: [SpecLink], beside causes: [PresetDiff.Change]) -> [PresetDiff.Change] {
        var merged = causes
        for change in changes(old: old, new: new) {
            let last = change.quotes.flatMap { place in merged.lastIndex { $0.kind == .cause && $0.source == place } }
            merged.insert(change, at: last.map { $0 + 1 } ?? merged.count)
        }
        return merged
    }

    /// One cause per link whose source changed, was added or was removed, in the new spec's order.
    static func changes(old: [SpecLink], new: [SpecLink]) -> [PresetDiff.Change] {
        let oldByRole = Dictionary(old.map { ($0.role, $0) }, uniquingKeysWith: { first, _ in first })
        let newRoles = Set(new.map(\.role))
        var seen: Set<String> = []
        var changes: [PresetDiff.Change] = []
        for link in new where seen.insert(link.role).inserted {
            guard let before = oldByRole[link.role] else {
                changes.append(PresetDiff.Change(kind: .cause, property: link.role, largest: "linked to \(link.place)"))
                continue
            }
            guard let quote = SwiftQuote(old: before.source, new: link.source) else { continue }
            changes.append(PresetDiff.Change(kind: .cause, property: place(of: quote, old: before, new: link),
                                             largest: quote.text, quotes: link.place))
        }
        for link in old where !newRoles.contains(link.role) && seen.insert(link.role).inserted {
            changes.append(PresetDiff.Change(kind: .cause, property: link.role, largest: "no longer linked (was \(link.place))"))
        }
        return changes
    }

    /// `ContentView.swift:60`, the new line of the change; with the old one when the edit moved it
    /// (`ContentView.swift:62 (was :60)`) and the old file when it was renamed.
    static func place(of quote: SwiftQuote, old: SpecLink, new: SpecLink) -> String {
        let oldLine = max(old.line + quote.oldLine, 1), newLine = max(new.line + quote.newLine, 1)
        let place = "\(new.file):\(newLine)"
        if old.file != new.file { return place + " (was \(old.file):\(oldLine))" }
        return oldLine == newLine ? place : place + " (was :\(oldLine))"
    }
}
