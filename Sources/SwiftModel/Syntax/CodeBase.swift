import Foundation
import Locking
import Scene

/// The Swift files a link reads, together: one namespace, as the compiler would see them.
///
/// ```swift
/// let code = CodeBase([file])
/// code.declarations(named: "tabTransition")      // wherever it is declared
/// code.sites.filter { $0.kind == .transition }
/// ```
public struct CodeBase: Sendable, Hashable {
    public let files: [SwiftFile]
    public let declarations: [Declaration]
    public let enums: [EnumDeclaration]
    public let sites: [Site]
    public let assignments: [StateAssignment]
    /// The types and extensions the files declare, in file order.
    public let types: [TypeDeclaration]
    /// Every place the code creates a type the files declare (`Child(isOn: $flag)`), by the
    /// created type's name: who sets a view's inputs (``ViewInputs``).
    public let creations: [String: [ViewInputs.Creation]]
    /// Each view type's `body` as a tree of views (``ViewNode``), read once here.
    let viewTrees: [String: ViewNode]
    /// Where each file's lines start, by path: a place from an offset in a binary search, not a
    /// scan of the file from its start (the catalogue asks for thousands).
    let lines: [String: SourceLines]
    /// The declarations by name, in file order: a member found by a lookup, not a scan of every
    /// declaration (evaluation asks for one at every name it meets).
    let byName: [String: [Declaration]]
    /// The declarations by the type they are members of, in file order (nil owner: file level is
    /// not indexed): a type's members without a scan of the folder, which made the catalogue
    /// quadratic in the number of files.
    let byOwner: [String: [Declaration]]
    /// The types and extensions by name, and the enums by name (the first of each), and each
    /// file's place in ``files`` by path, for the same reason.
    let typesByName: [String: [TypeDeclaration]]
    /// The types and extensions by their qualified name (``TypeDeclaration/path``), and the members
    /// by their owner's (``Declaration/ownerPath``): `Game.State` apart from `Home.State`.
    let typesByPath: [String: [TypeDeclaration]]
    let byOwnerPath: [String: [Declaration]]
    let enumsByName: [String: EnumDeclaration]
    let fileIndex: [String: Int]
    /// The assignments by the type whose code makes them, in file order.
    let assignmentsByOwner: [String: [StateAssignment]]
    /// The creations each type's code writes, by creator, each with the created type, ordered by
    /// the created type's name (then place) so that what is read from them does not depend on
    /// a dictionary's order.
    let creationsByCreator: [String: [(created: String, creation: ViewInputs.Creation)]]
    /// What is read from the code on first asking and kept, shared by the copies of this value.
    let memo = Memo()

    /// Readings kept once made: each is a function of the files alone, so a copy of the code base
    /// may share them, and they are not part of its equality.
    final class Memo: Sendable {
        let modifierPlaces = Locked<[String: [(place: ModifierPlace, block: Block, owner: String)]]>([:])
        /// Where each type's view-building members are shown (``MemberUse``), by type.
        let memberUses = Locked<[String: [String: MemberUse]]>([:])
        /// Every action sent to a store (``ActionSends``).
        let sends = Locked<[ActionSends.Send]?>(nil)
    }

