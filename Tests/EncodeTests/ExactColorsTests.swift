@testable import Encode
import Testing

@Suite("ExactColors")
struct ExactColorsTests {
    @Test("a pixel whose colour the palette holds gets its entry back; others keep their dithered index")
    func restore() {
        let palette = [PaletteColor(r: 255, g: 255, b: 255, a: 255), PaletteColor(r: 10, g: 20, b: 30, a: 255),
                       PaletteColor(r: 0, g: 0, b: 0, a: 0), PaletteColor(r: 10, g: 20, b: 30, a: 255)]
        let exact = ExactColors(palette)
        let rgba: [UInt8] = [
            10, 20, 30, 255,     // exact: entry 1 (the first of two equal colours)
            255, 255, 255, 255,  // exact: entry 0
            11, 20, 30, 255,     // not in the palette: keeps its index
            0, 0, 0, 0,          // unchanged (transparent in the differenced frame): keeps its index
        ]
        var indices: [UInt8] = [3, 2, 0, 1]
        exact.restore(rgba, indices: &indices, count: 4)
        #expect(indices == [1, 0, 0, 1])
    }

    @Test("a table reindexed for another palette forgets the first one's colours")
    func reindex() {
        var exact = ExactColors([PaletteColor(r: 1, g: 2, b: 3, a: 255)])
        exact.index([PaletteColor(r: 4, g: 5, b: 6, a: 255)])
        let rgba: [UInt8] = [1, 2, 3, 255, 4, 5, 6, 255]
        var indices: [UInt8] = [9, 9]
        exact.restore(rgba, indices: &indices, count: 2)
        #expect(indices == [9, 0])
    }

    @Test("a full palette of 256 colours, all found")
    func fullPalette() {
        let palette = (0..<256).map { PaletteColor(r: UInt8($0), g: UInt8(255 - $0), b: UInt8($0 / 2), a: 255) }
        let exact = ExactColors(palette)
        let rgba: [UInt8] = palette.flatMap { [$0.r, $0.g, $0.b, 255] }
        var indices = [UInt8](repeating: 0, count: 256)
        exact.restore(rgba, indices: &indices, count: 256)
        #expect(indices == (0..<256).map { UInt8($0) })
    }
}
