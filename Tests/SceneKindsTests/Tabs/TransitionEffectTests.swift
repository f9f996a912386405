import Foundation
import Motion
import Scene
import PresetTestSupport
import Testing
import TestSupport

/// spring(response: 0.3, dampingFraction: 0.85) and spring(response: 0.5, dampingFraction: 0.7),
/// computed independently. The stepped spring is linear in its distance until it ends, so a
/// property moving by Δ is at Δ · x(τ); early samples (τ ≤ 0.15 s) are far from any end.
private let unit = try! ReferenceCurve("fluid_r0.3_z0.85_d1.csv")
private let bouncy = try! ReferenceCurve("fluid_r0.5_z0.7_d1.csv")
private let w = TabsFixture.width, h = 844.0 - TabsFixture.headerHeight
private let early = [0.05, 0.1, 0.15]

/// The frame at τ seconds after a change at 0.25 s (60 fps).
private func frame(_ timeline: any Timeline, tau: Double) -> FrameState {
    timeline.frame(Int(((0.25 + tau) * 60).rounded()))
}

@Suite("transition effects, each against the reference curves")
struct TransitionEffectTests {
    @Test("scale grows about its anchor; a removal scales up while fading")
    func scale() throws {
        let transition = Transition(insertion: [.scale(0.9, anchor: .topLeading), .opacity],
                                    removal: [.scale(1.06, anchor: .center), .opacity])
        let timeline = TabsFixture.scene([(0, 0), (0.25, 1)], transition: transition)
        for tau in early {
            let x = unit.row(at: tau).value, state = frame(timeline, tau: tau)
            let inserted = try #require(state.layer("tab.1")), removed = try #require(state.layer("tab.0"))
            #expect(abs(inserted.scale - (0.9 + 0.1 * x)) < 1e-9 && inserted.anchor == .topLeading)
            #expect(abs(removed.scale - (1 + 0.06 * x)) < 1e-9 && removed.anchor == .center)
            #expect(inserted.offset == .zero && abs(inserted.opacity - min(x, 1)) < 1e-9)
        }
        #expect(timeline.frame(timeline.frameCount - 1).layer("tab.1")?.scale == 1)
    }

    @Test("offset moves by points; offsets add up with move")
    func offset() throws {
        let transition = Transition(insertion: [.offset(x: 0, y: 80), .move(.leading), .offset(x: 10, y: 0)],
                                    removal: [.offset(x: 0, y: -40)])
        let timeline = TabsFixture.scene([(0, 0), (0.25, 1)], transition: transition)
        for tau in early {
            let x = unit.row(at: tau).value, state = frame(timeline, tau: tau)
            let inserted = try #require(state.layer("tab.1")), removed = try #require(state.layer("tab.0"))
            #expect(abs(inserted.offset.y - 80 * (1 - x)) < 1e-9)
            #expect(abs(inserted.offset.x - (10 - w) * (1 - x)) < 1e-9)
            #expect(abs(removed.offset.y - -40 * x) < 1e-9 && removed.opacity == 1)
        }
    }

    @Test("blur, on its own linear track, clears at its own pace")
    func blurTrack() throws {
        let transition = Transition(
            insertion: [.move(nil), .blur(radius: 12), .opacity], removal: [.move(nil), .blur(radius: 12), .opacity],
            tracks: [.blur: .curve(.linear, duration: 0.25), .opacity: .curve(.easeInOut, duration: 0.2),
                     .position: .spring(response: 0.5, dampingFraction: 0.7)])
        let timeline = TabsFixture.scene([(0, 0), (0.25, 1)], transition: transition)
        for tau in [0.05, 0.1, 0.15, 0.2, 0.25] {
            let state = frame(timeline, tau: tau)
            let inserted = try #require(state.layer("tab.1"))
            #expect(abs(inserted.blur - 12 * (1 - tau / 0.25)) < 1e-9, "blur at τ=\(tau)")
            #expect(abs(inserted.opacity - bezierProgress((0.42, 0, 0.58, 1), at: tau / 0.2)) < 1e-9, "opacity at τ=\(tau)")
            #expect(abs(inserted.offset.x - w * (1 - bouncy.row(at: tau).value)) < 1e-9, "position at τ=\(tau)")
            if let removed = state.layer("tab.0") {
                #expect(abs(removed.blur - 12 * tau / 0.25) < 1e-9)
            }
        }
        #expect(frame(timeline, tau: 0.2).layer("tab.1")?.opacity == 1)
        #expect(frame(timeline, tau: 0.2).layer("tab.1")!.offset.x > 1, "the position track is still moving")
    }

