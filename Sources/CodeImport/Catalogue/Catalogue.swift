import Foundation
import Locking
import Scene
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
    let code: CodeBase

    /// At most this many values a state visits (its declared one and the ones the code assigns).
    static let maximumVisits = 6

    public init(_ code: CodeBase) {
        self.code = code
        sites = code.sites
        var films: [CatalogueFilm] = []
        var reasons: [CodeLocation: String] = [:]
        // Each view type's films on a thread of their own, gathered in the types' order (a later
        // type's reason for a place replaces an earlier one's, as one after another would).
        let types = Self.viewTypes(code).flatMap { Self.versions(of: $0, in: code) }
        let made = Locked([(films: [CatalogueFilm], reasons: [CodeLocation: String])?](repeating: nil, count: types.count))
        WorkerPool.run(count: types.count, width: WorkerPool.width) { index in
            let filmed = Self.films(of: types[index].type, in: types[index].code)
            made.withLock { $0[index] = filmed }
        }
        for filmed in made.withLock({ $0 }) {
            guard let filmed else { continue }
            films += filmed.films
            reasons.merge(filmed.reasons) { _, later in later }
        }
        // A design system's transitions and animations that no film above uses: each on its own.
        let uses = DeclarationUses(code)
        for index in films.indices {
            let known = Set(films[index].covered)
            films[index].covered += uses.declarations(namedBy: films[index].covered).filter { !known.contains($0) }
        }
        let used = Set(films.flatMap(\.covered))
        for site in code.sites where site.declaration != nil && !used.contains(site.location) {
            // One a view uses where no film shows it is not the app's motion on its own.
            if let user = uses.firstUser(of: site.location) {
                reasons[site.location] = reasons[site.location] ?? "declared here, and used at \(Self.place(user, column: false)), "
                    + "which is not filmed (its own line says why): a card moved with it would not be the app's motion"
                continue
            }
            if let film = Self.declarationFilm(site, code: code, reasons: &reasons) { films.append(film) }
        }
        self.films = films
        self.reasons = reasons
    }

    /// The films of the view type `type` as `code` declares it, with why each of its sites that is
    /// not filmed is not.
    private static func films(of type: String, in code: CodeBase) -> (films: [CatalogueFilm], reasons: [CodeLocation: String]) {
        var films: [CatalogueFilm] = []
        var reasons: [CodeLocation: String] = [:]
        var given = Self.given(to: type, in: code)
        // An input held at one value while the view is shown is that value in every film.
        for declaration in code.members(of: type) where ViewInputs.isInput(declaration) {
            if let (value, _) = InputConstancy.heldWhileShown(declaration.name, of: type, code: code) {
                given.values[declaration.name] = .boolean(value)
            }
        }
        let states = Self.followedStates(of: type, in: code)
            .map { state in
                var state = state
                if state.input != nil, let value = given.values[state.name] { state.initial = value }
                return state
            }
        let declared = Dictionary(states.map { ($0.name, $0.initial) }, uniquingKeysWith: { a, _ in a })
            .merging(given.values) { state, _ in state }
        let defaults = primed(declared, in: type, code: code)
        // A state another's film changes in every one of its events (in the same withAnimation) is in that film.
        var absorbed = Set<String>()
        for state in states where !absorbed.contains(state.name) {
            let visits = Self.visits(of: state, in: type, code: code, given: given.values)
            guard visits.count > 1 else { continue }
            var initial = defaults
            initial[state.name] = nil
            let carried = Self.carriedWithCompanions(initial, state: state.name, visits: visits, type: type, code: code)
            // What every change of the state is checked against first (`guard button.shouldAnimate`) holds in its film.
            let facts = EventFacts.guarding(state.name, in: type, code: code)
            let others = carried.states.map { $0.merging(facts) { held, _ in held } }
            let rendered = carried.rendered.map { $0.merging(facts) { held, _ in held } }
            if var film = Self.film(type: type, state: state.name, visits: visits, others: others,
                                    companions: carried.companions, code: code, reasons: &reasons) {
                absorbed.formUnion(carried.companions.filter { Self.alwaysWith($0, state.name, in: type, code: code) })
                film.companions = carried.companions.sorted()
                film.animatedCompanions = carried.animated.sorted()
                film.unanimatedCompanions = carried.unanimated.sorted()
                film.companionMakers = carried.makers
                film.rendered = rendered
                film.input = state.input
                film.creation = given.sentence
                if let cycles = Self.eventCycles(of: state, in: type, code: code) {
                    film.makerGroups = [[]] + visits.indices.dropFirst().map { k in cycles[min((k - 1) / 2, cycles.count - 1)] }
                }
                // The assignment that makes each change, found once: the timing and the children's sites read it.
                let makers = Self.makers(of: film, code: code)
                let moments = Self.moments(of: film, makers: makers, code: code)
                (film.times, film.waits, film.makers) = (moments.map(\.at), moments.map(\.wait), moments.map(\.line))
                film.animationReads = Self.animationReads(of: film, makers: makers)
                film.covered += Self.childBindingSites(of: film, makers: makers, code: code)
                if state.name == ScrollTarget.state { film.scrollAnimations = Self.scrollAnimations(of: film, code: code) }
                films.append(film)
            }
        }
        // An input every creator passes as a constant: the sites that read it say so.
        for declaration in code.members(of: type) where ViewInputs.isInput(declaration) {
            guard let why = constantInput(declaration.name, of: type, code: code) else { continue }
            let deciding = code.viewTree(of: type).map { Self.conditionals(reading: declaration.name, in: $0) } ?? []
            for site in code.sites where site.owner == type && reasons[site.location] == nil {
                if FreeVariables.of(site, in: code).contains(declaration.name) {
                    reasons[site.location] = "it reads \(declaration.name): " + why
                } else if let shown = deciding.first(where: { $0.span.holds(site.span) }) {
                    reasons[site.location] = "whether it is shown: the if at \(place(shown.location, column: false)) reads "
                        + "\(declaration.name): " + why
                }
            }
        }
        films += Self.phaseFilms(of: type, code: code, defaults: defaults, reasons: &reasons)
        films += Self.keyframeFilms(of: type, code: code, defaults: defaults, reasons: &reasons)
        films += Self.scrollTransitionFilms(of: type, code: code, defaults: defaults, reasons: &reasons)
        return (films, reasons)
    }

    /// The film of a declared transition or animation alone, when it evaluates without bindings;
    /// otherwise nil, with why.
    static func declarationFilm(_ site: Site, code: CodeBase, reasons: inout [CodeLocation: String]) -> CatalogueFilm? {
        guard let declaration = site.declaration, let symbol = site.symbol else { return nil }
        let free = FreeVariables.of(site, in: code)
        guard free.isEmpty else {
            reasons[site.location] = "declared here, and no filmed change uses it; on its own it needs "
                + free.joined(separator: ", ") + ", which only the code that uses it gives"
            return nil
        }
        do {
            _ = try Evaluation(code: code, bindings: Bindings()).evaluate(site)
        } catch {
            reasons[site.location] = reason(for: error, type: declaration.owner ?? "", code: code)
                ?? "declared here, and no filmed change uses it; on its own it does not evaluate: \(error.description)"
            return nil
        }
        let file = declaration.location.file
        let owner = declaration.owner ?? ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        let id = String(declaration.name.lowercased().filter { $0.isLetter || $0.isNumber }.prefix(40))
        let standIn = StandIn(id: id.isEmpty ? "standin" : id, label: symbol, width: 240, height: 120, cornerRadius: 16,
                              fill: StandInReading.defaultFill, anchor: "center",
                              role: .transition(line: declaration.location.line, column: declaration.location.column,
                                                shown: [false, true, false], reads: []),
                              siteLine: declaration.location.line)
        var film = CatalogueFilm(type: owner, state: declaration.name, file: file,
                                 visits: [.boolean(false), .boolean(true), .boolean(false)], others: [[:], [:], [:]],
                                 standIns: [standIn], covered: [site.location])
        film.declaration = site
        film.evaluated = [declaration.span]
        return film
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
        return sites.compactMap { site -> UnfilmedSite? in
            if covered[site.location] == true { return nil }
            if let reason = failedSites[site.location] { return UnfilmedSite(location: site.location, reason: reason) }
            if let reason = reasons[site.location] { return UnfilmedSite(location: site.location, reason: reason) }
            if let declaration = site.declaration {
                // A named transition or animation is filmed through the sites that use it, which
                // cover it (``coverDeclarations(of:code:)``).
                return UnfilmedSite(location: site.location, reason: "declared here, and no filmed change uses "
                                    + "\(declaration.qualifiedName)")
            }
            return UnfilmedSite(location: site.location, reason: Self.reason(for: site, in: code, films: films))
        }
    }

    // MARK: What the code has

    /// The types with a `body`, in source order.
    static func viewTypes(_ code: CodeBase) -> [String] {
        var seen = Set<String>()
        return code.declarations.filter { $0.name == "body" }.compactMap(\.owner).filter { seen.insert($0).inserted }
    }

    /// The code each declaration of `type` is compiled with. Two files may each declare a type of
    /// one name only when they are in different modules (the compiler refuses it in one): each is
    /// then a type of its own, filmed with the code of its file and every file that does not
    /// declare another of that name — never the two merged into one.
    static func versions(of type: String, in code: CodeBase) -> [(type: String, code: CodeBase)] {
        let files = code.members(of: type).filter { $0.name == "body" }.map(\.location.file)
        let declaring = Array(Set(files)).sorted()
        guard declaring.count > 1 else { return [(type, code)] }
        return declaring.map { file in
            let others = Set(declaring).subtracting([file])
            return (type, CodeBase(code.files.filter { !others.contains($0.path) }))
        }
    }

    struct State {
        var name: String
        var initial: Value
        /// Set by the view that creates this one (``ViewInputs``): where it comes from, in a
        /// sentence for the preset; nil for the view's own state.
        var input: String?
        /// The model object's property this is (`name` is the path the view reads: `model.isOn`);
        /// nil for the view's own state.
        var model: ModelState.Cell?
        /// The type it holds, unwrapped (`Sheet` for `Sheet?`): what an assignment's implicit
        /// member (`sheet = .filters`) is read as, also while the state is nil.
        var hint: TypeHint?
    }

    /// Every state of `type` the catalogue follows: its own `@State`, its inputs, and the
    /// properties of the model objects it reads.
    static func followedStates(of type: String, in code: CodeBase) -> [State] {
        states(of: type, in: code) + inputs(of: type, in: code) + modelStates(of: type, in: code) + scrollStates(of: type, in: code)
    }

    /// The type's `@State` variables with a declared value MotionReel evaluates, of a type
    /// ``stateValue(_:hint:code:)`` films.
    static func states(of type: String, in code: CodeBase) -> [State] {
        code.members(of: type).compactMap { declaration -> State? in
            guard case .stored(false, "State"?, _, _) = declaration.kind, let hint = code.valueType(of: declaration),
                  let value = startingValue(of: declaration, code: code),
                  let initial = stateValue(value, hint: hint, code: code) else { return nil }
            return State(name: declaration.name, initial: initial, hint: hint)
        }
    }

    /// The model objects' properties the type reads (``ModelState``) with a declared value of a
    /// type ``stateValue(_:hint:code:)`` films: `model.isOn`, filmed as the view's own state is,
    /// with the model's assignments as well as the view's.
    static func modelStates(of type: String, in code: CodeBase) -> [State] {
        ModelState.cells(of: type, in: code).compactMap { cell -> State? in
            guard let hint = code.valueType(of: cell.property), let value = startingValue(of: cell.property, code: code),
                  let initial = stateValue(value, hint: hint, code: code) else { return nil }
            return State(name: cell.path, initial: initial, model: cell, hint: hint)
        }
    }

    /// The value a stored property starts at: its declared value, evaluated; for an Optional `var`
    /// declared with none (`@State var sheet: Sheet?`, a model's `var toast: Toast?`), nil, as
    /// Swift gives it. Nil when it has neither (or its value cannot be read).
    static func startingValue(of declaration: Declaration, code: CodeBase) -> Value? {
        guard case .stored(let isConstant, _, _, let declared) = declaration.kind else { return nil }
        guard declared == nil else { return try? Evaluation(code: code, bindings: Bindings()).initialValue(of: declaration) }
        // Declared with no value and stored by the type's initializer from a defaulted parameter
        // (`init(areReactionsOpen: Bool = false)`): the default, what the type starts with when made so.
        if let owner = declaration.ownerPath, let given = code.type(path: owner)?.initializerDefaults[declaration.name],
           let value = try? Evaluation(code: code, bindings: Bindings()).evaluate(given, owner: declaration.owner,
                                                                                  expecting: TypeHint.named(declaration.type, in: code)) {
            return value
        }
        guard !isConstant, case .optional? = TypeHint.named(declaration.type, in: code) else { return nil }
        return Value.none
    }

    /// The types ``stateValue(_:hint:code:)`` films, as a reason names them.
    static let filmedTypes = "a Bool, Int, number, Angle, CGSize, UnitPoint, Color, enum's case or array of them, or an Optional as nil or not"

    /// A declared value as a state's: typed by its enum, numbers as doubles; nil for a type the
    /// catalogue does not film (``filmedTypes`` names those it does).
    static func stateValue(_ value: Value, hint: TypeHint, code: CodeBase) -> Value? {
        let enumeration: EnumDeclaration? = if case .enumeration(let name) = hint { code.enumeration(name) } else { nil }
        switch (hint, value) {
        // Only an Optional holds nil: `Sheet? = nil` is nil ↔ the cases the code assigns.
        case (_, .none): return Value.none
        // An Optional of a type the catalogue does not read: nil, or not (`ImageData? = nil`).
        case (.opaque(let type), _): return .some(type)
        case (.boolean, .boolean), (.integer, .integer), (.enumeration, .enumCase), (.angle, .angle),
             (.size, .size), (.unitPoint, .unitPoint), (.color, .color):
            return value.typed(enumeration)
        case (.double, _):
            return value.number.map { .double($0) }
        case (.array(let element), .array(let items)):
            // The data of a ForEach's rows: an array of values the film writes (`["Milk", "Eggs"]`).
            guard items.count <= ForEachRows.maximumRows, [.string, .integer, .double, .boolean].contains(element)
                    || { if case .enumeration = element { true } else { false } }() else { return nil }
            var typed: [Value] = []
            for item in items {
                if case .string = item, element == .string {
                    typed.append(item)
                    continue
                }
                guard let one = stateValue(item, hint: element, code: code) else { return nil }
                typed.append(one)
            }
            return .array(typed)
        default:
            return nil
        }
    }

    /// The type's inputs that hold a Bool or a case of an enum in the files: a `@Binding`, or a
    /// `let`/`var` with no value, which the view that creates this one sets. They have no value
    /// of their own, so each starts at a stand-in — `false`, the enum's first case — and is filmed
    /// going to each other value and back, as the parent may set it; the preset says so, and
    /// names the places in the folder that create the view.
    static func inputs(of type: String, in code: CodeBase) -> [State] {
        code.members(of: type).compactMap { declaration -> State? in
            guard ViewInputs.isInput(declaration),
                  let hint = TypeHint.named(declaration.type, in: code) else { return nil }
            let initial: Value
            var held: TypeHint?
            switch hint {
            case .boolean: initial = .boolean(false)
            case .enumeration(let name):
                guard let first = code.enumeration(name)?.cases.first(where: { !$0.hasAssociatedValues }) else { return nil }
                initial = .enumCase(type: name, name: first.name)
            case .optional(.opaque(let type)):
                // `let resumeText: Text?`, `@Binding var item: BottomMenu?`: a parent passes one or none.
                initial = .none
                held = .opaque(type)
            default: return nil
            }
            let wrapper = if case .stored(_, "Binding"?, _, _) = declaration.kind { "a @Binding" } else { "an input" }
            let callers = ViewInputs.callers(of: declaration.name, in: type, code: code)
            // Every view that creates it passes a constant: it never changes while the view is shown.
            if constantInput(declaration.name, of: type, code: code) != nil { return nil }
            let places = callers.prefix(3).map { "\($0.creator) at \(($0.location.file as NSString).lastPathComponent):\($0.location.line)" }
            // Passed on from a function's parameter (`bottomMenu(item:)` creating the modifier): from its callers.
            let passing = InputConstancy.creations(passing: declaration.name, of: type, code: code)
            let passed = passing.prefix(3).map { "\($0.creator) at \(($0.location.file as NSString).lastPathComponent):\($0.location.line)" }
            let from = !callers.isEmpty
                ? "set by " + places.joined(separator: ", ") + (callers.count > 3 ? " and \(callers.count - 3) more" : "")
                    + ", whose assignments give the animation"
                : passing.isEmpty ? "no view in the folder passes it, so it is filmed as if its parent changed it"
                : "passed on by " + passed.joined(separator: ", ") + (passing.count > 3 ? " and \(passing.count - 3) more" : "")
                    + " from what its own caller gives, so it is filmed as if its parent changed it"
            return State(name: declaration.name, initial: initial,
                         input: "\(declaration.name) is \(wrapper) of \(type): \(from); it starts at \(CatalogueDraft.swiftLiteral(initial)), "
                            + "a stand-in", hint: held)
        }
    }

    /// Why the input `name` of `type` is no motion, when every place in the folder that creates
    /// `type` passes it a constant (and one does): the sentence its sites' reasons say, naming them.
    static func constantInput(_ name: String, of type: String, code: CodeBase) -> String? {
        // Shown only while the state it is given holds one value: it never changes on screen.
        if let (value, creations) = InputConstancy.heldWhileShown(name, of: type, code: code) {
            let places = creations.prefix(3).map { "\($0.creator) at \(place($0.location, column: false))" }
            return "\(name) is \(value) whenever \(type) is shown: " + places.joined(separator: ", ")
                + (creations.count > 3 ? " and \(creations.count - 3) more" : "")
                + " create\(creations.count == 1 ? "s" : "") it only inside an if on the state passed to it, so it never "
                + "changes while \(type) is shown: there is no motion to film"
        }
        // Fixed through the creators' own inputs and functions' parameters too (``InputConstancy``).
        guard InputConstancy.isFixed(name, of: type, code: code) == true else { return nil }
        let constants = InputConstancy.creations(passing: name, of: type, code: code)
        let places = constants.prefix(3).map { creation in
            let value = ViewInputs.argument(for: name, in: creation, of: type, code: code).map { code.text(of: $0.value.span) } ?? ""
            return "\(creation.creator) at \(place(creation.location, column: false)) (\(value))"
        }
        return "\(name) is an input every view that creates \(type) passes as a constant — "
            + places.joined(separator: ", ") + (constants.count > 3 ? " and \(constants.count - 3) more" : "")
            + " — so it never changes while \(type) is shown: there is no motion to film"
    }

    /// The `if`s and `switch`es of a view tree whose conditions (or subject) read `name`: what
    /// decides whether the views inside them are shown.
    static func conditionals(reading name: String, in tree: ViewNode) -> [ViewNode] {
        tree.all.filter { node in
            guard case .conditional(let statement) = node.kind else { return false }
            return statement.decides(reading: name)
        }
    }

    /// The values `type` is created with in the folder (``ViewInputs/given(to:code:)``), of the
    /// types a film binds, and the sentence its films' presets carry to say where they come from.
    static func given(to type: String, in code: CodeBase) -> (values: [String: Value], sentence: String?) {
        guard let (creation, found) = ViewInputs.given(to: type, code: code) else { return ([:], nil) }
        var values: [String: Value] = [:]
        var written: [String] = []
        for (declaration, value) in found {
            guard let hint = code.valueType(of: declaration), let typed = stateValue(value, hint: hint, code: code) else { continue }
            values[declaration.name] = typed
            written.append("\(declaration.name): \(CatalogueDraft.swiftLiteral(typed))")
        }
        guard !values.isEmpty else { return ([:], nil) }
        return (values, "\(type) as \(creation.creator) creates it at \(place(creation.location, column: false)): "
                + written.joined(separator: ", "))
    }

    /// The values a state takes as the code changes it, in order: the declared one, then each
    /// other value an assignment gives, in source order (`step = step + 1` and `angle += 360` read
    /// from the value before). It goes back to the declared value only when the code can set it
    /// again — an assignment gives it, or a `$state` binding hands the state to a control or a
    /// child that may — never by a change the code does not make (an `isAnimating = true` in
    /// `.onAppear` is filmed once, false → true).
    static func visits(of state: State, in type: String, code: CodeBase, given: [String: Value] = [:]) -> [Value] {
        // Two events that each set and clear a flag in their own transaction: each's change there
        // and back, in order (``eventCycles(of:in:code:)``).
        if case .boolean(let b) = state.initial, let cycles = eventCycles(of: state, in: type, code: code) {
            return [.boolean(b)] + cycles.prefix((maximumVisits - 1) / 2).flatMap { _ in [Value.boolean(!b), .boolean(b)] }
        }
        if state.input != nil {
            // A parent may set an input to any of its values: each, and back.
            switch state.initial {
            case .boolean(let b): return [.boolean(b), .boolean(!b), .boolean(b)]
            case .enumCase(let name?, _):
                let cases = (code.enumeration(name)?.cases ?? []).filter { !$0.hasAssociatedValues }
                    .prefix(maximumVisits - 1).map { Value.enumCase(type: name, name: $0.name) }
                return cases.count > 1 ? cases + [state.initial] : []
            case .none:
                // An Optional of a type the catalogue does not read: none, one, and none again.
                guard case .opaque(let held)? = state.hint else { return [] }
                return [.none, .some(held), .none]
            default: return []
            }
        }
        let assignments = PageTransaction.assignments(of: state.name, in: type, code: code)
        let handedOn = mentionsBinding(of: state.name, in: type, code: code)
        let enumeration: EnumDeclaration? = if case .enumCase(let name?, _) = state.initial { code.enumeration(name) }
            else if case .enumeration(let name)? = state.hint { code.enumeration(name) } else { nil }
        // An Optional's value is read as the type it holds; any other state's as its literal's.
        // An enum's by its type, so a case with a payload (`.loaded(orders: list)`) is read as that case.
        let expecting: TypeHint? = if case .array = state.initial { state.hint } else if let enumeration {
            .enumeration(enumeration.name)
        } else {
            state.initial == .none ? state.hint : state.initial.literalType
        }
        // What `assignment` (whose value is `expression`) gives from `value`, as the state holds it.
        func evaluated(_ assignment: StateAssignment, _ expression: CodeExpression, from value: Value,
                       followingPath: Bool = true) -> Value? {
            guard let result = assignment.result(into: state.name, cell: state.model, view: type, from: value,
                                                 others: given, expecting: expecting, code: code,
                                                 followingPath: followingPath) else { return nil }
            if case .double = state.initial { return result.number.map { .double($0) } }
            if state.initial == .none, state.hint == .double, let x = result.number { return .double(x) }
            if case .opaque(let type)? = state.hint { return result == .none ? .none : .some(type) }
            return result.typed(enumeration)
        }
        if case .boolean(let b) = state.initial {
            // `isOn.toggle()`, or a value read from elsewhere (`isPressed = pressing`), goes both ways.
            var leaves = handedOn, returns = handedOn
            // An assignment an `if` or `guard` keeps from running at a value does not change it there.
            func runs(_ assignment: StateAssignment, from value: Bool) -> Bool {
                assignment.runs(into: state.name, cell: state.model, view: type, from: .boolean(value), code: code)
            }
            for assignment in assignments {
                guard let value = assignment.value else { leaves = true; returns = true; continue }
                let fromDeclared = evaluated(assignment, value, from: .boolean(b))
                if runs(assignment, from: b), fromDeclared == nil || fromDeclared == .boolean(!b) { leaves = true }
                // The first change an appearance makes starts from the declared value: a value read
                // from elsewhere there (`isReady = cache.contains(id)`) does not bring it back.
                if startsFromDeclared(assignment, among: assignments) { continue }
                let fromOther = evaluated(assignment, value, from: .boolean(!b))
                if runs(assignment, from: !b), fromOther == nil || fromOther == .boolean(b) { returns = true }
            }
            guard leaves else { return [state.initial] }
            return returns ? [.boolean(b), .boolean(!b), .boolean(b)] : [.boolean(b), .boolean(!b)]
        }
        // `if step < 2 { step += 1 } else { step = 0 }`: each time the event runs, the branch the
        // value it finds takes makes the next value — 0, 1, 2, then back to 0 — as Swift runs it.
        // A run that does not come round within the film's visits (a timer adding 0.045 until it
        // passes 1) is read as before, each assignment once in source order.
        func readsState(_ assignment: StateAssignment) -> Bool {
            assignment.path.contains { $0.clauses.contains { $0.mentions(state.name) } }
        }
        let branched = assignments.contains(where: readsState)
        if branched, !assignments.contains(where: { DidSetChain.isLink($0, in: type, code: code) }) {
            var values = [state.initial]
            var settled = false
            while values.count < maximumVisits {
                let current = values[values.count - 1]
                // The first assignment that runs from here and changes the value; one that runs but
                // cannot be read leaves the run unknown.
                var unknown = false
                let next = assignments.lazy.compactMap { assignment -> Value? in
                    guard let expression = assignment.value,
                          assignment.runs(into: state.name, cell: state.model, view: type, from: current, code: code)
                    else { return nil }
                    if let value = evaluated(assignment, expression, from: current) { return value }
                    if case .opaque(let held)? = state.hint {
                        return expression.unparenthesized.kind == .nilLiteral ? Value.none : .some(held)
                    }
                    unknown = true
                    return nil
                }.first { $0 != current }
                guard let next else { settled = !unknown; break }
                if next != state.initial, values.contains(next) { settled = true; break }
                values.append(next)
                if next == state.initial { settled = true; break }
            }
            if settled { return values }
        }
        var values = [state.initial]
        var returns = handedOn && enumeration != nil
        func visit(_ value: Value) {
            if value == state.initial { returns = true }
            if values.count < maximumVisits, !values.contains(value) { values.append(value) }
        }
        // A `didSet` that sets the state again in a `switch` over it (``DidSetChain``) is reached from
        // the changes made elsewhere, each going on as the observer says: its assignments are links.
        let chained = assignments.contains { !DidSetChain.isLink($0, in: type, code: code) }
        for assignment in assignments {
            guard let expression = assignment.value else { continue }
            if chained, DidSetChain.isLink(assignment, in: type, code: code) { continue }
            // Kept from running by an `if` or `guard` that does not read the state: never runs. One
            // that reads it is read as if taken (the runs above did not come round).
            guard readsState(assignment) || assignment.runs(into: state.name, cell: state.model, view: type,
                                                            from: values[values.count - 1], code: code)
            else { continue }
            if let value = evaluated(assignment, expression, from: values[values.count - 1], followingPath: false) {
                visit(value)
                var link = value
                while values.count < maximumVisits, let next = DidSetChain.next(after: link, state: state.name, in: type, code: code),
                      let written = next.value, let after = evaluated(next, written, from: link), after != link {
                    visit(after)
                    link = after
                    if after == state.initial { break }
                }
            } else if let enumeration {
                // `selection = tab` from a ForEach over the cases: any case, in declaration order.
                for item in enumeration.cases where !item.hasAssociatedValues { visit(.enumCase(type: enumeration.name, name: item.name)) }
            } else if case .integer = state.initial {
                // `selection = index` from a ForEach: the numbers the views tell apart.
                distinguishedNumbers(of: state.name, in: type, code: code).forEach { visit(.integer($0)) }
            } else if case .opaque? = state.hint, case .nilLiteral = expression.unparenthesized.kind {
                visit(.none)
            } else if case .opaque(let held)? = state.hint {
                // `selectedPoster = poster`, a row's value: not nil, which is what the views tell apart.
                visit(.some(held))
            }
        }
        guard values.count > 1 else { return values }
        // `drop = drop == 0 ? 120 : 0` sets it back from 120: an assignment read from a later value.
        for assignment in assignments where !returns {
            guard let expression = assignment.value else { continue }
            returns = values.dropFirst().contains { evaluated(assignment, expression, from: $0) == state.initial }
        }
        return returns ? values + [state.initial] : values
    }

    /// The type's state as the view first shows it: `declared`, then what its `.onAppear` and
    /// `.task` closures set at once as they start — outside any `withAnimation`, before any wait
    /// (`fillOffset = -150` priming the water level) — which SwiftUI draws without animation
    /// before anything else happens. A film of another state starts from there.
    static func primed(_ declared: [String: Value], in type: String, code: CodeBase) -> [String: Value] {
        var state = declared
        let appearing = code.assignments(in: type).filter { assignment in
            guard case .appearance = assignment.unit else { return false }
            return assignment.explicit == nil && assignment.asyncGroup == nil && assignment.delays.isEmpty
        }.sorted { ($0.unitID, $0.order) < ($1.unitID, $1.order) }
        for assignment in appearing {
            let name = SelectionGuess.stripSelf(assignment.variable)
            guard let before = state[name],
                  let result = assignment.result(into: name, cell: nil, view: type, from: before, others: state,
                                                 expecting: before.literalType, code: code) else { continue }
            state[name] = if case .double = before { result.number.map(Value.double) ?? before } else { result }
        }
        return state
    }

    /// Whether `assignment` is the first its state gets in an `.onAppear` or `.task`, before any
    /// wait: SwiftUI runs it as the view first appears, when the state holds its declared value.
    static func startsFromDeclared(_ assignment: StateAssignment, among assignments: [StateAssignment]) -> Bool {
        guard case .appearance = assignment.unit, assignment.asyncGroup == nil, assignment.delays.isEmpty else { return false }
        return !assignments.contains { $0.unitID == assignment.unitID && $0.order < assignment.order }
    }

    /// Whether `type`'s code hands `$state` on — to a control (`Toggle(isOn: $isOn)`) or a child —
    /// which may set it to any of its values.
    static func mentionsBinding(of state: String, in type: String, code: CodeBase) -> Bool {
        let word = "$" + state
        return code.declarations.contains { declaration in
            guard declaration.owner == type else { return false }
            let text = code.text(of: declaration.span)
            var rest = text[...]
            while let found = rest.range(of: word) {
                let after = found.upperBound < rest.endIndex ? rest[found.upperBound] : " "
                if !(after.isLetter || after.isNumber || after == "_") { return true }
                rest = rest[found.upperBound...]
            }
            return false
        }
    }

    /// The numbers `type`'s views compare `state` with (`case 1:`, `if step == 2`), in source order,
    /// and one past the largest when a `default:` or `else` takes the rest.
    static func distinguishedNumbers(of state: String, in type: String, code: CodeBase) -> [Int] {
        var numbers: [Int] = []
        var takesTheRest = false
        func isState(_ expression: CodeExpression) -> Bool { Evaluation.namePath(expression) == state }
        func literal(_ expression: CodeExpression) -> Int? {
            if case .integer(let n) = expression.unparenthesized.kind { return n }
            return nil
        }
        func visit(_ statements: [Statement]) {
            for statement in statements {
                switch statement.kind {
                case .switchStatement(let choice):
                    if isState(choice.subject) {
                        for item in choice.cases {
                            for pattern in item.patterns {
                                switch pattern {
                                case .expression(let e): if let n = literal(e) { numbers.append(n) }
                                case .defaultCase, .wildcard: takesTheRest = true
                                default: break
                                }
                            }
                        }
                    }
                case .ifStatement(let branch):
                    // `if page == 0 { … } else if page == 1 { … } else { … }`: 0, 1, and the rest.
                    var current: IfStatement? = branch
                    var compares = false
                    while let link = current {
                        for case .expression(let condition) in link.conditions {
                            guard case .binary("==", let a, let b) = condition.unparenthesized.kind else { continue }
                            if isState(a), let n = literal(b) { numbers.append(n); compares = true }
                            if isState(b), let n = literal(a) { numbers.append(n); compares = true }
                        }
                        switch link.elseBody {
                        case .elseIf(let next)?: current = next
                        case .block?: takesTheRest = takesTheRest || compares; current = nil
                        case nil: current = nil
                        }
                    }
                case .expression(let expression), .returnValue(let expression?):
                    expression.allClosureBodies.forEach { visit($0.statements) }
                default:
                    break
                }
                statement.innerBlocks.forEach { visit($0.statements) }
            }
        }
        for declaration in code.members(of: type) {
            switch declaration.kind {
            case .computed(let body), .function(_, let body?): visit(body.statements)
            default: continue
            }
        }
        if takesTheRest, let largest = numbers.max() { numbers.append(largest + 1) }
        var seen = Set<Int>()
        return numbers.filter { seen.insert($0).inserted }
    }

    /// What ``carriedWithCompanions(_:state:visits:type:code:)`` finds.
    struct Carried {
        var states: [[String: Value]]
        /// The other state as the first render after each visit's change sees it: what the event
        /// set with the change (before it, or in its `withAnimation`), not yet what `.onChange`
        /// closures set after that render. `rendered[0]` is the initial state.
        var rendered: [[String: Value]]
        var companions: Set<String>
        /// Those of ``companions`` an event sets in the same `withAnimation`, and those one sets
        /// outside any, at the same moment (a state may be in both).
        var animated: Set<String>
        var unanimated: Set<String>
        /// The line of the assignment that makes each companion's change at each visit.
        var makers: [String: [Int?]]
    }

    /// The type's other state after each visit of `state`: as declared before the first, then
    /// each change's `.onChange(of: state)` closures run on it in source order — the state carries
    /// from one change to the next, as in the app (`previousTab = oldValue` is what the next change
    /// reads). Their parameters are the change's old and new values (`{ old, new in … }`, or
    /// `{ new in … }`); an assignment MotionReel cannot evaluate leaves its variable as it was.
    /// With them, the states the same event changes in the same `withAnimation` as the change of
    /// `state` (a tap that sets `xScale`, `yScale` and `yOffset` together), and those it sets at the
    /// same moment outside any (a reset that drains the water at once as it eases the ring back):
    /// each visit's values after them, and their names — one event, one film. Each companion's
    /// change takes its own transaction from its own line. Another `withAnimation` of the same
    /// event is another film.
    static func carriedWithCompanions(_ initial: [String: Value], state: String, visits: [Value], type: String,
                                      code: CodeBase) -> Carried {
        let handlers = code.assignments.filter { assignment in
            assignment.owner == type && assignment.unit == .onChange(observed: state) && assignment.value != nil
                && initial[assignment.variable] != nil
        }.sorted { ($0.unitID, $0.order) < ($1.unitID, $1.order) }
        let makers = PageTransaction.assignments(of: state, in: type, code: code).filter { $0.owner == type && $0.explicit != nil }
        let own = code.assignments(in: type)
        var companions = Set<String>(), animated = Set<String>(), unanimated = Set<String>()
        var makerLines: [String: [Int?]] = [:]
        var states = [initial], rendered = [initial]
        for k in visits.indices.dropFirst() {
            var current = states[k - 1]
            // The assignment that makes this change, and the others in its withAnimation, in order.
            var given: [String: Value] = [:]
            var maker = makers.first { assignment in
                assignment.result(into: state, cell: nil, view: type, from: visits[k - 1], others: current,
                                  expecting: visits[k].literalType, code: code)?.makes(visits[k]) == true
            }
            // `selection = tab` from a function's parameter or a row's value, which the film does not
            // know: it makes the change when it can make any value, and `tab` then holds the new one
            // for the rest of the event (`movingForward = tab.rawValue > selection.rawValue`).
            if maker == nil, let passed = makers.first(where: { assignment in
                guard case .name(let name)? = assignment.value?.unparenthesized.kind, current[name] == nil else { return false }
                return assignment.result(into: state, cell: nil, view: type, from: visits[k - 1], others: current,
                                         expecting: visits[k].literalType, code: code) == nil
            }), case .name(let name)? = passed.value?.unparenthesized.kind {
                maker = passed
                given[name] = visits[k]
            }
            if let maker, let explicit = maker.explicit {
                for other in own where other.unitID == maker.unitID && other.asyncGroup == maker.asyncGroup
                    && (other.explicit?.location == explicit.location || (other.explicit == nil && other.delays == maker.delays)) {
                    let name = SelectionGuess.stripSelf(other.variable)
                    guard name != state, let before = current[name] else { continue }
                    // What runs before the change in the event still reads the state it changes from.
                    let changed = other.order < maker.order ? visits[k - 1] : visits[k]
                    let bound = current.merging(given) { held, _ in held }.merging([state: changed]) { _, new in new }
                    guard let result = other.result(into: name, cell: nil, view: type, from: before, others: bound,
                                                    expecting: before.literalType, code: code) else { continue }
                    let typed: Value = if case .double = before { result.number.map(Value.double) ?? result } else { result }
                    if typed != before {
                        companions.insert(name)
                        if other.explicit == nil { unanimated.insert(name) } else { animated.insert(name) }
                        makerLines[name, default: Array(repeating: nil, count: visits.count)][k] = other.location.line
                    }
                    current[name] = typed
                }
            }
            rendered.append(current)
            for assignment in handlers {
                guard let value = assignment.value else { continue }
                var bound = current.merging([state: visits[k]]) { _, new in new }
                let parameters = assignment.closureParameters
                if parameters.count == 2 {
                    bound[parameters[0]] = visits[k - 1]
                    bound[parameters[1]] = visits[k]
                } else if let new = parameters.first {
                    bound[new] = visits[k]
                }
                let enumeration: EnumDeclaration? = if case .enumCase(let name?, _)? = current[assignment.variable] {
                    code.enumeration(name)
                } else { nil }
                if let result = try? Evaluation(code: code, bindings: Bindings(bound)).evaluate(value, owner: type) {
                    current[assignment.variable] = result.typed(enumeration)
                }
            }
            states.append(current)
        }
        return Carried(states: states, rendered: rendered, companions: companions, animated: animated, unanimated: unanimated,
                       makers: makerLines)
    }

    // MARK: A film

    /// The `withAnimation` sites of the children `film`'s view hands `$state` to that set it, through
    /// their `@Binding`, to a value the film shows, in an animation one of the film's changes is made
    /// with: the same change, made from the child (a tag row that closes its parent's panel with the
    /// default animation, as the parent's chevron does). One in another animation is a change the
    /// film does not show, and its site is not claimed.
    static func childBindingSites(of film: CatalogueFilm, makers: [StateAssignment?], code: CodeBase) -> [CodeLocation] {
        let evaluation = Evaluation(code: code, bindings: Bindings())
        func animation(_ assignment: StateAssignment) -> Value? {
            guard let explicit = assignment.explicit, explicit.form == .withAnimation else { return nil }
            guard let written = explicit.animation else { return .animation(AnimationVocabulary.defaultAnimation) }
            return try? evaluation.evaluate(written, owner: assignment.owner, expecting: .animation)
        }
        let shown = Set(makers.compactMap { $0.flatMap(animation) })
        return PageTransaction.assignments(of: film.state, in: film.type, code: code).compactMap { assignment in
            guard isChild(assignment, of: film.type, code: code), let explicit = assignment.explicit,
                  let made = animation(assignment), shown.contains(made) else { return nil }
            // `= false`: a value the film shows; `.toggle()` goes to each.
            let value = assignment.value.flatMap { try? evaluation.evaluate($0, owner: assignment.owner, expecting: film.visits.first?.literalType) }
            return value.map { film.visits.contains($0) } ?? true ? explicit.location : nil
        }
    }

    /// Whether `assignment` is a child view's, setting `type`'s state through a `@Binding`: a view of
    /// another type (a model's method is the model's own code, run in its caller's transaction).
    static func isChild(_ assignment: StateAssignment, of type: String, code: CodeBase) -> Bool {
        guard let owner = assignment.owner, owner != type else { return false }
        return code.members(of: owner).contains { $0.name == "body" }
    }

    /// For each change of `film`, the values no change moves that its `withAnimation` reads (an
    /// input the view is created with: `withAnimation(.easeOut.delay(fadeDuration))`): what the
    /// change's animation link binds.
    static func animationReads(of film: CatalogueFilm, makers: [StateAssignment?]) -> [[String]] {
        let constant = (film.others.first ?? [:]).filter { name, value in film.others.allSatisfy { $0[name] == value } }.keys.sorted()
        return makers.map { maker in
            guard let animation = maker?.explicit?.animation else { return [] }
            return constant.filter { animation.mentions($0) }
        }
    }

    /// Whether the view under `place` (the modifiers inside it) is coloured white
    /// (`.foregroundColor(.white)`, `.fill(Color.white)`).
    static func isWhite(under place: ModifierPlace, code: CodeBase, bindings: Bindings, type: String) -> Bool {
        guard let index = place.chain.firstIndex(where: { $0.span == place.call.span }) else { return false }
        for call in place.chain[(index + 1)...] where ["foregroundColor", "foregroundStyle", "fill"].contains(call.name) {
            guard let written = call.argument(nil),
                  case .color(let c)? = try? Evaluation(code: code, bindings: bindings).evaluate(written, owner: type, expecting: .color)
            else { return false }
            return c.red == 1 && c.green == 1 && c.blue == 1 && c.opacity == 1
        }
        return false
    }

    /// Whether every change of `companion` in `type` is made in a withAnimation that changes `state` too.
    static func alwaysWith(_ companion: String, _ state: String, in type: String, code: CodeBase) -> Bool {
        let own = code.assignments(in: type)
        let changes = own.filter { SelectionGuess.stripSelf($0.variable) == companion }
        return !changes.isEmpty && changes.allSatisfy { change in
            guard let explicit = change.explicit else { return false }
            return own.contains { other in
                SelectionGuess.stripSelf(other.variable) == state && other.unitID == change.unitID
                    && other.explicit?.location == explicit.location
            }
        }
    }

    private static func film(type: String, state: String, visits: [Value], others: [[String: Value]],
                             companions: Set<String> = [], code: CodeBase,
                             reasons: inout [CodeLocation: String]) -> CatalogueFilm? {
        let places = code.modifierPlaces(in: type)
        var standIns: [StandIn] = []
        var covered: [CodeLocation] = []
        // A view's stand-in, by its chain and its row of a literal ForEach.
        struct ChainRow: Hashable { var chain: CodeSpan, row: Int? }
        var chains: [ChainRow: Int] = [:]
        var usedIDs = Set<String>()
        // The modifiers on the way down to each filmed view, and the filmed ones themselves.
        var paths: [ModifierCall] = []
        var filmed: [ModifierCall] = []
        // The branches its events are in are taken: the state changes only there.
        let held = EventBranches.held(for: state, companions: companions.sorted(), in: type, code: code)
        func bindings(_ k: Int) -> Bindings {
            Bindings(others[k].merging([state: visits[k]]) { _, new in new }, heldBranches: held)
        }

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
                        reasons[site.location] = Self.reason(for: error, type: type, code: code).map { "whether it is shown: \($0)" }
                            ?? "whether it is shown cannot be read: \(error.message)"
                    }
                    continue
                }
                guard Set(shown).count > 1 else { continue }
                var standIn = StandInReading.standIn(for: place, type: type, code: code, bindings: bindings(0), used: &usedIDs)
                let reads = code.sites.first { $0.location == place.location }.map { FreeVariables.of($0, in: code) } ?? []
                standIn.role = .transition(line: place.location.line, column: place.location.column, shown: shown,
                                           reads: reads)
                standIn.flippedByState = [false] + visits.indices.dropFirst().map { k in
                    let alone = Bindings(others[k - 1].merging([state: visits[k]]) { _, new in new }, heldBranches: held)
                    let byState = try? Evaluation(code: code, bindings: alone).isShown(place.statement, in: block, owner: type)
                    return byState.map { $0 != shown[k - 1] } ?? false
                }
                // A transition the system draws on numbers Apple does not publish: the film says it is the closest.
                let written = place.call.argument(nil).map { code.text(of: $0.span) } ?? ""
                standIn.transitionNote = TransitionVocabulary.closestFilms.first { name, _ in
                    written.contains("." + name) || (name == "blurReplace" && written.contains("BlurReplaceTransition"))
                }?.value
                standIn.siteLine = place.location.line
                standIns.append(standIn)
                covered.append(place.location)
                paths += place.statementPath
                filmed.append(place.call)
            } else if place.call.name == "symbolEffect", let watched = place.call.argument("value"), watched.mentions(state) {
                // A symbol effect plays when its value changes, whatever the transaction.
                guard let effect = place.call.argument(nil),
                      let played = SymbolEffectVocabulary.film(effect, options: place.call.argument("options")) else {
                    reasons[place.location] = reasons[place.location] ?? "a symbol effect that is not one a value change plays "
                        + "(bounce, pulse, breathe, wiggle, rotate, variableColor), which the catalogue does not film"
                    continue
                }
                guard let changes = SymbolEffectVocabulary.plays(watched, visits: visits.indices.map(bindings), owner: type, code: code)
                else { continue }
                let key = ChainRow(chain: place.chain.last?.span ?? place.call.span, row: nil)
                if let index = chains[key], case .effect(let list, let line, let before) = standIns[index].role, before == changes {
                    // Another effect on the same symbol: the first written of each property plays.
                    if !list.contains(where: { $0.property == played.property }) {
                        standIns[index].role = .effect(list + [played], line: line, played: changes)
                    }
                } else {
                    var standIn = StandInReading.standIn(for: place, type: type, code: code, bindings: bindings(0), used: &usedIDs)
                    standIn.role = .effect([played], line: place.location.line, played: changes)
                    standIn.siteLine = place.location.line
                    chains[key] = standIns.count
                    standIns.append(standIn)
                }
                covered.append(place.location)
                paths += place.outer
                filmed.append(place.call)
            } else if place.call.name == "contentTransition", let content = StandInReading.content(of: place.root),
                      content.mentions(state) {
                // A text whose content changes: swapped in the change's transaction.
                var texts: [String] = []
                do throws(EvaluationError) {
                    for k in visits.indices {
                        let value = try Evaluation(code: code, bindings: bindings(k)).evaluate(content, owner: type, expecting: .string)
                        guard case .string(let text) = value else {
                            throw EvaluationError(.unsupported, at: content.location, "its text is \(value.description), not a string")
                        }
                        texts.append(text)
                    }
                } catch {
                    reasons[place.location] = reasons[place.location]
                        ?? Self.reason(for: error, type: type, code: code).map { "the text it swaps: \($0)" }
                        ?? "the text it swaps cannot be read: \(error.message)"
                    continue
                }
                guard Set(texts).count > 1 else { continue }
                let swaps = visits.indices.map { k in
                    ContentSwaps.swap(place.call, from: k > 0 ? bindings(k - 1) : bindings(k), to: bindings(k), owner: type, code: code)
                }
                var standIn = StandInReading.standIn(for: place, type: type, code: code, bindings: bindings(0), used: &usedIDs)
                standIn.role = .swap(texts: texts, swaps: swaps, line: place.location.line)
                standIn.swapIDs = Self.swapIDs(standIn.id, values: texts, used: &usedIDs)
                standIn.look = .label
                standIn.siteLine = place.location.line
                standIns.append(standIn)
                covered.append(place.location)
                paths += place.outer
                filmed.append(place.call)
            } else if place.call.name == "id", let written = place.call.argument(nil), written.mentions(state) {
                // A new identity: the old view removed and a new one inserted, each with its transition.
                var ids: [String] = []
                do throws(EvaluationError) {
                    for k in visits.indices {
                        ids.append(try Evaluation(code: code, bindings: bindings(k)).evaluate(written, owner: type).description)
                    }
                } catch {
                    reasons[place.location] = reasons[place.location]
                        ?? Self.reason(for: error, type: type, code: code).map { "the identity it gives: \($0)" }
                        ?? "the identity it gives cannot be read: \(error.message)"
                    continue
                }
                guard Set(ids).count > 1 else { continue }
                // The view's own `.transition`, in its chain, is what its old and new selves leave and come with.
                let transition = places.first { $0.place.call.name == "transition" && $0.place.chain == place.chain }?.place
                var standIn = StandInReading.standIn(for: place, type: type, code: code, bindings: bindings(0), used: &usedIDs)
                standIn.role = .swap(texts: ids, swaps: visits.indices.map { _ in .identity(transitionLine: transition?.location.line) },
                                     line: place.location.line)
                standIn.swapIDs = Self.swapIDs(standIn.id, values: ids, used: &usedIDs)
                standIn.siteLine = transition?.location.line ?? place.location.line
                standIns.append(standIn)
                covered.append(place.location)
                if let transition { covered.append(transition.location) }
                paths += place.outer
                filmed.append(place.call)
            } else if Evaluation.filmedValueModifiers.contains(place.call.name),
                      place.call.arguments.contains(where: { argument in ([state] + companions).contains { argument.value.mentions($0) } }) {
                // `.colorMultiply(c)` multiplies each pixel by c: over a white view its colour is c, which
                // the film draws; over any other colour the product is not filmed yet.
                if place.call.name == "colorMultiply", !Self.isWhite(under: place, code: code, bindings: bindings(0), type: type) {
                    recordUnfilmedModifier("colorMultiply", at: place.location, because: "the colour it multiplies is not white (a "
                                           + "product of two colours is not filmed yet)", state: state, type: type, code: code,
                                           reasons: &reasons)
                    continue
                }
                // A view a literal ForEach makes is one stand-in per row, each with its row bound
                // (a nested ForEach's views are filmed as one, as before).
                let rows = place.rows.count == 1 ? place.rows[0] : nil
                let rowValues: [Int?] = rows.map { $0.values.map(Optional.some) } ?? [nil]
                var perRow: [(row: StandInRow?, modifier: ModifierValues)] = []
                var unread = false
                for (index, value) in rowValues.enumerated() {
                    var row: StandInRow?
                    if let rows, let value {
                        let animates = place.outer.contains { call in
                            ["animation", "transaction"].contains(call.name) && call.arguments.contains { $0.value.mentions(rows.parameter) }
                        }
                        row = StandInRow(parameter: rows.parameter, value: value, index: index, count: rows.values.count,
                                         animationReads: animates)
                    }
                    func rowBindings(_ k: Int) -> Bindings {
                        guard let row else { return bindings(k) }
                        return bindings(k).adding([row.parameter: .integer(row.value)])
                    }
                    var perVisit: [[(property: String, value: FilmedValue)]] = []
                    do {
                        for k in visits.indices {
                            perVisit.append(try Evaluation(code: code, bindings: rowBindings(k)).filmedValues(of: place.call,
                                                                                                              at: place.location,
                                                                                                              owner: type))
                        }
                    } catch {
                        recordUnreadModifier(place.call.name, at: place.location, error: error, state: state, type: type,
                                             code: code, reasons: &reasons)
                        unread = true
                        break
                    }
                    let properties = varying(perVisit)
                    guard !properties.isEmpty else { continue }
                    if let problem = StandInReading.undrawn(properties.map(\.property), chain: place.chain, root: place.root) {
                        recordUnfilmedModifier(place.call.name, at: place.location, because: problem, state: state, type: type,
                                               code: code, reasons: &reasons)
                        unread = true
                        break
                    }
                    // A text's size filmed growing is its `.contentTransition(.interpolate)` filmed too.
                    if properties.contains(where: { $0.property == "fontSize" }) {
                        for call in place.chain where call.name == "contentTransition" {
                            covered += places.filter { $0.place.call.span == call.span }.map(\.place.location)
                        }
                    }
                    let reads = ([state] + others[0].keys.sorted() + (row.map { [$0.parameter] } ?? [])).filter { name in
                        place.call.arguments.contains { $0.value.mentions(name) }
                    }
                    var modifier = ModifierValues(name: place.call.name, line: place.location.line, properties: properties,
                                                  reads: reads)
                    modifier.constants = (perVisit.first ?? []).map(\.property).filter { name in !properties.contains { $0.property == name } }
                    perRow.append((row, modifier))
                }
                guard !unread, !perRow.isEmpty else { continue }
                paths += place.outer
                filmed.append(place.call)
                let chain = place.chain.last?.span ?? place.call.span
                for (row, modifier) in perRow {
                    let key = ChainRow(chain: chain, row: row?.index)
                    if let index = chains[key], case .values(let list) = standIns[index].role {
                        standIns[index].role = .values(list + [modifier])
                    } else {
                        let first = row.map { bindings(0).adding([$0.parameter: .integer($0.value)]) } ?? bindings(0)
                        var standIn = StandInReading.standIn(for: place, type: type, code: code, bindings: first, used: &usedIDs)
                        standIn.role = .values([modifier])
                        standIn.siteLine = place.location.line
                        standIn.row = row
                        chains[key] = standIns.count
                        standIns.append(standIn)
                    }
                }
            }
        }
        // A view an if or switch shows and hides with no .transition in it: SwiftUI's default, .opacity.
        let transitionEnds = places.filter { $0.place.call.name == "transition" }.map(\.place.call.span.offsets.upperBound)
        for (view, block) in code.branchViews(in: type)
        where view.forEach == nil && !transitionEnds.contains(where: { view.statement.span.offsets.contains($0 - 1) }) {
            var shown: [Bool] = []
            do {
                for k in visits.indices {
                    shown.append(try Evaluation(code: code, bindings: bindings(k)).isShown(view.statement, in: block, owner: type))
                }
            } catch {
                continue
            }
            guard Set(shown).count > 1 else { continue }
            var standIn = StandInReading.standIn(chain: view.chain, root: view.root, at: view.location, type: type,
                                                 code: code, bindings: bindings(0), fallback: BranchViews.viewType(of: view.root),
                                                 used: &usedIDs)
            standIn.role = .transition(line: view.location.line, column: view.location.column, shown: shown, reads: [])
            standIn.fades = true
            standIns.append(standIn)
            paths += view.outer
        }
        // The rows of a ForEach over the state's data: each element a view of its own, inserted and
        // removed as it comes and goes, with its transition (SwiftUI's default fade where none is written).
        for (view, _) in code.branchViews(in: type) {
            guard let forEach = view.forEach, let (written, parameter) = ForEachData.parts(of: forEach), written.mentions(state)
            else { continue }
            var perVisit: [ForEachData] = []
            for k in visits.indices {
                guard let value = try? Evaluation(code: code, bindings: bindings(k)).evaluate(written, owner: type),
                      let data = ForEachData.rows(of: value, parameter: parameter) else { break }
                perVisit.append(data)
            }
            guard perVisit.count == visits.count else { continue }
            var order: [(value: Value, identity: Int)] = []
            for data in perVisit {
                for row in data.rows where !order.contains(where: { $0.identity == row.identity }) { order.append(row) }
            }
            let shownSets = perVisit.map { Set($0.rows.map(\.identity)) }
            guard order.count <= ForEachRows.maximumRows, shownSets.contains(where: { $0 != shownSets[0] }) else { continue }
            let transition = places.first { $0.place.call.name == "transition" && $0.place.root.location == view.root.location }?.place
            for (index, row) in order.enumerated() {
                let shown = shownSets.map { $0.contains(row.identity) }
                let first = shown.firstIndex(of: true) ?? 0
                var standIn = StandInReading.standIn(chain: view.chain, root: view.root, at: view.location, type: type, code: code,
                                                     bindings: bindings(first).adding([parameter: row.value]),
                                                     fallback: BranchViews.viewType(of: view.root), used: &usedIDs)
                standIn.role = .transition(line: transition?.location.line ?? view.location.line,
                                           column: transition?.location.column ?? view.location.column, shown: shown, reads: [])
                standIn.fades = transition == nil
                standIn.siteLine = view.location.line
                standIn.row = StandInRow(parameter: parameter, value: index, index: row.identity, count: order.count,
                                         animationReads: false)
                standIns.append(standIn)
            }
            if let transition { covered.append(transition.location) }
            paths += view.outer
        }
        if state == ScrollTarget.state {
            standIns += scrollStandIns(type: type, visits: visits, code: code, bindings: bindings(0), used: &usedIDs)
        }
        guard !standIns.isEmpty else { return nil }
        let (screen, shifts) = placeOnScreen(&standIns, type: type, code: code, values: visits.count, bindings: bindings)
        let matches = matchedMoves(places.map(\.place), standIns: standIns, screen: screen ?? [], visits: visits.count, code: code)
        covered += matches.covered
        // A scroll that moves nothing (its view already shown) is no film; its site says why.
        if state == ScrollTarget.state, !shifts.contains(where: { $0.values.contains { $0.x != 0 || $0.y != 0 } }) { return nil }
        // The sites that can decide its changes: the .animation modifiers on the way down to a
        // filmed view (a sibling's are not), and the withAnimation / withTransaction calls around
        // the state's assignments.
        let tokens = Dictionary(places.map { ($0.place.call.span, $0.place.location) }, uniquingKeysWith: { a, _ in a })
        let animationSites = Set(code.sites.filter { $0.kind == .animation }.map(\.location))
        for call in paths where call.name == "animation" {
            if let token = tokens[call.span], animationSites.contains(token) { covered.append(token) }
        }
        // A child's, through a binding, only where the film shows its change (``childBindingSites(of:makers:code:)``).
        for assignment in PageTransaction.assignments(of: state, in: type, code: code) where !isChild(assignment, of: type, code: code) {
            if let explicit = assignment.explicit { covered.append(explicit.location) }
        }
        let file = code.members(of: type).first { $0.name == "body" }?.location.file ?? ""
        var film = CatalogueFilm(type: type, state: state, file: file, visits: visits, others: others, standIns: standIns,
                                 covered: covered)
        let assignments = PageTransaction.assignments(of: state, in: type, code: code)
        // A call's span holds the view it modifies too: its arguments are what is evaluated.
        let arguments = (filmed + paths.filter { ["animation", "transaction"].contains($0.name) })
            .flatMap { $0.arguments.map(\.value.span) }
        film.screen = screen
        film.screenShifts = shifts
        film.matches = matches.moves
        film.evaluated = arguments
            + assignments.compactMap { $0.value?.span } + assignments.compactMap { $0.explicit?.animation?.span }
            + [(code.storedProperty(state, owner: type) ?? ModelState.cell(state, in: type, code: code)?.property)?.span].compactMap { $0 }
        return film
    }
}

