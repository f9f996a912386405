import Foundation
import SwiftModel

/// Why the catalogue leaves a site out, in terms of the app's code: whose state it changes, which
/// type it is, what is missing — never advice meant for a hand-written preset ("bind it: …"), and
/// never a cause that is not the cause.
extension Catalogue {
    /// Why a site no film covers is left out; `films` are the catalogue's.
    /// The `ViewThatFits` whose child other than the first holds `site`, when one does (the laid-out
    /// screen shows its first child, which fits).
    private static func unchosenAlternative(_ site: Site, in tree: ViewNode) -> ViewNode? {
        tree.all.first { node in
            guard case .container("ViewThatFits", _) = node.kind else { return false }
            return node.children.dropFirst().contains { $0.span.holds(site.span) }
        }
    }

    static func reason(for site: Site, in code: CodeBase, films: [CatalogueFilm] = []) -> String {
        if let owner = site.owner, let tree = code.viewTree(of: owner), let alternative = unchosenAlternative(site, in: tree) {
            return "it is on a view of the ViewThatFits at \(place(alternative.location, column: false)) that the screen does not "
                + "show: SwiftUI shows the first child whose ideal size fits, which on the phone's screen is another"
        }
        switch site.form {
        case .withAnimation, .withTransaction:
            let assignments = code.assignments.filter { $0.explicit?.location == site.location }
            guard !assignments.isEmpty else {
                if let element = elementAssignment(at: site.location, of: site.owner, code: code) { return element }
                return "it changes no stored property in the files (what it calls or sets is not a view's state or an "
                    + "observable model's property the catalogue reads)"
            }
            let names = Array(Set(assignments.map { SelectionGuess.stripSelf($0.variable) })).sorted()
            if names == [ScrollTarget.state], let scroll = scrollReason(assignments, code: code) { return scroll }
            let list = names.joined(separator: ", ")
            if let path = names.first(where: { $0.contains(".") }), let owner = assignments.first?.owner,
               ModelState.cell(path, in: owner, code: code) == nil {
                let holder = String(path.split(separator: ".")[0])
                return "it changes \(path): \(holder) holds no @Observable class or ObservableObject (with @Published "
                    + "properties) declared in the folder, so no view's reading of it can be followed"
            }
            let them = names.count == 1 ? "it" : "them"
            // A child's change of its parent's state, through a binding, that the parent's film does not show.
            if let owner = assignments.first?.owner {
                for name in names {
                    for caller in ViewInputs.callers(of: name, in: owner, code: code) where caller.isBinding {
                        guard let state = caller.states.first,
                              films.contains(where: { $0.type == caller.creator && $0.state == state }) else { continue }
                        return "it changes \(name), which is \(caller.creator)'s \(state) through a binding, in an animation "
                            + "none of the changes \(caller.creator).\(state)'s film shows is made with (its film shows each "
                            + "change as the first code that makes it does)"
                    }
                }
            }
            // A model's method called through a property SwiftUI does not observe.
            for assignment in assignments {
                guard let caller = assignment.caller, let holder = code.storedProperty(caller.holder, owner: caller.type),
                      let model = ModelState.unobservedClass(heldBy: holder, in: code),
                      case .stored(let isConstant, let wrapper, _, _) = holder.kind else { continue }
                let held = wrapper.map { "an @\($0)" } ?? (isConstant ? "a plain let" : "a plain var")
                return "\(caller.holder) is \(held) of \(model), which SwiftUI does not observe: a change of "
                    + "\(caller.holder).\(SelectionGuess.stripSelf(assignment.variable)) never renders"
            }
            if let owner = assignments.first?.owner, ModelState.isObservableClass(owner, in: code) {
                return "it changes \(owner).\(list), and no view in the folder reads \(them) through a property holding "
                    + "a \(owner) in a .transition's condition or a filmed modifier"
            }
            if let owner = assignments.first?.owner,
               let unread = unreadValue(of: names, in: owner, assignments: assignments, code: code) {
                return unread
            }
            if let (type, shown) = unanimatedBranch(reading: names, changedIn: assignments.first?.owner, code: code) {
                // A branch that reads a filmed state is filmed, fading: this one's state has no film.
                let why = assignments.first.flatMap { noFilm(of: names, in: $0.owner, assignments: assignments, branch: shown,
                                                             of: type, code: code) }
                    ?? "which is not a state the catalogue follows"
                return "it changes \(list), which the if at \(place(shown.location, column: false)) reads (a view SwiftUI "
                    + "fades in and out), \(why)"
            }
            if let owner = assignments.first?.owner, let unfilmed = unfilmedModifier(reading: names, in: owner, code: code) {
                return "it changes \(list), and no .transition's condition or filmed modifier reads \(them): \(unfilmed)"
            }
            if let owner = assignments.first?.owner, let passed = passedToViewFunction(names, in: owner, code: code)
                ?? passedToChildView(names, in: owner, code: code) {
                return "it changes \(list), which \(passed)"
            }
            return "it changes \(list), and no view reads \(them) in a .transition's condition or a filmed modifier"
        case .modifier where site.kind == .animation:
            return watchReason(site, code: code, films: films)
        case .modifier:
            if let owner = site.owner, let branch = enclosingBranch(of: site.span, in: owner, code: code) {
                let place = place(branch.location, column: false)
                let kind = if case .switchStatement = branch.kind { "switch" } else { "if" }
                let read = followedStates(of: owner, in: code).map(\.name).filter { branch.decides(reading: $0) }
                guard let name = read.first else {
                    return "it is in a branch of the \(kind) at \(place), whose condition reads no state the catalogue follows"
                }
                let values = films.first { $0.type == owner && $0.state == name }?.visits
                    .map(CatalogueDraft.swiftLiteral).joined(separator: ", ")
                return "it is in a branch of the \(kind) at \(place) that \(name) never takes: the code gives it "
                    + (values.map { "only \($0)" } ?? "no value that shows it")
            }
            return "it is shown whatever \(site.owner ?? "its type")'s state is: no if or switch over a @State hides it "
                + "(a ForEach's rows come and go with their data)"
        case .declaration:
            return "declared here, and no filmed change uses it"
        case .binding:
            return "a binding's animation: the control that sets the state through it animates each change with it, "
                + "which the catalogue does not read yet"
        case .effect("contentTransition"):
            return "a content transition on a view whose text no state the catalogue films changes (it films a Text's "
                + "content read from a @State, with the change's transaction), so it has nothing to swap"
        case .effect(let name):
            return (MotionEffects.descriptions[name] ?? "'\(name)'") + " — the catalogue lists it but does not film it yet"
        }
    }

