import Foundation

/// A temporary folder holding a test's presets and outputs, removed when the test ends.
final class Workspace {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("motionreel-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` to `name` in the workspace and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Every file and folder below `name`, relative to it, sorted.
    func contents(of name: String) -> [String] {
        let root = url.appendingPathComponent(name)
        guard let e = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return (e.allObjects as? [String] ?? []).sorted()
    }
}
