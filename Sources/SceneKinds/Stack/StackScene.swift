import Foundation
import Motion
import Scene

/// Tabs of navigation stacks in the spirit of LMTabStack: each tab holds a stack of pages, pushed
/// and popped over time, under decorations (a tab bar, a floating mini-player) that belong to no
/// tab and never move.
///
/// ```swift
/// StackScene(tabs: [.init(name: "Home", root: .init(content: .wireframe(.cards)),
///                         pages: ["detail": .init(content: .wireframe(.list))])],
///            timeline: [.init(at: 0, action: .select(0)), .init(at: 0.3, action: .push("detail"))])
/// ```
public struct StackScene: Sendable, Hashable {
    /// A rounded rectangle drawn on a page; one marked with `morph` travels to the element with
    /// the same id on the page a push or pop arrives at.
    public struct Element: Sendable, Hashable {
        public var morph: String?
        /// Canvas points, where the element is when its page is at rest.
        public var frame: Rect
        public var cornerRadius: Double
        public var fill: Color

        public init(morph: String? = nil, frame: Rect, cornerRadius: Double = 0, fill: Color) {
            self.morph = morph
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.fill = fill
        }
    }

    /// One screen of a stack: what fills it and the elements drawn on it.
    public struct Page: Sendable, Hashable {
        public var content: Content
        public var elements: [Element]

        public init(content: Content, elements: [Element] = []) {
            self.content = content
            self.elements = elements
        }
    }

    /// One tab: its root page and the pages that can be pushed onto its stack, by id.
    public struct Tab: Sendable, Hashable {
        public var name: String
        public var root: Page
        public var pages: [String: Page]

        public init(name: String, root: Page, pages: [String: Page] = [:]) {
            self.name = name
            self.root = root
            self.pages = pages
        }

        /// The page with `id`; ``StackScene/rootID`` is the root.
        public func page(_ id: String) -> Page? { id == StackScene.rootID ? root : pages[id] }
    }

    /// What happens at a moment of the timeline.
    public enum Action: Sendable, Hashable {
        /// Shows another tab, instantly; each tab keeps its own stack.
        case select(Int)
        /// Pushes the page with this id onto the selected tab's stack.
        case push(String)
        /// Pops the selected tab's top page.
        case pop
    }

    public struct Event: Sendable, Hashable {
        /// Seconds from the start.
        public var at: Double
        public var action: Action
        /// When set, the push or pop follows this gesture instead of animating on its own.
        public var drag: DragGesture?

        public init(at: Double, action: Action, drag: DragGesture? = nil) {
            self.at = at
            self.action = action
            self.drag = drag
        }
    }

    /// The id under which a tab's root page is known (it is never pushed or popped).
    public static let rootID = "root"
    /// How dark a page becomes while a pushed page covers it: iOS dims the parent of a push.
    public static let defaultDim = 0.1
    /// Decorations and the header draw above all pages.
    public static let chromeZIndex = 100.0

    public var header: Header?
    public var tabs: [Tab]
    public var decorations: StackDecorations
    /// The page transition; nil is the iOS navigation push for the canvas (``iOSPush(width:)``).
    public var transition: Transition?
    public var animation: Animation
    /// Opacity of the black overlay on a covered page, 0 … 1.
    public var dim: Double
    /// In time order; the first one selects the tab shown from the start, without animation.
    public var timeline: [Event]
    /// The bands of each page that hold still while a push moves the content between them (the
    /// bars a designer's exports carry); nil when the whole page moves. A push cross-fades the
    /// leaving page's bands into the arriving page's with the push's own timing, as
    /// UINavigationBar fades the old title out and the new one in while the bar stays put.
    public var stillBars: StillBars?

    public init(header: Header? = nil, tabs: [Tab], decorations: StackDecorations = StackDecorations(),
                transition: Transition? = nil, animation: Animation = StackScene.defaultAnimation,
                dim: Double = StackScene.defaultDim, timeline: [Event]) {
        self.header = header
        self.tabs = tabs
        self.decorations = decorations
        self.transition = transition
        self.animation = animation
        self.dim = dim
        self.timeline = timeline
    }

    /// `spring(duration: 0.5, bounce: 0)`: LMTabStack's movement track in its push example
    /// (`Examples/Playground/.../HomeToChild.swift`, `Track(timing: .spring(duration: 0.5, bounce: 0))`),
    /// close to UIKit's navigation push, which never overshoots.
    public static let defaultAnimation = Animation.spring(response: 0.5, dampingFraction: 1)

    /// UINavigationController's push for a screen `width` points wide: the pushed page comes in
    /// from the trailing edge, its parent moves 30 % of the width towards the leading edge.
    public static func iOSPush(width: Double) -> Transition {
        Transition(insertion: [.move(.trailing)], removal: [.offset(x: -parentShift * width, y: 0)])
    }

    /// The fraction of the width a covered parent moves by in ``iOSPush(width:)``.
    public static let parentShift = 0.3
}

extension StackScene: PageTransitionKind {
    public static let keyword = "stack"

    /// The transition as written, or the iOS navigation push for the canvas's width.
    public func transition(on canvas: Canvas) -> Transition {
        transition ?? Self.iOSPush(width: canvas.size.width)
    }

    public func timeline(canvas: Canvas, hold: Double, reduceMotion: Bool) -> any Timeline {
        StackTimeline(self, canvas: canvas, hold: hold, reduceMotion: reduceMotion)
    }

    /// Each tab's root page, then its pushed pages by id, then the tab bar's SVG icons.
    public var sourceFiles: [URL] {
        let pages = Content.sourceFiles(in: tabs.flatMap { tab in
            [tab.root.content] + tab.pages.keys.sorted().compactMap { tab.pages[$0]?.content }
        })
        return decorations.tabBar?.sourceFiles(after: pages) ?? pages
    }

    /// A dragged push or pop ends when the finger lifts.
    public var lastEventTime: Double { timeline.map { $0.drag?.release.time ?? $0.at }.max() ?? 0 }
}
