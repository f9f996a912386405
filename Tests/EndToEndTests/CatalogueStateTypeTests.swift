import Foundation
import Testing
import TestSupport

/// The values a state is declared with, however Swift lets the code write them.
@Suite("import DIR -o FOLDER: a state's declared value as Swift writes it")
struct CatalogueStateTypeTests {
    @Test("`@State var step = Step?.none` is an Optional enum that starts at nil: filmed nil → .icon, the offset springing to 8")
    func optionalNoneThroughItsType() throws {
        let w = try Workspace()
        let imported = try w.catalogue(["App/Card.swift": """
            import SwiftUI

            struct Card: View {
                enum Step { case icon, title }
                @State var step = Step?.none

                var body: some View {
                    Text("Go")
                        .offset(x: step == .icon ? 8 : 0)
                        .onTapGesture { withAnimation(.linear(duration: 0.5)) { step = .icon } }
                }
            }
            """])
        #expect(imported.stdout.contains("filmed 1 of 1 site"), "\(imported.stdout)")
        let preset = try String(contentsOfFile: w.path("motion/Card/Card.step.yaml"), encoding: .utf8)
        #expect(preset.contains("filmed value by value: nil → .icon."), "\(preset)")
        var measured = 0
        for (t, text) in try w.layerFrames(of: "motion/Card/Card.step.yaml", id: "go") where t < 1.2 {
            let x = try #require((text["offset"] as? [String: Double])?["x"])
            #expect(abs(x - CatalogueModifierTests.linear(t, from: 0, to: 8)) <= 1e-6, "t = \(t): \(x)")
            measured += 1
        }
        #expect(measured >= 60)
    }
}
