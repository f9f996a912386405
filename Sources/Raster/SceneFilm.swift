import Scene

/// A scene's frames as a render films them, with the visible end when finding the frames found it.
///
/// A spec needs the visible end whichever end the hold counts from; a film with `settle: visible`
/// has already drawn frames to find it. Keeping it with the frames lets a spec made after a render
/// (`batch --spec`, the preview's spec) reuse it instead of drawing those frames again.
public struct Film {
    /// The frames, up to where the hold ends.
    public let timeline: any Timeline
    /// When the motion looks finished (``VisibleEnd``), if this film needed it: `settle: visible`.
    /// Nil with `settle: swiftui`, whose film is the timeline itself and draws nothing to be found.
    public let visibleEnd: Double?
}

/// A scene as a render films it: its timeline, with the hold counted from where the scene's
/// ``Scene/SettleRule`` says. Here rather than in `Scene` because the visible end is found by
/// drawing frames.
extension MotionScene {
    /// The frames a render of the scene has: with `settle: swiftui` its timeline itself; with
    /// `visible` the timeline's first frames, up to the visible end plus the hold, which costs a
    /// frame drawn per frame between the visible end and SwiftUI's end (``VisibleEnd``).
    public func film() throws -> Film {
        switch settle {
        case .swiftui:
            return Film(timeline: timeline(), visibleEnd: nil)
        case .visible:
            let visibleEnd = try visibleEnd()
            return Film(timeline: film(visibleEnd: visibleEnd), visibleEnd: visibleEnd)
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
