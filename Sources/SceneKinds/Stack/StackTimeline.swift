import Foundation
import Motion
import Scene

/// The stack scene over time: pushes, pops and tab switches, with morphing elements and
/// hand-driven (dragged) transitions.
///
/// A push inserts the page with the transition's `insertion` effects and moves its parent to the
/// `removal` state, dimming it; a pop is the same push played backwards (the popped page returns
/// to its insertion state, the parent from its removal state to rest), as UINavigationController
/// and LMTabStack's interactive transitions reverse. Directions are always forward, so
/// `{ move: auto }` means the trailing edge. Each property animates in its own units with its
/// track's animation; a change during another merges or adds as in the tabs scene.
public struct StackTimeline: Timeline {
    public let canvas: Canvas
    public let scene: StackScene
    public let settleTime: Double
    public let frameCount: Int
    /// The page transition in effect (the iOS push by default; reduced under Reduce Motion).
    public let transition: Transition
    let cards: [StackCard]
    let morphs: [Morph]
    /// Selected tab over time; a switch is instant, as UITabBarController switches.
    let selections: [(at: Double, tab: Int)]

    /// Where pages are: below the header (if any), full width, down to the canvas bottom.
    public var pageFrame: Rect {
        let top = scene.header?.height ?? 0
        return Rect(x: 0, y: top, width: canvas.size.width, height: canvas.size.height - top)
    }

    public init(_ scene: StackScene, canvas: Canvas, hold: Double, reduceMotion: Bool) {
        var builder = Builder(scene: scene, canvas: canvas, reduceMotion: reduceMotion)
        for event in scene.timeline { builder.apply(event) }
        self.canvas = canvas
        self.scene = scene
        transition = builder.transition
        cards = builder.cards
        morphs = builder.morphs
        selections = builder.selections
        let settle = max(builder.cards.map(\.settleTime).max() ?? 0, builder.morphs.map(\.settleTime).max() ?? 0,
                         builder.lastEventTime)
        settleTime = settle
        frameCount = Self.frameCount(settle: settle, hold: hold, fps: canvas.fps)
    }

    /// The selected tab at `time`.
    public func selectedTab(at time: Double) -> Int {
        (selections.last { $0.at <= time } ?? selections.first)?.tab ?? 0
    }

    /// The ids of the pages on `tab`'s stack that are on screen at `time`, bottom first (a page
    /// that a resting, opaque page covers is not drawn).
    public func visiblePages(at time: Double, tab: Int) -> [String] {
        visibleCards(at: time, tab: tab).map { cards[$0].pageID }
    }

    func visibleCards(at time: Double, tab: Int) -> [Int] {
        let live = cards.indices.filter { cards[$0].tab == tab && cards[$0].isVisible(at: time) }
            .sorted { (cards[$0].depth, $0) < (cards[$1].depth, $1) }
        guard let top = live.lastIndex(where: { cards[$0].coversBelow(at: time) }) else { return live }
        return Array(live[top...])
    }