    @Test("a mask opens from an inset rounded rectangle to the whole frame")
    func mask() throws {
        let transition = Transition(insertion: [.mask(MaskEffect(.inset(60), cornerRadius: 44))], removal: [.opacity])
        let timeline = TabsFixture.scene([(0, 0), (0.25, 2)], transition: transition)
        let start = try #require(frame(timeline, tau: 0).layer("tab.2")?.mask)
        #expect(start == LayerMask(rect: Rect(x: 60, y: 60, width: w - 120, height: h - 120), cornerRadius: 44))
        for tau in early {
            let x = unit.row(at: tau).value
            let mask = try #require(frame(timeline, tau: tau).layer("tab.2")?.mask)
            let inset = 60 * (1 - x)
            #expect(abs(mask.rect.minX - inset) < 1e-9 && abs(mask.rect.minY - inset) < 1e-9)
            #expect(abs(mask.rect.width - (w - 2 * inset)) < 1e-9 && abs(mask.rect.height - (h - 2 * inset)) < 1e-9)
            #expect(abs(mask.cornerRadius - 44 * (1 - x)) < 1e-9)
        }
        #expect(timeline.frame(timeline.frameCount - 1).layer("tab.2")?.mask == nil)
        let sized = TabsFixture.scene([(0, 0), (0.25, 1)], transition: Transition(
            insertion: [.mask(MaskEffect(.size(width: 100, height: 200), cornerRadius: 500))], removal: []))
        #expect(frame(sized, tau: 0).layer("tab.1")?.mask
                == LayerMask(rect: Rect(x: (w - 100) / 2, y: (h - 200) / 2, width: 100, height: 200), cornerRadius: 50))
    }

    @Test("push moves in from the edge and out to the opposite one, fading")
    func push() throws {
        let timeline = TabsFixture.scene([(0, 0), (0.25, 1)], transition: Transition(insertion: [.push(.top)], removal: [.push(.top)]))
        for tau in early {
            let x = unit.row(at: tau).value, state = frame(timeline, tau: tau)
            let inserted = try #require(state.layer("tab.1")), removed = try #require(state.layer("tab.0"))
            #expect(abs(inserted.offset.y - -h * (1 - x)) < 1e-9 && abs(inserted.opacity - min(x, 1)) < 1e-9)
            #expect(abs(removed.offset.y - h * x) < 1e-9 && abs(removed.opacity - max(1 - x, 0)) < 1e-9)
        }
        let auto = TabsFixture.scene([(0, 2), (0.25, 1)], transition: Transition(insertion: [.push(nil)], removal: [.push(nil)]))
        let state = frame(auto, tau: 0.1), x = unit.row(at: 0.1).value
        #expect(abs(state.layer("tab.1")!.offset.x - -w * (1 - x)) < 1e-9, "backward: in from the leading edge")
        #expect(abs(state.layer("tab.2")!.offset.x - w * x) < 1e-9, "backward: out to the trailing edge")
    }

    @Test("identity changes nothing: the page is there at once and leaves at once")
    func identity() throws {
        let timeline = TabsFixture.scene([(0, 0), (0.25, 1)], transition: Transition(insertion: [.identity], removal: [.identity]))
        #expect(abs(timeline.settleTime - 0.25) < 1e-9)
        let state = timeline.frame(15)
        #expect(state.layers.map(\.id) == ["tab.1", "header", "nav"])
        #expect(state.layer("tab.1")?.offset == .zero && state.layer("tab.1")?.opacity == 1)
    }

    @Test("stagger: the inserted page (element 1) starts one step after the removed one (element 0)")
    func stagger() throws {
        var animation = Motion.Animation.spring(response: 0.3, dampingFraction: 0.85)
        animation.stagger = Stagger(by: .index, delay: 0.05)
        let timeline = TabsFixture.scene([(0, 0), (0.25, 1)], animation: animation)
        for tau in [0.05, 0.1, 0.15, 0.2] {
            let state = frame(timeline, tau: tau)
            let inserted = try #require(state.layer("tab.1")), removed = try #require(state.layer("tab.0"))
            #expect(abs(removed.opacity - max(1 - unit.row(at: tau).value, 0)) < 1e-9, "removed at τ=\(tau)")
            #expect(abs(inserted.opacity - min(unit.row(at: tau - 0.05).value, 1)) < 1e-9, "inserted at τ=\(tau)")
        }
        #expect(frame(timeline, tau: 0.05).layer("tab.1")?.offset.x == w, "still waiting at the edge")
    }
}

