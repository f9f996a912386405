/// Finds square brackets nested deeper than a bound, before swift-syntax parses the file.
///
/// swift-syntax 603's parser decides what each `[` starts (an array, a dictionary, an inline
/// array type `[3 of Int]`) by looking ahead, and its lookahead re-reads every `[` inside once per
/// guess: parse time grows about 1.85 times with each `[` nested in another (measured in a debug
/// build: 14 deep 0.2 s, 16 deep 0.9 s, 18 deep 2.3 s; `([` repeated 16 times 2.1 s). The parser's
/// own nesting limit does not stop it, since lookahead ignores that limit. Real code nests square
/// brackets three or four deep, so a bound far above that refuses only what would hang.
///
/// The scan is lexical: brackets in comments and string literals do not count; those in a
/// string's interpolation `\(…)` do, because the parser reads them.
enum SquareBracketScan {
    /// The byte offset of the first `[` nested deeper than `limit`, or nil.
    static func firstBeyond(_ limit: Int, in text: String) -> Int? {
        var scanner = Scanner(bytes: Array(text.utf8), limit: limit)
        return scanner.run()
    }

    /// One pass over the bytes with a stack of what is open: brackets of code, and strings
    /// (whose interpolations are code again).
    private struct Scanner {
        enum Open: Equatable {
            case bracket(UInt8)
            /// A string literal: `"`, or `"""` when multiline, closed by its quote and `hashes` `#`s.
            case string(multiline: Bool, hashes: Int)
            /// `\(` inside a string, closed by the `)` that matches it.
            case interpolation
        }

        let bytes: [UInt8]
        let limit: Int
        var index = 0
        var stack: [Open] = []
        var squares = 0

        init(bytes: [UInt8], limit: Int) {
            self.bytes = bytes
            self.limit = limit
        }

        mutating func run() -> Int? {
            while index < bytes.count {
                if case .string(let multiline, let hashes)? = stack.last {
                    scanString(multiline: multiline, hashes: hashes)
                } else if let found = scanCode() {
                    return found
                }
            }
            return nil
        }

        /// `\n` or `\r`: where the lexer ends a `//` comment and an unterminated one-line string
        /// (a lone `\r` ends a line of Swift, as `SourceLines` says).
        static func endsLine(_ c: UInt8) -> Bool { c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") }

        func byte(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

        /// One step in code; the offset of a `[` beyond the limit, when this step opens one.
        mutating func scanCode() -> Int? {
            let c = bytes[index]
            switch c {
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                while index < bytes.count, !Self.endsLine(bytes[index]) { index += 1 }
                return nil
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                skipBlockComment()
                return nil
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                var hashes = 0
                while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
                guard byte(hashes) == UInt8(ascii: "\"") else {
                    index += max(hashes, 1)
                    return nil
                }
                let multiline = byte(hashes + 1) == UInt8(ascii: "\"") && byte(hashes + 2) == UInt8(ascii: "\"")
                index += hashes + (multiline ? 3 : 1)
                stack.append(.string(multiline: multiline, hashes: hashes))
                return nil
            case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "{"):
                stack.append(.bracket(c))
                index += 1
                if c == UInt8(ascii: "[") {
                    squares += 1
                    if squares > limit { return index - 1 }
                }
                return nil
            case UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: "}"):
                index += 1
                close(c)
                return nil
            default:
                index += 1
                return nil
            }
        }

        /// Closes what `c` closes: the innermost bracket (matching or not, as a parser recovers),
        /// or an interpolation at its `)`.
        mutating func close(_ c: UInt8) {
            guard let top = stack.last else { return }
            switch top {
            case .bracket(let open):
                stack.removeLast()
                if open == UInt8(ascii: "[") { squares -= 1 }
            case .interpolation where c == UInt8(ascii: ")"):
                stack.removeLast()
            default:
                break
            }
        }

        /// `/* … */`, which nests in Swift.
        mutating func skipBlockComment() {
            var depth = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if bytes[index] == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    index += 1
                }
            }
        }

        /// One step inside a string literal: its end, an interpolation, an escape or a character.
        mutating func scanString(multiline: Bool, hashes: Int) {
            let c = bytes[index]
            if c == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ byte(1 + $0) == UInt8(ascii: "#") }) {
                if byte(1 + hashes) == UInt8(ascii: "(") {
                    index += 2 + hashes
                    stack.append(.interpolation)
                } else {
                    index += 2 + hashes
                }
                return
            }
            if Self.endsLine(c), !multiline {
                stack.removeLast()   // an unterminated string ends at its line, as the lexer recovers
                index += 1
                return
            }
            let quotes = multiline ? 3 : 1
            if (0..<quotes).allSatisfy({ byte($0) == UInt8(ascii: "\"") }),
               (0..<hashes).allSatisfy({ byte(quotes + $0) == UInt8(ascii: "#") }) {
                index += quotes + hashes
                stack.removeLast()
                return
            }
            index += 1
        }
    }
}
