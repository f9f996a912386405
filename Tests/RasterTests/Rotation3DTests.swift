import Foundation
import Motion
import Scene
import Testing
@testable import Raster

/// Layers turned in 3-D, checked against the projection worked out here: a point (x, y) of the
/// layer relative to its anchor, turned by θ about the vertical axis, is (x cos θ, y, −x sin θ),
/// and seen at (x cos θ, y) / (1 + x sin θ · perspective / max(width, height)).
@Suite("Turning a layer in 3-D (rotation3DEffect)")
struct Rotation3DTests {
    let canvas = Canvas(size: Size(width: 100, height: 100), scale: 2, fps: 60, background: Fixture.background)
    let red = RGBA(Fixture.red), background = RGBA(Fixture.background)
    let frame = Rect(x: 20, y: 40, width: 60, height: 20)

    func layer(angle: Double, axis: (Double, Double, Double) = (0, 1, 0), perspective: Double = 1,
               opacity: Double = 1) -> LayerState {
        LayerState(id: "card", content: .shape(.rect(fill: Fixture.red)), frame: frame, opacity: opacity, zIndex: 0,
                   rotation3D: Rotation3D(angle: angle, axis: axis, perspective: perspective))
    }

    /// The projected corners of the frame turned `degrees` about the vertical axis through its centre.
    func projectedCorners(degrees: Double, perspective: Double = 1) -> [Point] {
        let θ = degrees * .pi / 180, d = perspective / max(frame.width, frame.height)
        let centre = Point(x: frame.midX, y: frame.midY)
        return [(-30.0, -10.0), (30, -10), (30, 10), (-30, 10)].map { x, y in
            let w = 1 + x * sin(θ) * d
            return Point(x: centre.x + x * cos(θ) / w, y: centre.y + y / w)
        }
    }

    /// Signed distance from `p` to the convex quad `q` (corners in order): positive inside.
    func inside(_ p: Point, _ q: [Point]) -> Double {
        var area = 0.0
        for i in 0..<4 { let j = (i + 1) % 4; area += q[i].x * q[j].y - q[j].x * q[i].y }
        let sign = area > 0 ? 1.0 : -1.0
        return (0..<4).map { i in
            let a = q[i], b = q[(i + 1) % 4]
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            return sign * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / length
        }.min() ?? 0
    }

    func expectQuad(_ layer: LayerState, _ corners: [Point], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let buffer = try Fixture.render(FrameState(index: 0, time: 0, layers: [layer]), on: canvas)
        var counts = (inside: 0, outside: 0), wrong: [String] = []
        let band = 1.0 / canvas.scale + 0.01
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let d = inside(Point(x: (Double(x) + 0.5) / canvas.scale, y: (Double(y) + 0.5) / canvas.scale), corners)
                let actual = buffer.rgba(x, y)
                if d > band {
                    counts.inside += 1
                    if !actual.isClose(to: red, tolerance: 2) { wrong.append("(\(x), \(y)) inside is \(actual)") }
                } else if d < -band {
                    counts.outside += 1
                    if !actual.isClose(to: background, tolerance: 2) { wrong.append("(\(x), \(y)) outside is \(actual)") }
                }
            }
        }
        let wrongCount = wrong.count
        #expect(counts.inside > 100 && counts.outside > 100, "\(counts)", sourceLocation: sourceLocation)
        #expect(wrongCount == 0, "\(wrongCount) wrong, first \(wrong.prefix(5))", sourceLocation: sourceLocation)
    }

    @Test("60° about y: the near (leading) edge is taller, the far one shorter, the width foreshortened")
    func sixtyDegreesAboutY() throws {
        let corners = projectedCorners(degrees: 60)
        // From the formula: the leading edge at x ≈ 23.54 spans 50 ± 17.64, the trailing one at x ≈ 60.47 spans 50 ± 6.98.
        #expect(abs(corners[0].x - 23.54) < 0.01 && abs(corners[3].y - corners[0].y - 35.28) < 0.02)
        #expect(abs(corners[1].x - 60.47) < 0.01 && abs(corners[2].y - corners[1].y - 13.96) < 0.02)
        try expectQuad(layer(angle: 60), corners)
    }

    @Test("other angles and a weaker perspective follow the same projection; 180° shows the back face mirrored")
    func otherTurns() throws {
        try expectQuad(layer(angle: -35), projectedCorners(degrees: -35))
        try expectQuad(layer(angle: 45, perspective: 0.5), projectedCorners(degrees: 45, perspective: 0.5))
        try expectQuad(layer(angle: 150), projectedCorners(degrees: 150))
    }

    @Test("edge-on, a layer covers no pixel; a turn of 0° draws exactly the unturned layer")
    func edgeOnAndIdentity() throws {
        let edgeOn = try Fixture.render(FrameState(index: 0, time: 0, layers: [layer(angle: 90)]), on: canvas)
        let empty = try Fixture.render(FrameState(index: 0, time: 0, layers: []), on: canvas)
        // cos 90° is not exactly 0 in floating point: at most a sliver of faint pixels remains.
        let differing = zip(edgeOn.visibleBytes, empty.visibleBytes).filter { abs(Int($0) - Int($1)) > 8 }.count
        #expect(differing == 0)
        let zero = try Fixture.render(FrameState(index: 0, time: 0, layers: [layer(angle: 0)]), on: canvas)
        let plain = try Fixture.render(FrameState(index: 0, time: 0, layers: [
            LayerState(id: "card", content: .shape(.rect(fill: Fixture.red)), frame: frame, zIndex: 0),
        ]), on: canvas)
        #expect(zero.visibleBytes == plain.visibleBytes)
    }

    @Test("a turned layer fades by its opacity")
    func opacity() throws {
        let buffer = try Fixture.render(FrameState(index: 0, time: 0, layers: [layer(angle: 60, opacity: 0.5)]), on: canvas)
        expectPixel(buffer, 80, 100, mix(background, red, 0.5), tolerance: 2)
    }

    @Test("turned 180° about y, the back face shows mirrored: what was on the left is on the right")
    func backFace() throws {
        let halves = LayerContent.group([
            LayerState(id: "left", content: .shape(.rect(fill: Fixture.blue)), frame: Rect(x: 0, y: 0, width: 30, height: 20), zIndex: 0),
            LayerState(id: "right", content: .shape(.rect(fill: Fixture.red)), frame: Rect(x: 30, y: 0, width: 30, height: 20), zIndex: 1),
        ])
        let turned = LayerState(id: "card", content: halves, frame: frame, zIndex: 0,
                                rotation3D: Rotation3D(angle: 180, axis: (0, 1, 0)))
        let buffer = try Fixture.render(FrameState(index: 0, time: 0, layers: [turned]), on: canvas)
        expectPixel(buffer, 70, 100, red, tolerance: 2)            // (35, 50) pt: left of centre
        expectPixel(buffer, 130, 100, RGBA(Fixture.blue), tolerance: 2)  // (65, 50) pt: right of centre
    }
}
