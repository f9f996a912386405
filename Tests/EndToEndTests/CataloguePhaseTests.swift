import Foundation
import Testing
import TestSupport

/// Phase animators, as `import DIR -o FOLDER` films them: each phase in order, animated into with
/// the animation the closure gives for it, the next starting when that one is logically complete;
/// once through and back on a trigger, cycling without one. Every value is measured against the
/// curves computed in the test.
@Suite("import DIR -o FOLDER: phase animators, step by step", .serialized)
struct CataloguePhaseTests {
    static let swift = """
        import SwiftUI

        enum ReactionPhase: CaseIterable {
            case initial, lift, grow

            var offset: Double {
                switch self {
                case .initial: 0
                case .lift, .grow: -40
                }
            }

            var scale: Double { self == .grow ? 1.5 : 1 }
        }

        struct Reaction: View {
            @State private var likes = 0

            var body: some View {
                Image(systemName: "heart.fill")
                    .frame(width: 40, height: 40)
                    .phaseAnimator(ReactionPhase.allCases, trigger: likes) { content, phase in
                        content
                            .scaleEffect(phase.scale)
                            .offset(y: phase.offset)
                    } animation: { phase in
                        switch phase {
                        case .initial: .easeOut(duration: 0.2)
                        case .lift: .easeInOut(duration: 0.3)
                        case .grow: .linear(duration: 0.25).delay(0.1)
                        }
                    }
                    .onTapGesture { likes += 1 }
            }
        }

        struct Pulse: View {
            var body: some View {
                PhaseAnimator([false, true]) { on in
                    Circle()
                        .fill(Color.red)
                        .frame(width: 20, height: 20)
                        .opacity(on ? 1 : 0.4)
                } animation: { _ in
                    .easeInOut(duration: 0.5)
                }
            }
        }

        """

    /// `from` → `to` over [start, start + duration] along `curve`, held either side.
    static func segment(_ t: Double, start: Double, duration: Double, from: Double, to: Double,
                        curve: (Double) -> Double) -> Double? {
        guard t >= start, t <= start + duration else { return nil }
        return from + (to - from) * curve((t - start) / duration)
    }

    /// The heart: the trigger changes at 0.3 s; into .lift (easeInOut 0.3 s: up 40 pt), into .grow
    /// at 0.6 s (0.1 s of delay, then linear 0.25 s: scale 1 → 1.5), into .initial at 0.95 s
    /// (easeOut 0.2 s: both back).
    static func heart(at t: Double) -> (scale: Double, y: Double) {
        let y = segment(t, start: 0.3, duration: 0.3, from: 0, to: -40, curve: ReferenceEasing.easeInOut)
            ?? segment(t, start: 0.95, duration: 0.2, from: -40, to: 0, curve: ReferenceEasing.easeOut)
            ?? (t < 0.3 || t > 1.15 ? 0 : -40)
        let scale = segment(t, start: 0.7, duration: 0.25, from: 1, to: 1.5, curve: { $0 })
            ?? segment(t, start: 0.95, duration: 0.2, from: 1.5, to: 1, curve: ReferenceEasing.easeOut)
            ?? (t < 0.7 || t > 1.15 ? 1 : 1.5)
        return (scale, y)
    }

    /// The pulse, without a trigger: from 0.3 s, three turns of 0.5 s easeInOut steps 0.4 → 1 → 0.4.
    static func pulse(at t: Double) -> Double {
        guard t > 0.3 else { return 0.4 }
        let step = min(Int((t - 0.3) / 0.5), 5)
        let within = min((t - 0.3 - Double(step) * 0.5) / 0.5, 1)
        let (from, to) = step % 2 == 0 ? (0.4, 1.0) : (1.0, 0.4)
        return from + (to - from) * ReferenceEasing.easeInOut(within)
    }

    @Test("a triggered animator runs once through its phases and back; one without a trigger cycles; batch renders both")
    func phases() throws {
        let w = try Workspace()
        try w.write("App/Reaction.swift", Self.swift)
        let imported = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion")])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("filmed 2 of 2 sites"), "\(imported.stdout)")

        let heart = try w.specFrames(of: "motion/Reaction/Reaction.phases22.yaml")
        #expect(heart.count >= 70, "the phases end at 1.15 s: \(heart.count) frames")
        for (t, layers) in heart where ![0.3, 0.6, 0.7, 0.95, 1.15].contains(where: { abs($0 - t) < 1e-6 }) {
            let layer = try #require(layers.first { $0["id"] as? String == "heart-fill" })
            let scale = try #require(layer["scale"] as? Double)
            let y = try #require((layer["offset"] as? [String: Any])?["y"] as? Double)
            let expected = Self.heart(at: t)
            #expect(abs(scale - expected.scale) <= 1e-6 && abs(y - expected.y) <= 1e-6,
                    "t = \(t): scale \(scale), y \(y); expected \(expected)")
        }

        let pulse = try w.specFrames(of: "motion/Reaction/Pulse.phases39.yaml")
        #expect(pulse.count >= 198, "three turns end at 3.3 s: \(pulse.count) frames")
        for (t, layers) in pulse where abs((t - 0.3) / 0.5 - ((t - 0.3) / 0.5).rounded()) > 1e-6 {
            let layer = try #require(layers.first { ($0["id"] as? String)?.hasSuffix("-label") == false })
            let opacity = try #require(layer["opacity"] as? Double)
            #expect(abs(opacity - Self.pulse(at: t)) <= 1e-6, "t = \(t): opacity \(opacity), expected \(Self.pulse(at: t))")
        }
        let batch = try CommandRunner.motionreel(["batch", w.path("motion"), "-o", w.path("out"), "--format", "png"])
        #expect(batch.exitCode == 0, "\(batch.stderr)")
    }
}
