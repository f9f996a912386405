import Foundation
import Motion
import Scene
@testable import SceneKinds
import TestSupport
import PresetTestSupport
import Testing

private let unit = try! ReferenceCurve("fluid_r0.3_z0.85_d1.csv")

@Suite("layers scene: keyframes")
struct LayersKeyframeTests {
    @Test("a linear keyframe is exactly linear over the interval since the previous keyframe")
    func linear() throws {
        let timeline = LayersFixture.timeline([LayersFixture.card()], [
            LayersFixture.keyframes(at: 0.1, .offsetY, [(0, 0, .move), (0.2, -12, .curve(.linear)),
                                                       (0.5, 18, .curve(.linear))]),
        ])
        for frame in 0...45 {
            let t = Double(frame) / 60
            let expected: Double
            switch t - 0.1 {
            case ..<0: expected = 0
            case ..<0.2: expected = -12 * (t - 0.1) / 0.2
            case ..<0.5: expected = -12 + 30 * (t - 0.3) / 0.3
            default: expected = 18
            }
            #expect(abs(timeline.frame(frame).layer("card")!.offset.y - expected) <= 1e-9, "frame \(frame)")
        }
        #expect(abs(timeline.settleTime - 0.6) <= 1e-9)
    }

    @Test("each keyframe reaches its value by its time; tracks of one event run side by side")
    func tracks() throws {
        let event = LayerEvent.keyframes(LayerKeyframes(at: 0, layer: "card", tracks: [
            LayerTrack(property: .opacity, keyframes: [LayerKeyframe(time: 0.3, value: .number(0), motion: .curve(.easeIn))]),
            LayerTrack(property: .scale, keyframes: [LayerKeyframe(time: 0.1, value: .number(2), motion: .curve(.easeOut)),
                                                     LayerKeyframe(time: 0.2, value: .number(1), motion: .move)]),
        ]))
        let timeline = LayersFixture.timeline([LayersFixture.card()], [event])
        let at = { (t: Double) in timeline.state(at: t).layer("card")! }
        #expect(abs(at(0.1).scale - 2) <= 1e-9 && abs(at(0.199).scale - 2) <= 1e-9, "a move holds until its time")
        #expect(at(0.2).scale == 1)
        #expect(abs(at(0.15).opacity - (1 - bezierProgress((0.42, 0, 1, 1), at: 0.5))) <= 1e-9)
        #expect(abs(at(0.3).opacity) <= 1e-9)
    }

    @Test("a spring keyframe starts at the previous keyframe's time and runs its own course")
    func springKeyframe() throws {
        let spring = Motion.Animation.spring(response: 0.3, dampingFraction: 0.85)
        let timeline = LayersFixture.timeline([LayersFixture.card()], [
            LayersFixture.keyframes(at: 0.2, .x, [(0.1, 60, .curve(.linear)), (0.15, 160, .spring(spring))]),
        ])
        // The spring keyframe starts at 0.2 + 0.1 from x = 60, heading for 160.
        for frame in 18...60 {
            let tau = Double(frame) / 60 - 0.3
            guard tau >= 0, unit.row(at: tau).ended == false else { continue }
            let x = timeline.frame(frame).layer("card")!.frame.minX
            #expect(abs(x - (60 + 100 * unit.row(at: tau).value)) <= 1e-9, "frame \(frame)")
        }
    }

    @Test("a curve keyframe after a spring keyframe adds to it, so the motion has no jump")
    func curveAfterSpring() throws {
        let spring = Motion.Animation.spring(response: 0.3, dampingFraction: 0.85)
        let timeline = LayersFixture.timeline([LayersFixture.card()], [
            LayersFixture.keyframes(at: 0, .x, [(0.1, 120, .spring(spring)), (0.3, 20, .curve(.linear))]),
        ])
        func x(_ t: Double) -> Double { timeline.state(at: t).layer("card")!.frame.minX }
        #expect(abs(x(0.1) - x(0.1 - 1e-6)) <= 1e-3)
        // The spring (started at 0) keeps running; the linear step 120 → 20 adds over [0.1, 0.3].
        let t = 0.2
        #expect(abs(x(t) - (20 + 100 * unit.row(at: t).value - 100 * (t - 0.1) / 0.2)) <= 1e-9)
    }

    @Test("keyframes and state changes on one property apply in time order")
    func interleaved() throws {
        let timeline = LayersFixture.timeline([LayersFixture.card()], [
            LayersFixture.keyframes(at: 0, .opacity, [(0.2, 0, .curve(.linear)), (0.6, 1, .curve(.linear))]),
            LayersFixture.change(at: 0.3, [(.opacity, 0.5)], animation: nil),
        ])
        // The 0 → 1 ramp of the second keyframe runs from 0.2; the change at 0.3 has no
        // animation, so it replaces the ramp in flight, as a change outside withAnimation does.
        #expect(abs(timeline.state(at: 0.25).layer("card")!.opacity - 0.125) <= 1e-9)
        #expect(timeline.state(at: 0.3).layer("card")?.opacity == 0.5)
        #expect(timeline.state(at: 0.7).layer("card")?.opacity == 0.5)
    }
}
