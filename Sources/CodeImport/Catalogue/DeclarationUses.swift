import Foundation
import SwiftModel

/// Which declared transitions and animations (`static let quickSpring = Animation.spring(…)`) each
/// site uses: those its argument names — by identifier, so `.quickSpring` uses `quickSpring` and
/// not a `quick` beside it, and `.slide` SwiftUI's, not the app's `slide(from:)` — and those they
/// name in turn (`static let pop = Animation.gentle.speed(2)`
/// uses `gentle`). A film covers the ones its sites use; one no film covers is filmed on its own
/// only when no site uses it at all, as a design system's vocabulary.
struct DeclarationUses {
    private let declared: [String: [Site]]
    private let sites: [CodeLocation: Site]
    private let code: CodeBase
    /// For each declaration site, the first site in source order that uses it.
    private var users: [CodeLocation: CodeLocation] = [:]

    init(_ code: CodeBase) {
        self.code = code
        declared = Dictionary(grouping: code.sites.filter { $0.declaration != nil }, by: { $0.declaration!.useKey })
        sites = Dictionary(code.sites.map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
        guard !declared.isEmpty else { return }
        for site in code.sites where site.declaration == nil {
            for used in declarations(namedBy: [site.location]) where users[used] == nil { users[used] = site.location }
        }
    }

    /// The declaration sites the sites at `locations` use, in source order.
    func declarations(namedBy locations: [CodeLocation]) -> [CodeLocation] {
        guard !declared.isEmpty else { return [] }
        var names = Set<String>()
        for location in locations {
            guard let site = sites[location], site.declaration == nil else { continue }
            names.formUnion(Self.identifiers(of: site, code: code))
        }
        var pending = Array(names.filter { declared[$0] != nil })
        var used = Set<CodeLocation>()
        while let name = pending.popLast() {
            for site in declared[name] ?? [] where used.insert(site.location).inserted {
                guard let declaration = site.declaration else { continue }
                let named = declaration.identifiers
                pending += named.filter { declared[$0] != nil && !names.contains($0) }
                names.formUnion(named)
            }
        }
        return used.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    }

    /// The first site that uses the declaration at `location`, filmed or not.
    func firstUser(of location: CodeLocation) -> CodeLocation? { users[location] }

    /// The identifiers a site's argument names; for a motion call (a phase animator), whose
    /// closures are not its argument, those of its source, token by token.
    private static func identifiers(of site: Site, code: CodeBase) -> Set<String> {
        var names = site.argument?.identifiers ?? []
        if case .effect = site.form {
            let text = code.text(of: site.span)
            names.formUnion(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
                .filter { $0.first.map { $0.isLetter || $0 == "_" } == true })
        }
        return names
    }
}
