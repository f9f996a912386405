import Foundation
import Motion

extension Shape {
    /// Points the shape draws beyond its frame on each side: half a stroke's width, since
    /// SwiftUI centres a stroke on the outline; 0 for everything else.
    public var bleed: Double {
        switch self {
        case .rect(_, let stroke?), .roundedRect(_, _, let stroke?), .circle(_, let stroke?):
            max(stroke.width, 0) / 2
        default: 0
        }
    }
}

extension LayerContent {
    /// Points the content draws beyond the layer's frame on each side.
    public var bleed: Double {
        if case .shape(let shape) = self { return shape.bleed }
        return 0
    }
}

extension LayerState {
    /// The layer as it is rasterized: its frame grown by its content's ``LayerContent/bleed`` on
    /// every side, with its anchor and mask moved so that they stay where they were on the canvas.
    ///
    /// A surface is the size of its layer's frame, so a stroke's outer half would be cut off;
    /// growing the frame instead of the painter's reach keeps everything downstream (scale about
    /// the anchor, masks, windows of large layers, blur) working on one rectangle. Painters of
    /// content with a bleed draw their outline inset by it. A layer without one is returned as is.
    public var includingBleed: LayerState {
        let b = content.bleed
        guard b > 0, b.isFinite else { return self }
        var grown = self
        grown.frame = Rect(x: frame.minX - b, y: frame.minY - b, width: frame.width + 2 * b, height: frame.height + 2 * b)
        // The anchor is the same canvas point: x + ax·w = (x − b) + ax′·(w + 2b).
        grown.anchor = UnitPoint(x: (anchor.x * frame.width + b) / grown.frame.width,
                                 y: (anchor.y * frame.height + b) / grown.frame.height)
        if let mask {
            grown.mask = LayerMask(rect: Rect(x: mask.rect.minX + b, y: mask.rect.minY + b,
                                              width: mask.rect.width, height: mask.rect.height),
                                   cornerRadius: mask.cornerRadius)
        }
        return grown
    }
}
