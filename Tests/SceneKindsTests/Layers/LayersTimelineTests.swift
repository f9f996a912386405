import Foundation
import Motion
import Scene
import SceneKinds
import TestSupport
import PresetTestSupport
import Testing

/// SwiftUI's stepped spring(0.3, 0.85) over a change of 1, computed independently.
private let unit = try! ReferenceCurve("fluid_r0.3_z0.85_d1.csv")
private let spring = Motion.Animation.spring(response: 0.3, dampingFraction: 0.85)

@Suite("layers scene: state changes")
struct LayersTimelineTests {
    @Test("the first frame shows the layers as listed, back to front; z reorders")
    func initialState() throws {
        let timeline = LayersFixture.timeline(
            [LayersFixture.card("a"), LayersFixture.card("b", z: -1), LayersFixture.card("c")], [])
        let first = timeline.frame(0)
        #expect(first.layers.map(\.id) == ["b", "a", "c"])
        let a = try #require(first.layer("a"))
        #expect(a.frame == Rect(x: 20, y: 200, width: 100, height: 80) && a.opacity == 1 && a.scale == 1)
        #expect(a.content == .shape(.roundedRect(fill: LayersFixture.blue, cornerRadius: 12)))
        #expect(timeline.settleTime == 0 && timeline.frameCount == 13)   // 0 … 0.2 s of hold
    }

    @Test("a width animated with spring(0.3, 0.85) over Δ follows Δ · x(τ) of the reference")
    func widthFollowsReferenceSpring() throws {
        let delta = 250.0
        let timeline = LayersFixture.timeline([LayersFixture.card()],
                                              [LayersFixture.change(at: 0.25, [(.width, 100 + delta)], animation: spring)])
        var checked = 0
        for frame in 15...60 {
            let tau = Double(frame) / 60 - 0.25
            let row = unit.row(at: max(tau, 0))
            guard row.ended == false else { continue }
            let layer = try #require(timeline.frame(frame).layer("card"))
            #expect(abs(layer.frame.width - (100 + delta * row.value)) <= 1e-9, "frame \(frame)")
            #expect(layer.frame.minX == 20, "the leading edge stays")
            checked += 1
        }
        #expect(checked > 15)
        #expect(timeline.frame(timeline.frameCount - 1).layer("card")?.frame.width == 100 + delta)
    }

    @Test("a text's font size animated with spring(0.3, 0.85) follows 17 + Δ · x(τ) of the reference; the frame stays")
    func fontSizeFollowsReferenceSpring() throws {
        let title = LayerSpec(id: "title", kind: .text(TextStyle("Hello", size: 17, alignment: .center)),
                              properties: LayerProperties(frame: Rect(x: 20, y: 200, width: 350, height: 120)), z: 0)
        let timeline = LayersFixture.timeline([title], [LayersFixture.change(at: 0.25, layer: "title", [(.fontSize, 40)],
                                                                              animation: spring)])
        var checked = 0
        for frame in 0...60 {
            let tau = Double(frame) / 60 - 0.25
            let row = unit.row(at: max(tau, 0))
            guard row.ended == false else { continue }
            let layer = try #require(timeline.frame(frame).layer("title"))
            let size = try #require(layer.content.textStyle?.size, "frame \(frame): \(layer.content)")
            #expect(abs(size - (17 + 23 * (tau < 0 ? 0 : row.value))) <= 1e-9, "frame \(frame): \(size)")
            #expect(layer.frame == Rect(x: 20, y: 200, width: 350, height: 120))
            checked += 1
        }
        #expect(checked > 15)
        #expect(timeline.frame(timeline.frameCount - 1).layer("title")?.content.textStyle?.size == 40)
    }

