import Foundation
import Testing
import TestSupport

/// Keyframe animators, as `import DIR -o FOLDER` films them: each property the content's modifiers
/// show from the value keyframed as its `KeyframeTrack` says — curves, springs carrying their
/// velocity, a spring without a duration lasting its settling time — once when the trigger changes,
/// or turn after turn when it repeats. Every value is measured against curves computed in the test.
@Suite("import DIR -o FOLDER: keyframe animators, track by track", .serialized)
struct CatalogueKeyframeTests {
    static let swift = """
        import SwiftUI

        struct BounceValues {
            var scale = 1.0
            var lift = 0.0
            var angle = Angle.zero
        }

        struct BounceBadge: View {
            @State private var taps = 0

            var body: some View {
                Text("Like")
                    .keyframeAnimator(initialValue: BounceValues(), trigger: taps) { content, value in
                        content
                            .rotationEffect(value.angle)
                            .scaleEffect(value.scale)
                            .offset(y: value.lift * 2)
                    } keyframes: { _ in
                        KeyframeTrack(\\.angle) {
                            CubicKeyframe(.zero, duration: 0.2)
                            CubicKeyframe(.degrees(12), duration: 0.15)
                            CubicKeyframe(.degrees(-12), duration: 0.15)
                            CubicKeyframe(.zero, duration: 0.15)
                        }
                        KeyframeTrack(\\.scale) {
                            LinearKeyframe(1.0, duration: 0.1)
                            SpringKeyframe(1.5, duration: 0.3, spring: .bouncy)
                            SpringKeyframe(1, spring: .bouncy)
                        }
                        KeyframeTrack(\\.lift) {
                            LinearKeyframe(-20, duration: 0.25, timingCurve: .easeOut)
                            SpringKeyframe(0, duration: 0.5)
                        }
                    }
                    .onTapGesture { taps += 1 }
            }
        }

        struct Sparkle: View {
            @State private var shown = false

            var body: some View {
                Image(systemName: "sparkle")
                    .keyframeAnimator(initialValue: 0.0, trigger: shown) { content, glow in
                        content.opacity(glow > 0.5 ? 1 : 0.2)
                    } keyframes: { _ in
                        KeyframeTrack {
                            LinearKeyframe(1.0, duration: 0.3)
                            LinearKeyframe(0.0, duration: 0.3)
                        }
                    }
                    .onTapGesture { shown.toggle() }
            }
        }

        struct Breathing: View {
            var body: some View {
                KeyframeAnimator(initialValue: 1.0, repeating: true) { value in
                    Circle()
                        .fill(Color.blue)
                        .frame(width: 40, height: 40)
                        .opacity(value)
                } keyframes: { _ in
                    KeyframeTrack {
                        LinearKeyframe(0.4, duration: 0.5)
                        LinearKeyframe(1.0, duration: 0.5)
                    }
                }
            }
        }

        """

    /// A damped spring of `response` and `dampingFraction` (< 1) from `x0` with velocity `v0`
    /// towards `target`, `t` seconds in — the textbook closed form.
    static func spring(_ t: Double, from x0: Double, velocity v0: Double, to target: Double,
                       response: Double, dampingFraction zeta: Double) -> (x: Double, v: Double) {
        let w0 = 2 * Double.pi / response
        if zeta >= 1 {
            // Critically damped.
            let a = x0 - target, b = v0 + w0 * a
            let e = exp(-w0 * t)
            return (target + (a + b * t) * e, (b - w0 * (a + b * t)) * e)
        }
        let decay = zeta * w0, wd = w0 * (1 - zeta * zeta).squareRoot()
        let a = x0 - target, b = (v0 + decay * a) / wd
        let e = exp(-decay * t)
        let x = target + e * (a * cos(wd * t) + b * sin(wd * t))
        let v = e * ((b * wd - decay * a) * cos(wd * t) - (a * wd + decay * b) * sin(wd * t))
        return (x, v)
    }

