import Foundation
import Motion

/// Scaffolding for the `stack` scene kind (issue 4): its description and timeline are filled in
/// by the work on that kind. Until then the preset loader reports the kind as not supported yet.
public struct StackScene: Sendable, Hashable {
    public init() {}
}

/// The `stack` scene over time.
public struct StackTimeline: Timeline {
    public let canvas: Canvas
    public let settleTime: Double
    public let frameCount: Int

    public init(_ scene: StackScene, canvas: Canvas, hold: Double, reduceMotion: Bool) {
        self.canvas = canvas
        settleTime = 0
        frameCount = Self.frameCount(settle: 0, hold: hold, fps: canvas.fps)
    }

    public func state(at time: Double) -> FrameState {
        FrameState(index: Int((time * Double(canvas.fps)).rounded()), time: time, layers: [])
    }
}
