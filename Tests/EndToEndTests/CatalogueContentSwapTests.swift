import Foundation
import Testing
import TestSupport

/// A `.contentTransition` on a `Text` whose content a state changes is filmed: the old text
/// leaves as the new comes in, in the change's transaction — a cross-fade, or for
/// `.numericText()` the closest film of its rolling digits, which the spec says it is.
@Suite("import DIR -o FOLDER: content transitions swap a text's content in place")
struct CatalogueContentSwapTests {
    static func app(_ transition: String) -> String {
        """
        import SwiftUI

        struct Likes: View {
            @State private var count = 0

            var body: some View {
                VStack {
                    Text("\\(count) likes")
                        .contentTransition(\(transition))
                    Button("Like") { withAnimation(.linear(duration: 0.5)) { count += 1 } }
                }
            }
        }
        """
    }

    @Test(".numericText(): the old count rolls up and out as the new one rolls in from below, fading, under the change's animation")
    func numericText() throws {
        let w = try Workspace()
        let imported = try w.catalogue(["App/Likes.swift": Self.app(".numericText()")])
        #expect(imported.stdout.contains("filmed 2 of 2 sites"), "\(imported.stdout)")
        let preset = try String(contentsOfFile: w.path("motion/Likes/Likes.count.yaml"), encoding: .utf8)
        // One text layer per count, the string interpolation evaluated.
        #expect(preset.contains("text: \"0 likes\"") && preset.contains("text: \"1 likes\""), "\(preset)")
        // "0 likes" at 17 pt: one line, 17 × 1.3 tall; `move` shifts a layer by its own height.
        let height = 17 * 1.3
        var measured = 0
        for (t, layers) in try w.specFrames(of: "motion/Likes/Likes.count.yaml") where t > 0.3 && t < 0.8 {
            let progress = (t - 0.3) / 0.5
            let old = try #require(Workspace.layer("view-0-likes", in: layers), "t = \(t): \(layers.compactMap { $0["id"] })")
            let new = try #require(Workspace.layer("view-0-likes-2", in: layers))
            let (oldOffset, newOffset) = (try #require(old["offset"] as? [String: Double]), try #require(new["offset"] as? [String: Double]))
            #expect(abs((old["opacity"] as? Double ?? .nan) - (1 - progress)) <= 1e-6, "t = \(t): \(old)")
            #expect(abs((new["opacity"] as? Double ?? .nan) - progress) <= 1e-6, "t = \(t): \(new)")
            #expect(abs((oldOffset["y"] ?? .nan) - -height * progress) <= 1e-6, "t = \(t): \(oldOffset)")
            #expect(abs((newOffset["y"] ?? .nan) - height * (1 - progress)) <= 1e-6, "t = \(t): \(newOffset)")
            measured += 1
        }
        #expect(measured >= 25, "measured in \(measured) frames")
        let spec = try String(contentsOfFile: w.path("spec/Likes-count.spec.json"), encoding: .utf8)
        #expect(spec.contains("the closest film of SwiftUI's .numericText() content transition"), "\(spec.prefix(300))")
    }

    @Test(".opacity: a cross-fade in place, nothing moving")
    func crossFade() throws {
        let w = try Workspace()
        try w.catalogue(["App/Likes.swift": Self.app(".opacity")])
        let frames = try w.swapFrames(of: "motion/Likes/Likes.count.yaml", old: "view-0-likes", new: "view-0-likes-2")
        for (t, progress, old, new) in frames {
            #expect(abs((old["opacity"] as? Double ?? .nan) - (1 - progress)) <= 1e-6, "t = \(t): \(old)")
            #expect(abs((new["opacity"] as? Double ?? .nan) - progress) <= 1e-6, "t = \(t): \(new)")
            #expect((new["offset"] as? [String: Double]) == ["x": 0, "y": 0], "t = \(t): \(new)")
        }
        #expect(frames.count >= 25, "measured in \(frames.count) frames")
    }
}