    /// The badge's scale: still until 0.4 s (a linear keyframe from 1 to 1), then `.bouncy`
    /// (response 0.5, damping 0.7) towards 1.5 for 0.3 s, then `.bouncy` back to 1 from where and
    /// how fast the first spring left it.
    static func scale(at t: Double) -> Double? {
        if t <= 0.4 { return 1 }
        if t <= 0.7 { return spring(t - 0.4, from: 1, velocity: 0, to: 1.5, response: 0.5, dampingFraction: 0.7).x }
        let handover = spring(0.3, from: 1, velocity: 0, to: 1.5, response: 0.5, dampingFraction: 0.7)
        // Checked over the first second of the last spring, well inside its settling time.
        guard t <= 1.7 else { return nil }
        return spring(t - 0.7, from: handover.x, velocity: handover.v, to: 1, response: 0.5, dampingFraction: 0.7).x
    }

    /// The badge's offset: twice the lift — easeOut to −20 over 0.25 s from 0.3 s, then the
    /// default `Spring()` (duration 0.5, no bounce: critically damped) back to 0 for 0.5 s, from rest
    /// (an easeOut arrives with no speed); the track then holds its last keyframe's value.
    static func offset(at t: Double) -> Double {
        if t <= 0.3 { return 0 }
        if t <= 0.55 { return 2 * -20 * ReferenceEasing.easeOut((t - 0.3) / 0.25) }
        if t < 1.05 { return 2 * spring(t - 0.55, from: -20, velocity: 0, to: 0, response: 0.5, dampingFraction: 1).x }
        return 0
    }

    /// A reaction as apps write one: a turn, a hue shift, a pop, a squash and a hop, each its own track.
    static let reaction = """
        import SwiftUI

        struct ReactionValues {
            var scale = 1.0
            var stretch = 1.0
            var lift = 0.0
            var angle = Angle.zero
            var hue = Angle.zero
        }

        struct ReactionModifier: ViewModifier {
            @Binding var count: Int

            func body(content: Content) -> some View {
                content
                    .keyframeAnimator(initialValue: ReactionValues(), trigger: count) { content, value in
                        content
                            .rotationEffect(value.angle)
                            .hueRotation(value.hue)
                            .scaleEffect(value.scale)
                            .scaleEffect(y: value.stretch)
                            .offset(y: value.lift)
                    } keyframes: { _ in
                        KeyframeTrack(\\.stretch) {
                            LinearKeyframe(1.0, duration: 0.1)
                            LinearKeyframe(0.6, duration: 0.15)
                            LinearKeyframe(1.5, duration: 0.1)
                            LinearKeyframe(1.0, duration: 0.15)
                        }
                        KeyframeTrack(\\.hue) {
                            LinearKeyframe(.zero, duration: 0.2)
                            LinearKeyframe(.degrees(45), duration: 0.1)
                            LinearKeyframe(.degrees(-30), duration: 0.1)
                            LinearKeyframe(.zero, duration: 0.1)
                        }
                        KeyframeTrack(\\.scale) {
                            LinearKeyframe(1.0, duration: 0.1)
                            SpringKeyframe(1.4, duration: 0.3, spring: .bouncy)
                            SpringKeyframe(1, spring: .bouncy)
                        }
                    }
            }
        }

        struct ReactionBar: View {
            @State private var likes = 0

            var body: some View {
                Button {
                    likes += 1
                } label: {
                    Text("Like")
                }
                .modifier(ReactionModifier(count: $likes))
            }
        }

        """

    /// `from` → `to` linearly over [start, start + duration] seconds.
    static func linear(_ t: Double, _ segments: [(start: Double, duration: Double, from: Double, to: Double)]) -> Double? {
        for s in segments where t >= s.start && t <= s.start + s.duration {
            return s.from + (s.to - s.from) * (t - s.start) / s.duration
        }
        return nil
    }

