import Foundation

/// Headless Chromium for the checks of the pages MotionReel writes to disk (a spec page, a batch's
/// gallery): what a page's `<body>` says once its scripts ran — recorder.js's `data-errors`, the
/// page's own `data-…` — and screenshots.
///
/// The pages are self-contained, so Chromium opens them as files; it keeps its profile in the
/// folder the test gives it.
///
/// ```swift
/// let chromium = try #require(HeadlessChromium(profile: folder.file("profile")), "\(HeadlessChromium.missing)")
/// #expect(try chromium.body(of: page).contains("data-errors=\"[]\""))
/// ```
public struct HeadlessChromium: Sendable {
    /// Debian's package installs `chromium`; other systems name it differently.
    static let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
    /// On macOS the browsers live in app bundles rather than on PATH.
    static let bundles = ["/Applications/Chromium.app/Contents/MacOS/Chromium",
                          "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"]

    /// What a test fails with when there is no Chromium: the check is not skipped quietly.
    public static let missing = "Chromium is not installed, so the page cannot be checked: run scripts/setup.sh (it installs "
        + "Debian's `chromium`), or install Chromium and put it on PATH"

    public let executable: String
    private let profile: URL

    /// The first Chromium found, keeping its profile in `profile`; nil when none is installed.
    public init?(profile: URL) {
        guard let executable = Self.names.lazy.compactMap(Subprocess.find).first
                ?? Self.bundles.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        self.executable = executable
        self.profile = profile
    }

    /// The page's DOM as Chromium has it after `budget` milliseconds of virtual time.
    public func dom(of page: URL, budget: Int = 10_000) throws -> String {
        try run(budget: budget, ["--dump-dom", page.absoluteString]).stdoutText
    }

    /// The `<body …>` start tag of the page's DOM, with the attributes its scripts set.
    public func body(of page: URL, budget: Int = 10_000) throws -> String {
        try Self.body(in: dom(of: page, budget: budget))
    }

    /// The `<body …>` start tag in a DOM that ``dom(of:budget:)`` returned.
    public static func body(in dom: String) throws -> String {
        guard let range = dom.range(of: "<body[^>]*>", options: .regularExpression) else {
            throw Subprocess.Failure(description: "no <body> in Chromium's DOM: \(dom.prefix(500))")
        }
        return String(dom[range])
    }

    /// A screenshot of the page, `width`×`height`, as a PNG at `file`.
    public func screenshot(of page: URL, to file: URL, width: Int = 1280, height: Int = 1600, budget: Int = 10_000) throws {
        try run(budget: budget, ["--window-size=\(width),\(height)", "--screenshot=\(file.path)", page.absoluteString])
    }

    @discardableResult
    private func run(budget: Int, _ arguments: [String]) throws -> Subprocess.Result {
        let common = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)",
                      "--virtual-time-budget=\(budget)", "--hide-scrollbars"]
        let result = try Subprocess.run(executable, common + arguments, timeout: 120)
        guard result.status == 0 else {
            throw Subprocess.Failure(description: "\(executable) exited with \(result.status)\(result.timedOut ? " (timed out)" : ""): "
                                     + String(result.stderrText.suffix(2000)))
        }
        return result
    }
}
