import Foundation
import Motion
import Preset
import Scene
import SceneKinds
import PresetTestSupport
import Testing

/// The animation of a preset whose `transition.animation` is `text`.
private func animation(_ text: String) throws -> Animation? {
    let scene = try PresetFixture().load(minimalPreset(["  animation: snappy": "  animation: \(text)"]))
    guard let tabs = scene.kind as? TabsScene else { return nil }
    return tabs.animation
}

/// Whether two animations agree to within rounding: the same timing kind and stagger axis,
/// parameters within 1e-12.
private func nearlyEqual(_ a: Animation?, _ b: Animation) -> Bool {
    func parameters(_ animation: Animation) -> (String, [Double]) {
        let common = [animation.delay, animation.speed, animation.stagger?.delay ?? -1, animation.repeats?.cycleDelay ?? -1]
        let repeats = animation.repeats.map { "repeat \($0.count.map(String.init) ?? "forever") \($0.autoreverses) \($0.filmedCycles) " } ?? ""
        let kind = "\(animation.stagger?.axis.rawValue ?? "no stagger") " + repeats
        let (name, values) = timing(animation, common)
        return (kind + name, values)
    }
    func timing(_ animation: Animation, _ common: [Double]) -> (String, [Double]) {
        switch animation.timing {
        case .fluidSpring(let s):
            return ("fluid", common + [s.response, s.dampingFraction, s.blendDuration])
        case .analyticSpring(let s, let v):
            return ("analytic", common + [s.response, s.dampingFraction, s.blendDuration, v])
        case .interpolatingSpring(let s):
            return ("interpolating", common + [s.mass, s.stiffness, s.damping, s.initialVelocity])
        case .curve(let c, let duration):
            return ("curve", common + [c.c0x, c.c0y, c.c1x, c.c1y, duration])
        case .keyframes(let keyframes):
            return ("keyframes", common + keyframes.flatMap { [$0.target, $0.duration] })
        }
    }
    guard let a else { return false }
    let (kindA, valuesA) = parameters(a), (kindB, valuesB) = parameters(b)
    return kindA == kindB && valuesA.count == valuesB.count && zip(valuesA, valuesB).allSatisfy { abs($0 - $1) < 1e-12 }
}

/// A fluid (stepped) spring from its response and damping fraction, written out in full.
private func fluid(_ response: Double, _ dampingFraction: Double, blend: Double = 0,
                   delay: Double = 0, speed: Double = 1) -> Animation {
    Animation(.fluidSpring(Spring(response: response, dampingFraction: dampingFraction, blendDuration: blend)),
              delay: delay, speed: speed)
}

/// A curve from its four control points, written out in full (easeIn is 0.42, 0, 1, 1, as in CSS).
private func curve(_ points: [Double], _ duration: Double, delay: Double = 0, speed: Double = 1) -> Animation {
    Animation(.curve(TimingCurve(points[0], points[1], points[2], points[3]), duration: duration), delay: delay, speed: speed)
}

/// `animation` repeated.
private func repeated(_ animation: Animation, _ count: Int?, autoreverses: Bool = true, delay: Double = 0,
                      film: Int = Repeats.defaultFilmedCycles) -> Animation {
    var copy = animation
    copy.repeats = Repeats(count: count, autoreverses: autoreverses, cycleDelay: delay, filmedCycles: film)
    return copy
}

/// `animation` with a stagger.
private func staggered(_ animation: Animation, by axis: Stagger.Axis, _ delay: Double) -> Animation {
    var copy = animation
    copy.stagger = Stagger(by: axis, delay: delay)
    return copy
}

private let easeIn = [0.42, 0, 1, 1], easeOut = [0, 0, 0.58, 1], easeInOut = [0.42, 0, 0.58, 1], linear = [0.0, 0, 1, 1]

