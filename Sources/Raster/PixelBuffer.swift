import Foundation

/// One frame's pixels, owned: premultiplied BGRA with a 64-byte-aligned row stride.
///
/// Allocated once and reused for every frame; the aligned stride makes swscale faster.
public final class PixelBuffer: @unchecked Sendable {
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    public let pixels: UnsafeMutableRawPointer

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        bytesPerRow = (width * 4 + 63) / 64 * 64
        pixels = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 64)
        pixels.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
    }

    deinit { pixels.deallocate() }

    /// The BGRA bytes of pixel (x, y): blue, green, red, alpha (premultiplied).
    public func pixel(x: Int, y: Int) -> (b: UInt8, g: UInt8, r: UInt8, a: UInt8) {
        let p = pixels.advanced(by: y * bytesPerRow + x * 4).assumingMemoryBound(to: UInt8.self)
        return (p[0], p[1], p[2], p[3])
    }
}