    public func state(at time: Double) -> FrameState {
        let frame = pageFrame
        let tab = selectedTab(at: time)
        let visible = visibleCards(at: time, tab: tab)
        var layers: [LayerState] = []
        var baseZ: [Int: Double] = [:]
        // Under still bars the moving content shows only between them, as the bars cover it in the app.
        let clip = scene.stillBars?.content(of: frame) ?? frame
        for (rank, index) in visible.enumerated() {
            let card = cards[index]
            let z = 1 + Double(rank) * 4
            baseZ[index] = z
            let v = card.appearance.values(at: time)
            let offset = Point(x: v.offsetX, y: v.offsetY)
            let opacity = min(max(v.opacity, 0), 1), scale = max(v.scale, 0), blur = max(v.blur, 0)
            let mask = v.mask(in: frame.size)
            func pageLayer(_ id: String, _ content: LayerContent, z: Double) -> LayerState {
                LayerState(id: id, content: content, frame: frame, offset: offset, opacity: opacity, zIndex: z,
                           clip: clip, scale: scale, anchor: v.anchor, blur: blur, mask: mask)
            }
            // Wireframes are drawn on a transparent surface; a page is opaque, like a view controller's view.
            layers.append(pageLayer("stack.\(index).background", .shape(.rect(fill: canvas.background)), z: z))
            layers.append(pageLayer("stack.\(index)", .page(card.page.content), z: z + 1))
            // Elements move and scale with their page (about the page's anchor).
            let pivot = Point(x: frame.minX + v.anchor.x * frame.width, y: frame.minY + v.anchor.y * frame.height)
            for (i, element) in card.page.elements.enumerated() {
                if let id = element.morph, morphs.contains(where: { $0.id == id && $0.hides(card: index, at: time) }) {
                    continue
                }
                let r = element.frame
                let placed = Rect(x: pivot.x + (r.minX - pivot.x) * scale + offset.x,
                                  y: pivot.y + (r.minY - pivot.y) * scale + offset.y,
                                  width: r.width * scale, height: r.height * scale)
                layers.append(LayerState(
                    id: "stack.\(index).element.\(i)",
                    content: .shape(.roundedRect(fill: element.fill, cornerRadius: element.cornerRadius * scale)),
                    frame: placed, opacity: opacity, zIndex: z + 2, clip: clip, blur: blur))
            }
            let dim = min(max(card.dim.value(at: time), 0), 1)
            if dim > 0 {
                layers.append(LayerState(id: "stack.\(index).dim", content: .shape(.rect(fill: .black)), frame: frame,
                                         offset: offset, opacity: dim, zIndex: z + 3, clip: clip))
            }
        }
        for (j, morph) in morphs.enumerated() where morph.isVisible(at: time) {
            // Above the elements of the higher of its two pages (one of them may be covered).
            guard let z = [baseZ[morph.cardA], baseZ[morph.cardB]].compactMap({ $0 }).max() else { continue }
            layers.append(LayerState(id: "stack.morph.\(j)", content: .shape(morph.shape(at: time)),
                                     frame: morph.frame(at: time), zIndex: z + 2.5, clip: clip))
        }
        if let bars = scene.stillBars { layers += barLayers(bars, cards: visible, in: frame, at: time) }
        if let header = scene.header {
            layers.append(LayerState(id: "header", content: .header(header),
                                     frame: Rect(x: 0, y: 0, width: canvas.size.width, height: header.height),
                                     zIndex: StackScene.chromeZIndex))
        }
        layers += scene.decorations.layers(canvas: canvas, selected: tab)
        return FrameState(index: Self.frameIndex(at: time, fps: canvas.fps), time: time, layers: layers)
    }
}

extension StackTimeline {
    /// The still bars of the `visible` cards (bottom first): the lowest one's bands opaque, each
    /// above at its own cross-fade, so the bars never show the background through a fade (the
    /// pixels are the leaving bands' × (1 − p) + the arriving bands' × p).
    func barLayers(_ bars: StillBars, cards visible: [Int], in frame: Rect, at time: Double) -> [LayerState] {
        visible.enumerated().flatMap { rank, index in
            let opacity = rank == 0 ? 1 : min(max(cards[index].bars.value(at: time), 0), 1)
            return bars.layers(showing: cards[index].page.content, in: frame, opacity: opacity,
                               idSuffix: rank == 0 ? "" : ".\(rank)")
        }
    }
}

extension StackTimeline {
    /// Replays the timeline event by event, keeping each tab's stack.
    struct Builder {
        /// One animatable number somewhere in the scene.
        enum Ref {
            case card(Int, property: Int)
            case dim(Int)
            case bars(Int)
            case morph(Int, component: Int)
        }

        /// A number's new target and the track whose animation takes it there.
        struct Change {
            var ref: Ref
            var target: Double
            var track: TransitionTrack
            var element: ElementPosition
        }

