import Foundation
import Motion
import Preset
import Scene
import SceneKinds
import Testing
import TestSupport

/// A folder of test files (a ``TemporaryFolder``) that disappears with the fixture, and helpers
/// that load presets from it.
public final class PresetFixture {
    private let folder: TemporaryFolder
    public var directory: URL { folder.url }

    public init() throws { folder = try TemporaryFolder() }

    /// A complete 1 × 1 transparent PNG: signature, IHDR, IDAT, IEND.
    public static let tinyPNG: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
        0x89, 0x00, 0x00, 0x00, 0x0A, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x00, 0x01, 0x00, 0x00,
        0x05, 0x00, 0x01, 0x0D, 0x0A, 0x2D, 0xB4, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE,
        0x42, 0x60, 0x82,
    ]

    /// Writes `bytes` at `path` under the fixture's folder, creating folders on the way.
    @discardableResult
    public func write(_ bytes: [UInt8], to path: String) throws -> URL {
        try folder.write(bytes, to: path)
    }

    @discardableResult
    public func write(_ text: String, to path: String) throws -> URL {
        try folder.write(text, to: path)
    }

    public func load(_ yaml: String, file: String = "test.yaml", overrides: PresetOverrides = PresetOverrides()) throws(PresetError) -> MotionScene {
        try PresetLoader.load(yaml: yaml, file: file, baseDirectory: directory, overrides: overrides)
    }

    public func errors(_ yaml: String, file: String = "test.yaml", overrides: PresetOverrides = PresetOverrides()) -> [PresetError] {
        PresetLoader.validate(yaml: yaml, file: file, baseDirectory: directory, overrides: overrides)
    }

    /// The single error `yaml` has; records an issue when there is none or more than one.
    public func error(_ yaml: String, file: String = "test.yaml", overrides: PresetOverrides = PresetOverrides(),
               sourceLocation: Testing.SourceLocation = #_sourceLocation) -> PresetError? {
        let errors = errors(yaml, file: file, overrides: overrides)
        #expect(errors.count == 1, "expected one error, got \(errors.map(\.description))", sourceLocation: sourceLocation)
        // `load` throws the same first error.
        do {
            _ = try load(yaml, file: file, overrides: overrides)
            Issue.record("load succeeded", sourceLocation: sourceLocation)
        } catch {
            #expect(error == errors.first, sourceLocation: sourceLocation)
        }
        return errors.first
    }
}

/// The 1-based line and column of the `occurrence`-th `needle` in `text`, as an editor shows them.
public func position(of needle: String, in text: String, occurrence: Int = 1) -> (line: Int, column: Int) {
    var searchStart = text.startIndex
    var found: Range<String.Index>?
    for _ in 0..<occurrence {
        found = text.range(of: needle, range: searchStart..<text.endIndex)
        guard let range = found else { break }
        searchStart = range.upperBound
    }
    guard let range = found else { return (0, 0) }
    let before = text[..<range.lowerBound]
    let line = before.filter { $0 == "\n" }.count + 1
    let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? text.startIndex
    return (line, text[lineStart..<range.lowerBound].unicodeScalars.count + 1)
}

/// Expects `error` at `needle`'s place in `yaml` with a message containing `message`.
///
/// `after` disambiguates a short needle: the error is expected at `needle` where it directly
/// follows the first `after` (`at: "0", after: "fps: "`).
public func expect(_ error: PresetError?, at needle: String, after prefix: String = "", in yaml: String, occurrence: Int = 1,
            file: String = "test.yaml", message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    var (line, column) = position(of: prefix + needle, in: yaml, occurrence: occurrence)
    column += prefix.unicodeScalars.count
    #expect(line > 0, "'\(needle)' is not in the YAML", sourceLocation: sourceLocation)
    #expect(error?.location == Preset.SourceLocation(file: file, line: line, column: column),
            "\(error?.description ?? "no error")", sourceLocation: sourceLocation)
    #expect(error?.description.hasPrefix("\(file):\(line):\(column): ") == true, sourceLocation: sourceLocation)
    #expect(error?.message.contains(message) == true, "\(error?.description ?? "no error")",
            sourceLocation: sourceLocation)
}

/// A small valid preset; `replacing` swaps one line's text for another to make a variant.
public func minimalPreset(_ replacements: [String: String] = [:]) -> String {
    var yaml = """
        name: minimal
        canvas:
          size: [390, 844]
        scene:
          kind: tabs
          header: { height: 100 }
          nav: { height: 120 }
          tabs:
            - { name: One, content: { fill: "#ff0000" } }
            - { name: Two, content: { wireframe: list } }
        transition:
          animation: snappy
        timeline:
          - { at: 0, select: 0 }
          - { at: 0.25, select: 1 }

        """
    for (old, new) in replacements {
        precondition(yaml.contains(old), "minimal preset has no '\(old)'")
        yaml = yaml.replacingOccurrences(of: old, with: new)
    }
    return yaml
}

extension PresetFixture {
    /// The single error of `yaml`, in a fresh fixture.
    public static func errorOnly(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> PresetError? {
        (try? PresetFixture())?.error(yaml, sourceLocation: sourceLocation)
    }
}
