import Foundation
import Motion

/// Everything visible in one frame, as plain data: the input of rasterizing and of motion specs.
public struct FrameState: Sendable, Hashable {
    /// Frame number, counting from 0.
    public var index: Int
    /// Seconds: index / fps.
    public var time: Double
    /// Visible layers, back to front.
    public var layers: [LayerState]

    public init(index: Int, time: Double, layers: [LayerState]) {
        self.index = index
        self.time = time
        self.layers = layers
    }

    /// The layer with `id`, if it is visible in this frame.
    public func layer(_ id: String) -> LayerState? { layers.first { $0.id == id } }
}

/// One layer of a frame: what it shows, where, and how.
public struct LayerState: Sendable, Hashable {
    /// Stable across frames: "header", "nav", "tab.0", …
    public var id: String
    public var content: LayerContent
    /// The layer's frame in canvas points, before its offset.
    public var frame: Rect
    /// The transition's displacement of the frame, in points.
    public var offset: Point
    /// 0…1, clamped even when a spring overshoots.
    public var opacity: Double
    /// Drawing order: higher is in front.
    public var zIndex: Double
    /// Canvas-space rectangle outside which nothing of the layer shows.
    public var clip: Rect?
    /// Uniform scale of the layer about ``anchor`` (1 is its own size; never negative).
    public var scale: Double
    /// Width and height factors (SwiftUI's `scaleEffect(x:y:anchor:)`) that multiply ``scale``
    /// along the layer's own axes, about the same anchor and before its rotation (never negative).
    public var scaleX: Double
    public var scaleY: Double
    /// The point of the layer's frame that stays put when it scales or turns.
    public var anchor: UnitPoint
    /// Degrees, clockwise on screen, about ``anchor`` (SwiftUI's `rotationEffect`); 0 is upright.
    public var rotation: Double
    /// A turn out of the screen's plane, seen in perspective (SwiftUI's `rotation3DEffect`),
    /// applied before the scale, the rotation and the offset; nil for none.
    public var rotation3D: Rotation3D?
    /// Gaussian blur radius in points (0 is sharp; never negative).
    public var blur: Double
    /// Degrees the hue of every colour of the layer turns by (SwiftUI's `hueRotation`); 0 is none.
    public var hueRotation: Double
    /// What SwiftUI's `brightness` adds to every colour component: 0 is none, 1 white, −1 black.
    public var brightness: Double = 0
    /// SwiftUI's `saturation`: 1 is unchanged, 0 gray.
    public var saturation: Double = 1
    /// SwiftUI's `grayscale`: 0 is unchanged, 1 wholly gray.
    public var grayscale: Double = 0
    /// The rounded rectangle the layer is seen through, if any.
    public var mask: LayerMask?
    /// The drop shadow drawn under the layer, if any.
    public var shadow: LayerShadow?

    public init(id: String, content: LayerContent, frame: Rect, offset: Point = .zero,
                opacity: Double = 1, zIndex: Double, clip: Rect? = nil, scale: Double = 1,
                scaleX: Double = 1, scaleY: Double = 1,
                anchor: UnitPoint = .center, rotation: Double = 0, rotation3D: Rotation3D? = nil, blur: Double = 0,
                hueRotation: Double = 0, mask: LayerMask? = nil, shadow: LayerShadow? = nil) {
        self.id = id
        self.content = content
        self.frame = frame
        self.offset = offset
        self.opacity = opacity
        self.zIndex = zIndex
        self.clip = clip
        self.scale = scale
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.anchor = anchor
        self.rotation = rotation
        self.rotation3D = rotation3D
        self.blur = blur
        self.hueRotation = hueRotation
        self.mask = mask
        self.shadow = shadow
    }
}

extension LayerState {
    /// The layer's whole scale along its own x and y axes: ``scale`` times ``scaleX`` or ``scaleY``.
    public var horizontalScale: Double { scale * scaleX }
    public var verticalScale: Double { scale * scaleY }

    /// Whether the layer has any size on screen: no factor of its scale is 0.
    public var isScaledAway: Bool { !(horizontalScale > 0 && verticalScale > 0) }
}

/// What a layer's pixels are made of; equal contents are rasterized once and reused.
public enum LayerContent: Sendable, Hashable {
    case header(Header)
    /// The nav with item `selected` highlighted (a highlight change is a new content, not an animation).
    case nav(Nav, selected: Int)
    case page(Content)
    /// Vector content, described rather than cached as pixels when it animates (see ``Shape``).
    case shape(Shape)
    /// A group's children, back to front, in the group's own points ((0, 0) is the top-left
    /// corner of the group's frame): drawn into one picture that the group's offset, scale,
    /// rotation, blur, mask and shadow then apply to as a whole. A group whose children hold
    /// still is rasterized once, like any content.
    case group([LayerState])
}
