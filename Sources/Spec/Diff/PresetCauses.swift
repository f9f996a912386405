import Foundation

/// One preset's causes as a reviewer reads them, each once: every Swift place whose text changed
/// (``LinkDiff``), the parameters read from it folded into it — a spring that four transitions
/// use is one cause, not four; a parameter whose linked code reads the same in both specs at its
/// link's place in the preset's words; a preset's own parameters (no Swift) in its words
/// (``CauseDiff``). Then the other platforms' lines, once per changed animation, each naming the
/// cause it follows from.
enum PresetCauses {
    static func changes(old: SpecDocument, new: SpecDocument, paths: DiffPaths) -> [PresetDiff.Change] {
        let (swift, explained) = LinkDiff.causes(old: old.links, new: new.links, paths: paths)
        let parameters = CauseDiff.changes(old: old.parameters, new: new.parameters)
        let links = Dictionary(new.links.map { ($0.place, $0) }, uniquingKeysWith: { first, _ in first })
        var causes = swift
        // The cause each link's parameters follow from, by the link's place.
        var follows: [String: String] = explained.compactMapValues(\.first)
        // Parameters of a link whose text and reads are unchanged (the code reached them another
        // way): their words, at the link's place, one cause per place.
        var unexplained: [(place: String, sources: [String], words: [String])] = []
        for change in parameters where change.kind == .cause {
            // An event's description (`timeline[2]`) is written from what the code does: read from
            // Swift, the code's change is its cause.
            if change.source == nil, !new.links.isEmpty, change.property.wholeMatch(of: /timeline\[[0-9]+\]/) != nil { continue }
            guard let source = change.source, let link = links[source] else {
                if !causes.contains(where: { $0.what == change.what }) { causes.append(change) }
                continue
            }
            guard follows[source] == nil else { continue }
            let place = LinkDiff.place(of: link, paths), words = "\(leaf(change.property)) \(change.largest)"
            if let index = unexplained.firstIndex(where: { $0.place == place }) {
                if !unexplained[index].words.contains(words) { unexplained[index].words.append(words) }
                if !unexplained[index].sources.contains(source) { unexplained[index].sources.append(source) }
            } else {
                unexplained.append((place, [source], [words]))
            }
        }
        for group in unexplained {
            let cause = PresetDiff.Change(kind: .cause, property: group.place, largest: group.words.joined(separator: ", "),
                                          fromSwift: true)
            causes.append(cause)
            for source in group.sources { follows[source] = cause.what }
        }
        var platforms: [PresetDiff.Change] = []
        for change in parameters where change.kind == .platform {
            let line: PresetDiff.Change
            if let source = change.source, let cause = follows[source] {
                line = PresetDiff.Change(kind: .platform, property: change.property, largest: change.largest, follows: cause)
            } else {
                // A preset's own animation: the line says which.
                let animation = change.follows.map { " (\($0))" } ?? ""
                line = PresetDiff.Change(kind: .platform, property: change.property, largest: change.largest + animation)
            }
            if !platforms.contains(where: { $0.what == line.what && $0.follows == line.follows }) { platforms.append(line) }
        }
        return causes + platforms
    }

    /// A parameter's name within its animation: `spring.response` of
    /// `transition "timeline[0]: insert at 0.3 s" animation "insert card".spring.response`; the
    /// whole path when it names no transition of many (`transition.animation.spring.response`).
    static func leaf(_ property: String) -> String {
        guard let quote = property.lastIndex(of: "\"") else { return property }
        let rest = property[property.index(after: quote)...]
        return String(rest.hasPrefix(".") ? rest.dropFirst() : rest)
    }
}