        let scene: StackScene
        let transition: Transition
        let morphing: Bool
        let clock: SampleClock
        let frame: Size
        var cards: [StackCard] = []
        var morphs: [Morph] = []
        var stacks: [[Int]]
        var selections: [(at: Double, tab: Int)] = [(0, 0)]
        var lastEventTime = 0.0

        static let leaving = ElementPosition(index: 0, row: 0, column: 0)
        static let arriving = ElementPosition(index: 1, row: 0, column: 1)

        init(scene: StackScene, canvas: Canvas, reduceMotion: Bool) {
            self.scene = scene
            transition = scene.effectiveTransition(canvas: canvas, reduceMotion: reduceMotion)
            morphing = !reduceMotion
            clock = SampleClock(rate: Double(canvas.fps))
            frame = Size(width: canvas.size.width, height: canvas.size.height - (scene.header?.height ?? 0))
            stacks = scene.tabs.map { _ in [] }
            for (tab, description) in scene.tabs.enumerated() {
                stacks[tab] = [cards.count]
                cards.append(StackCard(tab: tab, pageID: StackScene.rootID, page: description.root, depth: 0,
                                       at: 0, values: .identity, bars: 1))
            }
        }

        var insertion: TransitionValues { transition.insertionValues(.forward, width: frame.width, height: frame.height) }
        var removal: TransitionValues { transition.removalValues(.forward, width: frame.width, height: frame.height) }
        var selected: Int { selections.last?.tab ?? 0 }

        mutating func apply(_ event: StackScene.Event) {
            let t = event.at
            lastEventTime = max(lastEventTime, event.drag?.release.time ?? t)
            switch event.action {
            case .select(let tab):
                // Tab 0 shows from the start unless a select at 0 says otherwise; no animation either way.
                if t <= 0 { selections = [(0, tab)] } else if selected != tab { selections.append((t, tab)) }
            case .push(let id):
                let tab = selected
                guard let parent = stacks[tab].last, let page = scene.tabs[tab].page(id) else { return }
                let child = cards.count
                cards.append(StackCard(tab: tab, pageID: id, page: page, depth: cards[parent].depth + 1,
                                       at: t, values: insertion, bars: 0))
                var changes = cardChanges(child, to: .identity, element: Self.arriving)
                    + cardChanges(parent, to: removal, element: Self.leaving)
                changes.append(Change(ref: .dim(parent), target: scene.dim, track: .opacity, element: Self.leaving))
                changes += barChanges(arriving: child, leaving: parent)
                changes += morphChanges(from: parent, to: child, at: t)
                let completed = run(changes, at: t, drag: event.drag)
                if completed { stacks[tab].append(child) } else { hideWhenSettled(child) }
            case .pop:
                let tab = selected
                guard stacks[tab].count >= 2, let top = stacks[tab].last else { return }
                let parent = stacks[tab][stacks[tab].count - 2]
                var changes = cardChanges(top, to: insertion, element: Self.leaving)
                    + cardChanges(parent, to: .identity, element: Self.arriving)
                changes.append(Change(ref: .dim(parent), target: 0, track: .opacity, element: Self.arriving))
                changes += barChanges(arriving: parent, leaving: top)
                changes += morphChanges(from: top, to: parent, at: t)
                if run(changes, at: t, drag: event.drag) {
                    stacks[tab].removeLast()
                    hideWhenSettled(top)
                }
            }
            morphs.showUntilSettled()
        }

        private mutating func hideWhenSettled(_ card: Int) {
            cards[card].appearance.hiddenAt = cards[card].appearance.settleTime
        }

        private func cardChanges(_ card: Int, to target: TransitionValues, element: ElementPosition) -> [Change] {
            TransitionValues.animatable.enumerated().map { i, entry in
                Change(ref: .card(card, property: i), target: target[keyPath: entry.0], track: entry.1, element: element)
            }
        }

