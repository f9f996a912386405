import Foundation
import Testing
import TestSupport

/// Two views with one `.matchedGeometryEffect(id:in:)`, one removed as the other is inserted:
/// SwiftUI starts the inserted view at the removed one's frame and moves it to its own, while the
/// removed one moves there too, the two cross-fading.
@Suite("import DIR -o FOLDER: matched geometry hands one view's frame to the other")
struct CatalogueMatchedGeometryTests {
    @Test("a 100 pt card grows into a 300 × 400 one: both layers move from the small frame to the large, one fading out as the other fades in")
    func cardGrows() throws {
        let w = try Workspace()
        try w.catalogue(["App/Hero.swift": """
            import SwiftUI

            struct Hero: View {
                @Namespace private var namespace
                @State private var expanded = false

                var body: some View {
                    VStack {
                        if expanded {
                            RoundedRectangle(cornerRadius: 24)
                                .fill(.blue)
                                .matchedGeometryEffect(id: "card", in: namespace)
                                .frame(width: 300, height: 400)
                        }
                        if !expanded {
                            RoundedRectangle(cornerRadius: 12)
                                .fill(.blue)
                                .matchedGeometryEffect(id: "card", in: namespace)
                                .frame(width: 100, height: 100)
                        }
                    }
                    .onTapGesture { withAnimation(.linear(duration: 0.5)) { expanded.toggle() } }
                }
            }
            """])
        let preset = try String(contentsOfFile: w.path("motion/Hero/Hero.expanded.yaml"), encoding: .utf8)
        #expect(preset.contains("# .matchedGeometryEffect at line 12:"), "\(preset)")
        // Each alone is centred on the 390 × 844 screen.
        let small = (x: (390.0 - 100) / 2, y: (844.0 - 100) / 2, width: 100.0, height: 100.0)
        let large = (x: (390.0 - 300) / 2, y: (844.0 - 400) / 2, width: 300.0, height: 400.0)
        let frames = try w.specFrames(of: "motion/Hero/Hero.expanded.yaml")
        let first = try #require(frames.first?.layers.first { ($0["frame"] as? [String: Double])?["width"] == 100 })
        let smallID = try #require(first["id"] as? String)
        var measured = 0
        for (t, layers) in frames where t > 0.3 && t < 0.8 {
            let p = (t - 0.3) / 0.5
            let card = layers.filter { ($0["id"] as? String)?.hasPrefix("roundedrectangle") == true }
            #expect(card.count == 2, "t = \(t): \(layers.compactMap { $0["id"] })")
            for layer in card {
                let frame = try #require(layer["frame"] as? [String: Double])
                let expected = ["x": small.x + (large.x - small.x) * p, "y": small.y + (large.y - small.y) * p,
                                "width": small.width + (large.width - small.width) * p,
                                "height": small.height + (large.height - small.height) * p]
                for (key, value) in expected {
                    #expect(abs((frame[key] ?? .nan) - value) <= 1e-6, "t = \(t), \(layer["id"] ?? "?") \(key): \(frame), expected \(expected)")
                }
                let opacity = layer["opacity"] as? Double ?? .nan
                let fading = layer["id"] as? String == smallID ? 1 - p : p
                #expect(abs(opacity - fading) <= 1e-6, "t = \(t), \(layer["id"] ?? "?"): opacity \(opacity), expected \(fading)")
            }
            measured += 1
        }
        #expect(measured >= 25, "measured in \(measured) frames")
    }
}
