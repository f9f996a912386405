import Foundation
import Motion
import Scene
import SceneKinds
import PresetTestSupport
import Testing

@Suite("stack scene: dragged transitions")
struct StackDragTests {
    /// UIScrollView.DecelerationRate.normal, per millisecond.
    static let rate = 0.998

    @Test("the release velocity is the slope of the last two samples")
    func releaseVelocity() {
        let drag = DragGesture(samples: [(2.5, 0), (2.6, 0.2), (2.7, 0.45), (2.75, 0.55)])
        #expect(abs(drag.releaseVelocity - (0.55 - 0.45) / 0.05) <= 1e-12)
        let back = DragGesture(samples: [(0, 0.3), (1, 0.6), (1.1, 0.56)])
        #expect(abs(back.releaseVelocity - -0.4) <= 1e-12)
    }

    @Test("the projection coasts as a scroll view decelerates: v / 1000 × r / (1 − r)")
    func projection() {
        let drag = DragGesture(samples: [(2.5, 0), (2.6, 0.2), (2.7, 0.45), (2.75, 0.55)])
        #expect(abs(drag.projectedProgress - (0.55 + 2.0 / 1000 * Self.rate / (1 - Self.rate))) <= 1e-12)
        // Geometric coasting: Σ v·r^k per millisecond, k ≥ 1, is v/1000 · r/(1 − r).
        var coast = 0.0, speed = 2.0 / 1000
        for _ in 0..<200_000 { speed *= Self.rate; coast += speed }
        #expect(abs(DragGesture.project(0, velocity: 2) - coast) <= 1e-9)
    }

    @Test("complete or cancel: the projected progress must pass one half",
          arguments: [
            // A slow drag past halfway, still moving forward: completes.
            ([(0.0, 0.0), (1.0, 0.55), (1.1, 0.6)], true),
            // Past halfway, but drifting back when released: cancels (0.56 − 0.4 × 0.499 = 0.36).
            ([(0.0, 0.0), (1.0, 0.6), (1.1, 0.56)], false),
            // Held still just past halfway: completes; just short of it: cancels.
            ([(0.0, 0.51), (0.1, 0.51)], true),
            ([(0.0, 0.49), (0.1, 0.49)], false),
            // A fast flick released at 30 %: completes (0.3 + 3.6 × 0.499).
            ([(0.0, 0.0), (0.05, 0.12), (0.1, 0.3)], true),
            // A slow nudge to 30 %: cancels.
            ([(0.0, 0.0), (0.5, 0.25), (1.0, 0.3)], false),
          ])
    func decision(_ samples: [(Double, Double)], completes: Bool) {
        let drag = DragGesture(samples: samples)
        let projected = samples.last!.1 + drag.releaseVelocity / 1000 * Self.rate / (1 - Self.rate)
        #expect((projected > 0.5) == completes)
        #expect(drag.completes == completes)
    }

    @Test("the finger drives the transition piecewise linearly, then a spring starts with its velocity")
    func dragDrivesAPop() throws {
        let samples = [(1.1, 0.2), (1.2, 0.45), (1.25, 0.55)]
        let drag = DragGesture(samples: samples)
        let timeline = StackFixture.timeline([.init(at: 0.1, action: .push("detail")), .init(at: 1.0, action: .pop, drag: drag)])
        let w = StackFixture.width
        // (1.0, 0) then the samples: the popped page's offset is progress × width.
        let points = [(1.0, 0.0)] + samples
        for (p, q) in zip(points, points.dropFirst()) {
            for f in stride(from: 0.0, through: 1.0, by: 0.25) {
                let t = p.0 + (q.0 - p.0) * f
                let progress = p.1 + (q.1 - p.1) * f
                let page = try #require(timeline.state(at: t).layer(StackFixture.firstPushed))
                #expect(abs(page.offset.x - progress * w) <= 1e-6, "t \(t)")
                let parent = try #require(timeline.state(at: t).layer(StackFixture.root))
                #expect(abs(parent.offset.x - -0.3 * w * (1 - progress)) <= 1e-6, "t \(t)")
            }
        }
        // The release velocity carries on: 2 progress per second is 780 pt/s, over the spring's
        // first 1/300 s step.
        let release = 1.25, dt = 1.0 / 300
        let x0 = try #require(timeline.state(at: release).layer(StackFixture.firstPushed)).offset.x
        let x1 = try #require(timeline.state(at: release + dt).layer(StackFixture.firstPushed)).offset.x
        #expect(abs((x1 - x0) / dt - drag.releaseVelocity * w) <= 0.05 * drag.releaseVelocity * w)
        #expect(drag.completes)
        #expect(timeline.visiblePages(at: timeline.settleTime, tab: 0) == ["root"])
    }

    @Test("a cancelled pop springs back and the page stays on the stack")
    func cancelledPop() throws {
        let drag = DragGesture(samples: [(1.1, 0.3), (1.3, 0.6), (1.4, 0.56)])
        let timeline = StackFixture.timeline([.init(at: 0.1, action: .push("detail")), .init(at: 1.0, action: .pop, drag: drag)])
        #expect(!drag.completes)
        let release = try #require(timeline.state(at: 1.4).layer(StackFixture.firstPushed))
        #expect(abs(release.offset.x - 0.56 * StackFixture.width) <= 1e-6)
        #expect(timeline.visiblePages(at: timeline.settleTime, tab: 0) == ["detail"])
        #expect(timeline.state(at: timeline.settleTime).layer(StackFixture.firstPushed)?.offset == .zero)
    }

    @Test("a cancelled push slides the page back out and leaves the parent on top")
    func cancelledPush() {
        let drag = DragGesture(samples: [(0.2, 0.1), (0.4, 0.2)])
        let timeline = StackFixture.timeline([.init(at: 0.1, action: .push("detail"), drag: drag)])
        #expect(!drag.completes)
        #expect(timeline.visiblePages(at: timeline.settleTime, tab: 0) == ["root"])
        #expect(timeline.state(at: timeline.settleTime).layer(StackFixture.root)?.offset == .zero)
    }
}
