import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Scene
import Preset
import SceneKinds
@testable import Spec
import Testing
import TestSupport
import SpecModel

/// Spec files made by the real `spec` code path from tiny layers presets, for the diff to compare.
enum DiffFixture {
    /// A 120 × 60 pt canvas at scale 1 and 30 fps: a box slides 60 pt on a spring of `response`.
    static func yaml(name: String = "slide", response: Double = 0.3, fill: String = "#FF0000", travel: Int = 60) -> String {
        """
        name: \(name)
        canvas: { size: [120, 60], scale: 1, fps: 30, background: "#FFFFFF" }
        scene:
          kind: layers
          layers:
            - { id: box, roundedRect: { fill: "\(fill)", cornerRadius: 4 }, frame: [10, 10, 40, 40] }
        timeline:
          - { at: 0.1, animate: { box: { offsetX: \(travel) } }, animation: { spring: { response: \(response), dampingFraction: 1 } } }
        hold: 0.1
        """
    }

    /// Writes the spec files of each preset text into a fresh folder and returns it.
    static func folder(_ presets: [String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for text in presets {
            let scene = try PresetLoader.standard.load(yaml: text, file: "fixture.yaml", baseDirectory: folder.url)
            _ = try SpecBundle(scene).write(to: folder.url)
        }
        return folder
    }
}

@Suite("motionreel diff: two specs compared")
struct SpecDiffTests {
    @Test("a folder against itself has no change, and the report says so")
    func folderAgainstItself() throws {
        let folder = try DiffFixture.folder([DiffFixture.yaml(), DiffFixture.yaml(name: "other", travel: 30)])
        let report = try DiffReport(baseline: folder.url, new: folder.url)
        #expect(report.presets.map(\.name) == ["other", "slide"])
        #expect(!report.hasChanges)
        #expect(report.presets.allSatisfy { $0.keyFrames?.tileCount ?? 0 >= 2 }, "key frames were compared")
    }

    @Test("a changed spring response is a change of the box's offset.x, largest mid-motion")
    func changedResponse() throws {
        let old = try DiffFixture.folder([DiffFixture.yaml(response: 0.3)])
        let new = try DiffFixture.folder([DiffFixture.yaml(response: 0.6)])
        let report = try DiffReport(baseline: old.url, new: new.url)
        let preset = try #require(report.changed.first)
        #expect(preset.name == "slide" && preset.status == .changed)
        let change = try #require(preset.changes.first { $0.property == "box.offset.x" })
        // Recomputed from the two specs' own numbers: the largest |Δ offset.x| over the frames.
        let a = try SpecDocument(contentsOf: old.file("slide.spec.json"))
        let b = try SpecDocument(contentsOf: new.file("slide.spec.json"))
        let differences = zip(a.frames, b.frames).map { abs(($0.layers["box"]?["offset.x"] ?? 0) - ($1.layers["box"]?["offset.x"] ?? 0)) }
        let largest = try #require(differences.max())
        #expect(largest > 5, "a doubled response lags the slide by many points")
        // Points, and the output pixels they are at the canvas's scale (1 here).
        #expect(change.largest == "\(SpecNumber.format((largest * 1000).rounded() / 1000)) pt (\(SpecNumber.format(largest.rounded())) px)")
        let index = try #require(differences.firstIndex(of: largest))
        #expect(change.time == b.frames[index].time)
        #expect(change.time.map { $0 > 0.1 && $0 < 1 } == true, "while the box moves")
        let markdown = try Self.writtenReport(report, "diff.md")
        #expect(markdown.contains("| slide | changed |") && markdown.contains("box."))
    }

