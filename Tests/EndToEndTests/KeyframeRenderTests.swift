import Foundation
import Testing

/// A keyframe track rendered and measured: a square that cubic keyframes carry right and back,
/// its left edge found in each frame's pixels and compared with the spline computed here.
@Suite("render: a cubic keyframe track, measured in pixels", .serialized)
struct KeyframeRenderTests {
    static let preset = """
        # A square carried 60 pt right and back on cubic keyframes.
        name: keyframes-tiny
        canvas: { size: [120, 20], scale: 1, fps: 60, background: "#ffffff" }
        scene:
          kind: layers
          layers:
            - { id: dot, rect: { fill: "#000000" }, frame: [10, 5, 10, 10] }
        timeline:
          - { at: 0, layer: dot, keyframes: { offsetX: [[0.3, 60, cubic], [0.6, 0, cubic]] } }
        hold: 0.1

        """

    /// The spline through (0, 0), (0.3, 60), (0.6, 0): the track starts at rest, the middle knot's
    /// velocity is the Catmull-Rom chord (0 − 0) / 0.6 = 0, the last arrives at its own chord's
    /// speed, −200 pt/s. Each segment as a Bézier with control points p ± v·d/3, by de Casteljau.
    static func offset(at t: Double) -> Double {
        let knots: [(t: Double, p: Double, v: Double)] = [(0, 0, 0), (0.3, 60, 0), (0.6, 0, -200)]
        guard t < 0.6 else { return 0 }
        let i = t < 0.3 ? 0 : 1
        let (a, b) = (knots[i], knots[i + 1]), d = b.t - a.t, u = (t - a.t) / d
        var points = [a.p, a.p + a.v * d / 3, b.p - b.v * d / 3, b.p]
        for level in 1...3 { for j in 0..<(4 - level) { points[j] += u * (points[j + 1] - points[j]) } }
        return points[0]
    }

    @Test("the square's edge follows the Catmull-Rom spline, not a straight line, and the film ends with the track")
    func spline() throws {
        let w = try Workspace()
        let file = try w.write("keyframes-tiny.yaml", Self.preset)
        let run = try CommandRunner.motionreel(["render", file, "-o", w.path("out"), "--format", "png"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let frames = try MediaProbe.rawFrames(w.path("out/keyframes-tiny/frame_%05d.png"), width: 120, height: 20)
        // 0.6 s of track, then 0.1 s of hold: frames 0 … 42.
        #expect(frames.count == 43)
        var apart = 0
        for (index, frame) in frames.enumerated() {
            // The darkness of row 10 has its centre of mass at the square's middle, left + 5.
            var mass = 0.0, moment = 0.0
            for x in 0..<120 {
                let dark = 1 - Double(frame[(10 * 120 + x) * 3]) / 255
                mass += dark
                moment += dark * (Double(x) + 0.5)
            }
            let left = moment / mass - 5
            let t = Double(index) / 60
            let expected = 10 + Self.offset(at: t)
            #expect(abs(left - expected) <= 0.51, "frame \(index): edge at \(left), the spline puts it at \(expected)")
            if abs(expected - (10 + (t < 0.3 ? 200 * t : max(0, 120 - 200 * t)))) > 2 { apart += 1 }
        }
        #expect(apart >= 10, "the spline and straight lines differ by more than 2 px in \(apart) frames")
    }
}
