import Foundation
import Scene
import SwiftModel
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Reads Swift files into ``SwiftFile`` values: parsed by swift-syntax, operators folded with
/// Swift's precedence, declarations and sites collected.
///
/// ```swift
/// let file = try SwiftSourceReader.read(contentsOf: url, path: "App/ContentView.swift")
/// file.sites.map(\.label)          // [".transition(…)", ".animation(…) on selectedTab"]
/// ```
///
/// A file that does not parse is refused at its first syntax error, with swift-syntax's message.
/// Every bound is checked before it is needed: the file's size and the nesting of square brackets
/// before parsing, the nesting of brackets while parsing (the parser's own limit), and the depth
/// of the tree (chains of members or operators) before the tree is walked recursively.
public enum SwiftSourceReader {
    /// Reads the file at `url`; `path` is how messages name it.
    public static func read(contentsOf url: URL, path: String) throws(SwiftReadError) -> SwiftFile {
        // Looked at before it is opened: a FIFO would block the open, a huge file the memory.
        switch FileStatus.of(url.path) {
        case .failure(let error) where error.isNotFound:
            throw SwiftReadError(file: path, "not found (looked for \(url.path))" + nearestSwiftFile(to: url))
        case .failure(let error):
            throw SwiftReadError(file: path, "cannot be read (\(error))")
        case .success(let status) where status.kind == .folder:
            throw SwiftReadError(file: path, "is a folder, not a Swift file")
        case .success(let status) where status.kind != .regular:
            throw SwiftReadError(file: path, "is \(status.kind.description), not a Swift file; skipped without opening it")
        case .success(let status) where status.size > Int64(Limits.maximumSwiftFileBytes):
            throw SwiftReadError(file: path, "is \(status.size) bytes, larger than \(Limits.maximumSwiftFileBytes), the most a "
                                 + "Swift file may be; not read")
        case .success:
            break
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SwiftReadError(file: path, "cannot be read (\((error as NSError).localizedDescription))")
        }
        guard data.count <= Limits.maximumSwiftFileBytes else {
            throw tooLarge(path)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let offset = String.firstInvalidUTF8Byte(in: data) ?? 0
            let valid = String(decoding: data.prefix(offset), as: UTF8.self)
            throw SwiftReadError(file: path, location: TreeDepth.location(ofOffset: valid.utf8.count, in: valid, path: path),
                                 String(format: "is not UTF-8 text: byte 0x%02X here is not valid UTF-8; save the file as UTF-8",
                                        data.count > offset ? data[data.startIndex + offset] : 0))
        }
        return try read(text: text, path: path)
    }

    /// The refusal of a file found too large once read (it may have grown since it was looked at),
    /// or given as text that is.
    private static func tooLarge(_ path: String) -> SwiftReadError {
        SwiftReadError(file: path, "is larger than \(Limits.maximumSwiftFileBytes) bytes, the most a linked Swift file may be")
    }

