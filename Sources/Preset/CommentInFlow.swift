import Scene

/// A YAML comment inside a flow collection: `canvas: { size: [390, 844], background: #F4F5FA }`.
///
/// An unquoted `#` after a space starts a comment, so the colour and the closing bracket vanish
/// and libyaml reports only that the `{` is not closed. Block style gets a hint from the value
/// (it reads as nothing); flow style gets it from here, by finding that `#` on the opener's line.
enum CommentInFlow {
    /// The first comment on `line` of `yaml` (1-based) after `column` (1-based, in Unicode scalars,
    /// as libyaml counts), outside quotes: its column and the word it starts (`#F4F5FA`).
    static func find(in yaml: String, line: Int, after column: Int) -> (column: Int, word: String)? {
        let lines = SourceLines(yaml, rule: .yaml)
        guard line >= 1, line <= lines.count else { return nil }
        let text = lines.text(ofLine: line, in: yaml)
        let scalars = Array(text.unicodeScalars)
        var quote: Unicode.Scalar?
        var index = max(column - 1, 0)
        while index < scalars.count {
            let scalar = scalars[index]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == "#", index > 0, scalars[index - 1] == " " || scalars[index - 1] == "\t" {
                let word = scalars[index...].prefix { !" \t,]}".unicodeScalars.contains($0) }
                return (index + 1, String(String.UnicodeScalarView(word)))
            }
            index += 1
        }
        return nil
    }
}
