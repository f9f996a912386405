import Foundation

/// The warning for a removed page whose transition reads state that changes with or after the
/// selection: SwiftUI removes a view with the transition of its last render, so the page leaves
/// with the value from before the change. One wording, for `import`, `validate` and `render`.
public enum StaleState {
    /// Where the warning points — the assignment that sets `variable` late, else its declaration
    /// (nil when the files have neither) — and the words after `FILE:LINE:COLUMN: warning: `.
    public static func warning(_ variable: String, timing: UpdateTiming?, selection: String?, owner: String? = nil,
                               in code: CodeBase) -> (place: CodeLocation?, message: String) {
        let finding = UpdateTiming.find(variable, selection: selection, owner: owner, in: code)
        let assignment = (finding.evidence.first { $0.timing == timing } ?? finding.evidence.first)?.assignment
        let how: String = switch assignment?.unit {
        case .onChange(let observed)?: "it is set in .onChange(of: \(observed)), after the selection changes"
        default: timing == .after ? "it changes after the selection" : "it changes with the selection"
        }
        let message = "the removed page's transition reads '\(variable)', but \(how); SwiftUI removes a page with the "
            + "transition of its last render, so the page leaves with the value '\(variable)' had before this change (the "
            + "previous change's direction). Fix: set '\(variable)' before the selection changes — in the function that "
            + "changes it, then change the selection with DispatchQueue.main.async — as MotionReel's generated SwiftUI code does"
        return (assignment?.location ?? code.storedProperty(variable)?.location, message)
    }
}
