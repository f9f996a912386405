import Foundation

/// The type the context of an expression expects, so `.trailing` can be an `Edge` in
/// `.move(edge:)` and a `UnitPoint` in `.scale(scale:anchor:)`, as Swift's type checker decides.
public indirect enum TypeHint: Sendable, Hashable {
    case animation, transition, edge, unitPoint, double, integer, boolean, size, string, angle, color
    /// An enum declared in the files.
    case enumeration(String)
    /// `T?`: a value of `T`, or `nil`.
    case optional(TypeHint)
    /// `[T]`: an array of `T`.
    case array(TypeHint)
    /// A type MotionReel does not read the values of, named as written (`ImageData`, `UIImage`):
    /// only ever inside ``optional(_:)``, where nil and not nil (``Value/some(_:)``) are told apart.
    case opaque(String)

    /// The hint a type as written names (`AnyTransition`, `some Transition`, `Animation?`,
    /// `CGFloat`, `Tab`), or nil for a type MotionReel does not reason about.
    public static func named(_ written: String?, in code: CodeBase) -> TypeHint? {
        guard var text = written?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if text.hasSuffix("?") || text.hasSuffix("!") {
            return optional(String(text.dropLast()), in: code)
        }
        if text.hasPrefix("Optional<"), text.hasSuffix(">") {
            return optional(String(text.dropFirst("Optional<".count).dropLast()), in: code)
        }
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") {
            return named(String(text.dropFirst().dropLast()), in: code).map { .array($0) }
        }
        for prefix in ["some ", "any "] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
        for module in ["SwiftUI.", "CoreGraphics.", "Swift."] where text.hasPrefix(module) { text.removeFirst(module.count) }
        switch text {
        case "Animation": return .animation
        case "AnyTransition", "Transition": return .transition
        case "Edge": return .edge
        case "UnitPoint": return .unitPoint
        case "CGFloat", "Double", "Float", "TimeInterval": return .double
        case "Int": return .integer
        case "Bool": return .boolean
        case "CGSize": return .size
        case "Angle": return .angle
        case "String": return .string
        case "Color": return .color
        case TransitionPhaseVocabulary.typeName, TransitionPhaseVocabulary.scrollTypeName: return .enumeration(text)
        default:
            if TransitionVocabulary.transitionTypes.contains(text) { return .transition }
            if code.enumeration(text) != nil { return .enumeration(text) }
            // `UserSettings.ColorScheme`: an enum nested in a type, which the files name by its last
            // component (a bare `ColorScheme` elsewhere may be SwiftUI's: only the qualified name says).
            if let dot = text.lastIndex(of: "."), let nested = code.enumeration(String(text[text.index(after: dot)...])),
               nested.isNested {
                return .enumeration(nested.name)
            }
            return nil
        }
    }

    /// `T?`: of the type `T` names, or of a type MotionReel does not read (``opaque(_:)``) when
    /// `T` is a plain type name (`ImageData`, `Models.Status`) — nil and not nil still tell views apart.
    private static func optional(_ inner: String, in code: CodeBase) -> TypeHint? {
        if let hint = named(inner, in: code) { return .optional(hint) }
        let name = inner.trimmingCharacters(in: .whitespaces)
        guard let first = name.first, first.isUppercase,
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return .optional(.opaque(name))
    }

    /// The hint without its optional.
    public var wrapped: TypeHint {
        if case .optional(let inner) = self { return inner.wrapped }
        return self
    }

    /// The type as Swift writes it, for messages.
    public var name: String {
        switch self {
        case .animation: "Animation"
        case .transition: "AnyTransition"
        case .edge: "Edge"
        case .unitPoint: "UnitPoint"
        case .double: "Double"
        case .integer: "Int"
        case .boolean: "Bool"
        case .size: "CGSize"
        case .angle: "Angle"
        case .string: "String"
        case .color: "Color"
        case .enumeration(let name): name
        case .optional(let inner): inner.name + "?"
        case .opaque(let type): type
        case .array(let element): "[" + element.name + "]"
        }
    }
}

extension CodeBase {
    /// The type a stored property holds: its annotation, or what its initial value shows when it
    /// has none (`= 0` an Int, `= true` a Bool, `= Tab.home` a Tab).
    public func valueType(of declaration: Declaration) -> TypeHint? {
        if let hint = TypeHint.named(declaration.type, in: self) { return hint.wrapped }
        guard case .stored(_, _, _, let value?) = declaration.kind else { return nil }
        switch value.kind {
        case .integer: return .integer
        case .float: return .double
        case .boolean: return .boolean
        case .string: return .string
        case .array(let elements):
            // `[1, 2, 3]`, `["Milk", "Eggs"]`: an array of what its first literal is.
            switch elements.first?.kind {
            case .integer?: return .array(.integer)
            case .float?: return .array(.double)
            case .string?: return .array(.string)
            case .boolean?: return .array(.boolean)
            default: return nil
            }
        case .member(_, "none"):
            // `Step?.none`: an Optional of the type before the `?`, nil.
            return value.optionalNoneType.flatMap { TypeHint.named($0, in: self) }
        case .member(let base, let name):
            guard case .name(let type) = base.kind else { return nil }
            if enumeration(type) != nil { return .enumeration(type) }
            // `Double.zero`, `CGFloat.pi`, `Angle.zero`: a static member of a type SwiftUI code animates.
            if let hint = TypeHint.named(type, in: self), [.double, .angle, .size].contains(hint), !name.isEmpty { return hint }
            return nil
        default: return nil
        }
    }
}

extension TypeHint {
    /// Whether a value of this type can stand for a page: an Int (page *i* is *i*) or an enum's case
    /// (page *i* is its *i*-th case).
    public var holdsPages: Bool {
        switch self {
        case .integer, .enumeration: true
        case .optional(let inner): inner.holdsPages
        default: false
        }
    }
}