    @Test("a reaction's squash and hue shift play their tracks: scaleEffect(y:) as scaleY, hueRotation in degrees")
    func stretchAndHue() throws {
        let w = try Workspace()
        try w.write("App/Reaction.swift", Self.reaction)
        let imported = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion")])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("filmed 1 of 1 site"), "\(imported.stdout)")
        let preset = try #require(w.contents(of: "motion/Reaction").first { $0.hasSuffix(".yaml") })
        let frames = try w.specFrames(of: "motion/Reaction/" + preset)
        // The trigger changes at 0.3 s.
        let stretch: [(start: Double, duration: Double, from: Double, to: Double)] = [
            (0.3, 0.1, 1, 1), (0.4, 0.15, 1, 0.6), (0.55, 0.1, 0.6, 1.5), (0.65, 0.15, 1.5, 1)]
        let hue: [(start: Double, duration: Double, from: Double, to: Double)] = [
            (0.3, 0.2, 0, 0), (0.5, 0.1, 0, 45), (0.6, 0.1, 45, -30), (0.7, 0.1, -30, 0)]
        var measured = 0
        for (t, layers) in frames {
            let layer = try #require(layers.first { ($0["id"] as? String)?.hasSuffix("-label") == false })
            let scaleY = try #require(layer["scaleY"] as? Double, "\(layer.keys.sorted())")
            let hueRotation = try #require(layer["hueRotation"] as? Double, "\(layer.keys.sorted())")
            if let expected = Self.linear(t, stretch) {
                #expect(abs(scaleY - expected) <= 1e-6, "t = \(t): scaleY \(scaleY), expected \(expected)")
                measured += 1
            }
            if let expected = Self.linear(t, hue) {
                #expect(abs(hueRotation - expected) <= 1e-6, "t = \(t): hueRotation \(hueRotation), expected \(expected)")
            }
            if t < 0.3 { #expect(scaleY == 1 && hueRotation == 0) }
        }
        #expect(measured >= 28, "the squash was measured in \(measured) frames")
    }

    @Test("a triggered animator plays each track once from its initial value; a repeating one turn after turn; batch renders both")
    func keyframes() throws {
        let w = try Workspace()
        try w.write("App/Bounce.swift", Self.swift)
        let imported = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion")])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("filmed 2 of 3 sites"), "\(imported.stdout)")
        // A modifier that is not a straight line in the value would not move as the track does: refused, with why.
        let output = imported.stdout + imported.stderr
        #expect(output.contains("opacity here is not a straight-line function of the value"), "\(output)")

        let badge = try w.specFrames(of: "motion/Bounce/BounceBadge.keyframes14.yaml")
        #expect(badge.count >= 100, "the last spring ends after 1.7 s: \(badge.count) frames")
        var springFrames = 0
        // At 1.05 s the lift's track ends: its last spring, cut there, gives way to its keyframe's value.
        for (t, layers) in badge where abs(t - 1.05) > 1e-9 {
            let layer = try #require(layers.first { $0["id"] as? String == "like" })
            let y = try #require((layer["offset"] as? [String: Any])?["y"] as? Double)
            #expect(abs(y - Self.offset(at: t)) <= 1e-6, "t = \(t): offset \(y), expected \(Self.offset(at: t))")
            if let expected = Self.scale(at: t) {
                let scale = try #require(layer["scale"] as? Double)
                #expect(abs(scale - expected) <= 1e-6, "t = \(t): scale \(scale), expected \(expected)")
                if t > 0.4 { springFrames += 1 }
            }
            // The angle passes through each cubic keyframe's value at its time.
            for (at, degrees) in [(0.5, 0.0), (0.65, 12), (0.8, -12), (0.95, 0)] where abs(t - at) < 1e-9 {
                let rotation = try #require(layer["rotation"] as? Double)
                #expect(abs(rotation - degrees) <= 1e-6, "t = \(t): rotation \(rotation), expected \(degrees)")
            }
        }
        #expect(springFrames >= 70, "the springs were measured in \(springFrames) frames")

        // Three turns of 1 s from 0.3 s, each from the initial 1.0 again.
        let breathing = try w.specFrames(of: "motion/Bounce/Breathing.keyframes59.yaml")
        #expect(breathing.count >= 198, "three turns end at 3.3 s: \(breathing.count) frames")
        for (t, layers) in breathing where t > 0.3 + 1e-9 && t < 3.3 - 1e-9 {
            let layer = try #require(layers.first { ($0["id"] as? String)?.hasSuffix("-label") == false })
            let opacity = try #require(layer["opacity"] as? Double)
            let within = (t - 0.3).truncatingRemainder(dividingBy: 1)
            let expected = within <= 0.5 ? 1 - 0.6 * within / 0.5 : 0.4 + 0.6 * (within - 0.5) / 0.5
            #expect(abs(opacity - expected) <= 1e-6, "t = \(t): opacity \(opacity), expected \(expected)")
        }
        let batch = try CommandRunner.motionreel(["batch", w.path("motion"), "-o", w.path("out"), "--format", "png"])
        #expect(batch.exitCode == 0, "\(batch.stderr)")
    }
}
