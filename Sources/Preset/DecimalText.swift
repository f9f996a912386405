/// The decimal numbers presets write, read by a scanner rather than a `Regex`: a Swift regex
/// literal is compiled again each time it is evaluated, and a catalogue loads thousands of
/// numbers (profiling a 400-file catalogue found a quarter of its time compiling these patterns).
///
/// A decimal is `[-+]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][-+]?[0-9]+)?`: no YAML 1.1 octal, hex or
/// base-60 forms, no `inf` or `nan`, no spaces.
package enum DecimalText {
    /// The finite value of `text` when it is a decimal, else nil.
    package static func value<S: StringProtocol>(_ text: S) -> Double? {
        let bytes = Array(text.utf8)
        var i = 0
        func digits() -> Int {
            let start = i
            while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
            return i - start
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
        let whole = digits()
        var fraction = 0
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            fraction = digits()
        }
        guard whole > 0 || fraction > 0 else { return nil }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
            guard digits() > 0 else { return nil }
        }
        guard i == bytes.count, let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }

    /// The value of `text` when it is a whole number (`[-+]?[0-9]+`) that fits an `Int`, else nil.
    package static func integer<S: StringProtocol>(_ text: S) -> Int? {
        isWholeNumber(text) ? Int(String(text)) : nil
    }

    /// Whether `text` is written as a whole number, `[-+]?[0-9]+`, however large.
    package static func isWholeNumber<S: StringProtocol>(_ text: S) -> Bool {
        var digits = Substring(text)
        if let sign = digits.first, sign == "-" || sign == "+" { digits = digits.dropFirst() }
        return !digits.isEmpty && digits.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// Whether `text` is a Swift identifier as presets name cases and types: `[A-Za-z_][A-Za-z0-9_]*`.
    package static func isIdentifier<S: StringProtocol>(_ text: S) -> Bool {
        guard let first = text.utf8.first, isLetter(first) else { return false }
        return text.utf8.allSatisfy { isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }
}
