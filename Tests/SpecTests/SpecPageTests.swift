import Foundation
import Spec
import Testing
import TestSupport

@Suite("NAME.html in headless Chromium", .serialized)
struct SpecPageTests {
    @Test("the page loads with no errors, plays its video and draws a real screenshot")
    func pageWorksInChromium() throws {
        let folder = try TemporaryFolder()
        let chromium = try #require(HeadlessChromium(profile: folder.file("profile")), "\(HeadlessChromium.missing)")
        let files = try SpecBundle(SpecFixture.tabs([(0, 0), (0.25, 1)])).write(to: folder.url)
        let page = folder.file("spec-test.html")
        #expect(files.map(\.url.lastPathComponent).contains("spec-test.html"))
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(!html.contains("http://") && !html.contains("https://") || Self.onlyNamespaces(html), "no network")
        #expect(html.contains("data:video/mp4;base64,") && html.contains("data:video/webm;base64,"))
        #expect(html.contains(".transition") && html.contains(".animation(.spring(response: 0.3, dampingFraction: 0.85), value: selectedTab)"))
        // The Data note gives every column's unit, as the property table has them.
        #expect(html.contains("pt (frame.x, frame.y,") && html.contains("× (scale, scaleX, scaleY, saturation)")
                && html.contains("° (rotation, hueRotation)") && html.contains("order (zIndex)"))

        let body = try chromium.body(of: page)
        #expect(body.contains("data-video=\"loaded\""), "the video did not load: \(body)")
        #expect(body.contains("data-errors=\"[]\""), "the page reported errors: \(body)")

        let shot = folder.file("shot.png")
        try chromium.screenshot(of: page, to: shot)
        let image = try Decode.rgb(shot)
        var colours = Set<UInt32>()
        for i in stride(from: 0, to: image.pixels.count, by: 3) {
            colours.insert(UInt32(image.pixels[i]) << 16 | UInt32(image.pixels[i + 1]) << 8 | UInt32(image.pixels[i + 2]))
            if colours.count > 64 { break }
        }
        #expect(colours.count > 64, "the screenshot is nearly blank: \(colours.count) colours")
    }

    @Test("a page without a video (batch --format none) says why in its place, and loads with no errors")
    func pageWithoutVideo() throws {
        let folder = try TemporaryFolder()
        let chromium = try #require(HeadlessChromium(profile: folder.file("profile")), "\(HeadlessChromium.missing)")
        let scene = SpecFixture.tabs([(0, 0), (0.25, 1)])
        let files = try SpecBundle(scene).write(to: folder.url, preview: .noVideo)
        #expect(files.first { $0.url.pathExtension == "html" }?.summary == "self-contained page, no video")
        let html = try String(contentsOf: folder.file("spec-test.html"), encoding: .utf8)
        #expect(!html.contains("<video") && !html.contains("data:video/"), "no video, not even an empty one")
        #expect(html.contains("<code>motionreel batch --spec --format none</code>"), "the note says where the video went")
        #expect(html.contains("data:image/png;base64,"), "the key frames are still there")

        let body = try chromium.body(of: folder.file("spec-test.html"))
        #expect(body.contains("data-video=\"none\""), "the page's script did not see the missing video: \(body)")
        #expect(body.contains("data-errors=\"[]\""), "the page reported errors: \(body)")
    }

    @Test("each platform's code is on the page with a copy button that copies the block, in Chromium")
    func platformCopyButtons() throws {
        let folder = try TemporaryFolder()
        _ = try SpecBundle(SpecFixture.tabs([(0, 0), (0.25, 1)])).write(to: folder.url, preview: .noVideo)
        let page = folder.file("spec-test.html")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<h4>Other platforms</h4>"))
        #expect(html.contains("spring(dampingRatio = 0.85f, stiffness = 438.6491f)"), "Compose's spring is on the page")
        #expect(html.contains("slideInHorizontally("), "and the page transition's insertion side")

        let run = try BrowserScript.run("spec_copy.py", [page.path])
        try #require(run.status == 0, "\(run.stdoutText)\n\(run.stderrText)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdoutText.utf8)) as? [String: Any])
        let blocks = try #require(report["blocks"] as? [[String: Any]])
        // Per platform: the insertion and removal sides and the default animation.
        #expect(blocks.count == 9, "\(blocks)")
        #expect(Set(blocks.compactMap { $0["platform"] as? String }) == ["Jetpack Compose", "Flutter", "CSS"])
        for block in blocks {
            #expect(block["copied"] as? Int == block["length"] as? Int && (block["length"] as? Int ?? 0) > 0, "\(block)")
            #expect(block["label"] as? String == "Copied", "\(block)")
        }
        #expect((report["errors"] as? [Any])?.isEmpty == true, "\(report)")
    }

    /// The only URLs in the page are XML namespace names, which are never fetched.
    static func onlyNamespaces(_ html: String) -> Bool {
        html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").range(of: "https?://", options: .regularExpression) == nil
    }
}
