import Scene
import Testing

@Suite("FillCrop: what aspect fill cuts off an image of another shape than its frame")
struct FillCropTests {
    let phone = Size(width: 390, height: 844)

    @Test("the cut is in the image's own pixels, on the axis that overhangs, both sides together")
    func cut() throws {
        // 1200 × 600 px covers 390 × 844 pt at 844/600: 1688 pt wide, 1298 pt over, 1298 × 600/844 px.
        let wide = try #require(FillCrop(image: Size(width: 1200, height: 600), frame: phone))
        #expect(abs(wide.cutWidth - 1298 * 600 / 844) < 1e-9 && wide.cutHeight == 0)
        #expect(wide.description(frame: "page") == "1200 × 600 px, not the page's shape (390 × 844 pt); "
                + "cropped to fill: 923 px (77 %) of its width are cut, half on each side")
        // An iPhone SE export (750 × 1334) is wider than 390 × 844: its width is cut, 133.6 px.
        let se = try #require(FillCrop(image: Size(width: 750, height: 1334), frame: phone))
        #expect(se.description(frame: "screen").hasSuffix("134 px (18 %) of its width are cut, half on each side"))
        let tall = try #require(FillCrop(image: Size(width: 390, height: 1000), frame: Size(width: 390, height: 744.5)))
        #expect(tall.description(frame: "page") == "390 × 1000 px, not the page's shape (390 × 744.5 pt); "
                + "cropped to fill: 256 px (26 %) of its height are cut, half at the top and half at the bottom")
    }

    @Test("a cut under 10 px is given to a tenth: a tiny image's large cut does not round to 0")
    func small() throws {
        // 1 × 1 px covers 390 × 744 pt at 744: 354 pt over, 354/744 = 0.48 px.
        let dot = try #require(FillCrop(image: Size(width: 1, height: 1), frame: Size(width: 390, height: 744)))
        #expect(dot.description(frame: "page").hasSuffix("cropped to fill: 0.5 px (48 %) of its width are cut, half on each side"))
    }

    @Test("within 1 % of the frame's shape, or nothing to draw: no crop to speak of")
    func tolerance() {
        // The same phone at another scale, a sibling phone (0.2 %), a 0.9 % cut.
        #expect(FillCrop(image: Size(width: 1170, height: 2532), frame: phone) == nil)
        #expect(FillCrop(image: Size(width: 1179, height: 2556), frame: phone) == nil)
        #expect(FillCrop(image: Size(width: 1000, height: 2183), frame: phone) == nil)
        // A 20 : 9 Android screen: 2.6 % of its height.
        #expect(FillCrop(image: Size(width: 1080, height: 2400), frame: phone) != nil)
        #expect(FillCrop(image: Size(width: 0, height: 2400), frame: phone) == nil)
        #expect(FillCrop(image: Size(width: 1080, height: 2400), frame: Size(width: 390, height: 0)) == nil)
    }
}