extension Catalogue {
    /// The layers of a stand-in swapped per value (a text's content, a view's `.id`): `id` for the
    /// first value it shows, one of their own for each other distinct value, in order of first showing.
    static func swapIDs(_ id: String, values: [String], used: inout Set<String>) -> [String] {
        [id] + distinctInOrder(values).dropFirst().map { _ in StandInReading.uniqueID(id, used: &used) }
    }

    /// `values` without repeats, each where it first appears.
    static func distinctInOrder(_ values: [String]) -> [String] {
        var distinct: [String] = []
        for value in values where !distinct.contains(value) { distinct.append(value) }
        return distinct
    }

    /// The changes at which two shown-and-hidden stand-ins that one `.matchedGeometryEffect(id:in:)`
    /// names hand their frame from one to the other — one hidden as the other is shown — and the
    /// effect sites that makes filmed. A group of views is matched by the id and namespace as
    /// written (`id: "card", in: namespace`). A view inside a stand-in's group (the symbol in a
    /// label a change swaps for another) is matched as that layer, shown and hidden with its stand-in.
    static func matchedMoves(_ places: [ModifierPlace], standIns: [StandIn], screen: [ScreenView], visits: Int,
                             code: CodeBase) -> (moves: [MatchedMove], covered: [CodeLocation]) {
        var groups: [String: [(place: ModifierPlace, standIn: Int, layer: String?)]] = [:]
        // Each layer inside a stand-in's group, by the layout name of its view, with that stand-in.
        var nested: [String: (standIn: Int, layer: String)] = [:]
        func collect(_ views: [ScreenView], in standIn: Int?) {
            for view in views {
                let owner: Int? = if case .standIn(let index) = view.look { index } else { standIn }
                if let standIn, let layoutID = view.layoutID, nested[ViewNode.baseID(of: layoutID)] == nil {
                    nested[ViewNode.baseID(of: layoutID)] = (standIn, view.id)
                }
                collect(view.children, in: owner)
            }
        }
        collect(screen, in: nil)
        for place in places where place.call.name == "matchedGeometryEffect" {
            guard let id = place.call.argument("id"), let namespace = place.call.argument("in") else { continue }
            let root = place.root.unparenthesized.location
            let member: (standIn: Int, layer: String?)
            if let index = standIns.firstIndex(where: { $0.root == root }) {
                member = (index, nil)
            } else if let inside = nested[ViewNode.id(of: root)] {
                member = (inside.standIn, inside.layer)
            } else {
                continue
            }
            guard case .transition = standIns[member.standIn].role else { continue }
            groups[code.text(of: id.span) + " in " + code.text(of: namespace.span), default: []]
                .append((place, member.standIn, member.layer))
        }
        var moves: [MatchedMove] = [], covered: [CodeLocation] = []
        for key in groups.keys.sorted() {
            let members = groups[key]!
            func shown(_ index: Int, _ k: Int) -> Bool {
                guard case .transition(_, _, let shown, _) = standIns[index].role else { return false }
                return shown[k]
            }
            for k in 1..<max(visits, 1) {
                guard let removed = members.first(where: { shown($0.standIn, k - 1) && !shown($0.standIn, k) }),
                      let inserted = members.first(where: { !shown($0.standIn, k - 1) && shown($0.standIn, k) }) else { continue }
                moves.append(MatchedMove(visit: k, removed: removed.standIn, inserted: inserted.standIn, removedLayer: removed.layer,
                                         insertedLayer: inserted.layer, line: inserted.place.location.line))
                for place in [removed.place, inserted.place] where !covered.contains(place.location) { covered.append(place.location) }
            }
        }
        return (moves, covered)
    }