@Suite("Reduce Motion and frame rates")
struct ReduceMotionTests {
    @Test("reduce motion: no layer moves, scales, blurs or masks; the fade keeps the timing")
    func crossFade() throws {
        let transition = Transition(insertion: [.move(nil), .scale(0.9, anchor: .center), .blur(radius: 8), .opacity],
                                    removal: [.move(nil), .opacity])
        let reduced = TabsFixture.scene([(0, 0), (0.25, 1), (1.25, 2)], transition: transition, reduceMotion: true)
        let full = TabsFixture.scene([(0, 0), (0.25, 1), (1.25, 2)], transition: transition)
        for index in 0..<reduced.frameCount {
            let state = reduced.frame(index)
            for layer in state.layers {
                #expect(layer.offset == .zero && layer.scale == 1 && layer.blur == 0 && layer.mask == nil, "frame \(index)")
                if let same = full.frame(index).layer(layer.id), layer.id.hasPrefix("tab.") {
                    #expect(abs(layer.opacity - same.opacity) < 1e-9, "opacity follows the same timing, frame \(index)")
                }
            }
        }
    }

    @Test("reduce motion: a movement-only transition becomes a fade on the movement's timing")
    func movementOnly() throws {
        let transition = Transition(insertion: [.move(nil)], removal: [.move(nil)],
                                    tracks: [.position: .curve(.linear, duration: 0.4)])
        let reduced = TabsFixture.scene([(0, 0), (0.25, 1)], transition: transition, reduceMotion: true)
        for tau in [0.1, 0.2, 0.3] {
            let page = try #require(frame(reduced, tau: tau).layer("tab.1"))
            #expect(page.offset == .zero && abs(page.opacity - tau / 0.4) < 1e-9)
        }
    }

    @Test("opacity-only transitions are the same with reduce motion")
    func opacityKept() {
        let transition = Transition(insertion: [.opacity], removal: [.opacity])
        let a = TabsFixture.scene([(0, 0), (0.25, 1)], transition: transition, reduceMotion: true)
        let b = TabsFixture.scene([(0, 0), (0.25, 1)], transition: transition)
        #expect(a.frameCount == b.frameCount)
        for i in 0..<a.frameCount { #expect(a.frame(i) == b.frame(i)) }
    }

    @Test("120 fps: frame i at i/120, the spring sampled exactly, the end decided on the 120 Hz grid")
    func highFrameRate() throws {
        let points = try ReferenceCurve("fluid_r0.3_z0.85_d390.csv")
        let timeline = TabsFixture.scene([(0, 0), (0.25, 1)], fps: 120, hold: 0.3)
        let offsetEnd = try ReferenceScript.fluidEndTime(response: 0.3, dampingFraction: 0.85, delta: 390, sampleRate: 120)
        #expect(abs(timeline.settleTime - (0.25 + offsetEnd)) < 1e-9)
        #expect(timeline.frameCount == Int(((0.25 + offsetEnd + 0.3) * 120).rounded()) + 1)
        for i in stride(from: 30, to: 90, by: 1) {
            let row = points.rows[5 * (i - 30)]   // τ = (i − 30)/120 s = 5·(i − 30)/600 s
            guard row.ended == false else { continue }
            let state = timeline.frame(i)
            #expect(state.time == Double(i) / 120)
            #expect(abs(state.layer("tab.1")!.offset.x - (w - row.value)) < 1e-9, "frame \(i)")
        }
    }
}
