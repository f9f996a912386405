import Foundation
import Motion

/// What a Swift expression evaluates to, among the values MotionReel understands.
public indirect enum Value: Sendable, Hashable {
    case integer(Int)
    case double(Double)
    case boolean(Bool)
    case string(String)
    /// `nil`.
    case none
    case edge(Edge)
    case unitPoint(UnitPoint)
    /// `CGSize(width:height:)`.
    case size(width: Double, height: Double)
    /// An `Angle`, in degrees: `.degrees(90)`, `.radians(.pi / 2)`, `Angle(degrees: 90)`.
    case angle(degrees: Double)
    /// A case of an enum declared in the files (`Tab.home`), or an implicit member whose type is
    /// not known yet (`type` nil): `.home` compared with a `Tab`.
    case enumCase(type: String?, name: String)
    case animation(Animation)
    case transition(TransitionValue)
    /// A range, for `switch` patterns: `0..<3`, `3...`, `...2`.
    case range(lower: Double?, upper: Double?, closed: Bool)
    /// A type used as a value's base: `Animation` in `Animation.spring`, `Tab` in `Tab.home`.
    case type(String)
    /// A value of a struct or class the files declare, made by its memberwise initializer
    /// (`BlurModifier(radius: 12)`): its stored properties by name.
    case instance(type: String, properties: [String: Value])
    /// `content` in a custom `ViewModifier`'s or `Transition`'s body, with the modifiers applied so far.
    case view(ViewValue)
    /// A SwiftUI `Color`: `.blue`, `Color(red: 0.9, green: 0.9, blue: 0.92)`.
    case color(ColorValue)
    /// An array (`[.red, .orange]`, `Array("Slide")`'s characters as one-character strings).
    case array([Value])
    /// A value of the type named that MotionReel does not read, held by an Optional: not nil, which
    /// is all a view's `x != nil` or `if let x` tells apart (`selectedPoster = poster`, an
    /// `ImageData` from a row). Two are the same value: the code shows no more.
    case some(String)

    /// How the value reads in a message: `true`, `0.3`, `.trailing`, `an Animation`.
    public var description: String {
        switch self {
        case .integer(let n): String(n)
        case .double(let x): NumberText.literal(x)
        case .boolean(let b): String(b)
        case .string(let s): "\"\(s)\""
        case .none: "nil"
        case .edge(let edge): ".\(edge.rawValue)"
        case .unitPoint(let point): "UnitPoint(x: \(NumberText.literal(point.x)), y: \(NumberText.literal(point.y)))"
        case .size(let w, let h): "CGSize(width: \(NumberText.literal(w)), height: \(NumberText.literal(h)))"
        case .angle(let degrees): "Angle.degrees(\(NumberText.literal(degrees)))"
        case .enumCase(let type, let name): (type ?? "") + "." + name
        case .animation: "an Animation"
        case .transition: "an AnyTransition"
        case .range: "a range"
        case .type(let name): name
        case .instance(let type, _): "a \(type)"
        case .view: "a view"
        case .color(let color): "Color(\(color.hex))"
        case .array(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .some(let type): "some \(type)"
        }
    }

    /// Whether an assignment that gives this makes a state `other`: the same value, the same
    /// number (`2` and `2.0`), or the same case where one side is an implicit member not typed
    /// yet (`.filters` and `FilterSheet.filters`).
    public func makes(_ other: Value) -> Bool {
        if self == other { return true }
        if let a = number, let b = other.number { return a == b }
        if case .enumCase(let t1, let a) = self, case .enumCase(let t2, let b) = other { return a == b && (t1 == nil || t2 == nil) }
        return false
    }

    /// The value as a number, when it is one.
    public var number: Double? {
        switch self {
        case .integer(let n): Double(n)
        case .double(let x): x
        default: nil
        }
    }
}

extension Value {
    /// The type an assignment's implicit member takes its meaning from when this is the value
    /// assigned to (`.red` for a Color, `.zero` for a CGSize); nil where a literal says its type.
    public var literalType: TypeHint? {
        switch self {
        case .size: .size
        case .unitPoint: .unitPoint
        case .color: .color
        case .angle: .angle
        default: nil
        }
    }
}
