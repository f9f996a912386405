import Foundation

/// The warning for a removed page whose transition reads state that changes with or after the
/// selection: SwiftUI removes a view with the transition of its last render, so the page leaves
/// with the value from before the change. One wording, for `import`, `validate` and `render`.
public enum StaleState {
    /// Where the warning points: the assignment that sets `variable` late, else its declaration.
    public static func place(of variable: String, timing: UpdateTiming?, selection: String?, owner: String? = nil,
                             in code: CodeBase) -> CodeLocation? {
        let finding = UpdateTiming.find(variable, selection: selection, owner: owner, in: code)
        return (finding.evidence.first { $0.timing == timing } ?? finding.evidence.first)?.assignment.location
            ?? code.storedProperty(variable)?.location
    }

    /// The words after `FILE:LINE:COLUMN: warning: `.
    public static func message(_ variable: String, timing: UpdateTiming?, selection: String?, owner: String? = nil,
                               in code: CodeBase) -> String {
        let finding = UpdateTiming.find(variable, selection: selection, owner: owner, in: code)
        let assignment = (finding.evidence.first { $0.timing == timing } ?? finding.evidence.first)?.assignment
        let how: String = switch assignment?.unit {
        case .onChange(let observed)?: "it is set in .onChange(of: \(observed)), after the selection changes"
        default: timing == .after ? "it changes after the selection" : "it changes with the selection"
        }
        return "the removed page's transition reads '\(variable)', but \(how); SwiftUI removes a page with the transition "
            + "of its last render, so the page leaves with the value '\(variable)' had before this change (the previous "
            + "change's direction). Fix: set '\(variable)' before the selection changes — in the function that changes it, "
            + "then change the selection with DispatchQueue.main.async — as MotionReel's generated SwiftUI code does"
    }
}
