import Foundation

/// Numbers as MotionReel writes them in text: the spec's files, generated SwiftUI code, summaries.
///
/// One home for the digits, so an animation's SwiftUI spelling (made here, in Motion) and the
/// spec's JSON and CSV (made in Spec) can never round the same number two ways.
///
/// ```swift
/// NumberText.decimal(0.1 + 0.2)        // "0.3"
/// NumberText.literal(438.649084)       // "438.6491"
/// ```
package enum NumberText {
    /// Decimals ``decimal(_:)`` keeps: a millionth of a point or of an opacity step.
    package static let decimals = 6

    /// `x` rounded to ``decimals`` decimals, trailing zeros dropped: `0.5`, `390`, `-12.345678`.
    /// Non-finite values (never produced by a timeline) are written as `0`.
    package static func decimal(_ x: Double) -> String {
        guard x.isFinite else { return "0" }
        let scale = 1_000_000.0
        let rounded = (x * scale).rounded() / scale
        if rounded == 0 { return "0" }
        var text = String(format: "%.6f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// A number as code writes it: at most 4 decimals, no trailing zeros (`0.3`, `438.6491`).
    package static func literal(_ x: Double) -> String {
        decimal((x * 10_000).rounded() / 10_000)
    }
}
