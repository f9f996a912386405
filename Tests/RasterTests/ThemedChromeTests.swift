import Foundation
import Scene
import Testing
import TestSupport
@testable import Raster

/// The chrome's theme keys in pixels: the nav's accent on the selected item, an SVG icon drawn as
/// a template, and the dark appearance's colours, each where NavPainter's and the wireframes'
/// layout puts them.
@Suite("Themed chrome: accent, template icons, dark appearance")
struct ThemedChromeTests {
    static let accent = Color(red: 1, green: 0x2D / 255, blue: 0x55 / 255)   // #FF2D55
    /// iOS's secondary label, the colour of items that are not selected.
    static let secondary = Color(red: 0x8E / 255, green: 0x8E / 255, blue: 0x93 / 255)

    /// Where an item of a 120 pt nav with three items and no create button sits on a 390 × 844 pt
    /// screen: the capsule is 62 pt high, 28 pt above the band's bottom, 16 pt from the sides,
    /// inset 5 pt; each item is a third of what is left; the 24 pt icon is centred 0.13 of the
    /// capsule's height above its middle and the label's baseline 0.3 below it.
    struct ItemBox {
        let index: Int
        var capsuleTop: Double { 844 - 120 + (120 - 28 - 62) }
        var itemWidth: Double { (390 - 2 * 16 - 2 * 5) / 3 }
        var centerX: Double { 16 + 5 + (Double(index) + 0.5) * itemWidth }
        var iconCenterY: Double { capsuleTop + 31 - 62 * 0.13 }
        var icon: Rect { Rect(x: centerX - 12, y: iconCenterY - 12, width: 24, height: 24) }
        var label: Rect { Rect(x: centerX - 40, y: capsuleTop + 31 + 62 * 0.3 - 10, width: 80, height: 12) }
    }

    /// How many pixels inside `rect` (in points) are within 3 levels of `color`.
    func count(_ color: Color, in rect: Rect, of buffer: PixelBuffer, scale: Double) -> Int {
        let target = RGBA(color)
        var n = 0
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) where buffer.rgba(x, y).isClose(to: target, tolerance: 3) {
                n += 1
            }
        }
        return n
    }

    func render(_ nav: Nav, scale: Double) throws -> PixelBuffer {
        let canvas = Fixture.phone(scale: scale)
        return try Fixture.render(Fixture.phoneScreen(.fill(Fixture.red), canvas: canvas, nav: nav), on: canvas)
    }

    @Test("the selected item's icon and label are the nav's accent; the others are secondary grey")
    func accentColour() throws {
        let nav = Nav(height: 120, items: [NavItem(title: "Home", icon: .symbol(.house)),
                                           NavItem(title: "Search", icon: .symbol(.magnifyingglass)), "Gallery"],
                      accent: Self.accent)
        let scale = 2.0
        let buffer = try render(nav, scale: scale)
        let selected = ItemBox(index: 0), other = ItemBox(index: 1), plain = ItemBox(index: 2)
        #expect(count(Self.accent, in: selected.icon, of: buffer, scale: scale) >= 20)
        #expect(count(Self.accent, in: selected.label, of: buffer, scale: scale) >= 10)
        for item in [other, plain] {
            #expect(count(Self.accent, in: item.icon, of: buffer, scale: scale) == 0)
            #expect(count(Self.secondary, in: item.icon, of: buffer, scale: scale) >= 20)
            #expect(count(Self.secondary, in: item.label, of: buffer, scale: scale) >= 10)
        }
        // The app's own accent (#5E5CE6) appears nowhere once the nav has its own.
        #expect(count(Palette.accent, in: Rect(x: 0, y: 724, width: 390, height: 120), of: buffer, scale: scale) == 0)
    }

    @Test("an SVG icon is a template: its own blue is replaced by the item's tint")
    func templateIcon() throws {
        let folder = try TemporaryFolder()
        // A blue square over the middle 20 of 24 units: the icon box's centre is covered.
        let svg = try folder.write("""
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
              <rect x="2" y="2" width="20" height="20" fill="#0000ff"/>
            </svg>
            """, to: "square.svg")
        let nav = Nav(height: 120, items: [NavItem(title: "One", icon: .svg(svg)), NavItem(title: "Two", icon: .svg(svg)),
                                           NavItem(title: "Three", icon: .svg(svg))],
                      accent: Self.accent)
        let scale = 2.0
        let buffer = try render(nav, scale: scale)
        for (index, tint) in [(0, Self.accent), (1, Self.secondary), (2, Self.secondary)] {
            let box = ItemBox(index: index).icon
            expectPixel(buffer, Int(box.midX * scale), Int(box.midY * scale), RGBA(tint), tolerance: 1)
            // The square spans 20 of 24 units: 20 pt at this icon size, all of it tinted.
            #expect(count(tint, in: box.insetBy(4), of: buffer, scale: scale) == Int(16 * scale) * Int(16 * scale))
        }
        #expect(count(Fixture.blue, in: Rect(x: 0, y: 724, width: 390, height: 120), of: buffer, scale: scale) == 0)
    }

    @Test("in dark appearance the header, nav and page background are black, cards #1C1C1E and text light")
    func darkAppearance() throws {
        let black = Color(red: 0, green: 0, blue: 0)
        let canvas = Canvas(size: Size(width: 390, height: 844), scale: 1, fps: 60, background: black, appearance: .dark)
        let buffer = try Fixture.render(Fixture.phoneScreen(.wireframe(.list), canvas: canvas), on: canvas)
        // The header's and nav's bands, and the page beside the cards (the list's margin is 20 pt).
        for (x, y) in [(0, 0), (389, 99), (0, 843), (389, 843), (5, 400)] {
            expectPixel(buffer, x, y, RGBA(black))
        }
        // The first row's card: the list starts 130 pt below the page top (title 78, chips 34,
        // gap 18), the page 100 pt below the screen's top; 6 pt inside its top edge is plain card.
        expectPixel(buffer, 200, 236, RGBA(Color(red: 0x1C / 255, green: 0x1C / 255, blue: 0x1E / 255)), tolerance: 1)
        func lightPixels(_ rect: Rect) -> Int {
            var n = 0
            for y in Int(rect.minY)..<Int(rect.maxY) {
                for x in Int(rect.minX)..<Int(rect.maxX) {
                    let p = buffer.rgba(x, y)
                    if p.r > 200 && p.g > 200 && p.b > 200 { n += 1 }
                }
            }
            return n
        }
        #expect(lightPixels(Rect(x: 20, y: 130, width: 120, height: 30)) > 30, "the page title 'Habits'")
        #expect(lightPixels(Rect(x: 0, y: 50, width: 130, height: 50)) > 30, "the header title 'Remi'")
        #expect(lightPixels(Rect(x: 30, y: 18, width: 50, height: 18)) > 10, "the status bar's 9:41")
    }
}

private extension Rect {
    func insetBy(_ d: Double) -> Rect { Rect(x: minX + d, y: minY + d, width: width - 2 * d, height: height - 2 * d) }
}
