import Foundation

/// A `swift:` link as a spec records it (`links`): where in the app's Swift a preset's motion was
/// read, and that site's source text — so a diff can name the place a cause came from and quote
/// the call as the author wrote it (``LinkDiff``).
public struct SpecLink: Sendable, Equatable {
    /// Where the preset uses it: `transition.animation`, `timeline[2].animation`.
    public var role: String
    /// The Swift file, as the preset wrote it (relative to the preset's folder).
    public var file: String
    /// The line of the call or of the declaration's name.
    public var line: Int
    /// The site's source text as written, at most ``maximumSource`` characters.
    public var source: String

    /// `ContentView.swift:60`: how the parameters read from the link name their ``SpecParameter/source``.
    public var place: String { "\(file):\(line)" }
}

extension SpecLink {
    /// How many links one spec may list; a preset has a handful.
    static let maximumCount = 1_000
    /// The longest source kept: a view's whole `body` is far below it. A change past it is not quoted.
    static let maximumSource = 20_000
    /// The largest line number read; a file of more lines is not Swift anyone edits by hand.
    static let maximumLine = 10_000_000

    /// The links of a spec's top level, in its order. A link of an unexpected shape is left out
    /// (spec files are input: a wrong one explains less, it never stops the diff).
    static func read(_ top: [String: Any]) -> [SpecLink] {
        ((top["links"] as? [Any]) ?? []).prefix(maximumCount).compactMap { item in
            guard let link = item as? [String: Any],
                  let role = SpecParameter.text(link["role"]), let file = SpecParameter.text(link["file"]),
                  let line = SpecParameter.number(link["line"]), line >= 1, line <= Double(maximumLine) else { return nil }
            let source = (link["source"] as? String).map { String($0.prefix(maximumSource)) } ?? ""
            return SpecLink(role: role, file: file, line: Int(line), source: source)
        }
    }
}