    /// Why an `.animation(_:value:)` no film passes through is left out, from what it watches.
    static func watchReason(_ site: Site, code: CodeBase, films: [CatalogueFilm]) -> String {
        guard let owner = site.owner else { return "it is not in a view type's code" }
        guard let watched = site.value else {
            return "it animates every change under it (.animation(_:) with no value:, deprecated since iOS 15), and no "
                + "filmed change of \(owner)'s state is under it"
        }
        let name = watched.hasPrefix("self.") ? String(watched.dropFirst(5)) : watched
        if let constant = constantInput(name, of: owner, code: code) { return "it watches \(name): " + constant }
        let filmed = followedStates(of: owner, in: code)
        if let state = filmed.first(where: { $0.name == name }) {
            if films.contains(where: { $0.type == owner && $0.state == name }) {
                return "it watches \(name), but the views \(name)'s film changes are not under it (an .animation reaches "
                    + "only the view it modifies and what that view holds)"
            }
            if visits(of: state, in: owner, code: code).count < 2 {
                let assignments = PageTransaction.assignments(of: name, in: owner, code: code)
                if let why = unreadable(assignments, of: state, in: owner, code: code) {
                    return "it watches \(name), which the code changes to a value the catalogue cannot read: \(why)"
                }
                let text = code.members(of: owner).map { code.text(of: $0.span) }.joined()
                if text.contains("&\(name)") || text.contains("&self.\(name)") {
                    return "it watches \(name), which the code changes through an inout argument (&\(name)), which the "
                        + "catalogue does not follow"
                }
                return assignments.isEmpty
                    ? "it watches \(name), which nothing in the folder changes from its declared value"
                    : "it watches \(name), which the code only ever sets to its declared value"
            }
            return "it watches \(name), and no view under it shows, hides or changes with \(name) through a .transition "
                + "or a modifier the catalogue films"
        }
        if let declaration = code.storedProperty(name, owner: owner) {
            let typeName = declaration.type.map { " (\($0))" } ?? ""
            if ViewInputs.isInput(declaration) {
                return "it watches \(name)\(typeName), an input of \(owner) that the view creating it sets; the catalogue "
                    + "films Bool and enum inputs"
            }
            return "it watches \(name)\(typeName), whose declared value is not one the catalogue reads (it films "
                + "\(filmedTypes))"
        }
        if name.contains(".") {
            let holder = String(name.split(separator: ".")[0])
            if ModelState.cell(name, in: owner, code: code) != nil {
                return "it watches \(name), a model's property with no declared value the catalogue reads"
            }
            return "it watches \(name), a property of \(holder), which holds no @Observable class or ObservableObject "
                + "declared in the folder (a type from another module, a store, or a plain value)"
        }
        return "it watches \(watched), which is not a stored property of \(owner) (a computed value, or a "
            + "value from elsewhere)"
    }

