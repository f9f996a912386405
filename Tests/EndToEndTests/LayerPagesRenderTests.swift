import Foundation
import Testing

@Suite("render: a tabs page made of layers sliding in, measured in pixels", .serialized)
struct LayerPagesRenderTests {
    /// A 100 × 80 canvas at scale 1 (a point is a pixel), a 20-point header, no nav. Tab 0 is blue;
    /// tab 1 is made of layers: a red square at (10, 10, 20, 20) and a group at (30, 0, 40, 40)
    /// whose green child is at (0, 10, 20, 20) in the group — (30, 10, 20, 20) in the page. At
    /// 0.1 s tab 1 moves in from the trailing edge and tab 0 out to the leading edge, linearly
    /// over 0.5 s, so both pages are offset by whole points at the frames checked.
    static func preset(content: String) -> String {
        """
        # A blue page pushed out by a page of layers.
        name: pages-tiny
        canvas: { size: [100, 80], scale: 1, fps: 60, background: "#ffffff" }
        scene:
          kind: tabs
          header: { height: 20 }
          nav: { height: 0 }
          tabs:
            - { name: One, content: { fill: "#0000ff" } }
            - { name: Two, content: \(content) }
        transition:
          insertion: [ { move: trailing } ]
          removal: [ { move: leading } ]
          animation: { linear: 0.5 }
        timeline:
          - { at: 0, select: 0 }
          - { at: 0.1, select: 1 }
        hold: 0.1

        """
    }

    static let layers = """
        [ { id: square, rect: { fill: "#ff0000" }, frame: [10, 10, 20, 20] },
          { id: box, frame: [30, 0, 40, 40], group: [ { id: inner, rect: { fill: "#00ff00" }, frame: [0, 10, 20, 20] } ] } ]
        """

    /// The colour at canvas x on a row through both squares (page y 20, canvas y 40), with tab 1
    /// offset `d` points right (nil: not shown yet): the square at 10 + d … 30 + d, the group's
    /// child at 30 + d … 50 + d, the blue page from d − 100 to d, and white elsewhere.
    static func expected(x: Int, offset d: Int?) -> [UInt8] {
        guard let d else { return [0, 0, 255] }
        let local = x - d
        if (10..<30).contains(local) { return [255, 0, 0] }
        if (30..<50).contains(local) { return [0, 255, 0] }
        return x < d ? [0, 0, 255] : [255, 255, 255]
    }

    func frames(_ content: String, extra: [(String, String)] = []) throws -> [Data] {
        let w = try Workspace()
        for (name, text) in extra { try w.write(name, text) }
        let file = try w.write("pages-tiny.yaml", Self.preset(content: content))
        let run = try CommandRunner.motionreel(["render", file, "-o", w.path("out"), "--format", "png"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        return try MediaProbe.rawFrames(w.path("out/pages-tiny/frame_%05d.png"), width: 100, height: 80)
    }

    @Test("a page of layers, inline and from a file, slides in with its group's child in place")
    func slidesIn() throws {
        let inline = try frames("{ layers: \(Self.layers.replacingOccurrences(of: "\n", with: " ")) }")
        let fromFile = try frames("{ layers: screens/two.yaml }",
                                  extra: [("screens/two.yaml", "# Tab two.\n" + Self.layers + "\n")])
        #expect(inline.count == 43)   // the change at 0.1 s settles at 0.6 s, then 0.1 s of hold: frames 0 … 42
        #expect(inline == fromFile, "a page read from a file draws as the same page written inline")
        // Offset 100 · (1 − (t − 0.1) / 0.5): frame 21 (t = 0.35) is 50, frame 33 (t = 0.55) 10, the end 0.
        for (frame, offset) in [(0, nil), (21, 50), (33, 10), (42, 0)] as [(Int, Int?)] {
            for x in 0..<100 {
                for y in [31, 40, 48] {
                    let i = (y * 100 + x) * 3
                    let actual = Array(inline[frame][i..<i + 3])
                    let want = Self.expected(x: x, offset: offset)
                    #expect(zip(actual, want).allSatisfy { abs(Int($0) - Int($1)) <= 2 },
                            "frame \(frame), pixel (\(x), \(y)): \(actual), expected \(want)")
                }
            }
        }
    }
}
