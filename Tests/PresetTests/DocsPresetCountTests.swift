import Foundation
import Testing

/// The number of shipped presets is said in one place — the README's `<!-- count: presets -->`
/// — and checked against `Presets/` here; prose anywhere in the README and `docs/` that says
/// "N presets" of another N must date itself with the version it was measured on.
@Suite("The README's and the docs' preset counts are the files in Presets/")
struct DocsPresetCountTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    static var presetNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Presets").path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    static var documents: [(name: String, text: String)] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return (["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }).compactMap { name in
            (try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)).map { (name, $0) }
        }
    }

    @Test("the README's count is the number of presets, and its list names each of them")
    func readme() throws {
        let names = Self.presetNames
        try #require(names.count >= 20, "Presets/ holds \(names.count)")
        let readme = try #require(Self.documents.first { $0.name == "README.md" }?.text)
        let counts = readme.matches(of: /<!-- count: presets -->([0-9]+)<!-- \/count -->/).map { Int($0.1) }
        try #require(!counts.isEmpty, "the README says how many presets there are")
        #expect(counts.allSatisfy { $0 == names.count }, "the README says \(counts); Presets/ holds \(names.count)")
        let list = try #require(readme.components(separatedBy: "`Presets/` holds").dropFirst().first?
            .components(separatedBy: "\n## ").first)
        let missing = names.filter { !list.contains("`\($0)`") }
        #expect(missing.isEmpty, "the README's list of presets leaves out \(missing)")
    }

    @Test("prose that says 'N presets' says the current number, or the version it was measured on")
    func prose() throws {
        let count = Self.presetNames.count
        var stale: [String] = []
        for (name, text) in Self.documents {
            var inCode = false
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line.hasPrefix("```") { inCode.toggle() }
                // Code (blocks and `spans`) shows what a program printed, not a claim of the text.
                guard !inCode else { continue }
                let prose = line.replacing(/`[^`]*`/, with: "")
                for match in prose.matches(of: /([0-9]+) presets/) where Int(match.1) != count {
                    if !prose.contains("version 0.") { stale.append("\(name):\(number + 1): \(line)") }
                }
            }
        }
        #expect(stale.isEmpty, "Presets/ holds \(count):\n\(stale.joined(separator: "\n"))")
    }
}
