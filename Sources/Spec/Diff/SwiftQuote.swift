import Foundation
import Scene

/// A linked Swift site whose text changed between two specs, quoted as it is written with only
/// the changed part shown as `old → new`: `.spring(duration: 0.45, bounce: 0.2 → 0.35)`. The
/// preset's parameter (`transition.animation.spring.dampingFraction 0.8 → 0.65`) is the tool's
/// word for a change; the quote is the author's, the line they edited, to find in the pull request.
///
/// The changed part is what is left between the common beginning and end, widened to whole tokens
/// (a number or an identifier is never cut: `0.2 → 0.35`, not `2 → 35`) and to balanced brackets
/// (`.spring(…) → .snappy(duration: 0.25)`, never an opening bracket without its closing one).
/// The quote is the line it is on; a change across lines, or a long one, is those lines old and
/// new. Everything is bounded: a quote is at most ``SpecParameter/maximumText`` characters.
struct SwiftQuote: Equatable {
    /// `.spring(duration: 0.45, bounce: 0.2 → 0.35)`, or `OLD LINES → NEW LINES`.
    var text: String
    /// Where the change starts, in lines from the line the link names (the call's, or the
    /// declaration's name's), in the old source and in the new.
    var oldLine: Int
    var newLine: Int

    /// A changed part longer than this, on either side, is quoted as its lines old and new.
    static let maximumChange = 80
    /// Calls whose first argument is the animation or the transition: a change inside it is quoted
    /// as that argument, which is what the author wrote and reads.
    static let calls: Set<String> = ["withAnimation", ".animation", ".transition"]

    /// The quote of `new` against `old`; nil when they are the same but for spacing, or differ only
    /// past ``SpecLink/maximumSource`` characters.
    init?(old: String, new: String) {
        guard old.filter({ !$0.isWhitespace }) != new.filter({ !$0.isWhitespace }) else { return nil }
        let a = Array(old.prefix(SpecLink.maximumSource)), b = Array(new.prefix(SpecLink.maximumSource))
        guard a != b else { return nil }
        let argument = Self.sameCallArgument(a, b)
        var span = ChangedSpan(a: argument.map { Array(a[$0.old]) } ?? a, b: argument.map { Array(b[$0.new]) } ?? b)
        span.widenToTokens()
        span.includeNeighbourIfEmpty()
        span.balanceBrackets()
        span.widenToTokens()
        text = span.quote
        // Lines before the change, counted in the whole source, less the lines of attributes
        // (`@MainActor`) a declaration's name follows: the link's line is the name's.
        let start = (old: (argument?.old.lowerBound ?? 0) + span.prefix, new: (argument?.new.lowerBound ?? 0) + span.prefix)
        oldLine = a[..<start.old].count(where: \.endsSwiftLine) - Self.attributeLines(a)
        newLine = b[..<start.new].count(where: \.endsSwiftLine) - Self.attributeLines(b)
    }

    /// The first argument of `withAnimation(X) { … }`, `.animation(X, value: v)` or `.transition(X)`
    /// in each source, when both are that call and the text around the argument is the same: the
    /// argument holds the whole change, so the quote need not repeat the call.
    private static func sameCallArgument(_ a: [Character], _ b: [Character]) -> (old: Range<Int>, new: Range<Int>)? {
        guard let x = firstArgument(a), let y = firstArgument(b),
              a[..<x.lowerBound] == b[..<y.lowerBound], a[x.upperBound...] == b[y.upperBound...] else { return nil }
        return (x, y)
    }

