import Foundation

/// The screen being filmed: its size in points, pixels per point, frame rate, background and
/// appearance.
public struct Canvas: Sendable, Hashable {
    public var size: Size
    /// Pixels per point (3 for a modern iPhone).
    public var scale: Double
    /// Frames per second of the output.
    public var fps: Int
    public var background: Color
    /// Light or dark: how the built-in wireframes and chrome are coloured.
    public var appearance: Appearance

    public init(size: Size, scale: Double, fps: Int, background: Color, appearance: Appearance = .light) {
        self.size = size
        self.scale = scale
        self.fps = fps
        self.background = background
        self.appearance = appearance
    }

    /// Output width in pixels (points × scale, rounded); see ``pixels(_:)``.
    public var pixelWidth: Int { Self.pixels(size.width * scale) }
    /// Output height in pixels (points × scale, rounded); see ``pixels(_:)``.
    public var pixelHeight: Int { Self.pixels(size.height * scale) }

    /// `value` rounded to whole pixels. A canvas that passed the preset's checks has at most
    /// ``Limits/maximumPixelSide`` per side; any other saturates (0 for NaN or a negative size)
    /// instead of trapping, so a caller can still see that it is out of bounds.
    private static func pixels(_ value: Double) -> Int {
        max(Int(clamping: value.rounded()), 0)
    }

    /// The renderer's bound on a side, read here by the Raster; the number is ``Limits``'.
    public static let maximumPixelSide = Limits.maximumPixelSide
}

/// The system appearance the built-in screens are drawn in, as iOS's light and dark modes.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
    case light, dark

    /// The canvas background when a preset gives none: the source design's off-white in light,
    /// iOS's `systemBackground` (black) in dark, so chrome and pages sit on one colour.
    public var defaultBackground: Color {
        switch self {
        case .light: Color(red: 0xF9 / 255.0, green: 0xF9 / 255.0, blue: 0xF9 / 255.0)
        case .dark: Color(red: 0, green: 0, blue: 0)
        }
    }
}
