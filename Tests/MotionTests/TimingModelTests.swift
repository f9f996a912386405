import Foundation
import Testing
import Motion

@Suite("Each animation type's description")
struct TimingModelTests {
    private static let timings: [Animation.Timing] = [
        .fluidSpring(.snappy), .analyticSpring(.snappy, initialVelocity: 0),
        .interpolatingSpring(AnalyticSpring(stiffness: 170, damping: 26)), .curve(.easeOut, duration: 0.3),
    ]

    @Test("every case has its own spec type, and only SwiftUI's animation springs merge")
    func typesAndMerging() {
        #expect(Self.timings.map(\.model.typeName) == ["spring", "analyticSpring", "interpolatingSpring", "timingCurve"])
        #expect(Self.timings.map { Animation($0).merges } == [true, true, false, false])
    }

    @Test("springs have a stiffness and damping, curves none")
    func coefficients() throws {
        let spring = try #require(Animation.Timing.fluidSpring(Spring(response: 0.3, dampingFraction: 0.85)).model.coefficients)
        let k = pow(2 * Double.pi / 0.3, 2)
        #expect(spring.stiffness == k && spring.damping == 2 * k.squareRoot() * 0.85)
        let interpolating = Animation.Timing.interpolatingSpring(AnalyticSpring(stiffness: 170, damping: 26)).model
        #expect(interpolating.coefficients?.stiffness == 170 && interpolating.coefficients?.damping == 26)
        #expect(Animation.Timing.curve(.linear, duration: 1).model.coefficients == nil)
    }

    @Test("delay and speed apply to every type alike: a curve ends its scaled duration after its delay")
    func delayAndSpeed() {
        let clock = SampleClock(rate: 60)
        let run = AnimationRun(Animation(.curve(.linear, duration: 0.4), delay: 0.1, speed: 2),
                               at: 1, from: 0, to: 10, clock: clock)
        #expect(run.endTime == 1 + 0.1 + 0.4 / 2)
        #expect(run.displacement(at: 1.05) == 0)        // still in its delay
        #expect(abs(run.displacement(at: 1.2) - 5) < 1e-12)   // halfway through its own 0.2 s
        #expect(abs(run.state(at: 1.2).velocity - 50) < 1e-6)  // 10 units over 0.2 s of wall time
    }

    @Test("springs end at a sample, curves at their exact end")
    func endsOnSamples() {
        let clock = SampleClock(rate: 60)
        for timing in Self.timings {
            let run = AnimationRun(Animation(timing), at: 0, from: 0, to: 1, clock: clock)
            let onSample = abs(run.endTime * 60 - (run.endTime * 60).rounded()) < 1e-9
            if case .curve = timing { #expect(run.endTime == 0.3) } else { #expect(onSample && run.endTime > 0.3) }
        }
    }

    @Test("numbers are written with six decimals in data and four in code, never as -0")
    func numberText() {
        #expect(NumberText.decimal(438.64908449) == "438.649084")
        #expect(NumberText.literal(438.64908449) == "438.6491")
        #expect(NumberText.literal(0.30000000000000004) == "0.3")
        #expect(NumberText.decimal(-1e-9) == "0" && NumberText.literal(-0.00001) == "0")
        #expect(NumberText.decimal(.infinity) == "0")
    }
}
