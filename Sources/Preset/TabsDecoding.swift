import Scene

/// `scene:` of `kind: tabs` — header, nav and tabs — plus the top-level `transition` and `timeline`.
///
/// `header` and `nav` are required, each with a `height` (points, ≥ 0); their other fields are
/// optional (`title` none, `avatars` [], `settings` false; `items` [], `gradient` false,
/// `createButtonOn` []). `nav.items`, when given, has one item per tab.
extension DocumentReader {
    func decodeTabs(_ field: Field, transition: Field?, timeline: Field?, canvas: Canvas?) -> TabsScene? {
        guard let scene = mapping(field, allowed: ["kind", "header", "nav", "tabs"]) else { return nil }
        let tabs = required(scene, "tabs").flatMap(decodeTabList)
        let header = required(scene, "header").flatMap { decodeHeader($0, canvas: canvas) }
        let nav = required(scene, "nav").flatMap { decodeNav($0, tabCount: tabs?.count, canvas: canvas) }
        let motion = decodeTransition(transition)
        // A missing timeline was reported at the top level.
        let events = timeline.flatMap { decodeTimeline($0, tabCount: tabs?.count) }
        guard let tabs, let header, let nav, let motion, let events else { return nil }
        return TabsScene(header: header, nav: nav, tabs: tabs, transition: motion.transition,
                         animation: motion.animation, timeline: events)
    }

    /// At least one `{ name, content }`.
    private func decodeTabList(_ field: Field) -> [TabsScene.Tab]? {
        let rule = "a scene may have at most \(Limits.maximumLayers) tabs"
        guard let items = sequence(field, atMost: Limits.maximumLayers, rule) else { return nil }
        guard !items.isEmpty else {
            invalid(field, "a tabs scene needs at least one tab")
            return nil
        }
        let tabs = items.map { item -> TabsScene.Tab? in
            guard let tab = mapping(item, allowed: ["name", "content"]) else { return nil }
            let name = required(tab, "name").flatMap(string)
            let content = required(tab, "content").flatMap(decodeContent)
            guard let name, let content else { return nil }
            return TabsScene.Tab(name: name, content: content)
        }
        return tabs.contains { $0 == nil } ? nil : tabs.compactMap { $0 }
    }

    func decodeHeader(_ field: Field, canvas: Canvas?) -> Header? {
        guard let header = mapping(field, allowed: ["height", "title", "avatars", "settings"]) else { return nil }
        let height = required(header, "height").flatMap { bandHeight($0, "header", canvas: canvas) }
        let title = header["title"].map(string) ?? .some(nil)
        let avatars = header["avatars"].map(decodeColours) ?? []
        let settings = header["settings"].map(bool) ?? false
        guard let height, let title, let avatars, let settings else { return nil }
        return Header(height: height, title: title, avatars: avatars, settings: settings)
    }

    func decodeNav(_ field: Field, tabCount: Int?, canvas: Canvas?) -> Nav? {
        guard let nav = mapping(field, allowed: ["height", "items", "gradient", "createButtonOn"]) else { return nil }
        let height = required(nav, "height").flatMap { bandHeight($0, "nav", canvas: canvas) }
        let items = nav["items"].map { decodeNavItems($0, tabCount: tabCount) } ?? []
        let gradient = nav["gradient"].map(bool) ?? false
        let createButtonOn = nav["createButtonOn"].map { decodeTabIndices($0, tabCount: tabCount) } ?? []
        guard let height, let items, let gradient, let createButtonOn else { return nil }
        return Nav(height: height, items: items, gradient: gradient, createButtonOn: createButtonOn)
    }

    /// A band's height: at least 0, and less than the canvas height so content has room.
    private func bandHeight(_ field: Field, _ band: String, canvas: Canvas?) -> Double? {
        guard let height = number(field, "\(band) height", in: .nonNegative()) else { return nil }
        if let canvas, height >= canvas.size.height {
            invalid(field, "\(band) height \(Limit.format(height)) leaves no room on a canvas "
                    + "\(Limit.format(canvas.size.height)) pt high")
            return nil
        }
        return height
    }

    /// The header's avatars: each is a layer drawn on every frame, so they count as layers.
    private func decodeColours(_ field: Field) -> [Color]? {
        let rule = "a header may have at most \(Limits.maximumLayers) avatars"
        guard let items = sequence(field, atMost: Limits.maximumLayers, rule) else { return nil }
        let colours = items.map(colour)
        return colours.contains { $0 == nil } ? nil : colours.compactMap { $0 }
    }

    private func decodeNavItems(_ field: Field, tabCount: Int?) -> [String]? {
        guard let items = sequence(field) else { return nil }
        let names = items.map(string)
        guard !names.contains(where: { $0 == nil }) else { return nil }
        if let tabCount, names.count != tabCount {
            invalid(field, "nav has \(names.count) item\(names.count == 1 ? "" : "s") but the scene has "
                    + "\(tabCount) tab\(tabCount == 1 ? "" : "s"); give one item per tab")
            return nil
        }
        return names.compactMap { $0 }
    }

    private func decodeTabIndices(_ field: Field, tabCount: Int?) -> Set<Int>? {
        guard let items = sequence(field) else { return nil }
        let indices = items.map { tabIndex($0, tabCount: tabCount) }
        return indices.contains { $0 == nil } ? nil : Set(indices.compactMap { $0 })
    }

    /// A tab's index, 0-based, within the tabs when their number is known.
    func tabIndex(_ field: Field, tabCount: Int?) -> Int? {
        guard let index = integer(field) else { return nil }
        if index < 0 || tabCount.map({ index >= $0 }) == true {
            let range = tabCount.map { $0 == 1 ? "the only tab is 0" : "tabs are 0 … \($0 - 1)" }
                ?? "tabs count from 0"
            invalid(field, "tab index \(index) is out of range; \(range)")
            return nil
        }
        return index
    }
}
