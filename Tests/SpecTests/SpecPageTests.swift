import Foundation
import Spec
import Testing
import TestSupport

@Suite("NAME.html in headless Chromium", .serialized)
struct SpecPageTests {
    /// Debian's package installs `chromium`; other systems name it differently.
    static let chromiumNames = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]

    @Test("the page loads with no errors, plays its video and draws a real screenshot")
    func pageWorksInChromium() throws {
        // On macOS the browsers live in app bundles rather than on PATH.
        let bundles = ["/Applications/Chromium.app/Contents/MacOS/Chromium",
                       "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"]
        let bundled = bundles.first { FileManager.default.isExecutableFile(atPath: $0) }.map { URL(fileURLWithPath: $0) }
        guard let chromium = Tool.find(Self.chromiumNames) ?? bundled else {
            Issue.record("Chromium is not installed, so the spec page cannot be checked: run scripts/setup.sh (it installs Debian's `chromium`), or install Chromium and put it on PATH")
            return
        }
        let folder = try TemporaryFolder()
        let files = try SpecBundle(SpecFixture.tabs([(0, 0), (0.25, 1)])).write(to: folder.url)
        let page = folder.file("spec-test.html")
        #expect(files.map(\.url.lastPathComponent).contains("spec-test.html"))
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(!html.contains("http://") && !html.contains("https://") || Self.onlyNamespaces(html), "no network")
        #expect(html.contains("data:video/mp4;base64,") && html.contains("data:video/webm;base64,"))
        #expect(html.contains(".transition") && html.contains(".animation(.spring(response: 0.3, dampingFraction: 0.85), value: selectedTab)"))
        // The Data note gives every column's unit, as the property table has them.
        #expect(html.contains("pt (frame.x, frame.y,") && html.contains("° (rotation)") && html.contains("order (zIndex)"))

        let profile = folder.url.appendingPathComponent("profile", isDirectory: true)
        let common = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)",
                      "--virtual-time-budget=10000", "--hide-scrollbars"]
        let dom = String(decoding: try Tool.run(chromium.path, common + ["--dump-dom", page.absoluteString]), as: UTF8.self)
        let body = try #require(dom.range(of: "<body[^>]*>", options: .regularExpression).map { String(dom[$0]) },
                                "no <body> in Chromium's DOM")
        #expect(body.contains("data-video=\"loaded\""), "the video did not load: \(body)")
        #expect(body.contains("data-errors=\"[]\""), "the page reported errors: \(body)")

        let shot = folder.file("shot.png")
        try Tool.run(chromium.path, common + ["--window-size=1280,1600", "--screenshot=\(shot.path)", page.absoluteString])
        let image = try Decode.rgb(shot)
        var colours = Set<UInt32>()
        for i in stride(from: 0, to: image.pixels.count, by: 3) {
            colours.insert(UInt32(image.pixels[i]) << 16 | UInt32(image.pixels[i + 1]) << 8 | UInt32(image.pixels[i + 2]))
            if colours.count > 64 { break }
        }
        #expect(colours.count > 64, "the screenshot is nearly blank: \(colours.count) colours")
    }

    /// The only URLs in the page are XML namespace names, which are never fetched.
    static func onlyNamespaces(_ html: String) -> Bool {
        html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").range(of: "https?://", options: .regularExpression) == nil
    }
}
