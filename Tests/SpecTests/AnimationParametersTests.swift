import Foundation
import Motion
import Spec
import Testing
import SpecModel

/// Every animation type as the spec lists it: its JSON members in order, its SwiftUI expression and
/// its summary, spelt out in full so that a change to any digit or word fails.
@Suite("animation parameters")
struct AnimationParametersTests {
    private static func parameters(_ animation: Motion.Animation) -> AnimationParameters {
        AnimationParameters(animation, fps: 60, distances: [1])
    }

    /// The JSON without its `platforms` member, which PlatformSpringTests, PlatformCurveTests
    /// and CSSLinearEasingTests check against formulas of their own.
    private static func withoutPlatforms(_ p: AnimationParameters) -> String {
        guard case .object(let members) = p.json else { return p.json.serialized() }
        return JSONValue.object(members.filter { $0.0 != "platforms" }).serialized()
    }

    @Test("a stepped spring with a blend, delay, speed and stagger lists all of them")
    func steppedSpring() {
        let p = Self.parameters(Animation(.fluidSpring(Spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)),
                                          delay: 0.05, speed: 2, stagger: Stagger(by: .row, delay: 0.03)))
        #expect(p.type == "spring")
        #expect(p.swiftUI == ".spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25).speed(2).delay(0.05)")
        #expect(p.summary == "spring, response 0.15 s, damping fraction 0.86, blend 0.25 s, delay 0.05 s, speed ×2, "
                + "stagger 0.03 s per row")
        #expect(Self.withoutPlatforms(p) == """
            {
              "type": "spring",
              "response": 0.15,
              "dampingFraction": 0.86,
              "blendDuration": 0.25,
              "stiffness": 1754.596338,
              "damping": 72.047192,
              "delay": 0.05,
              "speed": 2,
              "stagger": {"by": "row", "delay": 0.03},
              "settle": [
                {"distance": 1, "seconds": 0.15}
              ],
              "swiftUI": ".spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25).speed(2).delay(0.05)"
            }

            """)
    }

    @Test("a closed-form spring is spelt as SwiftUI's interpolatingSpring with its own stiffness")
    func analyticSpring() {
        let p = Self.parameters(Animation(.analyticSpring(Spring(response: 0.3, dampingFraction: 0.85), initialVelocity: 2)))
        #expect(p.type == "analyticSpring")
        #expect(p.swiftUI == ".interpolatingSpring(mass: 1, stiffness: 438.6491, damping: 35.6047, initialVelocity: 2)")
        #expect(p.summary == "closed-form spring, response 0.3 s, damping fraction 0.85, initial velocity 2")
        #expect(Self.withoutPlatforms(p) == """
            {
              "type": "analyticSpring",
              "response": 0.3,
              "dampingFraction": 0.85,
              "blendDuration": 0,
              "initialVelocity": 2,
              "stiffness": 438.649084,
              "damping": 35.604717,
              "delay": 0,
              "speed": 1,
              "settle": [
                {"distance": 1, "seconds": 0.466667}
              ],
              "swiftUI": ".interpolatingSpring(mass: 1, stiffness: 438.6491, damping: 35.6047, initialVelocity: 2)"
            }

            """)
    }

    @Test("an interpolating spring lists the preset's own mass, stiffness, damping and velocity")
    func interpolatingSpring() {
        let p = Self.parameters(Animation(.interpolatingSpring(AnalyticSpring(mass: 2, stiffness: 300, damping: 20,
                                                                              initialVelocity: -3))))
        #expect(p.type == "interpolatingSpring")
        #expect(p.stiffness == 300 && p.damping == 20)
        #expect(p.swiftUI == ".interpolatingSpring(mass: 2, stiffness: 300, damping: 20, initialVelocity: -3)")
        #expect(p.summary == "interpolating spring, mass 2, stiffness 300, damping 20")
        #expect(Self.withoutPlatforms(p) == """
            {
              "type": "interpolatingSpring",
              "mass": 2,
              "initialVelocity": -3,
              "stiffness": 300,
              "damping": 20,
              "delay": 0,
              "speed": 1,
              "settle": [
                {"distance": 1, "seconds": 1.366667}
              ],
              "swiftUI": ".interpolatingSpring(mass: 2, stiffness: 300, damping: 20, initialVelocity: -3)"
            }

            """)
    }

    @Test("a named curve is spelt by its SwiftUI name, and has no stiffness or damping")
    func namedCurve() {
        let p = Self.parameters(Animation(.curve(.easeOut, duration: 0.3), delay: 0.1))
        #expect(p.type == "timingCurve")
        #expect(p.stiffness == nil && p.damping == nil)
        #expect(p.swiftUI == ".easeOut(duration: 0.3).delay(0.1)")
        #expect(p.summary == "ease out, 0.3 s, delay 0.1 s")
        #expect(Self.withoutPlatforms(p) == """
            {
              "type": "timingCurve",
              "controlPoints": [0, 0, 0.58, 1],
              "duration": 0.3,
              "delay": 0.1,
              "speed": 1,
              "settle": [
                {"distance": 1, "seconds": 0.4}
              ],
              "swiftUI": ".easeOut(duration: 0.3).delay(0.1)"
            }

            """)
    }

    @Test("every named curve has its own SwiftUI name and words")
    func curveNames() {
        let names = [TimingCurve.linear, .easeIn, .easeOut, .easeInOut].map {
            let p = Self.parameters(.curve($0, duration: 0.5))
            return p.swiftUI + " / " + p.summary
        }
        #expect(names == [".linear(duration: 0.5) / linear, 0.5 s", ".easeIn(duration: 0.5) / ease in, 0.5 s",
                          ".easeOut(duration: 0.5) / ease out, 0.5 s", ".easeInOut(duration: 0.5) / ease in-out, 0.5 s"])
    }

    @Test("any other curve is a timingCurve with its control points, rounded to four decimals")
    func customCurve() {
        let p = Self.parameters(Animation(.curve(TimingCurve(0.2, 1.43219, 0.3, 1), duration: 0.5), speed: 0.5))
        #expect(p.swiftUI == ".timingCurve(0.2, 1.4322, 0.3, 1, duration: 0.5).speed(0.5)")
        #expect(p.summary == "cubic Bézier (0.2, 1.4322, 0.3, 1), 0.5 s, speed ×0.5")
        #expect(p.json.serialized().contains("\"controlPoints\": [0.2, 1.43219, 0.3, 1],\n  \"duration\": 0.5,\n"))
    }
}
