import Foundation
import Testing
import TestSupport

/// A loader's dots: a `ForEach` over a literal range whose every row starts the same loop with a
/// delay of its own (`.delay(Double(index) * 0.2)`), as loaders, pulses and staggered dots are
/// written. `import` films one stand-in per row with its row bound, and each moves as SwiftUI
/// moves it — measured here against the curve computed in the test.
@Suite("import DIR -o FOLDER: the rows of a literal ForEach, each with its own delay", .serialized)
struct CatalogueRowsTests {
    static let dots = """
        import SwiftUI

        struct LoadingDots: View {
            @State private var isAnimating = false

            var body: some View {
                HStack(spacing: 8) {
                    ForEach(0..<3) { index in
                        Circle()
                            .fill(Color.blue)
                            .frame(width: 12, height: 12)
                            .scaleEffect(isAnimating ? 1 : 0.5)
                            .animation(.easeInOut(duration: 0.6).repeatForever().delay(Double(index) * 0.2), value: isAnimating)
                    }
                }
                .onAppear { isAnimating = true }
            }
        }

        """

    /// Dot `i`'s scale at `t`: still at 0.5 until the change at 0.3 s and its delay 0.2·i have
    /// passed, then 0.6 s cycles from 0.5 to 1, every other one back (each cycle here ends on a
    /// frame of 60 fps, so the next starts as the last ends).
    static func scale(dot i: Int, at t: Double) -> Double {
        let moving = t - 0.3 - 0.2 * Double(i)
        guard moving > 0 else { return 0.5 }
        let cycle = (moving / 0.6).rounded(.down)
        let within = (moving - cycle * 0.6) / 0.6
        let progress = Int(cycle) % 2 == 0 ? ReferenceEasing.easeInOut(within) : 1 - ReferenceEasing.easeInOut(within)
        return 0.5 + 0.5 * progress
    }

    @Test("three dots, each its own stand-in with its own delay, each moving as SwiftUI moves it; batch renders the catalogue")
    func staggeredDots() throws {
        let w = try Workspace()
        try w.write("App/LoadingDots.swift", Self.dots)
        let imported = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion")])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("filmed 1 of 1 site"), "\(imported.stdout)")
        let preset = w.path("motion/LoadingDots/LoadingDots.isAnimating.yaml")
        let spec = try CommandRunner.motionreel(["spec", preset, "-o", w.path("spec")])
        #expect(spec.exitCode == 0, "\(spec.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: w.path("spec/LoadingDots-isAnimating.spec.json")))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let frames = try #require(json["frames"] as? [[String: Any]])
        // Three rows: three cards laid out side by side (each with its label over it).
        let ids = try #require((frames.first?["layers"] as? [[String: Any]])?.compactMap { $0["id"] as? String })
        let cards = ids.filter { !$0.hasSuffix("-label") }
        try #require(cards.count == 3, "one stand-in per row: \(ids)")
        // The film shows three cycles of the last dot: 0.3 + 0.4 + 3 × 0.6 s, then the hold.
        #expect(frames.count == 181, "\(frames.count) frames")
        var checked = 0
        for frame in frames {
            let t = try #require(frame["time"] as? Double)
            let layers = try #require(frame["layers"] as? [[String: Any]])
            for (i, id) in cards.enumerated() {
                let layer = try #require(layers.first { $0["id"] as? String == id })
                let scale = try #require(layer["scale"] as? Double)
                // Away from the frames where a cycle ends, which float time may put on either side.
                let moving = t - 0.3 - 0.2 * Double(i)
                if abs(moving / 0.6 - (moving / 0.6).rounded()) < 1e-6 { continue }
                #expect(abs(scale - Self.scale(dot: i, at: t)) <= 2e-6, "dot \(i) at \(t): \(scale) vs \(Self.scale(dot: i, at: t))")
                checked += 1
            }
        }
        #expect(checked > 400)
        let batch = try CommandRunner.motionreel(["batch", w.path("motion"), "-o", w.path("out"), "--format", "png"])
        #expect(batch.exitCode == 0, "\(batch.stderr)")
    }
}
