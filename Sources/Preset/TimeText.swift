/// A time as presets and options write it: seconds as a number (`1.3`), or with a unit — `1.3s`,
/// `1300ms`. One syntax everywhere (`at:`, `hold:`, durations, delays, a spring's response,
/// `still --time`), so a time copied from one place to another means the same.
package enum TimeText {
    /// The seconds `text` says, or nil when it is no time: a decimal number (no YAML octal, hex
    /// or base-60 forms), optionally followed by `s` or `ms`; finite.
    package static func seconds(_ text: String) -> Double? {
        if text.hasSuffix("ms") { return DecimalText.value(text.dropLast(2)).map { $0 / 1000 } }
        return DecimalText.value(text.hasSuffix("s") ? text.dropLast() : Substring(text))
    }
}
