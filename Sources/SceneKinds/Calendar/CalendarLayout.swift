import Foundation
import Motion
import Scene

/// Where the calendar's parts sit on the canvas, in points, and how they look.
///
/// From the top: the year (small, grey) above the month (large, bold), the weekday header, then
/// the month area, ``CalendarMotion/monthHeight`` tall, holding up to six rows of dials. The
/// layout follows the canvas width; vertical positions are fixed from the top.
public struct CalendarLayout: Sendable, Hashable {
    public let canvas: Size

    /// Left and right margin of the header and the grid.
    public static let margin = 16.0
    /// The smallest canvas the layout fits on.
    public static let minimumCanvas = Size(width: 280, height: 600)

    public var yearLabel: Rect { Rect(x: Self.margin + 4, y: 62, width: canvas.width - 2 * Self.margin, height: 22) }
    public var monthLabel: Rect { Rect(x: Self.margin + 4, y: 84, width: canvas.width - 2 * Self.margin, height: 44) }

    /// The band of weekday names above the grid.
    public var weekdayHeader: Rect { Rect(x: Self.margin, y: 146, width: gridWidth, height: 18) }

    /// The area the month pages move in; the grid is clipped to it.
    public var monthArea: Rect { Rect(x: Self.margin, y: 176, width: gridWidth, height: CalendarMotion.monthHeight) }

    public var gridWidth: Double { canvas.width - 2 * Self.margin }
    public var columnWidth: Double { gridWidth / Double(CalendarMonth.columns) }
    public var rowHeight: Double { CalendarMotion.monthHeight / Double(CalendarMonth.maximumRows) }

    /// The dial's diameter: its cell, less a gap.
    public var dialDiameter: Double { min(min(columnWidth, rowHeight) - 6, 46) }
    /// The ring's stroke.
    public var ringWidth: Double { (dialDiameter * 0.1).rounded() }

    /// The header cell of column `column`.
    public func weekdayCell(_ column: Int) -> Rect {
        let band = weekdayHeader
        return Rect(x: band.minX + Double(column) * columnWidth, y: band.minY, width: columnWidth, height: band.height)
    }

    /// The dial at `cell` of a month page at rest (before the page's offset).
    public func dial(_ cell: ElementPosition) -> Rect {
        let area = monthArea, d = dialDiameter
        let cx = area.minX + (Double(cell.column) + 0.5) * columnWidth
        let cy = area.minY + (Double(cell.row) + 0.5) * rowHeight
        return Rect(x: cx - d / 2, y: cy - d / 2, width: d, height: d)
    }

    /// Today's tinted disc: inside the ring, concentric with it so both scale together.
    public func todayDisc(in dial: Rect) -> Rect {
        let inset = ringWidth + 2
        return Rect(x: dial.minX + inset, y: dial.minY + inset,
                    width: dial.width - 2 * inset, height: dial.height - 2 * inset)
    }

    // MARK: Look

    public static let primaryText = Color(red: 0x1C / 255.0, green: 0x1C / 255.0, blue: 0x1E / 255.0)
    public static let secondaryText = Color(red: 0x8E / 255.0, green: 0x8E / 255.0, blue: 0x93 / 255.0)
    public static let futureText = Color(red: 0xAE / 255.0, green: 0xAE / 255.0, blue: 0xB2 / 255.0)
    /// The ring's track: the accent, faint.
    public static let trackAlpha = 0.16
    /// Today's disc: the accent, fainter.
    public static let todayAlpha = 0.14

    public var yearSize: Double { 17 }
    public var monthSize: Double { 34 }
    public var weekdaySize: Double { 11 }
    public var daySize: Double { (dialDiameter * 0.33).rounded() }
}
