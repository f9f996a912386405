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

    /// Output width in pixels (points × scale, rounded).
    public var pixelWidth: Int { Int((size.width * scale).rounded()) }
    /// Output height in pixels (points × scale, rounded).
    public var pixelHeight: Int { Int((size.height * scale).rounded()) }

    /// The limits checked before any work starts (see ``Limits``).
    public static let fpsRange = Limits.fps
    public static let maximumPixelSide = Limits.maximumPixelSide
}
