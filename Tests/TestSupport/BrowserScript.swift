import Foundation

/// The Python scripts in `Tests/Browser` that drive headless Chromium through Selenium (and in
/// `Tests/Parsers`, that parse platform code with tree-sitter's grammars), and the Python that
/// runs them: the venv the set-up makes (`.build/venv`, with selenium and tree-sitter from PyPI).
public enum BrowserScript {
    private static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// This checkout.
    static let root = tests.deletingLastPathComponent()
    /// `.build/venv/bin/python` of this checkout.
    static let python = root.appendingPathComponent(".build/venv/bin/python")

    /// Why the browser tests cannot run in the checkout at `root`: the reason the set-up left in
    /// `.build/venv.missing` (no Python 3.10 or later), else that the venv is not made yet.
    public static func unavailable(in root: URL) -> String {
        let venv = root.appendingPathComponent(".build/venv/bin/python").path
        if let reason = try? String(contentsOf: root.appendingPathComponent(".build/venv.missing"), encoding: .utf8) {
            return "the browser tests cannot run: no \(venv), because \(reason.trimmingCharacters(in: .whitespacesAndNewlines))"
        }
        return "no \(venv): run scripts/setup.sh, which makes the venv with selenium and installs chromium-driver"
    }

    /// Seconds a script may run: a browser that hangs fails its test instead of stopping the run.
    static let timeout = 180.0

    /// Runs `Tests/FOLDER/NAME` (`Browser` unless said) with `arguments` in the venv's Python.
    /// Without the venv it throws, so the test fails (saying how to make the venv) rather than
    /// being skipped.
    public static func run(_ name: String, _ arguments: [String], folder: String = "Browser") throws -> Subprocess.Result {
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            throw Subprocess.Failure(description: unavailable(in: root))
        }
        return try Subprocess.run(python.path, [tests.appendingPathComponent("\(folder)/\(name)").path] + arguments,
                                  timeout: timeout)
    }
}