    /// Why a state a filmed modifier of `owner` does read is not filmed: its type or its declared
    /// value is not one the catalogue films, or the value an assignment gives it cannot be read
    /// (`circleOffset = CGSize(width: offset.0, …)`); nil when no filmed modifier reads any of `names`.
    static func unreadValue(of names: [String], in owner: String, assignments: [StateAssignment], code: CodeBase) -> String? {
        let places = code.modifierPlaces(in: owner).filter { Evaluation.filmedValueModifiers.contains($0.place.call.name) }
        for name in names {
            guard let read = places.first(where: { $0.place.call.arguments.contains { $0.value.mentions(name) } }),
                  let declaration = code.storedProperty(name, owner: owner) else { continue }
            let at = place(read.place.location, column: false)
            guard let state = states(of: owner, in: code).first(where: { $0.name == name }) else {
                let what = if case .stored(_, _, _, let value?) = declaration.kind {
                    "its declared value (\(code.text(of: value.span).prefix(60)) at \(place(value.location, column: false))) "
                        + "is not one the catalogue reads"
                } else {
                    "it has no declared value"
                }
                let typeName = declaration.type.map { " (\($0))" } ?? ""
                return "it changes \(name)\(typeName), which .\(read.place.call.name) reads (\(at)), but \(what); the catalogue "
                    + "films \(filmedTypes) whose declared value it can read"
            }
            let own = assignments.filter { $0.variable == name || SelectionGuess.stripSelf($0.variable) == name }
            if let why = unreadable(own, of: state, in: owner, code: code) {
                return "it changes \(name), which .\(read.place.call.name) reads (\(at)), to a value the catalogue cannot "
                    + "read: \(why)"
            }
        }
        return nil
    }

    /// Why none of `names` has a film of `owner`'s, as the end of a sentence: the value the code
    /// gives cannot be read, the code never moves it from its declared value, or its type is not
    /// filmed; nil when it is not one of `owner`'s stored properties.
    static func noFilm(of names: [String], in owner: String?, assignments: [StateAssignment], branch: Statement,
                       of type: String, code: CodeBase) -> String? {
        guard let owner, let name = names.first else { return nil }
        let followed = followedStates(of: owner, in: code)
        if let state = followed.first(where: { $0.name == name }) {
            let own = assignments.filter { SelectionGuess.stripSelf($0.variable) == name }
            if let why = unreadable(own, of: state, in: owner, code: code) { return "but the value it is given cannot be read: \(why)" }
            let visits = visits(of: state, in: owner, code: code)
            guard visits.count > 1 else { return "but the code never moves it from its declared value" }
            // It changes, so whether the branch's views are shown is what cannot be read, or they
            // do not change with it.
            let declared = Dictionary(followed.map { ($0.name, $0.initial) }, uniquingKeysWith: { a, _ in a })
            var views = 0
            for (view, block) in code.branchViews(in: type)
            where view.forEach == nil && branch.span.offsets.contains(view.statement.span.offsets.lowerBound) {
                views += 1
                for value in visits {
                    do {
                        _ = try Evaluation(code: code, bindings: Bindings(declared.merging([name: value]) { _, new in new }))
                            .isShown(view.statement, in: block, owner: type)
                    } catch {
                        return "but whether its view is shown cannot be read: \(describe(error, type: type, code: code))"
                    }
                }
            }
            return views == 0
                ? "but its views are not ones the catalogue draws (a helper property or function, not a view type)"
                : "but with \(type)'s other state as declared, its views are shown (or hidden) at each of \(name)'s values"
        }
        guard let declaration = code.storedProperty(name, owner: owner) else { return nil }
        let typeName = declaration.type.map { " (\($0))" } ?? ""
        return "but its type\(typeName) or declared value is not one the catalogue films (\(filmedTypes) with a declared value)"
    }

