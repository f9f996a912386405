import Foundation
import Scene
import Testing
@testable import Preset

/// PNGs built from the format's definition: chunks with their CRC-32, image data in zlib
/// "stored" blocks with its Adler-32, optionally Adam7-interlaced.
private enum PNGFile {
    static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    static func zlibStored(_ raw: [UInt8]) -> [UInt8] {
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

    /// A `width` × `height` image of `bytesPerPixel` bytes of 0x80 per pixel, with the given bit
    /// depth and colour type; interlaced with Adam7's seven passes when asked.
    static func image(width: Int, height: Int, bitDepth: UInt8 = 8, colorType: UInt8 = 2, bytesPerPixel: Int = 3,
                      interlaced: Bool = false) -> [UInt8] {
        let passes = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var raw: [UInt8] = []
        for (x0, y0, dx, dy) in passes {
            let columns = width > x0 ? (width - x0 + dx - 1) / dx : 0
            let rows = height > y0 ? (height - y0 + dy - 1) / dy : 0
            guard columns > 0 else { continue }  // an empty pass has no rows at all
            for _ in 0..<rows { raw += [0] + [UInt8](repeating: 0x80, count: columns * bytesPerPixel) }
        }
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlibStored(raw))
            + chunk("IEND", [])
    }

    static func resized(_ png: [UInt8], width: UInt32, height: UInt32) -> [UInt8] {
        var bytes = png
        bytes.replaceSubrange(16..<24, with: bigEndian(width) + bigEndian(height))
        bytes.replaceSubrange(29..<33, with: bigEndian(crc32(bytes[12..<29])))
        return bytes
    }
}

@Suite("ImageCheck: every image a preset names is inspected, header then data")
struct ImageCheckTests {
    let fixture: PresetFixture
    init() throws { fixture = try PresetFixture() }

    private func problem(_ bytes: [UInt8], name: String = "shot.png") throws -> ImageProblem? {
        ImageCheck.inspect(try fixture.write(bytes, to: name))
    }

    @Test("sound PNGs pass: RGB, 16-bit RGBA (the longest rows), grey, interlaced, one pixel")
    func soundImages() throws {
        #expect(try problem(PNGFile.image(width: 37, height: 5)) == nil)
        #expect(try problem(PNGFile.image(width: 300, height: 3, bitDepth: 16, colorType: 6, bytesPerPixel: 8)) == nil)
        #expect(try problem(PNGFile.image(width: 9, height: 9, colorType: 0, bytesPerPixel: 1)) == nil)
        #expect(try problem(PNGFile.image(width: 13, height: 11, interlaced: true)) == nil)
        #expect(try problem(PresetFixture.tinyPNG) == nil)
    }

    @Test("the header's size is checked against Limits before any decoding")
    func sizes() throws {
        let png = PNGFile.image(width: 4, height: 4)
        let side = UInt32(Limits.maximumImageSide)
        let cases: [(UInt32, UInt32, String)] = [
            (0, 0, "its header says 0×0 px; an image needs at least 1 px a side"),
            (5, 0, "its header says 5×0 px"),
            (side + 1, 1, "its header says \(side + 1)×1 px; images may be at most \(side) px a side"),
            (side, side, "(\(Int(side) * Int(side)) px); images may have at most \(Limits.maximumImagePixels) px"),
        ]
        for (width, height, says) in cases {
            let found = try problem(PNGFile.resized(png, width: width, height: height))
            #expect(found?.kind == .badSize, "\(width)×\(height)")
            #expect(found?.detail.contains(says) == true, "\(found?.detail ?? "no problem")")
        }
        // At the limits exactly, the header passes (and the data, too short for that size, does not).
        let atLimit = try problem(PNGFile.resized(png, width: side, height: UInt32(Limits.maximumImagePixels) / side))
        #expect(atLimit?.kind == .damaged)
    }

    @Test("damaged data and truncated files are found by decoding every row")
    func damaged() throws {
        let png = PNGFile.image(width: 20, height: 20)
        let idat = (8..<png.count - 4).first { png[$0 + 4..<$0 + 8].elementsEqual("IDAT".utf8) } ?? 0
        let length = Int(png[idat..<idat + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        var crc = png
        crc[idat + 8 + length] ^= 1
        #expect(try problem(crc) == ImageProblem(kind: .damaged, detail: "its data is damaged (IDAT: CRC error)"))
        var pixel = png
        pixel[idat + 8 + 100] ^= 0xFF
        #expect(try problem(pixel)?.kind == .damaged)
        #expect(try problem(Array(png.prefix(png.count - 40)))
                == ImageProblem(kind: .damaged, detail: "the file ends before its image data does (it is truncated)"))
        #expect(try problem(Array(png.prefix(12)))?.detail == "the file ends after 12 bytes, inside its header (it is truncated)")
    }

    @Test("the inspector is picked by signature: anything else is unsupported, whatever its name")
    func unsupported() throws {
        #expect(try problem([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46])?.kind == .unsupported)
        #expect(try problem([])?.kind == .unsupported)
        #expect(ImageCheck.inspectors.contains { $0.recognizes(PNGInspector.signature) })
    }

    @Test("a file is decoded once however many layers show it, and again once it changes")
    func remembered() throws {
        let check = ImageCheck()
        let png = PNGFile.image(width: 8, height: 8)
        let url = try fixture.write(png, to: "shot.png")
        for _ in 0..<3 { #expect(check.problem(with: url) == nil) }
        #expect(check.inspections == 1)
        try fixture.write(Array(png.prefix(png.count - 20)), to: "shot.png")
        #expect(check.problem(with: url)?.kind == .damaged)
        #expect(check.inspections == 2)
    }

    @Test("a broken image is a preset error at its image key, naming the file and the problem")
    func reported() throws {
        try fixture.write(PNGFile.resized(PNGFile.image(width: 2, height: 2), width: 32767, height: 32767),
                          to: "screens/huge.png")
        let yaml = minimalPreset(["{ wireframe: list }": "{ image: screens/huge.png }"])
        expect(fixture.error(yaml), at: "image: screens/huge.png", in: yaml,
               message: "scene.tabs[1].content.image: image 'screens/huge.png' cannot be used: "
                   + "its header says 32767×32767 px; images may be at most 16384 px a side")
    }
}
