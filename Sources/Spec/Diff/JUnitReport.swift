import Foundation
import Render

/// `--junit FILE`: one `<testcase>` per preset, a `<failure>` for each changed one, so a CI's
/// test view lists motion changes next to the unit tests.
enum JUnitReport {
    static func xml(_ report: DiffReport) -> String {
        let failures = report.changed.count
        var s = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="motionreel diff" tests="\(report.presets.count)" failures="\(failures)" errors="0">
              <testsuite name="motionreel diff" tests="\(report.presets.count)" failures="\(failures)" errors="0" skipped="0">

            """
        for preset in report.presets {
            s += "    <testcase classname=\"motionreel.diff\" name=\"\(MarkupText.escaped(preset.name))\""
            guard preset.status != .unchanged, let top = preset.headline else {
                s += "/>\n"
                continue
            }
            // The message is the causes, each once, then what is seen: a CI's test list says why before
            // what; the details are the rest, so no cause is told twice.
            let message = (preset.causes.map(\.line) + [top.line]).joined(separator: "; ")
            let details = preset.changes.filter { $0.kind != .cause }.map(\.line).joined(separator: "\n")
            s += ">\n      <failure message=\"\(MarkupText.escaped(message))\" type=\"MotionChanged\">\(MarkupText.escaped(details))</failure>\n    </testcase>\n"
        }
        s += "  </testsuite>\n</testsuites>\n"
        return s
    }
}
