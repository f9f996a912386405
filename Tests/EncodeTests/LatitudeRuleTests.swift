@testable import Encode
import Testing

@Suite("GIF latitude rule")
struct LatitudeRuleTests {
    @Test("only a pixel the palette misses, that changes next frame and sits on an edge gets a bound: its error plus the extra")
    func bounds() {
        let palette = [PaletteColor(r: 0, g: 0, b: 0, a: 255), PaletteColor(r: 255, g: 255, b: 255, a: 255),
                       PaletteColor(r: 100, g: 100, b: 100, a: 255), PaletteColor(r: 0, g: 0, b: 0, a: 0)]
        let words = PaletteWords(palette)
        let whole = PixelRegion(x: 0, y: 0, width: 5, height: 1)
        let greys: [UInt8] = [0, 10, 110, 205, 210]
        // 0: exact (black). 1: black, 300 off, 100 from its right neighbour, changes next.
        // 2: grey 100, 300 off, an edge, but stays next frame. 3: white, 7500 off, 95 from grey 110,
        // changes next. 4: white, 6075 off, changes next, but only 5 from its neighbour.
        var source: [UInt8] = greys.flatMap { grey -> [UInt8] in [grey, grey, grey, 255] }
        let upcomingGreys: [UInt8] = [1, 20, 110, 215, 220]
        let upcoming = upcomingGreys.map { UInt32($0) | UInt32($0) << 8 | UInt32($0) << 16 | 0xFF00_0000 }
        for rule in [LatitudeRule(extra: 1, minimumContrast: 48), nil] {
            var indices: [UInt8] = [0, 0, 2, 1, 1]
            var alternatives = [UInt8](repeating: 0, count: 5)
            var bounds = [Int32](repeating: 7, count: 5)
            let difference = FrameDifference(width: 5, height: 1)
            upcoming.withUnsafeBufferPointer { next in
                _ = difference.settle(whole, indices: &indices, alternatives: &alternatives, bounds: &bounds, palette: words,
                                      exact: ExactColors(palette), transparentIndex: 3, latitude: rule,
                                      upcoming: UpcomingFrame(region: whole, pixels: next.baseAddress!), source: &source)
            }
            #expect(bounds == (rule == nil ? [-1, -1, -1, -1, -1] : [-1, 301, -1, 7501, -1]))
        }
    }
}
