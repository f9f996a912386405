import Foundation
import SwiftModel

/// Every motion of an app's code, as films: for each view type and each of its `@State`
/// variables, the views that variable shows and hides (their `.transition`) and the state-driven
/// modifiers it changes (`.scaleEffect(pressed ? 0.95 : 1)`), visited value by value — and every
/// listed site it does not film, with why. `import DIR -o FOLDER` writes a preset per film.
///
/// A view is *driven* by a state when it is shown at some of the state's values and not at
/// others (an `if`/`switch` over it, evaluated with the state bound), or when one of its modifiers
/// gives different values at different values of the state. The type's other state keeps its
/// declared value.
public struct Catalogue: Sendable {
    public let films: [CatalogueFilm]
    /// Every site the listing shows (`import DIR`).
    public let sites: [Site]
    /// Why a view type's site was left out, when the analysis found a reason (an evaluation error).
    private let reasons: [CodeLocation: String]
    private let code: CodeBase

    /// At most this many values a state visits (its declared one and the ones the code assigns).
    static let maximumVisits = 6

    public init(_ code: CodeBase) {
        self.code = code
        sites = code.sites
        var films: [CatalogueFilm] = []
        var reasons: [CodeLocation: String] = [:]
        for type in Self.viewTypes(code) {
            let states = Self.states(of: type, in: code)
            let defaults = Dictionary(states.map { ($0.name, $0.initial) }, uniquingKeysWith: { a, _ in a })
            for state in states {
                let visits = Self.visits(of: state, in: type, code: code)
                guard visits.count > 1 else { continue }
                var others = defaults
                others[state.name] = nil
                if let film = Self.film(type: type, state: state.name, visits: visits, others: others, code: code,
                                        reasons: &reasons) {
                    films.append(film)
                }
            }
        }
        self.films = films
        self.reasons = reasons
    }

    /// Each listed site the films do not cover (films named in `failed` left out, with their
    /// reason), in listing order.
    public func unfilmed(failed: [String: String] = [:]) -> [UnfilmedSite] {
        var covered: [CodeLocation: Bool] = [:]
        var failedSites: [CodeLocation: String] = [:]
        for film in films {
            for location in film.covered {
                if let reason = failed[film.name] { failedSites[location] = failedSites[location] ?? reason } else {
                    covered[location] = true
                }
            }
        }
        let coveredSources = sites.filter { covered[$0.location] == true }.map { code.text(of: $0.span) }
        return sites.compactMap { site -> UnfilmedSite? in
            if covered[site.location] == true { return nil }
            if let reason = failedSites[site.location] { return UnfilmedSite(location: site.location, reason: reason) }
            if let reason = reasons[site.location] { return UnfilmedSite(location: site.location, reason: reason) }
            if let declaration = site.declaration {
                // A named transition or animation is filmed through the sites that use it.
                if coveredSources.contains(where: { $0.contains(declaration.name) }) { return nil }
                return UnfilmedSite(location: site.location, reason: "declared here, and no filmed change uses "
                                    + "\(declaration.qualifiedName)")
            }
            return UnfilmedSite(location: site.location, reason: Self.reason(for: site, in: code))
        }
    }

    // MARK: What the code has

    /// The types with a `body`, in source order.
    static func viewTypes(_ code: CodeBase) -> [String] {
        var seen = Set<String>()
        return code.declarations.filter { $0.name == "body" }.compactMap(\.owner).filter { seen.insert($0).inserted }
    }

    struct State {
        var name: String
        var initial: Value
    }

    /// The type's `@State` variables with a declared value MotionReel evaluates: a Bool, an Int or
    /// a case of an enum in the files.
    static func states(of type: String, in code: CodeBase) -> [State] {
        code.declarations.compactMap { declaration -> State? in
            guard declaration.owner == type, case .stored(false, "State"?, _, _?) = declaration.kind,
                  let hint = code.valueType(of: declaration),
                  let value = try? Evaluation(code: code, bindings: Bindings()).initialValue(of: declaration) else { return nil }
            let enumeration: EnumDeclaration? = if case .enumeration(let name) = hint { code.enumeration(name) } else { nil }
            switch hint {
            case .boolean, .integer, .enumeration: return State(name: declaration.name, initial: value.typed(enumeration))
            default: return nil
            }
        }
    }

    /// The values a state visits: the declared one, then each other the code assigns it in source
    /// order (a Bool: the opposite), then back.
    static func visits(of state: State, in type: String, code: CodeBase) -> [Value] {
        if case .boolean(let b) = state.initial { return [.boolean(b), .boolean(!b), .boolean(b)] }
        let enumeration: EnumDeclaration? = if case .enumCase(let name?, _) = state.initial { code.enumeration(name) } else { nil }
        var values = [state.initial]
        for assignment in PageTransaction.assignments(of: state.name, in: type, code: code) {
            guard let expression = assignment.value, values.count < maximumVisits else { continue }
            // `step = step + 1` reads the value before: the last one visited.
            let bound = Bindings([state.name: values[values.count - 1]])
            guard let value = try? Evaluation(code: code, bindings: bound).evaluate(expression, owner: type) else { continue }
            let typed = value.typed(enumeration)
            if !values.contains(typed) { values.append(typed) }
        }
        return values.count > 1 ? values + [state.initial] : values
    }

    // MARK: A film

