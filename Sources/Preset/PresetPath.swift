import Foundation

/// A file's path as a preset names it: from the preset's folder (`screens/home.png`,
/// `../App/ContentView.swift`), which is where the loader resolves it. What `init` writes for
/// screens and `import` for Swift files, so both name files the same way.
package enum PresetPath {
    /// `file`'s path from `folder`, both with their links resolved, so a folder reached through
    /// a link still leads to the file by `..`.
    package static func relative(to file: URL, from folder: URL) -> String {
        let target = file.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        return (up + target[common...]).joined(separator: "/")
    }
}
