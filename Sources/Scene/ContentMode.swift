/// How an image fills a frame whose shape is not its own, as SwiftUI's `aspectRatio(contentMode:)`.
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    /// Aspect fill, centred and cropped (`.scaledToFill()` in a clipped frame): the default.
    case fill
    /// Aspect fit, centred, the rest of the frame left clear (`.scaledToFit()`).
    case fit
    /// Both axes scaled to the frame (`.resizable()` alone).
    case stretch

    /// How much an image of `image` size is scaled on each axis to go in a frame of `frame` size;
    /// nil when either size is empty or not finite (there is nothing to draw).
    public func scale(of image: Size, in frame: Size) -> (x: Double, y: Double)? {
        guard image.width > 0, image.height > 0, image.width.isFinite, image.height.isFinite,
              frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return nil }
        let sx = frame.width / image.width, sy = frame.height / image.height
        switch self {
        case .stretch: return (sx, sy)
        case .fill: return (max(sx, sy), max(sx, sy))
        case .fit: return (min(sx, sy), min(sx, sy))
        }
    }

    /// Where an image of `image` size is drawn in a frame of `frame` size, in the frame's
    /// coordinates: scaled by ``scale(of:in:)`` and centred; nil when there is nothing to draw.
    public func placement(of image: Size, in frame: Size) -> Rect? {
        guard let scale = scale(of: image, in: frame) else { return nil }
        let width = image.width * scale.x, height = image.height * scale.y
        return Rect(x: (frame.width - width) / 2, y: (frame.height - height) / 2, width: width, height: height)
    }
}
