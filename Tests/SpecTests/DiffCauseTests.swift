import Foundation
import Preset
import Raster
import SceneKinds
@testable import Spec
import Testing
import TestSupport

/// Spec folders made from the shipped `tab-forward` preset (at scale 1, to keep them quick) with one
/// edit applied to its text, so a diff sees what a reviewer's pull request would change.
enum TabForwardFixture {
    static func text() throws -> String {
        let url = try #require(ShippedPresets.url("tab-forward"))
        return try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "scale: 3", with: "scale: 1")
    }

    /// `tab-forward` with `edit` applied, its spec files written into a fresh folder.
    static func folder(_ edit: (String) -> String = { $0 }) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let scene = try PresetLoader.standard.load(yaml: edit(try text()), file: "tab-forward.yaml", baseDirectory: folder.url)
        _ = try SpecBundle(scene).write(to: folder.url, preview: .noVideo)
        return folder
    }
}

/// The presets folder of the repository, found from this file.
enum ShippedPresets {
    static func url(_ name: String) -> URL? {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        for _ in 0..<4 {
            folder.deleteLastPathComponent()
            let candidate = folder.appendingPathComponent("Presets/\(name).yaml")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}

@Suite("diff: the cause first, then what is seen", .serialized)
struct DiffCauseTests {
    @Test("spring response 0.3 → 0.35: the headline row names the response and the largest offset change with its time")
    func responseChange() throws {
        let old = try TabForwardFixture.folder()
        let new = try TabForwardFixture.folder { $0.replacingOccurrences(of: "response: 0.3,", with: "response: 0.35,") }
        let report = try DiffReport(baseline: old.url, new: new.url)
        let preset = try #require(report.changed.first)

        // The largest offset change, computed here from the two specs' own numbers.
        let a = try SpecDocument(contentsOf: old.file("tab-forward.spec.json"))
        let b = try SpecDocument(contentsOf: new.file("tab-forward.spec.json"))
        var largest = (difference: 0.0, time: 0.0)
        for (x, y) in zip(a.frames, b.frames) {
            for layer in ["tab.0", "tab.1"] {
                if let p = x.layers[layer]?["offset.x"], let q = y.layers[layer]?["offset.x"], abs(p - q) > largest.difference {
                    largest = (abs(p - q), y.time)
                }
            }
        }
        #expect(largest.difference > 20, "a slower spring lags the page by tens of points")

        let markdown = try Self.written(report, "diff.md")
        let lines = markdown.split(separator: "\n").map(String.init)
        let row = try #require(lines.firstIndex { $0.hasPrefix("| tab-forward |") })
        let cells = lines[row].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        // The cause heads the block, in the preset's words; the film's row says what is seen.
        #expect(lines.first { $0.hasPrefix("**") } == "**transition.animation.spring.response 0.3 → 0.35**", "\(markdown)")
        #expect(lines.firstIndex { $0.hasPrefix("**") }.map { $0 < row } == true, "the cause comes first: \(markdown)")
        #expect(cells[2].hasPrefix("tab.") && cells[2].contains(".offset.x \(PresetDiff.format(largest.difference)) pt"), "\(lines[row])")
        #expect(cells[3] == "\(PresetDiff.format(largest.time)) s", "the headline says when: \(lines[row])")
        #expect(cells[4].hasPrefix("frameCount") || cells[4].hasPrefix("settles"), "timing follows the headline: \(lines[row])")

        // Flags and orders are moments, never magnitudes in points.
        let moments = preset.changes.filter { $0.kind == .moment }
        #expect(moments.contains { $0.property == "tab.0" && $0.largest.hasPrefix("hidden at ") }, "\(moments.map(\.line))")
        for change in preset.changes where change.kind == .moment || change.property.hasSuffix("zIndex") {
            #expect(!change.line.contains(" pt") && !change.line.contains("×"), "\(change.line)")
        }

        let junit = try Self.written(report, "junit.xml")
        let message = try #require(junit.firstMatch(of: /<failure message="([^"]*)"/).map { String($0.1) })
        #expect(message.hasPrefix("transition.animation.spring.response 0.3 → 0.35"), "\(message)")
    }

    @Test("a spring changed in the app's Swift names the file and line it was read from")
    func causeFromSwift() throws {
        func folder(_ response: String) throws -> TemporaryFolder {
            let folder = try TemporaryFolder()
            let preset = try #require(ShippedPresets.url("tab-from-code"))
            let swift = preset.deletingLastPathComponent().appendingPathComponent("swift/TabTransition.swift")
            let code = try String(contentsOf: swift, encoding: .utf8)
            #expect(code.contains(".spring(response: 0.3, dampingFraction: 0.85), value: selectedTab"))
            try folder.write(code.replacingOccurrences(of: ".spring(response: 0.3, dampingFraction: 0.85), value: selectedTab",
                                                       with: ".spring(response: \(response), dampingFraction: 0.85), value: selectedTab"),
                             to: "swift/TabTransition.swift")
            let yaml = try String(contentsOf: preset, encoding: .utf8).replacingOccurrences(of: "scale: 3", with: "scale: 1")
            let scene = try PresetLoader.standard.load(yaml: yaml, file: folder.file("tab-from-code.yaml").path, baseDirectory: folder.url)
            _ = try SpecBundle(scene).write(to: folder.url, preview: .noVideo)
            return folder
        }
        let old = try folder("0.3"), new = try folder("0.35")
        let preset = try #require(try DiffReport(baseline: old.url, new: new.url).changed.first)
        // One cause: the Swift place, at the line of the `.animation(…)` that was edited (found here
        // in the file), quoted as the code reads.
        let code = try String(contentsOf: new.file("swift/TabTransition.swift"), encoding: .utf8)
        let line = try #require(code.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains(".animation(.spring(response: 0.35") }) + 1
        #expect(preset.causes.count == 1, "\(preset.causes.map(\.line))")
        let cause = try #require(preset.cause)
        #expect(cause.fromSwift && cause.property.hasSuffix("TabTransition.swift:\(line)"), "\(cause.line)")
        #expect(cause.largest == ".spring(response: 0.3 → 0.35, dampingFraction: 0.85)", "\(cause.line)")
    }

    @Test("a timeline change's first line is the event's new time")
    func timelineChange() throws {
        let old = try DiffFixture.folder([DiffFixture.yaml()])
        let new = try DiffFixture.folder([DiffFixture.yaml().replacingOccurrences(of: "at: 0.1,", with: "at: 0.2,")])
        let preset = try #require(try DiffReport(baseline: old.url, new: new.url).changed.first)
        #expect(preset.summary.hasPrefix("timeline[0].at 0.1 → 0.2; box.offset.x "), "\(preset.summary)")
    }

    @Test("a transition that loses its opacity says so first")
    func effectRemoved() throws {
        let old = try TabForwardFixture.folder()
        let new = try TabForwardFixture.folder {
            $0.replacingOccurrences(of: "removal:   [ { move: auto }, opacity ]", with: "removal:   [ { move: auto } ]")
        }
        let preset = try #require(try DiffReport(baseline: old.url, new: new.url).changed.first)
        #expect(preset.summary.hasPrefix("transition.removal opacity removed; tab.0.opacity "), "\(preset.summary)")
    }

    @Test("a colour change is told in levels: the canvas's as a cause, a shadow's as what is seen")
    func colourChange() throws {
        let shadowed = DiffFixture.yaml().replacingOccurrences(of: "cornerRadius: 4 }", with: "cornerRadius: 4 }, shadow: { color: \"#000000\", radius: 4 }")
        let old = try DiffFixture.folder([shadowed])
        let new = try DiffFixture.folder([shadowed.replacingOccurrences(of: "color: \"#000000\"", with: "color: \"#FF0000\"")])
        let preset = try #require(try DiffReport(baseline: old.url, new: new.url).changed.first)
        #expect(preset.cause == nil, "a layer's shadow is not a parameter of the motion")
        #expect(preset.summary.hasPrefix("box.shadow.color.red 255 levels at "), "\(preset.summary)")

        let dark = try DiffFixture.folder([DiffFixture.yaml().replacingOccurrences(of: "background: \"#FFFFFF\"", with: "background: \"#000000\"")])
        let plain = try DiffFixture.folder([DiffFixture.yaml()])
        let canvas = try #require(try DiffReport(baseline: plain.url, new: dark.url).changed.first)
        #expect(canvas.summary.hasPrefix("canvas.background #FFFFFFFF → #000000FF; key frame 1 of "), "\(canvas.summary)")
    }

    @Test("an image whose pixels change is a key-frame change with no motion parameter changed")
    func imagePixels() throws {
        func folder(_ fill: String) throws -> TemporaryFolder {
            let folder = try TemporaryFolder()
            try folder.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"40\" height=\"40\"><rect width=\"40\" height=\"40\" fill=\"\(fill)\"/></svg>",
                             to: "mark.svg")
            let yaml = DiffFixture.yaml().replacingOccurrences(of: "roundedRect: { fill: \"#FF0000\", cornerRadius: 4 }", with: "image: mark.svg")
            let scene = try PresetLoader.standard.load(yaml: yaml, file: "fixture.yaml", baseDirectory: folder.url)
            _ = try SpecBundle(scene).write(to: folder.url, preview: .noVideo)
            return folder
        }
        let old = try folder("#00AA00"), new = try folder("#AA00AA")
        let report = try DiffReport(baseline: old.url, new: new.url)
        let preset = try #require(report.changed.first)
        #expect(preset.summary.hasPrefix("key frame 1 of "), "\(preset.summary)")
        #expect(preset.changes.allSatisfy { $0.kind == .keyFrame })
        let markdown = try Self.written(report, "diff.md")
        #expect(markdown.contains("**No Swift place or motion parameter changed**\n\n"), "\(markdown)")
        #expect(markdown.contains("| slide | changed | key frame 1 of "), "\(markdown)")
    }

    @Test("diff.html in Chromium: every chart draws, and every mark boxes only pixels that differ", .timeLimit(.minutes(5)))
    func pageInChromium() throws {
        let old = try TabForwardFixture.folder()
        let new = try TabForwardFixture.folder { $0.replacingOccurrences(of: "response: 0.3,", with: "response: 0.35,") }
        let out = try TemporaryFolder()
        try DiffReport(baseline: old.url, new: new.url).write(to: out.url, junit: nil)
        let chromium = try #require(HeadlessChromium(profile: out.file("profile")), "\(HeadlessChromium.missing)")
        let dom = try chromium.dom(of: out.file("diff.html"))
        #expect(dom.contains("<body data-errors=\"[]\""), "the page reported errors")

        let charts = dom.matches(of: /<svg[^>]*data-chart="([^"]+)"[^>]*>(.*?)<\/svg>/.dotMatchesNewlines())
        #expect(charts.count >= 4, "one chart per changed curve, the visibility flag's included")
        #expect(charts.contains { $0.1 == "tab.0.visible" })
        for chart in charts {
            let paths = chart.2.matches(of: /<path class="(old|new)" d="([^"]*)"/)
            #expect(paths.count == 2 && paths.allSatisfy { !$0.2.trimmingCharacters(in: .whitespaces).isEmpty }, "chart \(chart.1) draws nothing")
        }