    /// Why the first of `assignments` whose value the catalogue cannot read cannot be read, as a
    /// fact about the code — never the evaluator's advice for a hand-written link; nil when each
    /// can be read from the state's declared value.
    static func unreadable(_ assignments: [StateAssignment], of state: State, in owner: String, code: CodeBase) -> String? {
        for assignment in assignments {
            guard let value = assignment.value else { continue }
            do {
                _ = try Evaluation(code: code, bindings: Bindings([state.name: state.initial]))
                    .evaluate(value, owner: owner, expecting: state.initial.literalType)
            } catch {
                return describe(error, type: owner, code: code)
            }
        }
        return nil
    }

    /// Gives the sites that change `state` (the `withAnimation` around its assignments, the
    /// `.animation(_:value: state)` that watches it) the reason a filmed modifier reading it could
    /// not be evaluated — the true cause, where the listing would otherwise say no view reads it.
    static func recordUnreadModifier(_ modifier: String, at location: CodeLocation, error: EvaluationError, state: String,
                                     type: String, code: CodeBase, reasons: inout [CodeLocation: String]) {
        recordUnfilmedModifier(modifier, at: location, because: "that modifier's value cannot be read: "
                               + describe(error, type: type, code: code), state: state, type: type, code: code, reasons: &reasons)
    }

    /// The same reasons for a modifier whose values are read but that the film cannot draw, and why.
    static func recordUnfilmedModifier(_ modifier: String, at location: CodeLocation, because problem: String, state: String,
                                       type: String, code: CodeBase, reasons: inout [CodeLocation: String]) {
        let read = "\(state), which .\(modifier) reads (\(place(location, column: false))), but \(problem)"
        for assignment in PageTransaction.assignments(of: state, in: type, code: code) {
            if let explicit = assignment.explicit, reasons[explicit.location] == nil {
                reasons[explicit.location] = "it changes " + read
            }
        }
        for site in code.sites where site.kind == .animation && site.owner == type && reasons[site.location] == nil {
            guard case .modifier = site.form, let watched = site.value,
                  SelectionGuess.stripSelf(watched) == state else { continue }
            reasons[site.location] = "it watches " + read
        }
    }

    /// A refusal as a reason says it: a fact about the code (``reason(for:type:code:)``) where one
    /// is known, else its place and the first clause of the evaluator's message — never its advice.
    static func describe(_ error: EvaluationError, type: String, code: CodeBase) -> String {
        reason(for: error, type: type, code: code)
            ?? "\(place(error.location)): " + (error.message.components(separatedBy: "; ").first ?? error.message)
    }

    /// `File.swift:12:9` (or `File.swift:12`): a place as a reason names it, by the file's name.
    /// The first modifier of `owner` that reads one of `names` and whose value the catalogue does
    /// not film, with what it would take: `.zIndex at Cards.swift:12 reads it, a drawing order …`;
    /// nil when none does. An `.animation` or `.transaction` is how a change moves, not what moves.
    static func unfilmedModifier(reading names: [String], in owner: String, code: CodeBase) -> String? {
        for (place, _, _) in code.modifierPlaces(in: owner) where !["animation", "transaction"].contains(place.call.name) {
            // An argument that reads the state and that no property's reading takes: `.frame(maxWidth:)`,
            // or a part of one no reading takes (`StrokeStyle(dashPhase:)` beside its filmed `lineWidth:`).
            guard place.call.arguments.contains(where: { argument in
                names.contains { argument.value.mentions($0) } && !PropertyReading.all.contains { reading in
                    guard reading.reads(argument.label, of: place.call.name) else { return false }
                    guard let inside = reading.reading.inside else { return true }
                    // `.font(isOn ? .title : .body)` holds no `.system(size:)`: a text style, not a size.
                    guard let held = Evaluation.argument(inside.label, ofCallTo: inside.type, in: argument.value) else { return false }
                    guard case .call(_, let parts) = argument.value.unparenthesized.kind, parts.contains(where: { $0.value == held })
                    else { return names.contains { held.mentions($0) } }
                    return parts.allSatisfy { part in part.label == inside.label || !names.contains { part.value.mentions($0) } }
                }
            }) else { continue }
            let why = unfilmedModifiers[place.call.name] ?? "a modifier whose value the catalogue does not film"
            return ".\(place.call.name) at \(self.place(place.location, column: false)) reads it, \(why)"
        }
        return nil
    }

