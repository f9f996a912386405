import Foundation

/// The Python scripts in `Tests/Browser` that drive headless Chromium through Selenium, and the
/// Python that runs them: the venv the set-up makes (`.build/venv`, with selenium from PyPI).
public enum BrowserScript {
    private static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// `.build/venv/bin/python` of this checkout.
    public static let python = tests.appendingPathComponent("../.build/venv/bin/python").standardized

    /// `Tests/Browser/NAME`.
    public static func script(_ name: String) -> URL {
        tests.appendingPathComponent("Browser/\(name)")
    }

    /// Why the scripts cannot run here, or nil if the venv is there: a test records this as its
    /// failure rather than skipping.
    public static var missing: String? {
        FileManager.default.isExecutableFile(atPath: python.path) ? nil
            : "no \(python.path): run scripts/setup.sh, which makes the venv with selenium and installs chromium-driver"
    }
}