    public init(_ files: [SwiftFile]) {
        self.files = files
        declarations = files.flatMap(\.declarations)
        enums = files.flatMap(\.enums)
        types = files.flatMap(\.types)
        sites = files.flatMap(\.sites).sorted { $0.location < $1.location }
        assignments = AssignmentAnalysis.assignments(in: declarations)
        creations = ViewInputs.creations(in: declarations, typeNames: Set(types.map(\.name)))
        let reading = ViewTreeReading(declarations: declarations)
        var trees: [String: ViewNode] = [:]
        for declaration in declarations where declaration.name == "body" {
            guard let owner = declaration.owner, trees[owner] == nil, let tree = reading.tree(of: owner) else { continue }
            trees[owner] = tree
        }
        viewTrees = trees
        lines = Dictionary(files.map { ($0.path, SourceLines($0.text, rule: .swift)) }, uniquingKeysWith: { first, _ in first })
        byName = Dictionary(grouping: declarations, by: \.name)
        byOwner = Dictionary(grouping: declarations.filter { $0.owner != nil }, by: { $0.owner! })
        typesByName = Dictionary(grouping: types, by: \.name)
        typesByPath = Dictionary(grouping: types, by: \.path)
        byOwnerPath = Dictionary(grouping: declarations.filter { $0.ownerPath != nil }, by: { $0.ownerPath! })
        // A bare name means the top-level type where there is one (``TypeDeclaration/isNested``):
        // an enum nested in another type does not hide a top-level struct of its name, nor a type
        // of SwiftUI's (a reducer's `fileprivate enum Animation` is not `Animation.default`'s).
        let topLevel = Set(types.filter { !$0.isNested && $0.kind != .extension }.map(\.name))
            .union(enums.map(\.name).filter { Vocabulary.isTypeName($0) || KnownTypes.names.contains($0) })
        enumsByName = Dictionary(enums.filter { !$0.isNested || !topLevel.contains($0.name) }.map { ($0.name, $0) },
                                 uniquingKeysWith: { first, later in first.isNested && !later.isNested ? later : first })
        fileIndex = Dictionary(files.indices.map { (files[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
        assignmentsByOwner = Dictionary(grouping: assignments.filter { $0.owner != nil }, by: { $0.owner! })
        var byCreator: [String: [(created: String, creation: ViewInputs.Creation)]] = [:]
        for (created, made) in creations.sorted(by: { $0.key < $1.key }) {
            for creation in made { byCreator[creation.creator, default: []].append((created, creation)) }
        }
        creationsByCreator = byCreator
    }

    /// Two code bases are equal when they read the same files: everything else is made from them.
    public static func == (lhs: CodeBase, rhs: CodeBase) -> Bool {
        lhs.files == rhs.files
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(files)
    }

    /// The members of the type `owner` (declared in it or an extension of it), in file order.
    public func members(of owner: String) -> [Declaration] {
        byOwner[owner] ?? []
    }

    /// The assignments the code of the type `owner` makes, in file order.
    public func assignments(in owner: String) -> [StateAssignment] {
        assignmentsByOwner[owner] ?? []
    }

    /// The views of the folder's types that `creator`'s code creates, ordered by the created
    /// type's name, each creation in file order.
    public func creations(by creator: String) -> [(created: String, creation: ViewInputs.Creation)] {
        creationsByCreator[creator] ?? []
    }

    /// The file at `path`, if the code holds it.
    public func file(at path: String) -> SwiftFile? {
        fileIndex[path].map { files[$0] }
    }

    /// Every declaration called `name`, in file order; `owner` narrows it to one type's.
    public func declarations(named name: String, owner: String? = nil) -> [Declaration] {
        (byName[name] ?? []).filter { owner == nil || $0.owner == owner }
    }

    /// The member `name` of `owner` (declared in it or an extension of it): static ones when
    /// `isStatic`, instance ones otherwise; nil owner is file level. Those in the file `preferring`
    /// come first: when several files declare the same type (two versions of a view, side by side),
    /// code reaches its own file's declarations.
    public func member(_ name: String, of owner: String?, isStatic: Bool? = nil, preferring file: String? = nil) -> [Declaration] {
        let found = (byName[name] ?? []).filter { $0.owner == owner && (isStatic == nil || $0.isStatic == isStatic) }
        guard let file else { return found }
        return found.filter { $0.location.file == file } + found.filter { $0.location.file != file }
    }

    /// The members of the type whose qualified name is `path` (`Game.State`), in file order.
    public func members(ofPath path: String) -> [Declaration] {
        byOwnerPath[path] ?? []
    }

    /// The type (not an extension) whose qualified name is `path`.
    public func type(path: String) -> TypeDeclaration? {
        (typesByPath[path] ?? []).first { $0.kind != .extension }
    }

    /// The qualified name of the type `written` names inside the type `context` (`ButtonState`
    /// inside `Feature.State` is `Feature.ButtonState`): Swift looks in the enclosing types from
    /// the innermost out, then at file level. Nil when the files declare no such type.
    public func qualifiedType(_ written: String, in context: String?) -> String? {
        let name = written.split(separator: "<").first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? written
        var scopes = context.map { $0.split(separator: ".").map(String.init) } ?? []
        while true {
            let candidate = (scopes + [name]).joined(separator: ".")
            if type(path: candidate) != nil { return candidate }
            guard !scopes.isEmpty else { return nil }
            scopes.removeLast()
        }
    }

    /// The enum called `name`.
    public func enumeration(_ name: String) -> EnumDeclaration? {
        enumsByName[name]
    }

    /// The type called `name` as it is declared (not one of its extensions), preferring the file
    /// `file` when several declare it.
    public func type(_ name: String, preferring file: String? = nil) -> TypeDeclaration? {
        var found = (typesByName[name] ?? []).filter { $0.kind != .extension }
        if found.contains(where: { !$0.isNested }) { found = found.filter { !$0.isNested } }
        return found.first { $0.location.file == file } ?? found.first
    }

    /// Whether the type `name` conforms to `proto`, in its declaration or in any extension.
    public func conforms(_ name: String, to proto: String) -> Bool {
        (typesByName[name] ?? []).contains { $0.conformances.contains(proto) }
    }

    /// Whether `name` is a type — one the files declare, an enum, or a SwiftUI or Foundation type
    /// MotionReel knows — and so never a variable.
    public func isTypeName(_ name: String) -> Bool {
        type(name) != nil || enumeration(name) != nil || Vocabulary.isTypeName(name) || KnownTypes.names.contains(name)
    }

    /// The stored property `name` wherever it is declared (for a state variable: its type,
    /// wrapper and initial value).
    public func storedProperty(_ name: String, owner: String? = nil) -> Declaration? {
        byName[name]?.first { $0.isStored && (owner == nil || $0.owner == owner) }
    }

    /// The `body` of the view type `name`.
    public func viewBody(of name: String) -> Block? {
        for declaration in members(of: name) where declaration.name == "body" {
            if case .computed(let body) = declaration.kind { return body }
        }
        return nil
    }

    /// Where the `body` of the view type `name` is declared.
    public func viewBodyLocation(of name: String) -> CodeLocation? {
        members(of: name).first { $0.name == "body" }?.location
    }

    /// The names of every type with declarations or a body here, for suggestions.
    public var typeNames: [String] {
        var seen = Set<String>()
        return (declarations.compactMap(\.owner) + enums.map(\.name))
            .filter { seen.insert($0).inserted }
    }

    /// The source text of `span` (from the file it is in), trimmed.
    public func text(of span: CodeSpan) -> String {
        file(at: span.start.file)?.text(of: span) ?? ""
    }

    /// The place of the UTF-8 byte at `offset` in `file`, for a name inside an expression whose
    /// node starts earlier (the `.blur` of `content.blur(radius: 4)`); nil when there is no such file.
    public func location(ofOffset offset: Int, in file: String) -> CodeLocation? {
        guard let table = lines[file], let text = self.file(at: file)?.text else { return nil }
        let place = table.place(ofOffset: offset, in: text)
        return CodeLocation(file: file, line: place.line, column: place.column)
    }

    /// The text of the line `location` is on, trimmed, for quoting a place in a message.
    public func line(at location: CodeLocation) -> String {
        guard let file = file(at: location.file), let table = lines[file.path] else { return "" }
        return table.text(ofLine: location.line, in: file.text).trimmingCharacters(in: .whitespaces)
    }
}
