import Foundation
import Testing
import WebPages

@Suite("the web pages' files and how a page is made of them")
struct WebPageTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/WebPages/Resources").standardized

    @Test("every file in Resources is a WebFile, and the binary carries it byte for byte")
    func everyFileIsEmbedded() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.resources.path).sorted()
        #expect(names == WebFile.allCases.map(\.name).sorted())
        for file in WebFile.allCases {
            let disk = try Data(contentsOf: Self.resources.appendingPathComponent(file.name))
            #expect(Data(file.bytes) == disk, "\(file.name)")
        }
    }

    @Test("what a page inlines cannot end its element or be taken for the page's own markup")
    func inlinedFilesStayInside() {
        for file in WebFile.allCases where !file.name.hasSuffix(".html") {
            let text = file.text.lowercased()
            // An inlined file ending its <script> or <style> early would show the rest as text;
            // the headless checks find a page's body by its first "<body", and the gallery's
            // merge finds cards by "<article".
            for markup in ["</script", "</style", "<body", "<article", "{{"] {
                #expect(!text.contains(markup), "\(file.name) contains \(markup)")
            }
        }
    }

    @Test("the preview page links the recorder first, then its style and script; the pages written to disk link nothing once made")
    func links() {
        #expect(WebPage.linkedFiles(of: .previewPage) == [.recorder, .previewStyle, .previewScript])
        for page in [WebFile.specPage, .galleryPage, .diffPage] {
            #expect(WebPage.linkedFiles(of: page).first == .recorder, "\(page.name): the recorder comes first")
        }
        let gallery = WebPage.make(.galleryPage, ["title": "T", "count": "0 presets", "cards": ""])
        #expect(!gallery.contains("<script src=") && !gallery.contains("<link rel=\"stylesheet\""))
        #expect(gallery.contains("<script>\n" + WebFile.recorder.text + "</script>"))
        #expect(gallery.contains("<style>\n" + WebFile.galleryStyle.text + "</style>"))
    }

    @Test("placeholders are filled once, from the page file only: a value is never read for more")
    func placeholders() {
        let sites = "  <h3>{{sites}} and <script src=\"recorder.js\"></script></h3>\n"
        let section = WebPage.make(.specLinks, ["sites": sites])
        #expect(section.contains(sites), "the value as given, its braces and tag kept")
        #expect(!section.contains("{{sites}}\n</section>") && section.hasSuffix("</section>\n\n"))
    }
}
