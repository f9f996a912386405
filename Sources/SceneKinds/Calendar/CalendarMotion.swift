import Foundation
import Motion
import Scene

/// The calendar's animations, as the source design specifies them, and the rules built on them.
///
/// They are fixed by the design rather than chosen per preset, so a preset shows the calendar as
/// the app animates it.
public enum CalendarMotion {
    /// Height of one month page, in points; scrolling pages by it.
    public static let monthHeight = 400.0
    /// A scroll that ends at least this fraction of ``monthHeight`` away snaps to the next (or
    /// previous) month; a shorter one snaps back.
    public static let snapThreshold = 0.5

    /// Dials appear from this scale (and opacity 0) …
    public static let appearScale = 0.85
    /// … with this spring, each row of the month this much later than the row above.
    public static let appear = Animation.spring(response: 0.6, dampingFraction: 0.7)
    public static let appearRowDelay = 0.05

    /// The grid pages to another month with this spring.
    public static let page = Animation.spring(response: 0.4, dampingFraction: 0.8)
    /// The month and year labels leave (fading, moving by ``labelShift``) …
    public static let labelOut = Animation.curve(.easeInOut, duration: 0.2)
    /// … and the new ones arrive from the other side once the old ones have gone.
    public static let labelIn = Animation.curve(.easeInOut, duration: 0.3)
    /// Points the labels move: up when paging to the next month, down to the previous one.
    public static let labelShift = 20.0

    /// A scripted drag moves the grid with this curve over the event's duration: it starts and
    /// ends at rest, so the snap that follows starts without a jump in speed.
    public static let dragCurve = TimingCurve.easeInOut
    /// The snap after a drag: cubic ease-in-out (easings.net's `easeInOutCubic`) …
    public static let snapCurve = TimingCurve(0.65, 0, 0.35, 1)
    /// … over this long.
    public static let snapDuration = 0.35

    /// A tap scales the dial up to this …
    public static let tapScale = 1.05
    /// … over 150 ms, and back over the next 150 ms.
    public static let tapHalf = Animation.curve(.easeInOut, duration: 0.15)
    /// With Reduce Motion a tap dims the dial to this opacity and back, on the same timing.
    public static let reducedTapOpacity = 0.6

    /// A tap's ripple: a ring of the accent, the dial's ring exactly at the tap, grows about the
    /// dial's centre to this times that size (line width included) …
    public static let rippleScale = 1.35
    /// … while its opacity falls from this to 0 …
    public static let rippleOpacity = 0.35
    /// … both driven by one progress that runs over the tap's whole 300 ms on an ease-out, fast
    /// at first and settling, as a touch ripple spreads. With Reduce Motion it fades in place.
    public static let ripple = Animation.curve(.easeOut, duration: 0.3)
    static let rippleCurve = TimingCurve.easeOut
    static let rippleDuration = 0.3

    /// A ring fills to a new progress over 800 ms.
    public static let progress = Animation.curve(.easeInOut, duration: 0.8)

    /// With Reduce Motion a month change cross-fades the grids in place over this.
    public static let reducedPage = Animation.curve(.easeInOut, duration: 0.3)

    /// Where a scroll that ended `offset` points from its month settles: +1 (the next month) when
    /// it went at least half a month down the page, −1 (the previous one) half a month up, else 0.
    public static func snapStep(scrolledBy offset: Double) -> Int {
        guard abs(offset) >= snapThreshold * monthHeight else { return 0 }
        return offset > 0 ? 1 : -1
    }
}
