import Foundation

/// Which animation SwiftUI gives the pages of a view when its selection changes — SwiftUI's
/// transaction model, for one view and one state change:
///
/// 1. the change starts with the animation of the innermost `withAnimation(A)` /
///    `withTransaction(T)` around the assignment (`withAnimation { … }`: `.default`), or none;
/// 2. going down from the view that owns the state to the pages, each `.animation(B, value: V)`
///    whose `V` changed in this update replaces it with `B` (`nil`: none) for everything inside;
///    the deprecated `.animation(B)` does so on every change; one whose `V` did not change, or on a
///    view off that path (a sibling tab bar), does nothing;
/// 3. `.transaction { t in t.animation = C }` sets `C` inside on every change
///    (`.transaction(value: V) { … }` only when `V` changed), and `t.disablesAnimations = true`
///    keeps the `.animation(_:value:)` modifiers below it from replacing the animation.
///
/// Apple documents each: `withAnimation(_:_:)` "returns the result of recomputing the view's body
/// with the provided animation" for the state changed in the closure; `animation(_:value:)`
/// "applies the given animation to this view when the specified value changes"; and
/// `Transaction.disablesAnimations` is "a Boolean value that indicates whether views should
/// disable animations", which implicit animations (the `animation` modifiers) honour.
/// A transition's own `.animation(_:)` is not decided here: it drives that transition whatever the
/// transaction says (``TransitionValue``).
public struct PageTransaction: Sendable {
    /// One modifier on the way down that can change the transaction.
    public enum Step: Sendable, Hashable {
        /// `.animation(animation, value: value)`; `value` nil for the deprecated form without it.
        case animation(ModifierCall, animation: CodeExpression, value: CodeExpression?)
        /// `.transaction { t in … }` (`value:` when given): the animation it sets (nil when it
        /// sets none) and whether it disables the implicit animations below it.
        case transaction(ModifierCall, animation: CodeExpression?, disables: Bool, value: CodeExpression?)

        public var call: ModifierCall {
            switch self {
            case .animation(let call, _, _), .transaction(let call, _, _, _): call
            }
        }
    }

    /// Where the animation a change gets comes from.
    public enum Source: Sendable, Hashable {
        /// The `withAnimation` / `withTransaction` around the assignment: evaluated with the state
        /// before the change (the action runs then).
        case explicit(ExplicitAnimation)
        /// A modifier on the path: evaluated with the state after the change (the render that
        /// sees it).
        case modifier(Step)
        /// No animation: nothing around the assignment, and no modifier on the path applies.
        case none
    }

    /// The view whose body shows the pages.
    public let view: String
    /// The state variable the pages switch on.
    public let selection: String
    /// The steps on the way down from `view`'s body to the pages' `if`/`switch`, outermost first.
    public let steps: [Step]

    /// Reads the path from `view`'s body to its `if`/`switch` over `selection`; refuses a
    /// `.transaction` closure it cannot read, at its place.
    public init(view: String, selection: String, code: CodeBase, at location: CodeLocation) throws(EvaluationError) {
        guard let body = code.viewBody(of: view) else {
            throw EvaluationError(.invalid, at: location, "no view '\(view)' with a body is declared in the given files")
        }
        guard let pages = PageSwitch.find(in: body.statements, over: selection),
              let path = ViewPath.modifiers(around: pages.statements[0], in: body) else {
            throw EvaluationError(.invalid, at: location, "\(view).body has no if or switch over '\(selection)'")
        }
        try self.init(view: view, selection: selection, path: path)
    }

    /// The transaction on the way down `path` (modifiers, outermost first) in `view`, for changes
    /// of `selection`: any view and state, not only pages — what the catalogue films.
    public init(view: String, selection: String, path: [ModifierCall]) throws(EvaluationError) {
        self.view = view
        self.selection = selection
        var steps: [Step] = []
        for call in path {
            switch call.name {
            case "animation":
                guard let animation = call.argument(nil) else { continue }
                steps.append(.animation(call, animation: animation, value: call.argument("value")))
            case "transaction":
                guard let closure = call.closure else { continue }
                let (animation, disables) = try Self.read(closure, of: call)
                steps.append(.transaction(call, animation: animation, disables: disables, value: call.argument("value")))
            default:
                continue
            }
        }
        self.steps = steps
    }

