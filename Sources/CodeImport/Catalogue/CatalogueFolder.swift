import Foundation
import SwiftModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder a catalogue is written into, kept in step with the code: a preset per film at
/// `FOLDER/<SwiftFile>/<Type>.<state>.yaml` (names that do not change when lines move), each
/// beginning with ``CatalogueDraft/marker``. A marked file is rewritten only when its content
/// would change; a file whose marker was removed is the user's and is left alone; a marked file
/// whose film is gone from the code is removed. Every write goes to a temporary file in the same
/// folder and is renamed into place, so a killed import leaves whole files only; nothing is
/// written outside the folder.
public struct CatalogueFolder: Sendable {
    /// A preset the catalogue wants in the folder.
    public struct Entry: Sendable {
        /// Relative to the folder: `CardDetail/CardRow.isExpanded.yaml`.
        public var path: String
        public var text: String
        public var film: CatalogueFilm
    }

    public enum Outcome: String, Sendable {
        case written, unchanged, kept, removed
    }

    public let folder: URL
    public let entries: [Entry]

    /// The entries for `catalogue`'s films, their Swift files found through `fileURLs` (display path → URL).
    public init(_ catalogue: Catalogue, code: CodeBase, fileURLs: [String: URL], folder: URL) {
        self.folder = folder
        let films = catalogue.films.filter { fileURLs[$0.file] != nil }
        let folders = Self.folderNames(of: films.map(\.file))
        let names = Self.presetNames(of: films, folders: folders)
        var used = Set<String>()
        var entries: [Entry] = []
        let dependencies = Dependencies(code)
        for (film, name) in zip(films, names) {
            guard let swift = fileURLs[film.file], let own = folders[film.file] else { continue }
            // One type's state twice in one file (two nested types of one name) is the only clash left.
            let base = "\(own)/\(Self.safe(film.type)).\(Self.safe(film.state))"
            let path = Self.claim(base, suffix: ".yaml", in: &used)
            let files = [swift] + dependencies.files(for: film.file, evaluating: film.evaluated).compactMap { fileURLs[$0] }
            let preset = folder.appendingPathComponent(path)
            entries.append(Entry(path: path, text: CatalogueDraft.text(film, preset: preset, files: files, name: name),
                                 film: film))
        }
        self.entries = entries
    }

    /// The folder each Swift file's presets go in, named after the file (`Home`): one a file, none
    /// shared by two files. A file whose name another file of `files` has too (`Home.swift`
    /// in each app of a repository; case and the characters a name cannot hold aside) keeps the
    /// plain name when it comes first; each other one adds the folders of its path below those all
    /// of them share (`App/AppB/Home.swift` and `App/AppC/Views/Home.swift` beside `App/AppA/Home.swift`:
    /// `Home-AppB`, `Home-AppC-Views`) — words from the path, so a name stays when lines move. A
    /// name still taken (by a file named `Home-AppB.swift`: plain names go first) gets `-2`.
    static func folderNames(of files: [String]) -> [String: String] {
        var order: [String] = [], seen = Set<String>()
        for file in files where seen.insert(file).inserted { order.append(file) }
        func stem(_ file: String) -> String {
            safe((file as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: ""))
        }
        func folders(_ file: String) -> [String] { Array(file.split(separator: "/").map(String.init).filter { $0 != "." }.dropLast()) }
        let alike = Dictionary(grouping: order) { stem($0).lowercased() }
        var names: [String: String] = [:], taken = Set<String>()
        // The plain names first, so none is taken by another file's longer one.
        for file in order where alike[stem(file).lowercased()]?.first == file {
            names[file] = stem(file)
            taken.insert(stem(file).lowercased())
        }
        for file in order where names[file] == nil {
            let group = alike[stem(file).lowercased()] ?? [file]
            let all = group.map(folders), mine = folders(file)
            let shared = all.dropFirst().reduce(all[0].count) { count, other in
                zip(all[0], other).prefix(count).prefix { $0 == $1 }.count
            }
            // A file in the folder the others are below: named after that folder.
            let own = mine.count > shared ? Array(mine[shared...]) : mine.suffix(1)
            names[file] = claim(([stem(file)] + own.map(safe)).joined(separator: "-"), in: &taken)
        }
        return names
    }

