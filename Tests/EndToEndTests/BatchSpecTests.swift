import Foundation
import TestSupport
import Testing

@Suite("batch --spec and the gallery", .serialized)
struct BatchSpecTests {
    /// A small preset with a `description:`, which the gallery shows.
    private func preset(_ name: String) -> String {
        SmallPreset.slide(name: name).replacingOccurrences(of: "name: \(name)\n",
                                                           with: "name: \(name)\ndescription: The \(name) slide.\n")
    }

    private func data(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// The page without its `<source>` lines and caption: what does not depend on where its video came from.
    private func pageWithoutVideo(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("<source src=") && !$0.contains("<figcaption>") && !$0.contains("<video id=") }
            .joined(separator: "\n")
    }

    @Test("batch --spec writes the spec files spec writes, byte for byte, and skips them when up to date")
    func specFilesEqualSpecCommand() throws {
        let w = try Workspace()
        try w.write("presets/one.yaml", preset("one"))
        let batch = try CommandRunner.motionreel(["batch", w.path("presets"), "--spec", "-j", "1", "-o", w.path("out")])
        #expect(batch.exitCode == 0, "\(batch.stderr)")
        #expect(batch.stderr.contains("rendered one (9 files, "), "\(batch.stderr)")
        let spec = try CommandRunner.motionreel(["spec", w.path("presets/one.yaml"), "-o", w.path("spec")])
        #expect(spec.exitCode == 0, "\(spec.stderr)")
        for file in ["one.spec.json", "one.csv", "one.curves.svg", "one.sheet.png"] {
            let made = try data(w.path("out/\(file)"))
            let specs = try data(w.path("spec/\(file)"))
            #expect(!made.isEmpty && made == specs, "\(file) differs from spec's")
        }
        // The page embeds the batch's own MP4 (no WebM without --spec-webm); everything else is spec's page.
        let page = try String(contentsOfFile: w.path("out/one.html"), encoding: .utf8)
        let mp4 = try data(w.path("out/one.mp4")).base64EncodedString()
        #expect(page.contains("data:video/mp4;base64,\(mp4)\""), "the page does not embed the batch's MP4")
        #expect(!page.contains("data:video/webm"))
        let batchPage = try pageWithoutVideo(w.path("out/one.html")), specPage = try pageWithoutVideo(w.path("spec/one.html"))
        #expect(batchPage == specPage)

        // Each platform's code beside them: what `spec --platform` prints, ready to take.
        for (platform, file) in [("compose", "one.compose.kt"), ("flutter", "one.flutter.dart"), ("css", "one.css")] {
            let printed = try CommandRunner.motionreel(["spec", w.path("presets/one.yaml"), "--platform", platform])
            let written = try String(contentsOfFile: w.path("out/\(file)"), encoding: .utf8)
            #expect(printed.exitCode == 0 && !written.isEmpty && written == printed.stdout, "\(file) is not spec --platform \(platform)'s")
        }

        let manifest = try String(contentsOfFile: w.path("out/manifest.json"), encoding: .utf8)
        for file in ["one.mp4", "one.spec.json", "one.csv", "one.curves.svg", "one.sheet.png", "one.html",
                     "one.compose.kt", "one.flutter.dart", "one.css"] {
            #expect(manifest.contains("\"path\" : \"\(file)\""), "\(file) is not in the manifest")
        }
        let before = try FileManager.default.attributesOfItem(atPath: w.path("out/one.html"))[.modificationDate] as? Date
        let again = try CommandRunner.motionreel(["batch", w.path("presets"), "--spec", "-o", w.path("out")])
        #expect(again.exitCode == 0 && again.stderr.contains("1 preset: 0 rendered, 1 skipped"), "\(again.stderr)")
        let after = try FileManager.default.attributesOfItem(atPath: w.path("out/one.html"))[.modificationDate] as? Date
        #expect(before != nil && before == after, "a skipped spec page was written again")

        // A plain batch is not up to date for --spec, nor the reverse: the hash covers it.
        try FileManager.default.removeItem(atPath: w.path("out/one.csv"))
        let repaired = try CommandRunner.motionreel(["batch", w.path("presets"), "--spec", "-o", w.path("out")])
        #expect(repaired.stderr.contains("1 rendered, 0 skipped"), "a missing spec file must render again: \(repaired.stderr)")
        #expect(FileManager.default.fileExists(atPath: w.path("out/one.csv")))
        let webm = try CommandRunner.motionreel(["batch", w.path("presets"), "--spec", "--spec-webm", "-o", w.path("out")])
        #expect(webm.stderr.contains("1 rendered, 0 skipped"), "\(webm.stderr)")
        #expect(try String(contentsOfFile: w.path("out/one.html"), encoding: .utf8).contains("data:video/webm;base64,"))
    }