    @Test("a changed fill colour with identical motion is caught by the key frames")
    func changedColour() throws {
        let old = try DiffFixture.folder([DiffFixture.yaml(fill: "#FF0000")])
        let new = try DiffFixture.folder([DiffFixture.yaml(fill: "#0000FF")])
        let report = try DiffReport(baseline: old.url, new: new.url)
        let preset = try #require(report.changed.first)
        #expect(preset.changes.allSatisfy { $0.property.hasPrefix("key frame") }, "the numbers are identical")
        let keyFrames = try #require(preset.keyFrames)
        #expect(keyFrames.changedTiles.count == keyFrames.tileCount, "the box shows in every key frame")
        // Red → blue moves the red and blue channels the whole 255 levels (less only at antialiased edges).
        #expect(keyFrames.changedTiles.allSatisfy { $0.largest == 255 })
        // The changed pixels lie where the box is: 40 pt tall at the tile's scale, inside the tile.
        let tile = try #require(keyFrames.changedTiles.first)
        #expect(tile.changed.height <= 40 * tile.rect.height / 60 + 2 && tile.changed.minY >= tile.rect.minY)
        // Each changed tile says when it is: the first is frame 0, and every time is frame / 30 fps
        // (the spec writes six decimals).
        let document = try SpecDocument(contentsOf: new.file("slide.spec.json"))
        #expect(document.keyFrames.count == keyFrames.tileCount)
        #expect(tile.frame == SpecDocument.KeyFrame(frame: 0, time: 0))
        for changed in keyFrames.changedTiles {
            let frame = try #require(changed.frame)
            #expect(abs(frame.time - Double(frame.frame) / 30) <= 5e-7 && document.keyFrames[changed.slot] == frame)
        }
        let last = try #require(keyFrames.changedTiles.last?.frame)
        #expect(last.frame == document.frames.count - 1, "the last tile is the last frame")
        #expect(preset.headline?.time == 0, "the summary names the first changed key frame and its time")
        let markdown = try Self.writtenReport(report, "diff.md")
        #expect(markdown.contains("| slide | changed | key frame 1 of \(keyFrames.tileCount): ")
                && markdown.contains("| 0 s |"), "\(markdown)")
        let html = try Self.writtenReport(report, "diff.html")
        #expect(html.contains("data:image/png;base64,") && html.contains("class=\"mark\""))
    }

    @Test("a preset added or removed is a change on its own")
    func addedAndRemoved() throws {
        let old = try DiffFixture.folder([DiffFixture.yaml(), DiffFixture.yaml(name: "gone")])
        let new = try DiffFixture.folder([DiffFixture.yaml(), DiffFixture.yaml(name: "fresh")])
        let report = try DiffReport(baseline: old.url, new: new.url)
        let status = Dictionary(uniqueKeysWithValues: report.presets.map { ($0.name, $0.status) })
        #expect(status == ["fresh": .added, "gone": .removed, "slide": .unchanged])
        let markdown = try Self.writtenReport(report, "diff.md")
        #expect(markdown.contains("| fresh | added |") && markdown.contains("| gone | removed |") && !markdown.contains("| slide |"))
    }

    @Test("a difference equal to the tolerance is not a change; just above it is")
    func toleranceEdges() throws {
        let old = try DiffFixture.folder([DiffFixture.yaml(travel: 60)])
        let new = try DiffFixture.folder([DiffFixture.yaml(travel: 61)])
        let a = try SpecDocument(contentsOf: old.file("slide.spec.json"))
        let b = try SpecDocument(contentsOf: new.file("slide.spec.json"))
        let largest = zip(a.frames, b.frames).map { abs(($0.layers["box"]?["offset.x"] ?? 0) - ($1.layers["box"]?["offset.x"] ?? 0)) }.max() ?? 0
        #expect(largest == 1, "the end values differ by the 1 pt of travel")
        var tolerances = DiffTolerances()
        tolerances.pixelLevels = 255            // only the numbers count here
        tolerances.geometry = largest
        #expect(try !DiffReport(baseline: old.url, new: new.url, tolerances: tolerances).hasChanges)
        tolerances.geometry = largest.nextDown
        let changed = try DiffReport(baseline: old.url, new: new.url, tolerances: tolerances)
        #expect(changed.changed.first?.headline?.property == "box.offset.x")

        // Pixels: the colour moves by exactly 3 levels in red; a tolerance of 3 accepts it, 2 does not.
        let red = try DiffFixture.folder([DiffFixture.yaml(fill: "#FA0000")])
        let redder = try DiffFixture.folder([DiffFixture.yaml(fill: "#FD0000")])
        var pixels = DiffTolerances()
        pixels.pixelLevels = 3
        #expect(try !DiffReport(baseline: red.url, new: redder.url, tolerances: pixels).hasChanges)
        pixels.pixelLevels = 2
        #expect(try DiffReport(baseline: red.url, new: redder.url, tolerances: pixels).hasChanges)
    }

