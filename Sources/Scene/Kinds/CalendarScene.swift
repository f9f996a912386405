import Foundation
import Motion

/// Scaffolding for the `calendar` scene kind (issue 4): its description and timeline are filled in
/// by the work on that kind. Until then the preset loader reports the kind as not supported yet.
public struct CalendarScene: Sendable, Hashable {
    public init() {}
}

/// The `calendar` scene over time.
public struct CalendarTimeline: Timeline {
    public let canvas: Canvas
    public let settleTime: Double
    public let frameCount: Int

    public init(_ scene: CalendarScene, canvas: Canvas, hold: Double, reduceMotion: Bool) {
        self.canvas = canvas
        settleTime = 0
        frameCount = Self.frameCount(settle: 0, hold: hold, fps: canvas.fps)
    }

    public func state(at time: Double) -> FrameState {
        FrameState(index: Int((time * Double(canvas.fps)).rounded()), time: time, layers: [])
    }
}