    /// Where `owner`'s code passes one of `names` to a function of its own that builds a view from
    /// its parameters (`renderStroke(from: phase - 0.1, to: phase)`), with what the catalogue lacks:
    /// it follows a state into the views the body writes, not through a function's parameters.
    /// Nil when no such call reads them.
    static func passedToViewFunction(_ names: [String], in owner: String, code: CodeBase) -> String? {
        let declarations = code.members(of: owner)
        let builders = declarations.filter { declaration in
            guard case .function(let parameters, _) = declaration.kind, !parameters.isEmpty else { return false }
            return declaration.type.map { $0.contains("View") } ?? false
        }
        for builder in builders {
            // The call and its arguments, one level of parentheses inside (each step takes a
            // character, so a failed match backtracks linearly).
            guard let call = try? NSRegularExpression(pattern: "\\b\\Q\(builder.name)\\E\\((?:[^()]|\\([^()]*\\))*\\)") else { continue }
            for declaration in declarations where declaration != builder {
                let text = code.text(of: declaration.span)
                let range = NSRange(text.startIndex..., in: text)
                for match in call.matches(in: text, range: range) {
                    guard let found = Range(match.range, in: text) else { continue }
                    let arguments = text[found]
                    guard let name = names.first(where: { arguments.range(of: "\\b\($0)\\b", options: .regularExpression) != nil })
                    else { continue }
                    var location = declaration.span.start
                    location.line += text[..<found.lowerBound].filter { $0 == "\n" }.count
                    return "\(place(location, column: false)) passes (\(name)) to \(builder.name)(…), a function of \(owner) "
                        + "that builds a view from its parameters; the catalogue follows a state into the views a body "
                        + "writes, not through a function's parameters yet"
                }
            }
        }
        return nil
    }

    /// Where `owner`'s code creates a view type of the folder passing it one of `names`
    /// (`OrnamentLayer(lightsOpacity: lightsOpacity)`, `Tree(isLit: $isLit)`) — a state that reaches
    /// what draws it through a child's input, which the child does not read in a filmed modifier
    /// itself; nil when no creation passes them.
    static func passedToChildView(_ names: [String], in owner: String, code: CodeBase) -> String? {
        for (view, creation) in code.creations(by: owner) {
            for argument in creation.arguments {
                guard let name = names.first(where: { argument.value.mentions($0) || argument.value.mentions("$" + $0) })
                else { continue }
                let input = argument.label.map { " as its \($0)" } ?? ""
                return "\(place(creation.location, column: false)) passes to \(view)(…)\(input), and neither a "
                    + ".transition's condition nor a filmed modifier of \(view) reads it there (the catalogue follows "
                    + "an input into the child that receives it, not on into the views that child creates)"
            }
        }
        return nil
    }

