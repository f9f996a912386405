import Foundation

/// The static header band at the top of the screen: title, avatar circles, a settings glyph.
public struct Header: Sendable, Hashable {
    public var height: Double
    public var title: String?
    public var avatars: [Color]
    public var settings: Bool

    public init(height: Double, title: String? = nil, avatars: [Color] = [], settings: Bool = false) {
        self.height = height
        self.title = title
        self.avatars = avatars
        self.settings = settings
    }
}

/// The static bottom navigation band: one item per tab, the selected one highlighted.
public struct Nav: Sendable, Hashable {
    public var height: Double
    public var items: [String]
    /// Transparent at its top edge, opaque background 40 pt lower, so content shows through.
    public var gradient: Bool
    /// Tab indices on which the create button shows.
    public var createButtonOn: Set<Int>

    public init(height: Double, items: [String] = [], gradient: Bool = false, createButtonOn: Set<Int> = []) {
        self.height = height
        self.items = items
        self.gradient = gradient
        self.createButtonOn = createButtonOn
    }

    /// The height over which a gradient nav fades in from transparent.
    public static let gradientHeight = 40.0
}
