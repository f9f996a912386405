import Scene
import Testing

@Suite("ContentMode: where an image goes in a frame")
struct ContentModeTests {
    // A 30 × 10 image in a 20 × 20 frame: the frame is 20/30 = 2/3 of the width, 2 × the height.
    let image = Size(width: 30, height: 10)
    let frame = Size(width: 20, height: 20)

    @Test("fill scales by the larger ratio, centred, overflowing the frame on one axis")
    func fill() {
        // max(2/3, 2) = 2: 60 × 20, centred, so 20 pt hang over each side.
        #expect(ContentMode.fill.placement(of: image, in: frame) == Rect(x: -20, y: 0, width: 60, height: 20))
    }

    @Test("fit scales by the smaller ratio, centred, leaving clear bars on one axis")
    func fit() throws {
        // min(2/3, 2) = 2/3: 20 × 20/3, centred vertically.
        let placed = try #require(ContentMode.fit.placement(of: image, in: frame))
        #expect(placed.minX == 0 && placed.width == 20)
        #expect(abs(placed.height - 20.0 / 3) < 1e-12 && abs(placed.minY - (20 - 20.0 / 3) / 2) < 1e-12)
    }

    @Test("stretch fills the frame exactly, whatever the image's shape")
    func stretch() {
        #expect(ContentMode.stretch.placement(of: image, in: frame) == Rect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test("an empty or non-finite size has no placement")
    func empty() {
        for mode in ContentMode.allCases {
            #expect(mode.placement(of: Size(width: 0, height: 10), in: frame) == nil)
            #expect(mode.placement(of: image, in: Size(width: 20, height: .infinity)) == nil)
            #expect(mode.placement(of: Size(width: .nan, height: 1), in: frame) == nil)
        }
    }

    @Test("the scale is uniform for fill and fit, per axis for stretch")
    func scales() throws {
        #expect(try #require(ContentMode.fill.scale(of: image, in: frame)) == (2, 2))
        #expect(try #require(ContentMode.fit.scale(of: image, in: frame)) == (20.0 / 30, 20.0 / 30))
        #expect(try #require(ContentMode.stretch.scale(of: image, in: frame)) == (20.0 / 30, 2))
    }
}
