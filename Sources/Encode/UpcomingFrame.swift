/// The GIF frame after the one being written, as its second pass replays them: the rectangle
/// that changes and its pixels. It tells ``FrameDifference`` which pixels are still moving, the
/// ones whose colour is on screen for a single frame.
struct UpcomingFrame {
    /// The canvas rectangle that changes (empty when nothing does).
    var region: PixelRegion
    /// The rectangle's pixels, packed row by row (RGBA words).
    var pixels: UnsafePointer<UInt32>

    /// Whether canvas pixel (`x`, `y`), now `pixel`, is different in the upcoming frame.
    func changes(x: Int, y: Int, from pixel: UInt32) -> Bool {
        let column = x - region.x, row = y - region.y
        guard column >= 0, row >= 0, column < region.width, row < region.height else { return false }
        return pixels[row * region.width + column] != pixel
    }
}
