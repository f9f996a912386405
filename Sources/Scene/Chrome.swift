import Foundation

/// The static header band at the top of the screen: title, avatars, a settings glyph.
public struct Header: Sendable, Hashable {
    public var height: Double
    public var title: String?
    public var avatars: [Color]
    public var settings: Bool
    /// Whether the 9:41 status bar is drawn; nil keeps the automatic rule (drawn on a header with
    /// content that is tall enough, see ``statusBarMinimumHeight``), which older presets rely on.
    public var statusBar: Bool?

    public init(height: Double, title: String? = nil, avatars: [Color] = [], settings: Bool = false,
                statusBar: Bool? = nil) {
        self.height = height
        self.title = title
        self.avatars = avatars
        self.settings = settings
        self.statusBar = statusBar
    }

    /// Below this height there is no room for a status bar above a title row.
    public static let statusBarMinimumHeight = 88.0
    /// The status bar's own height, as an iPhone with a Dynamic Island has it.
    public static let statusBarHeight = 47.0

    /// Whether the status bar shows in a header `height` points tall: as asked, or by the
    /// automatic rule; never in a band too short to hold it.
    public var showsStatusBar: Bool {
        let hasContent = !(title ?? "").isEmpty || !avatars.isEmpty || settings
        switch statusBar {
        case .some(true): return height >= Self.statusBarHeight
        case .some(false): return false
        case nil: return hasContent && height >= Self.statusBarMinimumHeight
        }
    }
}

/// The static bottom navigation band: one item per tab, the selected one highlighted.
public struct Nav: Sendable, Hashable {
    public var height: Double
    public var items: [NavItem]
    /// Transparent at its top edge, opaque background 40 pt lower, so content shows through.
    public var gradient: Bool
    /// Tab indices on which the create button shows.
    public var createButtonOn: Set<Int>
    /// The selected item's and the create button's colour; nil for the app's own accent.
    public var accent: Color?

    public init(height: Double, items: [NavItem] = [], gradient: Bool = false, createButtonOn: Set<Int> = [],
                accent: Color? = nil) {
        self.height = height
        self.items = items
        self.gradient = gradient
        self.createButtonOn = createButtonOn
        self.accent = accent
    }

    /// The height over which a gradient nav fades in from transparent.
    public static let gradientHeight = 40.0

    /// `urls` followed by the SVG icon files the items draw that are not among them: a kind's
    /// source files, each once, with its nav's icons.
    public func sourceFiles(after urls: [URL]) -> [URL] {
        var all = urls
        for case .svg(let url)? in items.map(\.icon) where !all.contains(url) { all.append(url) }
        return all
    }
}

/// One tab of the nav: its label and its icon.
public struct NavItem: Sendable, Hashable, ExpressibleByStringLiteral {
    public var title: String
    /// nil for a plain item, whose icon is chosen from its title as the habit app does.
    public var icon: NavIcon?

    public init(title: String, icon: NavIcon? = nil) {
        self.title = title
        self.icon = icon
    }

    public init(stringLiteral title: String) {
        self.init(title: title)
    }
}

/// A nav item's icon: one of the built-in set, or an SVG file drawn as a template (its own
/// colours replaced by the item's tint, as SwiftUI renders a template image).
public enum NavIcon: Sendable, Hashable {
    case symbol(NavSymbol)
    case svg(URL)
}

/// The built-in icons, named after the SF Symbols they stand for.
public enum NavSymbol: String, Sendable, Hashable, CaseIterable {
    case house, check, photo, calendar, person, gear, heart, star, magnifyingglass, bell, plus
}
