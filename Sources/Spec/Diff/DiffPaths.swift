import Foundation

/// How a diff writes a Swift file's path (`--paths`), the same in the terminal, `diff.md`,
/// `diff.html` and JUnit, so a `FILE:LINE` can be clicked in a CI log or a pull request.
public enum DiffPaths: String, Sendable, CaseIterable {
    /// Relative to the root of the git repository that holds the file (as the spec recorded it),
    /// else to the current directory: what a pull request's file links and a CI log are relative to.
    case repository
    /// Relative to the current directory.
    case relative
    /// Absolute.
    case absolute

    /// How `link`'s file (or one of its reads') is written. `path` is the spec's repository-relative
    /// (or, with no repository, absolute) path; `file` the preset's own, used for a spec written
    /// before specs recorded `path`. A repository-relative path is placed in the repository the
    /// current directory is in.
    public func write(path: String?, file: String, currentDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        guard let path else { return file }
        let absolute: String
        if path.hasPrefix("/") {
            absolute = path
        } else if let root = RepositoryPath.root(above: URL(fileURLWithPath: currentDirectory, isDirectory: true)) {
            absolute = (root as NSString).appendingPathComponent(path)
        } else {
            // No repository here to place it in: as the spec wrote it.
            return path
        }
        switch self {
        case .repository: return path.hasPrefix("/") ? Self.relative(absolute, to: currentDirectory) : path
        case .relative: return Self.relative(absolute, to: currentDirectory)
        case .absolute: return absolute
        }
    }

    /// `absolute` from `folder`: `ShopApp/ContentView.swift`, `../shop/ShopApp/ContentView.swift`.
    static func relative(_ absolute: String, to folder: String) -> String {
        let target = URL(fileURLWithPath: absolute).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
