import Foundation
import Motion
import Preset
import SwiftModel
import SwiftReading
import Testing
import Yams

/// Every site of every fixture in Tests/Fixtures/SwiftUI, against the comment block above it
/// (the fixtures' README says how they are written): its free variables, its value in the preset
/// grammar — decoded by the preset loader, so the expectation is an independent statement — or
/// the refusal it gets.
@Suite("SwiftUI written the ways apps write it: every site translated exactly, or refused with what to do")
struct FixtureSiteTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/SwiftUI").standardized
    static let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted()

    @Test("the fixtures are there")
    func fixturesExist() {
        #expect(Self.files.count >= 8, "Tests/Fixtures/SwiftUI has \(Self.files.count) Swift files")
    }

    @Test("each site reads what its comment says, and evaluates or is refused as it says", arguments: files)
    func sites(_ name: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        let code = CodeBase([try SwiftSourceReader.read(text: text, path: name)])
        let blocks = Annotation.blocks(in: text)
        #expect(!code.sites.isEmpty, "\(name) has no site")
        // Every block names the first site after it, and every site has exactly one block.
        var claimed: [Int: Annotation.Block] = [:]
        for block in blocks {
            let target = code.sites.firstIndex { $0.location.line > block.lastLine }
            guard let target else {
                Issue.record("\(name):\(block.lastLine): a comment block with no site after it")
                continue
            }
            #expect(claimed[target] == nil, "\(name):\(code.sites[target].location.line): two blocks for one site")
            claimed[target] = block
        }
        for (index, site) in code.sites.enumerated() {
            let place = "\(name):\(site.location.line):\(site.location.column)"
            guard let block = claimed[index] else {
                Issue.record("\(place): \(site.label) has no expectation above it")
                continue
            }
            try check(site, block, in: code, place: place)
        }
    }

    private func check(_ site: Site, _ block: Annotation.Block, in code: CodeBase, place: String) throws {
        if let reads = block.reads {
            #expect(Set(FreeVariables.of(site, in: code)) == Set(reads), "\(place): reads")
        }
        let bindings = Bindings(Expected.typed(block.bindings, for: site, in: code))
        let evaluation = Evaluation(code: code, bindings: bindings)
        if let refusal = block.refusal {
            do {
                let value = try evaluation.evaluate(site)
                // A value the preset cannot take (a nil animation) is refused when it is taken.
                switch site.kind {
                case .animation: _ = try LinkedValues.animation(value, at: site.location)
                case .transition: _ = try LinkedValues.transition(value, at: site.location)
                case .effect: break
                }
                Issue.record("\(place): evaluated to \(value.description), expected a refusal containing '\(refusal)'")
            } catch {
                #expect(error.message.contains(refusal), "\(place): \(error.message)")
                #expect(error.location.file == site.location.file)
            }
            return
        }
        guard let expected = block.expected else {
            #expect(block.reads != nil, "\(place): the block says nothing to check")
            return
        }
        let value = try evaluation.evaluate(site)
        switch site.kind {
        case .animation:
            let animation = try LinkedValues.animation(value, at: site.location)
            let decoded = try #require(Expected.animation(expected), "\(place): the expectation does not decode")
            #expect(Expected.same(animation, decoded), "\(place): \(animation) is not \(decoded)")
        case .transition:
            let transition = try LinkedValues.transition(value, at: site.location)
            let evaluated = try LinkedValues.transition(inserted: transition, removed: transition, at: site.location)
            let decoded = try #require(Expected.transition(expected), "\(place): the expectation does not decode")
            #expect(Expected.same(evaluated, decoded), "\(place): \(evaluated) is not \(decoded)")
        case .effect:
            Issue.record("\(place): \(site.label) gave \(value.description); a motion effect is listed, never evaluated")
        }
    }
}

/// The comment blocks of a fixture.
enum Annotation {
    struct Block {
        var lastLine: Int
        var reads: [String]?
        var expected: String?
        var refusal: String?
        var bindings: [String: Value] = [:]
    }

