import Foundation
import Testing
@testable import Motion

@Suite("spring parameters, as SwiftUI derives them")
struct SpringParameterTests {
    @Test("bounce maps to a damping fraction", arguments: [
        (0.0, 1.0), (0.2, 0.8), (0.3, 0.7), (0.15, 0.85), (-0.5, 2.0), (-0.2, 1.25),
    ])
    func bounce(bounce: Double, fraction: Double) {
        #expect(abs(Spring(duration: 0.5, bounce: bounce).dampingFraction - fraction) < 1e-12)
    }

    @Test("named springs")
    func presets() {
        #expect(Spring.smooth == Spring(response: 0.5, dampingFraction: 1))
        #expect(abs(Spring.snappy.dampingFraction - 0.85) < 1e-12)
        #expect(abs(Spring.bouncy.dampingFraction - 0.7) < 1e-12)
        #expect(Spring.interactive == Spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        #expect(Spring() == Spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
    }

    @Test("stiffness is (2π/response)², capped at 45 000; damping is 2·√k·ζ")
    func stiffness() {
        let s = Spring(response: 0.3, dampingFraction: 0.85)
        #expect(abs(s.stiffness - pow(2 * Double.pi / 0.3, 2)) < 1e-9)
        #expect(abs(s.damping - 2 * s.stiffness.squareRoot() * 0.85) < 1e-9)
        #expect(Spring(response: 0.01, dampingFraction: 1).stiffness == 45_000)
    }

    @Test("steps run by time t: ceil(300·t − 1e-9)", arguments: [
        (0.0, 0), (1.0 / 300, 1), (0.0034, 2), (0.1, 30), (0.35 - 0.25, 30), (1.0, 300),
    ])
    func steps(t: Double, n: Int) {
        #expect(FluidSpring.steps(after: t) == n)
    }
}
