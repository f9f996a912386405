import Foundation
import Preset
import Scene
import Yams

/// A calendar's `timeline`: events in time order, each `at:` a time and exactly one action.
///
/// ```yaml
/// timeline:
///   - { at: 0.1, appear: true }                       # only true; once, before any other event
///   - { at: 1.2, month: next }                        # next | previous
///   - { at: 2.0, scroll: { to: 210, duration: 0.5 } } # -400 … 400 pt; duration > 0, ≤ 10 (default 0.5)
///   - { at: 3.0, tap: 14 }                            # a day of the month shown then
///   - { at: 3.5, progress: { day: 14, to: 0.8 } }     # to: 0 … 1
/// ```
///
/// The timeline may be empty (the calendar at rest). No event may start while a scroll is being
/// dragged. Days are checked against the month the calendar shows at the event, following the
/// month changes and scroll snaps before it.
extension DocumentReader {
    static let calendarActions = ["appear", "month", "scroll", "tap", "progress"]
    static let defaultScrollDuration = 0.5

    func decodeCalendarTimeline(_ field: Field, month first: YearMonth?) -> [CalendarScene.Event]? {
        let rule = "a timeline may have at most \(Limits.maximumEvents) events"
        guard let items = sequence(field, atMost: Limits.maximumEvents, rule) else { return nil }
        var events: [CalendarScene.Event?] = []
        var month = first
        var previous: EventOrder?
        var drag: (at: String, until: Double)?
        var appeared: String?
        for (index, item) in items.enumerated() {
            guard let event = mapping(item, allowed: ["at"] + Self.calendarActions) else {
                events.append(nil)
                continue
            }
            let timed = eventTime(event, after: &previous)
            var at = timed?.time
            let atField = timed?.field
            if let (time, atField) = timed, let drag, time < drag.until - 1e-9 {
                invalid(atField, "event at \(atField.text ?? "") comes while the scroll at \(drag.at) is still "
                        + "being dragged (until \(Limit.format(drag.until))); start it then or later")
                at = nil
            }
            let actions = event.entries.filter { Self.calendarActions.contains($0.key) }
            guard let entry = actions.first else {
                // A misspelt action was reported as an unknown key already.
                if event.entries.count == item.node.mapping?.count {
                    invalid(item, "an event needs one of: \(Self.calendarActions.joined(separator: ", "))")
                }
                events.append(nil)
                continue
            }
            for extra in actions.dropFirst() {
                report(.invalidValue(path: item.path, message: "an event has one action, but '\(entry.key)' and "
                                     + "'\(extra.key)' are both here; give each its own event"), at: extra.keyNode)
            }
            let value = entry.value
            var action: CalendarScene.Action?
            switch entry.key {
            case "appear":
                if let appearedAt = appeared {
                    invalid(value, "the dials appear once; the event at \(appearedAt) already made them appear")
                } else if index > 0 {
                    invalid(value, "appear must be the first event: the dials are hidden until they appear")
                } else if let flag = bool(value) {
                    if flag {
                        action = .appear
                    } else {
                        invalid(value, "appear takes only true; leave the event out to show the dials at rest")
                    }
                }
                appeared = atField?.text ?? "?"
            case "month":
                if let step = choice(value, "month step", ["next": CalendarScene.Step.next,
                                                           "previous": CalendarScene.Step.previous]) {
                    action = .month(step)
                    month = month?.adding(months: step.sign)
                }
            case "scroll":
                if let scroll = decodeScroll(value) {
                    action = .scroll(to: scroll.to, duration: scroll.duration)
                    if let at, let atField { drag = (atField.text ?? "", at + scroll.duration) }
                    month = month?.adding(months: CalendarMotion.snapStep(scrolledBy: scroll.to))
                }
            case "tap":
                action = dayOfMonth(value, month: month, shown: true).map { .tap(day: $0) }
            default:
                action = decodeProgressEvent(value, month: month)
            }
            events.append(at.flatMap { at in action.map { CalendarScene.Event(at: at, action: $0) } })
        }
        return events.contains { $0 == nil } ? nil : events.compactMap { $0 }
    }

    /// `{ to: POINTS, duration: SECONDS }`.
    private func decodeScroll(_ field: Field) -> (to: Double, duration: Double)? {
        guard let scroll = mapping(field, allowed: ["to", "duration"]) else { return nil }
        let height = CalendarMotion.monthHeight
        let to = required(scroll, "to").flatMap {
            number($0, "scroll offset (at most one month, \(Limit.format(height)) pt, either way)",
                   in: .closed(-height, height))
        }
        let duration = number(scroll, "duration", in: .closed(Limits.minimumInterval, Limits.maximumScrollSeconds),
                              default: Self.defaultScrollDuration)
        guard let to, let duration else { return nil }
        return (to, duration)
    }

    /// `{ day: DAY, to: FILL }`.
    private func decodeProgressEvent(_ field: Field, month: YearMonth?) -> CalendarScene.Action? {
        guard let progress = mapping(field, allowed: ["day", "to"]) else { return nil }
        let day = required(progress, "day").flatMap { dayOfMonth($0, month: month, shown: true) }
        let to = required(progress, "to").flatMap { number($0, "progress", in: .closed(0, 1)) }
        guard let day, let to else { return nil }
        return .progress(day: day, to: to)
    }
}
