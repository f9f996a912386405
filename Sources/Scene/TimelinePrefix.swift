/// The first frames of a timeline: the same motion, filmed for fewer frames. A film whose hold
/// counts from the visible end (``SettleRule/visible``) is the first frames of its SwiftUI film.
struct TimelinePrefix: Timeline {
    let base: any Timeline
    let frameCount: Int

    var canvas: Canvas { base.canvas }
    /// The base's: SwiftUI's end does not move when the film is cut shorter.
    var settleTime: Double { base.settleTime }

    func state(at time: Double) -> FrameState { base.state(at: time) }
}

extension Timeline {
    /// This timeline's first `count` frames (at least one, and at most all it has): each frame
    /// is exactly the frame of the same index here, so a shorter film never changes a frame.
    public func prefix(_ count: Int) -> any Timeline {
        let kept = min(max(count, 1), frameCount)
        return kept == frameCount ? self : TimelinePrefix(base: self, frameCount: kept)
    }

    /// The frames of this timeline's film if its `hold` counted from `end` seconds rather than
    /// from the settle time: up to and including the frame at `end + hold`, and never more than
    /// the timeline has (an end after the settle time counts from the settle time).
    public func frameCount(holdingFrom end: Double, for hold: Double) -> Int {
        min(Self.frameCount(settle: min(end, settleTime), hold: hold, fps: canvas.fps), frameCount)
    }
}
