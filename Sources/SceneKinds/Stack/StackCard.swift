import Foundation
import Motion
import Scene

/// One page on a tab's stack, from its push (or the start, for a root) until its pop has finished:
/// its transition properties and the dimming that covers it while a page is pushed above it.
struct StackCard: Sendable {
    var tab: Int
    var pageID: String
    var page: StackScene.Page
    /// 0 for the root; drawing order within the tab.
    var depth: Int
    var appearance: PageAppearance
    /// Opacity of the black overlay above the page (0 when nothing covers it).
    var dim: AnimatedValue
    /// How much of the still bars this page's own bands show (``StackScene/stillBars``): 1 while
    /// it is the top page, 0 while covered or not yet pushed; between, a push's cross-fade.
    var bars: AnimatedValue

    init(tab: Int, pageID: String, page: StackScene.Page, depth: Int, at time: Double, values: TransitionValues,
         bars: Double) {
        self.tab = tab
        self.pageID = pageID
        self.page = page
        self.depth = depth
        appearance = PageAppearance(tab: tab, at: time, order: depth, values: values)
        dim = AnimatedValue(0)
        self.bars = AnimatedValue(bars)
    }

    func isVisible(at time: Double) -> Bool { appearance.isVisible(at: time) }

    var settleTime: Double { max(appearance.settleTime, dim.settleTime, bars.settleTime) }

    /// Whether, at `time`, the page rests in place fully opaque, so nothing below it shows.
    func coversBelow(at time: Double) -> Bool {
        guard !appearance.properties.contains(where: { $0.isAnimating(at: time) }) else { return false }
        let v = appearance.values(at: time)
        return abs(v.offsetX) < 1e-6 && abs(v.offsetY) < 1e-6 && v.opacity >= 1 && abs(v.scale - 1) < 1e-9
            && v.blur <= 0 && v.mask(in: Size(width: 1e6, height: 1e6)) == nil
    }
}
