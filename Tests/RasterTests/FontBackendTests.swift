import Foundation
import Testing
@testable import Raster

/// Text is drawn from fontconfig's font map on every system (``FontBackend``): the font checks
/// ask fontconfig, so drawing from another map (CoreText, Pango's default on macOS) could pass a
/// family and draw another face.
@Suite("FontBackend: text draws from fontconfig's font map, chosen in one place")
struct FontBackendTests {
    @Test("the installed fonts' map is fontconfig's, on this thread and on a new one")
    func installedFontsAreFontconfig() throws {
        let map = try #require(FontBackend.installedFonts(), "Pango has no fontconfig font map")
        #expect(FontBackend.isFontconfig(map))
        #expect(FontBackend.installedFonts() == map, "one map per thread, made once")
        // Pango keeps the default per thread: a drawing thread gets its own, fontconfig's too.
        nonisolated(unsafe) var otherIsFontconfig = false
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            otherIsFontconfig = FontBackend.installedFonts().map(FontBackend.isFontconfig) ?? false
            done.signal()
        }
        done.wait()
        #expect(otherIsFontconfig)
    }

    @Test("no other Swift file picks a Pango font map")
    func chosenInOnePlace() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var pickers: [String] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for call in ["pango_cairo_font_map_get_default", "pango_cairo_font_map_new", "pango_cairo_font_map_set_default"]
            where text.contains(call) {
                pickers.append("\(file.lastPathComponent): \(call)")
            }
        }
        #expect(pickers.isEmpty, "font maps are chosen in FontBackend (and CPango's shim) only")
        let backend = try String(contentsOf: sources.appendingPathComponent("Raster/Text/FontBackend.swift"), encoding: .utf8)
        #expect(backend.contains("cpango_installed_font_map()"))
    }
}
