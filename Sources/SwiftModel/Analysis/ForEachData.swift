import Foundation

/// The rows of a `ForEach` over data the code changes — `ForEach(items, id: \.self) { item in … }`
/// over a `@State var items = ["Milk", "Eggs"]` that `items.append(…)` and `items.remove(at:)`
/// change: one row per element, each named by its identity, so a row keeps its name when others
/// come and go (SwiftUI tells rows apart by their id, not their place).
public struct ForEachData: Sendable, Hashable {
    /// The closure's parameter (`item`; `$0` when the closure names none).
    public var parameter: String
    /// The elements, in order, each with its identity's number (``identity(of:)``).
    public var rows: [(value: Value, identity: Int)]

    public static func == (lhs: ForEachData, rhs: ForEachData) -> Bool {
        lhs.parameter == rhs.parameter && lhs.rows.map(\.value) == rhs.rows.map(\.value)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(parameter)
        hasher.combine(rows.map(\.value))
    }

    /// The data expression of `call` (its first, unlabelled argument) and the closure's parameter,
    /// when `call` is a `ForEach` with one; nil otherwise. `id:` may be `\.self` (each element is
    /// its identity) or left out (an `Identifiable` element's `id`, else the element).
    public static func parts(of call: CodeExpression) -> (data: CodeExpression, parameter: String)? {
        guard case .call(let callee, let arguments) = call.kind, case .name("ForEach") = callee.kind,
              let data = arguments.first, data.label == nil,
              case .closure(let closure)? = arguments.last?.value.kind, closure.parameters.count <= 1 else { return nil }
        if let id = arguments.first(where: { $0.label == "id" }), !(id.value.kind == .keyPath("self") || id.value.kind == .keyPath("id")) {
            return nil
        }
        return (data.value, closure.parameters.first ?? "$0")
    }

    /// The rows `value` (the data, evaluated) makes: nil when it is not an array of at most
    /// ``ForEachRows/maximumRows`` elements with distinct identities (SwiftUI's rows must differ).
    public static func rows(of value: Value, parameter: String) -> ForEachData? {
        guard case .array(let items) = value, items.count <= ForEachRows.maximumRows else { return nil }
        let rows = items.map { (value: $0, identity: identity(of: $0)) }
        guard Set(rows.map(\.identity)).count == rows.count else { return nil }
        return ForEachData(parameter: parameter, rows: rows)
    }

    /// A row's name in a layout (``ViewNode/id(of:rows:)``): a number made from its identity — an
    /// instance's `id` property, else the value itself — the same in every layout of the film.
    public static func identity(of value: Value) -> Int {
        var key = value
        if case .instance(_, let properties) = value, let id = properties["id"] { key = id }
        // FNV-1a of the description: stable across runs, unlike Swift's seeded hash.
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in key.description.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100000001b3
        }
        return Int(hash & 0x3FFF_FFFF)
    }
}
