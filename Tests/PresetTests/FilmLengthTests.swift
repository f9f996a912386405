import Foundation
import Motion
import Preset
import Scene
import PresetTestSupport
import Testing

@Suite("A film lasts at most Limits.maximumFilmSeconds; a longer one is refused at the animation that ends last")
struct FilmLengthTests {
    @Test("a 60 s curve at speed 0.01 ends at 6000.25 s: refused at the transition's animation")
    func slowCurve() {
        let yaml = minimalPreset(["  animation: snappy": "  animation: { linear: 60, speed: 0.01 }"])
        // Started by the last event, at 0.25 s: 0.25 + 60 / 0.01.
        expect(PresetFixture.errorOnly(yaml), at: "{ linear: 60", in: yaml,
               message: "transition.animation: this animation ends at 6000.25 s (at the last event, 0.25 s, duration "
                   + "60 s at speed 0.01); a film may last at most 600 s")
    }

    @Test("a stagger over 200 layers that ends after 11940 s is refused at the event's animation")
    func layerStagger() {
        let ids = (0..<200).map { "l\($0)" }
        let yaml = """
            name: stagger
            canvas: { size: [390, 844], scale: 1, fps: 30 }
            scene:
              kind: layers
              layers:
            \(ids.map { "    - { id: \($0), rect: { fill: \"#5B7CFA\" }, opacity: 0 }" }.joined(separator: "\n"))
            timeline:
              - { at: 0.3, animate: { \(ids.map { "\($0): { opacity: 1 }" }.joined(separator: ", ")) },
                  animation: { linear: 0.25, stagger: { delay: 60 } } }

            """
        // The last of 200 layers starts 199 × 60 s after the first: 0.3 + 11940 + 0.25.
        expect(PresetFixture.errorOnly(yaml), at: "{ linear: 0.25", in: yaml,
               message: "timeline[0].animation: this animation ends at 11940.55 s (starting at 0.3 s, delay 0 s + "
                   + "stagger 60 s × 199, duration 0.25 s at speed 1); a film may last at most 600 s")
    }

    @Test("a film pushed over the limit by its hold says so")
    func hold() {
        let yaml = minimalPreset(["  animation: snappy": "  animation: { linear: 5.9, speed: 0.01 }\nhold: 20"])
        // 0.25 + 590 = 590.25 s, then 20 s of hold.
        expect(PresetFixture.errorOnly(yaml), at: "{ linear: 5.9", in: yaml,
               message: "this animation ends at 590.25 s (at the last event, 0.25 s, duration 5.9 s at speed 0.01); "
                   + "with the 20 s hold the film lasts 610.25 s; a film may last at most 600 s")
    }

    @Test("a film just under the limit loads, and lasts what its slow curve says")
    func justUnder() throws {
        let yaml = minimalPreset(["  animation: snappy": "  animation: { linear: 5.9, speed: 0.01 }\nhold: 9"])
        let timeline = try PresetFixture().load(yaml).timeline()
        #expect(abs(timeline.settleTime - 590.25) < 1e-9)
        // Frames 0 … 599.25 s at 60 fps.
        #expect(timeline.frameCount == Int((599.25 * 60).rounded(.down)) + 1)
    }

    @Test("the timeline decides when the quick bound cannot: a last event that changes nothing starts no animation")
    func timelineDecides() throws {
        // Started at the last event (55 s) the curve would end at 645 s; but selecting the tab
        // already shown animates nothing, so the film ends with the change at 0.25 s: 590.25 + 0.5.
        let yaml = minimalPreset(["  animation: snappy": "  animation: { linear: 5.9, speed: 0.01 }",
                                  "  - { at: 0.25, select: 1 }": "  - { at: 0.25, select: 1 }\n  - { at: 55, select: 1 }"])
        let scene = try PresetFixture().load(yaml)
        #expect(abs(scene.timeline().settleTime - 590.25) < 1e-9)
    }

    @Test("a slow track animation is named, not the transition's own")
    func track() {
        let yaml = minimalPreset(["  animation: snappy": "  animation: snappy\n  tracks: { opacity: { easeIn: 30, speed: 0.02, delay: 2 } }"])
        expect(PresetFixture.errorOnly(yaml), at: "{ easeIn: 30", in: yaml,
               message: "transition.tracks.opacity: this animation ends at 1502.25 s (at the last event, 0.25 s, "
                   + "delay 2 s, duration 30 s at speed 0.02)")
    }

    @Test("springs are ended by force after Limits.maximumRunSeconds, so even an undamped slow one fits")
    func springs() throws {
        let yaml = minimalPreset(["  animation: snappy": "  animation: { spring: { response: 60, dampingFraction: 0 }, speed: 0.01 }"])
        let timeline = try PresetFixture().load(yaml).timeline()
        // Ended at the first frame more than 60 s after the last event, at 0.25 s: frame 15 + 3600 + 1.
        let frame: Double = 15 + 3600 + 1
        #expect(timeline.settleTime == frame / 60)
    }
}
