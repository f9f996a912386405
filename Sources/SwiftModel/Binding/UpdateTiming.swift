import Foundation

/// When a state variable takes its new value, relative to the change of the selection: what
/// decides which value a page's transition sees (docs/from-code.md, "What SwiftUI does").
///
/// - `before`: set, and rendered, before the selection changes — in a function that then changes
///   the selection asynchronously (`DispatchQueue.main.async`, a `Task`), as MotionReel's
///   generated SwiftUI code does. The removed page's last render already sees it.
/// - `with`: set in the same transaction as the selection (the same function, the same
///   `withAnimation`). The removed page's last render does not see it; the inserted page's first does.
/// - `after`: set in `.onChange(of:)`, which SwiftUI runs after the render that saw the change:
///   neither the removed page's last render nor the inserted page's first sees it.
public enum UpdateTiming: String, Sendable, Hashable, CaseIterable {
    case before, with, after

    /// What the code says about a variable's timing: the timing when its assignments agree, and
    /// each assignment that decided it.
    public struct Finding: Sendable, Hashable {
        public var timing: UpdateTiming?
        /// The assignments that tell, each with the timing it tells.
        public var evidence: [(timing: UpdateTiming, assignment: StateAssignment)]

        public static func == (a: Finding, b: Finding) -> Bool {
            a.timing == b.timing && a.evidence.map(\.assignment) == b.evidence.map(\.assignment)
                && a.evidence.map(\.timing) == b.evidence.map(\.timing)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(timing)
            hasher.combine(evidence.map(\.assignment))
        }

        /// Whether the assignments disagree (some say before, some after …).
        public var isConflicting: Bool { Set(evidence.map(\.timing)).count > 1 }
    }

    /// Reads `variable`'s timing from the assignments in `code`, relative to `selection` (the
    /// state variable that holds the selected page; nil when it is not a state variable).
    ///
    /// An assignment in `.onChange(of:)` says `after`. In a unit that also assigns the selection
    /// at once, an assignment at once says `with`; in a unit that assigns the selection later (in
    /// an async closure), an assignment at once before that closure says `before`, and one in the
    /// same closure `with`. Other assignments (an `onAppear` reset) say nothing.
    ///
    /// With `owner` (the view that holds the state), only that type's assignments count when it
    /// has any — two screens of one folder may name their flags alike and time them differently.
    public static func find(_ variable: String, selection: String?, owner: String? = nil, in code: CodeBase) -> Finding {
        var evidence: [(UpdateTiming, StateAssignment)] = []
        let all = code.assignments.filter { $0.variable == variable }
        let owned = all.filter { $0.owner == owner }
        for assignment in owner != nil && !owned.isEmpty ? owned : all {
            if case .onChange = assignment.unit {
                evidence.append((.after, assignment))
                continue
            }
            guard let selection else { continue }
            let selectionChanges = code.assignments.filter { $0.unitID == assignment.unitID && $0.variable == selection }
            if selectionChanges.contains(where: { $0.asyncGroup == assignment.asyncGroup }) {
                evidence.append((.with, assignment))
            } else if assignment.asyncGroup == nil,
                      selectionChanges.contains(where: { $0.asyncGroup != nil && $0.order > assignment.order }) {
                evidence.append((.before, assignment))
            }
        }
        let timings = Set(evidence.map(\.0))
        return Finding(timing: timings.count == 1 ? timings.first : nil, evidence: evidence)
    }
}
