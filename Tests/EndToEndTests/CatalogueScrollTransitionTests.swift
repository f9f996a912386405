import Foundation
import Testing
import TestSupport

/// `.scrollTransition`: the film scrolls the content from its start to its end at 600 pt/s, and
/// each row takes the closure's effect for its place — interpolated along `.easeInOut` from just
/// hidden to fully visible (`.interactive`, the default), or switched at half visible and animated
/// (`.animated`). Expected values are worked out here from the rows' sizes and the curve.
@Suite("import DIR -o FOLDER: .scrollTransition films rows passing through its phases")
struct CatalogueScrollTransitionTests {
    /// Twelve 200 pt rows 8 apart: 12 × 200 + 11 × 8 = 2488 tall in an 844 pt scroll view, so the
    /// scroll is 1644 pt, 2.74 s at 600 pt/s from 0.3 s; row k's top is at 208 k − 600 (t − 0.3).
    static func app(_ configuration: String) -> String {
        """
        import SwiftUI

        struct Gallery: View {
            var body: some View {
                ScrollView {
                    VStack(spacing: 8) {
                        ForEach(0..<12) { index in
                            RoundedRectangle(cornerRadius: 12)
                                .fill(Color.blue)
                                .frame(height: 200)
                                .scrollTransition\(configuration) { content, phase in
                                    content
                                        .opacity(phase.isIdentity ? 1 : 0)
                                        .scaleEffect(phase.isIdentity ? 1 : 0.75)
                                }
                        }
                    }
                }
            }
        }
        """
    }

    /// CSS's and SwiftUI's ease-in-out, cubic-bezier(0.42, 0, 0.58, 1), solved by bisection.
    static func easeInOut(_ x: Double) -> Double {
        var (low, high) = (0.0, 1.0)
        for _ in 0..<100 {
            let s = (low + high) / 2
            let bx = 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s * s * s
            if bx < x { low = s } else { high = s }
        }
        let s = (low + high) / 2
        return 3 * (1 - s) * s * s + s * s * s
    }

    /// How much of row `k` the 844 pt screen shows at `t`.
    static func visible(_ k: Int, at t: Double) -> Double {
        let top = 208 * Double(k) - 600 * min(max(t - 0.3, 0), 2.74)
        return min(max((min(top + 200, 844) - max(top, 0)) / 200, 0), 1)
    }

    static func rows(_ layers: [[String: Any]]) -> [[String: Any]] {
        layers.filter { ($0["id"] as? String)?.hasPrefix("roundedrectangle") == true }
            .sorted { (($0["frame"] as? [String: Double])?["y"] ?? 0) < (($1["frame"] as? [String: Double])?["y"] ?? 0) }
    }

    @Test("interactive: each row's opacity is easeInOut of how much of it shows, its scale 0.75 + 0.25 × that, as the content scrolls 1644 pt in 2.74 s")
    func interactive() throws {
        let w = try Workspace()
        try w.catalogue(["App/Gallery.swift": Self.app("")])
        let path = "motion/Gallery/Gallery.scrollTransition11.yaml"
        let preset = try String(contentsOfFile: w.path(path), encoding: .utf8)
        #expect(preset.contains("animation: { linear: 2.74 }"), "\(preset)")
        var measured = 0
        for (t, layers) in try w.specFrames(of: path) {
            let rows = Self.rows(layers)
            #expect(rows.count == 12, "t = \(t)")
            for (k, row) in rows.enumerated() {
                let frame = try #require(row["frame"] as? [String: Double])
                let y = 208 * Double(k) - 600 * min(max(t - 0.3, 0), 2.74)
                #expect(abs((frame["y"] ?? .nan) - y) <= 1e-6, "t = \(t), row \(k): y \(frame["y"] ?? .nan), expected \(y)")
                let shown = Self.easeInOut(Self.visible(k, at: t))
                let opacity = row["opacity"] as? Double ?? .nan
                let scale = row["scale"] as? Double ?? .nan
                #expect(abs(opacity - shown) <= 1e-6, "t = \(t), row \(k): opacity \(opacity), expected \(shown)")
                #expect(abs(scale - (0.75 + 0.25 * shown)) <= 1e-6, "t = \(t), row \(k): scale \(scale)")
            }
            measured += 1
        }
        #expect(measured > 180, "measured in \(measured) frames")
    }

    @Test("animated(.easeInOut(duration: 0.3)): a row is hidden until half of it shows, fades in along easeInOut in 0.3 s, and out again once less than half shows at the top")
    func animated() throws {
        let w = try Workspace()
        try w.catalogue(["App/Gallery.swift": Self.app("(.animated(.easeInOut(duration: 0.3)))")])
        let path = "motion/Gallery/Gallery.scrollTransition11.yaml"
        // Row 5 (top at 1040) is half shown when its top reaches 844 − 100 = 744: 296 pt of scroll,
        // t = 0.3 + 296 / 600; the first frame at or after it switches its phase.
        let crossing = ((0.3 + 296.0 / 600) * 60).rounded(.up) / 60
        // It goes when less than half of it shows at the top: its top past −100, more than 1140 pt
        // of scroll, 10 pt a frame — from the 115th frame of the scroll (at 114 exactly half shows).
        let leaving = 0.3 + Double(1140 / 10 + 1) / 60
        var measured = 0
        for (t, layers) in try w.specFrames(of: path) {
            let row = Self.rows(layers)[5]
            let opacity = row["opacity"] as? Double ?? .nan
            let expected = t < crossing ? 0 : t < crossing + 0.3 ? Self.easeInOut((t - crossing) / 0.3)
                : t < leaving ? 1 : t < leaving + 0.3 ? 1 - Self.easeInOut((t - leaving) / 0.3) : 0
            #expect(abs(opacity - expected) <= 1e-6, "t = \(t): opacity \(opacity), expected \(expected)")
            measured += 1
        }
        #expect(measured > 180)
    }

    @Test("a scroll transition the film cannot show says why: content that fits, .identity")
    func reasons() throws {
        let w = try Workspace()
        try w.write("App/Short.swift", """
            import SwiftUI

            struct Short: View {
                var body: some View {
                    ScrollView {
                        Text("One").scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                        Text("Two").scrollTransition(.identity) { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                    }
                }
            }
            """)
        let imported = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion")])
        let said = imported.stdout + imported.stderr
        #expect(said.range(of: #"Short\.swift:6:\d+: a scroll transition whose scroll view's content fits in it"#,
                           options: .regularExpression) != nil, "\(said)")
        #expect(said.range(of: #"Short\.swift:7:\d+: a scroll transition configured \.identity, which changes nothing"#,
                           options: .regularExpression) != nil, "\(said)")
    }
}
