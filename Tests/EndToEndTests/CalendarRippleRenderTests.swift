import Foundation
import Testing
import TestSupport

/// The calendar's tap ripple in a rendered still: the ring where docs/calendar.md puts it, with
/// the opacity it gives, computed here from the layout's and the ripple's definitions.
@Suite("still: the calendar's tap ripple, measured in pixels", .serialized)
struct CalendarRippleRenderTests {
    static let preset = """
        name: ripple
        canvas: { size: [390, 844], scale: 2, fps: 60, background: "#ffffff" }
        scene:
          kind: calendar
          month: 2026-11
          accent: "#ff0000"
        timeline:
          - { at: 0.5, tap: 11 }
        hold: 0.2

        """

    /// The RGB pixel at (x, y) points of a still of `time` seconds, at scale 2.
    func still(at time: String, in w: Workspace) throws -> (Double, Double) -> [Int] {
        let file = try w.write("ripple.yaml", Self.preset)
        let png = w.path("ripple-\(time).png")
        let run = try CommandRunner.motionreel(["still", file, "--time", time, "-o", png])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let frame = try #require(try MediaProbe.rawFrames(png, width: 780, height: 1688).first)
        return { x, y in
            let i = (Int(y * 2) * 780 + Int(x * 2)) * 3
            return [Int(frame[i]), Int(frame[i + 1]), Int(frame[i + 2])]
        }
    }

    @Test("150 ms after the tap the ring is at 1 + 0.35 p of the dial's ring radius, at opacity 0.35 (1 − p)")
    func ring() throws {
        let w = try Workspace()
        // The layout: a 358 pt grid in 7 columns from x = 16, rows of 400/6 pt from y = 176; a
        // dial is its column less 6 pt wide, its ring 5 pt (a tenth, rounded) drawn inside it.
        let column = (390.0 - 32) / 7, row = 400.0 / 6
        let diameter = column - 6, ringWidth = (diameter * 0.1).rounded()
        // November 2026 starts on a Sunday; Monday first, the 11th is row 2, column 2.
        let cx = 16 + 2.5 * column, cy = 176 + 2.5 * row
        let p = ReferenceEasing.easeOut(0.15 / 0.3)
        let radius = (diameter - ringWidth) / 2 * (1 + 0.35 * p)
        let alpha = 0.35 * (1 - p)
        let pixel = try still(at: "0.65", in: w)
        // Down and right at 45°: no other dial or text comes near the ring there.
        let x = cx + radius / 2.squareRoot(), y = cy + radius / 2.squareRoot()
        let expected = [255, Int((255 * (1 - alpha)).rounded()), Int((255 * (1 - alpha)).rounded())]
        let found = pixel(x, y)
        #expect(zip(found, expected).allSatisfy { abs($0 - $1) <= 2 }, "ring pixel \(found), expected \(expected)")
        // Past the ring's outer edge (its stroke is 5 pt scaled, half outside the centre line) is white.
        let outside = radius + ringWidth * (1 + 0.35 * p) / 2 + 2
        #expect(pixel(cx + outside / 2.squareRoot(), cy + outside / 2.squareRoot()) == [255, 255, 255])
        // 300 ms after the tap the ripple has gone.
        #expect(try still(at: "0.8", in: w)(x, y) == [255, 255, 255])
    }
}
