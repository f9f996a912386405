import Foundation
import Motion
import Scene

/// `scene: { kind: stack, … }` — tabs of navigation stacks with decorations — plus the top-level
/// `transition` and `timeline`.
///
/// ```yaml
/// scene:
///   kind: stack
///   header: { height: 100, title: "Remi" }            # optional, as in tabs
///   dim: 0.1                                          # the covered parent's black overlay, 0 … 1
///   tabs:
///     - name: Home
///       root: { content: { wireframe: cards }, elements: [ { morph: hero, frame: [16, 180, 358, 164], cornerRadius: 22, fill: "#5B7CFA" } ] }
///       pages:
///         detail: { content: { fill: "#ffffff" }, elements: [ { morph: hero, frame: [0, 100, 390, 300], fill: "#5B7CFA" } ] }
///   decorations:
///     tabBar: { height: 120, items: [Home], gradient: true }
///     miniPlayer: { height: 64, title: "Morning run mix", accent: "#FF6B6B" }
/// timeline:
///   - { at: 0.3, push: detail }
///   - { at: 1.5, pop: true }
///   - { at: 2.5, push: detail, drag: { samples: [[2.6, 0.2], [2.7, 0.45], [2.75, 0.55]] } }
/// ```
///
/// Missing `transition` keys take the stack's defaults — the iOS push
/// (`insertion: [ { move: trailing } ]`, `removal: [ { offset: [-0.3 × width, 0] } ]`) on
/// `spring(duration: 0.5, bounce: 0)` — not the tabs scene's.
extension DocumentReader {
    func decodeStack(_ field: Field, transition: Field?, timeline: Field?, canvas: Canvas?) -> StackScene? {
        guard let scene = mapping(field, allowed: ["kind", "header", "tabs", "decorations", "dim"]) else {
            _ = decodeStackTransition(transition, canvas: canvas)
            return nil
        }
        let tabs = required(scene, "tabs").flatMap(decodeStackTabs)
        let header = scene["header"].map { decodeHeader($0, canvas: canvas) } ?? .some(nil)
        let decorations = scene["decorations"].map { decodeDecorations($0, tabCount: tabs?.count, canvas: canvas) }
            ?? StackDecorations()
        let dim = number(scene, "dim", in: .closed(0, 1), default: StackScene.defaultDim)
        let motion = decodeStackTransition(transition, canvas: canvas)
        let events = timeline.flatMap { decodeStackTimeline($0, tabs: tabs) }
        guard let tabs, let header, let decorations, let dim, let motion, let events else { return nil }
        return StackScene(header: header, tabs: tabs, decorations: decorations, transition: motion.transition,
                          animation: motion.animation, dim: dim, timeline: events)
    }

    /// The shared transition grammar with the stack's defaults for the keys it leaves out; a nil
    /// transition is the iOS push for the canvas width (decided by the timeline).
    private func decodeStackTransition(_ field: Field?, canvas: Canvas?) -> (transition: Transition?, animation: Animation)? {
        guard let field else { return (nil, StackScene.defaultAnimation) }
        guard let decoded = decodeTransition(field) else { return nil }
        let written = Set(field.node.mapping?.keys.compactMap(\.string) ?? [])
        let push = StackScene.iOSPush(width: canvas?.size.width ?? 390)
        let transition = Transition(insertion: written.contains("insertion") ? decoded.transition.insertion : push.insertion,
                                    removal: written.contains("removal") ? decoded.transition.removal : push.removal,
                                    tracks: decoded.transition.tracks)
        return (transition, written.contains("animation") ? decoded.animation : StackScene.defaultAnimation)
    }

    // MARK: Tabs and pages

