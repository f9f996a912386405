import Foundation

/// A rectangle of pixels on a frame, and the scans that find and copy what changed between two
/// frames: the one place GIF and APNG differencing compare pixels.
///
/// Both compare 32-bit pixels (RGBA for the GIF, premultiplied BGRA for the APNG) of tightly
/// packed frames of the same size; equal words are equal pixels in either layout.
struct PixelRegion: Equatable, Sendable {
    var x, y, width, height: Int
    var pixelCount: Int { width * height }

    /// The bounding box of the pixels of `current` that differ from `previous`, or nil if none do.
    static func changed(_ current: UnsafePointer<UInt32>, from previous: UnsafePointer<UInt32>,
                        width: Int, height: Int) -> PixelRegion? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for row in 0..<height {
            let line = row * width
            // Most rows of a UI animation are unchanged: one memcmp settles them.
            guard memcmp(current + line, previous + line, width * 4) != 0 else { continue }
            var first = 0
            while current[line + first] == previous[line + first] { first += 1 }
            var last = width - 1
            while current[line + last] == previous[line + last] { last -= 1 }
            minX = min(minX, first); maxX = max(maxX, last)
            minY = min(minY, row); maxY = row
        }
        guard maxX >= 0 else { return nil }
        return PixelRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// Copies this region of `current` (a frame `frameWidth` pixels wide) into `destination`,
    /// tightly packed; with `previous`, pixels equal to it there become 0 (fully transparent black),
    /// which a frame blended over the one before leaves showing.
    func copy(from current: UnsafePointer<UInt32>, clearingUnchangedFrom previous: UnsafePointer<UInt32>?,
              frameWidth: Int, into destination: UnsafeMutablePointer<UInt32>) {
        for row in 0..<height {
            let line = (y + row) * frameWidth + x
            let output = destination + row * width
            guard let previous else {
                output.update(from: current + line, count: width)
                continue
            }
            for column in 0..<width {
                let pixel = current[line + column]
                output[column] = pixel != previous[line + column] ? pixel : 0
            }
        }
    }
}

extension PixelRegion {
    /// Writes `packed` (this region's pixels, tightly packed, as ``copy(from:clearingUnchangedFrom:frameWidth:into:)``
    /// makes them) back into a frame `frameWidth` pixels wide, at this region.
    func paste(_ packed: UnsafePointer<UInt32>, into frame: UnsafeMutablePointer<UInt32>, frameWidth: Int) {
        for row in 0..<height {
            (frame + (y + row) * frameWidth + x).update(from: packed + row * width, count: width)
        }
    }
}

/// A frame's bytes as the 32-bit pixels PixelRegion compares (4 bytes per pixel, either layout).
func pixelWords(_ pointer: UnsafePointer<UInt8>) -> UnsafePointer<UInt32> {
    UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt32.self)
}

/// A frame's bytes as the 32-bit pixels PixelRegion compares, read only.
func pixelWords(_ pointer: UnsafeMutablePointer<UInt8>) -> UnsafePointer<UInt32> {
    UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt32.self)
}
