@testable import Encode
import Foundation
import Testing
import TestSupport

@Suite("GIF LZW latitude")
struct GIFLatitudeTests {
    @Test("decoded indices equal the written ones and stay within bounds")
    func roundTrip() throws {
        var state: UInt32 = 99
        func next(_ n: Int) -> Int { state = state &* 1_103_515_245 &+ 12_345; return Int(state >> 16) % n }
        for trial in 0..<200 {
            let width = 1 + next(70), height = 1 + next(40)
            let colorCount = 2 + next(30)
            var colors = [UInt32](repeating: 0, count: 256)
            for i in 0..<colorCount { colors[i] = UInt32(next(4)) | UInt32(next(4)) << 8 | UInt32(next(4)) << 16 | 0xFF00_0000 }
            let transparent = colorCount - 1
            var indices = [UInt8](), others = [UInt8](), source = [UInt32](), bounds = [Int32]()
            for _ in 0..<width * height {
                let own = next(colorCount - 1)
                indices.append(UInt8(own))
                others.append(next(3) == 0 ? UInt8(transparent) : UInt8(own))
                source.append(UInt32(next(4)) | UInt32(next(4)) << 8 | UInt32(next(4)) << 16 | 0xFF00_0000)
                bounds.append(next(2) == 0 ? -1 : Int32(next(6)))
            }
            var written = [UInt8](repeating: 0, count: width * height)
            var output: [UInt8] = []
            var lzw = GIFLZW()
            let bits = GIFLZW.minimumCodeSize(colorCount: colorCount)
            colors.withUnsafeBufferPointer { c in source.withUnsafeBufferPointer { s in bounds.withUnsafeBufferPointer { b in
                let latitude = GIFLZW.Latitude(source: s.baseAddress!, bounds: b.baseAddress!, colors: c.baseAddress!, transparentIndex: transparent)
                lzw.encode(indices, alternatives: others, latitude: latitude, written: &written, width: width, height: height,
                           rowStride: width, minimumCodeSize: bits, into: &output)
            } } }
            let decoded = try LZWDecoder.decode(output)
            #expect(decoded == written, "trial \(trial)")
            if decoded != written { return }
            for i in 0..<written.count where written[i] != indices[i] && written[i] != others[i] {
                #expect(Int(bounds[i]) >= squaredRGBDistance(colors[Int(written[i])], source[i]), "trial \(trial) pixel \(i)")
            }
        }
    }
}

@Suite("GIF writer: indices written")
struct GIFWrittenTests {
    @Test("with alternatives and latitude, the writer reports the indices its frame decodes to, whichever of its parses it keeps")
    func writtenMatchesFile() throws {
        let folder = try TemporaryFolder()
        var state: UInt32 = 7
        func next(_ n: Int) -> Int { state = state &* 1_103_515_245 &+ 12_345; return Int(state >> 16) % n }
        let palette = (0..<16).map { (i: Int) -> PaletteColor in
            PaletteColor(r: UInt8(i * 16), g: UInt8(i * 8), b: UInt8(255 - i * 16), a: 255)
        }
        let colors = PaletteWords(palette)
        var keptAnotherParse = 0
        for trial in 0..<200 {
            let (width, height, stride) = (1 + next(40), 1 + next(30), 45)
            // Runs of a few colours; here and there a pixel that is transparent (15) over its colour
            // already shown, or drawn with 15 as its alternative, and bounds.
            var indices = [UInt8](repeating: 0, count: stride * height), others = indices
            var bounds = [Int32](repeating: -1, count: stride * height), source = [UInt32](repeating: 0, count: stride * height)
            var run = 0
            for i in 0..<indices.count {
                if next(6) == 0 { run = next(4) }
                indices[i] = UInt8(run)
                others[i] = UInt8(run)
                switch next(3 + trial % 3) {
                case 0: indices[i] = 15
                case 1: others[i] = 15
                default: break
                }
                source[i] = colors.words[run] &+ UInt32(next(3))
                if next(4) == 0 { bounds[i] = Int32(next(3000)) }
            }
            var written = [UInt8](repeating: 0, count: stride * height)
            let url = folder.url.appendingPathComponent("\(trial).gif")
            #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
            let writer = try GIFWriter(path: url.path, width: width, height: height, globalPalette: palette, loopCount: 0)
            try source.withUnsafeBufferPointer { s in try bounds.withUnsafeBufferPointer { b in
                try indices.withUnsafeBufferPointer { own in try others.withUnsafeBufferPointer { other in
                    try written.withUnsafeMutableBufferPointer { out in
                    let latitude = GIFLZW.Latitude(source: s.baseAddress!, bounds: b.baseAddress!, colors: colors.words, transparentIndex: 15)
                    try writer.append(GIFWriter.Frame(x: 0, y: 0, width: width, height: height, indices: own.baseAddress!, rowStride: stride,
                                                      alternatives: other.baseAddress!, latitude: latitude, written: out.baseAddress!,
                                                      localPalette: nil, transparentIndex: 15, delay: 3))
                    }
                } }
            } }
            try writer.finish()
            let frameData = try #require(try GIFStructure(url).frames.first).imageData
            let decoded = try LZWDecoder.decode(Array(try [UInt8](Data(contentsOf: url))[frameData]))
            let reported = (0..<height).flatMap { written[$0 * stride..<$0 * stride + width] }
            #expect(decoded == reported, "trial \(trial)")
            // Which parse the writer kept: the one preferring each pixel's own index writes this.
            var ownFirst = [UInt8](repeating: 0, count: stride * height), output: [UInt8] = []
            var lzw = GIFLZW()
            source.withUnsafeBufferPointer { s in bounds.withUnsafeBufferPointer { b in
                let latitude = GIFLZW.Latitude(source: s.baseAddress!, bounds: b.baseAddress!, colors: colors.words, transparentIndex: 15)
                lzw.encode(indices, alternatives: others, latitude: latitude, written: &ownFirst, width: width, height: height,
                           rowStride: stride, minimumCodeSize: 4, into: &output)
            } }
            if (0..<height).flatMap({ ownFirst[$0 * stride..<$0 * stride + width] }) != reported { keptAnotherParse += 1 }
        }
        // The trials reach the other parses (alternatives first, the transparency patterns), whose indices the writer copies out.
        #expect(keptAnotherParse >= 3, "kept \(keptAnotherParse) times")
    }
}
