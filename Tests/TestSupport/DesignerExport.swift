/// A designer's full-screen export of an iOS screen, drawn pixel by pixel for the still-bar tests:
/// 390 × 844 pixels (one pixel a point), a status and navigation bar at the top, the screen's own
/// content, a tab bar at the bottom with one item highlighted.
///
/// Every export shares the bars but for two small parts: the title's width (a wider title on a
/// later screen) and the highlighted tab item. So the rows a finder should call shared are known:
/// the top ``topBar`` and the bottom ``bottomBar``. Content rows differ (a card of the same white
/// crosses some of them, which differ only in its margins: shared rows, but not at an edge).
public struct DesignerExport: Sendable {
    public static let width = 390, height = 844
    /// Status bar (47) + navigation bar (44), as an iPhone with a Dynamic Island has them.
    public static let topBar = 91
    /// The tab bar with the home indicator's margin.
    public static let bottomBar = 83
    /// Four tab items, 97.5 pt apart; each icon a 35-pixel block.
    static let itemCentres = [49, 146, 244, 341]

    /// The screen's content colour, its highlighted tab and the width of its title block.
    public var content: [UInt8]
    public var selectedTab: Int
    public var titleWidth: Int

    public init(content: [UInt8], selectedTab: Int, titleWidth: Int) {
        self.content = content
        self.selectedTab = selectedTab
        self.titleWidth = titleWidth
    }

    /// The colour of pixel (x, y).
    public func colour(x: Int, y: Int) -> [UInt8] {
        let bar: [UInt8] = [248, 248, 248], ink: [UInt8] = [20, 20, 20]
        if y < Self.topBar {
            if (16..<30).contains(y), (24..<64).contains(x) { return ink }                 // 9:41
            if (16..<30).contains(y), (330..<370).contains(x) { return ink }               // battery
            if (58..<80).contains(y), (20..<20 + titleWidth).contains(x) { return ink }    // the title
            if y == Self.topBar - 1 { return [200, 200, 200] }                             // hairline
            return bar
        }
        if y >= Self.height - Self.bottomBar {
            let top = Self.height - Self.bottomBar
            if y == top { return [200, 200, 200] }
            if (top + 8..<top + 44).contains(y) {
                for (item, centre) in Self.itemCentres.enumerated() where abs(x - centre) < 18 {
                    return item == selectedTab ? [0, 122, 255] : [150, 150, 150]
                }
            }
            return bar
        }
        // Content: a card whose place depends on the colour, so rows differ in shape and colour.
        let inset = 16 + Int(content[0]) % 20
        if (inset..<Self.width - inset).contains(x), (110..<300).contains(y) { return [255, 255, 255] }
        return content
    }

    /// The export as PNG bytes.
    public var png: [UInt8] {
        PNGBytes.image(width: Self.width, height: Self.height) { colour(x: $0, y: $1) }
    }

    /// Row `y`'s pixels as RGB bytes.
    public func row(_ y: Int) -> [UInt8] {
        (0..<Self.width).flatMap { colour(x: $0, y: y) }
    }
}
