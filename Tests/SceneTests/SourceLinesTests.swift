import Scene
import Testing

/// Lines counted as the compiler and libyaml count them. The expected places are worked out here
/// by hand from how each text is put together, not read back from the code under test.
@Suite("SourceLines: a place's line as the compiler and libyaml count it")
struct SourceLinesTests {
    /// The same four lines with each of the breaks an editor accepts: every one ends one line.
    @Test("\\n, \\r\\n and a lone \\r each end one line of Swift", arguments: ["\n", "\r\n", "\r"])
    func swiftBreaks(_ separator: String) {
        let text = ["let a = 1", "let bb = 2", "", "let é = 3"].joined(separator: separator)
        let lines = SourceLines(text, rule: .swift)
        #expect(lines.count == 4)
        #expect((1...4).map { String(lines.text(ofLine: $0, in: text)) } == ["let a = 1", "let bb = 2", "", "let é = 3"])
        // `b` of `bb`: line 2, column 5. `=` on line 4 comes after `é`, two bytes: column 8 in bytes.
        let b = "let a = 1".utf8.count + separator.utf8.count + 4
        #expect(lines.place(ofOffset: b, in: text) == (2, 5))
        let equals = text.utf8.count - 3
        #expect(lines.place(ofOffset: equals, in: text) == (4, 8))
        #expect(SourceLines.split(text, rule: .swift) == ["let a = 1", "let bb = 2", "", "let é = 3"])
    }

    @Test("a break at the very end leaves an empty last line, where the end of the file is")
    func trailingBreak() {
        #expect(SourceLines("", rule: .swift).count == 1)
        #expect(SourceLines("a\n", rule: .swift).count == 2)
        #expect(SourceLines("a\r", rule: .swift).count == 2)
        #expect(SourceLines("a\r\n", rule: .swift).count == 2)
        #expect(SourceLines("a\r\n", rule: .swift).place(ofOffset: 3, in: "a\r\n") == (2, 1))
        #expect(SourceLines("\r\r\n\n", rule: .swift).count == 4)
    }

    /// To the compiler these are whitespace or text; libyaml ends a line at NEL, LS and PS.
    @Test("U+0085, U+2028, U+2029 end a YAML line and not a Swift one; a form feed ends neither",
          arguments: ["\u{85}", "\u{2028}", "\u{2029}"])
    func unicodeBreaks(_ separator: String) {
        let text = "a: 1" + separator + "bé: 2"
        #expect(SourceLines(text, rule: .swift).count == 1)
        let yaml = SourceLines(text, rule: .yaml)
        #expect(yaml.count == 2)
        #expect(yaml.text(ofLine: 2, in: text) == "bé: 2")
        // The ':' after `bé`: column 3 in scalars, as libyaml's marks count.
        #expect(yaml.place(ofOffset: text.utf8.count - 3, in: text) == (2, 3))
        #expect(SourceLines("a\u{0C}b\u{0B}c", rule: .swift).count == 1)
        #expect(SourceLines("a\u{0C}b\u{0B}c", rule: .yaml).count == 1)
    }

    @Test("a place is found from the lines before it alone, the same as from the whole text")
    func prefix() {
        let text = String(repeating: "abc\r", count: 50) + "tail\r\nend"
        let whole = SourceLines(text, rule: .swift)
        for offset in [0, 3, 4, 100, 199, 200, 204, 206, text.utf8.count] {
            let early = SourceLines(text, rule: .swift, before: offset)
            #expect(early.place(ofOffset: offset, in: text) == whole.place(ofOffset: offset, in: text), "\(offset)")
        }
        #expect(whole.place(ofOffset: 206, in: text) == (52, 1))
    }

    @Test("a character ends a Swift line exactly when it is \\n, \\r or \\r\\n")
    func characters() {
        #expect(["\n", "\r", "\r\n"].allSatisfy { Character($0).endsSwiftLine })
        #expect(!["\u{85}", "\u{2028}", "\u{2029}", "\u{0C}", "\u{0B}", "a", " "].contains { Character($0).endsSwiftLine })
    }
}
