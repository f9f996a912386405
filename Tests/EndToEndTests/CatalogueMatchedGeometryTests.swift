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

    @Test("a symbol inside the first child of a ViewThatFits matched with another outside: the new one starts at the symbol's frame and moves to its own")
    func nestedInALabel() throws {
        let w = try Workspace()
        let imported = try w.catalogue(["App/Blur.swift": """
            import SwiftUI

            struct Blur: View {
                @Namespace private var space
                @State private var expanded = true

                var body: some View {
                    Button {
                        withAnimation(.linear(duration: 0.5)) { expanded.toggle() }
                    } label: {
                        if expanded {
                            ViewThatFits(in: .horizontal) {
                                HStack(spacing: 10) {
                                    Rectangle()
                                        .matchedGeometryEffect(id: "eye", in: space)
                                        .frame(width: 20, height: 20)
                                    Text("Show")
                                }
                                Rectangle()
                                    .matchedGeometryEffect(id: "eye", in: space)
                                    .frame(width: 20, height: 20)
                            }
                        } else {
                            Circle()
                                .matchedGeometryEffect(id: "eye", in: space)
                                .frame(width: 40, height: 40)
                        }
                    }
                }
            }
            """])
        // The second child of ViewThatFits is not shown (the first fits): its effect is not filmed, and says why.
        #expect(imported.stdout.contains("App/Blur.swift:20:26: it is on a view of the ViewThatFits at Blur.swift:12 that the screen "
                                         + "does not show"), "\(imported.stdout)")
        let path = "motion/Blur/Blur.expanded.yaml"
        let preset = try String(contentsOfFile: w.path(path), encoding: .utf8)
        #expect(preset.contains("# .matchedGeometryEffect at line 25: circle starts where rectangle is"), "\(preset)")
        // The first child alone, centred: an HStack of 20 + 10 + the text's width, 20 tall at y 412.
        // The circle, alone when expanded is false, is 40 × 40 at (175, 402).
        let frames = try w.specFrames(of: path)
        let start = try #require(frames.first { abs($0.time) < 1e-9 })
        let square = try #require((Workspace.layer("rectangle", in: start.layers)?["frame"] as? [String: Double]))
        let group = try #require(start.layers.first { ($0["children"] as? [[String: Any]])?.contains { $0["id"] as? String == "rectangle" } == true })
        let origin = try #require(group["frame"] as? [String: Double])
        let from = (x: origin["x"]! + square["x"]!, y: origin["y"]! + square["y"]!)
        #expect(abs(from.y - 412) <= 1e-6, "\(origin) \(square)")
        var measured = 0
        for (t, layers) in frames where t > 0.3 && t < 0.8 {
            let p = (t - 0.3) / 0.5
            let circle = try #require(Workspace.layer("circle", in: layers)?["frame"] as? [String: Double], "t = \(t)")
            let expected = ["x": from.x + (175 - from.x) * p, "y": from.y + (402 - from.y) * p,
                            "width": 20 + 20 * p, "height": 20 + 20 * p]
            for (key, value) in expected {
                #expect(abs((circle[key] ?? .nan) - value) <= 1e-6, "t = \(t) \(key): \(circle), expected \(expected)")
            }
            measured += 1
        }
        #expect(measured >= 25)
    }
}
