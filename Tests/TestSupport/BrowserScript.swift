import Foundation

/// The Python scripts in `Tests/Browser` that drive headless Chromium through Selenium, and the
/// Python that runs them: the venv the set-up makes (`.build/venv`, with selenium from PyPI).
public enum BrowserScript {
    private static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// `.build/venv/bin/python` of this checkout.
    static let python = tests.appendingPathComponent("../.build/venv/bin/python").standardized

    /// Seconds a script may run: a browser that hangs fails its test instead of stopping the run.
    static let timeout = 180.0

    /// Runs `Tests/Browser/NAME` with `arguments` in the venv's Python. Without the venv it throws,
    /// so the test fails (saying how to make the venv) rather than being skipped.
    public static func run(_ name: String, _ arguments: [String]) throws -> Subprocess.Result {
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            throw Subprocess.Failure(description:
                "no \(python.path): run scripts/setup.sh, which makes the venv with selenium and installs chromium-driver")
        }
        return try Subprocess.run(python.path, [tests.appendingPathComponent("Browser/\(name)").path] + arguments,
                                  timeout: timeout)
    }
}
