import CFFmpeg
import CShims

/// Shrinks premultiplied BGRA frames into opaque RGBA of a smaller size, for a GIF narrower than
/// the render (`--gif-width`).
///
/// swscale's area filter averages every source pixel under a destination pixel, which is what a
/// downscale of flat UI and text needs (bilinear would skip pixels and alias thin lines). Scaling
/// premultiplied values is the right average; alpha is then set opaque, which composites over
/// black exactly as the full-size GIF does.
final class FrameScaler {
    let sourceWidth: Int
    let sourceHeight: Int
    let width: Int
    let height: Int
    private let context: Swscale

    init(from sourceWidth: Int, _ sourceHeight: Int, to width: Int, _ height: Int) throws(EncodeError) {
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
        self.width = width
        self.height = height
        context = try Swscale(from: sourceWidth, sourceHeight, AV_PIX_FMT_BGRA, to: width, height, AV_PIX_FMT_RGBA,
                              filter: MR_SCALER_AREA)
    }

    /// The size a `sourceWidth`×`sourceHeight` frame takes at most `maximumWidth` wide, keeping its
    /// aspect ratio (never wider than the source, never less than 1 pixel a side).
    static func size(width sourceWidth: Int, height sourceHeight: Int, maximumWidth: Int) -> (width: Int, height: Int) {
        guard maximumWidth < sourceWidth else { return (sourceWidth, sourceHeight) }
        let width = max(maximumWidth, 1)
        let height = max(Int((Double(sourceHeight) * Double(width) / Double(sourceWidth)).rounded()), 1)
        return (width, height)
    }

    /// Scales `image` into `destination` (`width`×`height` RGBA, tightly packed), alpha 255.
    func scale(_ image: FrameImage, into destination: UnsafeMutablePointer<UInt8>) throws(EncodeError) {
        precondition(image.width == sourceWidth && image.height == sourceHeight, "frame size checked by the sink")
        try context.scale((UnsafePointer(image.pixels.assumingMemoryBound(to: UInt8.self)), nil, nil, nil),
                          strides: (Int32(image.bytesPerRow), 0, 0, 0), height: sourceHeight,
                          into: (destination, nil, nil, nil), strides: (Int32(width * 4), 0, 0, 0))
        for pixel in 0..<(width * height) { destination[pixel * 4 + 3] = 255 }
    }
}
