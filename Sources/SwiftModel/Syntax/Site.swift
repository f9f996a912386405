import Foundation

/// A place in the code that says how something moves: a `.transition(…)` or `.animation(…)`
/// modifier, a `withAnimation(…)` or `withTransaction(…)` call, a binding's `.animation(…)`, the
/// declaration of an `AnyTransition` or `Animation` value, or another SwiftUI motion call
/// (``MotionEffects``). What `motionreel import` lists and a preset's `swift:` link points at.
public struct Site: Sendable, Hashable {
    /// What the site gives.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case transition, animation
        /// A motion call MotionReel lists but does not evaluate yet (`.matchedGeometryEffect`,
        /// `PhaseAnimator`, …): no link can name it, and the catalogue says why it is not filmed.
        case effect
    }

    /// How the site is written.
    public enum Form: Sendable, Hashable {
        /// `view.transition(x)` or `view.animation(x, value: v)`.
        case modifier
        /// `withAnimation(x) { … }`.
        case withAnimation
        /// `withTransaction(T) { … }`: its argument is the `A` of `Transaction(animation: A)`, nil
        /// for a transaction written otherwise (which MotionReel does not read).
        case withTransaction
        /// `$flag.animation(x)`: a binding whose changes (a control's) animate with `x`.
        case binding
        /// A ``MotionEffects`` call, by name (`matchedGeometryEffect`, `PhaseAnimator`).
        case effect(String)
        /// `static var x: AnyTransition { … }`, `static let x = Animation.spring(…)`, a function
        /// returning one: the site is the declaration, evaluated when named.
        case declaration(Declaration)
    }

    public var kind: Kind
    public var form: Form
    /// The `.transition` / `.animation` / `withAnimation` token, or the declaration's name.
    public var location: CodeLocation
    /// The whole call or declaration, for quoting it.
    public var span: CodeSpan
    /// The transition or animation expression; nil for `withAnimation { … }` without one (SwiftUI's
    /// default animation) and for a declaration (whose value is its body).
    public var argument: CodeExpression?
    /// The value an `.animation(_:value:)` watches, as written (`selectedTab`).
    public var value: String?
    /// The type or extension the site is in.
    public var owner: String?
    /// The function or property whose body holds the site (`select`, `body`), for `in:`.
    public var enclosingFunction: String?

    public init(kind: Kind, form: Form, location: CodeLocation, span: CodeSpan, argument: CodeExpression?, value: String?,
                owner: String?, enclosingFunction: String?) {
        self.kind = kind
        self.form = form
        self.location = location
        self.span = span
        self.argument = argument
        self.value = value
        self.owner = owner
        self.enclosingFunction = enclosingFunction
    }

    /// The declaration, for a site that is one.
    public var declaration: Declaration? {
        if case .declaration(let declaration) = form { return declaration }
        return nil
    }

    /// `Type.name` for a declaration; nil otherwise.
    public var symbol: String? { declaration?.qualifiedName }

    /// How the site reads in a list: `.transition at ContentView.swift:58`.
    public var label: String {
        switch form {
        case .modifier: ".\(kind.rawValue)(…)" + (value.map { " on \($0)" } ?? "")
        case .withAnimation: "withAnimation" + (enclosingFunction.map { " in \($0)" } ?? "")
        case .withTransaction: "withTransaction" + (enclosingFunction.map { " in \($0)" } ?? "")
        case .binding: "a binding's .animation(…)"
        case .effect(let name): MotionEffects.isView(name) ? name : ".\(name)(…)"
        case .declaration(let declaration): declaration.qualifiedName
        }
    }
}
