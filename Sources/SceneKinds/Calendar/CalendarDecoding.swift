import Foundation
import Preset
import Scene
import Yams

/// `scene: { kind: calendar, … }` — a habit calendar — and its `timeline`.
///
/// ```yaml
/// scene:
///   kind: calendar
///   month: 2026-11            # required: the month shown first, YYYY-MM
///   firstWeekday: monday      # monday (default) | sunday
///   accent: "#5B7CFA"         # the rings' colour (default #5B7CFA)
///   today: 2026-11-14         # optional: highlighted; later days are drawn lighter
///   progress: { 1: 1.0, 2: 0.6, 2026-12-01: 0.5 }   # ring fill 0 … 1 by day of the first month or by date
///   animations:               # optional: the design's unless given (CalendarAnimations)
///     appear: { spring: { response: 0.6, dampingFraction: 0.7 } }
///     labelOut: { swift: CalendarView.swift, in: showMonth, line: 40 }   # or linked to the app's code
/// ```
///
/// A calendar has no page transition, so the top-level `transition` is not allowed; its
/// animations are `scene.animations` (appear, page, labelOut, labelIn, tap, progress).
extension DocumentReader {
    static let calendarKeys = ["kind", "month", "firstWeekday", "accent", "today", "progress", "animations"]

    func decodeCalendar(_ field: Field, transition: Field?, timeline: Field?, canvas: Canvas?) -> CalendarScene? {
        guard let scene = mapping(field, allowed: Self.calendarKeys) else { return nil }
        if let transition {
            invalid(transition, "a calendar scene takes no transition; its animations go under scene.animations "
                    + "(appear, page, labelOut, labelIn, tap, progress: see docs/calendar.md); remove 'transition'")
        }
        if let canvas, canvas.size.width < CalendarLayout.minimumCanvas.width
            || canvas.size.height < CalendarLayout.minimumCanvas.height {
            invalid(field, "a calendar needs a canvas at least \(Limit.format(CalendarLayout.minimumCanvas.width)) × "
                    + "\(Limit.format(CalendarLayout.minimumCanvas.height)) pt")
        }
        let month = required(scene, "month").flatMap(yearMonth)
        let firstWeekday = scene["firstWeekday"].map {
            choice($0, "first weekday", ["monday": Weekday.monday, "sunday": Weekday.sunday])
        } ?? .monday
        let accent = scene["accent"].map(colour) ?? CalendarScene.defaultAccent
        let today = scene["today"].map(calendarDay) ?? .some(nil)
        let progress = scene["progress"].map { decodeProgressMap($0, month: month) } ?? [:]
        let animations = scene["animations"].map(decodeCalendarAnimations) ?? .design
        // A missing timeline was reported at the top level.
        let events = timeline.flatMap { decodeCalendarTimeline($0, month: month) }
        guard let month, let firstWeekday, let accent, let today, let progress, let events, let animations else { return nil }
        guard transition == nil else { return nil }
        var calendar = CalendarScene(month: month, firstWeekday: firstWeekday, accent: accent, progress: progress,
                                     today: today, timeline: events)
        calendar.animations = animations
        return calendar
    }

    /// `{ appear: ANIMATION, page: …, labelOut: …, labelIn: …, tap: …, progress: … }`, any subset;
    /// the others stay the design's.
    private func decodeCalendarAnimations(_ field: Field) -> CalendarAnimations? {
        guard let keyed = mapping(field, allowed: CalendarAnimations.names) else { return nil }
        var animations = CalendarAnimations.design
        var failed = false
        for entry in keyed.entries {
            if let animation = decodeAnimation(entry.value) {
                animations[entry.key] = animation
                // The appear animation is staggered over the rows of a month, at most 6.
                record(animation, at: entry.value, start: nil, elements: entry.key == "appear" ? 6 : 1)
            } else {
                failed = true
            }
        }
        return failed ? nil : animations
    }

