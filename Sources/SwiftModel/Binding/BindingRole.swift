import Foundation

/// What a preset's `bind:` says a free variable of the code is.
///
/// ```yaml
/// bind: { selectedTab: to, previousTab: from, tab: page, isForward: forward, spacing: 12 }
/// ```
public enum BindingRole: Sendable, Hashable {
    /// The selected page.
    case to
    /// The page selected before the latest change.
    case from
    /// Whether the latest change went to a higher page.
    case forward
    /// Whether the latest change went to a lower page.
    case backward
    /// The page the transition is built for (the inserted page, or the removed one).
    case page
    /// The render's Reduce Motion.
    case reduceMotion
    /// A value that does not change.
    case literal(Value)

    /// The words a `bind:` value may be, in the order messages list them.
    public static let words: [(String, BindingRole)] = [
        ("to", .to), ("from", .from), ("forward", .forward), ("backward", .backward), ("page", .page),
        ("reduceMotion", .reduceMotion),
    ]

    /// Whether the role's value changes from one change to the next (and so has a timing).
    public var changesWithSelection: Bool {
        switch self {
        case .from, .forward, .backward: true
        default: false
        }
    }

    /// How the role reads in messages: `forward`, `.trailing`.
    public var description: String {
        if case .literal(let value) = self { return value.description }
        return Self.words.first { $0.1 == self }?.0 ?? ""
    }
}

/// One `bind:` entry, ready to give values: the variable, its role, when it changes, and what it
/// holds before the first change.
public struct ResolvedBinding: Sendable, Hashable {
    public var name: String
    public var role: BindingRole
    /// When the variable takes its new value (for a state variable bound to `from`, `forward` or
    /// `backward`); nil for a parameter or a value that takes each change's value at once.
    public var timing: UpdateTiming?
    /// The value before any change, when the code declares one (`@State var previousTab = 0`).
    public var initial: Value?
    /// The enum the variable holds, when it holds one: page *i* is its *i*-th case.
    public var enumeration: EnumDeclaration?

    public init(name: String, role: BindingRole, timing: UpdateTiming? = nil, initial: Value? = nil,
                enumeration: EnumDeclaration? = nil) {
        self.name = name
        self.role = role
        self.timing = timing
        self.initial = initial
        self.enumeration = enumeration
    }
}
