import Foundation
import Scene
import Testing
@testable import Raster

@Suite("Header and nav bands")
struct ChromeTests {
    /// Scale 1 keeps these full-size screens quick; geometry is in points either way.
    let canvas = Fixture.phone(scale: 1)
    var bg: RGBA { RGBA(Fixture.background) }
    let red = RGBA(Fixture.red)

    /// A red page under the chrome, so whatever shows through the nav is unmistakable.
    func screen(nav: Nav = Fixture.nav, selected: Int = 0) -> FrameState {
        Fixture.phoneScreen(.fill(Fixture.red), canvas: canvas, nav: nav, selected: selected)
    }

    @Test("the header is an opaque band of the background colour where nothing is drawn")
    func headerBand() throws {
        let buffer = try Fixture.render(screen(), on: canvas)
        let bottom = Int(Fixture.header.height * canvas.scale) - 1
        expectPixel(buffer, 0, 0, bg)
        expectPixel(buffer, 0, bottom, bg)
        expectPixel(buffer, buffer.width - 1, bottom, bg)
        // The page starts right below the header.
        expectPixel(buffer, 0, bottom + 1, red)
    }

    @Test("the header draws its title in dark ink on the left")
    func headerTitle() throws {
        let buffer = try Fixture.render(screen(), on: canvas)
        let band = Int(Fixture.header.height * canvas.scale)
        var darkPixels = 0
        for y in band / 2..<band {
            for x in 0..<buffer.width / 3 where buffer.rgba(x, y).r < 80 { darkPixels += 1 }
        }
        #expect(darkPixels > 200)
    }

    @Test("a gradient nav shows the content at its top edge and is opaque background 40 pt lower")
    func gradientNav() throws {
        let buffer = try Fixture.render(screen(), on: canvas)
        let top = Int((canvas.size.height - Fixture.nav.height) * canvas.scale)
        let fade = Nav.gradientHeight * canvas.scale
        // Column 0 is outside the tab capsule and its shadow.
        // The gradient's alpha at a pixel's centre row is (row + 0.5) / fade.
        expectPixel(buffer, 0, top, mix(red, bg, 0.5 / fade), tolerance: 2)
        expectPixel(buffer, 0, top + Int(fade / 2), mix(red, bg, (fade / 2 + 0.5) / fade), tolerance: 2)
        expectPixel(buffer, 0, top + Int(fade), bg)
        expectPixel(buffer, 0, buffer.height - 1, bg)
        // The row just above the nav is plain content.
        expectPixel(buffer, 0, top - 1, red)
    }

    @Test("a nav without gradient is opaque background from its top edge")
    func opaqueNav() throws {
        var nav = Fixture.nav
        nav.gradient = false
        let buffer = try Fixture.render(screen(nav: nav), on: canvas)
        let top = Int((canvas.size.height - nav.height) * canvas.scale)
        expectPixel(buffer, 0, top, bg)
        expectPixel(buffer, 0, top - 1, red)
    }

    @Test("the create button shows only on the tabs that list it")
    func createButton() throws {
        // The button sits at the right end of the nav; count strongly accent-coloured pixels there.
        func accentPixels(selected: Int) throws -> Int {
            let buffer = try Fixture.render(screen(selected: selected), on: canvas)
            let top = Int((canvas.size.height - Fixture.nav.height) * canvas.scale)
            var count = 0
            for y in top..<buffer.height {
                for x in buffer.width - Int(70 * canvas.scale)..<buffer.width {
                    let p = buffer.rgba(x, y)
                    if p.b - p.r > 80, p.b - p.g > 80 { count += 1 }
                }
            }
            return count
        }
        #expect(Fixture.nav.createButtonOn == [0])
        #expect(try accentPixels(selected: 0) > 1000)
        #expect(try accentPixels(selected: 1) == 0)
    }

    @Test("the highlight follows the selected item")
    func highlight() throws {
        let first = try Fixture.render(screen(selected: 1), on: canvas).visibleBytes
        let second = try Fixture.render(screen(selected: 2), on: canvas).visibleBytes
        #expect(first != second)
    }

    @Test("bands with only a height are plain background")
    func plainBands() throws {
        let header = Header(height: 100), nav = Nav(height: 80)
        let buffer = try Fixture.render(
            Fixture.phoneScreen(.fill(Fixture.red), canvas: canvas, header: header, nav: nav), on: canvas)
        let navTop = Int((canvas.size.height - nav.height) * canvas.scale)
        for y in stride(from: 0, to: Int(header.height * canvas.scale), by: 7) {
            for x in stride(from: 0, to: buffer.width, by: 5) { expectPixel(buffer, x, y, bg) }
        }
        for y in stride(from: navTop, to: buffer.height, by: 7) {
            for x in stride(from: 0, to: buffer.width, by: 5) { expectPixel(buffer, x, y, bg) }
        }
    }
}
