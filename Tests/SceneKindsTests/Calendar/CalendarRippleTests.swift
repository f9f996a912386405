import Foundation
import Motion
import Scene
import SceneKinds
import PresetTestSupport
import Testing
import TestSupport

/// The tap's ripple as the timeline gives it: an accent ring the size of the dial's ring at the
/// tap, growing to 1.35 × about the dial's centre while fading from 0.35 to 0 over 300 ms on an
/// ease-out (docs/calendar.md, "The tap ripple").
@Suite("Calendar: the tap ripple")
struct CalendarRippleTests {
    static let november = YearMonth(year: 2026, month: 11)
    static let accent = Color(red: 1, green: 0, blue: 0)

    static func timeline(reduceMotion: Bool = false) -> CalendarTimeline {
        let scene = CalendarScene(month: november, accent: accent,
                                  timeline: [CalendarScene.Event(at: 0.5, action: .tap(day: 11))])
        let canvas = Canvas(size: Size(width: 390, height: 844), scale: 1, fps: 60, background: .white)
        return CalendarTimeline(scene, canvas: canvas, hold: 0.2, reduceMotion: reduceMotion)
    }

    static let id = "dial.2026-11-11.ripple"

    @Test("halfway through, the ripple is the dial's ring, grown and faded by the eased progress")
    func halfway() throws {
        let timeline = Self.timeline()
        let layer = try #require(timeline.state(at: 0.65).layers.first { $0.id == Self.id })
        let p = ReferenceEasing.easeOut(0.5)
        #expect(abs(layer.scale - (1 + 0.35 * p)) < 1e-9)
        #expect(abs(layer.opacity - 0.35 * (1 - p)) < 1e-9)
        #expect(layer.anchor == .center)
        // The ring is the dial's own ring in shape and place, drawn in the accent.
        let dial = try #require(timeline.state(at: 0.65).layers.first { $0.id == "dial.2026-11-11.ring" })
        #expect(layer.frame == dial.frame)
        guard case .shape(.ring(let track, _, let progress, let lineWidth)) = layer.content else {
            Issue.record("the ripple is not a ring: \(layer.content)")
            return
        }
        #expect(track == Self.accent && progress == 0 && lineWidth == timeline.layout.ringWidth)
        // Behind the dial.
        #expect(layer.zIndex < dial.zIndex)
    }

    @Test("the ripple starts at the tap at full opacity and is gone 300 ms later")
    func span() throws {
        let timeline = Self.timeline()
        #expect(timeline.state(at: 0.49).layers.allSatisfy { $0.id != Self.id })
        let start = try #require(timeline.state(at: 0.5).layers.first { $0.id == Self.id })
        #expect(start.scale == 1 && abs(start.opacity - 0.35) < 1e-12)
        #expect(timeline.state(at: 0.8).layers.allSatisfy { $0.id != Self.id })
        #expect(timeline.settleTime >= 0.8 - 1e-12)
    }

    @Test("with Reduce Motion the ripple fades in place without growing")
    func reduceMotion() throws {
        let layer = try #require(Self.timeline(reduceMotion: true).state(at: 0.65).layers.first { $0.id == Self.id })
        #expect(layer.scale == 1)
        #expect(layer.opacity > 0 && layer.opacity < 0.35)
    }
}
