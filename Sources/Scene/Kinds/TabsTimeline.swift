import Foundation
import Motion

/// The tabs scene over time: SwiftUI's insertion and removal transitions, with interruption.
///
/// Each time a tab is shown it gets an *appearance*: its offset and opacity as animated values,
/// from its insertion until its removal has finished. A tab selected again while its removal is
/// still running is revived — its values animate back from where they are, so nothing jumps.
public struct TabsTimeline: Timeline {
    /// One stretch of time during which a tab's page is on screen.
    struct Appearance: Sendable {
        var tab: Int
        var shownAt: Double
        /// When the removal animation finished; nil while the tab is shown or being removed.
        var hiddenAt: Double?
        /// Later (re)insertions draw above earlier ones.
        var order: Int
        /// Order changes when a tab is revived; the history lets earlier frames keep theirs.
        var orderHistory: [(time: Double, order: Int)]
        var offsetX: AnimatedValue
        var offsetY: AnimatedValue
        var opacity: AnimatedValue
        /// Time of the removal still in flight, if any.
        var removedAt: Double?

        func isVisible(at time: Double) -> Bool {
            time >= shownAt && (hiddenAt.map { time < $0 } ?? true)
        }

        func order(at time: Double) -> Int {
            orderHistory.last(where: { $0.time <= time })?.order ?? order
        }

        var settleTime: Double { max(offsetX.settleTime, offsetY.settleTime, opacity.settleTime) }

        mutating func animate(to values: TransitionValues, at time: Double, animation: Animation, clock: SampleClock) {
            offsetX.set(values.offsetX, at: time, animation: animation, clock: clock)
            offsetY.set(values.offsetY, at: time, animation: animation, clock: clock)
            opacity.set(values.opacity, at: time, animation: animation, clock: clock)
        }
    }

    public let canvas: Canvas
    public let scene: TabsScene
    public let settleTime: Double
    public let frameCount: Int
    let appearances: [Appearance]
    /// Selected tab over time, for the nav highlight (which never animates).
    let selections: [TabsScene.Selection]

    /// The page's frame: everything below the header, full width, down to the canvas bottom.
    public var contentFrame: Rect {
        Rect(x: 0, y: scene.header.height, width: canvas.size.width,
             height: canvas.size.height - scene.header.height)
    }

    public init(_ scene: TabsScene, canvas: Canvas, hold: Double) {
        self.canvas = canvas
        self.scene = scene
        let clock = SampleClock(rate: Double(canvas.fps))
        let frame = Rect(x: 0, y: scene.header.height, width: canvas.size.width,
                         height: canvas.size.height - scene.header.height)
        var appearances: [Appearance] = []
        var selections: [TabsScene.Selection] = []
        var order = 0

        for event in scene.timeline {
            guard let previous = selections.last else {
                // The first state is shown as it is, never animated.
                selections.append(TabsScene.Selection(at: 0, tab: event.tab))
                appearances.append(Appearance(
                    tab: event.tab, shownAt: 0, order: 0, orderHistory: [(0, 0)],
                    offsetX: AnimatedValue(0), offsetY: AnimatedValue(0), opacity: AnimatedValue(1)))
                continue
            }
            guard event.tab != previous.tab else { continue }
            let t = event.at
            let direction = Direction(from: previous.tab, to: event.tab)
            selections.append(event)
            order += 1

            // The page being left animates to its removal state.
            if let i = appearances.lastIndex(where: { $0.tab == previous.tab && $0.hiddenAt == nil }) {
                let to = scene.transition.removalValues(direction, width: frame.width, height: frame.height)
                appearances[i].animate(to: to, at: t, animation: scene.animation, clock: clock)
                appearances[i].removedAt = t
                appearances[i].hiddenAt = appearances[i].settleTime
            }
            // The page being entered is revived if its removal is still running, else inserted.
            if let i = appearances.lastIndex(where: { $0.tab == event.tab && $0.isVisible(at: t) }) {
                appearances[i].animate(to: .identity, at: t, animation: scene.animation, clock: clock)
                appearances[i].removedAt = nil
                appearances[i].hiddenAt = nil
                appearances[i].order = order
                appearances[i].orderHistory.append((t, order))
            } else {
                let from = scene.transition.insertionValues(direction, width: frame.width, height: frame.height)
                var a = Appearance(
                    tab: event.tab, shownAt: t, order: order, orderHistory: [(t, order)],
                    offsetX: AnimatedValue(from.offsetX), offsetY: AnimatedValue(from.offsetY),
                    opacity: AnimatedValue(from.opacity))
                a.animate(to: .identity, at: t, animation: scene.animation, clock: clock)
                appearances.append(a)
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
        let pages = appearances.filter { $0.isVisible(at: time) }
            .sorted { $0.order(at: time) < $1.order(at: time) }
        var layers: [LayerState] = pages.enumerated().map { rank, a in
            LayerState(
                id: "tab.\(a.tab)", content: .page(scene.tabs[a.tab].content), frame: frame,
                offset: Point(x: a.offsetX.value(at: time), y: a.offsetY.value(at: time)),
                opacity: min(max(a.opacity.value(at: time), 0), 1),
                zIndex: Double(rank + 1), clip: frame)
        }
        let width = canvas.size.width
        layers.append(LayerState(
            id: "header", content: .header(scene.header),
            frame: Rect(x: 0, y: 0, width: width, height: scene.header.height), zIndex: TabsScene.chromeZIndex))
        layers.append(LayerState(
            id: "nav", content: .nav(scene.nav, selected: selectedTab(at: time)),
            frame: Rect(x: 0, y: canvas.size.height - scene.nav.height, width: width, height: scene.nav.height),
            zIndex: TabsScene.chromeZIndex))
        return FrameState(index: Int((time * Double(canvas.fps)).rounded()), time: time, layers: layers)
    }
}