@Suite("Every animation form of the grammar maps to its Animation")
struct AnimationDecodingTests {
    /// Expected values come from SwiftUI's definitions (docs/presets.md, "Animations"): bounce b → dampingFraction 1 − b (b ≥ 0)
    /// or 1 / (1 + b) (b < 0); `.spring`/`.smooth` (0.5, 0), `.snappy` (0.5, 0.15), `.bouncy`
    /// (0.5, 0.3), `interactiveSpring` (0.15, 0.86, blend 0.25); curves default to 0.35 s.
    static let forms: [(String, Animation)] = [
        ("{ spring: { response: 0.3, dampingFraction: 0.85 } }", fluid(0.3, 0.85)),
        ("{ spring: { response: 0.4, dampingFraction: 0.7, blendDuration: 0.1 } }", fluid(0.4, 0.7, blend: 0.1)),
        ("{ spring: { response: 0.3 } }", fluid(0.3, 0.825)),
        ("{ spring: {} }", fluid(0.5, 0.825)),
        ("{ spring: { duration: 0.5, bounce: 0.2 } }", fluid(0.5, 0.8)),
        ("{ spring: { duration: 0.5, bounce: -0.5 } }", fluid(0.5, 2.0)),
        ("{ spring: { duration: 0.4 } }", fluid(0.4, 1)),
        ("{ spring: { bounce: 0.3 } }", fluid(0.5, 0.7)),
        ("{ spring: { response: 0.3, dampingFraction: 0.85, model: analytic } }",
         Animation(.analyticSpring(Spring(response: 0.3, dampingFraction: 0.85), initialVelocity: 0))),
        ("{ spring: { duration: 0.5, bounce: 0.2, model: stepped } }", fluid(0.5, 0.8)),
        ("{ interpolatingSpring: { mass: 1, stiffness: 170, damping: 26, initialVelocity: 0 } }",
         Animation(.interpolatingSpring(AnalyticSpring(mass: 1, stiffness: 170, damping: 26, initialVelocity: 0)))),
        ("{ interpolatingSpring: { stiffness: 100, damping: 10 } }",
         Animation(.interpolatingSpring(AnalyticSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)))),
        ("{ interpolatingSpring: { mass: 2, stiffness: 300, damping: 0, initialVelocity: -3 } }",
         Animation(.interpolatingSpring(AnalyticSpring(mass: 2, stiffness: 300, damping: 0, initialVelocity: -3)))),
        ("spring", fluid(0.5, 1)),
        ("smooth", fluid(0.5, 1)),
        ("snappy", fluid(0.5, 0.85)),
        ("bouncy", fluid(0.5, 0.7)),
        ("interactiveSpring", fluid(0.15, 0.86, blend: 0.25)),
        ("linear", curve(linear, 0.35)),
        ("easeIn", curve(easeIn, 0.35)),
        ("easeOut", curve(easeOut, 0.35)),
        ("easeInOut", curve(easeInOut, 0.35)),
        ("{ easeInOut: 0.3 }", curve(easeInOut, 0.3)),
        ("{ easeIn: 0.2 }", curve(easeIn, 0.2)),
        ("{ linear: 0.25 }", curve(linear, 0.25)),
        ("{ easeOut: 0.3, delay: 0.05 }", curve(easeOut, 0.3, delay: 0.05)),
        ("{ easeOut: , speed: 2 }", curve(easeOut, 0.35, speed: 2)),
        ("{ timingCurve: [0.2, 0.8, 0.2, 1], duration: 0.4 }", curve([0.2, 0.8, 0.2, 1], 0.4)),
        ("{ timingCurve: [0.2, 0.8, 0.2, 1] }", curve([0.2, 0.8, 0.2, 1], 0.35)),
        ("{ timingCurve: [0, -0.5, 1, 1.5], duration: 1, delay: 0.2, speed: 0.5 }",
         curve([0, -0.5, 1, 1.5], 1, delay: 0.2, speed: 0.5)),
        ("{ spring: { duration: 0.5, bounce: 0.2 }, delay: 0.1, speed: 2 }", fluid(0.5, 0.8, delay: 0.1, speed: 2)),
        ("{ snappy: {}, delay: 0.1 }", fluid(0.5, 0.85, delay: 0.1)),
        ("{ interactiveSpring: , speed: 3 }", fluid(0.15, 0.86, blend: 0.25, speed: 3)),
        ("{ spring: , delay: 0.05 }", fluid(0.5, 1, delay: 0.05)),
        ("{ easeOut: 0.3, stagger: { by: row, delay: 0.05 } }", staggered(curve(easeOut, 0.3), by: .row, 0.05)),
        ("{ snappy: {}, delay: 0.1, stagger: { delay: 0.06 } }", staggered(fluid(0.5, 0.85, delay: 0.1), by: .index, 0.06)),
        ("{ spring: { response: 0.3, dampingFraction: 0.85 }, stagger: { by: column, delay: 0 }, speed: 2 }",
         staggered(fluid(0.3, 0.85, speed: 2), by: .column, 0)),
        ("{ timingCurve: [0.2, 0.8, 0.2, 1], duration: 0.4, stagger: { by: index, delay: 0.06 } }",
         staggered(curve([0.2, 0.8, 0.2, 1], 0.4), by: .index, 0.06)),
        // Loops: SwiftUI's repeatForever()/repeatCount(n) autoreverse unless told not to.
        ("{ linear: 1, repeat: forever }", repeated(curve(linear, 1), nil)),
        ("{ easeInOut: 0.6, repeat: 4 }", repeated(curve(easeInOut, 0.6), 4)),
        ("{ linear: 1, repeat: { count: forever, autoreverses: false } }", repeated(curve(linear, 1), nil, autoreverses: false)),
        ("{ snappy: {}, delay: 0.3, repeat: { count: 3, delay: 0.2 } }", repeated(fluid(0.5, 0.85, delay: 0.3), 3, delay: 0.2)),
        ("{ linear: 0.8, repeat: { count: forever, film: 6 } }", repeated(curve(linear, 0.8), nil, film: 6)),
        // A negative delay shortens a repeat's first wait (SwiftUI's `.delay(2).repeatForever().delay(-0.05)`).
        ("{ linear: 0.5, delay: -0.05, repeat: { count: forever, autoreverses: false, delay: 2 } }",
         repeated(curve(linear, 0.5, delay: -0.05), nil, autoreverses: false, delay: 2)),
        ("{ linear: 0.5, delay: -2, repeat: { count: 3, delay: 2 } }", repeated(curve(linear, 0.5, delay: -2), 3, delay: 2)),
        ("{ easeOut: 0.3, repeat: forever, stagger: { delay: 0.3 } }",
         staggered(repeated(curve(easeOut, 0.3), nil), by: .index, 0.3)),
    ]

    @Test("animation form", arguments: forms)
    func form(_ text: String, _ expected: Animation) throws {
        let decoded = try animation(text)
        #expect(nearlyEqual(decoded, expected), "\(text) → \(String(describing: decoded))")
    }

    @Test("the default is spring(response: 0.3, dampingFraction: 0.85)")
    func defaultAnimation() throws {
        let yaml = minimalPreset(["transition:\n  animation: snappy\n": ""])
        let tabs = try #require(try PresetFixture().load(yaml).kind as? TabsScene)
        #expect(tabs.animation == fluid(0.3, 0.85))
    }
}

