import Foundation
import SwiftModel

/// A flag two events change, each in its own transaction: a parent's Details button toggles it
/// inside `withAnimation(.spring(…))`, the child's tap (through its `@Binding`) toggles it with no
/// animation. SwiftUI springs the card for the one and snaps it for the other, so one film plays
/// both, in order — each event's change there and back, in that event's transaction — instead of
/// taking the first code it finds for every change.
extension Catalogue {
    /// The events that each can both set and clear the Bool `state` of `type`, by their
    /// transaction (the animation written around them, or none), as the assignments each is made
    /// of; nil unless there are two or more with different transactions.
    static func eventCycles(of state: State, in type: String, code: CodeBase) -> [Set<CodeLocation>]? {
        guard case .boolean(let b) = state.initial else { return nil }
        let assignments = PageTransaction.assignments(of: state.name, in: type, code: code)
        var keys: [String] = []
        var groups: [String: [StateAssignment]] = [:]
        for assignment in assignments {
            let key = assignment.explicit.map { explicit in
                explicit.animation.map { code.text(of: $0.span) } ?? "default"
            } ?? "none"
            if groups[key] == nil { keys.append(key) }
            groups[key, default: []].append(assignment)
        }
        func gives(_ assignment: StateAssignment, from value: Bool) -> Bool? {
            guard assignment.value != nil else { return !value }
            guard case .boolean(let result)? = assignment.result(into: state.name, cell: state.model, view: type,
                                                                  from: .boolean(value), expecting: .boolean, code: code)
            else { return nil }
            return result
        }
        let cycles = keys.compactMap { key -> Set<CodeLocation>? in
            let group = groups[key] ?? []
            let leaves = group.contains { gives($0, from: b) == !b }
            let returns = group.contains { gives($0, from: !b) == b }
            return leaves && returns ? Set(group.map(\.location)) : nil
        }
        // In source order, as the events are written.
        let ordered = cycles.sorted { a, b in
            func first(_ group: Set<CodeLocation>) -> (String, Int, Int) {
                group.map { ($0.file, $0.line, $0.column) }.min { $0 < $1 }!
            }
            return first(a) < first(b)
        }
        return ordered.count > 1 ? ordered : nil
    }
}
