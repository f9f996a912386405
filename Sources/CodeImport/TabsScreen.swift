import Foundation
import Scene
import SwiftModel

/// What `motionreel import -o` links for a tabs screen, read from the code, each choice with the
/// reason the preset's comments give. Analysis only: ``TabsPresetDraft`` writes it as YAML.
///
/// - The view is the first type (in source order) whose `body` shows a `.transition` on each of
///   at least two branches of an `if`/`switch` over one of its state variables, the selection.
/// - The transitions' inputs are the *state variables* they read (a helper they call is evaluated
///   with the state's values, never bound by its parameters), each bound by what the code assigns
///   it: a comparison of the new selection with the old is `forward` (`backward`), the selection's
///   old value in `.onChange(of:)` is `from` — with its timing read from where it is assigned.
///   Names decide only when no assignment does, and then the comment says so.
/// - The animation is what SwiftUI's transaction model gives the pages for the selection's
///   change at its first assignment site; the others are listed with the `in:`/`line:` that picks them.
public struct TabsScreen: Sendable {
    /// A variable bound in the preset, and why.
    public struct Bound: Sendable, Hashable {
        public var name: String
        public var role: BindingRole
        /// Written in the preset when the code's own timing would not be read right (`{ from: before }`).
        public var timing: UpdateTiming?
        public var reason: String
    }

    /// One place the selection is changed, and the animation SwiftUI gives the pages there.
    public struct Change: Sendable, Hashable {
        public var assignment: StateAssignment
        /// The site that decides the animation, as written (`withAnimation(.spring(…))`), or why there is none.
        public var decidedBy: String
        public var place: CodeLocation?
    }

    public var view: String
    public var selection: String
    /// Page names, in page order.
    public var pages: [String]
    /// The transition link's bindings, the selection first.
    public var bindings: [Bound]
    /// The variables the animation link reads beside the selection.
    public var animationBindings: [Bound]
    /// Where the selection changes, in source order: the first one is linked.
    public var changes: [Change]
    /// What could not be determined, each `FILE:LINE:COLUMN: …`: comments in the preset and lines in the output.
    public var notes: [String]

    /// Reads the first tabs screen in `code`, or nil when no view switches pages with transitions.
    public static func read(_ code: CodeBase) -> TabsScreen? {
        findViews(code).first.map { read(code, view: $0.0, selection: $0.1, pages: $0.2) }
    }

    /// Every tabs screen in `code`, in source order: what `import` checks for stale state.
    public static func all(_ code: CodeBase) -> [TabsScreen] {
        findViews(code).map { read(code, view: $0.0, selection: $0.1, pages: $0.2) }
    }

    private static func read(_ code: CodeBase, view: String, selection: String, pages: PageSwitch) -> TabsScreen {
        var notes: [String] = []
        let sites = code.sites.filter { site in
            site.kind == .transition && pages.span.holds(site.span)
        }
        var variables: [String] = []
        for site in sites {
            for name in FreeVariables.of(site, in: code) where name != selection && !variables.contains(name) {
                variables.append(name)
            }
        }
        let roles = StateRoles(code: code, view: view, selection: selection)
        var bindings = [Bound(name: selection, role: .to, reason: "the selection: \(view).body switches its pages on it "
                              + "(\(pages.location.fileAndLine))")]
        for name in variables {
            if let bound = roles.role(of: name) {
                bindings.append(bound)
            } else {
                let place = code.storedProperty(name, owner: view)?.location ?? pages.location
                notes.append("\(place): cannot tell what '\(name)' is from the code: no assignment compares the new "
                             + "selection with the old, or keeps the old one; bind it yourself (to, from, forward, "
                             + "backward, page, reduceMotion or a literal)")
            }
        }
        let (changes, animationBindings) = Self.changes(code: code, view: view, selection: selection, bindings: bindings)
        if changes.isEmpty {
            notes.append("\(pages.location): '\(selection)' is not assigned in these files (a view that changes it "
                         + "through a binding may be elsewhere): the animation is what \(view)'s own modifiers give")
        }
        return TabsScreen(view: view, selection: selection, pages: pageNames(code: code, selection: selection, view: view,
                                                                                pages: pages),
                          bindings: bindings, animationBindings: animationBindings, changes: changes, notes: notes)
    }

    // MARK: The view

    /// The views whose body has an `if`/`switch` over one of its state variables with a
    /// `.transition` on two branches or more, each with the first such page switch in its body.
    private static func findViews(_ code: CodeBase) -> [(String, String, PageSwitch)] {
        var found: [(String, String, PageSwitch)] = []
        for body in code.declarations where body.name == "body" {
            guard let view = body.owner, case .computed(let block) = body.kind else { continue }
            var best: (String, PageSwitch)?
            for state in code.members(of: view) where state.isStored {
                guard case .stored(false, _, _, _) = state.kind, code.valueType(of: state)?.holdsPages ?? true,
                      let pages = PageSwitch.find(in: block.statements, over: state.name),
                      transitionBranches(pages, code: code) >= 2 else { continue }
                if best.map({ pages.span.offsets.lowerBound < $0.1.span.offsets.lowerBound }) ?? true {
                    best = (state.name, pages)
                }
            }
            if let (selection, pages) = best, !found.contains(where: { $0.0 == view }) { found.append((view, selection, pages)) }
        }
        return found
    }

