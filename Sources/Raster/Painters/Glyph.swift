import Foundation
import Scene

/// The app's icons, drawn with paths on a 24-point grid like SF Symbols, at any size.
enum Glyph {
    case house, checkCircle, photo, person, gear, plus, check
    case drop, book, moon, leaf, dumbbell, heart, flame, sun
    case calendar, star, magnifyingglass, bell
    /// A rounded square for a tab label the app does not know.
    case generic

    /// The tab icon for a nav label, by meaning rather than exact spelling.
    static func forTab(_ label: String) -> Glyph {
        let name = label.lowercased()
        if ["home", "dashboard", "today"].contains(where: name.contains) { return .house }
        if ["habit", "list", "task", "todo"].contains(where: name.contains) { return .checkCircle }
        if ["gallery", "photo", "image", "album"].contains(where: name.contains) { return .photo }
        if ["profile", "me", "account", "friend"].contains(where: name.contains) { return .person }
        if ["setting"].contains(where: name.contains) { return .gear }
        return .generic
    }

    /// The glyph of a nav's built-in icon. `check` is the check circle the Habits tab has always
    /// shown, which reads as a tab icon where a bare tick would not.
    init(_ symbol: NavSymbol) {
        switch symbol {
        case .house: self = .house
        case .check: self = .checkCircle
        case .photo: self = .photo
        case .calendar: self = .calendar
        case .person: self = .person
        case .gear: self = .gear
        case .heart: self = .heart
        case .star: self = .star
        case .magnifyingglass: self = .magnifyingglass
        case .bell: self = .bell
        case .plus: self = .plus
        }
    }

    /// Draws the glyph centred at (cx, cy), `size` points square, in `color`.
    func draw(in c: CairoContext, cx: Double, cy: Double, size: Double, color: Color) {
        c.withSavedState {
            c.translate(cx - size / 2, cy - size / 2)
            c.scale(size / 24, size / 24)
            c.setColor(color)
            // A group's temporary surface is as large as the clip: bound it to the glyph (with
            // room for its strokes) rather than the whole layer.
            c.rectangle(-2, -2, 28, 28)
            c.clip()
            c.inGroup { drawUnit(in: c) }
        }
    }

