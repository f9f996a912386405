import Foundation

/// The screen being filmed: its size in points, pixels per point, frame rate and background.
public struct Canvas: Sendable, Hashable {
    public var size: Size
    /// Pixels per point (3 for a modern iPhone).
    public var scale: Double
    /// Frames per second of the output.
    public var fps: Int
    public var background: Color

    public init(size: Size, scale: Double, fps: Int, background: Color) {
        self.size = size
        self.scale = scale
        self.fps = fps
        self.background = background
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
