import Foundation
import Motion
import Preset
import Scene
import SceneKinds
import PresetTestSupport
import Testing

/// `count` tab events, 0.05 s apart, alternating between the two tabs: `- { at: 12.35, select: 1 }`.
private func tabEvents(_ count: Int) -> String {
    (0..<count).map { "  - { at: \(time($0)), select: \($0 % 2) }" }.joined(separator: "\n") + "\n"
}

/// The time of event `index`, as written: 0.00, 0.05, … (unique, so it can be searched for).
private func time(_ index: Int) -> String { String(format: "%.2f", Double(index) * 0.05) }

/// A layers preset with `count` layers `l0` … and the given timeline lines.
private func layers(_ count: Int, timeline: String = "timeline: []") -> String {
    """
    name: many
    canvas: { size: [390, 844], scale: 1, fps: 30 }
    scene:
      kind: layers
      layers:
    \((0..<count).map { "    - { id: l\($0), rect: { fill: \"#5B7CFA\" }, frame: [0, \($0), 10, 1] }" }.joined(separator: "\n"))
    \(timeline)

    """
}

@Suite("Counts: events, layers, keyframes, samples and effects are bounded, and refused at the first one over")
struct CountLimitTests {
    @Test("a timeline of 1001 events is refused at event 1001; 1000 are fine")
    func events() throws {
        let limit = Limits.maximumEvents
        let over = minimalPreset(["  - { at: 0, select: 0 }\n  - { at: 0.25, select: 1 }\n": tabEvents(limit + 1)])
        expect(PresetFixture.errorOnly(over), at: "{ at: \(time(limit)),", in: over,
               message: "timeline[1000]: a timeline may have at most 1000 events; this is number 1001")
        let full = minimalPreset(["  - { at: 0, select: 0 }\n  - { at: 0.25, select: 1 }\n": tabEvents(limit)])
        guard let tabs = try PresetFixture().load(full).kind as? TabsScene else {
            Issue.record("not a tabs scene")
            return
        }
        #expect(tabs.timeline.count == limit)
    }

    @Test("2000 select events under a 60 s spring are refused at event 1001, without building 2000 runs")
    func twoThousandEvents() {
        let yaml = minimalPreset(["  animation: snappy": "  animation: { spring: { response: 60 } }",
                                  "  - { at: 0, select: 0 }\n  - { at: 0.25, select: 1 }\n": tabEvents(2000)])
        let errors = (try? PresetFixture())?.errors(yaml) ?? []
        #expect(errors.count == 1)
        expect(errors.first, at: "{ at: \(time(1000)),", in: yaml, message: "a timeline may have at most 1000 events")
    }

    @Test("a layers scene of 2001 layers is refused at layer 2001")
    func manyLayers() {
        let yaml = layers(Limits.maximumLayers + 1)
        expect(PresetFixture.errorOnly(yaml), at: "{ id: l2000,", in: yaml,
               message: "scene.layers[2000]: a scene may have at most 2000 layers; this is number 2001")
    }

    @Test("a track of 1001 keyframes is refused at keyframe 1001")
    func keyframes() {
        let frames = (0...Limits.maximumEvents).map { "[\(String(format: "%.3f", Double($0) * 0.05)), \($0)]" }
        let yaml = layers(1, timeline: "timeline:\n  - { at: 0, layer: l0, keyframes: { offsetY: [\(frames.joined(separator: ", "))] } }")
        expect(PresetFixture.errorOnly(yaml), at: "[50.000, 1000]", in: yaml,
               message: "a track may have at most 1000 keyframes; this is number 1001")
    }

    @Test("a transition of 65 effects is refused at the list item that brings the 65th")
    func effects() {
        let sixtyFour = Array(repeating: "opacity", count: 64).joined(separator: ", ")
        let yaml = minimalPreset(["  animation: snappy": "  animation: snappy\n  insertion: [\(sixtyFour), { blur: 3 }]"])
        expect(PresetFixture.errorOnly(yaml), at: "blur: 3", in: yaml,
               message: "transition.insertion[64]: this effect brings the transition to more than 64 effects")
    }