    @Test("a state change's stagger delays the layers in the order the change lists them")
    func stagger() throws {
        let animation = Motion.Animation(.curve(.linear, duration: 0.2), stagger: Stagger(by: .index, delay: 0.1))
        let change = LayerEvent.change(LayerChange(at: 0, targets: [
            LayerTarget(layer: "b", values: [LayerPropertyValue(.opacity, .number(0))]),
            LayerTarget(layer: "a", values: [LayerPropertyValue(.opacity, .number(0))]),
        ], animation: animation))
        let timeline = LayersFixture.timeline([LayersFixture.card("a"), LayersFixture.card("b")], [change])
        let state = timeline.frame(12)   // t = 0.2
        #expect(abs(state.layer("b")!.opacity - 0) <= 1e-9, "b is listed first: it has finished")
        #expect(abs(state.layer("a")!.opacity - 0.5) <= 1e-9, "a started 0.1 s later: half way")
        #expect(abs(timeline.settleTime - 0.3) <= 1e-9)
    }

    @Test("a spring interrupting a spring continues without a jump in value or speed")
    func springInterruption() throws {
        let timeline = LayersFixture.timeline([LayersFixture.card()], [
            LayersFixture.change(at: 0, [(.x, 220)], animation: spring),
            LayersFixture.change(at: 0.1, [(.x, 20)], animation: spring),
        ])
        func x(_ t: Double) -> Double { timeline.state(at: t).layer("card")!.frame.minX }
        // Before the change the first spring runs alone: 20 + 200 · x(0.1 − ε).
        #expect(abs(x(0.1 - 1e-6) - (20 + 200 * unit.row(at: 0.1).value)) <= 1e-6)
        // At the change the value is continuous, and the motion carries on outwards before turning.
        #expect(abs(x(0.1) - x(0.1 - 1e-6)) <= 1e-3)
        #expect(x(0.1 + 1.0 / 60) > x(0.1), "the merged spring keeps the old velocity")
        #expect(abs(x(2) - 20) <= 1e-9)
    }

    @Test("a curve interrupting a curve adds its change on top of the running one")
    func curveInterruptionAdds() throws {
        let ease = Motion.Animation.curve(.easeInOut, duration: 0.4)
        let timeline = LayersFixture.timeline([LayersFixture.card()], [
            LayersFixture.change(at: 0, [(.y, 300)], animation: ease),
            LayersFixture.change(at: 0.2, [(.y, 250)], animation: ease),
        ])
        let c = (0.42, 0.0, 0.58, 1.0)
        for frame in 12...36 {
            let t = Double(frame) / 60
            // 200 → 300 over [0, 0.4], plus 300 → 250 over [0.2, 0.6].
            let expected = 200 + 100 * bezierProgress(c, at: t / 0.4) - 50 * bezierProgress(c, at: (t - 0.2) / 0.4)
            #expect(abs(timeline.frame(frame).layer("card")!.frame.minY - expected) <= 1e-6, "frame \(frame)")
        }
    }

    @Test("a change without an animation happens at once, as outside withAnimation")
    func instantChange() throws {
        let timeline = LayersFixture.timeline([LayersFixture.card()],
                                              [LayersFixture.change(at: 0.5, [(.opacity, 0.25)], animation: nil)])
        #expect(timeline.state(at: 0.49).layer("card")?.opacity == 1)
        #expect(timeline.state(at: 0.5).layer("card")?.opacity == 0.25)
        #expect(timeline.settleTime == 0.5)
    }

    @Test("opacity is clamped to 0 … 1 and sizes to ≥ 0 when a spring overshoots")
    func clamping() throws {
        let bouncy = Motion.Animation.spring(response: 0.4, dampingFraction: 0.3)
        let timeline = LayersFixture.timeline([LayersFixture.card(opacity: 0)], [
            LayersFixture.change(at: 0, [(.opacity, 1), (.height, 0)], animation: bouncy),
        ])
        for frame in 0..<timeline.frameCount {
            let layer = timeline.frame(frame).layer("card")!
            #expect((0...1).contains(layer.opacity) && layer.frame.height >= 0)
        }
    }

