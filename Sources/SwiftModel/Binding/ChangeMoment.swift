import Foundation

/// A render at which code is evaluated, relative to one change of the selection.
///
/// SwiftUI evaluates a view's transition at every render and uses the last one when it removes the
/// view; so an inserted page's transition is read at the first render after its change, and a
/// removed page's at its own last render, before the change.
public enum ChangeMoment: Sendable, Hashable {
    /// The first render after change `change` (1-based): an inserted page's transition, an
    /// `.animation(_:value:)`.
    case firstRenderAfter(change: Int)
    /// The last render before change `change`: a removed page's transition, a `withAnimation`
    /// called to make the change.
    case lastRenderBefore(change: Int)

    public var change: Int {
        switch self {
        case .firstRenderAfter(let k), .lastRenderBefore(let k): k
        }
    }
}

/// The selections of a timeline, change by change, and the value each binding has at any moment.
///
/// ```swift
/// let history = SelectionHistory([0, 1, 2])          // shown 0, then changed to 1, then to 2
/// history.bindings(bindings, at: .lastRenderBefore(change: 1), page: 0, reduceMotion: false)
/// ```
public struct SelectionHistory: Sendable, Hashable {
    /// The page shown first, then the page after each change.
    public var selections: [Int]

    public init(_ selections: [Int]) {
        self.selections = selections
    }

    /// The changes, 1 … count.
    public var changeCount: Int { max(selections.count - 1, 0) }

    /// The values of `bindings` at `moment`, for the page the transition is built for.
    public func bindings(_ bindings: [ResolvedBinding], at moment: ChangeMoment, page: Int?,
                         reduceMotion: Bool) throws(EvaluationError) -> Bindings {
        var values: [String: Value] = [:]
        for binding in bindings {
            values[binding.name] = try value(of: binding, at: moment, page: page, reduceMotion: reduceMotion)
        }
        return Bindings(values, reduceMotion: reduceMotion)
    }

    private func value(of binding: ResolvedBinding, at moment: ChangeMoment, page: Int?,
                       reduceMotion: Bool) throws(EvaluationError) -> Value {
        let k = moment.change
        switch binding.role {
        case .literal(let value): return value
        case .reduceMotion: return .boolean(reduceMotion)
        case .page: return try pageValue(page ?? selections[min(k, selections.count - 1)], binding)
        case .to:
            // The selection itself: the removed page's last render still has the old one.
            if case .lastRenderBefore = moment { return try pageValue(selections[k - 1], binding) }
            return try pageValue(selections[k], binding)
        case .from, .forward, .backward:
            let seen: Int
            switch (moment, binding.timing) {
            case (_, nil), (_, .before?), (.firstRenderAfter, .with?): seen = k
            default: seen = k - 1
            }
            return try roleValue(binding, afterChange: seen)
        }
    }

    /// A changing role's value once change `k` has happened (0: before any change).
    private func roleValue(_ binding: ResolvedBinding, afterChange k: Int) throws(EvaluationError) -> Value {
        if k == 0, let initial = binding.initial { return initial }
        let now = selections[k], before = k > 0 ? selections[k - 1] : selections[0]
        switch binding.role {
        case .from: return try pageValue(before, binding)
        case .forward: return .boolean(now > before)
        default: return .boolean(now < before)
        }
    }

    /// Page `index` as the variable holds it: an Int, or the enum's case at that position.
    private func pageValue(_ index: Int, _ binding: ResolvedBinding) throws(EvaluationError) -> Value {
        guard let enumeration = binding.enumeration else { return .integer(index) }
        guard enumeration.cases.indices.contains(index) else {
            throw EvaluationError(.invalid, at: enumeration.location,
                                  "page \(index) has no case in enum \(enumeration.name), which has \(enumeration.cases.count) "
                                  + "(\(enumeration.cases.map(\.name).joined(separator: ", "))); '\(binding.name)' holds a "
                                  + "\(enumeration.name), so the pages are its cases in order")
        }
        return .enumCase(type: enumeration.name, name: enumeration.cases[index].name)
    }
}