@Suite("Animation errors say what to change")
struct AnimationErrorTests {
    /// `(animation text, text the error points at, words of the message)`.
    static let cases: [(String, String, String)] = [
        ("{ spring: { response: 0.3, dampingFracton: 0.85 } }", "dampingFracton",
         "unknown key 'dampingFracton' in transition.animation.spring; did you mean 'dampingFraction'?"),
        ("{ spring: { response: 0.3, duration: 0.5 } }", "duration",
         "'duration' cannot be combined with 'response'; give either response and dampingFraction, or duration and bounce"),
        ("{ spring: { bounce: 0.2, dampingFraction: 0.5 } }", "dampingFraction",
         "'dampingFraction' cannot be combined with 'bounce'"),
        ("{ spring: { response: 0, dampingFraction: 0.85 } }", "0,",
         "transition.animation.spring.response: response must be between 0.001 and 60, found 0"),
        ("{ spring: { response: 0.3, dampingFraction: -0.1 } }", "-0.1", "dampingFraction must be between 0 and 1000, found -0.1"),
        ("{ spring: { duration: 0, bounce: 0 } }", "0,", "duration must be between 0.001 and 60, found 0"),
        ("{ spring: { duration: 0.5, bounce: -1 } }", "-1", "bounce must be between -0.999 and 1, found -1"),
        ("{ spring: { response: 0.3, model: closed } }", "closed",
         "unknown spring model 'closed'; expected one of: stepped, analytic"),
        ("{ spring: { response: abc } }", "abc", "expected a time in seconds (1.3, 1.3s or 1300ms), found 'abc'"),
        ("{ spring: { response: true } }", "true", "expected a time in seconds (1.3, 1.3s or 1300ms), found 'true'"),
        ("{ spring: { response: \"0.3\" } }", "\"0.3\"", "expected a time in seconds (1.3, 1.3s or 1300ms), found the text \"0.3\""),
        ("{ easeOut: 0.3, delay: -0.05 }", "-0.05", "transition.animation.delay: 'delay' must be between 0 and 60 (a negative "
         + "delay is taken only beside a repeat's own delay, which it shortens once: { delay: -0.05, repeat: { count: forever, "
         + "delay: 2 } }), found -0.05"),
        ("{ easeOut: 0.3, delay: -0.5, repeat: { count: forever, delay: 0.2 } }", "-0.5", "'delay' must be between -0.2 and 60: "
         + "a negative delay shortens the repeat's first wait of 0.2 s, and cannot start the motion partway through, found -0.5"),
        ("{ easeOut: 0.3, delay: -61, repeat: { count: forever, delay: 60 } }", "-61", "delay must be between -60 and 60"),
        ("{ easeOut: 0.3, speed: 0 }", "0 }", "speed must be between 0.01 and 100, found 0"),
        ("{ easeIn: 0 }", "0 }", "duration must be between 0.001 and 60, found 0"),
        ("{ easeIn: 0.2, duration: 0.3 }", "duration",
         "'duration' goes beside 'timingCurve' only; give it as the value, e.g. { easeIn: 0.3 }"),
        ("{ spring: { bounce: 0.2 }, duration: 0.3 }", "duration", "put it inside, e.g. { spring: { duration: 0.5"),
        ("{ timingCurve: [1.5, 0, 0.5, 1] }", "1.5", "c0x must be between 0 and 1, found 1.5"),
        ("{ timingCurve: [0, 0, -0.1, 1] }", "-0.1", "c1x must be between 0 and 1, found -0.1"),
        ("{ timingCurve: [0.2, 0.8, 0.2] }", "[0.2", "expected four numbers [c0x, c0y, c1x, c1y], found a list of 3"),
        ("{ interpolatingSpring: { mass: 1, damping: 26 } }", "{ mass", "missing required key 'stiffness'"),
        ("{ interpolatingSpring: { stiffness: 0, damping: 26 } }", "0,", "stiffness must be between 0.001 and 1000000, found 0"),
        ("{ spring: { response: 0.3 }, easeIn: 0.2 }", "easeIn", "an animation has one kind; found both 'spring' and 'easeIn'"),
        ("{ delay: 0.1 }", "{ delay", "an animation needs one of: spring, smooth"),
        ("{ sprng: { response: 0.3 } }", "sprng", "unknown key 'sprng' in transition.animation; did you mean 'spring'?"),
        ("sprung", "sprung", "unknown animation 'sprung'; did you mean 'spring'?"),
        ("easeInOutQuad", "easeInOutQuad", "unknown animation 'easeInOutQuad'; expected one of: spring, smooth, snappy"),
        ("{ snappy: 0.3 }", "0.3", "expected nothing ('snappy' takes no parameters), found '0.3'"),
        ("{ linear: 1, repeat: 0 }", "0 }", "a repeat count must be between 1 and 1000, found 0"),
        ("{ linear: 1, repeat: always }", "always", "expected 'forever' or a number of cycles"),
        ("{ linear: 1, repeat: { count: 2.5 } }", "2.5", "expected 'forever' or a number of cycles"),
        ("{ linear: 1, repeat: { autoreverses: false } }", "{ autoreverses", "missing required key 'count'"),
        ("{ linear: 1, repeat: { count: 3, film: 5 } }", "5 }", "a repeat of 3 cycles is filmed whole"),
        ("{ linear: 1, repeat: { count: forever, film: 0 } }", "0 }", "a loop's filmed cycles must be between 1 and 1000, found 0"),
        ("{ linear: 1, repeat: { count: forever, reverse: true } }", "reverse", "unknown key 'reverse'"),
        ("[spring]", "[spring]", "expected an animation (a name like 'snappy' or a mapping like { easeInOut: 0.3 }), found a list"),
    ]

    @Test("animation error", arguments: cases)
    func animationError(_ text: String, _ pointsAt: String, _ message: String) throws {
        let yaml = minimalPreset(["  animation: snappy": "  animation: \(text)"])
        let fixture = try PresetFixture()
        // The animation is on the line after "transition:"; search from its value onwards.
        let (line, _) = position(of: "  animation: ", in: yaml)
        let lineText = yaml.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        let column = position(of: pointsAt, in: String(lineText.dropFirst("  animation: ".count))).column
            + "  animation: ".count
        let error = fixture.error(yaml)
        #expect(error?.location == Preset.SourceLocation(file: "test.yaml", line: line, column: column),
                "\(error?.description ?? "no error")")
        #expect(error?.message.contains(message) == true, "\(error?.description ?? "no error")")
    }
}
