import Scene

/// The chrome kinds share — a `header` and a `nav` (the stack's tab bar) — and the tab indices
/// their scenes and timelines name.
///
/// `header` has a `height` (points, ≥ 0) and optional `title` (none), `avatars` ([]),
/// `settings` (false) and `statusBar` (automatic: drawn on a header with content at least 88 pt
/// high); `nav` has a `height` and optional `items` ([], one per tab when given; each a title or
/// `{ title, icon }`), `gradient` (false), `createButtonOn` ([]) and `accent` (the app's).
extension DocumentReader {
    package func decodeHeader(_ field: Field, canvas: Canvas?) -> Header? {
        guard let header = mapping(field, allowed: ["height", "title", "avatars", "settings", "statusBar"]) else {
            return nil
        }
        let height = required(header, "height").flatMap { bandHeight($0, "header", canvas: canvas) }
        let title = header["title"].map(string) ?? .some(nil)
        let avatars = header["avatars"].map(decodeColours) ?? []
        let settings = header["settings"].map(bool) ?? false
        let statusBar = header["statusBar"].map { field in bool(field).map { Optional($0) } } ?? .some(nil)
        guard let height, let title, let avatars, let settings, let statusBar else { return nil }
        if statusBar == true, height < Header.statusBarHeight, let field = header["statusBar"] {
            invalid(field, "a status bar is \(Limit.format(Header.statusBarHeight)) pt high; the header is "
                    + "\(Limit.format(height)) pt (make it taller or set statusBar: false)")
            return nil
        }
        return Header(height: height, title: title, avatars: avatars, settings: settings, statusBar: statusBar)
    }

    package func decodeNav(_ field: Field, tabCount: Int?, canvas: Canvas?) -> Nav? {
        let keys = ["height", "items", "gradient", "createButtonOn", "accent"]
        guard let nav = mapping(field, allowed: keys) else { return nil }
        let height = required(nav, "height").flatMap { bandHeight($0, "nav", canvas: canvas) }
        let items = nav["items"].map { decodeNavItems($0, tabCount: tabCount) } ?? []
        let gradient = nav["gradient"].map(bool) ?? false
        let createButtonOn = nav["createButtonOn"].map { decodeTabIndices($0, tabCount: tabCount) } ?? []
        let accent = nav["accent"].map { field in colour(field).map { Optional($0) } } ?? .some(nil)
        guard let height, let items, let gradient, let createButtonOn, let accent else { return nil }
        return Nav(height: height, items: items, gradient: gradient, createButtonOn: createButtonOn, accent: accent)
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

    private func decodeNavItems(_ field: Field, tabCount: Int?) -> [NavItem]? {
        let rule = "a nav may have at most \(Limits.maximumLayers) items"
        guard let items = sequence(field, atMost: Limits.maximumLayers, rule) else { return nil }
        let decoded = items.map(decodeNavItem)
        guard !decoded.contains(where: { $0 == nil }) else { return nil }
        if let tabCount, decoded.count != tabCount {
            invalid(field, "nav has \(decoded.count) item\(decoded.count == 1 ? "" : "s") but the scene has "
                    + "\(tabCount) tab\(tabCount == 1 ? "" : "s"); give one item per tab")
            return nil
        }
        return decoded.compactMap { $0 }
    }

    private func decodeTabIndices(_ field: Field, tabCount: Int?) -> Set<Int>? {
        guard let items = sequence(field) else { return nil }
        let indices = items.map { tabIndex($0, tabCount: tabCount) }
        return indices.contains { $0 == nil } ? nil : Set(indices.compactMap { $0 })
    }

    /// A scene's `tabs`: at least one, at most ``Limits/maximumLayers``; `scene` names the kind in
    /// the message ("a stack scene needs at least one tab").
    package func tabItems(_ field: Field, scene: String) -> [Field]? {
        let rule = "a scene may have at most \(Limits.maximumLayers) tabs"
        guard let items = sequence(field, atMost: Limits.maximumLayers, rule) else { return nil }
        guard !items.isEmpty else {
            invalid(field, "a \(scene) scene needs at least one tab")
            return nil
        }
        return items
    }

    /// A tab's index, 0-based, within the tabs when their number is known.
    package func tabIndex(_ field: Field, tabCount: Int?) -> Int? {
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
