import Scene

/// The top of every tab page: a small grey eyebrow line over a large bold section title.
enum ScreenTitle {
    static let margin = 20.0
    /// Where the content below the title starts, in points from the page top.
    static let bottom = 78.0

    static func draw(in c: CairoContext, theme: Theme, eyebrow: String, title: String) {
        c.setColor(theme.secondary)
        c.setFont(.semibold, size: 13)
        c.showText(eyebrow, x: margin, baseline: 26)
        c.setColor(theme.ink)
        c.setFont(.bold, size: 28)
        c.showText(title, x: margin, baseline: 58)
    }
}

/// A row of capsule filters, the first one selected (in the ink colour), as a segmented filter bar.
enum FilterChips {
    static func draw(in c: CairoContext, theme: Theme, labels: [String], y: Double, height: Double = 34) {
        var x = ScreenTitle.margin
        c.setFont(.semibold, size: 14)
        for (i, label) in labels.enumerated() {
            let width = c.textWidth(label) + 32
            let chip = Rect(x: x, y: y, width: width, height: height)
            if i == 0 {
                c.roundedRectangle(chip, radius: height / 2)
                c.setColor(theme.ink)
                c.fill()
                c.setColor(theme.onInk)
            } else {
                c.card(chip, radius: height / 2, elevation: 0.4, theme: theme)
                c.setColor(theme.ink)
            }
            c.setFont(.semibold, size: 14)
            c.showText(label, x: chip.midX, baseline: chip.midY + 5, align: .center)
            x += width + 8
        }
    }
}