    private func decodeStackTabs(_ field: Field) -> [StackScene.Tab]? {
        let rule = "a scene may have at most \(Limits.maximumLayers) tabs"
        guard let items = sequence(field, atMost: Limits.maximumLayers, rule) else { return nil }
        guard !items.isEmpty else {
            invalid(field, "a stack scene needs at least one tab")
            return nil
        }
        let tabs = items.map { item -> StackScene.Tab? in
            guard let tab = mapping(item, allowed: ["name", "root", "pages"]) else { return nil }
            let name = required(tab, "name").flatMap(string)
            let root = required(tab, "root").flatMap(decodeStackPage)
            let pages = tab["pages"].map(decodeStackPages) ?? [:]
            guard let name, let root, let pages else { return nil }
            let result = StackScene.Tab(name: name, root: root.page, pages: pages.mapValues(\.page))
            return checkMorphPairs(tab: result, pages: [(StackScene.rootID, root)] + pages.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
                ? result : nil
        }
        return tabs.contains { $0 == nil } ? nil : tabs.compactMap { $0 }
    }

    /// A page with the fields of its morph ids, to report ids that do not pair up where they are written.
    private typealias DecodedPage = (page: StackScene.Page, morphFields: [String: Field])

    private func decodeStackPages(_ field: Field) -> [String: DecodedPage]? {
        guard case .mapping(let mapping) = field.node else {
            wrongType(field, expected: "a mapping of page ids to pages")
            return nil
        }
        var pages: [String: DecodedPage] = [:]
        var failed = false
        for (index, (keyNode, value)) in mapping.enumerated() {
            guard index < Limits.maximumLayers else {
                report(.invalidValue(path: field.path, message: "a tab may have at most \(Limits.maximumLayers) pages; "
                                     + "this is number \(index + 1)"), at: keyNode)
                return nil
            }
            guard let id = keyNode.string else {
                wrongType(Field(node: keyNode, path: field.path), expected: "a page id")
                failed = true
                continue
            }
            if id == StackScene.rootID {
                report(.invalidValue(path: field.path, message: "'root' is the tab's root page; give this page another id"),
                       at: keyNode)
                failed = true
                continue
            }
            if let page = decodeStackPage(field.child(id, value)) { pages[id] = page } else { failed = true }
        }
        return failed ? nil : pages
    }

    private func decodeStackPage(_ field: Field) -> DecodedPage? {
        guard let page = mapping(field, allowed: ["content", "elements"]) else { return nil }
        let content = required(page, "content").flatMap(decodeContent)
        var morphFields: [String: Field] = [:]
        var elements: [StackScene.Element]? = []
        if let list = page["elements"] {
            let rule = "a page may have at most \(Limits.maximumLayers) elements"
            guard let items = sequence(list, atMost: Limits.maximumLayers, rule) else { return nil }
            let decoded = items.map { item -> StackScene.Element? in
                guard let element = decodeElement(item) else { return nil }
                if let id = element.element.morph, let idField = element.morphField {
                    if morphFields[id] != nil {
                        invalid(idField, "morph id '\(id)' is already used on this page; each page has one element per id")
                        return nil
                    }
                    morphFields[id] = idField
                }
                return element.element
            }
            elements = decoded.contains { $0 == nil } ? nil : decoded.compactMap { $0 }
        }
        guard let content, let elements else { return nil }
        return (StackScene.Page(content: content, elements: elements), morphFields)
    }

    /// `{ morph: ID, frame: [x, y, width, height], cornerRadius: 24, fill: "#5B7CFA" }`: canvas points.
    private func decodeElement(_ field: Field) -> (element: StackScene.Element, morphField: Field?)? {
        guard let keyed = mapping(field, allowed: ["morph", "frame", "cornerRadius", "fill"]) else { return nil }
        let morph = keyed["morph"].map(string) ?? .some(nil)
        let frame = required(keyed, "frame").flatMap(decodeFrame)
        let radius = number(keyed, "cornerRadius", in: .layerLength, default: 0)
        let fill = required(keyed, "fill").flatMap(colour)
        guard let morph, let frame, let radius, let fill else { return nil }
        return (StackScene.Element(morph: morph, frame: frame, cornerRadius: radius, fill: fill), keyed["morph"])
    }

    /// `[x, y, width, height]` in points: positions within ±100 000, sizes 0 … 100 000.
    private func decodeFrame(_ field: Field) -> Rect? {
        guard let items = sequence(field) else { return nil }
        guard items.count == 4 else {
            invalid(field, "a frame is [x, y, width, height], found \(items.count) number\(items.count == 1 ? "" : "s")")
            return nil
        }
        let x = number(items[0], "x", in: .layerPosition), y = number(items[1], "y", in: .layerPosition)
        let w = number(items[2], "width", in: .layerLength), h = number(items[3], "height", in: .layerLength)
        guard let x, let y, let w, let h else { return nil }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// Every morph id of a tab must be on at least two of its pages, or it has nowhere to travel.
    private func checkMorphPairs(tab: StackScene.Tab, pages: [(String, DecodedPage)]) -> Bool {
        var ok = true
        for (id, page) in pages {
            for (morph, field) in page.morphFields.sorted(by: { $0.key < $1.key }) {
                let others = pages.filter { $0.0 != id && $0.1.morphFields[morph] != nil }
                if others.isEmpty {
                    invalid(field, "morph id '\(morph)' is only on page '\(id)' of tab \(tab.name); a morph needs the "
                            + "same id on the page it leaves and the page it arrives at")
                    ok = false
                }
            }
        }
        return ok
    }

    // MARK: Decorations

    private func decodeDecorations(_ field: Field, tabCount: Int?, canvas: Canvas?) -> StackDecorations? {
        guard let keyed = mapping(field, allowed: ["tabBar", "miniPlayer"]) else { return nil }
        let tabBar = keyed["tabBar"].map { decodeNav($0, tabCount: tabCount, canvas: canvas) } ?? .some(nil)
        let player = keyed["miniPlayer"].map(decodeMiniPlayer) ?? .some(nil)
        guard let tabBar, let player else { return nil }
        return StackDecorations(tabBar: tabBar, miniPlayer: player)
    }

    /// `{ height: 64, title: "…", accent: "#FF6B6B" }`; height 24 … 200 points.
    private func decodeMiniPlayer(_ field: Field) -> StackDecorations.MiniPlayer? {
        guard let keyed = mapping(field, allowed: ["height", "title", "accent"]) else { return nil }
        let heights = Limits.miniPlayerHeight
        let height = required(keyed, "height").flatMap {
            number($0, "mini-player height", in: .closed(heights.lowerBound, heights.upperBound))
        }
        let title = keyed["title"].map(string) ?? ""
        let accent = keyed["accent"].map(colour) ?? StackDecorations.MiniPlayer(height: 0).accent
        guard let height, let title, let accent else { return nil }
        return StackDecorations.MiniPlayer(height: height, title: title, accent: accent)
    }

    // MARK: Timeline

    /// Events in time order, each `select: TAB`, `push: PAGE`, `pop: true`, or `drag:` alone (an
    /// interactive pop); `push` and `pop` may carry a `drag`. Each tab's stack is replayed, so a
    /// push names a page of the tab selected then and a pop has a page to pop.
    private func decodeStackTimeline(_ field: Field, tabs: [StackScene.Tab]?) -> [StackScene.Event]? {
        guard let items = sequence(field, atMost: Limits.maximumEvents, "a timeline may have at most \(Limits.maximumEvents) events") else { return nil }
        guard !items.isEmpty else {
            invalid(field, "the timeline needs at least one event, e.g. - { at: 0, select: 0 }")
            return nil
        }
        var events: [StackScene.Event?] = []
        var previous: EventOrder?
        var selected = 0
        var depths = tabs.map { $0.map { _ in 1 } }
        for item in items {
            guard let event = mapping(item, allowed: ["at", "select", "push", "pop", "drag"]) else {
                events.append(nil)
                continue
            }
            let at = eventTime(event, after: &previous)?.time
            let drag = event["drag"].flatMap { decodeDrag($0, start: at) }
            if let release = drag?.release.time {
                // The next event may not come before the finger lifts.
                previous = EventOrder(time: release, text: Self.formatTime(release), what: "the previous drag's release")
            }
            let actions = ["select", "push", "pop"].filter { event[$0] != nil }
            guard actions.count <= 1 else {
                let second = event.entry(actions[1])
                report(.invalidValue(path: item.path, message: "an event does one thing: select, push or pop; found both "
                                     + "'\(actions[0])' and '\(actions[1])'"), at: second?.keyNode ?? item.node)
                events.append(nil)
                continue
            }
            var action: StackScene.Action?
            switch actions.first {
            case "select":
                action = event["select"].flatMap { tabIndex($0, tabCount: tabs?.count) }.map { StackScene.Action.select($0) }
                if event["drag"] != nil, let entry = event.entry("drag") {
                    report(.invalidValue(path: item.path, message: "a tab switch is instant; a drag drives a push or a pop"),
                           at: entry.keyNode)
                    action = nil
                }
                if case .select(let tab) = action { selected = tab }
            case "push":
                action = event["push"].flatMap { decodePush($0, tab: tabs?[safe: selected]) }
            case "pop":
                guard let popField = event["pop"], let value = bool(popField) else { break }
                guard value else {
                    invalid(popField, "write pop: true, or leave the event out")
                    break
                }
                action = checkPop(popField, tabs: tabs, selected: selected, depths: depths)
            default:
                if let entry = event.entry("drag") {
                    action = checkPop(entry.value, tabs: tabs, selected: selected, depths: depths)
                } else {
                    report(.invalidValue(path: item.path, message: "an event needs one of: select: TAB, push: PAGE, "
                                         + "pop: true, or drag: { samples: … } (an interactive pop)"), at: item.node)
                }
            }
            // Replay the stacks: a dragged transition that cancels changes nothing. After a push or
            // pop in error the stacks are unknown, and later pops are not checked (no follow-on errors).
            if action == nil, !actions.contains("select") { depths = nil }
            if let action, depths != nil, drag?.completes ?? true {
                switch action {
                case .push: depths?[selected] += 1
                case .pop: depths?[selected] -= 1
                case .select: break
                }
            }
            guard let at, let action, event["drag"] == nil || drag != nil else {
                events.append(nil)
                continue
            }
            events.append(StackScene.Event(at: at, action: action, drag: drag))
        }
        return events.contains { $0 == nil } ? nil : events.compactMap { $0 }
    }

    private static func formatTime(_ t: Double) -> String { Limit.format(t) }

    private func decodePush(_ field: Field, tab: StackScene.Tab?) -> StackScene.Action? {
        guard let id = string(field) else { return nil }
        guard let tab else { return .push(id) }
        let ids = tab.pages.keys.sorted()
        guard tab.pages[id] != nil else {
            let choices = ids.isEmpty ? "tab \(tab.name) has no pages to push; add them under its 'pages'"
                : "pages of tab \(tab.name): \(ids.joined(separator: ", "))"
            let suggestion = Suggestions.closest(to: id, among: ids).map { "; did you mean '\($0)'?" } ?? ""
            invalid(field, "unknown page '\(id)'\(suggestion) (\(choices))")
            return nil
        }
        return .push(id)
    }

    private func checkPop(_ field: Field, tabs: [StackScene.Tab]?, selected: Int, depths: [Int]?) -> StackScene.Action? {
        if let depths, let tabs, depths[selected] < 2 {
            invalid(field, "nothing to pop: tab \(tabs[selected].name) shows its root page then")
            return nil
        }
        return .pop
    }

    /// `{ samples: [[t, progress], …] }`: at least two, times strictly increasing from the event's
    /// time on, progress 0 … 1.
    private func decodeDrag(_ field: Field, start: Double?) -> DragGesture? {
        guard let keyed = mapping(field, allowed: ["samples"]) else { return nil }
        let rule = "a drag may have at most \(Limits.maximumEvents) samples"
        guard let samplesField = required(keyed, "samples"),
              let items = sequence(samplesField, atMost: Limits.maximumEvents, rule) else { return nil }
        guard items.count >= 2 else {
            invalid(samplesField, "a drag needs at least two samples [t, progress]: the last two give its release velocity")
            return nil
        }
        var samples: [DragGesture.Sample] = []
        var failed = false
        for item in items {
            guard let pair = sequence(item) else { failed = true; continue }
            guard pair.count == 2 else {
                invalid(item, "a sample is [t, progress], found \(pair.count) number\(pair.count == 1 ? "" : "s")")
                failed = true
                continue
            }
            guard let t = number(pair[0], "sample time", in: .seconds),
                  let p = number(pair[1], "drag progress", in: .closed(0, 1)) else { failed = true; continue }
            if let last = samples.last, t <= last.time {
                invalid(pair[0], "sample time \(pair[0].text ?? "") is not after the previous sample's "
                        + "(\(Limit.format(last.time))); samples go forward in time")
                failed = true
                continue
            } else if samples.isEmpty, let start, t < start {
                invalid(pair[0], "the first sample (at \(pair[0].text ?? "")) comes before its event (at \(Limit.format(start)))")
                failed = true
                continue
            }
            samples.append(DragGesture.Sample(time: t, progress: p))
        }
        return failed ? nil : DragGesture(samples: samples)
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