        // The changed pixels, computed here from the two sheets, per tile.
        let a = try DecodedPNG(contentsOf: old.file("tab-forward.sheet.png"))
        let b = try DecodedPNG(contentsOf: new.file("tab-forward.sheet.png"))
        func changed(_ x: Int, _ y: Int) -> Bool {
            let i = (y * a.width + x) * 4
            return (0..<4).contains { abs(Int(a.rgba[i + $0]) - Int(b.rgba[i + $0])) > DiffTolerances().pixelLevels }
        }
        func numbers(_ text: Substring) -> [Int] { text.split(separator: " ").compactMap { Int(Double($0) ?? -1) } }
        let tiles = dom.matches(of: /<div class="tile n\d+" data-sheet-tile="([^"]+)"[^>]*>(.*?)<\/div><\/div>/)
        #expect(!tiles.isEmpty, "changed key frames are shown")
        for tile in tiles {
            let t = numbers(tile.1)
            let marks = tile.2.matches(of: /data-sheet-box="([^"]+)"/).map { numbers($0.1) }
            #expect(!marks.isEmpty)
            var covered = 0, total = 0
            for y in t[1]..<(t[1] + t[3]) {
                for x in t[0]..<(t[0] + t[2]) where changed(x, y) {
                    total += 1
                    if marks.contains(where: { x >= $0[0] && x < $0[0] + $0[2] && y >= $0[1] && y < $0[1] + $0[3] }) { covered += 1 }
                }
            }
            #expect(covered == total, "every changed pixel is inside a mark")
            for m in marks {
                // Tight: a mark's box is inside the tile, and each of its four edges touches a changed pixel.
                #expect(m[0] >= t[0] && m[1] >= t[1] && m[0] + m[2] <= t[0] + t[2] && m[1] + m[3] <= t[1] + t[3])
                let right = m[0] + m[2] - 1, bottom = m[1] + m[3] - 1
                #expect((m[1]...bottom).contains { changed(m[0], $0) } && (m[1]...bottom).contains { changed(right, $0) }
                        && (m[0]...right).contains { changed($0, m[1]) } && (m[0]...right).contains { changed($0, bottom) },
                        "mark \(m) is larger than the pixels it marks")
            }
            #expect(marks.reduce(0) { $0 + $1[2] * $1[3] } < t[2] * t[3], "the marks are not one box around the whole tile")
        }
        #expect(dom.contains("data-outlines="), "the frame of the largest geometry change is drawn")
    }

    private static func written(_ report: DiffReport, _ name: String) throws -> String {
        let folder = try TemporaryFolder()
        try report.write(to: folder.url, junit: folder.file("junit.xml"))
        return try String(contentsOf: folder.file(name), encoding: .utf8)
    }
}