    /// "; did you mean ContentView.swift?" for the `.swift` file beside `url` whose name is
    /// closest to the one asked for, when one is close; else nothing.
    public static func nearestSwiftFile(to url: URL) -> String {
        let folder = url.deletingLastPathComponent()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return "" }
        let swift = names.filter { $0.hasSuffix(".swift") }.sorted().prefix(Limits.maximumImportedSwiftFiles)
        guard let closest = Suggestions.closest(to: url.lastPathComponent, among: Array(swift)) else {
            return swift.isEmpty ? "" : "; the Swift files there: " + swift.prefix(8).joined(separator: ", ")
                + (swift.count > 8 ? ", …" : "")
        }
        return "; did you mean \(closest)?"
    }

    /// Reads Swift source given as text; `path` is how messages name it.
    public static func read(text: String, path: String) throws(SwiftReadError) -> SwiftFile {
        try ParsedFiles.shared.file(text: text, path: path) { () throws(SwiftReadError) in try parse(text: text, path: path) }
    }

    /// `text` parsed and read, every time: what ``read(text:path:)`` remembers.
    static func parse(text: String, path: String) throws(SwiftReadError) -> SwiftFile {
        guard text.utf8.count <= Limits.maximumSwiftFileBytes else {
            throw tooLarge(path)
        }
        if let offset = SquareBracketScan.firstBeyond(Limits.maximumSwiftSquareNesting, in: text) {
            throw SwiftReadError(file: path, location: TreeDepth.location(ofOffset: offset, in: text, path: path),
                                 "square brackets nested more than \(Limits.maximumSwiftSquareNesting) deep; MotionReel reads "
                                 + "files whose brackets nest at most that deep (the parser's time grows exponentially with it)")
        }
        let parsed = Array(text.utf8).withUnsafeBufferPointer { buffer in
            Parser.parse(source: buffer, maximumNestingLevel: Limits.maximumSwiftNesting)
        }
        // Before anything walks the tree recursively — swift-syntax's own location converter too.
        if let node = TreeDepth.firstBeyond(Limits.maximumSwiftChain * 2, in: Syntax(parsed)) {
            throw SwiftReadError(file: path, location: TreeDepth.location(of: node, in: text, path: path),
                                 "this expression is too deep (a chain of more than \(Limits.maximumSwiftChain) members, calls "
                                 + "or operators); MotionReel reads files whose expressions are at most that deep")
        }
        let plainLocator = Locator(path: path, tree: parsed)
        // swift-syntax 603 traps while building the Fix-It of an `=` whose two sides' whitespace
        // differs when neither side lacks a space (a fuzzer finding): say that error ourselves,
        // before its diagnostics generator is asked for Fix-Its.
        for token in parsed.tokens(viewMode: .all) where token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides {
            let place = plainLocator.converter.location(for: token.positionAfterSkippingLeadingTrivia)
            throw SwiftReadError(file: path, location: CodeLocation(file: path, line: place.line, column: place.column),
                                 "syntax error: '=' must have consistent whitespace on both sides")
        }
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: parsed).filter { $0.diagMessage.severity == .error }
        if let first = diagnostics.first {
            let place = first.location(converter: plainLocator.converter)
            throw SwiftReadError(file: path, location: CodeLocation(file: path, line: place.line, column: place.column),
                                 "syntax error: \(first.message)")
        }
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
        var converter = SyntaxConverter(locator: Locator(path: path, tree: folded))
        converter.configuration = .forFile(at: path)
        var declarations = DeclarationReader(converter: converter)
        declarations.read(folded)
        let visitor = SiteVisitor(converter: converter)
        visitor.walk(folded)
        // A custom `Transition` conformer is a transition type too (`static var twirl: Twirl { … }`).
        let transitionTypes = Set(declarations.types.filter { $0.conformances.contains("Transition") }.map(\.name))
        // A property typed by a nested type of SwiftUI's name (`fileprivate enum Animation` in the
        // type that declares it) holds that type, not an animation: no site.
        let nested = Set(declarations.types.filter(\.isNested).map(\.path))
        let sites = visitor.sites + declarations.declarations.compactMap { declaration -> Site? in
            if let owner = declaration.ownerPath, let type = declaration.type.map(DeclarationReader.typeName),
               nested.contains(owner + "." + type.trimmingCharacters(in: CharacterSet(charactersIn: "?"))) { return nil }
            return declarationSite(declaration, transitionTypes: transitionTypes)
        }
        return SwiftFile(path: path, text: text, declarations: declarations.declarations, enums: declarations.enums,
                         sites: sites.sorted { $0.location < $1.location }, types: declarations.types)
    }

    /// A declaration of an `AnyTransition` or `Animation` value is a site too, so `symbol:` can name it.
    static func declarationSite(_ declaration: Declaration, transitionTypes: Set<String> = []) -> Site? {
        let kind: Site.Kind
        if SiteVisitor.isTransitionType(declaration.type)
            || declaration.type.map({ transitionTypes.contains(DeclarationReader.typeName($0)) }) == true
            || (declaration.isStatic && declaration.owner == "Transition") {
            // `extension Transition where Self == Twirl { static var twirl: Twirl { Twirl() } }`.
            kind = .transition
        } else if let type = declaration.type.map(DeclarationReader.typeName),
                  type == "Animation" || type == "Animation?" || declaration.type == "Animation?" {
            kind = .animation
        } else if declaration.type == nil, declaration.isStatic, declaration.owner == "AnyTransition" {
            kind = .transition
        } else if declaration.type == nil, declaration.isStatic, declaration.owner == "Animation" {
            kind = .animation
        } else if declaration.type == nil, case .stored(_, _, _, let value?) = declaration.kind,
                  let root = rootName(value), root == "AnyTransition" || root == "Animation" {
            kind = root == "AnyTransition" ? .transition : .animation
        } else {
            return nil
        }
        return Site(kind: kind, form: .declaration(declaration), location: declaration.location, span: declaration.span,
                    argument: nil, value: nil, owner: declaration.owner, enclosingFunction: nil)
    }

    /// The name a chain of members and calls starts from: `Animation` in `Animation.spring().delay(1)`.
    private static func rootName(_ expression: CodeExpression) -> String? {
        switch expression.kind {
        case .name(let name): name
        case .member(let base, _): rootName(base)
        case .call(let callee, _): rootName(callee)
        default: nil
        }
    }
}

/// How deep a syntax tree goes — and will go once its operators are folded — found without
/// recursion, so a pathological file cannot exhaust the stack of the visitors that walk it after.
enum TreeDepth {
    /// The first node deeper than `limit` (a chain of members or calls nests one level a link),
    /// or the first operator sequence that would fold deeper than it; nil when the tree stays within.
    static func firstBeyond(_ limit: Int, in root: Syntax) -> Syntax? {
        var stack: [(Syntax, Int)] = [(root, 1)]
        while let (node, depth) = stack.popLast() {
            if depth > limit { return node }
            // `1 + 1 + …` is flat until folded, then one level deeper an operator.
            if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count > 2 * Limits.maximumSwiftChain {
                return node
            }
            for child in node.children(viewMode: .sourceAccurate) { stack.append((child, depth + 1)) }
        }
        return nil
    }

    /// Where `node` starts, counted in `text` itself (a converter would walk the deep tree).
    static func location(of node: Syntax, in text: String, path: String) -> CodeLocation {
        location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset, in: text, path: path)
    }

    /// The line and column of the byte at `offset` in `text`.
    static func location(ofOffset offset: Int, in text: String, path: String) -> CodeLocation {
        SwiftFile.location(ofOffset: offset, in: text, path: path)
    }
}