        /// The still bars' cross-fade from the `leaving` page's bands to the `arriving` page's, on
        /// the track that moves the pages: the bars change as far as the push has gone.
        private func barChanges(arriving: Int, leaving: Int) -> [Change] {
            guard scene.stillBars != nil else { return [] }
            return [Change(ref: .bars(arriving), target: 1, track: .position, element: Self.arriving),
                    Change(ref: .bars(leaving), target: 0, track: .position, element: Self.leaving)]
        }

        /// Morphs from page `from` (leaving) to page `to` (arriving): an element of each with the
        /// same id. One still travelling between the two turns back; one still travelling between
        /// `from` and another page (a push while the pop's morph settles) is taken over from where
        /// it is, so the element is never drawn twice; otherwise a new one starts.
        private mutating func morphChanges(from: Int, to: Int, at t: Double) -> [Change] {
            guard morphing else { return [] }
            var changes: [Change] = []
            for source in cards[from].page.elements {
                guard let id = source.morph,
                      let destination = cards[to].page.elements.first(where: { $0.morph == id }) else { continue }
                let (j, towardsB) = morphs.start(id, from: from, source: source, to: to, destination: destination,
                                                 at: t)
                for (k, target) in morphs[j].targets(towardsB: towardsB).enumerated() {
                    changes.append(Change(ref: .morph(j, component: k), target: target, track: .position,
                                          element: Self.arriving))
                }
            }
            return changes
        }

        private func animation(_ change: Change) -> Animation {
            transition.animation(for: change.track, default: scene.animation).forElement(change.element)
        }

        private mutating func store(_ value: AnimatedValue, at ref: Ref) {
            switch ref {
            case .card(let c, let p): cards[c].appearance.properties[p] = value
            case .dim(let c): cards[c].dim = value
            case .bars(let c): cards[c].bars = value
            case .morph(let j, let k): morphs[j].values[k] = value
            }
        }

        private func current(_ ref: Ref) -> AnimatedValue {
            switch ref {
            case .card(let c, let p): cards[c].appearance.properties[p]
            case .dim(let c): cards[c].dim
            case .bars(let c): cards[c].bars
            case .morph(let j, let k): morphs[j].values[k]
            }
        }

        /// Applies `changes` from `t`, on their animations or following `drag`; returns whether
        /// the transition completes (a drag may cancel it, and everything returns to where it was).
        private mutating func run(_ changes: [Change], at t: Double, drag: DragGesture?) -> Bool {
            recordAnchors(changes, at: t)
            guard let drag else {
                for change in changes {
                    var value = current(change.ref)
                    value.set(change.target, at: t, animation: animation(change), clock: clock)
                    store(value, at: change.ref)
                }
                return true
            }
            let completes = drag.completes
            let velocity = drag.releaseVelocity
            for change in changes {
                var value = current(change.ref)
                let start = value.target, end = change.target
                // The finger's progress, piecewise linear: a linear run from each sample to the next.
                var previous = t
                for sample in drag.samples {
                    let target = start + (end - start) * sample.progress
                    let run = sample.time > previous ? Animation.curve(.linear, duration: sample.time - previous) : nil
                    value.set(target, at: previous, animation: run, clock: clock)
                    previous = sample.time
                }
                value.set(completes ? end : start, at: drag.release.time, animation: DragGesture.releaseAnimation,
                          clock: clock, velocity: velocity * (end - start))
                store(value, at: change.ref)
            }
            return completes
        }

        /// A card that scales towards a target takes that target's anchor from `t`.
        private mutating func recordAnchors(_ changes: [Change], at t: Double) {
            for change in changes {
                guard case .card(let c, let p) = change.ref, TransitionValues.animatable[p].0 == \TransitionValues.scale,
                      change.target != 1 else { continue }
                let anchor = change.target == insertion.scale ? insertion.anchor : removal.anchor
                cards[c].appearance.anchorHistory.append((t, anchor))
            }
        }
    }
}
