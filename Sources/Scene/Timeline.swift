import Foundation
import Motion

/// A scene's motion as a pure function of time: which layers show, where, and how.
public protocol Timeline: Sendable {
    var canvas: Canvas { get }
    /// When the last animation has ended.
    var settleTime: Double { get }
    /// Frames in the output: frame *i* at *i / fps*, from 0 to the settle time plus the hold.
    var frameCount: Int { get }
    /// The scene at `time` seconds.
    func state(at time: Double) -> FrameState
}

extension Timeline {
    /// The scene at frame `index`, at exactly `index / fps` seconds.
    public func frame(_ index: Int) -> FrameState {
        var state = state(at: Double(index) / Double(canvas.fps))
        state.index = index
        return state
    }

    /// Seconds of output (frame count / fps).
    public var duration: Double { Double(frameCount) / Double(canvas.fps) }

    /// The first frame at or after `time` (an event's first frame), clamped to the frames there are.
    public func frameIndex(atOrAfter time: Double) -> Int {
        FrameGrid.index(atOrAfter: time, fps: canvas.fps, frameCount: frameCount)
    }

    /// The frame count for a scene that settles at `settle` and holds for `hold` seconds: the
    /// frames from 0 up to and including the one at `settle + hold`.
    ///
    /// A preset that passed its checks lasts at most ``Limits/maximumFilmSeconds``, a few
    /// hundred thousand frames; for anything else the count saturates rather than trapping.
    package static func frameCount(settle: Double, hold: Double, fps: Int) -> Int {
        let last = Int(clamping: ((settle + hold) * Double(fps) + 1e-9).rounded(.down))
        return min(max(last, 0), Int.max - 1) + 1
    }

    /// The index of the frame nearest `time`, as ``FrameState/index`` records it (saturating).
    package static func frameIndex(at time: Double, fps: Int) -> Int {
        Int(clamping: (time * Double(fps)).rounded())
    }
}

/// Frame *i* is at *i / fps* seconds.
public enum FrameGrid {
    /// The first of `frameCount` frames at `fps` at or after `time`, within a nanosecond: an
    /// event at 0.25 s is frame 15 at 60 fps although 0.25 × 60 is not exactly 15 in floating point.
    public static func index(atOrAfter time: Double, fps: Int, frameCount: Int) -> Int {
        min(max(Int((time * Double(fps) - 1e-9).rounded(.up)), 0), max(frameCount - 1, 0))
    }
}