    private static func film(type: String, state: String, visits: [Value], others: [String: Value], code: CodeBase,
                             reasons: inout [CodeLocation: String]) -> CatalogueFilm? {
        let places = code.modifierPlaces(in: type)
        var standIns: [StandIn] = []
        var covered: [CodeLocation] = []
        var chains: [CodeSpan: Int] = [:]
        var usedIDs = Set<String>()
        func bindings(_ k: Int) -> Bindings { Bindings(others.merging([state: visits[k]]) { _, new in new }) }

        for (place, block, _) in places {
            if place.call.name == "transition" {
                var shown: [Bool] = []
                do {
                    for k in visits.indices {
                        shown.append(try Evaluation(code: code, bindings: bindings(k)).isShown(place.statement, in: block,
                                                                                               owner: type))
                    }
                } catch {
                    if let site = code.sites.first(where: { $0.location == place.location }), reasons[site.location] == nil {
                        reasons[site.location] = "whether it is shown cannot be read: \(error.message)"
                    }
                    continue
                }
                guard Set(shown).count > 1 else { continue }
                var standIn = StandInReading.standIn(for: place, type: type, code: code, bindings: bindings(0), used: &usedIDs)
                let reads = code.sites.first { $0.location == place.location }.map { FreeVariables.of($0, in: code) } ?? []
                standIn.role = .transition(line: place.location.line, column: place.location.column, shown: shown,
                                           reads: reads)
                standIn.siteLine = place.location.line
                standIns.append(standIn)
                covered.append(place.location)
            } else if Evaluation.filmedValueModifiers.contains(place.call.name),
                      place.call.arguments.contains(where: { $0.value.mentions(state) }) {
                var perVisit: [[(property: String, value: FilmedValue)]] = []
                do {
                    for k in visits.indices {
                        perVisit.append(try Evaluation(code: code, bindings: bindings(k)).filmedValues(of: place.call,
                                                                                                       at: place.location,
                                                                                                       owner: type))
                    }
                } catch {
                    continue
                }
                var properties: [(property: String, values: [FilmedValue])] = []
                for (index, first) in (perVisit.first ?? []).enumerated() {
                    let values = perVisit.map { $0.count > index ? $0[index].value : first.value }
                    if Set(values).count > 1 { properties.append((first.property, values)) }
                }
                guard !properties.isEmpty else { continue }
                let reads = ([state] + others.keys.sorted()).filter { name in
                    place.call.arguments.contains { $0.value.mentions(name) }
                }
                let modifier = ModifierValues(name: place.call.name, line: place.location.line, properties: properties,
                                              reads: reads)
                let chain = place.chain.last?.span ?? place.call.span
                if let index = chains[chain], case .values(let list) = standIns[index].role {
                    standIns[index].role = .values(list + [modifier])
                } else {
                    var standIn = StandInReading.standIn(for: place, type: type, code: code, bindings: bindings(0), used: &usedIDs)
                    standIn.role = .values([modifier])
                    standIn.siteLine = place.location.line
                    chains[chain] = standIns.count
                    standIns.append(standIn)
                }
            }
        }
        guard !standIns.isEmpty else { return nil }
        // The sites that decide its changes: the .animation(_:value:) modifiers of the type that
        // watch the state, and the withAnimation / withTransaction calls around its assignments.
        for site in code.sites where site.owner == type && site.kind == .animation {
            switch site.form {
            case .modifier:
                if let value = site.value, CodeExpression.mentionsName(value, state) { covered.append(site.location) }
            default:
                break
            }
        }
        for assignment in PageTransaction.assignments(of: state, in: type, code: code) {
            if let explicit = assignment.explicit { covered.append(explicit.location) }
        }
        let file = code.declarations.first { $0.owner == type && $0.name == "body" }?.location.file ?? ""
        return CatalogueFilm(type: type, state: state, file: file, visits: visits, others: others, standIns: standIns,
                             covered: covered)
    }

    /// Why a site no film covers is left out.
    static func reason(for site: Site, in code: CodeBase) -> String {
        switch site.form {
        case .withAnimation:
            let changed = code.assignments.filter { $0.explicit?.location == site.location }.map(\.variable)
            guard !changed.isEmpty else { return "it changes no stored property in the files" }
            let names = Array(Set(changed)).sorted().joined(separator: ", ")
            if changed.contains(where: { $0.contains(".") }) {
                return "it changes \(names): a model object's state, which the catalogue does not follow (it films "
                    + "a view's own @State)"
            }
            return "it changes \(names), and no view reads \(changed.count == 1 ? "it" : "them") in a .transition's "
                + "condition or a filmed modifier"
        case .modifier where site.kind == .animation:
            return "it watches \(site.value ?? "no value"), and no filmed view of \(site.owner ?? "its type") changes "
                + "with it (the catalogue films a Bool, Int or enum @State with a declared value)"
        case .modifier:
            return "it is shown whatever \(site.owner ?? "its type")'s state is: no if or switch over a @State hides it "
                + "(a ForEach's rows come and go with their data)"
        case .declaration:
            return "declared here, and no filmed change uses it"
        }
    }
}

extension CodeExpression {
    /// Whether the text `expression` (as an `.animation`'s value is kept) names `name`.
    static func mentionsName(_ expression: String, _ name: String) -> Bool {
        expression.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains { $0 == name }
    }
}

extension Value {
    /// An implicit member typed by its enum (`.grid` → `Mode.grid`), so values compare.
    func typed(_ enumeration: EnumDeclaration?) -> Value {
        if case .enumCase(nil, let name) = self, let enumeration { return .enumCase(type: enumeration.name, name: name) }
        return self
    }
}
