import Foundation
import Testing

@Suite("render: a layers preset, measured in pixels", .serialized)
struct LayersRenderTests {
    /// A black rect 20 × 40 pt at (10, 10) on white, widened to 60 pt over 0.5 s linearly, and a
    /// red square moved down 20 pt by a linear keyframe from 0.2 s to 0.4 s; at scale 1 a point is
    /// a pixel, so the edges fall on whole pixels at the frames checked.
    static let preset = """
        # A rect widening linearly and a square moved by a keyframe.
        name: layers-tiny
        canvas: { size: [100, 80], scale: 1, fps: 60, background: "#ffffff" }
        scene:
          kind: layers
          layers:
            - { id: bar, rect: { fill: "#000000" }, frame: [10, 10, 20, 40] }
            - { id: dot, rect: { fill: "#ff0000" }, frame: [80, 10, 10, 10] }
        timeline:
          - { at: 0, animate: { bar: { width: 60 } }, animation: { linear: 0.5 } }
          - { at: 0.2, layer: dot, keyframes: { offsetY: [[0.2, 20]] } }
        hold: 0.1

        """

    @Test("the rect's trailing edge and the square's top edge are where the animation puts them")
    func edges() throws {
        let w = try Workspace()
        let file = try w.write("layers-tiny.yaml", Self.preset)
        let run = try CommandRunner.motionreel(["render", file, "-o", w.path("out"), "--format", "png"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let frames = try MediaProbe.rawFrames(w.path("out/layers-tiny/frame_%05d.png"), width: 100, height: 80)
        #expect(frames.count == 37)   // settles at 0.5 s, holds 0.1 s: frames 0 … 36
        func rgb(_ frame: Int, _ x: Int, _ y: Int) -> [UInt8] {
            let i = (y * 100 + x) * 3
            return Array(frames[frame][i..<i + 3])
        }
        let black: [UInt8] = [0, 0, 0], white: [UInt8] = [255, 255, 255], red: [UInt8] = [255, 0, 0]
        // Width 20 + 40 · t / 0.5: frame 6 (t = 0.1) is 28 pt wide, frame 15 (t = 0.25) 40, the end 60.
        for (frame, width) in [(0, 20), (6, 28), (15, 40), (36, 60)] {
            let right = 10 + width
            #expect(rgb(frame, right - 1, 30) == black, "frame \(frame): inside the trailing edge")
            #expect(rgb(frame, right, 30) == white, "frame \(frame): outside the trailing edge")
            #expect(rgb(frame, 10, 30) == black && rgb(frame, 9, 30) == white, "frame \(frame): the leading edge stays")
        }
        // The square: still until 0.2 s, then 0 → 20 pt over 0.2 s; frame 18 (t = 0.3) is 10 pt down.
        for (frame, top) in [(0, 10), (12, 10), (18, 20), (24, 30), (36, 30)] {
            #expect(rgb(frame, 85, top) == red && rgb(frame, 85, top - 1) == white, "frame \(frame): top at \(top)")
        }
    }

    @Test("a text's fontSize animated 17 → 40 pt: its glyphs grow by 40 / 17 about the frame's centre, at every frame checked")
    func textGrows() throws {
        let w = try Workspace()
        let file = try w.write("grow.yaml", """
            name: grow
            canvas: { size: [300, 120], scale: 1, fps: 60, background: "#ffffff" }
            scene:
              kind: layers
              layers:
                - { id: title, text: { text: "HHH", size: 17, weight: bold, color: "#000000", alignment: center }, frame: [0, 0, 300, 120] }
            timeline:
              - { at: 0, animate: { title: { fontSize: 40 } }, animation: { linear: 0.5 } }
            hold: 0.1

            """)
        let run = try CommandRunner.motionreel(["render", file, "-o", w.path("out"), "--format", "png"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let frames = try MediaProbe.rawFrames(w.path("out/grow/frame_%05d.png"), width: 300, height: 120)
        #expect(frames.count == 37)
        /// The ink's box (dark pixels) in frame `k`: rows and columns.
        func ink(_ k: Int) -> (top: Int, bottom: Int, left: Int, right: Int) {
            var box = (top: Int.max, bottom: Int.min, left: Int.max, right: Int.min)
            for y in 0..<120 {
                for x in 0..<300 where frames[k][(y * 300 + x) * 3] < 128 {
                    box = (min(box.top, y), max(box.bottom, y), min(box.left, x), max(box.right, x))
                }
            }
            return box
        }
        let first = ink(0)
        let firstHeight = Double(first.bottom - first.top + 1), firstWidth = Double(first.right - first.left + 1)
        // Capital H: its ink is the cap height and the advance of three letters, both in proportion to the size.
        for k in [9, 15, 24, 36] {
            let size = 17 + 23 * min(Double(k) / 60 / 0.5, 1)
            let box = ink(k)
            let (height, width) = (Double(box.bottom - box.top + 1), Double(box.right - box.left + 1))
            #expect(abs(height - firstHeight * size / 17) <= 2, "frame \(k): cap height \(height) at \(size) pt")
            #expect(abs(width - firstWidth * size / 17) <= 3, "frame \(k): width \(width) at \(size) pt")
            // Centred in the 300 × 120 frame, as alignment: center and the block's vertical centring place it.
            #expect(abs(Double(box.left + box.right + 1) / 2 - 150) <= 1.5, "frame \(k): \(box)")
            #expect(abs(Double(box.top + box.bottom + 1) / 2 - Double(first.top + first.bottom + 1) / 2) <= 1.5, "frame \(k): \(box)")
        }
    }
}
