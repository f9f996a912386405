import Foundation
import Locking
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
    /// Every site, in file and line order. Made when asked (each time), as the warnings are: a
    /// catalogue needs neither.
    public var reports: [SiteReport] { code.sites.map { SiteReport($0, in: code) } }
    /// The files read, as one namespace (sites may use declarations from any of them).
    public let code: CodeBase
    /// Files that could not be read or parsed, at their place.
    public let problems: [SwiftReadError]
    /// Sites whose removal would read stale state, each `FILE:LINE:COLUMN: warning: …`.
    public var warnings: [String] { Self.staleStateWarnings(code) }
    /// Each file read, by the path the listing names it with.
    public let fileURLs: [String: URL]

    /// Reads `paths`: files, or folders searched for `.swift` files (``SwiftFolderWalk``). Every
    /// file that can be read is; each one that cannot, and each part of a folder that cannot be
    /// walked, is a problem — so the listing is all there is to read, and the problems all there is not.
    public init(paths: [String]) {
        let walk = SwiftFolderWalk(paths: paths)
        var problems = walk.problems
        var urls: [String: URL] = [:]
        for file in walk.files { urls[file.display] = file.url }
        // Each file parsed on its own thread, kept in the walk's order.
        let walked = walk.files
        let read = Locked([Result<SwiftFile, SwiftReadError>?](repeating: nil, count: walked.count))
        WorkerPool.run(count: walked.count, width: WorkerPool.width) { index in
            let file = walked[index]
            let result = Result { () throws(SwiftReadError) -> SwiftFile in
                try SwiftSourceReader.read(contentsOf: file.url, path: file.display)
            }
            read.withLock { $0[index] = result }
        }
        var files: [SwiftFile] = []
        for result in read.withLock({ $0 }) {
            switch result {
            case .success(let file)?: files.append(file)
            case .failure(let error)?: problems.append(error)
            case nil: break
            }
        }
        let code = CodeBase(files)
        self.code = code
        self.problems = problems
        fileURLs = urls
    }

    /// `{ "sites": [ … ], "problems": [ { "file", "line", "column", "message" } ] }`.
    public var json: String {
        let reports = self.reports
        return "{ \"sites\": [\n" + reports.map { "  " + $0.json }.joined(separator: ",\n") + (reports.isEmpty ? "" : "\n") + "],\n"
            + "\"problems\": [\n" + problems.map { "  " + ProblemJSON.object($0) }.joined(separator: ",\n")
            + (problems.isEmpty ? "" : "\n") + "] }\n"
    }

    /// The sites as text, a block each, then a count.
    public var text: String {
        let reports = self.reports
        let blocks = reports.map(\.text)
        let transitions = reports.filter { $0.kind == "transition" }.count
        let effects = reports.filter { $0.kind == Site.Kind.effect.rawValue }.count
        return (blocks.isEmpty ? "" : blocks.joined(separator: "\n\n") + "\n\n")
            + "\(reports.count) site\(reports.count == 1 ? "" : "s") (\(transitions) transition, "
            + "\(reports.count - transitions - effects) animation\(effects > 0 ? ", \(effects) other motion" : "")) "
            + "in \(code.files.count) file\(code.files.count == 1 ? "" : "s")\n"
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
            let timing = bound.timing ?? UpdateTiming.find(bound.name, selection: screen.selection, owner: screen.view, in: code).timing
            guard timing == .with || timing == .after else { return nil }
            let warning = StaleState.warning(bound.name, timing: timing, selection: screen.selection, owner: screen.view, in: code)
            return warning.place.map { "\($0): warning: \(warning.message)" }
        }
    }
}
