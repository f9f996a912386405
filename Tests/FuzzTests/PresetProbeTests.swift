import Foundation
import Motion
@testable import PresetFuzzing
import Scene
import Testing

@Suite("the fuzzer's probe and mutator")
struct PresetProbeTests {
    static let presets = FuzzFindingsTests.presets
    static let minimal = """
        canvas: { size: [390, 844] }
        scene:
          kind: tabs
          header: { height: 100 }
          nav: { height: 120 }
          tabs: [ { name: One, content: { fill: "#ff0000" } }, { name: Two, content: { wireframe: list } } ]
        timeline: [ { at: 0, select: 0 }, { at: 0.25, select: 1 } ]

        """

    @Test("a valid preset: no error, no finding, every frame of both timelines checked")
    func valid() throws {
        let report = PresetProbe(baseDirectory: Self.presets).run(Self.minimal)
        #expect(report.errors.isEmpty && report.findings.isEmpty)
        let scene = try #require(report.scene)
        // Few enough frames to check each one, in both timelines, plus six chosen times each.
        let frames = [false, true].map { reduceMotion in
            var variant = scene
            variant.reduceMotion = reduceMotion
            return variant.timeline().frameCount
        }
        #expect(frames.allSatisfy { $0 < 240 })
        #expect(report.statesChecked == frames[0] + frames[1] + 2 * 6)
    }

    @Test("an invalid preset: its errors with their places, and no finding")
    func invalid() throws {
        let yaml = Self.minimal.replacingOccurrences(of: "kind: tabs", with: "kind: tab")
        let report = PresetProbe(baseDirectory: Self.presets).run(yaml)
        #expect(report.scene == nil && report.findings.isEmpty)
        let first = try #require(report.errors.first)
        // "kind: tab" is on line 3, its value at column 9.
        #expect(first.description.hasPrefix("fuzz.yaml:3:9: "), "\(first)")
    }

    @Test("bytes that are not UTF-8 are not a preset")
    func notUTF8() {
        #expect(PresetProbe(baseDirectory: Self.presets).run(bytes: [0x6E, 0x3A, 0x20, 0xFF, 0xFE]) == nil)
    }

    @Test("lines are counted as YAML counts them: LF, CR LF and CR, plus one past the end")
    func lines() {
        #expect(PresetProbe.lineCount("") == 2)
        #expect(PresetProbe.lineCount("a\nb\r\nc\rd") == 5)
    }

    @Test("frames to check: all of few, else the first and last quarter-budget and evenly spread ones",
          arguments: [1, 10, 240, 241, 10_000, Int.max])
    func sampleFrames(count: Int) {
        let frames = PresetProbe.sampleFrames(count: count, budget: 240)
        #expect(frames.count == min(count, 240))
        #expect(frames.first == 0 && frames.last == count - 1)
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0 < $1 }, "strictly increasing, in range")
    }

    @Test("a frame with a NaN, an opacity above 1, a negative blur or a twice-used id breaks invariants")
    func frameInvariants() {
        let good = LayerState(id: "a", content: .shape(.rect(fill: .black)),
                              frame: Rect(x: 0, y: 0, width: 10, height: 10), zIndex: 0)
        #expect(FrameInvariants.check(FrameState(index: 0, time: 0, layers: [good]), context: "f").isEmpty)
        var nan = good
        nan.frame = Rect(x: .nan, y: 0, width: 10, height: 10)
        var bright = good
        bright.id = "b"
        bright.opacity = 1.5
        var blurred = good
        blurred.id = "c"
        blurred.blur = -1
        let frame = FrameState(index: 0, time: 0, layers: [nan, bright, blurred, good])
        let findings = FrameInvariants.check(frame, context: "f")
        #expect(findings.count == 4, "\(findings)")
        #expect(findings.contains { $0.hasPrefix("f, layer a: frame") })
        #expect(findings.contains { $0.hasPrefix("f, layer b: opacity 1.5") })
        #expect(findings.contains { $0.hasPrefix("f, layer c: blur -1.0") })
        #expect(findings.contains { $0 == "f, layer a: a second layer with this id" })
    }

    @Test("a structural mutation is the same for the same seed and fits the size it is given")
    func mutatorDeterministic() throws {
        let mutator = PresetMutator()
        var changed = 0
        for seed in UInt64(0)..<200 {
            let once = mutator.mutate(Self.minimal, seed: seed, maxBytes: 4096)
            #expect(once == mutator.mutate(Self.minimal, seed: seed, maxBytes: 4096))
            if let once {
                #expect(once.utf8.count <= 4096)
                if once != Self.minimal { changed += 1 }
            }
        }
        // Most seeds change the text (a number or word may be swapped for itself).
        #expect(changed > 150)
        #expect(mutator.mutate(Self.minimal, seed: 3, maxBytes: 10) == nil)
    }

    @Test("number mutations use the bounds of Limits and the values that trap conversions")
    func interestingNumbers() {
        let numbers = Set(PresetMutator.interestingNumbers)
        #expect(numbers.isSuperset(of: ["\(Limits.maximumSeconds)", "\(Limits.maximumSeconds.nextUp)",
                                        "\(Limits.speed.lowerBound)",
                                        "\(Limits.maximumFilmSeconds)", ".nan", ".inf", "9223372036854775808"]))
    }

    @Test("numbers and words are told apart, so a number is swapped for a number")
    func tokens() {
        let text = Array("at: 0.25, select: -1".unicodeScalars)
        let tokens = PresetMutator.tokens(in: text).map { String(String.UnicodeScalarView(text[$0])) }
        #expect(tokens == ["at", "0.25", "select", "-1"])
        #expect(tokens.map { PresetMutator.isNumber($0.unicodeScalars.first ?? " ") } == [false, true, false, true])
    }

    @Test("a pair is added at the start of a flow mapping: a key of the format, an interesting number")
    func insertPair() throws {
        var generator = PresetMutator.Generator(state: 7)
        let mutated = try #require(PresetMutator().insertPair(in: "a: { b: 1 }", random: &generator))
        #expect(mutated.hasPrefix("a: { ") && mutated.hasSuffix(", b: 1 }"), "\(mutated)")
        let pair = mutated.dropFirst("a: { ".count).dropLast(", b: 1 }".count)
        let parts = pair.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(parts.count == 2 && PresetMutator.keywords.contains(parts[0]), "\(mutated)")
        #expect(parts.count == 2 && PresetMutator.interestingNumbers.contains(parts[1]), "\(mutated)")
        #expect(PresetMutator().insertPair(in: "a: [1, 2]", random: &generator) == nil)
    }

    @Test("an alias bomb: anchors doubling at every level, and a token of the text replaced by the last")
    func aliasBomb() throws {
        var generator = PresetMutator.Generator(state: 11)
        let mutated = try #require(PresetMutator().aliasBomb(in: "hold: 0.5", random: &generator))
        let lines = mutated.split(separator: "\n").map(String.init)
        let depth = lines.count - 2
        #expect(depth >= 4 && lines[0] == "_0: &a0 [0, 0]")
        for level in 1...depth {
            #expect(lines[level] == "_\(level): &a\(level) [*a\(level - 1), *a\(level - 1)]")
        }
        #expect(lines.last == "*a\(depth): 0.5" || lines.last == "hold: *a\(depth)", "\(mutated)")
    }
}