    /// Where `X` is in `call(X, …)` or `call(X)`, spaces trimmed, for a call of ``calls``; nil for
    /// another text, a labelled first argument, or brackets that do not close.
    private static func firstArgument(_ text: [Character]) -> Range<Int>? {
        var i = text.first == "." ? 1 : 0
        while i < text.count, isWord(text[i]) { i += 1 }
        guard i < text.count, text[i] == "(", calls.contains(String(text[..<i])) else { return nil }
        var depth = 0, inString = false, end = i + 1
        scan: while end < text.count {
            let c = text[end]
            if inString {
                if c == "\\" { end += 1 } else if c == "\"" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if "([{".contains(c) {
                depth += 1
            } else if ")]}".contains(c) {
                if depth == 0 { break scan }
                depth -= 1
            } else if c == ",", depth == 0 {
                break scan
            }
            end += 1
        }
        guard end < text.count else { return nil }
        var lower = i + 1, upper = end
        while lower < upper, text[lower].isWhitespace { lower += 1 }
        while upper > lower, text[upper - 1].isWhitespace { upper -= 1 }
        // `value: v` first: a label, then a colon.
        var label = lower
        while label < upper, isWord(text[label]) { label += 1 }
        while label < upper, text[label].isWhitespace { label += 1 }
        guard lower < upper, label == lower || label == upper || text[label] != ":" else { return nil }
        return lower..<upper
    }

    /// How many lines at the start of `source` hold only attributes (`@MainActor`, `@available(iOS 17, *)`).
    static func attributeLines(_ source: [Character]) -> Int {
        var count = 0
        for line in source.split(omittingEmptySubsequences: false, whereSeparator: \.endsSwiftLine) {
            var rest = line.drop { $0.isWhitespace }
            guard rest.first == "@" else { break }
            while rest.first == "@" {
                rest = rest.dropFirst().drop { isWord($0) || $0 == "." }
                if rest.first == "(" {
                    guard let close = rest.firstIndex(of: ")") else { return count }
                    rest = rest[rest.index(after: close)...]
                }
                rest = rest.drop { $0.isWhitespace }
            }
            guard rest.isEmpty else { break }
            count += 1
        }
        return count
    }

    static func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
}

/// Two texts as a common beginning (``prefix`` characters), a changed middle on each side, and a
/// common end (``suffix`` characters); widening the middle moves characters out of the two common
/// parts, so both sides always share them.
private struct ChangedSpan {
    let a: [Character], b: [Character]
    private(set) var prefix = 0, suffix = 0

    init(a: [Character], b: [Character]) {
        self.a = a
        self.b = b
        let shorter = min(a.count, b.count)
        while prefix < shorter, a[prefix] == b[prefix] { prefix += 1 }
        while suffix < shorter - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
    }

    var old: ArraySlice<Character> { a[prefix..<(a.count - suffix)] }
    var new: ArraySlice<Character> { b[prefix..<(b.count - suffix)] }

    /// Out to whole tokens on both ends: `0.2`/`0.35` rather than `2`/`35`, `dampingFraction`
    /// rather than `Fraction`.
    mutating func widenToTokens() {
        while prefix > 0, Self.joins(a, at: prefix) || Self.joins(b, at: prefix) { prefix -= 1 }
        while suffix > 0, Self.joins(a, at: a.count - suffix) || Self.joins(b, at: b.count - suffix) { suffix -= 1 }
    }

    /// Something added or removed (`0.45` → `0.45, bounce: 0.2`) is shown with the token before it,
    /// so neither side of the arrow is empty.
    mutating func includeNeighbourIfEmpty() {
        guard old.isEmpty || new.isEmpty else { return }
        if prefix > 0 {
            while prefix > 1, a[prefix - 1] == " " || a[prefix - 1] == "\t" { prefix -= 1 }
            prefix -= 1
        } else if suffix > 0 {
            while suffix > 1, a[a.count - suffix] == " " || a[a.count - suffix] == "\t" { suffix -= 1 }
            suffix -= 1
        }
        widenToTokens()
    }

    /// Out until each side's brackets close within it: `.spring(…) → .snappy(duration: 0.25)`
    /// rather than `.spring(… → .snappy(duration: 0.25` before a shared `)`.
    mutating func balanceBrackets() {
        var x = Brackets(old), y = Brackets(new)
        while true {
            if x.opens > 0 || y.opens > 0, suffix > 0 {
                let c = a[a.count - suffix]
                x.append(c)
                y.append(c)
                suffix -= 1
            } else if x.closes > 0 || y.closes > 0, prefix > 0 {
                let c = a[prefix - 1]
                x.prepend(c)
                y.prepend(c)
                prefix -= 1
            } else {
                return
            }
        }
    }

