import Foundation
import Motion
import Scene
import SceneKinds
import TestSupport
import PresetTestSupport
import Testing

/// `spring(response: 0.3, dampingFraction: 0.85)` on a unit change and on 390 pt, computed independently.
private let unit = try! ReferenceCurve("fluid_r0.3_z0.85_d1.csv")
private let points = try! ReferenceCurve("fluid_r0.3_z0.85_d390.csv")
private let w = StackFixture.width

@Suite("stack scene: push, pop, morph, decorations")
struct StackTimelineTests {
    static let pushAt = 0.25

    @Test("a push brings the page in from the trailing edge over its parent, which shifts 30 % left and dims")
    func pushShiftsAndDims() throws {
        let timeline = StackFixture.timeline([.init(at: 0, action: .select(0)), .init(at: Self.pushAt, action: .push("detail"))])
        for frame in 15...40 {
            let tau = Double(frame) / 60 - Self.pushAt
            let state = timeline.frame(frame)
            let x = unit.row(at: tau), moved = points.row(at: tau)
            let child = try #require(state.layer(StackFixture.firstPushed), "frame \(frame)")
            let parent = try #require(state.layer(StackFixture.root), "frame \(frame)")
            if moved.ended == false {
                #expect(abs(child.offset.x - (w - moved.value)) <= 1e-9, "frame \(frame)")
            }
            #expect(child.opacity == 1 && parent.opacity == 1)
            // Early samples: the 117 pt shift and the 0.1 dim end on their own units' rule, so
            // compare them while the unit spring is well under way.
            if tau <= 0.2 {
                #expect(abs(parent.offset.x - -0.3 * w * x.value) <= 1e-9, "frame \(frame)")
                // The dim is drawn between the parent and the pushed page (not at all while 0).
                let dim = state.layer("stack.0.dim")
                #expect(abs((dim?.opacity ?? 0) - 0.1 * x.value) <= 1e-9, "frame \(frame)")
                if let dim { #expect(parent.zIndex < dim.zIndex && dim.zIndex < child.zIndex) }
            }
        }
        let rest = timeline.state(at: timeline.settleTime)
        #expect(rest.layer(StackFixture.firstPushed)?.offset == .zero)
        // At rest the parent is covered and no longer drawn.
        #expect(timeline.visiblePages(at: timeline.settleTime, tab: 0) == ["detail"])
    }

    @Test("a pop plays the push backwards: the page leaves to the trailing edge, the parent returns and brightens")
    func pop() throws {
        let timeline = StackFixture.timeline([.init(at: 0.1, action: .push("detail")), .init(at: 1.5, action: .pop)])
        for frame in 90...110 {
            let tau = Double(frame) / 60 - 1.5
            let state = timeline.frame(frame)
            let moved = points.row(at: tau), x = unit.row(at: tau)
            if moved.ended == false {
                #expect(abs(try #require(state.layer(StackFixture.firstPushed)).offset.x - moved.value) <= 1e-9)
            }
            if tau <= 0.2 {
                #expect(abs(try #require(state.layer(StackFixture.root)).offset.x - -0.3 * w * (1 - x.value)) <= 1e-9)
            }
        }
        #expect(timeline.visiblePages(at: timeline.settleTime, tab: 0) == ["root"])
        #expect(timeline.state(at: timeline.settleTime).layer(StackFixture.firstPushed) == nil)
    }

    @Test("a morph element travels from its frame on the leaving page to its frame on the arriving page",
          arguments: [0.25 + 2.0 / 60, 0.25 + 5.0 / 60, 0.25 + 0.1, 0.25 + 0.15])
    func morphFrame(at time: Double) throws {
        let timeline = StackFixture.timeline([.init(at: 0, action: .select(0)), .init(at: Self.pushAt, action: .push("detail"))])
        let state = timeline.state(at: time)
        let x = unit.row(at: time - Self.pushAt).value
        let a = StackFixture.heroA, b = StackFixture.heroB
        func lerp(_ p: Double, _ q: Double) -> Double { p + (q - p) * x }
        let morph = try #require(state.layer("stack.morph.0"))
        #expect(abs(morph.frame.minX - lerp(a.minX, b.minX)) <= 1e-9)
        #expect(abs(morph.frame.minY - lerp(a.minY, b.minY)) <= 1e-9)
        #expect(abs(morph.frame.width - lerp(a.width, b.width)) <= 1e-9)
        #expect(abs(morph.frame.height - lerp(a.height, b.height)) <= 1e-9)
        guard case .shape(.roundedRect(_, let radius, _)) = morph.content else {
            Issue.record("the morph is not a rounded rectangle")
            return
        }
        #expect(abs(radius - lerp(StackFixture.radiusA, StackFixture.radiusB)) <= 1e-9)
        // Both originals are hidden while it travels.
        #expect(!state.layers.contains { $0.id.hasSuffix(".element.0") })
    }

    @Test("after the transition the arriving page's element shows in place of the morph")
    func morphHandsOver() throws {
        let timeline = StackFixture.timeline([.init(at: Self.pushAt, action: .push("detail"))])
        let rest = timeline.state(at: timeline.settleTime)
        #expect(rest.layer("stack.morph.0") == nil)
        #expect(rest.layer("\(StackFixture.firstPushed).element.0")?.frame == StackFixture.heroB)
    }

    @Test("decorations never move: the tab bar and mini-player are the same in every frame")
    func decorationsStill() throws {
        let drag = DragGesture(samples: [(2.6, 0.2), (2.7, 0.45), (2.75, 0.55)])
        let timeline = StackFixture.timeline([
            .init(at: 0, action: .select(0)), .init(at: 0.2, action: .push("detail")), .init(at: 1.0, action: .pop),
            .init(at: 1.6, action: .select(1)), .init(at: 2.0, action: .select(0)),
            .init(at: 2.4, action: .push("detail")), .init(at: 2.5, action: .pop, drag: drag),
        ])
        let first = timeline.frame(0).layers.filter { $0.id.hasPrefix("decoration.") }
        #expect(first.count >= 5)
        for frame in 0..<timeline.frameCount {
            let state = timeline.frame(frame)
            let decorations = state.layers.filter { $0.id.hasPrefix("decoration.") }
            #expect(decorations.map(\.id) == first.map(\.id), "frame \(frame)")
            for (layer, reference) in zip(decorations, first) {
                #expect(layer.frame == reference.frame && layer.offset == .zero && layer.opacity == 1
                        && layer.scale == 1 && layer.blur == 0 && layer.zIndex == reference.zIndex, "frame \(frame)")
                if case .nav(let nav, let selected) = layer.content {
                    // Only the highlight changes, at the select, never in between.
                    #expect(selected == timeline.selectedTab(at: state.time))
                    #expect(layer.content == .nav(nav, selected: selected))
                } else {
                    #expect(layer.content == reference.content, "frame \(frame)")
                }
                #expect(layer.zIndex > state.layers.filter { $0.id.hasPrefix("stack.") }.map(\.zIndex).max() ?? 0)
            }
        }
    }

