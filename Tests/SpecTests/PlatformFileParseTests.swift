import Foundation
import Preset
import Scene
import SceneKinds
import SpecModel
import Testing
import TestSupport

/// The Compose, Flutter and CSS files of every shipped preset and of the example app's catalogue,
/// read by parsers no one here wrote: tree-sitter's Kotlin, Dart and CSS grammars
/// (`Tests/Parsers/parse_platform.py`). Each must parse with no error node, and hold only what a
/// source file of its language holds at its top level — imports and declarations (Kotlin's
/// grammar also takes a bare expression, as a script: that is refused here), a stylesheet's
/// `@keyframes` and rules.
@Suite("Compose, Flutter and CSS files parse as source files of their languages")
struct PlatformFileParseTests {
    static let allowedTop: [String: Set<String>] = [
        "kt": ["import", "package_header", "property_declaration", "function_declaration", "line_comment",
               "multiline_comment", "file_annotation"],
        "dart": ["import_or_export", "comment", "documentation_comment", "function_signature", "function_body",
                 "const_builtin", "final_builtin", "static_final_declaration_list", "initialized_identifier_list", ";"],
        "css": ["comment", "keyframes_statement", "rule_set"],
    ]

    @Test("every shipped preset's and the catalogue's three files: no error node, declarations only")
    func shippedAndCatalogue() throws {
        let folder = try TemporaryFolder()
        var files: [String] = []
        let presets = try CSSBrowserTests.presets()
        #expect(presets.contains { $0.path.contains("/catalog/") }, "the catalogue's presets are among them")
        for url in presets {
            let scene = try PresetLoader.standard.load(contentsOf: url)
            let stem = url.deletingPathExtension().lastPathComponent
            for platform in PlatformListing.Platform.allCases {
                let text = PlatformListing.text(for: scene, platform: platform)
                let file = try folder.write(text, to: "\(stem).\(platform.fileExtension)")
                files.append(file.path)
            }
        }
        try Self.expectParsed(files)
    }

    /// A layers preset whose changes set scaleX, scaleY and hueRotation — with the blur and the
    /// uniform scale that share their CSS declarations — in keyframes and state changes.
    static let factorsAndHue = """
        name: factors-and-hue
        canvas: { size: [390, 844], fps: 60 }
        scene:
          kind: layers
          layers:
            - { id: card, rect: { fill: "#5B7CFA" }, frame: [20, 200, 350, 220], blur: 4, scaleY: 2 }
            - { id: badge, circle: { fill: "#FF6B6B" }, frame: [300, 180, 44, 44], hueRotation: 30 }
        timeline:
          - { at: 0.2, animate: { card: { scaleX: 0.5, hueRotation: 90 }, badge: { scale: 1.5 } }, animation: { easeOut: 0.3 } }
          - { at: 0.6, animate: { card: { blur: 0 }, badge: { blur: 2, scaleY: 0.5 } }, animation: snappy }
          - { at: 1.0, layer: badge, keyframes: { scaleY: [[0.2, 1.4], [0.4, 1, { spring: {} }]] } }
        hold: 0.3

        """

