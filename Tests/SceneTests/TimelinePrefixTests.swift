import Foundation
import Scene
import Testing

/// A film whose hold counts from the visible end is the first frames of SwiftUI's film: the same
/// frames, fewer of them.
@Suite("a timeline's first frames, and its film with the hold counted from an earlier end")
struct TimelinePrefixTests {
    /// No layers; settles at 1 s, held 0.3 s, at 60 fps: frames 0 … 78.
    struct Still: Timeline {
        let canvas = Canvas(size: Size(width: 10, height: 10), scale: 1, fps: 60, background: Color(red: 0, green: 0, blue: 0))
        let settleTime = 1.0
        var frameCount: Int { Self.frameCount(settle: settleTime, hold: 0.3, fps: canvas.fps) }
        func state(at time: Double) -> FrameState { FrameState(index: 0, time: time, layers: []) }
    }

    @Test("prefix keeps the first frames, each the same, and never more or fewer than there can be")
    func prefix() {
        let timeline = Still()
        #expect(timeline.frameCount == 79)
        let cut = timeline.prefix(70)
        #expect(cut.frameCount == 70)
        #expect(cut.settleTime == timeline.settleTime, "SwiftUI's end stays where it is")
        for index in [0, 33, 69] { #expect(cut.frame(index) == timeline.frame(index)) }
        #expect(timeline.prefix(500).frameCount == 79)
        #expect(timeline.prefix(0).frameCount == 1)
    }

    @Test("the hold counted from an earlier end: the frames up to that end plus the hold, at most all")
    func holdingFrom() {
        let timeline = Still()
        // 0.75 s + 0.3 s = 1.05 s: frames 0 … 63.
        #expect(timeline.frameCount(holdingFrom: 0.75, for: 0.3) == 64)
        #expect(timeline.frameCount(holdingFrom: 1.0, for: 0.3) == 79, "from the settle time: the same film")
        #expect(timeline.frameCount(holdingFrom: 1.2, for: 0.3) == 79, "an end after the settle time counts from it")
        #expect(timeline.frameCount(holdingFrom: 0, for: 0) == 1)
    }
}
