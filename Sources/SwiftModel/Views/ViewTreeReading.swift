import Foundation

/// Reads a view type's `body` into its ``ViewNode`` tree, once, when the ``CodeBase`` is made.
///
/// What a view builder holds: each expression statement is a view (its modifier chain split off,
/// innermost first), an `if` or `switch` a conditional with one branch per block, a container's
/// content closure its children — not the code an event runs (a `Button`'s action, `.onTapGesture`,
/// `.task`). A member of the same type that returns views (`header` in `VStack { header }`) is
/// read in place, as SwiftUI evaluates it there.
struct ViewTreeReading {
    /// The members of each type that have a body, by type and name.
    let members: [String: [String: Block]]
    /// How deep members are followed into members (`header` uses `title` uses …): enough for code,
    /// never forever for a member that names itself.
    static let memberDepth = 8

    init(declarations: [Declaration]) {
        var members: [String: [String: Block]] = [:]
        for declaration in declarations {
            guard let owner = declaration.owner else { continue }
            switch declaration.kind {
            case .computed(let body): members[owner, default: [:]][declaration.name] = members[owner]?[declaration.name] ?? body
            case .function(let parameters, let body?) where parameters.isEmpty:
                members[owner, default: [:]][declaration.name] = members[owner]?[declaration.name] ?? body
            default: continue
            }
        }
        self.members = members
    }

    /// The tree of `type`'s `body`: a branch node holding its views; nil when it has no body.
    func tree(of type: String) -> ViewNode? {
        guard let body = members[type]?["body"], let first = body.statements.first, let last = body.statements.last else {
            return nil
        }
        let span = CodeSpan(start: first.span.start, offsets: first.span.offsets.lowerBound..<last.span.offsets.upperBound)
        return ViewNode(kind: .branch, children: views(body.statements, owner: type, depth: 0), span: span)
    }

    /// The views `statements` of a view builder make, in order.
    private func views(_ statements: [Statement], owner: String, depth: Int) -> [ViewNode] {
        statements.compactMap { statement -> ViewNode? in
            switch statement.kind {
            case .ifStatement, .switchStatement:
                let branches = statement.branchBlocks.map { block in
                    ViewNode(kind: .branch, children: views(block.statements, owner: owner, depth: depth), span: statement.span)
                }
                return ViewNode(kind: .conditional(statement), children: branches, span: statement.span)
            case .expression(let expression), .returnValue(let expression?):
                return view(expression, owner: owner, depth: depth)
            default:
                return nil
            }
        }
    }

