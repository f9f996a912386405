import Foundation
import Motion
import Scene

/// The source design's main case: content pages between a static header and nav, switched by tab.
public struct TabsScene: Sendable, Hashable {
    /// One tab: its name and the page it shows.
    public struct Tab: Sendable, Hashable {
        public var name: String
        public var content: Content

        public init(name: String, content: Content) {
            self.name = name
            self.content = content
        }
    }

    /// A change of the selected tab at a moment of the timeline.
    public struct Selection: Sendable, Hashable {
        /// Seconds from the start.
        public var at: Double
        public var tab: Int
        /// This change's own transition, where it is not the scene's: linked Swift code evaluated
        /// for this change (its edges concrete, since they come from the code, not from `auto`).
        public var transition: Transition?
        /// This change's own animation (the event's `animation:`), where it is not the scene's.
        public var animation: Animation?

        public init(at: Double, tab: Int, transition: Transition? = nil, animation: Animation? = nil) {
            self.at = at
            self.tab = tab
            self.transition = transition
            self.animation = animation
        }
    }

    public var header: Header
    public var nav: Nav
    public var tabs: [Tab]
    public var transition: Transition
    public var animation: Animation
    /// In time order; the first one is the initial state, shown without animation.
    public var timeline: [Selection]
    /// Whether the transition comes from Swift code that reads Reduce Motion itself, so MotionReel's
    /// own Reduce Motion variant is not applied on top of what the code chose.
    public var transitionReadsReduceMotion = false
    /// The bands of each page that hold still while its content moves (the bars a designer's
    /// full-screen exports carry); nil when the whole page moves. They change with the selected
    /// tab at the change, as UITabBarController swaps a tab's navigation bar and highlights the
    /// tapped item at once, while only the content between them plays the transition.
    public var stillBars: StillBars?

    public init(header: Header, nav: Nav, tabs: [Tab], transition: Transition = .slideAndFade,
                animation: Animation = .spring(response: 0.3, dampingFraction: 0.85), timeline: [Selection]) {
        self.header = header
        self.nav = nav
        self.tabs = tabs
        self.transition = transition
        self.animation = animation
        self.timeline = timeline
    }

    /// Chrome draws above all content.
    public static let chromeZIndex = 100.0
}

extension TabsScene: PageTransitionKind {
    public static let keyword = "tabs"

    /// The transition as written (the preset's, or `slideAndFade`).
    public func transition(on canvas: Canvas) -> Transition { transition }

    public var readsReduceMotion: Bool { transitionReadsReduceMotion }

    public func timeline(canvas: Canvas, hold: Double, reduceMotion: Bool) -> any Timeline {
        var filmed = self
        filmed.transition = effectiveTransition(canvas: canvas, reduceMotion: reduceMotion)
        let reduces = reduceMotion && !transitionReadsReduceMotion
        filmed.timeline = timeline.map { selection in
            var selection = selection
            selection.transition = selection.transition.map { reduces ? $0.reducingMotion() : $0 }
            return selection
        }
        return TabsTimeline(filmed, canvas: canvas, hold: hold)
    }

    /// The tabs' pages, in tab order, then the nav's SVG icons.
    public var sourceFiles: [URL] { nav.sourceFiles(after: Content.sourceFiles(in: tabs.map(\.content))) }

    public var lastEventTime: Double { timeline.map(\.at).max() ?? 0 }
}
