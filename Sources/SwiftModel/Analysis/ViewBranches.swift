import Foundation

/// The `view:` form of a link: a view whose `body` shows one page per value of the selection
/// (an `if`/`else if` or a `switch` over it, or separate `if`s: ``PageSwitch``), each page with
/// its own `.transition(…)`.
///
/// ```swift
/// switch selectedTab {
/// case 0: HomeView().transition(.move(edge: .leading))
/// default: DetailView().transition(.opacity)
/// }
/// ```
extension Evaluation {
    /// The transition on the page the body shows under the current bindings (the selection bound
    /// to that page), with the site it was written at.
    public func viewTransition(of type: String, selection: String,
                               at location: CodeLocation) throws(EvaluationError) -> (value: Value, site: Site?) {
        guard let body = code.viewBody(of: type) else {
            throw EvaluationError(.invalid, at: location, "no view '\(type)' with a body is declared in the given files")
        }
        guard let pages = PageSwitch.find(in: body.statements, over: selection) else {
            throw EvaluationError(.invalid, at: location, "\(type).body has no if or switch over '\(selection)' with a "
                                  + ".transition(…) in its branches")
        }
        var scope = Scope(owner: type, isStatic: false)
        guard let argument = try transition(in: pages.statements, scope: &scope) else {
            throw EvaluationError(.invalid, at: pages.location, "the branch \(type).body shows for this page has no "
                                  + ".transition(…); MotionReel takes each page's transition from its branch")
        }
        let site = code.sites.first { $0.kind == .transition && $0.argument?.span == argument.span }
        let value = try evaluate(argument, in: &scope, expecting: .transition)
        // `.transition(Rise())` where `Rise` does not conform to Transition: the app would not compile.
        guard case .transition = value else {
            throw EvaluationError(.invalid, at: argument.location, ".transition(…) takes an AnyTransition or a Transition; "
                                  + "this gives \(value.description)")
        }
        return (value, site)
    }

    /// The argument of the `.transition(…)` the taken branches of `statements` reach, nested
    /// branches followed as they are taken.
    private func transition(in statements: [Statement], scope: inout Scope) throws(EvaluationError) -> CodeExpression? {
        for statement in statements {
            try enter(at: statement.location)
            defer { leave() }
            switch statement.kind {
            case .ifStatement(let branch):
                guard let (block, bound) = try chooseBranch(branch, in: &scope) else { continue }
                scope.frames.append(bound)
                defer { scope.frames.removeLast() }
                if let found = try transition(in: block.statements, scope: &scope) { return found }
            case .switchStatement(let choice):
                let (block, bound) = try chooseCase(choice, in: &scope, at: statement.location)
                scope.frames.append(bound)
                defer { scope.frames.removeLast() }
                if let found = try transition(in: block.statements, scope: &scope) { return found }
            case .expression(let expression):
                if let found = Self.transitionArgument(in: expression) { return found }
            default:
                break
            }
        }
        return nil
    }

    /// The argument of a `.transition(…)` in a view's modifier chain (or the views inside it).
    static func transitionArgument(in expression: CodeExpression) -> CodeExpression? {
        guard case .call(let callee, let arguments) = expression.kind else { return nil }
        if case .member(_, "transition") = callee.kind, arguments.count == 1, arguments[0].label == nil {
            return arguments[0].value
        }
        if case .member(let base, _) = callee.kind, let found = transitionArgument(in: base) { return found }
        for block in expression.closureBodies {
            for statement in block.statements {
                if case .expression(let inner) = statement.kind, let found = transitionArgument(in: inner) { return found }
            }
        }
        return nil
    }
}

extension CodeExpression {
    /// Whether the expression uses `name` (as a name, or as `self.name`).
    /// Whether the expression reads `name` — a variable, or a dotted path (`model.isOn`, a model
    /// object's property as a view reads it).
    public func mentions(_ name: String) -> Bool {
        switch kind {
        case .name(let n): n == name
        case .member(let base, let n):
            if case .name("self") = base.unparenthesized.kind { n == name } else { Evaluation.namePath(self) == name || base.mentions(name) }
        case .call(let callee, let arguments): callee.mentions(name) || arguments.contains { $0.value.mentions(name) }
        case .prefix(_, let e), .postfix(_, let e): e.mentions(name)
        case .binary(_, let a, let b): a.mentions(name) || b.mentions(name)
        case .ternary(let c, let a, let b): c.mentions(name) || a.mentions(name) || b.mentions(name)
        case .tuple(let elements): elements.contains { $0.value.mentions(name) }
        case .array(let elements): elements.contains { $0.mentions(name) }
        case .subscriptCall(let base, let arguments): base.mentions(name) || arguments.contains { $0.value.mentions(name) }
        default: false
        }
    }

    /// The bodies of the closures among a call's arguments (`ZStack { … }`), and of the calls it is
    /// a modifier on.
    var closureBodies: [Block] {
        guard case .call(let callee, let arguments) = kind else { return [] }
        let own = arguments.compactMap { argument -> Block? in
            if case .closure(let closure) = argument.value.kind { return closure.body }
            return nil
        }
        if case .member(let base, _) = callee.kind { return own + base.closureBodies }
        return own
    }
}

extension Condition {
    public func mentions(_ name: String) -> Bool {
        switch self {
        case .expression(let e): e.mentions(name)
        case .optionalBinding(_, let value?, _): value.mentions(name)
        // `if let badge`: Swift's shorthand reads the variable of the name it binds.
        case .optionalBinding(let bound, nil, _): bound == name
        default: false
        }
    }
}
