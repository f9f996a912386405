/// How an image fills a frame whose shape is not its own, as SwiftUI's `aspectRatio(contentMode:)`.
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    /// Aspect fill, centred and cropped (`.scaledToFill()` in a clipped frame): the default.
    case fill
    /// Aspect fit, centred, the rest of the frame left clear (`.scaledToFit()`).
    case fit
    /// Both axes scaled to the frame (`.resizable()` alone).
    case stretch

    /// Where an image of `image` size is drawn in a frame of `frame` size, in the frame's
    /// coordinates; nil when either size is empty or not finite (there is nothing to draw).
    public func placement(of image: Size, in frame: Size) -> Rect? {
        guard image.width > 0, image.height > 0, image.width.isFinite, image.height.isFinite,
              frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return nil }
        let sx = frame.width / image.width, sy = frame.height / image.height
        let scale: Double
        switch self {
        case .stretch: return Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        case .fill: scale = max(sx, sy)
        case .fit: scale = min(sx, sy)
        }
        let width = image.width * scale, height = image.height * scale
        return Rect(x: (frame.width - width) / 2, y: (frame.height - height) / 2, width: width, height: height)
    }
}
