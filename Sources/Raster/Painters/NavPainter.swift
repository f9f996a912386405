import Foundation
import Scene

/// The bottom navigation: a floating tab capsule with one item per label, the create button,
/// and the home indicator, over an opaque band or one that fades in from transparent.
///
/// The selected item and the create button take the nav's `accent` (the theme's when it has none);
/// other items the theme's secondary colour. An SVG icon is drawn as a template: only its shape
/// counts, filled with the item's colour.
struct NavPainter: ContentPainter {
    var nav: Nav
    var selected: Int
    var background: Color
    var theme: Theme = .light

    private var accent: Color { nav.accent ?? theme.accent }

    static let margin = 16.0
    static let itemGap = 10.0

    var isOpaque: Bool { !nav.gradient && background.alpha >= 1 }

    func paint(in c: CairoContext, size: Size) throws {
        paintBand(in: c, size: size)
        guard !nav.items.isEmpty || nav.createButtonOn.contains(selected) else { return }

        let barHeight = min(62, size.height - 8)
        guard barHeight > 20 else { return }
        let bottomInset = min(28, max(0, size.height - barHeight - 8))
        let barY = size.height - bottomInset - barHeight
        let centerY = barY + barHeight / 2
        // Reserve the button's room whenever any tab has it, so items never shift between tabs.
        let reservesButton = !nav.createButtonOn.isEmpty
        let capsuleRight = size.width - Self.margin - (reservesButton ? barHeight + Self.itemGap : 0)

        if !nav.items.isEmpty {
            try drawItems(in: c, capsule: Rect(x: Self.margin, y: barY, width: capsuleRight - Self.margin, height: barHeight))
        }
        if nav.createButtonOn.contains(selected) {
            drawCreateButton(in: c, cx: size.width - Self.margin - barHeight / 2, cy: centerY, diameter: barHeight)
        }
        if bottomInset >= 20 {
            c.roundedRectangle(Rect(x: size.width / 2 - 67, y: size.height - 13, width: 134, height: 5), radius: 2.5)
            c.setColor(theme.ink)
            c.fill()
        }
    }

    /// Opaque background, or a fade from transparent at the top edge to opaque 40 pt lower.
    private func paintBand(in c: CairoContext, size: Size) {
        guard nav.gradient else {
            c.setColor(background)
            c.paint()
            return
        }
        let fade = min(Nav.gradientHeight, size.height)
        c.setLinearGradient(x0: 0, y0: 0, x1: 0, y1: Nav.gradientHeight,
                            stops: [(0, background.withAlpha(0)), (1, background)])
        c.rectangle(0, 0, size.width, fade)
        c.fill()
        c.setColor(background)
        c.rectangle(0, fade, size.width, size.height - fade)
        c.fill()
    }

    private func drawItems(in c: CairoContext, capsule: Rect) throws {
        c.softShadow(capsule, radius: capsule.height / 2, blur: 22, offsetY: 6, opacity: 0.10)
        c.roundedRectangle(capsule, radius: capsule.height / 2)
        c.setColor(theme.card)
        c.fillPreserve()
        c.setColor(theme.hairline)
        c.stroke(width: 0.5)

        let inset = 5.0
        let itemWidth = (capsule.width - 2 * inset) / Double(nav.items.count)
        let iconSize = min(24, capsule.height * 0.4)
        let labelSize = min(11, capsule.height * 0.19)
        for (i, item) in nav.items.enumerated() {
            let x = capsule.minX + inset + Double(i) * itemWidth
            let isSelected = i == selected
            if isSelected {
                let pill = Rect(x: x, y: capsule.minY + inset, width: itemWidth, height: capsule.height - 2 * inset)
                c.roundedRectangle(pill, radius: pill.height / 2)
                c.setColor(accent, alpha: 0.12)
                c.fill()
            }
            let color = isSelected ? accent : theme.secondary
            let cx = x + itemWidth / 2, iconY = capsule.midY - capsule.height * 0.13
            switch item.icon {
            case nil: Glyph.forTab(item.title).draw(in: c, cx: cx, cy: iconY, size: iconSize, color: color)
            case .symbol(let symbol)?: Glyph(symbol).draw(in: c, cx: cx, cy: iconY, size: iconSize, color: color)
            case .svg(let url)?:
                let box = Rect(x: cx - iconSize / 2, y: iconY - iconSize / 2, width: iconSize, height: iconSize)
                try TemplateIcon(url: url).draw(in: c, box: box, color: color)
            }
            c.setColor(color)
            c.setFont(.semibold, size: labelSize)
            c.showText(item.title, x: cx, baseline: capsule.midY + capsule.height * 0.3, align: .center)
        }
    }

    private func drawCreateButton(in c: CairoContext, cx: Double, cy: Double, diameter: Double) {
        let r = diameter / 2
        c.softShadow(Rect(x: cx - r, y: cy - r, width: diameter, height: diameter), radius: r,
                     blur: 18, offsetY: 6, color: accent, opacity: 0.32)
        c.setRadialGradient(cx: cx - r * 0.3, cy: cy - r * 0.4, radius: diameter,
                            stops: [(0, Palette.mix(accent, .white, 0.18)), (1, accent)])
        c.circle(cx: cx, cy: cy, radius: r)
        c.fill()
        Glyph.plus.draw(in: c, cx: cx, cy: cy, size: diameter * 0.42, color: .white)
    }
}
