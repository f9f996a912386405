import Preset
import Scene

/// `scene:` of `kind: tabs` — header, nav and tabs — plus the top-level `transition` and `timeline`.
///
/// `header` and `nav` are optional — without them a page fills the whole canvas, as a designer's
/// own full-screen exports do — and each, when given, has a `height` (points, ≥ 0); their other
/// fields are optional (`title` none, `avatars` [], `settings` false; `items` [], `gradient`
/// false, `createButtonOn` []). `nav.items`, when given, has one item per tab.
extension DocumentReader {
    func decodeTabs(_ field: Field, transition: Field?, timeline: Field?, canvas: Canvas?) -> TabsScene? {
        guard let scene = mapping(field, allowed: ["kind", "header", "nav", "stillBars", "tabs"]) else { return nil }
        // Without chrome the pages are full screen: a designer's screens carry their own.
        let header = scene["header"].map { decodeHeader($0, canvas: canvas) } ?? Header(height: 0)
        // A page made of layers lays them out in the page: everything below the header.
        let page = Size(width: canvas?.size.width ?? 0,
                        height: max((canvas?.size.height ?? 0) - (header?.height ?? 0), 0))
        let tabs = required(scene, "tabs").flatMap { decodeTabList($0, page: page) }
        let nav = scene["nav"].map { decodeNav($0, tabCount: tabs?.count, canvas: canvas) } ?? Nav(height: 0)
        let bars = scene["stillBars"].map { decodeStillBars($0, page: page) } ?? .some(nil)
        let source = decodePageMotion(transition)
        // A missing timeline was reported at the top level.
        let events = timeline.flatMap { decodeTabsTimeline($0, tabCount: tabs?.count) }
        guard let tabs, let header, let nav, let bars, let source, let events else { return nil }
        // Linked code is evaluated change by change, now that the changes are known.
        guard let motion = resolvePageMotion(source, selections: events.map(\.selection.tab),
                                             eventAnimations: events.map(\.animation)) else { return nil }
        var selections = events.map(\.selection)
        var change = 0
        for index in selections.indices.dropFirst() where selections[index].tab != selections[index - 1].tab {
            // The timeline only counts a change where the page differs from the one shown.
            if change < motion.changes.count {
                selections[index].transition = motion.changes[change].transition
                selections[index].animation = motion.changes[change].animation
            }
            change += 1
        }
        var result = TabsScene(header: header, nav: nav, tabs: tabs, transition: motion.transition,
                               animation: motion.animation, timeline: selections)
        result.transitionReadsReduceMotion = motion.readsReduceMotion
        result.stillBars = bars
        return result
    }

    /// At least one `{ name, content }`; a page of layers is laid out in `page` points.
    private func decodeTabList(_ field: Field, page: Size) -> [TabsScene.Tab]? {
        guard let items = tabItems(field, scene: "tabs") else { return nil }
        let files = PageFiles()
        let tabs = items.map { item -> TabsScene.Tab? in
            guard let tab = mapping(item, allowed: ["name", "content"]) else { return nil }
            let name = required(tab, "name").flatMap(string)
            let content = required(tab, "content").flatMap { decodePageContent($0, page: page, files: files) }
            guard let name, let content else { return nil }
            return TabsScene.Tab(name: name, content: content)
        }
        return tabs.contains { $0 == nil } ? nil : tabs.compactMap { $0 }
    }
}

extension TabsScene: DecodableSceneKind {
    package static func decode(_ scene: Field, transition: Field?, timeline: Field?, canvas: Canvas?,
                                in reader: DocumentReader) -> TabsScene? {
        reader.decodeTabs(scene, transition: transition, timeline: timeline, canvas: canvas)
    }
}
