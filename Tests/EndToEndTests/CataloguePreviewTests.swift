import Foundation
import Testing
import TestSupport

/// A view no app code creates is filmed as its `#Preview` creates it: the preview's values are
/// its inputs', and an animation that reads one (`.delay(fadeDuration)`) is linked with it bound.
/// A preview never decides whether an input changes in the app.
@Suite("import DIR -o FOLDER: a view only a #Preview creates is filmed with the preview's values")
struct CataloguePreviewTests {
    static let flicker = """
        import SwiftUI

        struct Flicker: View {
            let finalWidth: CGFloat
            let fadeDuration: TimeInterval
            @State var isAnimating = false

            var body: some View {
                Rectangle()
                    .frame(width: isAnimating ? finalWidth : 200, height: 40)
                    .onAppear {
                        withAnimation(.easeOut(duration: 0.25).delay(fadeDuration)) {
                            isAnimating = true
                        }
                    }
            }
        }

        #Preview {
            Flicker(finalWidth: 40, fadeDuration: 0.5)
        }
        """

    @Test("the bar narrows 200 → 40, the preview's width, easing out over 0.25 s after the preview's 0.5 s delay")
    func previewValues() throws {
        let w = try Workspace()
        try w.catalogue(["App/Flicker.swift": Self.flicker])
        let path = "motion/Flicker/Flicker.isAnimating.yaml"
        let preset = try String(contentsOfFile: w.path(path), encoding: .utf8)
        #expect(preset.contains("bind: { fadeDuration: 0.5 }"), "\(preset)")
        let frames = try w.layerFrames(of: path, id: "rectangle")
        func width(_ t: Double) -> Double? {
            (frames.min { abs($0.time - t) < abs($1.time - t) }?.layer["frame"] as? [String: Double])?["width"]
        }
        // The change at 0.3 s waits 0.5 s, then eases out for 0.25 s.
        #expect(width(0.7) == 200)
        #expect(width(1.2) == 40)
        let between = try #require(width(0.95))
        #expect(between > 40 && between < 200, "at 0.95 s: \(between)")
    }
}
