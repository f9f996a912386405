import Foundation
import Scene

/// The Dashboard tab: today's summary card with a progress ring, then a grid of habit cards.
struct CardsWireframe: ContentPainter {
    /// The appearance's colours (light unless the canvas says dark).
    var theme: Theme = .light

    struct Habit {
        var title: String
        var detail: String
        var glyph: Glyph
        var color: Color
        var progress: Double
    }

    static let habits = [
        Habit(title: "Drink water", detail: "8 of 8 glasses", glyph: .drop, color: Palette.water, progress: 1),
        Habit(title: "Read", detail: "12 of 30 pages", glyph: .book, color: Palette.reading, progress: 0.4),
        Habit(title: "Meditate", detail: "10 min · done", glyph: .leaf, color: Palette.mindful, progress: 1),
        Habit(title: "Workout", detail: "15 of 30 min", glyph: .dumbbell, color: Palette.workout, progress: 0.5),
        Habit(title: "Sleep by 11", detail: "7h 48m last night", glyph: .moon, color: Palette.sleep, progress: 1),
        Habit(title: "Journal", detail: "3 of 3 prompts", glyph: .heart, color: Palette.journal, progress: 1),
    ]

    func paint(in c: CairoContext, size: Size) throws {
        let m = ScreenTitle.margin
        ScreenTitle.draw(in: c, theme: theme, eyebrow: "TUESDAY, MAY 14", title: "Today")
        let summary = Rect(x: m, y: ScreenTitle.bottom + 4, width: size.width - 2 * m, height: 164)
        drawSummary(in: c, card: summary)

        let headingBaseline = summary.maxY + 40
        c.setColor(theme.ink)
        c.setFont(.bold, size: 20)
        c.showText("Your habits", x: m, baseline: headingBaseline)
        c.setColor(Palette.accent)
        c.setFont(.semibold, size: 15)
        c.showText("See all", x: size.width - m, baseline: headingBaseline, align: .right)

        let gap = 12.0
        let width = (size.width - 2 * m - gap) / 2
        let height = 146.0
        var y = headingBaseline + 16
        var index = 0
        while y < size.height, index < Self.habits.count {
            for column in 0..<2 where index < Self.habits.count {
                let rect = Rect(x: m + Double(column) * (width + gap), y: y, width: width, height: height)
                drawHabit(Self.habits[index], in: c, card: rect)
                index += 1
            }
            y += height + gap
        }
        try c.checkStatus("draw the cards wireframe")
    }

    private func drawSummary(in c: CairoContext, card: Rect) {
        c.card(card, radius: 26, theme: theme)
        let ringRadius = 50.0, ringWidth = 12.0
        let cx = card.minX + 24 + ringRadius, cy = card.midY
        c.circle(cx: cx, cy: cy, radius: ringRadius)
        c.setColor(theme.ringTrack)
        c.stroke(width: ringWidth)
        let done = Self.habits.filter { $0.progress >= 1 }.count
        let progress = Double(done) / Double(Self.habits.count)
        c.newPath()
        c.arc(cx: cx, cy: cy, radius: ringRadius, from: -.pi / 2, to: -.pi / 2 + 2 * .pi * progress)
        c.setColor(Palette.accent)
        c.stroke(width: ringWidth)
        c.setColor(theme.ink)
        c.setFont(.bold, size: 24)
        c.showText("\(Int((progress * 100).rounded()))%", x: cx, baseline: cy + 5, align: .center)
        c.setColor(theme.secondary)
        c.setFont(.medium, size: 11)
        c.showText("done", x: cx, baseline: cy + 21, align: .center)

        let x = cx + ringRadius + 26
        c.setColor(theme.ink)
        c.setFont(.semibold, size: 18)
        c.showText("Daily goal", x: x, baseline: card.minY + 44)
        c.setColor(theme.secondary)
        c.setFont(.regular, size: 14)
        c.showText("\(done) of \(Self.habits.count) habits completed", x: x, baseline: card.minY + 65)

        let chipWidth = (card.maxX - 20 - x - 8) / 2
        let chips = [
            (Rect(x: x, y: card.maxY - 74, width: chipWidth, height: 52), "12", "day streak", Glyph.flame, Palette.streak),
            (Rect(x: x + chipWidth + 8, y: card.maxY - 74, width: chipWidth, height: 52), "86%", "this week", Glyph.sun, Palette.mindful),
        ]
        for (rect, value, label, glyph, color) in chips {
            c.roundedRectangle(rect, radius: 14)
            c.setColor(color, alpha: 0.1)
            c.fill()
            glyph.draw(in: c, cx: rect.minX + 19, cy: rect.minY + 19, size: 15, color: color)
            c.setColor(theme.ink)
            c.setFont(.bold, size: 17)
            c.showText(value, x: rect.minX + 31, baseline: rect.minY + 25)
            c.setColor(theme.secondary)
            c.setFont(.medium, size: 11)
            c.showText(label, x: rect.minX + 12, baseline: rect.minY + 42)
        }
    }

    private func drawHabit(_ habit: Habit, in c: CairoContext, card: Rect) {
        c.card(card, radius: 22, theme: theme)
        let icon = Rect(x: card.minX + 16, y: card.minY + 16, width: 42, height: 42)
        c.roundedRectangle(icon, radius: 13)
        c.setColor(habit.color)
        c.fill()
        habit.glyph.draw(in: c, cx: icon.midX, cy: icon.midY, size: 24, color: .white)

        // Completion badge, top right.
        let bx = card.maxX - 28, by = card.minY + 28
        if habit.progress >= 1 {
            c.circle(cx: bx, cy: by, radius: 12)
            c.setColor(habit.color)
            c.fill()
            Glyph.check.draw(in: c, cx: bx, cy: by, size: 15, color: .white)
        } else {
            c.circle(cx: bx, cy: by, radius: 11)
            c.setColor(theme.tertiary)
            c.stroke(width: 2)
        }

        c.setColor(theme.ink)
        c.setFont(.semibold, size: 16)
        c.showText(habit.title, x: card.minX + 16, baseline: card.minY + 86)
        c.setColor(theme.secondary)
        c.setFont(.regular, size: 13)
        c.showText(habit.detail, x: card.minX + 16, baseline: card.minY + 106)

        let track = Rect(x: card.minX + 16, y: card.maxY - 24, width: card.width - 32, height: 7)
        c.roundedRectangle(track, radius: 3.5)
        c.setColor(habit.color, alpha: 0.16)
        c.fill()
        let filled = Rect(x: track.minX, y: track.minY, width: max(track.height, track.width * habit.progress), height: track.height)
        c.roundedRectangle(filled, radius: 3.5)
        c.setColor(habit.color)
        c.fill()
    }
}
