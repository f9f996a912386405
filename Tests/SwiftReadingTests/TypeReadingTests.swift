import Foundation
import SwiftModel
import SwiftReading
import Testing

/// Types are read, not guessed: their kind, the inheritance clause (so a `ViewModifier` or a
/// `Transition` is known by its conformance), their stored properties in order, and extensions
/// that add conformances.
@Suite("Reading Swift: types with their conformances and stored properties")
struct TypeReadingTests {
    static let source = """
        import SwiftUI

        struct Fade: SwiftUI.ViewModifier {
            var amount: Double
            static let shared = Fade(amount: 0)
            let anchor = UnitPoint.center
            var tint: Color = .red
            var doubled: Double { amount * 2 }
            func body(content: Content) -> some View { content.opacity(amount) }
        }

        struct Sized {
            var side: Double
            init(side: Double) { self.side = side }
        }

        enum Tab: Int { case home, habits }
        protocol Styled: View {}
        extension Sized: Transition, Equatable {}
        """

    @Test("each type with its kind, conformances, stored properties in order, and place")
    func types() throws {
        let file = try SwiftSourceReader.read(text: Self.source, path: "Types.swift")
        let fade = try #require(file.types.first { $0.name == "Fade" })
        #expect(fade.kind == .struct)
        #expect(fade.conformances == ["ViewModifier"])
        // Static and computed properties are not stored ones; the order is the declaration's.
        #expect(fade.storedProperties.map(\.name) == ["amount", "anchor", "tint"])
        #expect(!fade.hasInitializer)
        #expect(fade.location == CodeLocation(file: "Types.swift", line: 3, column: 8))
        let sized = try #require(file.types.first { $0.name == "Sized" && $0.kind == .struct })
        #expect(sized.hasInitializer && sized.conformances.isEmpty)
        #expect(file.types.contains { $0.name == "Sized" && $0.kind == .extension && $0.conformances == ["Transition", "Equatable"] })
        #expect(file.types.contains { $0.name == "Tab" && $0.kind == .enum && $0.conformances == ["Int"] })
        #expect(file.types.contains { $0.name == "Styled" && $0.kind == .protocol })
        let code = CodeBase([file])
        #expect(code.conforms("Sized", to: "Transition"))
        #expect(code.isTypeName("Fade") && code.isTypeName("Color") && code.isTypeName("TransitionPhase"))
        #expect(!code.isTypeName("amount"))
    }
}