    /// Each film's preset name, which `batch` names its outputs after: `Type-state` (a model's
    /// property, `store.isOn`, gives `Type-store-isOn`: names have no dots) for the first film of
    /// that name, and the film's folder before it for each other one (`Home-AppB-Home-show`), so
    /// no two presets of the catalogue share one.
    static func presetNames(of films: [CatalogueFilm], folders: [String: String]) -> [String] {
        let plain = films.map { "\(safe($0.type))-\(safe($0.state).replacingOccurrences(of: ".", with: "-"))" }
        var names = [String?](repeating: nil, count: films.count), taken = Set<String>()
        // The plain names first, so none is taken by another film's longer one.
        for (index, name) in plain.enumerated() where taken.insert(name.lowercased()).inserted { names[index] = name }
        for index in films.indices where names[index] == nil {
            names[index] = claim("\(folders[films[index].file] ?? "View")-\(plain[index])", in: &taken)
        }
        return names.map { $0 ?? "" }
    }

    /// `base + suffix`, or the first of `base-2 + suffix`, `base-3 + suffix`… not in `taken`
    /// (compared without case, as a Mac's file system does), which it is added to.
    static func claim(_ base: String, suffix: String = "", in taken: inout Set<String>) -> String {
        var name = base + suffix, n = 2
        while !taken.insert(name.lowercased()).inserted {
            name = "\(base)-\(n)\(suffix)"
            n += 1
        }
        return name
    }

    /// Brings the folder in step with `entries` (those in `skipped` left out, as films that did not
    /// validate): each entry's outcome, then each removed file's.
    public func apply(skipping skipped: Set<String> = []) throws -> [(path: String, outcome: Outcome)] {
        var outcomes: [(String, Outcome)] = []
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        var wanted = Set<String>()
        for entry in entries where !skipped.contains(entry.path) {
            wanted.insert(entry.path)
            let url = folder.appendingPathComponent(entry.path)
            if let existing = try? String(contentsOf: url, encoding: .utf8) {
                guard existing.hasPrefix(CatalogueDraft.marker) else {
                    outcomes.append((entry.path, .kept))
                    continue
                }
                if existing == entry.text {
                    outcomes.append((entry.path, .unchanged))
                    continue
                }
            }
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.writeAtomically(entry.text, to: url)
            outcomes.append((entry.path, .written))
        }
        // What a killed run left half-written: its temporary files (never a preset's own name).
        for leftover in Self.temporaryFiles(in: folder) { try? manager.removeItem(at: leftover) }
        for path in Self.markedFiles(in: folder) where !wanted.contains(path) && !skipped.contains(path) {
            try manager.removeItem(at: folder.appendingPathComponent(path))
            outcomes.append((path, .removed))
        }
        // A folder of its own the catalogue emptied (or made for a film that was refused) goes too.
        for entry in entries {
            let parent = folder.appendingPathComponent(entry.path).deletingLastPathComponent()
            if (try? manager.contentsOfDirectory(atPath: parent.path))?.isEmpty == true { try? manager.removeItem(at: parent) }
        }
        for path in outcomes.filter({ $0.1 == .removed }).map(\.0) {
            let parent = folder.appendingPathComponent(path).deletingLastPathComponent()
            if (try? manager.contentsOfDirectory(atPath: parent.path))?.isEmpty == true { try? manager.removeItem(at: parent) }
        }
        return outcomes
    }

