import Scene

/// The Habits tab: filter chips, then one rounded row per habit with a check circle and streak.
struct ListWireframe: ContentPainter {
    /// The appearance's colours (light unless the canvas says dark).
    var theme: Theme = .light

    struct Row {
        var title: String
        var schedule: String
        var color: Color
        var done: Bool
        var streak: Int
    }

    static let rows = [
        Row(title: "Morning run", schedule: "Every day · 7:00 AM", color: Palette.workout, done: true, streak: 12),
        Row(title: "Drink water", schedule: "8 glasses · all day", color: Palette.water, done: true, streak: 31),
        Row(title: "Read 20 pages", schedule: "Weekdays · 8:30 AM", color: Palette.reading, done: true, streak: 5),
        Row(title: "Meditate", schedule: "Every day · 12:30 PM", color: Palette.mindful, done: false, streak: 8),
        Row(title: "Stretch", schedule: "Mon, Wed, Fri · 6:00 PM", color: Palette.sleep, done: false, streak: 3),
        Row(title: "Journal", schedule: "Every day · 9:00 PM", color: Palette.journal, done: false, streak: 17),
        Row(title: "No phone in bed", schedule: "Every day · 10:30 PM", color: Palette.accent, done: false, streak: 2),
        Row(title: "Sleep by 11", schedule: "Every day · 11:00 PM", color: Palette.sleep, done: false, streak: 6),
    ]

    func paint(in c: CairoContext, size: Size) throws {
        let m = ScreenTitle.margin
        let done = Self.rows.filter(\.done).count
        ScreenTitle.draw(in: c, theme: theme, eyebrow: "\(done) OF \(Self.rows.count) DONE TODAY", title: "Habits")
        FilterChips.draw(in: c, theme: theme, labels: ["All", "Morning", "Afternoon", "Evening"], y: ScreenTitle.bottom)

        let height = 72.0, gap = 10.0
        var y = ScreenTitle.bottom + 34 + 18
        for row in Self.rows where y < size.height {
            drawRow(row, in: c, rect: Rect(x: m, y: y, width: size.width - 2 * m, height: height))
            y += height + gap
        }
        try c.checkStatus("draw the list wireframe")
    }

    private func drawRow(_ row: Row, in c: CairoContext, rect: Rect) {
        c.card(rect, radius: 20, elevation: 0.8, theme: theme)
        let cx = rect.minX + 32, cy = rect.midY
        if row.done {
            c.circle(cx: cx, cy: cy, radius: 14)
            c.setColor(row.color)
            c.fill()
            Glyph.check.draw(in: c, cx: cx, cy: cy, size: 17, color: .white)
        } else {
            c.circle(cx: cx, cy: cy, radius: 13)
            c.setColor(row.color, alpha: 0.55)
            c.stroke(width: 2.2)
        }

        let x = cx + 28
        c.setColor(row.done ? theme.secondary : theme.ink)
        c.setFont(.semibold, size: 16)
        c.showText(row.title, x: x, baseline: cy - 2)
        c.setColor(theme.secondary)
        c.setFont(.regular, size: 13)
        c.showText(row.schedule, x: x, baseline: cy + 17)

        c.setColor(theme.ink, alpha: 0.75)
        c.setFont(.semibold, size: 14)
        let number = "\(row.streak)"
        let right = rect.maxX - 18
        c.showText(number, x: right, baseline: cy + 5, align: .right)
        Glyph.flame.draw(in: c, cx: right - c.textWidth(number) - 10, cy: cy, size: 15, color: Palette.streak)
    }
}
