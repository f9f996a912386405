import Foundation
import Motion
import Preset
import Scene
import SceneKinds
import PresetTestSupport
import Testing

/// A small valid calendar preset; `replacing` swaps a piece of text for another to make a variant.
private func calendarPreset(_ replacements: [String: String] = [:]) -> String {
    var yaml = """
        name: cal
        canvas: { size: [390, 844], scale: 3, fps: 60, background: "#f9f9f9" }
        scene:
          kind: calendar
          month: 2026-11
          firstWeekday: monday
          accent: "#5B7CFA"
          today: 2026-11-14
          progress: { 1: 1.0, 2: 0.6, 2026-12-03: 0.5 }
        timeline:
          - { at: 0.1, appear: true }
          - { at: 1.2, month: next }
          - { at: 2.0, scroll: { to: 210, duration: 0.5 } }
          - { at: 3.0, tap: 14 }
          - { at: 3.5, progress: { day: 14, to: 0.8 } }
        hold: 0.5

        """
    for (old, new) in replacements {
        precondition(yaml.contains(old), "calendar preset has no '\(old)'")
        yaml = yaml.replacingOccurrences(of: old, with: new)
    }
    return yaml
}

@Suite("calendar presets: keys, events and their errors at FILE:LINE:COLUMN")
struct CalendarDecodingTests {
    @Test("a calendar preset decodes to its scene")
    func decodes() throws {
        let fixture = try PresetFixture()
        let scene = try fixture.load(calendarPreset())
        guard let calendar = scene.kind as? CalendarScene else {
            Issue.record("not a calendar: \(scene.kind)")
            return
        }
        let november = YearMonth(year: 2026, month: 11)
        #expect(calendar.month == november && calendar.firstWeekday == .monday)
        #expect(calendar.accent == Color(hex: "#5B7CFA"))
        #expect(calendar.today == CalendarDay(november, day: 14))
        #expect(calendar.progress == [CalendarDay(november, day: 1): 1, CalendarDay(november, day: 2): 0.6,
                                      CalendarDay(YearMonth(year: 2026, month: 12), day: 3): 0.5])
        #expect(calendar.timeline == [
            .init(at: 0.1, action: .appear), .init(at: 1.2, action: .month(.next)),
            .init(at: 2.0, action: .scroll(to: 210, duration: 0.5)), .init(at: 3.0, action: .tap(day: 14)),
            .init(at: 3.5, action: .progress(day: 14, to: 0.8)),
        ])
        #expect(scene.timeline() is CalendarTimeline)
    }

    @Test("defaults: Monday first, the default accent, no today, no progress, an empty timeline")
    func defaults() throws {
        let yaml = """
            canvas: { size: [390, 844] }
            scene: { kind: calendar, month: 2024-02 }
            timeline: []

            """
        let scene = try PresetFixture().load(yaml, file: "feb.yaml")
        #expect(scene.kind as? CalendarScene == CalendarScene(month: YearMonth(year: 2024, month: 2)))
        let sunday = try PresetFixture().load(yaml.replacingOccurrences(of: "2024-02 }", with: "2024-02, firstWeekday: sunday }"))
        let calendar = try #require(sunday.kind as? CalendarScene)
        #expect(calendar.firstWeekday == .sunday)
    }

    @Test("an unknown scene key is an error at the key, with a suggestion")
    func unknownKey() throws {
        let yaml = calendarPreset(["  firstWeekday: monday": "  firstWeekDay: monday"])
        let error = try PresetFixture().error(yaml)
        expect(error, at: "firstWeekDay", in: yaml, message: "unknown key 'firstWeekDay' in scene; did you mean 'firstWeekday'?")
    }

    @Test("a misspelt first weekday is an unknown choice with a suggestion")
    func weekdayChoice() throws {
        let yaml = calendarPreset(["firstWeekday: monday": "firstWeekday: mondya"])
        let error = try PresetFixture().error(yaml)
        expect(error, at: "mondya", in: yaml, message: "did you mean 'monday'?")
    }

    @Test("a month not written YYYY-MM is an error at the value", arguments: ["2026-13", "Nov 2026", "2026-1"])
    func badMonth(_ month: String) throws {
        let yaml = calendarPreset(["month: 2026-11": "month: \(month)"])
        let error = try PresetFixture().error(yaml)
        expect(error, at: month, after: "month: ", in: yaml, message: "expected a month as YYYY-MM")
    }

    @Test("a missing month is reported at the scene")
    func missingMonth() throws {
        let yaml = calendarPreset(["  month: 2026-11\n": ""])
        let error = try PresetFixture().error(yaml)
        expect(error, at: "kind: calendar", in: yaml, message: "scene: missing required key 'month'")
    }

    @Test("a progress day the first month does not have is an error at the key")
    func progressDayOutOfRange() throws {
        let yaml = calendarPreset(["progress: { 1: 1.0,": "progress: { 31: 1.0,"])
        let error = try PresetFixture().error(yaml)
        expect(error, at: "31", in: yaml, message: "day 31 is out of range: November 2026 has 30 days")
    }

    @Test("a progress date that does not exist is an error at the key")
    func progressDateOutOfRange() throws {
        let yaml = calendarPreset(["2026-12-03: 0.5": "2027-02-29: 0.5"])
        let error = try PresetFixture().error(yaml)
        expect(error, at: "2027-02-29", in: yaml, message: "day 29 is out of range: February 2027 has 28 days")
    }

    @Test("a progress fill outside 0 … 1 is an error at the value")
    func progressRange() throws {
        let yaml = calendarPreset(["2: 0.6": "2: 1.2"])
        let error = try PresetFixture().error(yaml)
        expect(error, at: "1.2", in: yaml, message: "progress must be between 0 and 1, found 1.2")

        let event = calendarPreset(["to: 0.8": "to: -0.1"])
        expect(try PresetFixture().error(event), at: "-0.1", in: event, message: "progress must be between 0 and 1")
    }

    @Test("an unknown event is an error at its key, with a suggestion when one is close")
    func unknownEvent() throws {
        let yaml = calendarPreset(["{ at: 3.0, tap: 14 }": "{ at: 3.0, tapp: 14 }"])
        let error = try PresetFixture().error(yaml)
        expect(error, at: "tapp", in: yaml, message: "unknown key 'tapp' in timeline[3]; did you mean 'tap'?")

        let swipe = calendarPreset(["{ at: 3.0, tap: 14 }": "{ at: 3.0, swipe: left }"])
        expect(try PresetFixture().error(swipe), at: "swipe", in: swipe, message: "unknown key 'swipe' in timeline[3]")
    }

    @Test("an event with no action, or two, is an error")
    func actionCount() throws {
        let none = calendarPreset(["{ at: 3.0, tap: 14 }": "{ at: 3.0 }"])
        expect(try PresetFixture().error(none), at: "{ at: 3.0 }", in: none,
               message: "an event needs one of: appear, month, scroll, tap, progress")
        let two = calendarPreset(["{ at: 3.0, tap: 14 }": "{ at: 3.0, tap: 14, month: next }"])
        expect(try PresetFixture().error(two), at: "month: next }", in: two, occurrence: 2,
               message: "an event has one action, but 'tap' and 'month' are both here")
    }

    @Test("a tap on a day the month shown then does not have is an error at the day")
    func tapDayFollowsTheMonth() throws {
        // After `month: next` and a scroll past half a month, the calendar shows January 2027 (31 days);
        // before them, November (30).
        let yaml = calendarPreset(["tap: 14": "tap: 31"])
        #expect(try PresetFixture().errors(yaml).isEmpty)
        let short = calendarPreset(["scroll: { to: 210,": "scroll: { to: 190,", "tap: 14": "tap: 32"])
        expect(try PresetFixture().error(short), at: "32", in: short,
               message: "day 32 is out of range: the calendar shows December 2026 then, which has 31 days")
        let early = calendarPreset(["{ at: 1.2, month: next }": "{ at: 1.2, tap: 31 }"])
        expect(try PresetFixture().error(early), at: "31 }", in: early,
               message: "day 31 is out of range: the calendar shows November 2026 then, which has 30 days")
    }

    @Test("a scroll further than a month, or with a duration of 0, is an error at the value")
    func scrollLimits() throws {
        let far = calendarPreset(["to: 210": "to: 420"])
        expect(try PresetFixture().error(far), at: "420", in: far, message: "must be between -400 and 400, found 420")
        let instant = calendarPreset(["duration: 0.5": "duration: 0"])
        expect(try PresetFixture().error(instant), at: "0 }", after: "duration: ", in: instant,
               message: "duration must be between 0.001 and 10")
    }

    @Test("no event may start while a scroll is being dragged")
    func eventDuringDrag() throws {
        let yaml = calendarPreset(["{ at: 3.0, tap: 14 }": "{ at: 2.3, tap: 14 }"])
        expect(try PresetFixture().error(yaml), at: "2.3", in: yaml,
               message: "event at 2.3 comes while the scroll at 2.0 is still being dragged (until 2.5)")
    }

    @Test("appear is true, once, and first")
    func appearRules() throws {
        let late = calendarPreset(["{ at: 3.0, tap: 14 }": "{ at: 3.0, appear: true }"])
        expect(try PresetFixture().error(late), at: "true }", after: "3.0, appear: ", in: late,
               message: "the dials appear once; the event at 0.1 already made them appear")
        let notFirst = calendarPreset(["  - { at: 0.1, appear: true }\n": "",
                                       "{ at: 3.0, tap: 14 }": "{ at: 3.0, appear: true }"])
        expect(try PresetFixture().error(notFirst), at: "true }", in: notFirst,
               message: "appear must be the first event")
        let off = calendarPreset(["appear: true": "appear: false"])
        expect(try PresetFixture().error(off), at: "false", in: off, message: "appear takes only true")
    }

    @Test("events out of time order are an error at the later one's time")
    func order() throws {
        let yaml = calendarPreset(["{ at: 1.2, month: next }": "{ at: 0.05, month: next }"])
        expect(try PresetFixture().error(yaml), at: "0.05", in: yaml, message: "comes before the previous event (at 0.1)")
    }

    @Test("a transition is not allowed: the calendar's animations are the design's")
    func noTransition() throws {
        let yaml = calendarPreset(["hold: 0.5": "transition: { animation: snappy }\nhold: 0.5"])
        expect(try PresetFixture().error(yaml), at: "{ animation: snappy }", in: yaml,
               message: "a calendar scene takes no transition")
    }

    @Test("the shipped calendar presets decode to what their names promise")
    func shipped() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Presets").standardized
        func calendar(_ name: String) throws -> CalendarScene? {
            let scene = try PresetLoader.load(contentsOf: folder.appendingPathComponent("\(name).yaml"))
            guard let calendar = scene.kind as? CalendarScene else { return nil }
            return calendar
        }
        let appear = try #require(try calendar("calendar-appear"))
        #expect(appear.timeline.map(\.action) == [.appear])
        let month = try #require(try calendar("calendar-month"))
        #expect(month.timeline.map(\.action) == [.month(.next), .month(.next), .month(.previous)])
        let interactions = try #require(try calendar("calendar-interactions"))
        let actions = interactions.timeline.map(\.action)
        #expect(actions.contains { if case .scroll(let to, _) = $0 { CalendarMotion.snapStep(scrolledBy: to) == 0 } else { false } })
        #expect(actions.contains { if case .scroll(let to, _) = $0 { CalendarMotion.snapStep(scrolledBy: to) == 1 } else { false } })
        #expect(actions.contains { if case .tap = $0 { true } else { false } })
        #expect(actions.contains { if case .progress = $0 { true } else { false } })
    }
}
