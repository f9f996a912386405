import Foundation

/// Strings as MotionReel writes them in text: quoted literals of JSON (the spec's files, `import`'s
/// report and preset forms) and of Swift (generated SwiftUI code).
///
/// One home for escaping, beside ``NumberText``'s digits, so the three writers that quote a name
/// can never disagree on a quote, a backslash or a control character.
///
/// ```swift
/// QuotedText.literal("say \"hi\"\n", in: .json)   // "say \"hi\"\n" (RFC 8259)
/// QuotedText.literal("tab\u{7}", in: .swift)      // "tab\u{7}"
/// ```
package enum QuotedText {
    package enum Language: Sendable {
        /// RFC 8259: other control characters as `\u00XX`.
        case json
        /// Swift string literals: other control characters and DEL as `\u{X}`.
        case swift
    }

    /// `text` in double quotes, with quotes, backslashes and control characters escaped.
    package static func literal(_ text: String, in language: Language) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || (language == .swift && scalar.value == 0x7F):
                let hex = String(scalar.value, radix: 16)
                out += language == .json ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex : "\\u{" + hex + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
