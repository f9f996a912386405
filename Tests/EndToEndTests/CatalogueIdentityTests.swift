import Foundation
import Testing
import TestSupport

/// A change of a view's `.id(…)` gives it a new identity: SwiftUI removes the old view and inserts
/// a new one, each with the view's transition (`.opacity` where none is written), in the change's
/// transaction.
@Suite("import DIR -o FOLDER: a changed .id is the old view removed and a new one inserted")
struct CatalogueIdentityTests {
    static func app(_ transition: String) -> String {
        """
        import SwiftUI

        struct Quote: View {
            @State private var index = 0

            var body: some View {
                VStack {
                    Text("Stay hungry")
                        .frame(width: 200, height: 80)
                        .id(index)\(transition)
                    Button("Next") { withAnimation(.linear(duration: 0.5)) { index += 1 } }
                }
            }
        }
        """
    }

    @Test("no transition written: the old view fades out as the new one fades in, in place, under the change's animation")
    func defaultFade() throws {
        let w = try Workspace()
        try w.catalogue(["App/Quote.swift": Self.app("")])
        let preset = try String(contentsOfFile: w.path("motion/Quote/Quote.index.yaml"), encoding: .utf8)
        #expect(preset.contains("# .id at line 10: a new identity"), "\(preset)")
        #expect(preset.contains("remove: stay-hungry\n") && preset.contains("insert: stay-hungry-2\n"), "\(preset)")
        let frames = try w.swapFrames(of: "motion/Quote/Quote.index.yaml", old: "stay-hungry", new: "stay-hungry-2")
        for (t, progress, old, new) in frames {
            #expect(abs((old["opacity"] as? Double ?? .nan) - (1 - progress)) <= 1e-6, "t = \(t): \(old)")
            #expect(abs((new["opacity"] as? Double ?? .nan) - progress) <= 1e-6, "t = \(t): \(new)")
            // Both where the view is: the 200 × 80 frame centred on the screen's width.
            for layer in [old, new] {
                let frame = try #require(layer["frame"] as? [String: Double])
                #expect(frame["x"] == (390 - 200) / 2 && frame["width"] == 200 && frame["height"] == 80, "t = \(t): \(frame)")
            }
        }
        #expect(frames.count >= 25, "measured in \(frames.count) frames")
    }

    @Test("the view's .transition(.scale): the old view shrinks away as the new one grows in, linked to that line")
    func writtenTransition() throws {
        let w = try Workspace()
        let imported = try w.catalogue(["App/Quote.swift": Self.app("\n                    .transition(.scale)")])
        #expect(imported.stdout.contains("filmed 2 of 2 sites"), "\(imported.stdout)")
        let preset = try String(contentsOfFile: w.path("motion/Quote/Quote.index.yaml"), encoding: .utf8)
        #expect(preset.contains("transition: { swift: \"../../App/Quote.swift\", line: 11 }"), "\(preset)")
        let frames = try w.swapFrames(of: "motion/Quote/Quote.index.yaml", old: "stay-hungry", new: "stay-hungry-2")
        for (t, progress, old, new) in frames {
            #expect(abs((old["scale"] as? Double ?? .nan) - (1 - progress)) <= 1e-6, "t = \(t): \(old)")
            #expect(abs((new["scale"] as? Double ?? .nan) - progress) <= 1e-6, "t = \(t): \(new)")
        }
        #expect(frames.count >= 25, "measured in \(frames.count) frames")
    }
}
