import Foundation

/// A view written directly in a branch of an `if` or a `switch` of a view's code: SwiftUI inserts
/// it when its branch starts to be taken and removes it when it stops — with its `.transition`,
/// or with SwiftUI's default one, `.opacity`, when its chain has none. (OpenSwiftUI's
/// reimplementation says the same: its `TransitionTraitKey.defaultValue` is `.opacity`.)
public struct BranchView: Sendable {
    /// The statement of the view, the one its branch shows or hides.
    public var statement: Statement
    /// The modifiers around it, outermost first: those the `if` or `switch` is inside (the
    /// way down to the view where it is inserted or removed; its own chain is not on it).
    public var outer: [ModifierCall]
    /// Its own modifiers, outermost first, and the view at their root.
    public var chain: [ModifierCall]
    public var root: CodeExpression
    /// The member it is written in (`body`, `var header: some View`).
    public var member: String
    /// The `ForEach` whose closure it is written in, when its data shows it (a row: inserted and
    /// removed as its element comes and goes), not an `if` or `switch`.
    public var forEach: CodeExpression? = nil

    public var location: CodeLocation { statement.location }
}

public enum BranchViews {
    /// Every view in a branch of an `if` or `switch` in `block`, nested ones included, in source order.
    /// `buildsViews` says the member returns views (`some View`), where a value with a view's
    /// modifiers on it (`Self.thumbnails[id]!.resizable()`) is a view too — elsewhere it is code
    /// (`timer.invalidate()`).
    public static func all(in block: Block, member: String, buildsViews: Bool = false) -> [BranchView] {
        var found: [BranchView] = []
        visit(block.statements, outer: [], inBranch: false, member: member, buildsViews: buildsViews, into: &found)
        return found.sorted { $0.location < $1.location }
    }

    private static func visit(_ statements: [Statement], outer: [ModifierCall], inBranch: Bool, member: String,
                              buildsViews: Bool = false, forEach: CodeExpression? = nil, into found: inout [BranchView]) {
        for statement in statements {
            switch statement.kind {
            case .ifStatement, .switchStatement:
                for block in statement.branchBlocks {
                    visit(block.statements, outer: outer, inBranch: true, member: member, buildsViews: buildsViews, into: &found)
                }
            case .expression(let expression), .returnValue(let expression?):
                let (chain, root) = ModifierPlaces.chain(of: expression)
                guard let type = viewType(of: root) else {
                    // A value a view's modifiers are written on (`Self.thumbnails[id]!.resizable()`), in
                    // code that returns views, is a view too; it holds no others.
                    if buildsViews, inBranch, !chain.isEmpty {
                        found.append(BranchView(statement: statement, outer: outer, chain: chain, root: root, member: member,
                                                forEach: forEach))
                    }
                    continue
                }
                if inBranch {
                    found.append(BranchView(statement: statement, outer: outer, chain: chain, root: root, member: member,
                                            forEach: forEach))
                }
                // A row of a ForEach over data: its closure's views come and go with their elements.
                if type == "ForEach", let data = ForEachData.parts(of: root)?.data, !Self.isRange(data),
                   case .call(_, let arguments) = root.kind, case .closure(let closure)? = arguments.last?.value.kind {
                    visit(closure.body.statements, outer: outer + chain, inBranch: true, member: member, buildsViews: buildsViews, forEach: root,
                          into: &found)
                    continue
                }
                // Views inside containers and modifiers (`VStack { if … }`, `.overlay { if … }`) —
                // not the code an event runs (`.onTapGesture { … }`, a Button's action).
                for (index, call) in chain.enumerated() where !isEventModifier(call.name) {
                    for argument in call.arguments {
                        visitNested(argument.value, outer: outer + chain[..<index], member: member, buildsViews: buildsViews, into: &found)
                    }
                }
                if case .call(_, let arguments) = root.kind {
                    for argument in arguments where !isAction(argument, in: arguments, of: type) {
                        visitNested(argument.value, outer: outer + chain, member: member, buildsViews: buildsViews, into: &found)
                    }
                }
            default:
                break
            }
        }
    }

    /// Whether a `ForEach`'s data is a range (`0..<3`, `letters.indices`): rows that never come and go.
    static func isRange(_ data: CodeExpression) -> Bool {
        switch data.unparenthesized.kind {
        case .binary("..<", _, _), .binary("...", _, _), .member(_, "indices"): true
        default: false
        }
    }

    /// The type a statement's root view is made of (`HintCard` for `HintCard()`, `ExpandedView`
    /// for `Self.ExpandedView(…)`): a call of a capitalised name. Nil for code that is not a view
    /// (`withAnimation { … }`, `dismiss()`) and for the types that run code rather than show it.
    public static func viewType(of root: CodeExpression) -> String? {
        guard case .call(let callee, _) = root.kind else { return nil }
        let name: String
        switch callee.kind {
        case .name(let n): name = n
        case .member(_, let n): name = n
        default: return nil
        }
        guard let first = name.first, first.isUppercase, !["Task", "DispatchQueue", "Timer"].contains(name) else { return nil }
        return name
    }

    /// A modifier whose closure is code an event runs, not views: `.onAppear`, `.onTapGesture`,
    /// `.onChange`, `.task`, `.refreshable`, a gesture's handlers.
    public static func isEventModifier(_ name: String) -> Bool {
        name.hasPrefix("on") || ["task", "refreshable", "gesture", "simultaneousGesture", "highPriorityGesture"].contains(name)
    }

    /// A `Button`'s action runs code: its `action:`, or — with none — its unlabelled closure
    /// (`Button("Help") { … }`, `Button { … } label: { … }`); `Button(action: f) { … }`'s closure is its label.
    public static func isAction(_ argument: Argument, in arguments: [Argument], of type: String) -> Bool {
        if argument.label == "action" { return true }
        guard type == "Button", argument.label == nil, case .closure = argument.value.kind else { return false }
        return !arguments.contains { $0.label == "action" }
    }

    private static func visitNested(_ value: CodeExpression, outer: [ModifierCall], member: String, buildsViews: Bool,
                                    into found: inout [BranchView]) {
        if case .closure(let closure) = value.kind {
            visit(closure.body.statements, outer: outer, inBranch: false, member: member, buildsViews: buildsViews, into: &found)
        }
    }
}

extension CodeBase {
    /// The branch views (``BranchView``) in the members of `type` that have a body, with the
    /// member's block: what a catalogue fades in and out when no `.transition` is written.
    public func branchViews(in type: String) -> [(view: BranchView, block: Block)] {
        var found: [(BranchView, Block)] = []
        for declaration in members(of: type) {
            switch declaration.kind {
            case .computed(let body), .function(_, let body?):
                let buildsViews = declaration.name == "body" || declaration.type?.contains("View") == true
                found += BranchViews.all(in: body, member: declaration.name, buildsViews: buildsViews).map { ($0, body) }
            default: continue
            }
        }
        return found
    }
}
