import Foundation
import Motion
import Scene
import SceneKinds
import TestSupport
import PresetTestSupport
import Testing

/// SwiftUI's `spring(response: 0.6, dampingFraction: 0.7)` from 0 to 1, computed independently.
private let appearCurve = try! ReferenceCurve("fluid_r0.6_z0.7_d1.csv")
private let november = YearMonth(year: 2026, month: 11)   // the 1st is a Sunday: six rows, Monday first
private let easeInOut = (0.42, 0.0, 0.58, 1.0)

/// A calendar of November 2026 on the 390 × 844 pt screen, with `events`.
private func calendar(_ events: [CalendarScene.Event], progress: [Int: Double] = [:], reduceMotion: Bool = false,
                      hold: Double = 0.3) -> CalendarTimeline {
    let scene = CalendarScene(month: november, progress: Dictionary(uniqueKeysWithValues: progress.map {
        (CalendarDay(november, day: $0.key), $0.value)
    }), timeline: events)
    let canvas = Canvas(size: Size(width: 390, height: 844), scale: 3, fps: 60, background: Color(hex: "#f9f9f9")!)
    return CalendarTimeline(scene, canvas: canvas, hold: hold, reduceMotion: reduceMotion)
}

private func event(_ at: Double, _ action: CalendarScene.Action) -> CalendarScene.Event {
    CalendarScene.Event(at: at, action: action)
}

/// SwiftUI's stepped spring from 0 to `delta`, written out from its definition (fixed 1/300 s
/// steps, ceil(300 · tau − 1e-9) of them by `tau`; the motion model in docs/architecture.md): its
/// value `tau` seconds after the start.
private func steppedSpring(response: Double, dampingFraction: Double, delta: Double, at tau: Double) -> Double {
    let k = min(pow(2 * Double.pi / response, 2), 45000), c = 2 * k.squareRoot() * dampingFraction
    var x = 0.0, v = 0.0, f = 0.0
    for _ in 0..<Int((300 * tau - 1e-9).rounded(.up)) {
        let h = v + f / 600
        x += h / 300
        f = -c * h + k * (delta - x)
        v = h + f / 600
    }
    return x
}

extension FrameState {
    /// The opacity of the layer `id`, 0 when it is not drawn.
    func opacity(_ id: String) -> Double { layer(id)?.opacity ?? 0 }

    /// The visible layer whose id ends with `suffix` (labels carry a showing number).
    func layer(endingWith suffix: String) -> [LayerState] { layers.filter { $0.id.hasSuffix(suffix) } }

    /// A dial's ring fill.
    func ringProgress(_ day: String) -> Double? {
        guard case .shape(.ring(_, _, let progress, _))? = layer("dial.\(day).ring")?.content else { return nil }
        return progress
    }
}