    /// The source of the animation for one change that starts with `explicit`, given which
    /// watched values changed in it.
    public func resolve(explicit: ExplicitAnimation?,
                        changed: (CodeExpression) throws(EvaluationError) -> Bool) throws(EvaluationError) -> Source {
        var source: Source = explicit.map { .explicit($0) } ?? .none
        var disabled = false
        for step in steps {
            switch step {
            case .animation(_, _, let value):
                guard !disabled else { continue }
                if let value, !(try changed(value)) { continue }
                source = .modifier(step)
            case .transaction(_, let animation, let disables, let value):
                if let value, !(try changed(value)) { continue }
                if animation != nil { source = .modifier(step) }
                disabled = disabled || disables
            }
        }
        return source
    }

    /// What a `.transaction { t in … }` closure does: the animation it assigns, and whether it
    /// sets `disablesAnimations`; anything else is refused at its statement.
    private static func read(_ closure: Closure, of call: ModifierCall) throws(EvaluationError) -> (CodeExpression?, Bool) {
        let parameter = closure.parameters.first ?? "$0"
        var animation: CodeExpression?
        var disables = false
        for statement in closure.body.statements {
            guard case .assignment(let target, "=", let value) = statement.kind,
                  case .member(let base, let property) = target.kind, case .name(parameter) = base.unparenthesized.kind,
                  !value.mentions(parameter) else {
                throw EvaluationError(.unsupported, at: statement.location, "MotionReel reads a .transaction closure that "
                                      + "sets \(parameter).animation or \(parameter).disablesAnimations; this statement "
                                      + "does something else")
            }
            switch property {
            case "animation":
                animation = value
            case "disablesAnimations":
                guard case .boolean(let flag) = value.unparenthesized.kind else {
                    throw EvaluationError(.unsupported, at: value.location, "\(parameter).disablesAnimations is read when "
                                          + "it is set to true or false")
                }
                disables = flag
            default:
                throw EvaluationError(.unsupported, at: target.location, "MotionReel reads a .transaction closure that sets "
                                      + "\(parameter).animation or \(parameter).disablesAnimations, not \(parameter).\(property)")
            }
        }
        return (animation, disables)
    }
}

extension PageTransaction {
    /// The assignments that change `selection` of `view`, in source order: in the view's own
    /// members and the closures it hands to child views (`TabBar(onSelect: { selection = $0 })`),
    /// and in a child view it passes the state to as a binding (`TabBar(selection: $selection)`,
    /// where the child assigns its `@Binding`). When `selection` is an input of `view` (a
    /// `@Binding`, or a `let`/`var` its creator sets), the assignments of the creators' state it
    /// is passed: SwiftUI renders the child with the new value in the parent's update, under the
    /// parent's transaction. When `selection` is a model object's property as the view reads it
    /// (`model.isOn`, ``ModelState``), also the model's own assignments to it.
    public static func assignments(of selection: String, in view: String, code: CodeBase) -> [StateAssignment] {
        var found = code.assignments(in: view).filter { SelectionGuess.stripSelf($0.variable) == selection }
        for (child, property) in bindingsPassed(selection, in: view, code: code) {
            found += code.assignments(in: child).filter { SelectionGuess.stripSelf($0.variable) == property }
        }
        if let cell = ModelState.cell(selection, in: view, code: code) {
            // A model's property: the model's own methods set it too (`withAnimation { isOn = true }`
            // in `func open()`), and the views that read it update in that transaction.
            found += ModelState.assignments(to: cell, code: code)
            // So does any other view holding that model (`withAnimation { viewModel.displaySpoiler.toggle() }`
            // in the row that creates this one with its view model).
            if !cell.isStore {
                var seen = Set(found)
                for assignment in ModelState.assignmentsThroughHolders(to: cell, code: code) where assignment.owner != view
                    && seen.insert(assignment).inserted {
                    found.append(assignment)
                }
            }
        }
        if let declaration = code.storedProperty(selection, owner: view), ViewInputs.isInput(declaration) {
            var seen = Set(found)
            for caller in ViewInputs.callers(of: selection, in: view, code: code) where caller.creator != view {
                for assignment in code.assignments(in: caller.creator) where caller.states.contains(SelectionGuess.stripSelf(assignment.variable)) && seen.insert(assignment).inserted {
                    found.append(assignment)
                }
            }
        }
        return found
    }