    @Test("--spec-webm without --spec is refused with exit 2")
    func specWebmNeedsSpec() throws {
        let w = try Workspace()
        try w.write("presets/one.yaml", preset("one"))
        let run = try CommandRunner.motionreel(["batch", w.path("presets"), "--spec-webm", "-o", w.path("out")])
        #expect(run.exitCode == 2 && run.stderr.contains("--spec-webm"), "\(run.stderr)")
    }

    @Test("index.html lists every preset with poster, video, length, description and spec link, and loads in headless Chromium without errors")
    func galleryInChromium() throws {
        let w = try Workspace()
        try w.write("presets/one.yaml", preset("one"))
        try w.write("presets/two.yaml", preset("two"))
        try w.write("presets/bad.yaml", "name: bad\ncanvas: nonsense\n")
        let run = try CommandRunner.motionreel(["batch", w.path("presets"), "--spec", "-o", w.path("out")])
        #expect(run.exitCode == 2, "one preset is refused: \(run.stderr)")
        let html = try String(contentsOfFile: w.path("out/index.html"), encoding: .utf8)
        for name in ["one", "two"] {
            #expect(html.contains("data-name=\"\(name)\""), "\(name) is not listed")
            #expect(html.contains("<video src=\"\(name).mp4\" poster=\"data:image/png;base64,"), "\(name): no video with a poster")
            #expect(html.contains("href=\"\(name).html\""), "\(name): no link to its spec page")
            #expect(html.contains("The \(name) slide."), "\(name): no description")
        }
        #expect(html.contains("data-name=\"bad\"") && html.contains("class=\"error\""), "the failed preset is listed with its error")
        #expect(html.range(of: "https?://", options: .regularExpression) == nil, "no network")

        let chromium = try #require(HeadlessChromium(profile: w.url.appendingPathComponent("profile")), "\(HeadlessChromium.missing)")
        let dom = try chromium.dom(of: w.url.appendingPathComponent("out/index.html"), budget: 5000)
        let body = try HeadlessChromium.body(in: dom)
        #expect(body.contains("data-errors=\"[]\""), "the gallery reported errors: \(body)")
        #expect(body.contains("data-presets=\"3\""), "the gallery's script did not run to the end: \(body)")
        #expect(dom.components(separatedBy: "<article").count - 1 == 3)
    }

    /// A batch of presets linked to Swift code reads by its source: a section per Swift file, each
    /// card quoting its site's FILE:LINE and source; presets linked to nothing come first.
    @Test("the gallery groups linked presets by Swift file and quotes each site; it loads in Chromium without errors")
    func galleryGroupsBySwiftFile() throws {
        let w = try Workspace()
        try w.write("presets/linked.yaml", LinkedSpring.preset)
        try w.write("presets/ContentView.swift", LinkedSpring.contentView(bounce: "0.2"))
        try w.write("presets/plain.yaml", preset("plain"))
        let run = try CommandRunner.motionreel(["batch", w.path("presets"), "-o", w.path("out")])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let html = try String(contentsOfFile: w.path("out/index.html"), encoding: .utf8)
        let file = w.path("presets/ContentView.swift")
        let section = try #require(html.range(of: "<section class=\"swift-file\" data-file=\"\(file)\">"), "\(html.prefix(2000))")
        let plain = try #require(html.range(of: "data-name=\"plain\""))
        let linked = try #require(html.range(of: "data-name=\"linked\""))
        #expect(plain.lowerBound < section.lowerBound && section.lowerBound < linked.lowerBound,
                "unlinked presets first, then the file's section holding its preset")
        #expect(html.contains("<code>\(file):\(LinkedSpring.line)</code>"), "the card names the site's FILE:LINE")
        #expect(html.contains("<pre class=\"source\">withAnimation(.spring(duration: 0.45, bounce: 0.2))</pre>"))
        let manifest = try String(contentsOfFile: w.path("out/manifest.json"), encoding: .utf8)
        #expect(manifest.contains("\"line\" : \(LinkedSpring.line)"), "the manifest keeps the place, for merge")

        let chromium = try #require(HeadlessChromium(profile: w.url.appendingPathComponent("profile")), "\(HeadlessChromium.missing)")
        let dom = try chromium.dom(of: w.url.appendingPathComponent("out/index.html"), budget: 5000)
        let body = try HeadlessChromium.body(in: dom)
        #expect(body.contains("data-errors=\"[]\"") && body.contains("data-presets=\"2\""), "\(body.prefix(300))")
    }
}
