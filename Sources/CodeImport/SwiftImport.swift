import Foundation
import Preset
import Scene
import SwiftModel
import SwiftReading

/// `motionreel import`: the transition and animation sites of Swift files (and of the `.swift`
/// files under folders), each with its place, what it reads, and its value in the preset grammar.
///
/// ```swift
/// let imported = SwiftImport(paths: ["App/ContentView.swift"])
/// print(imported.json)         // { "sites": [ { "file": …, "line": 58, "kind": "transition", … } ] }
/// ```
public struct SwiftImport: Sendable {
    /// Every site, in file and line order.
    public let reports: [SiteReport]
    /// The files read, as one namespace (sites may use declarations from any of them).
    public let code: CodeBase
    /// Files that could not be read or parsed, at their place.
    public let problems: [SwiftReadError]
    /// Sites whose removal would read stale state, each `FILE:LINE:COLUMN: warning: …`.
    public let warnings: [String]

    /// Reads `paths`: files, or folders searched for `.swift` files (hidden folders and build
    /// folders skipped), at most ``Limits/maximumImportedSwiftFiles`` of them.
    public init(paths: [String]) {
        var files: [SwiftFile] = []
        var problems: [SwiftReadError] = []
        for (url, display) in Self.swiftFiles(paths, problems: &problems) {
            do {
                files.append(try SwiftSourceReader.read(contentsOf: url, path: display))
            } catch {
                problems.append(error)
            }
        }
        let code = CodeBase(files)
        self.code = code
        self.problems = problems
        reports = code.sites.map { SiteReport($0, in: code) }
        warnings = Self.staleStateWarnings(code)
    }

    /// `{ "sites": [ … ] }`.
    public var json: String {
        "{ \"sites\": [\n" + reports.map { "  " + $0.json }.joined(separator: ",\n") + (reports.isEmpty ? "" : "\n") + "] }\n"
    }

    /// The sites as text, a block each, then a count.
    public var text: String {
        let blocks = reports.map(\.text)
        let transitions = reports.filter { $0.kind == "transition" }.count
        return (blocks.isEmpty ? "" : blocks.joined(separator: "\n\n") + "\n\n")
            + "\(reports.count) site\(reports.count == 1 ? "" : "s") (\(transitions) transition, "
            + "\(reports.count - transitions) animation) in \(code.files.count) file\(code.files.count == 1 ? "" : "s")\n"
    }

    // MARK: Files

    /// The Swift files `paths` name, with how messages name each.
    static func swiftFiles(_ paths: [String], problems: inout [SwiftReadError]) -> [(URL, String)] {
        var found: [(URL, String)] = []
        var seen = Set<URL>()
        for path in paths {
            let url = URL(fileURLWithPath: path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                problems.append(SwiftReadError(file: path, "not found" + SwiftSourceReader.nearestSwiftFile(to: url)))
                continue
            }
            guard isFolder.boolValue else {
                if seen.insert(url.standardizedFileURL).inserted { found.append((url, path)) }
                continue
            }
            let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isDirectoryKey],
                                                        options: [.skipsHiddenFiles, .skipsPackageDescendants])
            var inFolder: [(URL, String)] = []
            while let item = walker?.nextObject() as? URL {
                let name = item.lastPathComponent
                if (try? item.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                    if name.hasPrefix(".build") || name == "DerivedData" || name == "Pods" { walker?.skipDescendants() }
                    continue
                }
                guard name.hasSuffix(".swift") else { continue }
                let relative = String(item.standardizedFileURL.path.dropFirst(url.standardizedFileURL.path.count))
                    .trimmingCharacters(in: CharacterSet(charactersIn: "/"))
                inFolder.append((item, (path.hasSuffix("/") ? path : path + "/") + relative))
            }
            for entry in inFolder.sorted(by: { $0.1 < $1.1 }) where seen.insert(entry.0.standardizedFileURL).inserted {
                found.append(entry)
            }
        }
        if found.count > Limits.maximumImportedSwiftFiles {
            problems.append(SwiftReadError(file: paths.joined(separator: " "), "\(found.count) Swift files; import reads at most "
                                           + "\(Limits.maximumImportedSwiftFiles) — name a smaller folder"))
            return Array(found.prefix(Limits.maximumImportedSwiftFiles))
        }
        return found
    }

    // MARK: Warnings

    /// For every tabs screen in the files: each state variable its transitions read that changes
    /// with or after the selection — the removed page will use its old value (SwiftUI keeps the
    /// transition of the last render). The words `validate` and `render` give, at the same place.
    public static func staleStateWarnings(_ code: CodeBase) -> [String] {
        TabsScreen.all(code).flatMap { screen in staleStateWarnings(screen, code) }
    }

    private static func staleStateWarnings(_ screen: TabsScreen, _ code: CodeBase) -> [String] {
        screen.bindings.compactMap { bound -> String? in
            guard bound.role.changesWithSelection else { return nil }
            let timing = bound.timing ?? UpdateTiming.find(bound.name, selection: screen.selection, in: code).timing
            guard timing == .with || timing == .after,
                  let place = StaleState.place(of: bound.name, timing: timing, selection: screen.selection, in: code) else { return nil }
            return "\(place): warning: " + StaleState.message(bound.name, timing: timing, selection: screen.selection, in: code)
        }
    }
}