    @Test("a colour animates in linear light: half way between red and blue is (0.735, 0, 0.735)")
    func colourInLinearLight() throws {
        let change = LayerEvent.change(LayerChange(at: 0, targets: [
            LayerTarget(layer: "card", values: [LayerPropertyValue(.fill, .color(LayersFixture.blue))]),
        ], animation: .curve(.linear, duration: 0.2)))
        let timeline = LayersFixture.timeline([LayersFixture.card(color: LayersFixture.red)], [change])
        guard case .shape(.roundedRect(.color(let fill), _, nil)) = timeline.frame(6).layer("card")?.content else {
            Issue.record("not a rounded rect")
            return
        }
        // Linear 0.5 encoded by the sRGB transfer function: 1.055 · 0.5^(1/2.4) − 0.055.
        let half = 1.055 * pow(0.5, 1 / 2.4) - 0.055
        #expect(abs(fill.red - half) <= 1e-9 && abs(fill.blue - half) <= 1e-9 && fill.green == 0)
    }

    @Test("mask inset and corner radius describe a rounded rectangle inside the frame")
    func mask() throws {
        let timeline = LayersFixture.timeline([LayersFixture.card()], [
            LayersFixture.change(at: 0, [(.maskInset, 10), (.maskCornerRadius, 8)], animation: nil),
        ])
        #expect(timeline.frame(0).layer("card")?.mask == LayerMask(rect: Rect(x: 10, y: 10, width: 80, height: 60),
                                                                   cornerRadius: 8))
    }

    @Test("Reduce Motion: a move happens at once and cross-fades from a picture of the old place")
    func reduceMotion() throws {
        let fade = Motion.Animation.curve(.linear, duration: 0.2)
        let timeline = LayersFixture.timeline([LayersFixture.card()], [
            LayersFixture.change(at: 0.1, [(.x, 200), (.opacity, 0.5)], animation: fade),
        ], reduceMotion: true)
        let mid = timeline.state(at: 0.2)
        let card = try #require(mid.layer("card")), ghost = try #require(mid.layer("card.ghost.0"))
        #expect(card.frame.minX == 200, "the layer is already in its new place")
        #expect(ghost.frame.minX == 20 && ghost.opacity == 0.5, "the old picture is half faded")
        // The layer's own opacity still animates (1 → 0.5, half way: 0.75), times the fade-in (0.5).
        #expect(abs(card.opacity - 0.75 * 0.5) <= 1e-9)
        #expect(mid.layers.map(\.id) == ["card.ghost.0", "card"])
        #expect(timeline.frame(19).layer("card.ghost.0") == nil, "gone once the fade has ended")
        #expect(abs(timeline.state(at: 0.3).layer("card")!.opacity - 0.5) <= 1e-9)
    }

    @Test("Reduce Motion: a keyframed wiggle that ends where it began does nothing")
    func reduceMotionKeyframes() throws {
        let timeline = LayersFixture.timeline([LayersFixture.card()], [
            LayersFixture.keyframes(at: 0, .offsetY, [(0.1, -12, .curve(.easeOut)), (0.3, 0, .curve(.easeIn))]),
        ], reduceMotion: true)
        for frame in 0..<timeline.frameCount {
            let state = timeline.frame(frame)
            #expect(state.layers.count == 1 && state.layer("card")?.offset == .zero && state.layer("card")?.opacity == 1)
        }
    }

    @Test("Reduce Motion: a layer that scales down while fading out just fades out where it was")
    func reduceMotionFadeOut() throws {
        let fade = Motion.Animation.curve(.linear, duration: 0.2)
        let timeline = LayersFixture.timeline([LayersFixture.card()], [
            LayersFixture.change(at: 0, [(.scale, 0.9), (.opacity, 0)], animation: fade),
            LayersFixture.change(at: 0.5, [(.opacity, 1)], animation: nil),
        ], reduceMotion: true)
        let mid = timeline.frame(6)   // t = 0.1
        #expect(mid.layer("card")?.opacity == 0, "the moved layer stays hidden")
        let ghost = try #require(mid.layer("card.ghost.0"))
        #expect(ghost.scale == 1 && abs(ghost.opacity - 0.5) <= 1e-9)
        let back = try #require(timeline.state(at: 0.5).layer("card"))
        #expect(back.opacity == 1 && back.scale == 0.9, "shown again at once, at its new scale")
    }
}
