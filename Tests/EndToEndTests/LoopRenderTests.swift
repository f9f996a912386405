import Foundation
import Testing

/// A loop (`repeat:`) rendered and measured: where its edge is at each frame, how many cycles the
/// film shows, and what the spec says of it — all against positions computed here.
@Suite("render: an animation that repeats for ever, measured in pixels", .serialized)
struct LoopRenderTests {
    /// A black 10 pt square at x = 10 sliding 40 pt right over 0.5 s, linearly, back and forth for
    /// ever; at scale 1 and 60 fps its edge falls on whole pixels at every sixth frame.
    static func preset(repeat form: String) -> String {
        """
        # A square sliding right and back, for ever.
        name: loop-tiny
        canvas: { size: [100, 40], scale: 1, fps: 60, background: "#ffffff" }
        scene:
          kind: layers
          layers:
            - { id: dot, rect: { fill: "#000000" }, frame: [10, 10, 10, 10] }
        timeline:
          - { at: 0, animate: { dot: { offsetX: 40 } }, animation: { linear: 0.5, repeat: \(form) } }
        hold: 0.1

        """
    }

    /// Where the square's left edge is at `t`: cycle k = ⌊t / 0.5⌋ moves 40 pt over 0.5 s, forward
    /// when k is even, backward when odd (SwiftUI's autoreverse), from x = 10.
    static func left(at t: Double) -> Int {
        let cycle = Int((t / 0.5).rounded(.down))
        let within = t - Double(cycle) * 0.5
        let forward = 40 * within / 0.5
        return 10 + Int((cycle % 2 == 0 ? forward : 40 - forward).rounded())
    }

    private func frames(_ form: String, in w: Workspace) throws -> [Data] {
        let file = try w.write("loop-tiny.yaml", Self.preset(repeat: form))
        let run = try CommandRunner.motionreel(["render", file, "-o", w.path("out"), "--format", "png"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        return try MediaProbe.rawFrames(w.path("out/loop-tiny/frame_%05d.png"), width: 100, height: 40)
    }

    @Test("the square goes there, back and there again; the film shows three cycles, then the hold as it goes on")
    func threeCycles() throws {
        let w = try Workspace()
        let frames = try frames("forever", in: w)
        // Three cycles of 0.5 s, then 0.1 s of hold: frames 0 … 96.
        #expect(frames.count == 97)
        func black(_ frame: Int, _ x: Int) -> Bool {
            let i = (15 * 100 + x) * 3
            return frames[frame][i..<i + 3].allSatisfy { $0 == 0 }
        }
        for frame in stride(from: 0, to: frames.count, by: 6) {
            let left = Self.left(at: Double(frame) / 60)
            #expect(black(frame, left) && black(frame, left + 9), "frame \(frame): the square spans \(left) … \(left + 9)")
            #expect(!black(frame, left - 1) && !black(frame, left + 10), "frame \(frame): white either side of \(left)")
        }
    }

    @Test("film: 5 shows five cycles; the spec marks the animation as a loop and says how many cycles it shows")
    func filmedCycles() throws {
        let w = try Workspace()
        #expect(try frames("{ count: forever, film: 5 }", in: w).count == 157, "five cycles of 0.5 s and 0.1 s of hold")
        let spec = try CommandRunner.motionreel(["spec", w.path("loop-tiny.yaml"), "-o", w.path("spec")])
        #expect(spec.exitCode == 0, "\(spec.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: w.path("spec/loop-tiny.spec.json")))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let transitions = try #require(json["transitions"] as? [[String: Any]])
        let animations = try #require(transitions.first?["animations"] as? [[String: Any]])
        let animation = try #require(animations.first?["animation"] as? [String: Any])
        let loop = try #require(animation["repeat"] as? [String: Any])
        #expect(loop["looping"] as? Bool == true && loop["filmedCycles"] as? Int == 5 && loop["count"] as? String == "forever")
        #expect(animation["swiftUI"] as? String == ".linear(duration: 0.5).repeatForever()")
    }
}
