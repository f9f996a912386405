import Foundation

/// A function or property declared in the given Swift files: what a name in an expression, or a
/// preset's `symbol:`, can refer to.
public struct Declaration: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `func name(parameters) -> Type { body }`.
        case function(parameters: [Parameter], body: Block?)
        /// `var name: Type { body }` (or its `get`).
        case computed(body: Block)
        /// `let name = value`, `@State var name = value`: `wrapper` is the property wrapper's name
        /// (`State`, `Environment`), `wrapperArgument` its first argument (`\.accessibilityReduceMotion`).
        case stored(isConstant: Bool, wrapper: String?, wrapperArgument: CodeExpression?, value: CodeExpression?)
    }

    public var name: String
    /// The type or extension it is declared in (the last component of a nested name: `Tab` for
    /// `Outer.Tab`), or nil at file level.
    public var owner: String?
    public var isStatic: Bool
    /// The declared type (`AnyTransition`, `Animation`, `Bool`) or return type, as written.
    public var type: String?
    public var kind: Kind
    /// The name's own place.
    public var location: CodeLocation
    /// The whole declaration, for quoting it.
    public var span: CodeSpan
    /// A stored property's `willSet` and `didSet` bodies, in that order: code that runs each time
    /// the property is set (a `didSet` that animates another property's change).
    public var observers: Block?
    /// The owner with the types it is nested in (`Game.State` where ``owner`` is `State`): what
    /// tells one reducer's `State` from another's.
    public var ownerPath: String?

    public init(name: String, owner: String?, isStatic: Bool, type: String?, kind: Kind, location: CodeLocation,
                span: CodeSpan, observers: Block? = nil, ownerPath: String? = nil) {
        self.name = name
        self.owner = owner
        self.isStatic = isStatic
        self.type = type
        self.kind = kind
        self.location = location
        self.span = span
        self.observers = observers
        self.ownerPath = ownerPath ?? owner
    }

    /// `Type.name`, or `name` at file level: how a preset's `symbol:` names it.
    public var qualifiedName: String { owner.map { "\($0).\(name)" } ?? name }

    /// Whether it is a stored property (a `let` or `var` with storage, not a function or getter).
    public var isStored: Bool {
        if case .stored = kind { return true }
        return false
    }
}

/// One parameter of a function: `label name: Type = default`.
public struct Parameter: Sendable, Hashable {
    /// The argument label; nil for `_`.
    public var label: String?
    /// The name the body uses.
    public var name: String
    public var type: String?
    public var defaultValue: CodeExpression?

    public init(label: String?, name: String, type: String?, defaultValue: CodeExpression?) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// `enum Tab: Int { case home, habits }`: its cases in order, so page *i* can be its *i*-th case.
public struct EnumDeclaration: Sendable, Hashable {
    public struct Case: Sendable, Hashable {
        public var name: String
        /// `= 5` or `= "home"`, as written.
        public var rawValue: CodeExpression?
        /// Whether the case has associated values (`case detail(Int)`), which MotionReel cannot make.
        public var hasAssociatedValues: Bool

        public init(name: String, rawValue: CodeExpression?, hasAssociatedValues: Bool) {
            self.name = name
            self.rawValue = rawValue
            self.hasAssociatedValues = hasAssociatedValues
        }
    }

    public var name: String
    /// The first inherited type (`Int`, `String`), which gives the raw values.
    public var rawType: String?
    public var cases: [Case]
    public var location: CodeLocation
    /// Whether it is declared inside another type (``TypeDeclaration/isNested``).
    public var isNested: Bool

    public init(name: String, rawType: String?, cases: [Case], location: CodeLocation, isNested: Bool = false) {
        self.name = name
        self.rawType = rawType
        self.cases = cases
        self.location = location
        self.isNested = isNested
    }
}
