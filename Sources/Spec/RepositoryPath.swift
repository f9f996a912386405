import Foundation

/// A Swift file's path as a reviewer can open it: relative to the root of the git repository that
/// holds it (the nearest folder above it with a `.git`), the same on every machine and in every
/// clone, so a CI log's or a pull request's `FILE:LINE` resolves where the reviewer stands; the
/// absolute path for a file in no repository.
public enum RepositoryPath {
    /// `ShopApp/ContentView.swift` for `/work/shop/ShopApp/ContentView.swift` in the repository
    /// `/work/shop`; the absolute path when no folder above the file holds a `.git`.
    public static func of(_ url: URL) -> String {
        let file = url.standardizedFileURL.path
        guard let root = root(above: url.deletingLastPathComponent()) else { return file }
        return String(file.dropFirst(root.count + (root.hasSuffix("/") ? 0 : 1)))
    }

    /// The nearest folder at or above `folder` that holds `.git` (a folder in a clone, a file in a
    /// worktree or submodule), as an absolute path; nil when none does.
    public static func root(above folder: URL) -> String? {
        var current = folder.standardizedFileURL.path
        for _ in 0..<maximumDepth {
            if FileManager.default.fileExists(atPath: (current as NSString).appendingPathComponent(".git")) { return current }
            let parent = (current as NSString).deletingLastPathComponent
            guard parent != current, !parent.isEmpty else { return nil }
            current = parent
        }
        return nil
    }

    /// Folders looked through on the way up, at most: far deeper than any real tree.
    static let maximumDepth = 256
}
