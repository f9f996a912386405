import Foundation
import Motion
import Scene

/// The tabs scene over time: SwiftUI's insertion and removal transitions, with interruption.
///
/// Each time a tab is shown it gets a ``PageAppearance``: its transition properties as animated
/// values, from its insertion until its removal has finished. The pages of one change form a
/// group for staggered animations: the removed page is element 0, the inserted page element 1.
public struct TabsTimeline: Timeline {
    public let canvas: Canvas
    public let scene: TabsScene
    public let settleTime: Double
    public let frameCount: Int
    let appearances: [PageAppearance]
    /// Selected tab over time, for the nav highlight (which never animates).
    let selections: [TabsScene.Selection]

    /// The page's frame: everything below the header, full width, down to the canvas bottom.
    public var contentFrame: Rect {
        Rect(x: 0, y: scene.header.height, width: canvas.size.width,
             height: canvas.size.height - scene.header.height)
    }

    static let removedPage = ElementPosition(index: 0, row: 0, column: 0)
    static let insertedPage = ElementPosition(index: 1, row: 0, column: 1)

    public init(_ scene: TabsScene, canvas: Canvas, hold: Double) {
        self.canvas = canvas
        self.scene = scene
        let clock = SampleClock(rate: Double(canvas.fps))
        let frame = Rect(x: 0, y: scene.header.height, width: canvas.size.width,
                         height: canvas.size.height - scene.header.height)
        func animation(_ transition: Transition, _ animation: Animation,
                       for element: ElementPosition) -> (TransitionTrack) -> Animation {
            { transition.animation(for: $0, default: animation).forElement(element) }
        }
        var appearances: [PageAppearance] = []
        var selections: [TabsScene.Selection] = []
        var order = 0

        for event in scene.timeline {
            guard let previous = selections.last else {
                // The first state is shown as it is, never animated.
                selections.append(TabsScene.Selection(at: 0, tab: event.tab))
                appearances.append(PageAppearance(tab: event.tab, at: 0, order: 0, values: .identity))
                continue
            }
            guard event.tab != previous.tab else { continue }
            let t = event.at
            let direction = Direction(from: previous.tab, to: event.tab)
            selections.append(event)
            order += 1
            // The change's own transition and animation (from linked code, or the event), else the scene's.
            let transition = event.transition ?? scene.transition
            let changeAnimation = event.animation ?? scene.animation

            // The page being left animates to its removal state.
            if let i = appearances.lastIndex(where: { $0.tab == previous.tab && $0.hiddenAt == nil }) {
                let to = transition.removalValues(direction, width: frame.width, height: frame.height)
                appearances[i].animate(to: to, at: t, clock: clock, animation: animation(transition, changeAnimation, for: Self.removedPage))
                appearances[i].hiddenAt = appearances[i].settleTime
            }
            // The page being entered is revived if its removal is still running, else inserted.
            if let i = appearances.lastIndex(where: { $0.tab == event.tab && $0.isVisible(at: t) }) {
                appearances[i].animate(to: .identity, at: t, clock: clock, animation: animation(transition, changeAnimation, for: Self.insertedPage))
                appearances[i].hiddenAt = nil
                appearances[i].orderHistory.append((t, order))
            } else {
                let from = transition.insertionValues(direction, width: frame.width, height: frame.height)
                var page = PageAppearance(tab: event.tab, at: t, order: order, values: from)
                page.animate(to: .identity, at: t, clock: clock, animation: animation(transition, changeAnimation, for: Self.insertedPage))
                appearances.append(page)
            }
        }

        self.appearances = appearances
        self.selections = selections
        let settle = max(appearances.map(\.settleTime).max() ?? 0, selections.last?.at ?? 0)
        settleTime = settle
        frameCount = Self.frameCount(settle: settle, hold: hold, fps: canvas.fps)
    }

    /// The selected tab at `time`.
    public func selectedTab(at time: Double) -> Int {
        (selections.last(where: { $0.at <= time }) ?? selections.first)?.tab ?? 0
    }

    public func state(at time: Double) -> FrameState {
        let frame = contentFrame
        // Under still bars the moving content shows only between them, as the bars cover it in the app.
        let clip = scene.stillBars?.content(of: frame) ?? frame
        let pages = appearances.filter { $0.isVisible(at: time) }
            .sorted { $0.order(at: time) < $1.order(at: time) }
        var layers: [LayerState] = pages.enumerated().map { rank, page in
            let v = page.values(at: time)
            return LayerState(
                id: "tab.\(page.tab)", content: .page(scene.tabs[page.tab].content), frame: frame,
                offset: Point(x: v.offsetX, y: v.offsetY), opacity: min(max(v.opacity, 0), 1),
                zIndex: Double(rank + 1), clip: clip, scale: max(v.scale, 0), anchor: v.anchor, rotation: v.rotation,
                blur: max(v.blur, 0), mask: v.mask(in: frame.size))
        }
        if let bars = scene.stillBars {
            layers += bars.layers(showing: scene.tabs[selectedTab(at: time)].content, in: frame)
        }
        let width = canvas.size.width
        layers.append(LayerState(
            id: "header", content: .header(scene.header),
            frame: Rect(x: 0, y: 0, width: width, height: scene.header.height), zIndex: TabsScene.chromeZIndex))
        layers.append(LayerState(
            id: "nav", content: .nav(scene.nav, selected: selectedTab(at: time)),
            frame: Rect(x: 0, y: canvas.size.height - scene.nav.height, width: width, height: scene.nav.height),
            zIndex: TabsScene.chromeZIndex))
        return FrameState(index: Self.frameIndex(at: time, fps: canvas.fps), time: time, layers: layers)
    }
}