    /// What `withAnimation { … }` at `location` changes when it assigns no stored property whole:
    /// one element of an array state of `owner` (`ornamentScale[i] = 1.3`); nil otherwise.
    static func elementAssignment(at location: CodeLocation, of owner: String?, code: CodeBase) -> String? {
        guard let owner, let file = code.file(at: location.file) else { return nil }
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        guard location.line >= 1, location.line <= lines.count else { return nil }
        let text = lines[(location.line - 1)..<min(lines.count, location.line + 8)].joined(separator: "\n")
        guard let pattern = try? NSRegularExpression(pattern: "\\b([A-Za-z_][A-Za-z0-9_]*)\\s*\\[[^\\]\\n]*\\]\\s*(=|\\+=|-=|\\.toggle\\(\\))")
        else { return nil }
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let nameRange = Range(match.range(at: 1), in: text), let whole = Range(match.range, in: text) else { continue }
            let name = String(text[nameRange])
            guard code.storedProperty(name, owner: owner) != nil else { continue }
            return "it changes one element of \(name) (\(text[whole]) …), an array state; the catalogue films a state "
                + "assigned whole, not an element of one"
        }
        return nil
    }

    /// What the modifiers apps animate but the catalogue does not film would need.
    static let unfilmedModifiers: [String: String] = [
        "padding": "space whose change, with the body laid out on the screen as SwiftUI lays it out, moves no view "
            + "for the values the film visits",
        "position": "a place whose change, with the body laid out on the screen, moves no view for the values the film visits",
        "frame": "a size whose change, with the body laid out on the screen, moves no view for the values the film visits",
        "font": "a text style or weight (.title, .bold()), which the catalogue does not film (a size written in .system(size:) is)",
        "lineLimit": "the lines a text shows, a change of its content the catalogue does not film",
        "disabled": "whether a control takes taps, which draws no motion of its own",
        "stroke": "a stroke's dash pattern or its phase (StrokeStyle(dash:dashPhase:)), which the film does not draw "
            + "(a stroke's width is filmed)",
        "strokeBorder": "a stroke's dash pattern or its phase (StrokeStyle(dash:dashPhase:)), which the film does not draw "
            + "(a stroke's width is filmed)",
        "mask": "a mask made of a view, which the catalogue does not film (.clipShape with a rounded rectangle is filmed)",
        "overlay": "a view drawn over another, which the catalogue films only through the modifiers of that view",
    ]

    static func place(_ location: CodeLocation, column: Bool = true) -> String {
        "\((location.file as NSString).lastPathComponent):\(location.line)" + (column ? ":\(location.column)" : "")
    }

    /// The first `if` in a view's body whose condition reads one of `names` — as the view reads it:
    /// its own state, or `holder.name` when `owner` is the model class the view holds — with the
    /// view type it is in. Its views come and go with the state, with their `.transition` or
    /// SwiftUI's default fade, so a reason says why that state has no film.
    static func unanimatedBranch(reading names: [String], changedIn owner: String?, code: CodeBase) -> (type: String, branch: Statement)? {
        for type in viewTypes(code) {
            var read = owner == type ? names : []
            if let owner, ModelState.isObservableClass(owner, in: code) {
                read += ModelState.cells(of: type, in: code).filter { $0.model == owner && names.contains($0.property.name) }.map(\.path)
            }
            guard !read.isEmpty, let body = code.viewBody(of: type) else { continue }
            if let found = firstIf(in: body, reading: read) { return (type, found) }
        }
        return nil
    }

    /// The innermost `if` or `switch` of a view builder of `type` with `span` in one of its
    /// branches, following a member that builds views to where it is shown (``MemberUse``).
    static func enclosingBranch(of span: CodeSpan, in type: String, code: CodeBase) -> Statement? {
        func search(_ target: CodeSpan, in statements: [Statement]) -> Statement? {
            for statement in statements where statement.span.holds(target) {
                let blocks = statement.branchBlocks
                if !blocks.isEmpty {
                    return blocks.lazy.compactMap { search(target, in: $0.statements) }.first ?? statement
                }
                if case .expression(let e) = statement.kind {
                    return e.allClosureBodies.lazy.compactMap { search(target, in: $0.statements) }.first
                }
                return nil
            }
            return nil
        }
        guard let (member, body) = code.viewMember(holding: span, in: type) else { return nil }
        if let found = search(span, in: body.statements) { return found }
        for (use, body) in code.useChain(of: member.name, in: type) {
            if let found = search(use.span, in: body.statements) { return found }
        }
        return nil
    }

    private static func firstIf(in block: Block, reading names: [String]) -> Statement? {
        for statement in block.statements {
            if case .ifStatement(let branch) = statement.kind,
               branch.conditions.contains(where: { condition in names.contains { condition.mentions($0) } }) {
                return statement
            }
            for inner in statement.innerBlocks { if let found = firstIf(in: inner, reading: names) { return found } }
            let expressions: [CodeExpression] = switch statement.kind {
            case .expression(let e), .returnValue(let e?): [e]
            default: []
            }
            for body in expressions.flatMap(\.allClosureBodies) { if let found = firstIf(in: body, reading: names) { return found } }
        }
        return nil
    }

    /// Why `film` did not load, told from the code: its sites are evaluated as the preset's links
    /// evaluate them, with the film's state bound at each visit, and a refusal at the place the
    /// loader named (`failure` holds it) is said as a fact about the app's code. Nil when none is
    /// found there: the loader's own message is the reason then.
    public func explain(_ film: CatalogueFilm, failure: String) -> String? {
        let sites = code.sites.filter { film.covered.contains($0.location) }
        for k in film.visits.indices {
            let bindings = Bindings(film.others[k].merging([film.state: film.visits[k]]) { _, new in new })
            for site in sites {
                do {
                    _ = try Evaluation(code: code, bindings: bindings).evaluate(site)
                } catch {
                    guard failure.contains("\(error.location.line):\(error.location.column):") else { continue }
                    return Self.reason(for: error, type: film.type, code: code)
                }
            }
        }
        return nil
    }

    /// A refusal of the film's code, as a fact about it.
    static func reason(for error: EvaluationError, type: String, code: CodeBase) -> String? {
        let here = place(error.location)
        switch error.kind {
        case .repeats:
            let call = error.message.split(separator: "'").first.map(String.init) ?? "it"
            return "its animation repeats (\(call) at \(here)): a film shows each change once, until it settles, and a "
                + "repeating animation never settles — not filmed yet"
        case .unbound(let name):
            if let declaration = code.storedProperty(name, owner: type) {
                let typeName = declaration.type.map { " (\($0))" } ?? ""
                guard ViewInputs.isInput(declaration) else {
                    return "it reads \(name)\(typeName) at \(here), a property of \(type) whose value the catalogue does not "
                        + "read (it reads \(filmedTypes) with a declared value)"
                }
                // Every input the site reads with no value, not only the first the evaluator met:
                // `.easeInOut(duration: duration).delay(delay)` needs both.
                let site = code.sites.filter {
                    $0.owner == type && $0.location.file == error.location.file && $0.location.line <= error.location.line
                }.max { $0.location.line < $1.location.line }
                let more = (site.map { FreeVariables.of($0, in: code) } ?? []).filter { other in
                    guard other != name, let input = code.storedProperty(other, owner: type) else { return false }
                    return ViewInputs.isInput(input)
                }
                if !more.isEmpty {
                    let all = ([name] + more).map { other in
                        other + (code.storedProperty(other, owner: type)?.type.map { " (\($0))" } ?? "")
                    }
                    return "it reads \(all.dropLast().joined(separator: ", ")) and \(all.last!) at \(here), inputs of \(type) with "
                        + "no value of their own — the view creating \(type) passes them — and the catalogue gives a value to "
                        + "Bool and enum inputs only"
                }
                return "it reads \(name)\(typeName) at \(here), an input of \(type) with no value of its own — the view "
                    + "creating \(type) passes it — and the catalogue gives a value to Bool and enum inputs only"
            }
            if name.contains(".") {
                return "it reads \(name) at \(here), a property of something no declaration in the folder says the "
                    + "value of (a type from another module, or a model that is not observable)"
            }
            if isClosureParameter(name, in: type, code: code) {
                return "it reads \(name) at \(here), a closure's parameter (a ForEach row's value, a gesture's value) or a "
                    + "loop's variable, which the catalogue does not give a value"
            }
            return "it reads \(name) at \(here), which nothing in the folder gives a value"
        case .unsupported, .limit, .invalid:
            return nil
        }
    }

    /// Whether a closure in `type`'s code takes a parameter called `name` (`ForEach(items) { flip in … }`),
    /// or a `for` loop names its element so.
    static func isClosureParameter(_ name: String, in type: String, code: CodeBase) -> Bool {
        code.declarations.contains { declaration in
            guard declaration.owner == type else { return false }
            let text = code.text(of: declaration.span)
            return text.range(of: #"\b\#(NSRegularExpression.escapedPattern(for: name))\b(\s*,\s*\w+)*\s+in\b"#,
                              options: .regularExpression) != nil
        }
    }
}
