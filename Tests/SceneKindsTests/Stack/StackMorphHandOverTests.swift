import Foundation
import Motion
import Scene
import SceneKinds
import Testing

/// A push that starts while the previous pop's morph is still travelling: the hero must not be
/// drawn twice (the pop's morph frozen over the dimmed parent, a second one starting from the
/// parent's element). The new push takes the travelling morph over from where it is.
@Suite("stack scene: a push during the pop's morph hands the morph over")
struct StackMorphHandOverTests {
    static let duration = 0.5
    static let pushAt = 0.2, popAt = 1.0, pushAgainAt = 1.25

    /// Every morph layer of a frame (ids `stack.morph.N`).
    static func morphLayers(_ state: FrameState) -> [LayerState] {
        state.layers.filter { $0.id.hasPrefix("stack.morph.") }
    }

    /// The progress of a linear run of ``duration`` seconds started at `start`, at `time`.
    static func linear(_ time: Double, from start: Double) -> Double {
        min(max((time - start) / duration, 0), 1)
    }

    @Test("on linear curves: one morph layer, at the pop's run plus the push's run added on top")
    func linearCurvesAdd() throws {
        let timeline = StackFixture.timeline([
            .init(at: 0, action: .select(0)), .init(at: Self.pushAt, action: .push("detail")),
            .init(at: Self.popAt, action: .pop), .init(at: Self.pushAgainAt, action: .push("detail")),
        ], animation: .curve(.linear, duration: Self.duration))
        let a = StackFixture.heroA, b = StackFixture.heroB
        // The push's run ends at 1.25 + 0.5; the pop's at 1.0 + 0.5. Sample the second push until then.
        for k in 0..<30 {
            let time = Self.pushAgainAt + Double(k) / 60
            let state = timeline.state(at: time)
            let morphs = Self.morphLayers(state)
            try #require(morphs.count == 1, "t = \(time): \(morphs.map(\.id))")
            // Curves add: the pop's run takes the hero from b to a, the push's adds the step from a back to b.
            let pop = Self.linear(time, from: Self.popAt), push = Self.linear(time, from: Self.pushAgainAt)
            func expected(_ p: Double, _ q: Double) -> Double { q + (p - q) * pop + (q - p) * push }
            let frame = morphs[0].frame
            #expect(abs(frame.minX - expected(a.minX, b.minX)) <= 1e-9, "t = \(time)")
            #expect(abs(frame.minY - expected(a.minY, b.minY)) <= 1e-9, "t = \(time)")
            #expect(abs(frame.width - expected(a.width, b.width)) <= 1e-9, "t = \(time)")
            #expect(abs(frame.height - expected(a.height, b.height)) <= 1e-9, "t = \(time)")
            guard case .shape(.roundedRect(_, let radius, _)) = morphs[0].content else {
                Issue.record("the morph is not a rounded rectangle")
                return
            }
            let r = expected(StackFixture.radiusA, StackFixture.radiusB)
            #expect(abs(radius - min(max(r, 0), min(frame.width, frame.height) / 2)) <= 1e-9, "t = \(time)")
            // It stands for the hero of every page it has travelled between: none of them draws its own.
            #expect(!state.layers.contains { $0.id.hasSuffix(".element.0") }, "t = \(time)")
            // Above the pushed page (card 3), which is the top one.
            let pushed = try #require(state.layer("stack.3"))
            #expect(morphs[0].zIndex > pushed.zIndex)
        }
        let rest = timeline.state(at: timeline.settleTime)
        #expect(Self.morphLayers(rest).isEmpty)
        #expect(rest.layer("stack.3.element.0")?.frame == b)
    }

    /// `Presets/stack-morph.yaml`'s scene with `{ at: 2.0, push: detail }` added to its timeline.
    static func stackMorphPreset(pushingAgainAt again: Double?) -> StackTimeline {
        let transition = Transition(insertion: [.opacity, .scale(0.94, anchor: .center)],
                                    removal: [.scale(0.96, anchor: .center)],
                                    tracks: [.opacity: .curve(.easeInOut, duration: 0.25)])
        var events: [StackScene.Event] = [.init(at: 0, action: .select(0)), .init(at: 0.2, action: .push("detail")),
                                          .init(at: 1.3, action: .pop)]
        if let again { events.append(.init(at: again, action: .push("detail"))) }
        let scene = StackFixture.scene(events, transition: transition,
                                       animation: .spring(response: 0.5, dampingFraction: 0.86))
        return StackTimeline(scene, canvas: StackFixture.canvas(), hold: 0.4, reduceMotion: false)
    }

    @Test("stack-morph with a second push at 2.0 s: one hero from the push on, continuing from where the pop left it")
    func stackMorphPushAgain() throws {
        let again = 2.0
        let timeline = Self.stackMorphPreset(pushingAgainAt: again)
        let popOnly = Self.stackMorphPreset(pushingAgainAt: nil)
        // The case the bug needs: the pop's morph is still on screen when the second push comes.
        let popMorph = try #require(Self.morphLayers(popOnly.state(at: again)).first)
        let handedOver = try #require(Self.morphLayers(timeline.state(at: again)).first)
        // Continuity: at the push the hero is exactly where the pop had it.
        #expect(handedOver.frame == popMorph.frame)
        #expect(handedOver.content == popMorph.content)
        let last = Int((timeline.settleTime * 60).rounded(.up))
        for frame in 120...last {
            let state = timeline.frame(frame)
            let morphs = Self.morphLayers(state)
            #expect(morphs.count <= 1, "frame \(frame): \(morphs.map(\.id))")
            if !morphs.isEmpty {
                #expect(!state.layers.contains { $0.id.hasSuffix(".element.0") }, "frame \(frame)")
            }
        }
        // It arrives: at rest the pushed page's hero shows in its place.
        let rest = timeline.state(at: timeline.settleTime)
        #expect(Self.morphLayers(rest).isEmpty)
        #expect(rest.layer("stack.3.element.0")?.frame == StackFixture.heroB)
    }
}
