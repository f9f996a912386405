import Foundation

/// The rows of a `ForEach` over a literal range — `ForEach(0..<3) { index in … }`,
/// `ForEach(1...5, id: \.self) { i in … }` — whose every row a film can show: one view per value,
/// each with the closure's parameter bound to it (a loader's dots, each with its own
/// `.delay(Double(index) * 0.2)`). A `ForEach` over data (an array, a model's list) has rows that
/// come and go with the data and is not one of these.
public struct ForEachRows: Sendable, Hashable {
    /// The closure's parameter (`index`; `$0` when the closure names none).
    public var parameter: String
    /// The range's values, in order.
    public var values: [Int]

    public init(parameter: String, values: [Int]) {
        self.parameter = parameter
        self.values = values
    }

    /// The most rows a film shows of one `ForEach`: more would be a list, not a set of views.
    public static let maximumRows = 12

    /// The rows of `call` when it is a `ForEach` over a literal range of at most
    /// ``maximumRows`` values with a trailing closure; nil otherwise.
    public static func of(_ call: CodeExpression) -> ForEachRows? {
        guard case .call(let callee, let arguments) = call.kind, case .name("ForEach") = callee.kind,
              let data = arguments.first, data.label == nil,
              case .closure(let closure)? = arguments.last?.value.kind, closure.parameters.count <= 1,
              let values = range(data.value), (1...maximumRows).contains(values.count) else { return nil }
        return ForEachRows(parameter: closure.parameters.first ?? "$0", values: values)
    }

    /// `0..<3` → [0, 1, 2]; `1...3` → [1, 2, 3]: integer literals only, a range of at most
    /// ``maximumRows`` values (a longer one is not taken, however it is bounded).
    private static func range(_ expression: CodeExpression) -> [Int]? {
        guard case .binary(let op, let low, let high) = expression.unparenthesized.kind, op == "..<" || op == "...",
              let a = integer(low), let b = integer(high) else { return nil }
        let upper = op == "..<" ? b - 1 : b
        guard a <= upper, upper - a < maximumRows else { return nil }
        return Array(a...upper)
    }

    private static func integer(_ expression: CodeExpression) -> Int? {
        switch expression.unparenthesized.kind {
        case .integer(let n): n
        case .prefix("-", let inner): integer(inner).flatMap { $0 == Int.min ? nil : -$0 }
        default: nil
        }
    }
}

extension CodeBase {
    /// The parameters of the literal `ForEach`s in `type`'s members: names a `bind:` of a link into
    /// that view may give (a row's index), since a film binds each row's.
    public func forEachParameters(in type: String) -> [String] {
        var names: [String] = []
        for (place, _, _) in modifierPlaces(in: type) {
            for rows in place.rows where !names.contains(rows.parameter) { names.append(rows.parameter) }
        }
        return names
    }
}