    /// The properties whose value differs between visits, with their value at each (a visit that
    /// gave fewer keeps the first's), from a modifier's values per visit.
    /// Each stand-in is where SwiftUI lays out its view on the screen at the film's first value
    /// (one whose `x` and `y` come from its own layout values already is), so the film is the
    /// screen; a view shown only later (inserted by a change) is where the screen has it when
    /// first shown. A view the layout does not place (a helper function's) stays unplaced.
    static func placeOnScreen(_ standIns: inout [StandIn], type: String, code: CodeBase, values: Int,
                              bindings: (Int) -> Bindings) -> (screen: [ScreenView]?, shifts: [[String: Point]]) {
        var layouts: [Int: LayoutResult] = [:]
        func layout(_ visit: Int) -> LayoutResult? {
            if layouts[visit] == nil { layouts[visit] = Evaluation(code: code, bindings: bindings(visit)).layout(of: type, in: Evaluation.screen) }
            return layouts[visit]
        }
        let nodes = ScreenLayers.nodes(of: type, code: code)
        for index in standIns.indices where standIns[index].layoutValuesFrame == nil {
            guard let root = standIns[index].root else { continue }
            var visit = 0
            if case .transition(_, _, let shown, _) = standIns[index].role { visit = shown.firstIndex(of: true) ?? 0 }
            let id = ViewNode.id(of: root, rows: standIns[index].row.map { [$0.index] } ?? [])
            guard let laid = layout(visit), let frame = laid[id]?.layout, frame.isFinite else { continue }
            standIns[index].placed = (frame.minX, frame.minY, max(frame.width, 8), max(frame.height, 8))
            // A container inserted later is drawn as what it holds then.
            if visit > 0, let body = ScreenLayers.body(of: id, prefix: standIns[index].id, type: type, layout: laid, nodes: nodes,
                                                       code: code, bindings: bindings(visit)) {
                standIns[index].look = .container
                standIns[index].body = body
                let hasShape = body.contains { $0.id == standIns[index].id + "-shape" }
                standIns[index].containerShape = hasShape || standIns[index].backgroundColor != nil
                standIns[index].drawsContainerShape = !hasShape && standIns[index].backgroundColor != nil
            }
        }
        guard let first = layout(0),
              let screen = ScreenLayers.views(of: type, layout: first, standIns: standIns, nodes: nodes, code: code,
                                               bindings: bindings(0))
        else { return (nil, []) }
        // A stand-in is drawn as the views its view holds when the film can show each of its
        // changes on them; else as its card, over them.
        func mark(_ views: [ScreenView]) -> [ScreenView] {
            views.map { view in
                var view = view
                view.children = mark(view.children)
                guard case .standIn(let index) = view.look, !view.children.isEmpty else { return view }
                var container = standIns[index]
                container.look = .container
                let hasShape = view.children.contains { $0.id == container.id + "-shape" }
                // A `.background` colour the tree does not draw (`isOn ? .blue : .gray`): the group draws it.
                let backgroundFill = container.filmed.contains { $0.property == "fill" && $0.modifier == "background" }
                container.containerShape = hasShape || backgroundFill || container.backgroundColor != nil
                container.drawsContainerShape = !hasShape && (backgroundFill || container.backgroundColor != nil)
                guard container.filmed.allSatisfy({ CatalogueDraft.target(container, $0.property, modifier: $0.modifier) != nil }) else {
                    view.children = []
                    return view
                }
                standIns[index] = container
                return view
            }
        }
        let marked = mark(screen)
        // Stand-ins whose own values place them (`.padding`, `.position`) move by their links.
        let moving = marked.filter { view in
            guard case .standIn(let index) = view.look else { return true }
            return standIns[index].layoutValuesFrame == nil
        }
        return (marked, ScreenLayers.shifts(of: moving, values: values, layouts: layout))
    }

    static func varying(_ perVisit: [[(property: String, value: FilmedValue)]]) -> [(property: String, values: [FilmedValue])] {
        var properties: [(property: String, values: [FilmedValue])] = []
        for (index, first) in (perVisit.first ?? []).enumerated() {
            let values = perVisit.map { $0.count > index ? $0[index].value : first.value }
            properties.append((first.property, values))
        }
        // A place given by layout is its whole frame when any part of it moves: the film puts the
        // view where the screen has it.
        let placed: Set<String> = ["x", "y", "width", "height"]
        let moves = properties.contains { Set($0.values).count > 1 }
        if moves, Set(properties.map(\.property)) == placed { return properties }
        return properties.filter { Set($0.values).count > 1 }
    }
}

extension Value {
    /// An implicit member typed by its enum (`.grid` → `Mode.grid`), so values compare.
    func typed(_ enumeration: EnumDeclaration?) -> Value {
        if case .enumCase(nil, let name) = self, let enumeration { return .enumCase(type: enumeration.name, name: name) }
        return self
    }
}
