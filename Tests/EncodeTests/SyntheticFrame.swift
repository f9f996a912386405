import Encode
import Foundation

/// A premultiplied BGRA test frame in a 64-byte-aligned buffer, like the ones Raster renders.
struct SyntheticFrame {
    static let background: RGB = (249, 249, 249)
    static let coral: RGB = (255, 107, 107)
    static let blue: RGB = (40, 120, 220)
    static let bar: RGB = (30, 30, 30)

    typealias RGB = (r: UInt8, g: UInt8, b: UInt8)

    let width: Int
    let height: Int
    let bytesPerRow: Int
    var pixels: [UInt8]
    var isOpaque: Bool

    /// An opaque frame: background, a coral patch top left, a blue patch bottom right, and a dark
    /// bar across the middle whose x position moves with `index`.
    static func opaque(width: Int, height: Int, index: Int) -> SyntheticFrame {
        var frame = SyntheticFrame(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                var color = background
                if coralPatch(width: width, height: height).contains(x: x, y: y) { color = coral }
                if bluePatch(width: width, height: height).contains(x: x, y: y) { color = blue }
                let barX = (index * 7) % max(1, width - 12)
                if y >= height * 2 / 5, y < height * 3 / 5, x >= barX, x < barX + 12 { color = bar }
                frame.set(x: x, y: y, b: color.b, g: color.g, r: color.r, a: 255)
            }
        }
        return frame
    }

    /// A frame with transparency, in premultiplied form: alpha ramps across x and the colour
    /// differs per quadrant, with a fully transparent strip and the (64, 0, 0, 128) BGRA pixel.
    static func translucent(width: Int, height: Int, index: Int) -> SyntheticFrame {
        var frame = SyntheticFrame(width: width, height: height)
        frame.isOpaque = false
        for y in 0..<height {
            for x in 0..<width {
                let alpha = (x * 255 / max(1, width - 1) + index) % 256
                let straight: RGB = y < height / 2 ? (255, 107, 107) : (40, 120, 220)
                func premultiply(_ c: UInt8) -> UInt8 { UInt8((Int(c) * alpha + 127) / 255) }
                if y < 2 {
                    frame.set(x: x, y: y, b: 0, g: 0, r: 0, a: 0)
                } else if y == 2 {
                    frame.set(x: x, y: y, b: 64, g: 0, r: 0, a: 128)
                } else {
                    frame.set(x: x, y: y, b: premultiply(straight.b), g: premultiply(straight.g), r: premultiply(straight.r), a: UInt8(alpha))
                }
            }
        }
        return frame
    }

    static func coralPatch(width: Int, height: Int) -> Rect { Rect(x: 0, y: 0, width: width / 2, height: height / 3) }
    static func bluePatch(width: Int, height: Int) -> Rect {
        Rect(x: width / 2, y: height * 2 / 3, width: width - width / 2, height: height - height * 2 / 3)
    }

    struct Rect {
        var x, y, width, height: Int
        func contains(x px: Int, y py: Int) -> Bool { px >= x && px < x + width && py >= y && py < y + height }
        var center: (x: Int, y: Int) { (x + width / 2, y + height / 2) }
    }

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        bytesPerRow = (width * 4 + 63) / 64 * 64
        // Garbage in the row padding, so a sink that reads past the width shows up.
        pixels = [UInt8](repeating: 0xA5, count: bytesPerRow * height)
        isOpaque = true
    }

    mutating func set(x: Int, y: Int, b: UInt8, g: UInt8, r: UInt8, a: UInt8) {
        let offset = y * bytesPerRow + x * 4
        pixels[offset] = b
        pixels[offset + 1] = g
        pixels[offset + 2] = r
        pixels[offset + 3] = a
    }

    /// The pixel as premultiplied BGRA.
    func bgra(x: Int, y: Int) -> (b: Int, g: Int, r: Int, a: Int) {
        let offset = y * bytesPerRow + x * 4
        return (Int(pixels[offset]), Int(pixels[offset + 1]), Int(pixels[offset + 2]), Int(pixels[offset + 3]))
    }

    /// Straight-alpha RGBA as PNG should store it, from the definition premultiplied = straight × alpha / 255.
    func straightRGBA() -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let p = bgra(x: x, y: y)
                func straight(_ c: Int) -> UInt8 {
                    p.a == 0 ? 0 : UInt8(min(255, (Double(c) * 255 / Double(p.a)).rounded()))
                }
                result += [straight(p.r), straight(p.g), straight(p.b), UInt8(p.a)]
            }
        }
        return result
    }

    /// RGB bytes of an opaque frame, top row first.
    func rgb() -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let p = bgra(x: x, y: y)
                result += [UInt8(p.r), UInt8(p.g), UInt8(p.b)]
            }
        }
        return result
    }

    func withImage<R>(_ body: (FrameImage) throws -> R) rethrows -> R {
        try pixels.withUnsafeBytes { bytes in
            try body(FrameImage(pixels: bytes.baseAddress!, width: width, height: height, bytesPerRow: bytesPerRow, isOpaque: isOpaque))
        }
    }
}

extension FrameSink {
    /// Feeds `frames` in order and finishes.
    func write(_ frames: [SyntheticFrame]) throws -> OutputFile {
        try feed(frames)
        return try finish()
    }

    /// Feeds `frames` in order, marking frame `i` as ``FrameImage/repeatsPrevious`` when `repeats[i]` is true.
    func feed(_ frames: [SyntheticFrame], repeats: [Bool]? = nil) throws {
        for (index, frame) in frames.enumerated() {
            try frame.withImage { image in
                var image = image
                image.repeatsPrevious = repeats?[index] ?? false
                try consume(image, index: index)
            }
        }
    }
}
