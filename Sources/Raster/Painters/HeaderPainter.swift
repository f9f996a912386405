import Foundation
import Scene

/// The static header: status bar, large bold title on the left, avatars and settings on the right.
struct HeaderPainter: ContentPainter {
    var header: Header
    var background: Color
    var theme: Theme = .light

    static let margin = 20.0

    var isOpaque: Bool { background.alpha >= 1 }

    func paint(in c: CairoContext, size: Size) throws {
        c.setColor(background)
        c.paint()

        // Unless `statusBar` says otherwise, a band with only a height stays plain background
        // (docs/presets.md, "The scene"); one with content is the top of a phone screen, so it
        // gets the status bar a real screen recording shows.
        let hasStatusBar = header.showsStatusBar
        if hasStatusBar { StatusBar.draw(in: c, width: size.width, color: theme.ink) }
        let top = hasStatusBar ? Header.statusBarHeight : 0
        let rowHeight = size.height - top
        let centerY = top + rowHeight / 2 + (hasStatusBar ? 2 : 0)

        if let title = header.title, !title.isEmpty {
            let fontSize = min(30, rowHeight * 0.62)
            c.setColor(theme.ink)
            c.setFont(.bold, size: fontSize)
            // Inter's cap height is 0.73 em: this centres capitals on the row.
            c.showText(title, x: Self.margin, baseline: centerY + 0.365 * fontSize)
        }

        var right = size.width - Self.margin
        let control = min(40, rowHeight - 8)
        guard control > 8 else { return }
        if header.settings {
            let cx = right - control / 2
            c.softShadow(Rect(x: cx - control / 2, y: centerY - control / 2, width: control, height: control),
                         radius: control / 2, blur: 10, offsetY: 2, opacity: 0.06)
            c.circle(cx: cx, cy: centerY, radius: control / 2)
            c.setColor(theme.card)
            c.fill()
            Glyph.gear.draw(in: c, cx: cx, cy: centerY, size: control * 0.55, color: theme.ink)
            right -= control + 12
        }
        drawAvatars(in: c, right: right, centerY: centerY, diameter: control - 2)
    }

    /// Overlapping circles, the first in front, each with a ring of the card colour (white in
    /// light) and a silhouette.
    private func drawAvatars(in c: CairoContext, right: Double, centerY: Double, diameter: Double) {
        let radius = diameter / 2
        let overlap = diameter * 0.32
        let count = header.avatars.count
        // Draw from the rightmost (furthest back) to the first, so the first sits on top.
        for i in stride(from: count - 1, through: 0, by: -1) {
            let color = header.avatars[i]
            let cx = right - radius - Double(count - 1 - i) * (diameter - overlap)
            c.circle(cx: cx, cy: centerY, radius: radius + 2)
            c.setColor(theme.card)
            c.fill()
            c.withSavedState {
                c.circle(cx: cx, cy: centerY, radius: radius)
                c.clip()
                c.setColor(color)
                c.paint()
                let shade = Palette.mix(color, .black, 0.22)
                c.setColor(shade, alpha: 0.55)
                c.circle(cx: cx, cy: centerY - radius * 0.2, radius: radius * 0.36)
                c.fill()
                c.circle(cx: cx, cy: centerY + radius * 0.95, radius: radius * 0.68)
                c.fill()
            }
        }
    }
}

/// The iOS status bar (9:41, signal, Wi-Fi, battery), so a header reads as the top of a phone.
enum StatusBar {
    static func draw(in c: CairoContext, width: Double, color ink: Color) {
        let baseline = 33.0
        c.setColor(ink)
        c.setFont(.semibold, size: 17)
        c.showText("9:41", x: 54, baseline: baseline, align: .center)

        let midY = baseline - 6
        // Battery: outline, level, cap.
        let batteryX = width - 26 - 25
        c.roundedRectangle(Rect(x: batteryX, y: midY - 6, width: 25, height: 12), radius: 3.8)
        c.setColor(ink, alpha: 0.38)
        c.stroke(width: 1)
        c.roundedRectangle(Rect(x: batteryX + 2, y: midY - 4, width: 21, height: 8), radius: 2.2)
        c.setColor(ink)
        c.fill()
        c.roundedRectangle(Rect(x: batteryX + 26, y: midY - 2, width: 1.6, height: 4), radius: 0.8)
        c.setColor(ink, alpha: 0.4)
        c.fill()

        // Wi-Fi: three arcs and a dot, fanning up from one point.
        let wifiX = batteryX - 14, wifiY = midY + 5.5
        c.setColor(ink)
        for (k, r) in [4.0, 8.0, 12.0].enumerated() where k > 0 {
            c.arc(cx: wifiX, cy: wifiY, radius: r, from: -.pi * 0.75, to: -.pi * 0.25)
            c.stroke(width: 2.2, roundCaps: false)
        }
        c.moveTo(wifiX, wifiY)
        c.arc(cx: wifiX, cy: wifiY, radius: 3.6, from: -.pi * 0.75, to: -.pi * 0.25)
        c.closePath()
        c.fill()

        // Signal: four bars of rising height.
        let signalRight = wifiX - 14
        for k in 0..<4 {
            let h = 4.0 + Double(k) * 2.6
            let x = signalRight - Double(3 - k) * 4.6 - 3
            c.roundedRectangle(Rect(x: x, y: midY + 5.5 - h, width: 3, height: h), radius: 1)
        }
        c.fill()
    }
}
