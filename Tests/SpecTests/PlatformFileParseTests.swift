import Foundation
import Preset
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
        let run = try BrowserScript.run("parse_platform.py", files, folder: "Parsers")
        try #require(run.status == 0, "\(run.stdoutText)\n\(run.stderrText)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdoutText.utf8)) as? [String: Any])
        let results = try #require(report["files"] as? [[String: Any]])
        try #require(results.count == files.count)
        for result in results {
            let file = result["file"] as! String
            let errors = result["errors"] as? [[String: Any]] ?? []
            #expect(errors.isEmpty, "\(URL(fileURLWithPath: file).lastPathComponent): \(errors.prefix(3))")
            let language = URL(fileURLWithPath: file).pathExtension
            let top = Set(result["top"] as? [String] ?? [])
            let stray = top.subtracting(Self.allowedTop[language] ?? [])
            #expect(stray.isEmpty, "\(URL(fileURLWithPath: file).lastPathComponent) holds \(stray) at its top level")
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