    @Test("each unit has its own tolerance, and a difference equal to it is not a change")
    func perUnitTolerances() {
        let t = DiffTolerances()
        // (property, old, new at the tolerance, new just above it)
        let cases: [(String, Double, Double, Double)] = [
            ("opacity", 0.5, 0.505, 0.506), ("scale", 1, 1.005, 1.006), ("rotation", 10, 10.5, 10.51),
            ("rotation3D.angle", 0, 0.5, 0.51), ("frame.x", 20, 20.5, 20.51), ("mask.cornerRadius", 4, 4.5, 4.51),
            // Colours compare in 8-bit levels: 128/255 → 129/255 is one level, → 130/255 two.
            ("shadow.color.red", 128.0 / 255, 129.0 / 255, 130.0 / 255),
        ]
        for (property, old, edge, above) in cases {
            #expect(!t.compare(property, old, edge).changed, "\(property) at its tolerance")
            #expect(t.compare(property, old, above).changed, "\(property) above its tolerance")
        }
    }

    @Test("the JUnit XML parses, with one test case per preset and a failure per changed one; its folder is made")
    func junitCounts() throws {
        let old = try DiffFixture.folder([DiffFixture.yaml(), DiffFixture.yaml(name: "same", travel: 20), DiffFixture.yaml(name: "gone")])
        let new = try DiffFixture.folder([DiffFixture.yaml(response: 0.6), DiffFixture.yaml(name: "same", travel: 20)])
        let report = try DiffReport(baseline: old.url, new: new.url)
        let folder = try TemporaryFolder()
        let junit = folder.file("junit/report.xml")
        try report.write(to: folder.file("diff"), junit: junit)
        let counter = JUnitCounter()
        let parser = try #require(XMLParser(contentsOf: junit))
        parser.delegate = counter
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(counter.testcases == ["gone", "same", "slide"])
        #expect(counter.failures == 2)
        #expect(counter.suiteTests == "3" && counter.suiteFailures == "2")
    }

    @Test("a broken spec is one FILE:LINE:COLUMN error naming the file")
    func brokenSpec() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("bad.spec.json")
        try Data("{\n  \"schemaVersion\": 1,\n  \"name\": ]\n}".utf8).write(to: file)
        #expect {
            _ = try DiffReport(baseline: file, new: file)
        } throws: { error in
            (error as? DiffError).map { $0.file == file.path && "\($0)".hasPrefix(file.path + ":") } ?? false
        }
        try Data("{\"schemaVersion\": 1, \"name\": \"x\"}".utf8).write(to: file)
        #expect(throws: DiffError(file.path, "canvas: expected an object")) { _ = try DiffReport(baseline: file, new: file) }
    }

    /// The report's file `name` (`diff.md`, `diff.html`) as `write` makes it, read back.
    private static func writtenReport(_ report: DiffReport, _ name: String) throws -> String {
        let folder = try TemporaryFolder()
        try report.write(to: folder.url, junit: nil)
        return try String(contentsOf: folder.file(name), encoding: .utf8)
    }
}

/// Counts a JUnit file's test cases and failures as an XML parser sees them.
private final class JUnitCounter: NSObject, XMLParserDelegate {
    var testcases: [String] = []
    var failures = 0
    var suiteTests: String?
    var suiteFailures: String?

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        switch name {
        case "testcase": testcases.append(attributes["name"] ?? "")
        case "failure": failures += 1
        case "testsuite": suiteTests = attributes["tests"]; suiteFailures = attributes["failures"]
        default: break
        }
    }
}