    /// The child views `view` creates passing `$selection`, with the child's property that holds it.
    static func bindingsPassed(_ selection: String, in view: String, code: CodeBase) -> [(child: String, property: String)] {
        var found: [(String, String)] = []
        for (child, creation) in code.creations(by: view) {
            for argument in creation.arguments {
                // `$flag`, or `$viewModel.displaySpoiler` for a model's property.
                guard let label = argument.label, Evaluation.namePath(argument.value) == "$" + selection,
                      code.storedProperty(label, owner: child) != nil else { continue }
                if !found.contains(where: { $0 == (child, label) }) { found.append((child, label)) }
            }
        }
        return found
    }
}

extension Evaluation {
    /// The animation `source` gives, evaluated: an explicit animation in the scope of the code that
    /// makes the change, a modifier's in the view's; `.none` when nothing animates the change.
    public func animation(of source: PageTransaction.Source, in transaction: PageTransaction,
                          assignment: StateAssignment?) throws(EvaluationError) -> Value {
        switch source {
        case .explicit(let explicit):
            guard let animation = explicit.animation else {
                guard explicit.form == .withAnimation else {
                    throw EvaluationError(.unsupported, at: explicit.location, "MotionReel reads a withTransaction whose "
                                          + "transaction is written Transaction(animation: …)")
                }
                // `withAnimation { … }` without an animation: SwiftUI's default.
                return .animation(AnimationVocabulary.defaultAnimation)
            }
            homeFile = homeFile ?? explicit.location.file
            var scope = Scope(owner: assignment?.owner, isStatic: false)
            return try evaluate(animation, in: &scope, expecting: .optional(.animation))
        case .modifier(let step):
            switch step {
            case .animation(_, let animation, _), .transaction(_, let animation?, _, _):
                homeFile = homeFile ?? animation.location.file
                var scope = Scope(owner: transaction.view, isStatic: false)
                return try evaluate(animation, in: &scope, expecting: .optional(.animation))
            case .transaction(let call, nil, _, _):
                throw EvaluationError(.invalid, at: call.span.start, "this .transaction sets no animation")
            }
        case .none:
            return .none
        }
    }

    /// The value of `expression` written in `owner`, for a watched value (`value: selection`) or
    /// an assignment's; `hint` is the type it is assigned to, which gives an implicit member its
    /// type (`tint = .red` is a Color, not an enum's case).
    public func evaluate(_ expression: CodeExpression, owner: String?, expecting hint: TypeHint? = nil) throws(EvaluationError) -> Value {
        homeFile = homeFile ?? expression.location.file
        var scope = Scope(owner: owner, isStatic: false)
        return try evaluate(expression, in: &scope, expecting: hint)
    }
}

extension PageTransaction.Source {
    /// The site that decides the animation: the `withAnimation` call, or the `.animation` modifier;
    /// nil for a `.transaction` closure (not a site) and for no animation.
    public func site(in code: CodeBase) -> Site? {
        switch self {
        case .explicit(let explicit): code.sites.first { $0.location == explicit.location }
        case .modifier(.animation(_, let animation, _)): code.sites.first { $0.argument?.span == animation.span }
        default: nil
        }
    }

    /// Where the deciding code is written: its site's token, or the animation a `.transaction`
    /// assigns (else the closure's call); nil for no animation.
    public func location(in code: CodeBase) -> CodeLocation? {
        switch self {
        case .explicit(let explicit): explicit.location
        case .modifier(.animation(_, let animation, _)): site(in: code)?.location ?? animation.location
        case .modifier(.transaction(let call, let animation, _, _)): animation?.location ?? call.span.start
        case .none: nil
        }
    }
}
