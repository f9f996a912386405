import Foundation
import Testing
import TestSupport

/// `.symbolEffect(_:options:value:)` filmed as its closest keyframes when the value changes: the
/// system draws the effect from the symbol's layers on a timing Apple does not publish, so the film
/// moves the whole symbol as the effect reads and the spec says that it is the closest film.
@Suite("import DIR -o FOLDER: SF Symbol effects a value change plays", .serialized)
struct CatalogueSymbolEffectTests {
    static func app(_ effect: String) -> String {
        """
        import SwiftUI

        struct Like: View {
            @State private var count = 0

            var body: some View {
                Image(systemName: "heart.fill")
                    .symbolEffect(\(effect), value: count)
                    .onTapGesture {
                        count += 1
                    }
            }
        }
        """
    }

    @Test(".bounce with .repeat(2): the symbol scales to 1.2 and back twice from the change, easing out then in-out")
    func bounceTwice() throws {
        let w = try Workspace()
        try w.write("App/Like.swift", Self.app(".bounce, options: .repeat(2)"))
        let imported = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion")])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("filmed 1 of 1 site"), "\(imported.stdout)")
        /// One bounce, 0.45 s: up to 1.2 in 0.15 s (ease-out), back to 1 in 0.3 s (ease-in-out).
        func expected(_ t: Double) -> Double {
            let time = t - 0.3
            guard time > 0, time < 0.9 else { return 1 }
            let phase = time.truncatingRemainder(dividingBy: 0.45)
            return phase < 0.15 ? 1 + 0.2 * ReferenceEasing.easeOut(phase / 0.15)
                : 1.2 - 0.2 * ReferenceEasing.easeInOut((phase - 0.15) / 0.3)
        }
        var measured = 0
        // The symbol is one layer, its name where SwiftUI draws it.
        for (t, layer) in try w.layerFrames(of: "motion/Like/Like.count.yaml", id: "heart-fill") where t < 1.4 {
            let scale = try #require(layer["scale"] as? Double)
            #expect(abs(scale - expected(t)) <= 1e-6, "t = \(t): scale \(scale), expected \(expected(t))")
            measured += 1
        }
        #expect(measured >= 80, "measured in \(measured) frames")
        // The spec says what the keyframes stand for.
        let spec = try String(contentsOfFile: w.path("spec/Like-count.spec.json"), encoding: .utf8)
        #expect(spec.contains("the closest film of SwiftUI's .bounce symbol effect"), "\(spec.prefix(400))")
    }

    @Test(".rotate.counterClockwise turns the symbol once the other way; an effect no value change plays keeps a reason")
    func rotateAndRefused() throws {
        let w = try Workspace()
        try w.write("App/Like.swift", Self.app(".rotate.counterClockwise"))
        let imported = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion")])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        for (t, layer) in try w.layerFrames(of: "motion/Like/Like.count.yaml", id: "heart-fill") where t < 1.4 {
            let rotation = try #require(layer["rotation"] as? Double)
            let time = min(max(t - 0.3, 0), 1)
            #expect(abs(rotation - -360 * ReferenceEasing.easeInOut(time)) <= 1e-6, "t = \(t): \(rotation)")
        }
        let refused = try Workspace()
        try refused.write("App/Like.swift", Self.app(".scale"))
        let json = try CommandRunner.motionreel(["import", refused.path("App"), "-o", refused.path("motion"), "--json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let reasons = (report["unfilmed"] as? [[String: Any]] ?? []).compactMap { $0["reason"] as? String }
        #expect(reasons.contains { $0.hasPrefix("a symbol effect that is not one a value change plays") }, "\(reasons)")
    }

    @Test("a symbol effect whose value is a phase animator's phase plays at each step, from the step's start")
    func inPhaseAnimator() throws {
        let w = try Workspace()
        try w.write("App/Sparkle.swift", """
            import SwiftUI

            struct Sparkle: View {
                var body: some View {
                    Image(systemName: "sparkles")
                        .phaseAnimator([false, true]) { symbol, phase in
                            symbol
                                .symbolEffect(.bounce, value: phase)
                        } animation: { _ in
                            .linear(duration: 1)
                        }
                }
            }
            """)
        let imported = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion")])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("filmed 2 of 2 sites"), "\(imported.stdout)")
        let preset = try #require(try FileManager.default.contentsOfDirectory(atPath: w.path("motion/Sparkle")).first)
        // Steps of 1 s from 0.3 s: each one changes the phase, so each plays one bounce of 0.45 s.
        var measured = 0
        for (t, layer) in try w.layerFrames(of: "motion/Sparkle/" + preset, id: "sparkles") where t < 2.3 {
            let scale = try #require(layer["scale"] as? Double)
            let phase = (t - 0.3).truncatingRemainder(dividingBy: 1)
            let expected = t < 0.3 || phase >= 0.45 ? 1
                : phase < 0.15 ? 1 + 0.2 * ReferenceEasing.easeOut(phase / 0.15) : 1.2 - 0.2 * ReferenceEasing.easeInOut((phase - 0.15) / 0.3)
            #expect(abs(scale - expected) <= 1e-6, "t = \(t): scale \(scale), expected \(expected)")
            measured += 1
        }
        #expect(measured >= 120, "measured in \(measured) frames")
    }

    @Test(".transition(.blurReplace): the symbol comes in blurred 8 pt and scaled from 0.8 as it fades in, the film saying it is the closest")
    func blurReplace() throws {
        let w = try Workspace()
        try w.catalogue(["App/Saved.swift": """
            import SwiftUI

            struct Saved: View {
                @State private var saved = false

                var body: some View {
                    VStack {
                        if saved {
                            Image(systemName: "checkmark")
                                .transition(.blurReplace)
                        }
                    }
                    .onTapGesture { withAnimation(.linear(duration: 0.5)) { saved.toggle() } }
                }
            }
            """])
        let preset = try String(contentsOfFile: w.path("motion/Saved/Saved.saved.yaml"), encoding: .utf8)
        #expect(preset.contains("note: \"the closest film of SwiftUI's .blurReplace transition"), "\(preset)")
        var measured = 0
        for (t, layers) in try w.specFrames(of: "motion/Saved/Saved.saved.yaml") where t > 0.3 && t < 0.8 {
            let p = (t - 0.3) / 0.5
            let symbol = try #require(Workspace.layer("checkmark", in: layers), "t = \(t): \(layers.compactMap { $0["id"] })")
            for (key, expected) in [("opacity", p), ("blur", 8 * (1 - p)), ("scale", 0.8 + 0.2 * p)] {
                #expect(abs((symbol[key] as? Double ?? .nan) - expected) <= 1e-6, "t = \(t) \(key): \(symbol[key] ?? "none")")
            }
            measured += 1
        }
        #expect(measured >= 25, "measured in \(measured) frames")
    }
}
