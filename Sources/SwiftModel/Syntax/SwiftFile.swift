import Foundation
import Scene

/// One Swift file as MotionReel reads it: its declarations, types, enums and sites.
public struct SwiftFile: Sendable, Hashable {
    /// The file as the user named it (relative to the preset, or as typed), for locations.
    public var path: String
    /// The text, for quoting sites and expressions.
    public var text: String
    public var declarations: [Declaration]
    public var enums: [EnumDeclaration]
    public var sites: [Site]
    /// The types and extensions it declares, with their conformances.
    public var types: [TypeDeclaration]

    public init(path: String, text: String, declarations: [Declaration], enums: [EnumDeclaration], sites: [Site],
                types: [TypeDeclaration] = []) {
        self.path = path
        self.text = text
        self.declarations = declarations
        self.enums = enums
        self.sites = sites
        self.types = types
    }

    /// The source text of `span`, trimmed.
    public func text(of span: CodeSpan) -> String {
        let utf8 = text.utf8
        let lower = max(0, min(span.offsets.lowerBound, utf8.count))
        let upper = max(lower, min(span.offsets.upperBound, utf8.count))
        let start = utf8.index(utf8.startIndex, offsetBy: lower)
        let end = utf8.index(utf8.startIndex, offsetBy: upper)
        // Trimmed by Unicode's White_Space, without Foundation's `trimmingCharacters`, which
        // bridges through NSString (a twentieth of a catalogue's time).
        var scalars = String(decoding: utf8[start..<end], as: UTF8.self).unicodeScalars[...]
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    /// The line and column of the UTF-8 byte at `offset` in `text`, counted in the text itself (so
    /// it needs no syntax tree, which may be too deep to walk), with the compiler's line breaks.
    public static func location(ofOffset offset: Int, in text: String, path: String) -> CodeLocation {
        let place = SourceLines(text, rule: .swift, before: offset).place(ofOffset: offset, in: text)
        return CodeLocation(file: path, line: place.line, column: place.column)
    }
}
