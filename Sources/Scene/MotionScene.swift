import Foundation

/// A whole preset, resolved: what is filmed, on what canvas, and for how long after it settles.
public struct MotionScene: Sendable, Hashable {
    /// The scene kinds MotionReel can film.
    public enum Kind: Sendable, Hashable {
        case tabs(TabsScene)
        case calendar(CalendarScene)
        case stack(StackScene)
        case layers(LayersScene)
    }

    /// Output base name: letters, digits, '-' and '_'.
    public var name: String
    public var canvas: Canvas
    public var kind: Kind
    /// Seconds rendered after the last animation settles.
    public var hold: Double
    /// Render the Reduce Motion variant: movement, scale, blur and masks become cross-fades.
    public var reduceMotion: Bool
    /// One sentence saying what the preset shows (the preset's `description:`), if it has one.
    public var description: String?

    public init(name: String, canvas: Canvas, kind: Kind, hold: Double, reduceMotion: Bool = false,
                description: String? = nil) {
        self.name = name
        self.description = description
        self.canvas = canvas
        self.kind = kind
        self.hold = hold
        self.reduceMotion = reduceMotion
    }

    /// The scene's motion over time, sampled on the canvas's frame grid.
    public func timeline() -> any Timeline {
        switch kind {
        case .tabs(var tabs):
            if reduceMotion { tabs.transition = tabs.transition.reducingMotion() }
            return TabsTimeline(tabs, canvas: canvas, hold: hold)
        case .calendar(let calendar):
            return CalendarTimeline(calendar, canvas: canvas, hold: hold, reduceMotion: reduceMotion)
        case .stack(let stack):
            return StackTimeline(stack, canvas: canvas, hold: hold, reduceMotion: reduceMotion)
        case .layers(let layers):
            return LayersTimeline(layers, canvas: canvas, hold: hold, reduceMotion: reduceMotion)
        }
    }
}
