import Scene

/// A scene as a render films it: its timeline, with the hold counted from where the scene's
/// ``Scene/SettleRule`` says. Here rather than in `Scene` because the visible end is found by
/// drawing frames.
extension MotionScene {
    /// The frames a render of the scene has: with `settle: swiftui` its timeline itself; with
    /// `visible` the timeline's first frames, up to the visible end plus the hold, which costs a
    /// frame drawn per frame between the visible end and SwiftUI's end (``VisibleEnd``).
    public func film() throws -> any Timeline {
        switch settle {
        case .swiftui: timeline()
        case .visible: film(visibleEnd: try visibleEnd())
        }
    }

    /// The film of a scene whose motion looks finished at `visibleEnd` seconds (its
    /// ``visibleEnd()``, found once for those who need it anyway, as a spec does): `settle:
    /// swiftui` ignores it.
    public func film(visibleEnd: Double) -> any Timeline {
        let timeline = timeline()
        guard settle == .visible else { return timeline }
        return timeline.prefix(timeline.frameCount(holdingFrom: visibleEnd, for: hold))
    }

    /// When the scene's motion looks finished, in seconds, drawn on its own canvas (at its scale,
    /// with its background): ``VisibleEnd``.
    public func visibleEnd() throws -> Double {
        try VisibleEnd.time(of: timeline(), renderer: FrameRenderer(canvas: canvas))
    }
}