    @Test("a layers preset with scaleX, scaleY and hueRotation: its files parse and say how each is shown")
    func factorsAndHueFiles() throws {
        let (_, texts) = try Self.parsedFiles(Self.factorsAndHue, name: "factors-and-hue")
        let css = try #require(texts["css"]), kotlin = try #require(texts["compose"]), dart = try #require(texts["flutter"])
        // One declaration per CSS property: the factors in `transform` (after the uniform `scale`),
        // the hue with the blur in `filter` — the ones a change keeps written where they are.
        #expect(css.contains("transform: scaleX(0.5) scaleY(2);"), "\(css)")
        #expect(css.contains("filter: blur(4px) hue-rotate(90deg);"), "\(css)")
        #expect(css.contains("filter: blur(0px) hue-rotate(90deg);"), "the hue stays when the blur changes: \(css)")
        #expect(css.contains("filter: blur(2px) hue-rotate(30deg);"), "\(css)")
        #expect(css.contains("scale: 1.5;"))
        // Both factors always, so every `transform` is the same list of functions.
        #expect(css.contains("transform: scaleX(1) scaleY(0.5);"), "a change of scaleY alone writes scaleX where it is: \(css)")
        for rule in css.split(separator: "}") {
            #expect(rule.components(separatedBy: "filter:").count <= 2, "one filter declaration a rule: \(rule)")
            #expect(rule.components(separatedBy: "transform:").count <= 2, "one transform declaration a rule: \(rule)")
        }
        #expect(kotlin.contains("\"card.scaleX\" to animateFloatAsState(if (changed) 0.5f else 1f"), "\(kotlin)")
        #expect(kotlin.contains("\"card.hueRotation\" to animateFloatAsState(if (changed) 90f else 0f"))
        #expect(kotlin.contains("// card.scaleX: Modifier.graphicsLayer { scaleX = scale * scaleX }"))
        #expect(kotlin.contains("// card.hueRotation: no hue rotation in Compose: draw through ColorFilter.colorMatrix("))
        #expect(dart.contains("'card.scaleX': Tween<double>(begin: 1.0, end: 0.5).animate(progress),"), "\(dart)")
        #expect(dart.contains("'card.hueRotation': Tween<double>(begin: 0.0, end: 90.0).animate(progress),"))
        #expect(dart.contains("/// card.scaleX: Transform(transform: Matrix4.diagonal3Values(scale * scaleX, scale * scaleY, 1)"))
        #expect(dart.contains("/// card.hueRotation: no hue rotation in Flutter: wrap in ColorFiltered(colorFilter: ColorFilter.matrix("))
    }

