import Foundation

/// The rows of a `ForEach` over a range the code fixes — `ForEach(0..<3) { index in … }`,
/// `ForEach(1...5, id: \.self) { i in … }`, `ForEach(0..<letters.count, id: \.self)` or
/// `ForEach(letters.indices, id: \.self)` where `letters` is a constant of the view
/// (`let letters = Array("Slide to cancel")`, an array literal) — whose every row a film can show:
/// one view per value, each with the closure's parameter bound to it (a loader's dots, a label's
/// letters, each with its own `.delay(Double(index) * 0.2)`). A `ForEach` over data that can change
/// (a `@State` array, a model's list) has rows that come and go with the data and is not one of these.
public struct ForEachRows: Sendable, Hashable {
    /// The closure's parameter (`index`; `$0` when the closure names none).
    public var parameter: String
    /// The range's values, in order.
    public var values: [Int]

    public init(parameter: String, values: [Int]) {
        self.parameter = parameter
        self.values = values
    }

    /// The most rows a film shows of one `ForEach`: enough for a short label's letters (a
    /// "Slide to cancel" shimmer is 15); more would be a list, not a set of views.
    public static let maximumRows = 24

    /// The rows of `call` when it is a `ForEach` over a fixed range of at most ``maximumRows``
    /// values with a trailing closure; nil otherwise. `count` gives the number of elements of a
    /// name the range reads (`letters` in `0..<letters.count`), when the code fixes it.
    public static func of(_ call: CodeExpression, count: (String) -> Int? = { _ in nil }) -> ForEachRows? {
        guard case .call(let callee, let arguments) = call.kind, case .name("ForEach") = callee.kind,
              let data = arguments.first, data.label == nil,
              case .closure(let closure)? = arguments.last?.value.kind, closure.parameters.count <= 1,
              let values = range(data.value, count: count), (1...maximumRows).contains(values.count) else { return nil }
        return ForEachRows(parameter: closure.parameters.first ?? "$0", values: values)
    }

    /// `0..<3` → [0, 1, 2]; `1...3` → [1, 2, 3]; `0..<letters.count` and `letters.indices` → one
    /// value per element: integers the code fixes only, a range of at most ``maximumRows`` values
    /// (a longer one is not taken, however it is bounded).
    private static func range(_ expression: CodeExpression, count: (String) -> Int?) -> [Int]? {
        if case .member(let base, "indices") = expression.unparenthesized.kind, case .name(let name) = base.kind,
           let n = count(name) {
            return n > 0 && n <= maximumRows ? Array(0..<n) : nil
        }
        guard case .binary(let op, let low, let high) = expression.unparenthesized.kind, op == "..<" || op == "...",
              let a = integer(low, count: count), let b = integer(high, count: count) else { return nil }
        let upper = op == "..<" ? b - 1 : b
        guard a <= upper, upper - a < maximumRows else { return nil }
        return Array(a...upper)
    }

    private static func integer(_ expression: CodeExpression, count: (String) -> Int?) -> Int? {
        switch expression.unparenthesized.kind {
        case .integer(let n): n
        case .prefix("-", let inner): integer(inner, count: count).flatMap { $0 == Int.min ? nil : -$0 }
        case .member(let base, "count"):
            if case .name(let name) = base.kind { count(name) } else { nil }
        default: nil
        }
    }

    /// How many elements a constant holds, by its declared value: a string literal's characters,
    /// `Array("…")`'s, an array literal's elements; nil for anything the code can change or the
    /// reader cannot count.
    public static func elementCount(of value: CodeExpression) -> Int? {
        switch value.unparenthesized.kind {
        case .string(let text): text.count
        case .array(let elements): elements.count
        case .call(let callee, let arguments):
            if case .name("Array") = callee.kind, arguments.count == 1, arguments[0].label == nil,
               case .string(let text) = arguments[0].value.unparenthesized.kind { text.count } else { nil }
        default: nil
        }
    }
}

extension CodeBase {
    /// The number of elements of `name` when it is a constant of `owner` (`let letters =
    /// Array("Hello")`, `static let dots = [1, 2, 3]`) whose value fixes it; nil otherwise.
    public func constantCount(_ name: String, owner: String) -> Int? {
        guard let declaration = member(name, of: owner).first,
              case .stored(isConstant: true, wrapper: nil, _, let value?) = declaration.kind else { return nil }
        return ForEachRows.elementCount(of: value)
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
