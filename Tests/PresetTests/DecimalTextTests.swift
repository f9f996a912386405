@testable import Preset
import Testing

/// The scanner that reads presets' numbers accepts exactly the texts the documented pattern does:
/// each text is checked against the pattern as a Swift `Regex`, the independent reference.
@Suite struct DecimalTextTests {
    static var decimal: Regex<(Substring, Substring, Substring?, Substring?)> { /[-+]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][-+]?[0-9]+)?/ }
    static var whole: Regex<Substring> { /[-+]?[0-9]+/ }

    /// Every string of up to four characters from the alphabet numbers are made of, and some longer ones.
    static var texts: [String] {
        let alphabet = ["0", "7", ".", "-", "+", "e", "E", "x", " "]
        var texts = [""]
        var level = [""]
        for _ in 0..<4 {
            level = level.flatMap { prefix in alphabet.map { prefix + $0 } }
            texts += level
        }
        return texts + ["1.5e-3", "-0.85", "+12.", ".5E+10", "1e400", "99999999999999999999", "0x1F", "1_000", "inf", "nan",
                        "１２", "1.3s", "٣"]
    }

    @Test func decimalsAreThePatternsFiniteNumbers() {
        for text in Self.texts {
            let expected = text.wholeMatch(of: Self.decimal) != nil ? Double(text).flatMap { $0.isFinite ? $0 : nil } : nil
            #expect(DecimalText.value(text) == expected, "\(text)")
        }
    }

    @Test func wholeNumbersAreThePatternsIntegers() {
        for text in Self.texts {
            let written = text.wholeMatch(of: Self.whole) != nil
            #expect(DecimalText.isWholeNumber(text) == written, "\(text)")
            #expect(DecimalText.integer(text) == (written ? Int(text) : nil), "\(text)")
        }
    }

    @Test func timesTakeSecondsOrMilliseconds() {
        #expect(TimeText.seconds("1.3") == 1.3)
        #expect(TimeText.seconds("1.3s") == 1.3)
        #expect(TimeText.seconds("1300ms") == 1.3)
        for bad in ["", "s", "ms", "1.3ss", "1.3 s", "1e400s", "0x10", "1.3m"] {
            #expect(TimeText.seconds(bad) == nil, "\(bad)")
        }
    }

    @Test func identifiers() {
        #expect(DecimalText.isIdentifier("grow_2"))
        #expect(DecimalText.isIdentifier("_x"))
        #expect(!DecimalText.isIdentifier("2x"))
        #expect(!DecimalText.isIdentifier(""))
        #expect(!DecimalText.isIdentifier("a-b"))
    }
}