    /// The line the change is on with `old → new` in it, cut around the change to fit; the lines old
    /// and new when the change crosses a line or is long.
    var quote: String {
        let lineStart = (a[..<prefix].lastIndex(where: \.endsSwiftLine) ?? -1) + 1
        let old = self.old.isEmpty ? "(empty)" : String(self.old), new = self.new.isEmpty ? "(empty)" : String(self.new)
        guard !old.contains(where: \.endsSwiftLine), !new.contains(where: \.endsSwiftLine), max(old.count, new.count) <= SwiftQuote.maximumChange else {
            let half = (SpecParameter.maximumText - 3) / 2
            return Self.cut(Self.lines(a, from: lineStart, through: a.count - suffix), keepingStart: half) + " → "
                + Self.cut(Self.lines(b, from: lineStart, through: b.count - suffix), keepingStart: half)
        }
        let end = a.count - suffix
        let lineEnd = a[end...].firstIndex(where: \.endsSwiftLine) ?? a.count
        let before = String(a[lineStart..<prefix].drop { $0.isWhitespace })
        var after = String(a[end..<lineEnd])
        while after.last?.isWhitespace == true { after.removeLast() }
        let change = old + " → " + new
        let room = max(SpecParameter.maximumText - change.count, 0) / 2
        return Self.cut(before, keepingEnd: room) + change + Self.cut(after, keepingStart: room)
    }

    /// The lines of `text` from `start` through the one holding the character before `end`, each
    /// trimmed, joined by a space.
    private static func lines(_ text: [Character], from start: Int, through end: Int) -> String {
        let lineEnd = text[min(max(end - 1, start), text.count)...].firstIndex(where: \.endsSwiftLine) ?? text.count
        return text[start..<max(lineEnd, start)].split(whereSeparator: \.endsSwiftLine)
            .map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    private static func cut(_ text: String, keepingStart count: Int) -> String {
        text.count <= count ? text : String(text.prefix(max(count - 1, 0))) + "…"
    }

    private static func cut(_ text: String, keepingEnd count: Int) -> String {
        text.count <= count ? text : "…" + String(text.suffix(max(count - 1, 0)))
    }

    /// Whether the characters either side of `i` belong to one token: a word (`bounce`, `0`), a
    /// number with its point and sign (`-0.05`), a member with its dot (`.spring`, not `Animation.`).
    private static func joins(_ t: [Character], at i: Int) -> Bool {
        guard i > 0, i < t.count else { return false }
        let left = t[i - 1], right = t[i]
        let beforeLeft: Character? = i >= 2 ? t[i - 2] : nil
        let afterRight: Character? = i + 1 < t.count ? t[i + 1] : nil
        let word = SwiftQuote.isWord
        // After a word or a closing bracket, `.` is a member access and `-` subtracts.
        let standsAlone = beforeLeft.map { !word($0) && !")]?!".contains($0) } ?? true
        if word(left) && word(right) { return true }
        if right == ".", left.isNumber, afterRight?.isNumber == true { return true }
        if left == ".", right.isNumber, beforeLeft?.isNumber == true { return true }
        if left == ".", word(right), standsAlone { return true }
        return left == "-" && right.isNumber && standsAlone
    }
}

/// Brackets left open or closed in a text, all kinds counted as one: enough to keep a quote from
/// cutting a call in two.
private struct Brackets {
    var opens = 0, closes = 0

    init(_ text: ArraySlice<Character>) { for c in text { append(c) } }

    mutating func append(_ c: Character) {
        if "([{".contains(c) {
            opens += 1
        } else if ")]}".contains(c) {
            if opens > 0 { opens -= 1 } else { closes += 1 }
        }
    }

    mutating func prepend(_ c: Character) {
        if ")]}".contains(c) {
            closes += 1
        } else if "([{".contains(c) {
            if closes > 0 { closes -= 1 } else { opens += 1 }
        }
    }
}