    /// The `.yaml` files one folder deep that begin with the marker (symbolic links not followed).
    static func markedFiles(in folder: URL) -> [String] {
        let manager = FileManager.default
        var found: [String] = []
        guard let folders = try? manager.contentsOfDirectory(atPath: folder.path) else { return [] }
        for sub in folders.sorted() {
            let subURL = folder.appendingPathComponent(sub)
            guard let attributes = try? manager.attributesOfItem(atPath: subURL.path),
                  attributes[.type] as? FileAttributeType == .typeDirectory,
                  let names = try? manager.contentsOfDirectory(atPath: subURL.path) else { continue }
            for name in names.sorted() where name.hasSuffix(".yaml") {
                let url = subURL.appendingPathComponent(name)
                guard let attributes = try? manager.attributesOfItem(atPath: url.path),
                      attributes[.type] as? FileAttributeType == .typeRegular,
                      let handle = try? FileHandle(forReadingFrom: url) else { continue }
                let head = (try? handle.read(upToCount: CatalogueDraft.marker.utf8.count)) ?? Data()
                try? handle.close()
                if head == Data(CatalogueDraft.marker.utf8) { found.append("\(sub)/\(name)") }
            }
        }
        return found
    }

    /// The temporary files ``writeAtomically`` makes, one folder deep: `.NAME.yaml.PID.tmp`.
    static func temporaryFiles(in folder: URL) -> [URL] {
        let manager = FileManager.default
        guard let folders = try? manager.contentsOfDirectory(atPath: folder.path) else { return [] }
        return folders.flatMap { sub -> [URL] in
            let subURL = folder.appendingPathComponent(sub)
            let names = (try? manager.contentsOfDirectory(atPath: subURL.path)) ?? []
            return names.filter { $0.hasPrefix(".") && $0.hasSuffix(".tmp") && $0.contains(".yaml.") }
                .map { subURL.appendingPathComponent($0) }
        }
    }

    /// Writes `text` to a temporary file beside `url`, then renames it into place.
    static func writeAtomically(_ text: String, to url: URL) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        do {
            try Data(text.utf8).write(to: temporary)
            // rename(2) replaces the old file in one step: a reader sees the old text or the new.
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path,
                                                              NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// A name safe in a path and a preset name: letters, digits, `.`, `_`, `-`.
    static func safe(_ text: String) -> String {
        let mapped = String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "-" })
        let trimmed = mapped.trimmingCharacters(in: CharacterSet(charactersIn: ".-"))
        return trimmed.isEmpty ? "View" : trimmed
    }
}

/// Which other files a film's code needs: those declaring a type, a function, or a member of an
/// `Animation`/`AnyTransition`/`Transition`/`Color` extension that the code it evaluates names —
/// followed through those declarations' own code, never through whole files, and never for a name
/// its own file declares. A preset links just these, so a change elsewhere in the app does not
/// re-render it (an app's files mention each other's views everywhere; its motion rarely does).
struct Dependencies {
    /// Each name declared at a place the evaluator can reach, with the code that declares it.
    private var declared: [String: [(file: String, spans: [CodeSpan])]] = [:]
    private let code: CodeBase

    init(_ code: CodeBase) {
        self.code = code
        func add(_ name: String, _ file: String, _ spans: [CodeSpan]) { declared[name, default: []].append((file, spans)) }
        for type in code.types where type.kind != .extension {
            add(type.name, type.location.file, code.members(of: type.name).map(\.span))
        }
        for enumeration in code.enums { add(enumeration.name, enumeration.location.file, []) }
        for declaration in code.declarations
        where declaration.owner == nil || ["Animation", "AnyTransition", "Transition", "Color"].contains(declaration.owner ?? "") {
            add(declaration.name, declaration.location.file, [declaration.span])
        }
    }

    /// The files the code at `spans` (in `file`) needs, in path order, `file` left out.
    func files(for file: String, evaluating spans: [CodeSpan]) -> [String] {
        let own = Set(declared.filter { $0.value.contains { $0.file == file } }.keys)
        // The code itself may be in another file: a parent's assignment that sets a view's input.
        var needed = Set(spans.map(\.start.file).filter { $0 != file }), seen = Set<String>()
        var queue = spans
        while let span = queue.popLast() {
            let text = code.text(of: span)
            for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
                let name = String(word)
                guard !own.contains(name), seen.insert(name).inserted, let places = declared[name] else { continue }
                for place in places where place.file != file {
                    needed.insert(place.file)
                    queue += place.spans
                }
            }
        }
        return needed.sorted()
    }
}
