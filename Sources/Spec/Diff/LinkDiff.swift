import Foundation

/// The `swift:` links of two specs compared: each Swift place whose text changed is one cause,
/// quoted as written (``SwiftQuote``) at the line of the change —
/// `ShopApp/ContentView.swift:11 .spring(response: 0.4 → 0.5, dampingFraction: 0.7)` — however
/// many of a film's transitions, sides or layers read it; a declaration the site reads (a shared
/// `Animation` constant, a `static var` transition, a modifier's default) is quoted at its own
/// line. A role that now reads another site is two causes, the site it left and the one it reads
/// now, never one quote made of two animations' texts.
enum LinkDiff {
    /// The causes, each once, in the new spec's order; and for each new link's ``SpecLink/place``
    /// (what ``SpecParameter/source`` names) the causes that explain the parameters read from it.
    static func causes(old: [SpecLink], new: [SpecLink], paths: DiffPaths) -> (causes: [PresetDiff.Change], explained: [String: [String]]) {
        let oldByRole = Dictionary(old.map { ($0.role, $0) }, uniquingKeysWith: { first, _ in first })
        let newRoles = Set(new.map(\.role))
        var causes: [PresetDiff.Change] = []
        var explained: [String: [String]] = [:]
        func add(_ place: String, _ change: String) -> String {
            let cause = PresetDiff.Change(kind: .cause, property: place, largest: change, fromSwift: true)
            if !causes.contains(where: { $0.what == cause.what }) { causes.append(cause) }
            return cause.what
        }
        var seen: Set<String> = []
        for link in new where seen.insert(link.role).inserted {
            var found: [String] = []
            if let before = oldByRole[link.role] {
                if sameSite(before, link) {
                    if let quote = SwiftQuote(old: before.source, new: link.source) {
                        found.append(add(place(of: quote, oldFile: sameFile(before, link) ? nil : written(before, paths),
                                               oldLine: before.line, newFile: written(link, paths), newLine: link.line), quote.text))
                    }
                } else {
                    found.append(add(place(of: before, paths), "no longer read: \(short(before.source))"))
                    found.append(add(place(of: link, paths), "now read: \(short(link.source))"))
                }
                // The declarations both versions read, by name: an edit of one is quoted where it is.
                let oldReads = Dictionary(before.reads.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
                for read in link.reads {
                    guard let was = oldReads[read.name], let quote = SwiftQuote(old: was.source, new: read.source) else { continue }
                    let renamed = was.file != read.file && (was.path == nil || was.path != read.path)
                    found.append(add(place(of: quote, oldFile: renamed ? paths.write(path: was.path, file: was.file) : nil,
                                           oldLine: was.line, newFile: paths.write(path: read.path, file: read.file),
                                           newLine: read.line), quote.text))
                }
            } else {
                found.append(add(place(of: link, paths), "now read: \(short(link.source))"))
            }
            explained[link.place, default: []] += found
        }
        for link in old where !newRoles.contains(link.role) && seen.insert(link.role).inserted {
            _ = add(place(of: link, paths), "no longer read: \(short(link.source))")
        }
        return (causes, explained)
    }

    /// Whether a role's two links are one site, moved or edited: the same kind of site, in the same
    /// file on the same line or in the same column (an edit above it moves its line, not its
    /// column), or on the same line of a renamed file.
    static func sameSite(_ a: SpecLink, _ b: SpecLink) -> Bool {
        guard a.site == nil || b.site == nil || a.site == b.site else { return false }
        if a.line == b.line { return true }
        return sameFile(a, b) && (a.column == nil || b.column == nil || a.column == b.column)
    }

    /// Whether two links name one file: as the presets wrote it, or as the repository holds it (two
    /// checkouts of one repository write the same path; two copies of a folder outside one the same file).
    static func sameFile(_ a: SpecLink, _ b: SpecLink) -> Bool {
        a.file == b.file || (a.path != nil && a.path == b.path)
    }

    /// The link's file as `paths` writes it.
    static func written(_ link: SpecLink, _ paths: DiffPaths) -> String {
        paths.write(path: link.path, file: link.file)
    }

    /// `ShopApp/CartView.swift:12`: the link's site as a cause names it.
    static func place(of link: SpecLink, _ paths: DiffPaths) -> String {
        "\(written(link, paths)):\(link.line)"
    }

    /// `ShopApp/ContentView.swift:60`, the new line of the change; with the old one when the edit
    /// moved it (`…:62 (was :60)`) and the old file (`oldFile`, nil when it is the same) when it was renamed.
    static func place(of quote: SwiftQuote, oldFile: String?, oldLine: Int, newFile: String, newLine: Int) -> String {
        let was = max(oldLine + quote.oldLine, 1), now = max(newLine + quote.newLine, 1)
        let place = "\(newFile):\(now)"
        if let oldFile { return place + " (was \(oldFile):\(was))" }
        return was == now ? place : place + " (was :\(was))"
    }

    /// A site's first line, cut: enough to tell which it is.
    static func short(_ source: String) -> String {
        let first = source.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
        let trimmed = first.trimmingCharacters(in: .whitespaces)
        return trimmed.count > 80 ? String(trimmed.prefix(80)) + "…" : trimmed
    }
}