@Suite("calendar scene: dials, months, scrolls, taps and rings over time")
struct CalendarTimelineTests {
    @Test("without an appear event the dials show at rest from the first frame; the layout is a 7-column grid")
    func atRest() throws {
        let timeline = calendar([])
        let frame = timeline.frame(0)
        #expect(timeline.settleTime == 0 && timeline.frameCount == 19)
        let one = try #require(frame.layer("dial.2026-11-01.ring"))
        let two = try #require(frame.layer("dial.2026-11-02.ring"))
        #expect(one.opacity == 1 && one.scale == 1 && one.anchor == .center && one.offset == .zero)
        #expect(frame.layer("dial.2026-11-01.number")?.frame == one.frame, "ring and number share a frame")
        #expect(one.clip == timeline.layout.monthArea)
        // The 1st is a Sunday: the last column of the first row; the 2nd starts the next row.
        let column = timeline.layout.columnWidth, row = timeline.layout.rowHeight
        #expect(abs(one.frame.minX - two.frame.minX - 6 * column) < 1e-9)
        #expect(abs(two.frame.minY - one.frame.minY - row) < 1e-9)
        #expect(frame.layers.filter { $0.id.hasSuffix(".ring") }.count == 30)
        #expect(frame.layer("label.0.month")?.content == .shape(.text(TextStyle(
            "November", size: 34, weight: .bold, color: CalendarLayout.primaryText))))
        #expect(timeline.layout.monthArea.height == 400)
    }

    @Test("appear: dials start hidden at scale 0.85 and spring to 1 / 1, opacity on the reference curve")
    func appear() throws {
        let timeline = calendar([event(0.2, .appear)])
        #expect(timeline.frame(0).layer("dial.2026-11-01.ring") == nil, "hidden before the event")
        for frame in 13...60 {
            let t = Double(frame) / 60, tau = t - 0.2
            let ring = try #require(timeline.frame(frame).layer("dial.2026-11-01.ring"), "frame \(frame)")
            let reference = appearCurve.row(at: tau)
            if reference.ended == false {
                #expect(abs(ring.opacity - min(max(reference.value, 0), 1)) <= 1e-9, "frame \(frame)")
            }
            if tau <= 0.3 {
                // The same spring over 0.15 (before the scale's own, earlier end).
                #expect(abs(ring.scale - (0.85 + 0.15 * reference.value)) <= 1e-9, "frame \(frame)")
            }
        }
        let settled = timeline.state(at: timeline.settleTime)
        #expect(settled.opacity("dial.2026-11-30.ring") == 1 && settled.layer("dial.2026-11-30.ring")?.scale == 1)
    }

    @Test("appear staggers by row: row r starts 0.05·r s after the event", arguments: 0...5)
    func stagger(_ row: Int) throws {
        // Monday first: row 0 holds the 1st, row r ≥ 1 starts with day 7r − 5.
        let day = row == 0 ? 1 : 7 * row - 5
        let id = String(format: "dial.2026-11-%02d.ring", day)
        let timeline = calendar([event(0.2, .appear)])
        let start = 0.2 + 0.05 * Double(row)
        #expect(timeline.state(at: start).opacity(id) == 0)
        #expect(timeline.state(at: start - 1.0 / 60).layer(id)?.scale ?? 0.85 == 0.85)
        for k in 1...12 {
            let tau = Double(k) / 60
            let layer = try #require(timeline.state(at: start + tau).layer(id))
            #expect(abs(layer.opacity - appearCurve.row(at: tau).value) <= 1e-9, "row \(row), \(k) frames in")
        }
    }

    @Test("month: next: labels leave upwards in 200 ms, the new ones come from below over the next 300 ms")
    func labelsNext() throws {
        let timeline = calendar([event(0.2, .month(.next))])
        let out = timeline.state(at: 0.3)   // halfway through the out-phase
        let old = try #require(out.layer("label.0.month"))
        #expect(abs(old.opacity - (1 - bezierProgress(easeInOut, at: 0.5))) <= 1e-9)
        #expect(abs(old.offset.y - -20 * bezierProgress(easeInOut, at: 0.5)) <= 1e-9)
        #expect(out.layer("label.0.year")?.offset == old.offset && out.layer("label.0.year")?.opacity == old.opacity)
        #expect(out.layer(endingWith: ".month").count == 1, "the new month waits for the old one to leave")
        #expect(abs(old.opacity - 0.5) <= 1e-9 && abs(old.offset.y + 10) <= 1e-9)

        for tau in [0.05, 0.1, 0.15, 0.25] {
            let state = timeline.state(at: 0.4 + tau)
            #expect(state.layer("label.0.month") == nil)
            let new = try #require(state.layer("label.1.month"))
            let p = bezierProgress(easeInOut, at: tau / 0.3)
            #expect(new.content == .shape(.text(TextStyle("December", size: 34, weight: .bold,
                                                          color: CalendarLayout.primaryText))))
            #expect(abs(new.opacity - p) <= 1e-9 && abs(new.offset.y - 20 * (1 - p)) <= 1e-9, "\(tau)")
            #expect(state.layer("label.1.year")?.offset == new.offset)
        }
        let end = timeline.state(at: 0.7)
        #expect(end.layer("label.1.month")?.opacity == 1 && end.layer("label.1.month")?.offset == .zero)
    }

    @Test("month: previous mirrors it, and the year changes with the month")
    func labelsPrevious() throws {
        let scene = CalendarScene(month: YearMonth(year: 2027, month: 1), timeline: [event(0.2, .month(.previous))])
        let canvas = Canvas(size: Size(width: 390, height: 844), scale: 3, fps: 60, background: .white)
        let timeline = CalendarTimeline(scene, canvas: canvas, hold: 0.3, reduceMotion: false)
        #expect(abs(try #require(timeline.state(at: 0.3).layer("label.0.year")).offset.y - 10) <= 1e-9)
        let arriving = try #require(timeline.state(at: 0.55).layer("label.1.year"))
        #expect(abs(arriving.offset.y - -10) <= 1e-9)
        #expect(arriving.content == .shape(.text(TextStyle("2026", size: 17, weight: .semibold,
                                                           color: CalendarLayout.secondaryText))))
    }

    @Test("month: next pages the grid up on spring(response: 0.4, dampingFraction: 0.8), 400 pt per month")
    func gridSpring() throws {
        let timeline = calendar([event(0.2, .month(.next))])
        for frame in 13...40 {
            let tau = Double(frame) / 60 - 0.2
            let moved = steppedSpring(response: 0.4, dampingFraction: 0.8, delta: 400, at: tau)
            let state = timeline.frame(frame)
            if let old = state.layer("dial.2026-11-30.ring") {
                #expect(abs(old.offset.y - -moved) <= 1e-6, "frame \(frame)")
            }
            let new = try #require(state.layer("dial.2026-12-01.ring"), "frame \(frame)")
            #expect(abs(new.offset.y - (400 - moved)) <= 1e-6, "frame \(frame)")
        }
        let settled = timeline.state(at: timeline.settleTime)
        #expect(settled.layer("dial.2026-12-01.ring")?.offset == .zero)
        #expect(settled.layer("dial.2026-11-30.ring") == nil)
        #expect(timeline.month(at: timeline.settleTime) == YearMonth(year: 2026, month: 12))
    }

    @Test("the snap decision: at least half the month height changes month, less snaps back")
    func snapDecision() {
        #expect(CalendarMotion.snapStep(scrolledBy: 0.49 * 400) == 0)
        #expect(CalendarMotion.snapStep(scrolledBy: 0.51 * 400) == 1)
        #expect(CalendarMotion.snapStep(scrolledBy: -0.49 * 400) == 0)
        #expect(CalendarMotion.snapStep(scrolledBy: -0.51 * 400) == -1)
        #expect(CalendarMotion.snapStep(scrolledBy: 200) == 1)
    }

    @Test("a scroll to 49 % snaps back; to 51 % snaps to the next month with the cubic ease-in-out")
    func scrollSnap() throws {
        let back = calendar([event(0.2, .scroll(to: 196, duration: 0.5))])
        // Halfway through the drag the grid is halfway (ease-in-out at 0.5 is 0.5).
        #expect(abs(try #require(back.state(at: 0.45).layer("dial.2026-11-01.ring")).offset.y - -98) <= 1e-9)
        #expect(abs(try #require(back.state(at: 0.7).layer("dial.2026-11-01.ring")).offset.y - -196) <= 1e-9)
        let snapBack = try #require(back.state(at: 0.7 + 0.175).layer("dial.2026-11-01.ring"))
        #expect(abs(snapBack.offset.y - -196 * (1 - bezierProgress((0.65, 0, 0.35, 1), at: 0.5))) <= 1e-9)
        #expect(back.state(at: back.settleTime).layer("dial.2026-11-01.ring")?.offset == .zero)
        #expect(back.state(at: back.settleTime).layer("label.1.month") == nil, "the labels never changed")
        #expect(back.month(at: back.settleTime) == november)

        let next = calendar([event(0.2, .scroll(to: 204, duration: 0.5))])
        let snapping = try #require(next.state(at: 0.7 + 0.1).layer("dial.2026-12-01.ring"))
        let p = bezierProgress((0.65, 0, 0.35, 1), at: 0.1 / 0.35)
        #expect(abs(snapping.offset.y - (400 - (204 + 196 * p))) <= 1e-9)
        #expect(abs(next.settleTime - 1.2) <= 1e-9, "the labels' in-phase ends last: 0.7 + 0.2 + 0.3")
        let settled = next.state(at: next.settleTime)
        #expect(settled.layer("dial.2026-12-01.ring")?.offset == .zero)
        #expect(settled.layer("label.1.month")?.content == .shape(.text(TextStyle(
            "December", size: 34, weight: .bold, color: CalendarLayout.primaryText))))
        // The labels change at the release, not when the drag starts.
        #expect(next.state(at: 0.69).layer("label.0.month")?.opacity == 1)
    }

    @Test("tap: the dial scales to 1.05 over 150 ms and back over 150 ms, ring and number together")
    func tap() throws {
        let timeline = calendar([event(1, .tap(day: 14))])
        for (tau, expected) in [(0.0, 1.0), (0.075, 1 + 0.05 * bezierProgress(easeInOut, at: 0.5)), (0.15, 1.05),
                                (0.225, 1.05 - 0.05 * bezierProgress(easeInOut, at: 0.5)), (0.3, 1.0)] {
            let state = timeline.state(at: 1 + tau)
            let ring = try #require(state.layer("dial.2026-11-14.ring"))
            #expect(abs(ring.scale - expected) <= 1e-9, "\(tau)")
            #expect(state.layer("dial.2026-11-14.number")?.scale == ring.scale)
            #expect(state.layer("dial.2026-11-15.ring")?.scale == 1)
        }
        #expect(abs(timeline.settleTime - 1.3) <= 1e-9)
    }

    @Test("progress: the ring fills over 800 ms ease-in-out; at 400 ms it is halfway")
    func ringFill() throws {
        let timeline = calendar([event(1, .progress(day: 14, to: 0.8))], progress: [14: 0.2])
        #expect(timeline.state(at: 1).ringProgress("2026-11-14") == 0.2)
        let half = try #require(timeline.state(at: 1.4).ringProgress("2026-11-14"))
        // easeInOut is symmetric about (0.5, 0.5): halfway in time is halfway in value.
        #expect(abs(bezierProgress(easeInOut, at: 0.5) - 0.5) <= 1e-12)
        #expect(abs(half - (0.2 + 0.6 * 0.5)) <= 1e-9)
        let quarter = try #require(timeline.state(at: 1.2).ringProgress("2026-11-14"))
        #expect(abs(quarter - (0.2 + 0.6 * bezierProgress(easeInOut, at: 0.25))) <= 1e-9)
        #expect(timeline.state(at: 1.8).ringProgress("2026-11-14") == 0.8)
        #expect(timeline.state(at: 1.4).ringProgress("2026-11-13") == 0)
    }

    @Test("Reduce Motion: appear only fades, months cross-fade in place, labels fade without moving, taps dim")
    func reduceMotion() throws {
        let appear = calendar([event(0.2, .appear)], reduceMotion: true)
        for frame in 13...40 {
            let ring = try #require(appear.frame(frame).layer("dial.2026-11-01.ring"))
            let reference = appearCurve.row(at: Double(frame) / 60 - 0.2)
            #expect(ring.scale == 1)
            if reference.ended == false { #expect(abs(ring.opacity - min(max(reference.value, 0), 1)) <= 1e-9) }
        }

        let month = calendar([event(0.2, .month(.next))], reduceMotion: true)
        let mid = month.state(at: 0.35)
        let incoming = try #require(mid.layer("dial.2026-12-01.ring"))
        let ghost = try #require(mid.layer("ghost.0.dial.2026-11-01.ring"))
        #expect(incoming.offset == .zero && ghost.offset == .zero)
        #expect(abs(incoming.opacity - 0.5) <= 1e-9 && abs(ghost.opacity - 0.5) <= 1e-9)
        #expect(mid.layer("dial.2026-11-01.ring") == nil)
        #expect(month.state(at: 0.3).layer("label.0.month")?.offset == .zero)
        #expect(month.state(at: 0.55).layer("label.1.month")?.offset == .zero)
        #expect(abs((month.state(at: 0.3).layer("label.0.month")?.opacity ?? 0) - 0.5) <= 1e-9)
        #expect(month.state(at: month.settleTime).layer("ghost.0.dial.2026-11-01.ring") == nil)

        let tap = calendar([event(1, .tap(day: 14))], reduceMotion: true)
        let pressed = try #require(tap.state(at: 1.15).layer("dial.2026-11-14.ring"))
        #expect(pressed.scale == 1 && abs(pressed.opacity - 0.6) <= 1e-9)
    }

    @Test("months paged while a change is still springing stay exactly 400 pt apart")
    func interruptedPaging() throws {
        let timeline = calendar([event(0.2, .month(.next)), event(0.35, .month(.next))])
        for frame in 20...50 {
            let state = timeline.frame(frame)
            if let dec = state.layer("dial.2026-12-01.ring"), let jan = state.layer("dial.2027-01-01.ring") {
                #expect(abs(jan.offset.y - dec.offset.y - 400) <= 1e-9)
            }
        }
        // December's labels were still waiting to come in at 0.35 s: they never show.
        for frame in 0..<timeline.frameCount {
            #expect(!timeline.frame(frame).layers.contains { $0.content == .shape(.text(TextStyle(
                "December", size: 34, weight: .bold, color: CalendarLayout.primaryText))) })
        }
        #expect(timeline.month(at: timeline.settleTime) == YearMonth(year: 2027, month: 1))
    }
}

@Suite("calendar scene: Reduce Motion round trips")
struct CalendarReducedRoundTripTests {
    @Test("a month faded in, left and faded in again still shows at its first visit")
    func revisit() throws {
        let timeline = calendar([event(0.2, .month(.next)), event(1.2, .month(.next)), event(2.2, .month(.previous))],
                                reduceMotion: true)
        for t in [0.5, 1.0, 2.6] {
            let december = try #require(timeline.state(at: t).layer("dial.2026-12-01.ring"), "t = \(t)")
            #expect(december.opacity == 1 && december.offset == .zero)
        }
        #expect(abs(try #require(timeline.state(at: 2.35).layer("dial.2026-12-01.ring")).opacity - 0.5) <= 1e-9)
        #expect(timeline.state(at: 1.6).layer("dial.2027-01-01.ring")?.opacity == 1)
    }
}
