import CodeImport
import Foundation
import Motion
import Preset
import Scene
import SwiftModel
import SwiftReading
import TestSupport
import Testing

/// Custom transitions — a `ViewModifier` in `.modifier(active:identity:)`, an iOS 17 `Transition`
/// type — beyond what the fixture's comment blocks state: where a refusal points, what the
/// listing calls a variable, and the film a linked preset makes of them.
@Suite("custom transitions: a ViewModifier's and a Transition's body filmed as the preset's effects")
struct CustomTransitionTests {
    static let name = "CustomTransitions.swift"

    static func fixture() throws -> (code: CodeBase, text: String) {
        let text = try String(contentsOf: FixtureSiteTests.folder.appendingPathComponent(name), encoding: .utf8)
        return (CodeBase([try SwiftSourceReader.read(text: text, path: name)]), text)
    }

    /// The 1-based line of the first line of `text` that contains `needle`, and the 1-based column
    /// (in UTF-8 bytes) of `needle` in it.
    static func place(of needle: String, in text: String) throws -> (line: Int, column: Int) {
        let lines = text.components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains(needle) }, "\(needle) is in the fixture")
        let range = try #require(lines[index].range(of: needle))
        return (index + 1, lines[index].utf8.distance(from: lines[index].startIndex, to: range.lowerBound) + 1)
    }

    /// The `.transition(…)` site on the line that contains `needle`.
    static func site(containing needle: String, in code: CodeBase, text: String) throws -> Site {
        let line = try place(of: needle, in: text).line
        return try #require(code.sites.first { $0.location.line == line }, "a site on line \(line)")
    }

    /// The refusal the site on the line with `needle` gets, evaluated with nothing bound.
    static func refusal(containing needle: String) throws -> (error: EvaluationError, text: String) {
        let (code, text) = try fixture()
        let site = try site(containing: needle, in: code, text: text)
        do {
            let value = try Evaluation(code: code, bindings: Bindings()).evaluate(site)
            throw Unexpected(value: value.description)
        } catch let error as EvaluationError {
            return (error, text)
        }
    }

    struct Unexpected: Error {
        var value: String
    }

    @Test("a modifier in the body that is not a transition effect is refused at its own line and column, by name")
    func refusedAtItsOwnPlace() throws {
        let (error, text) = try Self.refusal(containing: "Tinted(amount: 0)")
        let modifier = try Self.place(of: ".foregroundStyle(.red)", in: text)
        // The column of the name, after the dot, as a site's is.
        #expect(error.location == CodeLocation(file: Self.name, line: modifier.line, column: modifier.column + 1), "\(error)")
        #expect(error.message.hasPrefix("'.foregroundStyle(…)' in Tinted.body is not a transition effect"), "\(error)")
        #expect(error.message.contains(".opacity, .offset, .scaleEffect, .rotationEffect, .blur and .clipShape"))
    }

    @Test("an identity side that does not rest is refused naming the modifier and what it leaves")
    func identityMustRest() throws {
        let (error, text) = try Self.refusal(containing: "identity: BlurModifier(radius: 4)")
        let argument = try Self.place(of: "identity: BlurModifier(radius: 4)", in: text)
        #expect(error.location.line == argument.line && error.location.column == argument.column + "identity: ".count,
                "\(error)")
        #expect(error.message.contains("BlurModifier(radius: 4)") && error.message.contains("blur radius 4"), "\(error)")
    }

    @Test("the listing never calls a type a variable: BlurModifier is read through, not bound")
    func typesAreNotVariables() throws {
        let (code, text) = try Self.fixture()
        let site = try Self.site(containing: "identity: BlurModifier(radius: 0)))", in: code, text: text)
        let report = SiteReport(site, in: code)
        #expect(!report.variables.contains("BlurModifier"))
        #expect(report.variables.allSatisfy { !code.isTypeName($0) }, "\(report.variables)")
        #expect(report.variables.isEmpty, "\(report.variables)")
        #expect(report.error == nil, "\(report.error ?? "")")
        #expect(report.preset?.contains("\"blur\": 12") == true, "\(report.preset ?? "nil")")
        // An undeclared modifier is not a variable either: the evaluation names it, at its place.
        let glow = try Self.site(containing: "Glow()", in: code, text: text)
        #expect(FreeVariables.of(glow, in: code).isEmpty)
    }

    @Test("types are read with their conformances and stored properties in order")
    func typeDeclarations() throws {
        let (code, _) = try Self.fixture()
        let blur = try #require(code.type("BlurModifier"))
        #expect(blur.kind == .struct && blur.conformances == ["ViewModifier"])
        #expect(blur.storedProperties.map(\.name) == ["radius", "opacity"])
        #expect(code.conforms("Twirl", to: "Transition") && !code.conforms("Twirl", to: "ViewModifier"))
        #expect(code.types.contains { $0.name == "Transition" && $0.kind == .extension })
        #expect(code.type("Zoom")?.storedProperties.filter(\.isStored).map(\.name) == ["scale", "faded", "anchor"])
    }

    @Test("a preset linked to a custom modifier and a Transition gives the spec of the same effects written in YAML")
    func linkedPresetMatchesYAML() throws {
        let folder = try TemporaryFolder()
        let swift = try folder.write("""
            import SwiftUI

            struct Veil: ViewModifier {
                var radius: CGFloat
                var opacity: Double
                var scale: CGFloat = 1
                func body(content: Content) -> some View {
                    content.scaleEffect(scale).blur(radius: radius).opacity(opacity)
                }
            }

            struct Lift: Transition {
                func body(content: Content, phase: TransitionPhase) -> some View {
                    content
                        .offset(y: phase.value * 60)
                        .opacity(phase.isIdentity ? 1 : 0.4)
                        .rotationEffect(.degrees(phase.value * 12), anchor: .bottom)
                }
            }

            extension AnyTransition {
                static var veil: AnyTransition {
                    .asymmetric(insertion: .modifier(active: Veil(radius: 8, opacity: 0, scale: 0.9),
                                                     identity: Veil(radius: 0, opacity: 1)),
                                removal: AnyTransition(Lift()))
                }
            }

            extension Animation {
                static let page = spring(response: 0.3, dampingFraction: 0.85)
            }

            """, to: "Veil.swift")
        let preset = try Linked.text("tab-from-code-fixed.yaml")
        let linked = try Linked.load(yaml: Linked.replacingTransition(in: preset, with: """
            transition:
              swift: \(swift.path)
              symbol: AnyTransition.veil
              animation: { swift: \(swift.path), symbol: Animation.page }
            """))
        let written = try Linked.load(yaml: Linked.replacingTransition(in: preset, with: """
            transition:
              insertion: [ { scale: 0.9 }, { blur: 8 }, opacity ]
              removal: [ { offset: [0, 60] }, { opacity: 0.4 }, { rotation: { degrees: 12, anchor: bottom } } ]
              animation: { spring: { response: 0.3, dampingFraction: 0.85 } }
            """))
        #expect(!linked.links.isEmpty)
        try Linked.expectSameSpec(written, linked)
        // The partial fade is filmed: 0.1 s into the first change the removed page is between 1 and 0.4.
        let frame = written.timeline().state(at: 0.35)
        let removed = try #require(frame.layers.first { $0.id == "tab.0" })
        #expect(removed.opacity < 1 && removed.opacity > 0.4, "\(removed.opacity)")
        // And it turns about its bottom edge, clockwise, on its way to 12°.
        #expect(removed.rotation > 0 && removed.rotation < 12 && removed.anchor == UnitPoint(x: 0.5, y: 1), "\(removed.rotation)")
    }
}
