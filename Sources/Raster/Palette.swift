import Scene

/// The habit app's colours, in one place so every screen shares one visual language.
enum Palette {
    /// Primary text and the home indicator.
    static let ink = rgb(0x1C1C1E)
    /// Subtitles and unselected tab items (iOS secondary label).
    static let secondary = rgb(0x8E8E93)
    /// Empty check circles and ring tracks.
    static let tertiary = rgb(0xD1D1D6)
    static let hairline = rgb(0x000000, alpha: 0.06)
    static let card = Color.white
    static let ringTrack = rgb(0xEEEFF4)
    /// The app's accent: selected tab, create button, progress.
    static let accent = rgb(0x5E5CE6)
    static let shadow = rgb(0x101828)

    /// Habit colours, each paired with a glyph by the screens.
    static let water = rgb(0x3D9BFF)
    static let reading = rgb(0xFF9F45)
    static let mindful = rgb(0x30C48D)
    static let workout = rgb(0xFF6B6B)
    static let sleep = rgb(0x8B7CF6)
    static let journal = rgb(0xFF7EB6)
    static let streak = rgb(0xFF8A3D)

    /// Soft two-colour fills for gallery photo tiles (top-left, bottom-right).
    static let photoGradients: [(Color, Color)] = [
        (rgb(0xFFD3B6), rgb(0xFF8C94)), (rgb(0xA8E6CF), rgb(0x3CB9A0)), (rgb(0xC3B1E1), rgb(0x7F7FD5)),
        (rgb(0xFFE29F), rgb(0xFFA99F)), (rgb(0x89F7FE), rgb(0x66A6FF)), (rgb(0xFBC2EB), rgb(0xA18CD1)),
        (rgb(0xD4FC79), rgb(0x96E6A1)), (rgb(0xFAD0C4), rgb(0xF1A7B8)), (rgb(0x84FAB0), rgb(0x8FD3F4)),
        (rgb(0xF6D365), rgb(0xFDA085)), (rgb(0xA1C4FD), rgb(0xC2E9FB)), (rgb(0xFFECD2), rgb(0xFCB69F)),
    ]

    static func rgb(_ hex: UInt32, alpha: Double = 1) -> Color {
        Color(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
              blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// `color` mixed towards `other` by `amount` (0 keeps `color`).
    static func mix(_ color: Color, _ other: Color, _ amount: Double) -> Color {
        Color(red: color.red + (other.red - color.red) * amount,
              green: color.green + (other.green - color.green) * amount,
              blue: color.blue + (other.blue - color.blue) * amount,
              alpha: color.alpha + (other.alpha - color.alpha) * amount)
    }
}
