import Scene

/// The colours the built-in wireframes and chrome take in one appearance.
///
/// Light is the habit app's ``Palette`` exactly, so presets without `appearance` draw as they
/// always have; dark takes iOS's dark-mode system colours (label white, secondary label
/// `#98989F`, grouped cards `#1C1C1E`, separators `#38383A`), keeping the accent and the habit
/// colours, which iOS also keeps between modes.
struct Theme: Sendable, Hashable {
    /// Primary text, the status bar, the home indicator and the selected filter chip.
    var ink: Color
    /// Text and glyphs drawn on ``ink`` (the selected filter chip's label).
    var onInk: Color
    /// Subtitles and unselected tab items.
    var secondary: Color
    /// Empty check circles.
    var tertiary: Color
    /// Card edges.
    var hairline: Color
    /// Cards, the nav capsule, the settings button and the avatars' rings.
    var card: Color
    /// The track under a progress ring.
    var ringTrack: Color
    /// The selected tab and the create button, unless a nav gives its own.
    var accent: Color

    static let light = Theme(ink: Palette.ink, onInk: .white, secondary: Palette.secondary,
                             tertiary: Palette.tertiary, hairline: Palette.hairline, card: Palette.card,
                             ringTrack: Palette.ringTrack, accent: Palette.accent)

    static let dark = Theme(ink: .white, onInk: .black, secondary: Palette.rgb(0x98989F),
                            tertiary: Palette.rgb(0x48484A), hairline: Palette.rgb(0x38383A),
                            card: Palette.rgb(0x1C1C1E), ringTrack: Palette.rgb(0x2C2C2E), accent: Palette.accent)

    static func of(_ appearance: Appearance) -> Theme {
        switch appearance {
        case .light: .light
        case .dark: .dark
        }
    }
}
