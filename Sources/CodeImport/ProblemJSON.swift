import Preset
import SwiftReading

/// A file `import` could not read, as the `--json` contract gives it, so a CI script can point
/// at the place: `{ "file": …, "line": 3, "column": 7, "message": … }`, line and column null when
/// the problem is the file itself rather than a place in it.
enum ProblemJSON {
    static func object(_ problem: SwiftReadError) -> String {
        "{" + [
            "\"file\": " + PresetForm.jsonString(problem.file),
            "\"line\": " + (problem.location.map { String($0.line) } ?? "null"),
            "\"column\": " + (problem.location.map { String($0.column) } ?? "null"),
            "\"message\": " + PresetForm.jsonString(problem.message),
        ].joined(separator: ", ") + "}"
    }
}