    @Test("effects are counted as aliases and combined lists expand: 10 × 10 is refused at the item that uses them")
    func aliasedEffects() {
        let ten = Array(repeating: "opacity", count: 10).joined(separator: ", ")
        let aliases = Array(repeating: "*a", count: 10).joined(separator: ", ")
        let yaml = minimalPreset(["  animation: snappy": """
              animation: snappy
              insertion:
                - &a { combined: [\(ten)] }
                - { combined: [\(aliases)] }
            """])
        // 10 effects, then the second item's aliases add 10 each: the 7th alias reaches 70 > 64.
        expect(PresetFixture.errorOnly(yaml), at: "combined: [*a", in: yaml,
               message: "transition.insertion[1]: this effect brings the transition to more than 64 effects")
    }

    @Test("a kilobyte of anchors nesting combined eight deep is refused at the alias that passes 100 000 nodes")
    func anchorBomb() throws {
        let yaml = AnchorBomb.yaml
        #expect(yaml.utf8.count < 1024)
        let errors = try PresetFixture().errors(yaml)
        #expect(errors.count == 1)
        let (line, column) = AnchorBomb.excess
        #expect(errors.first?.location == Preset.SourceLocation(file: "test.yaml", line: line, column: column),
                "\(errors.map(\.description))")
        #expect(errors.first?.message == "the alias *d brings the document to \(AnchorBomb.count) YAML nodes "
                + "(counting every alias as the nodes it stands for); a preset may have at most 100000")
    }

    @Test("a plain document of more than 100 000 nodes is refused at the node that passes the limit")
    func manyNodes() throws {
        // The root mapping, the key and the list are 3 nodes; number n is node n + 3.
        let numbers = (1...Limits.maximumDocumentNodes).map { _ in "1" }.joined(separator: ",")
        let yaml = "name: [\(numbers)]\n"
        #expect(yaml.utf8.count < Limits.maximumPresetBytes)
        let errors = try PresetFixture().errors(yaml)
        // Node 100 001 is number 99 998, at column 8 + 2 × 99 997.
        #expect(errors.map(\.description) == ["test.yaml:1:\(8 + 2 * 99_997): the document has more than 100000 "
                                               + "YAML nodes here; a preset may have at most 100000"])
    }
}

/// The anchor bomb that took 45 s and then failed to allocate: eight levels of `combined`, each a
/// list of ten aliases of the one before, 10⁸ effects in all.
enum AnchorBomb {
    static let yaml: String = {
        var lines = [
            "name: bomb",
            "canvas: { size: [390, 844], scale: 1, fps: 30 }",
            "scene:",
            "  kind: tabs",
            "  header: { height: 20 }",
            "  nav: { height: 20 }",
            "  tabs:",
            "    - { name: One, content: { fill: \"#ff0000\" } }",
            "    - { name: Two, content: { fill: \"#00ff00\" } }",
            "transition:",
            "  insertion:",
            "    - &a { combined: [\(Array(repeating: "opacity", count: 10).joined(separator: ", "))] }",
        ]
        let names = Array("abcdefgh").map(String.init)
        for level in 1..<8 {
            let aliases = Array(repeating: "*\(names[level - 1])", count: 10).joined(separator: ", ")
            lines.append("    - &\(names[level]) { combined: [\(aliases)] }")
        }
        lines += ["timeline:", "  - { at: 0, select: 0 }", "  - { at: 0.1, select: 1 }"]
        return lines.joined(separator: "\n") + "\n"
    }()

    /// Nodes, counted by hand. Lines 1–11: the root mapping (1); name (2); canvas (1 + a mapping
    /// of size, scale and fps: 1 + 2 + 2 + 4 = 10); scene (2), kind (2), header (4), nav (4), tabs
    /// (2 + 2 × 7); transition (2); insertion (2) — 45 in all.
    static let prefix = 1 + 2 + 10 + 2 + 2 + 4 + 4 + (2 + 2 * 7) + 2 + 2
    /// `&a`: a mapping, its key and a list (3) of 10 words; each next level 3 + 10 × the one before.
    static let levels: [Int] = (1..<8).reduce(into: [3 + 10]) { sizes, _ in sizes.append(3 + 10 * sizes.last!) }
    /// Levels a … d in full, then &e's mapping, key and list; its k-th `*d` adds d's size.
    static let aliasesNeeded: Int = {
        let before = prefix + levels[0...3].reduce(0, +) + 3
        return (1...10).first { before + $0 * levels[3] > 100_000 } ?? 0
    }()
    static let count = prefix + levels[0...3].reduce(0, +) + 3 + aliasesNeeded * levels[3]
    /// Line 16 (`&e`): `    - &e { combined: [*d, *d, …` — the k-th alias at column 23 + 4 (k − 1).
    static let excess = (16, 23 + 4 * (aliasesNeeded - 1))
}
