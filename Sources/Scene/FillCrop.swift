import Motion

/// What aspect fill (``ContentMode/fill``, an image's default) cuts off an image whose shape is
/// not its frame's, measured with the renderer's own ``ContentMode/placement(of:in:)``: the image
/// is scaled to cover the frame, centred, and what overhangs the frame is cut, half on each side.
///
/// `init --screens` says it of each screen, and a preset's warnings of each page image that
/// leaves its content mode unsaid, so a wrong export is seen before a render.
///
/// ```swift
/// FillCrop(image: Size(width: 1200, height: 600), frame: Size(width: 390, height: 844))?.description(frame: "page")
/// // "1200 × 600 px, not the page's shape (390 × 844 pt); cropped to fill: 923 px (77 %) of its width are cut, half on each side"
/// ```
public struct FillCrop: Sendable, Hashable {
    /// The image's own size: pixels (an SVG's own units).
    public let image: Size
    /// The frame it fills, in points.
    public let frame: Size
    /// What is cut off the image's width and off its height, in its own units, both sides
    /// together (one of them is 0: fill covers the frame exactly on the other axis).
    public let cutWidth: Double, cutHeight: Double

    /// The part of the image's width or height that may be cut without a word: 1 %.
    ///
    /// Exports of one phone at one scale match their canvas exactly, and the canvas `init`
    /// writes rounds the first screen's height to a whole point (at most 0.06 % of 844 pt); a
    /// sibling phone's export differs by less still (1179 × 2556 px in a 390 × 844 pt canvas
    /// loses 4.5 px of 2556, 0.2 %). A different shape is well over it: a 20 : 9 Android screen
    /// beside an iPhone's loses 2.6 %, a landscape or an iPad export far more. 1 % of a 2532 px
    /// screen is 25 px, about 8 pt: where a cut starts to take off part of a status or tab bar.
    public static let tolerance = 0.01

    /// The crop of an `image`-sized image filling a `frame`-sized frame; nil when it cuts no more
    /// than ``tolerance`` of either side, or there is nothing to draw.
    public init?(image: Size, frame: Size) {
        guard let scale = ContentMode.fill.scale(of: image, in: frame),
              let placed = ContentMode.fill.placement(of: image, in: frame) else { return nil }
        let cutWidth = max(placed.width - frame.width, 0) / scale.x
        let cutHeight = max(placed.height - frame.height, 0) / scale.y
        guard cutWidth > image.width * Self.tolerance || cutHeight > image.height * Self.tolerance else { return nil }
        self.image = image
        self.frame = frame
        self.cutWidth = cutWidth
        self.cutHeight = cutHeight
    }

    /// `1200 × 600 px, not the page's shape (390 × 844 pt); cropped to fill: 923 px (77 %) of its
    /// width are cut, half on each side`, with `frame` naming the frame (`page`, `screen`).
    public func description(frame name: String) -> String {
        let cut = cutWidth >= cutHeight
            ? "\(Self.amount(cutWidth, of: image.width)) of its width are cut, half on each side"
            : "\(Self.amount(cutHeight, of: image.height)) of its height are cut, half at the top and half at the bottom"
        return "\(Self.number(image.width)) × \(Self.number(image.height)) px, not the \(name)'s shape "
            + "(\(Self.number(frame.width)) × \(Self.number(frame.height)) pt); cropped to fill: \(cut)"
    }

    /// `923 px (77 %)`: the cut in whole pixels (tenths under 10, where a whole pixel would round a
    /// tiny image's large cut away) and as a part of the side, at least 1 %.
    private static func amount(_ cut: Double, of side: Double) -> String {
        let pixels = cut < 10 ? number(cut) : number(cut.rounded())
        return "\(pixels) px (\(max(Int((cut / side * 100).rounded()), 1)) %)"
    }

    /// `390`, `744.5`: at most a tenth.
    private static func number(_ value: Double) -> String {
        NumberText.decimal((value * 10).rounded() / 10)
    }
}
