import Foundation

/// A fresh, empty folder of its own under the system's temporary directory, removed with
/// everything in it when the last reference to it goes (`deinit`).
///
/// The one temporary folder of the tests: every suite that writes files (presets, images, Swift
/// sources, outputs, spec files) takes one of these, or a fixture built on it (the end-to-end
/// tests' `Workspace`, `PresetFixture`), rather than making its own. Each suite had written the
/// unique name, the creation and the cleanup again; some forgot the cleanup and left folders
/// behind on every run.
///
/// A test keeps the folder alive as long as it uses its files: hold the `TemporaryFolder` (a
/// `let` in the test, a property of a fixture), not just its `url`.
public final class TemporaryFolder: Sendable {
    /// The folder.
    public let url: URL

    /// Makes the folder: `prefix`, then a UUID, so a folder left by a crashed run says which tests
    /// made it. By default the prefix is the test file that asks (`RenderTests-InputHashTests`).
    public init(_ prefix: String = #fileID) throws {
        let readable = prefix.replacingOccurrences(of: ".swift", with: "").replacingOccurrences(of: "/", with: "-")
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(readable)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// `name` (a relative path, `screens/a.png`) inside the folder; nothing is created.
    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Writes `bytes` to `name` in the folder, creating the folders on the way, and returns its URL.
    @discardableResult
    public func write(_ bytes: some DataProtocol, to name: String) throws -> URL {
        let file = file(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file, options: .atomic)
        return file
    }

    /// Writes `text` as UTF-8 to `name` in the folder, creating the folders on the way, and returns its URL.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> URL {
        try write(Data(text.utf8), to: name)
    }

    /// The names directly in the folder, hidden ones included, sorted.
    public func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }
}
