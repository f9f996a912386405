import Foundation
import Testing
import TestSupport

/// A state's `didSet` that sets it again in a `switch` over it runs after each change, so one tap
/// plays the whole chain in the order Swift runs it, each link after its wait; and what the event
/// checked before its change (`guard self.button.shouldAnimate`) holds in the film.
@Suite("import DIR -o FOLDER: a didSet that sets its state again, and the guard before a change")
struct CatalogueDidSetChainTests {
    /// isowords' ActiveGameCard, with linear animations so each frame can be computed here: a tap
    /// nudges the icon; 0.5 s later the didSet moves the nudge to the title; 0.5 s later, back.
    static let card = """
        import SwiftUI

        struct CardButton {
            let isActive: Bool
            var shouldAnimate = false
        }

        struct Card: View {
            var button: CardButton
            enum Step { case icon, title }

            @State var step = Step?.none {
                didSet {
                    guard self.button.shouldAnimate else { return }
                    switch self.step {
                    case .icon:
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                            withAnimation(.linear(duration: 0.4)) { self.step = .title }
                        }
                    case .title:
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                            withAnimation(.linear(duration: 0.4)) { self.step = nil }
                        }
                    case .none:
                        return
                    }
                }
            }

            var body: some View {
                HStack {
                    Image(systemName: "arrow.right")
                        .offset(x: self.button.shouldAnimate && step == .icon ? 8 : 0)
                    Text("Resume")
                        .offset(x: self.button.shouldAnimate && step == .title ? 6 : 0)
                }
                .onTapGesture {
                    guard self.button.shouldAnimate else { return }
                    withAnimation(.linear(duration: 0.4)) { self.step = .icon }
                }
            }
        }
        """

    @Test("the tap's .icon, then the didSet's .title and nil, 0.5 s apart, with button.shouldAnimate held true as every change checks it")
    func chainInRunOrder() throws {
        let w = try Workspace()
        let imported = try w.catalogue(["App/Card.swift": Self.card])
        #expect(imported.stdout.contains("filmed 3 of 3 sites"), "\(imported.stdout)")
        let preset = try String(contentsOfFile: w.path("motion/Card/Card.step.yaml"), encoding: .utf8)
        // Written in the other order (.title's assignment comes first): run, it is .icon first.
        #expect(preset.contains("filmed value by value: nil → .icon → .title → nil."), "\(preset)")
        #expect(preset.contains("# step: .icon → .title, 0.5 s after the change before, as its didSet waits before setting it "
                                + "again (Card.swift:18)."), "\(preset)")
        #expect(preset.contains("button.shouldAnimate: true"), "\(preset)")
        func ramp(_ t: Double, from start: Double) -> Double { min(max((t - start) / 0.4, 0), 1) }
        var measured = 0
        for (t, layers) in try w.specFrames(of: "motion/Card/Card.step.yaml") {
            let icon = try #require(Workspace.layer("arrow-right", in: layers), "t = \(t)")
            let title = try #require(Workspace.layer("resume", in: layers), "t = \(t)")
            let iconX = try #require((icon["offset"] as? [String: Double])?["x"])
            let titleX = try #require((title["offset"] as? [String: Double])?["x"])
            // .icon at 0.3, .title at 0.8, nil at 1.3: each change 0.4 s, linear.
            let expectedIcon = 8 * (ramp(t, from: 0.3) - ramp(t, from: 0.8))
            let expectedTitle = 6 * (ramp(t, from: 0.8) - ramp(t, from: 1.3))
            #expect(abs(iconX - expectedIcon) <= 1e-6, "t = \(t): icon \(iconX), expected \(expectedIcon)")
            #expect(abs(titleX - expectedTitle) <= 1e-6, "t = \(t): title \(titleX), expected \(expectedTitle)")
            measured += 1
        }
        #expect(measured >= 100)
    }
}