    /// The glyph on the 24×24 grid; the source colour is already set.
    private func drawUnit(in c: CairoContext) {
        let line = 2.0
        switch self {
        case .house:
            c.moveTo(3, 11); c.lineTo(12, 3.5); c.lineTo(21, 11)
            c.moveTo(5.5, 9.5); c.lineTo(5.5, 20.5); c.lineTo(18.5, 20.5); c.lineTo(18.5, 9.5)
            c.moveTo(10, 20.5); c.lineTo(10, 15); c.lineTo(14, 15); c.lineTo(14, 20.5)
            c.stroke(width: line)
        case .checkCircle:
            c.circle(cx: 12, cy: 12, radius: 9)
            c.stroke(width: line)
            c.moveTo(8, 12.3); c.lineTo(11, 15.2); c.lineTo(16.2, 9.2)
            c.stroke(width: line)
        case .photo:
            c.roundedRectangle(Rect(x: 3, y: 4.5, width: 18, height: 15), radius: 3.5)
            c.stroke(width: line)
            c.circle(cx: 8.6, cy: 9.6, radius: 1.7)
            c.fill()
            c.moveTo(3.8, 17); c.lineTo(9, 12.5); c.lineTo(12.8, 15.6); c.lineTo(15.6, 13); c.lineTo(20.2, 17.2)
            c.stroke(width: line)
        case .person:
            c.circle(cx: 12, cy: 8, radius: 4)
            c.stroke(width: line)
            c.moveTo(4.5, 20.5); c.curveTo(5, 16, 8, 14.2, 12, 14.2); c.curveTo(16, 14.2, 19, 16, 19.5, 20.5)
            c.stroke(width: line)
        case .gear:
            gearPath(in: c)
            c.setEvenOddFill(true)
            c.fill()
        case .plus:
            c.moveTo(12, 4.5); c.lineTo(12, 19.5)
            c.moveTo(4.5, 12); c.lineTo(19.5, 12)
            c.stroke(width: 2.4)
        case .check:
            c.moveTo(5.5, 12.5); c.lineTo(10, 17); c.lineTo(18.5, 7.5)
            c.stroke(width: 3)
        case .drop:
            fillOutline(in: c, from: (12, 2.5), [
                (15, 7, 19, 10.5, 19, 15), (19, 19, 15.9, 22, 12, 22),
                (8.1, 22, 5, 19, 5, 15), (5, 10.5, 9, 7, 12, 2.5),
            ])
            c.setErasing(true)
            c.moveTo(8.6, 15); c.curveTo(8.6, 17.2, 10, 18.6, 12, 18.8)
            c.stroke(width: 1.6)
        case .book:
            c.moveTo(11, 5.6); c.curveTo(8.6, 4.2, 5.6, 4, 2.5, 4.8); c.lineTo(2.5, 19)
            c.curveTo(5.6, 18.3, 8.6, 18.6, 11, 20); c.closePath()
            c.moveTo(13, 5.6); c.curveTo(15.4, 4.2, 18.4, 4, 21.5, 4.8); c.lineTo(21.5, 19)
            c.curveTo(18.4, 18.3, 15.4, 18.6, 13, 20); c.closePath()
            c.fill()
        case .moon:
            c.circle(cx: 11, cy: 13, radius: 8.5)
            c.fill()
            c.setErasing(true)
            c.circle(cx: 16.5, cy: 8, radius: 7)
            c.fill()
        case .leaf:
            c.moveTo(4, 20); c.curveTo(3.5, 10, 10, 4, 20.5, 3.5); c.curveTo(21, 14, 14, 20.5, 4, 20)
            c.closePath()
            c.fill()
            c.setErasing(true)
            c.moveTo(5.5, 18.5); c.curveTo(9, 14, 12, 11, 16, 8)
            c.stroke(width: 1.5)
        case .dumbbell:
            for r in [Rect(x: 1.8, y: 8.5, width: 2.6, height: 7), Rect(x: 5, y: 5.5, width: 3.4, height: 13),
                      Rect(x: 15.6, y: 5.5, width: 3.4, height: 13), Rect(x: 19.6, y: 8.5, width: 2.6, height: 7)] {
                c.roundedRectangle(r, radius: 1.2)
            }
            c.rectangle(8, 10.8, 8, 2.4)
            c.fill()
        case .heart:
            fillOutline(in: c, from: (12, 20.5), [
                (6, 16.5, 2.5, 13, 2.5, 8.8), (2.5, 5.8, 4.8, 3.5, 7.6, 3.5), (9.5, 3.5, 11.1, 4.6, 12, 6.2),
                (12.9, 4.6, 14.5, 3.5, 16.4, 3.5), (19.2, 3.5, 21.5, 5.8, 21.5, 8.8), (21.5, 13, 18, 16.5, 12, 20.5),
            ])
        case .flame:
            fillOutline(in: c, from: (12.5, 2), [
                (13.5, 6.5, 19, 9, 19, 14.5), (19, 18.6, 15.9, 22, 12, 22), (8.1, 22, 5, 18.8, 5, 15),
                (5, 11.8, 7, 9.6, 8.2, 8), (8.5, 10, 9.5, 11.4, 10.8, 11.8), (10.2, 8.5, 11, 5, 12.5, 2),
            ])
        case .sun:
            c.circle(cx: 12, cy: 12, radius: 4.5)
            c.fill()
            for k in 0..<8 {
                let a = Double(k) * .pi / 4
                c.moveTo(12 + 7 * cos(a), 12 + 7 * sin(a))
                c.lineTo(12 + 9.5 * cos(a), 12 + 9.5 * sin(a))
            }
            c.stroke(width: line)
        case .calendar:
            c.roundedRectangle(Rect(x: 3, y: 4.5, width: 18, height: 16.5), radius: 3.5)
            c.moveTo(3, 9.5); c.lineTo(21, 9.5)
            c.moveTo(8, 2.5); c.lineTo(8, 6.5); c.moveTo(16, 2.5); c.lineTo(16, 6.5)
            c.stroke(width: line)
        case .star:
            starPath(in: c)
            c.fill()
        case .magnifyingglass:
            c.circle(cx: 10.5, cy: 10.5, radius: 6.5)
            c.moveTo(15.3, 15.3); c.lineTo(20.5, 20.5)
            c.stroke(width: line)
        case .bell:
            fillOutline(in: c, from: (12, 3), [
                (15.6, 3, 18, 5.8, 18, 9.5), (18, 13.5, 19.2, 15.6, 20.5, 17.2), (20.9, 17.7, 20.6, 18.5, 19.9, 18.5),
                (15, 18.5, 9, 18.5, 4.1, 18.5), (3.4, 18.5, 3.1, 17.7, 3.5, 17.2), (4.8, 15.6, 6, 13.5, 6, 9.5),
                (6, 5.8, 8.4, 3, 12, 3),
            ])
            c.circle(cx: 12, cy: 20.3, radius: 2)
            c.fill()
        case .generic:
            c.roundedRectangle(Rect(x: 4, y: 4, width: 16, height: 16), radius: 4.5)
            c.stroke(width: line)
        }
    }

