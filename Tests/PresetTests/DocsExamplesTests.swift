import Foundation
import Preset
import SceneKinds
import Testing
import Yams

/// Every YAML example in README.md and docs/*.md is checked, so the docs cannot drift from the loader.
///
/// Each ```` ```yaml ```` block is preceded by a marker comment (invisible when the Markdown is
/// shown) that says what the block is:
///
/// - `<!-- example: preset -->` — a whole preset; it must validate. Relative image paths start at
///   `Presets/`, as if the example were saved there.
/// - `<!-- example: fragment of BASE at PATH -->` — a part of a preset: BASE is a preset file of the
///   repository (`Presets/tab-forward.yaml`) or a whole-preset example of a doc (`docs/layers.md#1`,
///   the first YAML block of that file); PATH is where the block goes (`/`, `transition`,
///   `scene.tabs[0]`, `timeline`). A mapping's keys are set into the mapping at PATH; a list
///   replaces the list at PATH, or is appended to it when PATH ends in `+`. The result must validate.
/// - `…, error` after either form — the example shows a mistake: it must fail, and the messages it
///   gives must be the ones in the next fenced block (`FILE:LINE:COLUMN: message` lines; the
///   positions are not compared, since a fragment sits at other lines in the merged preset).
/// - `<!-- example: not a preset (WHY) -->` — YAML of another kind (a CI workflow); it must parse.
///
/// A block without a marker fails the test, so a new example cannot slip past unchecked.
@Suite("The YAML examples in README.md and docs/ are valid (or fail exactly as they say)")
struct DocsExamplesTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// One fenced YAML block of a Markdown file, with its marker and the fenced block after it.
    struct Example: CustomTestStringConvertible, Sendable {
        var file: String
        var line: Int
        /// The 1-based position among the file's YAML blocks (for `docs/x.md#N` bases).
        var ordinal: Int
        var marker: String?
        var yaml: String
        /// The next fenced block of any language, where an error example lists its messages.
        var following: String?

        var testDescription: String { "\(file):\(line)" }
    }

    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    static let examples: [Example] = documents.flatMap { examples(in: $0) }

    static func examples(in file: String) -> [Example] {
        guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { return [] }
        let lines = text.components(separatedBy: "\n")
        var found: [Example] = []
        var index = 0
        while index < lines.count {
            guard lines[index].trimmingCharacters(in: .whitespaces) == "```yaml" else {
                index += 1
                continue
            }
            let start = index
            var end = index + 1
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
            let previous = start > 0 ? lines[start - 1].trimmingCharacters(in: .whitespaces) : ""
            let marker = previous.wholeMatch(of: /<!--\s*example:\s*(.*?)\s*-->/).map { String($0.1) }
            // The next fenced block after this one, for the messages an error example promises.
            var following: String?
            var next = end + 1
            while next < lines.count, !lines[next].hasPrefix("```") { next += 1 }
            if next < lines.count, lines[next].trimmingCharacters(in: .whitespaces) == "```" {
                var close = next + 1
                while close < lines.count, !lines[close].hasPrefix("```") { close += 1 }
                following = lines[(next + 1)..<min(close, lines.count)].joined(separator: "\n")
            }
            found.append(Example(file: file, line: start + 1, ordinal: found.count + 1, marker: marker,
                                 yaml: lines[(start + 1)..<min(end, lines.count)].joined(separator: "\n"),
                                 following: following))
            index = end + 1
        }
        return found
    }

    @Test("the docs have YAML examples to check")
    func found() {
        #expect(Self.examples.count >= 10, "found only \(Self.examples.count) examples in \(Self.documents)")
    }

    @Test("each example does what its marker says", arguments: examples)
    func check(_ example: Example) throws {
        let marker = try #require(example.marker, """
            \(example.file):\(example.line): a YAML example without a marker; put one of \
            <!-- example: preset -->, <!-- example: fragment of BASE at PATH -->, \
            <!-- example: not a preset (WHY) --> on the line before it
            """)
        if marker.hasPrefix("not a preset") {
            #expect(throws: Never.self) { _ = try Yams.compose(yaml: example.yaml) }
            return
        }
        var words = marker
        let expectsError = words.hasSuffix(", error")
        if expectsError { words.removeLast(", error".count) }

        let document: String
        if words == "preset" {
            document = example.yaml
        } else if let match = words.wholeMatch(of: /fragment of (\S+) at (\S+)/) {
            document = try Self.merge(example.yaml, into: try Self.base(String(match.1)), at: String(match.2))
        } else {
            Issue.record("\(example.file):\(example.line): unknown marker '\(marker)'")
            return
        }
        let errors = PresetLoader.validate(yaml: document, file: "example.yaml",
                                           baseDirectory: Self.root.appendingPathComponent("Presets"))
        if expectsError {
            let promised = (example.following ?? "").split(separator: "\n").map { line in
                // "tab.yaml:9:34: message" → "message"
                String(line.replacing(#/^[^:\s]+:\d+:\d+: /#, with: ""))
            }
            #expect(!promised.isEmpty, "\(example.file):\(example.line): an error example needs its messages in the next block")
            #expect(errors.map(\.message) == promised, "\(example.file):\(example.line)")
        } else {
            #expect(errors.map(\.description) == [], "\(example.file):\(example.line)\n\(document)")
        }
    }

    // MARK: Building the preset an example belongs to

    /// The text of a base: a file of the repository, or `docs/x.md#N`, the N-th YAML block of a doc.
    static func base(_ name: String) throws -> String {
        if let match = name.wholeMatch(of: /(.+)#(\d+)/) {
            let file = String(match.1)
            let ordinal = Int(match.2) ?? 0
            return try #require(examples(in: file).first { $0.ordinal == ordinal }?.yaml, "no YAML block #\(ordinal) in \(file)")
        }
        return try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
    }

    /// `fragment` placed into `base` at `path` (see the suite's comment), as YAML text.
    static func merge(_ fragment: String, into base: String, at path: String) throws -> String {
        let baseNode = try #require(try Yams.compose(yaml: base), "empty base")
        let piece = try #require(try Yams.compose(yaml: fragment), "empty fragment")
        let append = path.hasSuffix("+")
        let steps = path == "/" ? [] : (append ? String(path.dropLast()) : path).split(separator: ".").map(String.init)
        let merged = try place(piece, into: baseNode, steps: steps[...], append: append)
        return try Yams.serialize(node: merged)
    }

    private static func place(_ piece: Node, into node: Node, steps: ArraySlice<String>, append: Bool) throws -> Node {
        guard let step = steps.first else {
            switch (node, piece) {
            case (.mapping(var target), .mapping(let additions)):
                for (key, value) in additions { target[key] = value }
                return .mapping(target)
            case (.sequence(var target), .sequence(let additions)) where append:
                target.append(contentsOf: additions)
                return .sequence(target)
            default:
                return piece
            }
        }
        // "tabs[0]" → key "tabs", element 0.
        let parts = step.wholeMatch(of: /(\w+)(?:\[(\d+)\])?/)
        let key = String(try #require(parts, "bad path step '\(step)'").1)
        var copy = node
        let child = node[key] ?? Node.mapping(Node.Mapping([]))
        if let indexText = parts?.2, let index = Int(indexText) {
            guard case .sequence(var list) = child, list.indices.contains(index) else {
                throw ExampleError("no element \(index) at '\(key)'")
            }
            list[index] = try place(piece, into: list[index], steps: steps.dropFirst(), append: append)
            copy[key] = .sequence(list)
        } else {
            copy[key] = try place(piece, into: child, steps: steps.dropFirst(), append: append)
        }
        return copy
    }

    struct ExampleError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
