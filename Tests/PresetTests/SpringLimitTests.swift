import Foundation
import Motion
import Preset
import Scene
import PresetTestSupport
import Testing

@Suite("Springs and curves: parameters that would make values infinite or NaN are refused")
struct SpringLimitTests {
    /// The minimal preset with `animation` as the transition's.
    private func preset(_ animation: String) -> String {
        minimalPreset(["  animation: snappy": "  animation: \(animation)"])
    }

    @Test("a stepped spring that would grow without bound is refused at its spring, with the damping it may have")
    func unstable() {
        // Response 0.02 s: k = (2π/0.02)² caps at 45 000; ζ = 2 gives c = 2·√45000·2 = 848.5, and
        // stepping at 1/300 s is stable only for c ≤ 600 − 45000/600 = 525.
        let yaml = preset("{ spring: { response: 0.02, dampingFraction: 2 } }")
        expect(PresetFixture.errorOnly(yaml), at: "{ response: 0.02", in: yaml,
               message: "transition.animation.spring: this spring grows without bound when stepped at 1/300 s as "
                   + "SwiftUI steps it: its damping 2·√stiffness·dampingFraction is 848.5, at most 525 for its response")
    }

    @Test("the stability bound is the one the stepping obeys: just inside stays finite, just outside diverges")
    func stabilityBound() {
        let k = 45_000.0, bound = 600 - k / 600
        #expect(FluidSpring.isStable(stiffness: k, damping: bound))
        #expect(!FluidSpring.isStable(stiffness: k, damping: bound + 1))
        for (damping, finite) in [(bound - 1, true), (bound + 25, false)] {
            let spring = FluidSpring(spring: Spring(response: 0.01, dampingFraction: damping / (2 * k.squareRoot())), delta: 1)
            var state = FluidSpring.State.rest
            for _ in 0..<18_000 { state = spring.step(state) }
            #expect((abs(state.position - 1) < 1e-6) == finite, "c = \(damping): \(state.position)")
        }
    }

    @Test("the same spring in the closed form is fine, and so is a stiff spring with ordinary damping")
    func stableForms() throws {
        _ = try PresetFixture().load(preset("{ spring: { response: 0.02, dampingFraction: 2, model: analytic } }"))
        _ = try PresetFixture().load(preset("{ spring: { response: 0.02, dampingFraction: 1 } }"))
    }

    @Test("closed-form and curve parameters are bounded",
          arguments: [("{ spring: { response: 1e-200, model: analytic } }", "1e-200",
                       "response must be between 0.001 and 60, found 1e-200"),
                      ("{ spring: { response: 0.3, dampingFraction: 1e300, model: analytic } }", "1e300",
                       "dampingFraction must be between 0 and 1000, found 1e300"),
                      ("{ spring: { duration: 0.5, bounce: -0.9999999 } }", "-0.9999999",
                       "bounce must be between -0.999 and 1, found -0.9999999"),
                      ("{ interpolatingSpring: { mass: 1e-300, stiffness: 170, damping: 26 } }", "1e-300",
                       "mass must be between 0.001 and 1000000, found 1e-300"),
                      ("{ interpolatingSpring: { stiffness: 170, damping: 1e9 } }", "1e9",
                       "damping must be between 0 and 1000000, found 1e9"),
                      ("{ interpolatingSpring: { stiffness: 170, damping: 26, initialVelocity: -1e300 } }", "-1e300",
                       "initialVelocity must be between -1000000 and 1000000, found -1e300"),
                      ("{ timingCurve: [0.2, 1e300, 0.2, 1], duration: 0.4 }", "1e300",
                       "c0y must be between -100 and 100, found 1e300")])
    func bounded(_ animation: String, _ needle: String, _ message: String) {
        let yaml = preset(animation)
        expect(PresetFixture.errorOnly(yaml), at: needle, in: yaml, message: message)
    }

    @Test("at the ends of their ranges, springs and curves give finite values all the way")
    func finiteAtTheEnds() throws {
        let animations = ["{ spring: { response: 0.001, dampingFraction: 1000, model: analytic } }",
                          "{ interpolatingSpring: { mass: 0.001, stiffness: 1000000, damping: 0, initialVelocity: 1000000 } }",
                          "{ interpolatingSpring: { mass: 0.001, stiffness: 0.001, damping: 1000000, initialVelocity: -1000000 } }",
                          "{ interpolatingSpring: { mass: 1000000, stiffness: 0.001, damping: 1000000 } }",
                          "{ timingCurve: [0, 100, 1, -100], duration: 0.4 }"]
        for animation in animations {
            let timeline = try PresetFixture().load(preset(animation)).timeline()
            for index in stride(from: 0, to: timeline.frameCount, by: max(timeline.frameCount / 200, 1)) {
                let layers = timeline.frame(index).layers
                #expect(layers.allSatisfy { $0.offset.x.isFinite && $0.offset.y.isFinite && $0.opacity.isFinite },
                        "\(animation) at frame \(index)")
            }
        }
    }
}