    /// One control-point pair and end point of a cubic Bézier: (x1, y1, x2, y2, x, y).
    private typealias Curve = (Double, Double, Double, Double, Double, Double)

    /// Fills the closed outline that starts at `start` and follows `curves`: the filled glyphs
    /// (drop, heart, flame) are data, drawn by this one path walk.
    private func fillOutline(in c: CairoContext, from start: (Double, Double), _ curves: [Curve]) {
        c.moveTo(start.0, start.1)
        for k in curves { c.curveTo(k.0, k.1, k.2, k.3, k.4, k.5) }
        c.closePath()
        c.fill()
    }

    /// A five-pointed star, points on a circle of radius 10, the inner corners at 0.45 of it.
    private func starPath(in c: CairoContext) {
        for k in 0..<10 {
            let a = Double(k) * .pi / 5 - .pi / 2
            let r = k.isMultiple(of: 2) ? 10.0 : 4.5
            if k == 0 { c.moveTo(12 + r * cos(a), 12.8 + r * sin(a)) } else { c.lineTo(12 + r * cos(a), 12.8 + r * sin(a)) }
        }
        c.closePath()
    }

    /// Eight teeth around a ring with a round hole (filled even-odd).
    private func gearPath(in c: CairoContext) {
        let teeth = 8
        let outer = 10.5, inner = 8.0, hole = 3.4
        let step = 2 * Double.pi / Double(teeth)
        let baseHalf = step * 0.26, tipHalf = step * 0.17
        for k in 0..<teeth {
            let a = Double(k) * step - .pi / 2
            let p0 = a - baseHalf, p1 = a - tipHalf, p2 = a + tipHalf, p3 = a + baseHalf
            if k == 0 { c.moveTo(12 + inner * cos(p0), 12 + inner * sin(p0)) }
            c.lineTo(12 + outer * cos(p1), 12 + outer * sin(p1))
            c.arc(cx: 12, cy: 12, radius: outer, from: p1, to: p2)
            c.lineTo(12 + inner * cos(p3), 12 + inner * sin(p3))
            c.arc(cx: 12, cy: 12, radius: inner, from: p3, to: a + step - baseHalf)
        }
        c.closePath()
        c.circle(cx: 12, cy: 12, radius: hole)
    }
}
