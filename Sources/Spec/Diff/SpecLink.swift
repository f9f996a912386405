import Foundation

/// A `swift:` link as a spec records it (`links`): where in the app's Swift a preset's motion was
/// read, that site's source text and the declarations its value is made of — so a diff can name
/// the place a cause came from and quote the code as the author wrote it (``LinkDiff``).
public struct SpecLink: Sendable, Equatable {
    /// Where the preset uses it: `transition.animation`, `timeline[2].animation`.
    public var role: String
    /// The Swift file, as the preset wrote it (relative to the preset's folder).
    public var file: String
    /// The Swift file as a reviewer opens it (``RepositoryPath``); nil in a spec written before
    /// specs recorded it.
    public var path: String?
    /// The line of the call or of the declaration's name.
    public var line: Int
    public var column: Int?
    /// How the site reads (`withAnimation in body`): two sites of a role are one when it is the same.
    public var site: String?
    /// The site's source text as written, at most ``maximumSource`` characters.
    public var source: String
    /// The declarations the site's value is made of besides its own text (`static let cardSpring = …`).
    public var reads: [Read] = []

    /// A declaration a link reads, with its text.
    public struct Read: Sendable, Equatable {
        /// `ContentView.cardSpring`: how one version's declaration is matched with the other's.
        public var name: String
        public var file: String
        public var path: String?
        public var line: Int
        public var source: String
    }

    public init(role: String, file: String, path: String? = nil, line: Int, column: Int? = nil, site: String? = nil,
                source: String, reads: [Read] = []) {
        self.role = role
        self.file = file
        self.path = path
        self.line = line
        self.column = column
        self.site = site
        self.source = source
        self.reads = reads
    }

    /// `ContentView.swift:60`: how the parameters read from the link name their ``SpecParameter/source``.
    public var place: String { "\(file):\(line)" }
}

extension SpecLink {
    /// How many links one spec may list; a preset has a handful.
    static let maximumCount = 1_000
    /// How many declarations one link may read; a site reads a few.
    static let maximumReads = 100
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
                  let line = lineNumber(link["line"]) else { return nil }
            let reads = ((link["reads"] as? [Any]) ?? []).prefix(maximumReads).compactMap { item -> Read? in
                guard let read = item as? [String: Any], let name = SpecParameter.text(read["name"]),
                      let file = SpecParameter.text(read["file"]), let line = lineNumber(read["line"]) else { return nil }
                return Read(name: name, file: file, path: SpecParameter.text(read["path"]), line: line, source: source(read["source"]))
            }
            return SpecLink(role: role, file: file, path: SpecParameter.text(link["path"]), line: line,
                            column: lineNumber(link["column"]), site: SpecParameter.text(link["site"]),
                            source: source(link["source"]), reads: reads)
        }
    }

    private static func lineNumber(_ value: Any?) -> Int? {
        guard let line = SpecParameter.number(value), line >= 1, line <= Double(maximumLine) else { return nil }
        return Int(line)
    }

    private static func source(_ value: Any?) -> String {
        (value as? String).map { String($0.prefix(maximumSource)) } ?? ""
    }
}
