import Foundation
import Motion
import Preset
import Scene
import Yams

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
        guard let scene = mapping(field, allowed: ["kind", "header", "stillBars", "tabs", "decorations", "dim"]) else {
            _ = decodeStackTransition(transition, canvas: canvas)
            return nil
        }
        let header = scene["header"].map { decodeHeader($0, canvas: canvas) } ?? .some(nil)
        // A page made of layers lays them out in the page: everything below the header, if any.
        let pageSize = Size(width: canvas?.size.width ?? 0,
                            height: max((canvas?.size.height ?? 0) - ((header ?? nil)?.height ?? 0), 0))
        let files = PageFiles()
        let tabs = required(scene, "tabs").flatMap { decodeStackTabs($0, page: PageReading(size: pageSize, files: files)) }
        let decorations = scene["decorations"].map { decodeDecorations($0, tabCount: tabs?.count, canvas: canvas) }
            ?? StackDecorations()
        let dim = number(scene, "dim", in: .closed(0, 1), default: StackScene.defaultDim)
        let bars = scene["stillBars"].map { decodeStillBars($0, page: pageSize) } ?? .some(nil)
        let motion = decodeStackTransition(transition, canvas: canvas)
        let events = timeline.flatMap { decodeStackTimeline($0, tabs: tabs) }
        guard let tabs, let header, let decorations, let dim, let bars, let motion, let events else { return nil }
        var stack = StackScene(header: header, tabs: tabs, decorations: decorations, transition: motion.transition,
                               animation: motion.animation, dim: dim, timeline: events)
        stack.stillBars = bars
        return stack
    }

    /// The shared transition grammar with the stack's defaults for the keys it leaves out; a nil
    /// transition is the iOS push for the canvas width (``StackScene/transition(on:)``).
    private func decodeStackTransition(_ field: Field?, canvas: Canvas?) -> (transition: Transition?, animation: Animation)? {
        guard let field else { return (nil, StackScene.defaultAnimation) }
        guard let decoded = decodeTransition(field) else { return nil }
        // A stack places its pages' elements on the page's frame, moved and scaled with it; a turn
        // would leave them behind, so a stack's transition does not turn.
        if (decoded.transition.insertion + decoded.transition.removal).contains(where: { $0.tracks.contains(.rotation) }) {
            invalid(field, "a stack's transition cannot turn (its pages' elements are placed on the page's frame); "
                    + "{ rotation: … } is for tabs transitions")
            return nil
        }
        // Without a canvas (its error is reported) no scene is made, so there is no width to fill in.
        guard let canvas else { return (decoded.transition, decoded.animation) }
        let written = Set(field.node.mapping?.keys.compactMap(\.string) ?? [])
        let push = StackScene.iOSPush(width: canvas.size.width)
        let transition = Transition(insertion: written.contains("insertion") ? decoded.transition.insertion : push.insertion,
                                    removal: written.contains("removal") ? decoded.transition.removal : push.removal,
                                    tracks: decoded.transition.tracks)
        return (transition, written.contains("animation") ? decoded.animation : StackScene.defaultAnimation)
    }

    // MARK: Tabs and pages

    /// Where a page made of layers lays them out, and the page files the scene has read.
    private struct PageReading {
        var size: Size
        var files: PageFiles
    }

    private func decodeStackTabs(_ field: Field, page: PageReading) -> [StackScene.Tab]? {
        guard let items = tabItems(field, scene: "stack") else { return nil }
        let tabs = items.map { item -> StackScene.Tab? in
            guard let tab = mapping(item, allowed: ["name", "root", "pages"]) else { return nil }
            let name = required(tab, "name").flatMap(string)
            let root = required(tab, "root").flatMap { decodeStackPage($0, page: page) }
            let pages = tab["pages"].map { decodeStackPages($0, page: page) } ?? [:]
            guard let name, let root, let pages else { return nil }
            let result = StackScene.Tab(name: name, root: root.page, pages: pages.mapValues(\.page))
            return checkMorphPairs(tab: result, pages: [(StackScene.rootID, root)] + pages.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
                ? result : nil
        }
        return tabs.contains { $0 == nil } ? nil : tabs.compactMap { $0 }
    }

    /// A page with the fields of its morph ids, to report ids that do not pair up where they are written.
    private typealias DecodedPage = (page: StackScene.Page, morphFields: [String: Field])

    private func decodeStackPages(_ field: Field, page: PageReading) -> [String: DecodedPage]? {
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
            if let decoded = decodeStackPage(field.child(id, value), page: page) { pages[id] = decoded } else { failed = true }
        }
        return failed ? nil : pages
    }

    private func decodeStackPage(_ field: Field, page reading: PageReading) -> DecodedPage? {
        guard let page = mapping(field, allowed: ["content", "elements"]) else { return nil }
        let content = required(page, "content").flatMap {
            decodePageContent($0, page: reading.size, files: reading.files)
        }
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
}

extension StackScene: DecodableSceneKind {
    package static func decode(_ scene: Field, transition: Field?, timeline: Field?, canvas: Canvas?,
                                in reader: DocumentReader) -> StackScene? {
        reader.decodeStack(scene, transition: transition, timeline: timeline, canvas: canvas)
    }
}