    /// The view `expression` is, with its modifiers and what it holds; nil for code that is no view.
    private func view(_ expression: CodeExpression, owner: String, depth: Int) -> ViewNode? {
        let (outermostFirst, root) = ModifierPlaces.chain(of: expression)
        let modifiers = Array(outermostFirst.reversed())
        var modifierViews: [Int: ViewNode] = [:]
        for (index, call) in modifiers.enumerated() where !BranchViews.isEventModifier(call.name) {
            if let held = heldView(call.arguments, owner: owner, depth: depth) { modifierViews[index] = held }
        }
        var node: ViewNode
        switch root.kind {
        case .call(let callee, let arguments):
            let name: String? = switch callee.kind {
            case .name(let n): n
            default: nil
            }
            let content = arguments.filter { argument in
                guard case .closure = argument.value.kind else { return false }
                return !BranchViews.isAction(argument, in: arguments, of: name ?? "")
            }
            if name == "ForEach", let closure = content.last, case .closure(let body) = closure.value.kind {
                node = ViewNode(kind: .forEach(root), children: views(body.body.statements, owner: owner, depth: depth),
                                span: expression.span, rootSpan: root.span)
            } else if let name, !content.isEmpty, name.first?.isUppercase == true, !ViewSizes.drawing.contains(name) {
                let children = content.flatMap { argument -> [ViewNode] in
                    guard case .closure(let closure) = argument.value.kind else { return [] }
                    return views(closure.body.statements, owner: owner, depth: depth)
                }
                node = ViewNode(kind: .container(name, arguments.filter { argument in !content.contains(argument) }),
                                children: children, span: expression.span, rootSpan: root.span)
            } else if BranchViews.viewType(of: root) != nil || isViewValue(callee) {
                node = ViewNode(kind: .view(root), span: expression.span, rootSpan: root.span)
            } else if case .name(let member) = callee.kind, arguments.isEmpty, let held = memberViews(member, owner: owner, depth: depth) {
                node = held  // `makeHeader()`
            } else {
                return nil
            }
        case .name(let member) where member.first?.isLowercase == true:
            if let held = memberViews(member, owner: owner, depth: depth) {
                node = held
            } else if !modifiers.isEmpty {
                // `image.resizable()` of an `if let image`: a view value the builder is given.
                node = ViewNode(kind: .view(root), span: expression.span, rootSpan: root.span)
            } else {
                return nil
            }
        case .member(let base, let member) where base.kind == .name("self"):
            guard let held = memberViews(member, owner: owner, depth: depth) else { return nil }
            node = held
        case .member, .implicitMember:
            // `Color.blue`, `.red` as a view in a ZStack: a value that is a view.
            node = ViewNode(kind: .view(root), span: expression.span, rootSpan: root.span)
        default:
            // `Self.thumbnails[id]!.resizable()`: whatever a view builder is given with a view's
            // modifiers on it is a view (an image from a cache, a view held in a property).
            guard !modifiers.isEmpty else { return nil }
            node = ViewNode(kind: .view(root), span: expression.span, rootSpan: root.span)
        }
        node.modifiers = modifiers
        node.modifierViews = modifierViews
        node.span = expression.span
        return node
    }

    /// `Color.red.opacity(0.2)` and `Rectangle().fill(.blue)` are views whose callee is a member.
    private func isViewValue(_ callee: CodeExpression) -> Bool {
        if case .member(let base, _) = callee.kind, case .name(let type) = base.kind, type.first?.isUppercase == true { return true }
        return false
    }

    /// The view a modifier's argument holds: a closure's views (`.overlay { … }`), several in a
    /// branch node, or a view written as the argument (`.background(Capsule().fill(.blue))`).
    private func heldView(_ arguments: [Argument], owner: String, depth: Int) -> ViewNode? {
        for argument in arguments {
            switch argument.value.kind {
            case .closure(let closure):
                let held = views(closure.body.statements, owner: owner, depth: depth)
                guard !held.isEmpty else { continue }
                return held.count == 1 ? held[0] : ViewNode(kind: .branch, children: held, span: argument.value.span)
            case .call:
                if let held = view(argument.value, owner: owner, depth: depth), case .view(let root) = held.kind,
                   BranchViews.viewType(of: root) != nil || isViewValue(calleeOf(root)) {
                    return held
                }
            default:
                continue
            }
        }
        return nil
    }

    private func calleeOf(_ expression: CodeExpression) -> CodeExpression {
        if case .call(let callee, _) = expression.kind { return callee }
        return expression
    }

    /// The views a member of `owner` returns (`var header: some View { … }`), as a branch node.
    private func memberViews(_ name: String, owner: String, depth: Int) -> ViewNode? {
        guard depth < Self.memberDepth, name != "body", let body = members[owner]?[name],
              let first = body.statements.first, let last = body.statements.last else { return nil }
        let children = views(body.statements, owner: owner, depth: depth + 1)
        guard !children.isEmpty else { return nil }
        return ViewNode(kind: .branch, children: children,
                        span: CodeSpan(start: first.span.start, offsets: first.span.offsets.lowerBound..<last.span.offsets.upperBound))
    }
}

extension CodeBase {
    /// The view tree of `type`'s `body` (``ViewNode``); nil when the type has none.
    public func viewTree(of type: String) -> ViewNode? { viewTrees[type] }
}
