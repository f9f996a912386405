/// PNG files written byte by byte from the format's definition, and the broken variants a preset
/// might point at: chunks with their CRC-32, image data in zlib "stored" blocks (so every byte's
/// place is known) with its Adler-32, optionally Adam7-interlaced.
public enum PNGBytes {
    /// CRC-32 as PNG defines it (ISO 3309, polynomial 0xEDB88320, reflected).
    public static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    public static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    /// `raw` as a zlib stream of "stored" (uncompressed) deflate blocks, with its Adler-32.
    public static func zlibStored(_ raw: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01], offset = 0
        repeat {
            let count = min(raw.count - offset, 65_535)
            let last: UInt8 = offset + count == raw.count ? 1 : 0
            out += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8(~count >> 8 & 0xFF)]
            out += raw[offset..<offset + count]
            offset += count
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian(b << 16 | a)
    }

    /// A `width` × `height` RGB image whose pixel (x, y) is `colour(x, y)` (three bytes), not interlaced.
    public static func image(width: Int, height: Int, colour: (Int, Int) -> [UInt8]) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity(height * (1 + width * 3))
        for y in 0..<height {
            raw.append(0)  // filter type 0: none
            for x in 0..<width { raw += colour(x, y) }
        }
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlibStored(raw))
            + chunk("IEND", [])
    }

    /// A `width` × `height` image whose every pixel is `pixel` (as many bytes as the colour type
    /// and bit depth take), interlaced with Adam7's seven passes when asked.
    public static func image(width: Int, height: Int, pixel: [UInt8] = [0x80, 0x80, 0x80], bitDepth: UInt8 = 8,
                             colorType: UInt8 = 2, interlaced: Bool = false) -> [UInt8] {
        let passes = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var raw: [UInt8] = []
        for (x0, y0, dx, dy) in passes {
            let columns = width > x0 ? (width - x0 + dx - 1) / dx : 0
            let rows = height > y0 ? (height - y0 + dy - 1) / dy : 0
            guard columns > 0 else { continue }  // an empty pass has no rows at all
            let row = [0] + Array((0..<columns).map { _ in pixel }.joined())  // filter type 0: none
            for _ in 0..<rows { raw += row }
        }
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlibStored(raw))
            + chunk("IEND", [])
    }

    /// `png` with its IHDR saying `width` × `height`, its CRC recomputed so only the size is wrong.
    public static func resized(_ png: [UInt8], width: UInt32, height: UInt32) -> [UInt8] {
        var bytes = png
        bytes.replaceSubrange(16..<24, with: bigEndian(width) + bigEndian(height))
        bytes.replaceSubrange(29..<33, with: bigEndian(crc32(bytes[12..<29])))
        return bytes
    }

    /// Where `png`'s IDAT chunk starts (its length field).
    public static func idatOffset(_ png: [UInt8]) -> Int {
        (8..<png.count - 4).first { png[$0 + 4..<$0 + 8].elementsEqual("IDAT".utf8) } ?? 0
    }

    /// `png` with one byte of its IDAT's image data flipped: the stored CRC no longer matches.
    public static func flippedData(_ png: [UInt8]) -> [UInt8] {
        var bytes = png
        bytes[idatOffset(png) + 8 + 20] ^= 0xFF
        return bytes
    }

    /// `png` with its IDAT's CRC changed, the data itself intact.
    public static func flippedCRC(_ png: [UInt8]) -> [UInt8] {
        var bytes = png
        let start = idatOffset(png)
        let length = Int(png[start..<start + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        bytes[start + 8 + length] ^= 0x01
        return bytes
    }
}