    /// How many branches of `pages` hold a `.transition` site.
    private static func transitionBranches(_ pages: PageSwitch, code: CodeBase) -> Int {
        let transitions = code.sites.filter { $0.kind == .transition && $0.location.file == pages.location.file }
        return pages.branchBlocks.filter { block in
            guard let first = block.statements.first, let last = block.statements.last else { return false }
            let range = first.span.offsets.lowerBound..<last.span.offsets.upperBound
            return transitions.contains { range.contains($0.span.offsets.lowerBound) }
        }.count
    }

    // MARK: The animation

    /// Each assignment of the selection with the site that decides its animation (the watched
    /// values taken as changed when they read the selection or state assigned with it), and the
    /// variables the path's watched values read that are bound.
    private static func changes(code: CodeBase, view: String, selection: String,
                                bindings: [Bound]) -> ([Change], [Bound]) {
        let assignments = PageTransaction.assignments(of: selection, in: view, code: code)
        let location = code.viewBodyLocation(of: view) ?? CodeLocation(file: "", line: 1, column: 1)
        guard let transaction = try? PageTransaction(view: view, selection: selection, code: code, at: location) else {
            return (assignments.map { Change(assignment: $0, decidedBy: "a .transaction MotionReel cannot read", place: nil) }, [])
        }
        var watched: [Bound] = []
        for step in transaction.steps {
            let value: CodeExpression? = switch step {
            case .animation(_, _, let value), .transaction(_, _, _, let value): value
            }
            for bound in bindings where bound.role != .to && value?.mentions(bound.name) == true && !watched.contains(bound) {
                watched.append(bound)
            }
        }
        let changes = assignments.map { assignment -> Change in
            let together = Set(code.assignments.filter { $0.unitID == assignment.unitID }.map(\.variable))
            let source = try? transaction.resolve(explicit: assignment.explicit) { value in
                value.mentions(selection) || together.contains { value.mentions($0) }
            }
            return Change(assignment: assignment, decidedBy: describe(source, code: code), place: source?.location(in: code))
        }
        return (changes, watched)
    }

    private static func describe(_ source: PageTransaction.Source?, code: CodeBase) -> String {
        switch source {
        case .explicit?:
            source?.site(in: code).map { code.text(of: $0.span) } ?? "withAnimation"
        case .modifier(let step)?:
            code.text(of: step.call.span).split(whereSeparator: \.endsSwiftLine).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        case .none?:
            "no animation"
        case nil:
            "an animation MotionReel cannot read"
        }
    }

    // MARK: Pages

    /// The pages' names: the selection's enum cases, named by a String property of the enum
    /// (`title`) or after their case; or the branches, named after the view each shows.
    private static func pageNames(code: CodeBase, selection: String, view: String, pages: PageSwitch) -> [String] {
        if let declaration = code.storedProperty(selection, owner: view), case .enumeration(let name)? = code.valueType(of: declaration),
           let enumeration = code.enumeration(name), !enumeration.cases.isEmpty {
            let property = ["title", "name", "label", "displayName", "localizedName"].first { property in
                code.member(property, of: name, isStatic: false).contains { if case .computed = $0.kind { true } else { false } }
            }
            return enumeration.cases.prefix(Limits.importedPages).map { item in
                if let property, case .string(let text)? = try? Evaluation(code: code, bindings: Bindings())
                    .property(property, ofCase: item.name, in: enumeration), !text.isEmpty {
                    return text
                }
                return item.name.prefix(1).uppercased() + item.name.dropFirst()
            }
        }
        let names = pages.branchBlocks.map(viewName).prefix(Limits.importedPages)
        return names.enumerated().map { $0.element ?? "Page \($0.offset + 1)" }
    }

    /// `DashboardView().transition(…)` → `Dashboard`; `HomeScreen()` → `Home`.
    static func viewName(_ block: Block) -> String? {
        for statement in block.statements {
            guard case .expression(var expression) = statement.kind else { continue }
            while true {
                switch expression.kind {
                case .call(let callee, _): expression = callee; continue
                case .member(let base, _): expression = base; continue
                case .name(let name):
                    guard !["Text", "Color", "EmptyView", "Group", "ZStack", "VStack", "HStack", "Image"].contains(name) else {
                        return nil
                    }
                    for suffix in ["View", "Screen", "Page", "Tab"] where name.hasSuffix(suffix) && name.count > suffix.count {
                        return String(name.dropLast(suffix.count))
                    }
                    return name
                default: return nil
                }
            }
        }
        return nil
    }
}
