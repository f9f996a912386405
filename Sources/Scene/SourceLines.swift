/// The lines of a file a user wrote, counted as the program that reads the file counts them, so a
/// `FILE:LINE:COLUMN` that MotionReel computes names the line the compiler or libyaml reported and
/// the line an editor shows — in a file saved with `\r\n` or with lone `\r` as much as with `\n`.
///
/// Every place MotionReel computes from an offset, and every check of a place, goes through here:
/// the two rules differ, and counting `\n` alone puts a place in a lone-CR file lines too early.
public struct SourceLines: Sendable, Hashable {
    /// What ends a line, and what a column counts.
    public enum Rule: Sendable, Hashable {
        /// The Swift compiler and swift-syntax (`SourceLocationConverter`): `\n`, `\r` and `\r\n`
        /// each end one line, and nothing else does. (`Character.isNewline` also takes U+0085,
        /// U+2028, U+2029, a vertical tab and a form feed; to the compiler those are whitespace or
        /// text, so a Swift line is never split at them.) Columns count UTF-8 bytes.
        case swift
        /// libyaml (YAML 1.1's line breaks, `IS_BREAK` and `SKIP_LINE` in its scanner): `\r\n`,
        /// `\r`, `\n`, and NEL U+0085, LS U+2028 and PS U+2029. Columns count Unicode scalars, as
        /// libyaml's marks do.
        case yaml
    }

    public let rule: Rule
    /// The UTF-8 offset at which each line begins; the first is 0, so there is always one line.
    public let starts: [Int]
    /// The UTF-8 offset at which each line's text ends: its line break, or the end of the text.
    public let ends: [Int]

    /// The lines of `text`; with `before`, only the breaks that begin before that UTF-8 offset
    /// are looked for (enough to place it, without reading the rest of a large file).
    public init(_ text: String, rule: Rule, before limit: Int = .max) {
        var starts = [0], ends: [Int] = []
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < min(bytes.count, limit) {
            let width = Self.breakWidth(bytes, at: offset, rule: rule)
            if width > 0 {
                ends.append(offset)
                offset += width
                starts.append(offset)
            } else {
                offset += 1
            }
        }
        ends.append(offset < bytes.count ? Self.nextBreak(bytes, from: offset, rule: rule) : bytes.count)
        self.rule = rule
        self.starts = starts
        self.ends = ends
    }

    /// How many lines the text has: its line breaks and one (a file that ends with a break has an
    /// empty last line, where a place at its very end is).
    public var count: Int { starts.count }

    /// The 1-based line holding the UTF-8 offset `offset` (clamped to the text), and where it starts.
    public func line(ofOffset offset: Int) -> (line: Int, start: Int) {
        // The last start at or before the offset: a binary search, since starts ascend.
        var low = 0, high = starts.count - 1
        let target = max(0, offset)
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= target { low = middle } else { high = middle - 1 }
        }
        return (low + 1, starts[low])
    }

    /// The 1-based line and column of the UTF-8 offset in `text` (the text these lines were
    /// counted in), the column in the rule's unit: UTF-8 bytes for Swift, scalars for YAML.
    public func place(ofOffset offset: Int, in text: String) -> (line: Int, column: Int) {
        let target = min(max(0, offset), text.utf8.count)
        let (line, start) = line(ofOffset: target)
        switch rule {
        case .swift:
            return (line, target - start + 1)
        case .yaml:
            let utf8 = text.utf8
            let bytes = utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: target)]
            // A scalar begins at every byte that does not continue one (10xxxxxx).
            return (line, bytes.count { $0 & 0xC0 != 0x80 } + 1)
        }
    }

    /// The UTF-8 offsets of line `line` (1-based) without its line break; nil past the last line.
    public func range(ofLine line: Int) -> Range<Int>? {
        guard line >= 1, line <= starts.count else { return nil }
        return starts[line - 1]..<ends[line - 1]
    }

    /// The text of line `line` (1-based) of `text` (the text these lines were counted in), without
    /// its line break; empty past the last line.
    public func text(ofLine line: Int, in text: String) -> Substring {
        guard let range = range(ofLine: line) else { return "" }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let end = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
        return text[start..<end]
    }

    /// Splits `text` into its lines, without their breaks (`omittingEmptySubsequences: false`).
    public static func split(_ text: String, rule: Rule) -> [Substring] {
        let lines = SourceLines(text, rule: rule)
        return (1...lines.count).map { lines.text(ofLine: $0, in: text) }
    }

    /// Where the first line break at or after `offset` begins, or the end of the bytes.
    private static func nextBreak(_ bytes: [UInt8], from offset: Int, rule: Rule) -> Int {
        var index = offset
        while index < bytes.count, breakWidth(bytes, at: index, rule: rule) == 0 { index += 1 }
        return index
    }

    /// How many bytes the line break at `index` takes (2 for `\r\n`, 2 or 3 for NEL, LS and PS
    /// under `.yaml`), or 0 when no line break starts there.
    private static func breakWidth(_ bytes: [UInt8], at index: Int, rule: Rule) -> Int {
        func byte(_ k: Int) -> UInt8? { index + k < bytes.count ? bytes[index + k] : nil }
        switch byte(0) {
        case 0x0A: return 1
        case 0x0D: return byte(1) == 0x0A ? 2 : 1
        case 0xC2 where rule == .yaml && byte(1) == 0x85: return 2
        case 0xE2 where rule == .yaml && byte(1) == 0x80 && (byte(2) == 0xA8 || byte(2) == 0xA9): return 3
        default: return 0
        }
    }
}

extension Character {
    /// Whether this character ends a line of Swift: `\n`, `\r` or `\r\n` (one `Character` in a
    /// Swift string), as ``SourceLines/Rule/swift`` counts them — for code that walks a Swift
    /// file's text as characters rather than bytes.
    public var endsSwiftLine: Bool { self == "\n" || self == "\r" || self == "\r\n" }
}
