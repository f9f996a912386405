import Foundation
import Motion
import Scene

/// The calendar of a habit app: month and year labels, a weekday header and a grid of day dials
/// (a ring whose fill shows the day's progress, the day's number inside), one month per 400 pt
/// page, animated by a timeline of events.
///
/// ```swift
/// CalendarScene(month: YearMonth(year: 2026, month: 11), progress: [CalendarDay(november, day: 1): 1],
///               timeline: [.init(at: 0.1, action: .appear), .init(at: 1.2, action: .month(.next))])
/// ```
public struct CalendarScene: Sendable, Hashable {
    /// Which way the calendar pages.
    public enum Step: String, Sendable, Hashable, CaseIterable {
        /// To the later month: content moves up.
        case next
        /// To the earlier month: content moves down.
        case previous

        /// +1 for next, −1 for previous.
        public var sign: Int { self == .next ? 1 : -1 }
    }

    /// What happens at an event.
    public enum Action: Sendable, Hashable {
        /// The dials spring in, row by row.
        case appear
        /// The calendar pages to the adjacent month.
        case month(Step)
        /// A scripted drag of the grid by `to` points (positive scrolls towards the next month:
        /// the content moves up) over `duration` seconds, then a snap to a month.
        case scroll(to: Double, duration: Double)
        /// A tap on a day of the month shown.
        case tap(day: Int)
        /// A day's ring fills (or empties) to `to`, 0 … 1.
        case progress(day: Int, to: Double)
    }

    /// An action at a moment of the timeline.
    public struct Event: Sendable, Hashable {
        /// Seconds from the start.
        public var at: Double
        public var action: Action

        public init(at: Double, action: Action) {
            self.at = at
            self.action = action
        }
    }

    /// The month shown first.
    public var month: YearMonth
    /// The weekday of the grid's first column.
    public var firstWeekday: Weekday
    /// The rings' colour.
    public var accent: Color
    /// Ring fill per date, 0 … 1; dates not listed are 0.
    public var progress: [CalendarDay: Double]
    /// The day drawn as today, if any: its number in the accent colour on a tinted disc; later days
    /// are drawn lighter.
    public var today: CalendarDay?
    /// In time order.
    public var timeline: [Event]
    /// The animations: the design's unless the preset gives its own (``CalendarAnimations``).
    public var animations = CalendarAnimations.design

    public init(month: YearMonth, firstWeekday: Weekday = .monday, accent: Color = CalendarScene.defaultAccent,
                progress: [CalendarDay: Double] = [:], today: CalendarDay? = nil, timeline: [Event] = []) {
        self.month = month
        self.firstWeekday = firstWeekday
        self.accent = accent
        self.progress = progress
        self.today = today
        self.timeline = timeline
    }

    /// `#5B7CFA`, a calm blue.
    public static let defaultAccent = Color(red: 0x5B / 255.0, green: 0x7C / 255.0, blue: 0xFA / 255.0)

    /// The grid of `month` with this scene's first weekday.
    public func grid(_ month: YearMonth) -> CalendarMonth {
        CalendarMonth(month, firstWeekday: firstWeekday)
    }

    /// The month shown once `events` have happened (their scrolls snapped): the month every tap
    /// and progress event addresses.
    public func month(after events: some Sequence<Event>) -> YearMonth {
        events.reduce(month) { month, event in
            switch event.action {
            case .month(let step): month.adding(months: step.sign)
            case .scroll(let to, _): month.adding(months: CalendarMotion.snapStep(scrolledBy: to))
            default: month
            }
        }
    }
}

extension CalendarScene: SceneKind {
    public static let keyword = "calendar"

    public func timeline(canvas: Canvas, hold: Double, reduceMotion: Bool) -> any Timeline {
        CalendarTimeline(self, canvas: canvas, hold: hold, reduceMotion: reduceMotion)
    }

    /// A calendar draws no images.
    public var sourceFiles: [URL] { [] }

    public var lastEventTime: Double { timeline.map(\.at).max() ?? 0 }
}
