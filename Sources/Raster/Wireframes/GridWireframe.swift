import Foundation
import Scene

/// The Gallery tab: a three-column grid of rounded photo tiles with soft gradient "photos".
struct GridWireframe: ContentPainter {
    /// The appearance's colours (light unless the canvas says dark).
    var theme: Theme = .light

    static let columns = 3
    static let gap = 8.0

    func paint(in c: CairoContext, size: Size) throws {
        let m = ScreenTitle.margin
        ScreenTitle.draw(in: c, theme: theme, eyebrow: "128 MOMENTS", title: "Gallery")
        FilterChips.draw(in: c, theme: theme, labels: ["Recent", "Favorites", "Albums"], y: ScreenTitle.bottom)

        let side = (size.width - 2 * m - Double(Self.columns - 1) * Self.gap) / Double(Self.columns)
        var y = ScreenTitle.bottom + 34 + 18
        var index = 0
        while y < size.height {
            for column in 0..<Self.columns {
                let tile = Rect(x: m + Double(column) * (side + Self.gap), y: y, width: side, height: side)
                drawTile(index, in: c, rect: tile)
                index += 1
            }
            y += side + Self.gap
        }
        try c.checkStatus("draw the grid wireframe")
    }

    /// A tile's look varies with its index: gradient pair, and a landscape, blobs or a portrait.
    private func drawTile(_ index: Int, in c: CairoContext, rect: Rect) {
        let (light, deep) = Palette.photoGradients[(index * 5) % Palette.photoGradients.count]
        c.withSavedState {
            c.roundedRectangle(rect, radius: 16)
            c.clip()
            c.setLinearGradient(x0: rect.minX, y0: rect.minY, x1: rect.maxX, y1: rect.maxY,
                                stops: [(0, light), (1, deep)])
            c.paint()
            // Shifted by the row, so motifs run diagonally instead of in columns.
            switch (index + index / Self.columns) % 3 {
            case 0: drawLandscape(in: c, rect: rect, tint: deep)
            case 1: drawBlobs(in: c, rect: rect, index: index)
            default: drawPortrait(in: c, rect: rect, tint: deep)
            }
            // A soft light from the top left, as in a photo.
            c.setRadialGradient(cx: rect.minX + rect.width * 0.25, cy: rect.minY + rect.height * 0.2,
                                radius: rect.width * 0.9,
                                stops: [(0, Color.white.withAlpha(0.28)), (1, Color.white.withAlpha(0))])
            c.paint()
        }
        if index % 7 == 4 {
            Glyph.heart.draw(in: c, cx: rect.maxX - 16, cy: rect.maxY - 16, size: 14, color: .white)
        }
    }

    private func drawLandscape(in c: CairoContext, rect: Rect, tint: Color) {
        let w = rect.width, h = rect.height, x = rect.minX, y = rect.minY
        c.circle(cx: x + w * 0.72, cy: y + h * 0.3, radius: w * 0.11)
        c.setColor(.white, alpha: 0.75)
        c.fill()
        c.moveTo(x, y + h * 0.78)
        c.lineTo(x + w * 0.32, y + h * 0.48)
        c.lineTo(x + w * 0.55, y + h * 0.7)
        c.lineTo(x + w * 0.72, y + h * 0.56)
        c.lineTo(x + w, y + h * 0.8)
        c.lineTo(x + w, y + h)
        c.lineTo(x, y + h)
        c.closePath()
        c.setColor(Palette.mix(tint, .black, 0.25), alpha: 0.45)
        c.fill()
        c.moveTo(x, y + h * 0.9)
        c.curveTo(x + w * 0.3, y + h * 0.78, x + w * 0.6, y + h * 0.95, x + w, y + h * 0.84)
        c.lineTo(x + w, y + h)
        c.lineTo(x, y + h)
        c.closePath()
        c.setColor(Palette.mix(tint, .black, 0.35), alpha: 0.5)
        c.fill()
    }

    private func drawBlobs(in c: CairoContext, rect: Rect, index: Int) {
        let w = rect.width, h = rect.height
        let shift = Double(index % 4) * 0.12
        c.circle(cx: rect.minX + w * (0.2 + shift), cy: rect.minY + h * 0.75, radius: w * 0.38)
        c.setColor(.white, alpha: 0.22)
        c.fill()
        c.circle(cx: rect.minX + w * (0.85 - shift), cy: rect.minY + h * 0.25, radius: w * 0.26)
        c.setColor(.white, alpha: 0.3)
        c.fill()
    }

    private func drawPortrait(in c: CairoContext, rect: Rect, tint: Color) {
        let w = rect.width, h = rect.height
        let shade = Palette.mix(tint, .black, 0.3)
        c.circle(cx: rect.midX, cy: rect.minY + h * 0.42, radius: w * 0.16)
        c.setColor(shade, alpha: 0.45)
        c.fill()
        c.circle(cx: rect.midX, cy: rect.minY + h * 1.05, radius: w * 0.36)
        c.fill()
    }
}