    /// The blocks: runs of annotation lines; any other line (code, or another comment) ends one.
    static func blocks(in text: String) -> [Block] {
        var blocks: [Block] = []
        var current: Block?
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard let match = line.wholeMatch(of: /\/\/ (reads|expect|refuse)(?: \[(.*)\])?: (.*)/) else {
                if let block = current { blocks.append(block) }
                current = nil
                continue
            }
            var block = current ?? Block(lastLine: index + 1)
            block.lastLine = index + 1
            let body = String(match.3)
            if let list = match.2 { block.bindings.merge(bindings(String(list))) { a, _ in a } }
            switch match.1 {
            case "reads": block.reads = body == "-" ? [] : body.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            case "expect": block.expected = body
            default: block.refusal = body
            }
            current = block
        }
        return blocks
    }

    /// `a: true, b: 1, c: .leading, d: 390`.
    static func bindings(_ list: String) -> [String: Value] {
        var values: [String: Value] = [:]
        for pair in list.split(separator: ",") {
            let parts = pair.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { continue }
            let text = parts[1]
            let value: Value = if text == "true" || text == "false" { .boolean(text == "true") }
                else if let n = Int(text) { .integer(n) }
                else if let x = Double(text) { .double(x) }
                else if text.hasPrefix(".") { .enumCase(type: nil, name: String(text.dropFirst())) }
                else { .string(text) }
            values[parts[0]] = value
        }
        return values
    }
}

/// Expectations decoded by the preset loader, and compared with what the code evaluates to.
enum Expected {
    static func reader() -> DocumentReader {
        DocumentReader(file: "expected.yaml", baseDirectory: URL(fileURLWithPath: "/"))
    }

    static func field(_ yaml: String) -> Field? {
        guard let node = try? Yams.compose(yaml: yaml) else { return nil }
        return Field(node: node, path: "expected")
    }

    static func animation(_ yaml: String) -> Motion.Animation? {
        field(yaml).flatMap { reader().decodeAnimation($0) }
    }

    static func transition(_ yaml: String) -> Transition? {
        field(yaml).flatMap { reader().decodeTransition($0)?.transition }
    }

    /// The bindings as the preset's `bind:` would give them: `.backward` of a `StepDirection`
    /// is that enum's case, `.bottom` of an `Edge` is an edge.
    static func typed(_ values: [String: Value], for site: Site, in code: CodeBase) -> [String: Value] {
        var typed: [String: Value] = [:]
        for (name, value) in values {
            let parameterType: String? = {
                guard case .function(let parameters, _)? = site.declaration?.kind else { return nil }
                return parameters.first { $0.name == name }?.type
            }()
            let hint = TypeHint.named(parameterType, in: code) ?? code.storedProperty(name).flatMap(code.valueType)
            switch (value, hint) {
            case (.enumCase(nil, let n), .edge?): typed[name] = Edge(rawValue: n).map { .edge($0) } ?? value
            case (.enumCase(nil, let n), .enumeration(let type)?): typed[name] = .enumCase(type: type, name: n)
            case (.integer(let n), .double?): typed[name] = .double(Double(n))
            default: typed[name] = value
            }
        }
        return typed
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }

    static func same(_ a: Motion.Animation, _ b: Motion.Animation) -> Bool {
        guard close(a.delay, b.delay), close(a.speed, b.speed), a.stagger == b.stagger,
              a.repeats?.count == b.repeats?.count, a.repeats?.autoreverses == b.repeats?.autoreverses,
              close(a.repeats?.cycleDelay ?? -1, b.repeats?.cycleDelay ?? -1) else { return false }
        switch (a.timing, b.timing) {
        case (.fluidSpring(let x), .fluidSpring(let y)):
            return close(x.response, y.response) && close(x.dampingFraction, y.dampingFraction)
                && close(x.blendDuration, y.blendDuration)
        case (.interpolatingSpring(let x), .interpolatingSpring(let y)):
            return close(x.mass, y.mass) && close(x.stiffness, y.stiffness) && close(x.damping, y.damping)
                && close(x.initialVelocity, y.initialVelocity)
        case (.curve(let x, let d), .curve(let y, let e)):
            return close(d, e) && close(x.c0x, y.c0x) && close(x.c0y, y.c0y) && close(x.c1x, y.c1x) && close(x.c1y, y.c1y)
        default:
            return a.timing == b.timing
        }
    }

    static func same(_ a: Transition, _ b: Transition) -> Bool {
        a.insertion == b.insertion && a.removal == b.removal && Set(a.tracks.keys) == Set(b.tracks.keys)
            && a.tracks.allSatisfy { track, animation in b.tracks[track].map { same(animation, $0) } ?? false }
    }
}
