@testable import Encode
import Foundation
import Testing
import TestSupport

/// The GIF's two passes and what they buy: a global palette from every frame's colours, pixels
/// kept as shown when that is no worse, and LZW choosing between two indices that show the same.
@Suite("GIF palette and compression")
struct GIFPaletteTests {
    static let green: SyntheticFrame.RGB = (20, 200, 80)

    @Test("a colour that first appears late is in the global palette: no frame needs its own, and every frame decodes exactly")
    func lateColour() throws {
        let folder = try TemporaryFolder()
        let (width, height) = (160, 120)
        let frames = (0..<10).map { index in
            var frame = SyntheticFrame.opaque(width: width, height: height, index: index)
            if index >= 6 {
                for y in 10..<30 { for x in 100..<130 { frame.set(x: x, y: y, b: Self.green.b, g: Self.green.g, r: Self.green.r, a: 255) } }
            }
            return frame
        }
        let file = try GIFSinkTests.encode(frames, fps: 30, in: folder)
        let gif = try GIFStructure(file.url)
        try #require(gif.frames.count == frames.count)
        // Chosen from the first frame alone, the palette lacked green and frame 6 carried its own.
        #expect(gif.frames.allSatisfy { !$0.hasLocalPalette })
        // Five colours in all: every frame is exact, so no pixel was written with a wrong index.
        for (index, frame) in frames.enumerated() {
            let decoded = try Tools.decode(file.url, frame: index, pixelFormat: "rgb24")
            try #require(decoded.count == width * height * 3)
            var wrong = 0
            for y in 0..<height {
                for x in 0..<width {
                    let source = frame.pixels[y * frame.bytesPerRow + x * 4..<y * frame.bytesPerRow + x * 4 + 3]  // BGR
                    let shown = decoded[(y * width + x) * 3..<(y * width + x) * 3 + 3]                            // RGB
                    if Array(source.reversed()) != Array(shown) { wrong += 1 }
                }
            }
            #expect(wrong == 0, "frame \(index): \(wrong) pixels differ")
        }
    }

    @Test("a changed pixel whose shown colour is nearer than its palette colour stays as shown (transparent), with that colour's entry as the alternative")
    func keepsNearerShownColour() throws {
        let palette = [PaletteColor(r: 0, g: 0, b: 0, a: 255), PaletteColor(r: 255, g: 255, b: 255, a: 255),
                       PaletteColor(r: 100, g: 100, b: 100, a: 255), PaletteColor(r: 0, g: 0, b: 0, a: 0)]
        let exact = ExactColors(palette)
        let difference = FrameDifference(width: 2, height: 1)
        let whole = PixelRegion(x: 0, y: 0, width: 2, height: 1)
        var indices: [UInt8] = [2, 0]
        var alternatives: [UInt8] = [0, 0]
        var first: [UInt8] = [100, 100, 100, 255, 0, 0, 0, 255]
        var bounds: [Int32] = [0, 0]
        let words = PaletteWords(palette)
        _ = difference.settle(whole, indices: &indices, alternatives: &alternatives, bounds: &bounds, palette: words, exact: exact,
                              transparentIndex: 3, latitude: nil, upcoming: nil, source: &first)
        difference.commit(whole, written: indices, rowStride: 2, palette: words, transparentIndex: 3)
        // Pixel 0 moves to 140 grey, and the quantizer (say, by dithering) picked white: grey 100,
        // already shown, is nearer. Pixel 1 moves to 250 grey and white is nearer than black.
        var second: [UInt8] = [140, 140, 140, 255, 250, 250, 250, 255]
        indices = [1, 1]
        let drawn = difference.settle(whole, indices: &indices, alternatives: &alternatives, bounds: &bounds, palette: words, exact: exact,
                                      transparentIndex: 3, latitude: nil, upcoming: nil, source: &second)
        #expect(indices == [3, 1])
        #expect(alternatives == [2, 1])
        #expect(drawn == PixelRegion(x: 1, y: 0, width: 1, height: 1))
    }

    @Test("LZW with alternatives: every decoded index is the pixel's own or its alternative, and runs they join compress smaller")
    func lzwAlternatives() throws {
        let (width, height) = (64, 48)
        // Colour 1 with the transparent 255 scattered through it (a fixed pseudo-random pattern),
        // where every transparent pixel shows colour 1: with the choice, one long run.
        var state: UInt32 = 12_345
        let indices = (0..<width * height).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12_345
            return state >> 16 & 1 == 0 ? 1 : 255
        }
        let alternatives = [UInt8](repeating: 1, count: width * height)
        var lzw = GIFLZW()
        var plain: [UInt8] = [], chosen: [UInt8] = []
        indices.withUnsafeBufferPointer { pixels in
            lzw.encode(pixels.baseAddress!, width: width, height: height, rowStride: width, minimumCodeSize: 8, into: &plain)
            alternatives.withUnsafeBufferPointer { others in
                lzw.encode(pixels.baseAddress!, alternatives: others.baseAddress!, width: width, height: height,
                           rowStride: width, minimumCodeSize: 8, into: &chosen)
            }
        }
        #expect(try LZWDecoder.decode(plain) == indices)
        let decoded = try LZWDecoder.decode(chosen)
        try #require(decoded.count == indices.count)
        #expect(decoded.indices.allSatisfy { decoded[$0] == indices[$0] || decoded[$0] == alternatives[$0] })
        #expect(chosen.count * 3 < plain.count, "\(chosen.count) bytes with alternatives, \(plain.count) without")
    }
}

/// GIF's LZW decoder (GIF89a appendix F), written from the spec for these tests, so the encoder
/// is not checked against itself.
enum LZWDecoder {
    struct Malformed: Error { var reason: String }

    /// Decodes a minimum-code-size byte, sub-blocks and terminator into indices.
    static func decode(_ bytes: [UInt8]) throws -> [UInt8] {
        guard let minimum = bytes.first.map(Int.init), (2...8).contains(minimum) else { throw Malformed(reason: "code size") }
        var data: [UInt8] = []
        var offset = 1
        while offset < bytes.count, bytes[offset] != 0 {
            let length = Int(bytes[offset])
            guard offset + 1 + length <= bytes.count else { throw Malformed(reason: "sub-block past the end") }
            data += bytes[offset + 1..<offset + 1 + length]
            offset += 1 + length
        }
        let clear = 1 << minimum, end = clear + 1
        var table: [[UInt8]] = []
        func reset() { table = (0..<clear).map { [UInt8($0)] } + [[], []] }
        reset()
        var codeSize = minimum + 1
        var bitPosition = 0
        func read() -> Int? {
            guard bitPosition + codeSize <= data.count * 8 else { return nil }
            var code = 0
            for bit in 0..<codeSize where data[(bitPosition + bit) / 8] >> ((bitPosition + bit) % 8) & 1 == 1 { code |= 1 << bit }
            bitPosition += codeSize
            return code
        }
        var output: [UInt8] = []
        var previous: [UInt8]?
        while let code = read() {
            if code == clear {
                reset()
                codeSize = minimum + 1
                previous = nil
                continue
            }
            if code == end { return output }
            let entry: [UInt8]
            if code < table.count {
                entry = table[code]
            } else if code == table.count, let previous {
                entry = previous + [previous[0]]
            } else {
                throw Malformed(reason: "code \(code) with \(table.count) entries")
            }
            output += entry
            if let previous, table.count < 4096 { table.append(previous + [entry[0]]) }
            if table.count == 1 << codeSize && codeSize < 12 { codeSize += 1 }
            previous = entry
        }
        throw Malformed(reason: "no end code")
    }
}
