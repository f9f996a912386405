import Foundation

/// The top and bottom bands of a designer's full-screen pages that hold still while the content
/// between them moves: the status bar and navigation bar above, the tab bar below.
///
/// A designer's exports carry their own bars, drawn into every screen. In the app those bars are
/// not part of the page that slides: UIKit keeps the navigation bar and the tab bar in place and
/// moves only the content between them, which they cover. So a page's band is drawn from that
/// page's own pixels (the same cached picture as the page, seen through the band), never offset,
/// faded or scaled with the page, and the moving content is clipped to the region between the
/// bands. The bands are measured from the page's own top and bottom edges (below a drawn header,
/// if the scene has one).
///
/// Which page's band shows is the scene's choice: a tab switch changes the bars at the change
/// (``TabsTimeline``), a push cross-fades them (``StackTimeline``).
public struct StillBars: Sendable, Hashable {
    /// Points at the top of each page that hold still (0 for none).
    public var top: Double
    /// Points at the bottom of each page that hold still (0 for none).
    public var bottom: Double

    public init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }

    /// The top band of a page whose frame is `page`.
    public func topBand(of page: Rect) -> Rect {
        Rect(x: page.minX, y: page.minY, width: page.width, height: min(top, page.height))
    }

    /// The bottom band of a page whose frame is `page`.
    public func bottomBand(of page: Rect) -> Rect {
        let height = min(bottom, page.height)
        return Rect(x: page.minX, y: page.maxY - height, width: page.width, height: height)
    }

    /// Where the moving content shows: between the bands, which cover it as the bars do in the app.
    public func content(of page: Rect) -> Rect {
        let height = max(page.height - top - bottom, 0)
        return Rect(x: page.minX, y: page.minY + min(top, page.height), width: page.width, height: height)
    }

    /// Layer ids of the two bands in a frame's state (and so in specs).
    public static let topID = "bars.top"
    public static let bottomID = "bars.bottom"
    /// Above every page and its dimming, below a drawn header, nav and decorations (z 100).
    public static let zIndex = 90.0

    /// The band layers that show `content` (a page's content, laid out in `page`) at `opacity`;
    /// none for a band of no height.
    public func layers(showing content: Content, in page: Rect, opacity: Double = 1, idSuffix: String = "") -> [LayerState] {
        [(Self.topID, top, topBand(of: page)), (Self.bottomID, bottom, bottomBand(of: page))]
            .filter { $0.1 > 0 }
            .map { id, _, band in
                LayerState(id: id + idSuffix, content: .page(content), frame: page, opacity: opacity,
                           zIndex: Self.zIndex, clip: band)
            }
    }
}
