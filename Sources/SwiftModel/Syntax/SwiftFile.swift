import Foundation

/// One Swift file as MotionReel reads it: its declarations, enums and sites.
public struct SwiftFile: Sendable, Hashable {
    /// The file as the user named it (relative to the preset, or as typed), for locations.
    public var path: String
    /// The text, for quoting sites and expressions.
    public var text: String
    public var declarations: [Declaration]
    public var enums: [EnumDeclaration]
    public var sites: [Site]

    public init(path: String, text: String, declarations: [Declaration], enums: [EnumDeclaration], sites: [Site]) {
        self.path = path
        self.text = text
        self.declarations = declarations
        self.enums = enums
        self.sites = sites
    }

    /// The source text of `span`, trimmed.
    public func text(of span: CodeSpan) -> String {
        let utf8 = text.utf8
        let lower = max(0, min(span.offsets.lowerBound, utf8.count))
        let upper = max(lower, min(span.offsets.upperBound, utf8.count))
        let start = utf8.index(utf8.startIndex, offsetBy: lower)
        let end = utf8.index(utf8.startIndex, offsetBy: upper)
        return String(decoding: utf8[start..<end], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
