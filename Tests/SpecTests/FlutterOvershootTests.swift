import Foundation
import Motion
import Preset
import SceneKinds
import SpecModel
import Testing

/// A bouncy spring's Flutter code keeps the overshoot the film shows: the spring the file names is
/// evaluated here with Flutter's own documented solution (`SpringSimulation`'s underdamped case,
/// flutter/lib/src/physics/spring_simulation.dart: x(t) = end + e^(rt)(c1·cos wt + c2·sin wt),
/// r = −c/2m, w = √(4mk − c²)/2m, c1 = start − end, c2 = (v − r·c1)/w), and the file runs it on an
/// unbounded controller — a default one clamps to 0…1 and would cut the overshoot off.
@Suite("Flutter: a bouncy spring keeps its overshoot")
struct FlutterOvershootTests {
    static let preset = """
        name: bouncy
        canvas: { size: [390, 844] }
        scene:
          kind: tabs
          tabs:
            - { name: One, content: { fill: "#ff0000" } }
            - { name: Two, content: { fill: "#0000ff" } }
        transition:
          animation: { spring: { response: 0.5, dampingFraction: 0.6 } }
        timeline:
          - { at: 0, select: 0 }
          - { at: 0.2, select: 1 }

        """

    /// Flutter's underdamped SpringSimulation from 0 to 1 at rest: its value at `t`.
    static func flutterSpring(mass m: Double, stiffness k: Double, damping c: Double, at t: Double) -> Double {
        let r = -c / (2 * m), w = (4 * m * k - c * c).squareRoot() / (2 * m)
        let c1 = 0.0 - 1.0, c2 = (0 - r * c1) / w
        return 1 + exp(r * t) * (c1 * cos(w * t) + c2 * sin(w * t))
    }

    @Test("the file's SpringDescription, solved as Flutter solves it, overshoots as the film does, on an unbounded controller")
    func overshoot() throws {
        let scene = try PresetLoader.standard.load(yaml: Self.preset, file: "bouncy.yaml", baseDirectory: URL(fileURLWithPath: "/"))
        let dart = PlatformListing.text(for: scene, platform: .flutter)
        let match = try #require(dart.firstMatch(of: /const tabChangeAnimation = SpringDescription\(mass: ([0-9.]+), stiffness: ([0-9.]+), damping: ([0-9.]+)\);/),
                                 "\(dart)")
        let m = try #require(Double(match.1)), k = try #require(Double(match.2)), c = try #require(Double(match.3))
        #expect(dart.contains("controller.animateWith(SpringSimulation(tabChangeAnimation, 0, 1, 0))"))
        #expect(dart.contains("AnimationController.unbounded"), "the file says to run springs on an unbounded controller")

        // Flutter's peak, sampled finely, against the film's peak (MotionReel's stepped spring on a unit move).
        let flutterPeak = stride(from: 0.0, through: 1.5, by: 0.0005).map { Self.flutterSpring(mass: m, stiffness: k, damping: c, at: $0) }.max()!
        let run = AnimationRun(.spring(response: 0.5, dampingFraction: 0.6), at: 0, from: 0, to: 1,
                               clock: SampleClock(rate: 60))
        let filmPeak = stride(from: 0.0, through: 1.5, by: 1.0 / 300).map { run.displacement(at: $0) }.max()!
        #expect(filmPeak > 1.08, "the film overshoots: \(filmPeak)")
        #expect(abs(flutterPeak - filmPeak) < 0.006, "Flutter's peak \(flutterPeak), the film's \(filmPeak)")
        // What a default (bounded) controller would show instead: the overshoot gone.
        #expect(min(flutterPeak, 1) == 1 && flutterPeak - 1 > 0.08)
    }
}