    /// `YYYY-MM`.
    private func yearMonth(_ field: Field) -> YearMonth? {
        guard case .scalar = field.node, let text = field.text else {
            wrongType(field, expected: "a month as YYYY-MM, e.g. 2026-11")
            return nil
        }
        guard let month = YearMonth(text) else {
            invalid(field, "expected a month as YYYY-MM (month 01 … 12), e.g. 2026-11, found '\(text)'")
            return nil
        }
        return month
    }

    /// `YYYY-MM-DD`, a day that exists.
    private func calendarDay(_ field: Field) -> CalendarDay? {
        guard case .scalar = field.node, let text = field.text else {
            wrongType(field, expected: "a date as YYYY-MM-DD, e.g. 2026-11-14")
            return nil
        }
        if let day = CalendarDay(text) { return day }
        if let match = text.wholeMatch(of: /([0-9]{4}-[0-9]{2})-([0-9]{2})/), let month = YearMonth(String(match.1)),
           let day = Int(match.2) {
            invalid(field, dayOutOfRange(day, in: month))
        } else {
            invalid(field, "expected a date as YYYY-MM-DD, e.g. 2026-11-14, found '\(text)'")
        }
        return nil
    }

    /// "day 31 is out of range: November 2026 has 30 days", or for an event ("shown"), "day 31 is
    /// out of range: the calendar shows November 2026 then, which has 30 days".
    func dayOutOfRange(_ day: Int, in month: YearMonth, shown: Bool = false) -> String {
        let name = "\(month.name) \(month.year)", count = "\(CalendarMonth(month).dayCount) days"
        return "day \(day) is out of range: " + (shown ? "the calendar shows \(name) then, which has \(count)" : "\(name) has \(count)")
    }

    /// A day of `month` (1 … its length); when the month is unknown, 1 … 31.
    func dayOfMonth(_ field: Field, month: YearMonth?, shown: Bool = false) -> Int? {
        guard let day = integer(field) else { return nil }
        let count = month.map { CalendarMonth($0).dayCount } ?? 31
        guard (1...count).contains(day) else {
            invalid(field, month.map { dayOutOfRange(day, in: $0, shown: shown) } ?? "day \(day) is out of range 1 … 31")
            return nil
        }
        return day
    }

    /// `{ DAY: FILL, YYYY-MM-DD: FILL, … }`: a day of the first month, or any date; fills 0 … 1.
    private func decodeProgressMap(_ field: Field, month: YearMonth?) -> [CalendarDay: Double]? {
        guard case .mapping(let mapping) = field.node else {
            wrongType(field, expected: "a mapping of days to ring fills, e.g. { 1: 1.0, 2: 0.5 }")
            return nil
        }
        var result: [CalendarDay: Double] = [:]
        var failed = false
        for (keyNode, value) in mapping {
            let keyField = Field(node: keyNode, path: field.path)
            let key = keyField.text ?? ""
            let valueField = field.child(key, value)
            let day: CalendarDay?
            if key.wholeMatch(of: /[0-9]+/) != nil {
                day = dayOfMonth(keyField, month: month).flatMap { d in month.map { CalendarDay($0, day: d) } }
                if month == nil { failed = true }
            } else if key.contains("-") {
                day = calendarDay(keyField)
            } else {
                invalid(keyField, "a progress key is a day of the first month (1 … 31) or a date as YYYY-MM-DD, found "
                        + keyField.found)
                day = nil
            }
            let fill = number(valueField, "progress", in: .closed(0, 1))
            if let day, let fill {
                if result[day] != nil {
                    invalid(keyField, "\(day) is given twice")
                    failed = true
                }
                result[day] = fill
            } else {
                failed = true
            }
        }
        return failed ? nil : result
    }
}

extension CalendarScene: DecodableSceneKind {
    package static func decode(_ scene: Field, transition: Field?, timeline: Field?, canvas: Canvas?,
                                in reader: DocumentReader) -> CalendarScene? {
        reader.decodeCalendar(scene, transition: transition, timeline: timeline, canvas: canvas)
    }
}
