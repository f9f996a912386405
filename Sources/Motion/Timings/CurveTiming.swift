import Foundation

/// A Bézier timing curve over a duration in seconds; adds its change on top of what is running.
package struct CurveTiming: TimingModel {
    /// SwiftUI's named curves: the name SwiftUI (and a preset) gives each, and how a summary says it.
    package static let named: [(name: String, curve: TimingCurve, words: String)] = [
        ("linear", .linear, "linear"), ("easeIn", .easeIn, "ease in"),
        ("easeOut", .easeOut, "ease out"), ("easeInOut", .easeInOut, "ease in-out"),
    ]

    package let curve: TimingCurve
    package let duration: Double
    package var logicalDuration: Double { duration }

    package var typeName: String { "timingCurve" }
    package var parameters: [TimingParameter] {
        [TimingParameter("controlPoints", controlPoints), TimingParameter("duration", duration)]
    }
    package var coefficients: (stiffness: Double, damping: Double)? { nil }
    package var merges: Bool { false }

    private var controlPoints: [Double] { [curve.c0x, curve.c0y, curve.c1x, curve.c1y] }
    private var name: (name: String, curve: TimingCurve, words: String)? { Self.named.first { $0.curve == curve } }
    /// The control points as code writes them: `0.42, 0, 0.58, 1`.
    private var pointList: String { controlPoints.map(NumberText.literal).joined(separator: ", ") }

    /// `.easeOut(duration: 0.3)` for a named curve, `.timingCurve(…, duration: 0.3)` for any other.
    package var swiftUI: String {
        let seconds = NumberText.literal(duration)
        guard let name else { return ".timingCurve(\(pointList), duration: \(seconds))" }
        return ".\(name.name)(duration: \(seconds))"
    }

    package var summary: String {
        "\(name?.words ?? "cubic Bézier (\(pointList))"), \(NumberText.literal(duration)) s"
    }

    package func start(_ start: RunStart, clock: SampleClock) -> any TimingRun {
        CurveRun(curve: curve, duration: duration, endTime: start.start + duration / start.speed,
                 delta: start.to - start.from, speed: start.speed)
    }
}

/// A started curve: it ends exactly after its duration (scaled by the speed), on a sample or not.
struct CurveRun: TimingRun {
    let curve: TimingCurve
    let duration: Double
    let endTime: Double
    /// Target minus start, in the property's units.
    let delta: Double
    let speed: Double

    /// The velocity is the curve's slope by central differences, one-sided at the ends.
    func state(atLocal local: Double) -> FluidSpring.State {
        let u = local / duration
        let h = 1e-6
        let slope = (curve.value(at: min(u + h, 1)) - curve.value(at: max(u - h, 0)))
            / (min(u + h, 1) - max(u - h, 0))
        return FluidSpring.State(position: delta * curve.value(at: u), velocity: delta * slope * speed / duration)
    }
}
