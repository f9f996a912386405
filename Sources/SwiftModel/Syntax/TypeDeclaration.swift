import Foundation

/// A type the files declare (`struct BlurModifier: ViewModifier { … }`), or an extension that
/// adds conformances to one: its name, what it conforms to as written, and its stored properties.
///
/// It is read rather than guessed so that a name in an expression is known to be a type — never a
/// variable a preset must bind — and so that a custom `ViewModifier` or `Transition` is told by its
/// conformance, and built with its memberwise initializer from the properties in their order.
public struct TypeDeclaration: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case `struct`, `class`, `enum`, actor, `protocol`, `extension`
    }

    /// The name (the last component of a nested or extended name: `Tab` for `Outer.Tab`).
    public var name: String
    public var kind: Kind
    /// The inheritance clause, each type's last component (`ViewModifier`, `SwiftUI.Transition` → `Transition`).
    public var conformances: [String]
    /// The instance stored properties, in the order they are declared: a memberwise initializer's
    /// parameters, less the `let`s that have a value.
    public var storedProperties: [Declaration]
    /// Whether it declares an `init`, which replaces the memberwise initializer.
    public var hasInitializer: Bool
    /// The name's own place.
    public var location: CodeLocation
    /// Whether it is declared inside another type (`enum BottomMenu` in a reducer's `Destination`):
    /// code outside that type reaches it only by its qualified name, so a top-level type of the
    /// same name is the one a bare name means there.
    public var isNested: Bool
    /// The name with the types it is nested in (`WordSubmitButtonFeature.ButtonState`); the
    /// extended type as written for an extension.
    public var path: String
    /// What its initializers store from a parameter with a default (`init(isOpen: Bool = false)
    /// { self.isOpen = isOpen }` → `isOpen: false`): where a property declared with no value starts.
    public var initializerDefaults: [String: CodeExpression]
    /// Its own initializers, each with the parameters it takes and the property each stores from
    /// one (`init(_ avatar: URL? = nil) { self.avatar = avatar }`): how a creation's arguments
    /// reach its properties when the memberwise initializer is replaced.
    public var initializers: [Initializer] = []

    /// One `init` of the type's own.
    public struct Initializer: Sendable, Hashable {
        public var parameters: [Parameter]
        /// The parameter each stored property is set from, by property (`avatar` → `avatar`).
        public var stores: [String: String]

        public init(parameters: [Parameter], stores: [String: String]) {
            self.parameters = parameters
            self.stores = stores
        }
    }

    public init(name: String, kind: Kind, conformances: [String], storedProperties: [Declaration], hasInitializer: Bool,
                location: CodeLocation, isNested: Bool = false, path: String? = nil,
                initializerDefaults: [String: CodeExpression] = [:]) {
        self.name = name
        self.kind = kind
        self.conformances = conformances
        self.storedProperties = storedProperties
        self.hasInitializer = hasInitializer
        self.location = location
        self.isNested = isNested
        self.path = path ?? name
        self.initializerDefaults = initializerDefaults
    }
}