    @Test("a layers preset's colour filters: CSS's saturate() and grayscale() in the layer's one filter, brightness said where no platform has it")
    func colorFilterFiles() throws {
        let yaml = """
            name: filters
            canvas: { size: [390, 844], fps: 60 }
            scene:
              kind: layers
              layers:
                - { id: photo, rect: { fill: "#5B7CFA" }, frame: [20, 200, 350, 220], blur: 2 }
            timeline:
              - { at: 0.2, animate: { photo: { saturation: 0, grayscale: 0.5, brightness: 0.2 } }, animation: { easeOut: 0.3 } }
            hold: 0.3

            """
        let (scene, texts) = try Self.parsedFiles(yaml, name: "filters")
        let css = try #require(texts["css"]), kotlin = try #require(texts["compose"]), dart = try #require(texts["flutter"])
        #expect(css.contains("filter: blur(2px) saturate(0) grayscale(0.5);"), "\(css)")
        // CSS's brightness() multiplies; SwiftUI's adds: it is not written as one.
        #expect(!css.contains("brightness("), "\(css)")
        #expect(kotlin.contains("\"photo.saturation\" to animateFloatAsState(if (changed) 0f else 1f"), "\(kotlin)")
        #expect(kotlin.contains("// photo.brightness: no brightness in Compose:"), "\(kotlin)")
        #expect(dart.contains("'photo.grayscale': Tween<double>(begin: 0.0, end: 0.5).animate(progress),"), "\(dart)")
        #expect(dart.contains("/// photo.brightness: no brightness in Flutter:"), "\(dart)")
        let swiftUI = SwiftUICode(scene).code
        #expect(swiftUI.contains(".brightness(photoBrightness)") && swiftUI.contains(".saturation(photoSaturation)")
                && swiftUI.contains(".grayscale(photoGrayscale)"), "\(swiftUI)")
    }

    @Test("a change of z: Compose snaps to it and Flutter holds it from the change's first frame, as SwiftUI's zIndex changes")
    func instantZ() throws {
        let yaml = OrderPreset.yaml
        let (_, texts) = try Self.parsedFiles(yaml, name: "order")
        let kotlin = try #require(texts["compose"]), dart = try #require(texts["flutter"]), css = try #require(texts["css"])
        #expect(kotlin.contains("\"red.z\" to animateFloatAsState(if (changed) 5f else 0f, snap(), label = \"red.z\")"), "\(kotlin)")
        #expect(!kotlin.contains("\"red.offsetY\" to animateFloatAsState(if (changed) 10f else 0f, snap()"), "\(kotlin)")
        #expect(dart.contains("'red.z': ConstantTween<double>(5.0).animate(progress),"), "\(dart)")
        #expect(!css.contains("z-index"), "\(css)")
    }

    /// The preset `yaml`'s scene and each platform's file for it (keyed by platform), the files
    /// written as `NAME.kt`, `NAME.dart`, `NAME.css` and parsed with ``expectParsed(_:sourceLocation:)``.
    static func parsedFiles(_ yaml: String, name: String,
                            sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> (MotionScene, [String: String]) {
        let folder = try TemporaryFolder()
        let scene = try PresetLoader.standard.load(yaml: yaml, file: "\(name).yaml", baseDirectory: folder.url)
        var files: [String] = []
        var texts: [String: String] = [:]
        for platform in PlatformListing.Platform.allCases {
            let text = PlatformListing.text(for: scene, platform: platform)
            texts[platform.rawValue] = text
            files.append(try folder.write(text, to: "\(name).\(platform.fileExtension)").path)
        }
        try expectParsed(files, sourceLocation: sourceLocation)
        return (scene, texts)
    }

    /// Parses `files` with tree-sitter and expects no error node and declarations only at the top.
    static func expectParsed(_ files: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let run = try BrowserScript.run("parse_platform.py", files, folder: "Parsers")
        try #require(run.status == 0, "\(run.stdoutText)\n\(run.stderrText)", sourceLocation: sourceLocation)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdoutText.utf8)) as? [String: Any],
                                  sourceLocation: sourceLocation)
        let results = try #require(report["files"] as? [[String: Any]], sourceLocation: sourceLocation)
        try #require(results.count == files.count, sourceLocation: sourceLocation)
        for result in results {
            let file = result["file"] as! String
            let errors = result["errors"] as? [[String: Any]] ?? []
            #expect(errors.isEmpty, "\(URL(fileURLWithPath: file).lastPathComponent): \(errors.prefix(3))", sourceLocation: sourceLocation)
            let language = URL(fileURLWithPath: file).pathExtension
            let top = Set(result["top"] as? [String] ?? [])
            let stray = top.subtracting(Self.allowedTop[language] ?? [])
            #expect(stray.isEmpty, "\(URL(fileURLWithPath: file).lastPathComponent) holds \(stray) at its top level",
                    sourceLocation: sourceLocation)
        }
    }

    @Test("the parsers see a bare value, a bare expression and a stray comma as errors")
    func parsersRefuse() throws {
        let folder = try TemporaryFolder()
        let bad = [
            try folder.write("833.333ms linear(0, 1) 0ms\n.after { color: red }\n", to: "bare.css"),
            try folder.write("Cubic(0, 0, 0.58, 1), Duration(milliseconds: 250)\n", to: "bare.dart"),
            try folder.write("spring(dampingRatio = 0.85f, stiffness = 438.6491f)\n", to: "bare.kt"),
        ]
        let run = try BrowserScript.run("parse_platform.py", bad.map(\.path), folder: "Parsers")
        try #require(run.status == 0, "\(run.stderrText)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdoutText.utf8)) as? [String: Any])
        let results = try #require(report["files"] as? [[String: Any]])
        try #require(results.count == 3)
        #expect(!(results[0]["errors"] as! [Any]).isEmpty && !(results[1]["errors"] as! [Any]).isEmpty)
        // Kotlin reads a bare call as a script: the top-level check is what refuses it.
        let kotlinTop = Set(results[2]["top"] as? [String] ?? [])
        #expect(!kotlinTop.isSubset(of: Self.allowedTop["kt"]!), "\(kotlinTop)")
    }
}
