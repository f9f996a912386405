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