    @Test("a tab switch is instant and each tab keeps its own stack")
    func tabsKeepStacks() {
        let timeline = StackFixture.timeline([
            .init(at: 0.1, action: .push("detail")), .init(at: 1.0, action: .select(1)), .init(at: 1.5, action: .select(0)),
        ])
        #expect(timeline.visiblePages(at: 1.0, tab: 1) == ["root"])
        #expect(timeline.state(at: 1.0).layer("stack.1") != nil && timeline.state(at: 1.0).layer(StackFixture.firstPushed) == nil)
        #expect(timeline.state(at: 1.5).layer(StackFixture.firstPushed)?.offset == .zero)
    }

    @Test("Reduce Motion: the push becomes a cross-fade in place and the morph a fade of both elements with their pages")
    func reduceMotion() throws {
        let timeline = StackFixture.timeline([.init(at: Self.pushAt, action: .push("detail"))], reduceMotion: true)
        for frame in 15...40 {
            let tau = Double(frame) / 60 - Self.pushAt
            let state = timeline.frame(frame)
            let fade = unit.row(at: tau)
            let child = try #require(state.layer(StackFixture.firstPushed))
            #expect(child.offset == .zero && state.layer(StackFixture.root).map { $0.offset == .zero } != false)
            if fade.ended == false {
                #expect(abs(child.opacity - min(max(fade.value, 0), 1)) <= 1e-9, "frame \(frame)")
            }
            #expect(state.layer("stack.morph.0") == nil)
        }
        let mid = timeline.frame(20)
        #expect(mid.layer("stack.0.element.0")?.frame == StackFixture.heroA)
        #expect(mid.layer("\(StackFixture.firstPushed).element.0")?.frame == StackFixture.heroB)
    }
}
