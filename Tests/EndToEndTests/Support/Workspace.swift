import Foundation
import TestSupport

/// A temporary folder (TestSupport's ``TemporaryFolder``) holding a test's presets and outputs,
/// removed when the test ends; it speaks in paths, as the command line does.
final class Workspace {
    let folder: TemporaryFolder
    var url: URL { folder.url }

    init() throws { folder = try TemporaryFolder() }

    /// Writes `text` to `name` in the workspace and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try folder.write(text, to: name).path
    }

    func path(_ name: String) -> String { folder.file(name).path }

    /// Every file and folder below `name`, relative to it, sorted.
    func contents(of name: String) -> [String] {
        let root = folder.file(name)
        guard let e = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return (e.allObjects as? [String] ?? []).sorted()
    }
}

extension Workspace {
    /// Puts in `folder` the `.swift` files an app folder should not have, but might: one binary,
    /// one in Latin-1, one of 50 MB (sparse: no disk used, and import must not read it to refuse it).
    func writeUnreadableSwiftFiles(in folder: String) throws {
        try self.folder.write(Data([0xFF, 0xFE, 0x00]), to: "\(folder)/Binary.swift")
        try self.folder.write(Data("// caf".utf8) + Data([0xE9, 0x0A]), to: "\(folder)/Latin1.swift")
        let big = try self.folder.write(Data(), to: "\(folder)/Big.swift")
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 50 << 20)
        try handle.close()
    }
}
