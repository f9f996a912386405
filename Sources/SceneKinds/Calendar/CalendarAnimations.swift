import Foundation
import Motion
import Scene

/// The animations of a calendar: the design's (``CalendarMotion``) unless the preset's
/// `scene.animations` gives its own — written, or taken from the app's Swift code.
///
/// ```yaml
/// animations:
///   appear: { spring: { response: 0.5, dampingFraction: 0.75 } }
///   labelOut: { swift: Calendar.swift, in: showNextMonth, line: 41 }
/// ```
public struct CalendarAnimations: Sendable, Hashable {
    /// Dials spring in; each row starts ``CalendarMotion/appearRowDelay`` after the one above,
    /// unless the animation has a stagger of its own.
    public var appear: Animation
    /// The grid pages to another month.
    public var page: Animation
    /// The shown month and year labels leave …
    public var labelOut: Animation
    /// … and the new ones come in, once the old ones have gone.
    public var labelIn: Animation
    /// A tap presses the dial, and releases it, each half with this.
    public var tap: Animation
    /// A ring fills to a new progress.
    public var progress: Animation

    /// The source design's.
    public static let design = CalendarAnimations(
        appear: CalendarMotion.appear, page: CalendarMotion.page, labelOut: CalendarMotion.labelOut,
        labelIn: CalendarMotion.labelIn, tap: CalendarMotion.tapHalf, progress: CalendarMotion.progress)

    /// The names `scene.animations` takes, in the order messages list them.
    public static let names = ["appear", "page", "labelOut", "labelIn", "tap", "progress"]

    /// The animation called `name` (one of ``names``).
    public subscript(name: String) -> Animation? {
        get {
            switch name {
            case "appear": appear
            case "page": page
            case "labelOut": labelOut
            case "labelIn": labelIn
            case "tap": tap
            case "progress": progress
            default: nil
            }
        }
        set {
            guard let newValue else { return }
            switch name {
            case "appear": appear = newValue
            case "page": page = newValue
            case "labelOut": labelOut = newValue
            case "labelIn": labelIn = newValue
            case "tap": tap = newValue
            case "progress": progress = newValue
            default: break
            }
        }
    }

    /// The appear animation of the dial at `position`: delayed by its row.
    public func appear(for position: ElementPosition) -> Animation {
        var animation = appear
        if animation.stagger == nil { animation.stagger = Stagger(by: .row, delay: CalendarMotion.appearRowDelay) }
        return animation.forElement(position)
    }

    /// How long `animation` takes to end a change of `distance` (in the property's units): a
    /// curve's delay plus its duration at its speed, a spring's end on the output's frames. The
    /// label in-phase starts then, and a tap's release.
    static func length(of animation: Animation, distance: Double, clock: SampleClock) -> Double {
        if case .curve(_, let duration) = animation.timing { return animation.delay + duration / animation.speed }
        return AnimationRun(animation, at: 0, from: 0, to: distance, clock: clock).settleTime
    }
}
