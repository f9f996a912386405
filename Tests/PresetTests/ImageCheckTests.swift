import Foundation
import Scene
import TestSupport
import PresetTestSupport
import Testing
import ImageFiles
@testable import Preset

@Suite("ImageCheck: every image a preset names is inspected, header then data")
struct ImageCheckTests {
    let fixture: PresetFixture
    init() throws { fixture = try PresetFixture() }

    private func problem(_ bytes: [UInt8], name: String = "shot.png") throws -> ImageProblem? {
        ImageCheck.inspect(try fixture.write(bytes, to: name))
    }

    @Test("sound PNGs pass: RGB, 16-bit RGBA (the longest rows), grey, interlaced, one pixel")
    func soundImages() throws {
        #expect(try problem(PNGBytes.image(width: 37, height: 5)) == nil)
        #expect(try problem(PNGBytes.image(width: 300, height: 3, pixel: [UInt8](repeating: 0x80, count: 8), bitDepth: 16, colorType: 6)) == nil)
        #expect(try problem(PNGBytes.image(width: 9, height: 9, pixel: [0x80], colorType: 0)) == nil)
        #expect(try problem(PNGBytes.image(width: 13, height: 11, interlaced: true)) == nil)
        #expect(try problem(PresetFixture.tinyPNG) == nil)
    }

    @Test("the header's size is checked against Limits before any decoding")
    func sizes() throws {
        let png = PNGBytes.image(width: 4, height: 4)
        let side = UInt32(Limits.maximumImageSide)
        let cases: [(UInt32, UInt32, String)] = [
            (0, 0, "its header says 0×0 px; an image needs at least 1 px a side"),
            (5, 0, "its header says 5×0 px"),
            (side + 1, 1, "its header says \(side + 1)×1 px; images may be at most \(side) px a side"),
            (side, side, "(\(Int(side) * Int(side)) px); images may have at most \(Limits.maximumImagePixels) px"),
        ]
        for (width, height, says) in cases {
            let found = try problem(PNGBytes.resized(png, width: width, height: height))
            #expect(found?.kind == .badSize, "\(width)×\(height)")
            #expect(found?.detail.contains(says) == true, "\(found?.detail ?? "no problem")")
        }
        // At the limits exactly, the header passes (and the data, too short for that size, does not).
        let atLimit = try problem(PNGBytes.resized(png, width: side, height: UInt32(Limits.maximumImagePixels) / side))
        #expect(atLimit?.kind == .damaged)
    }

    @Test("damaged data and truncated files are found by decoding every row")
    func damaged() throws {
        let png = PNGBytes.image(width: 20, height: 20)
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
        #expect(try problem(Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0])?.kind == .unsupported)
        #expect(try problem(Array("<html><body>an svg</body></html>".utf8), name: "page.svg")?.kind == .unsupported)
        #expect(try problem([])?.kind == .unsupported)
        // Every format has exactly one inspector.
        #expect(ImageFormat.allCases.allSatisfy { format in ImageCheck.inspectors.count { $0.format == format } == 1 })
    }

    @Test("a file is decoded once however many layers show it, and again once it changes")
    func remembered() throws {
        let check = ImageCheck()
        let png = PNGBytes.image(width: 8, height: 8)
        let url = try fixture.write(png, to: "shot.png")
        for _ in 0..<3 { #expect(check.problem(with: url) == nil) }
        #expect(check.inspections == 1)
        try fixture.write(Array(png.prefix(png.count - 20)), to: "shot.png")
        #expect(check.problem(with: url)?.kind == .damaged)
        #expect(check.inspections == 2)
    }

    @Test("a broken image is a preset error at its image key, naming the file and the problem")
    func reported() throws {
        try fixture.write(PNGBytes.resized(PNGBytes.image(width: 2, height: 2), width: 32767, height: 32767),
                          to: "screens/huge.png")
        let yaml = minimalPreset(["{ wireframe: list }": "{ image: screens/huge.png }"])
        expect(fixture.error(yaml), at: "image: screens/huge.png", in: yaml,
               message: "scene.tabs[1].content.image: image 'screens/huge.png' cannot be used: "
                   + "its header says 32767×32767 px; images may be at most 16384 px a side")
    }
}
