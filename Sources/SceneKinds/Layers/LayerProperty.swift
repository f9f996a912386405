import Foundation
import Scene

/// A property of a free layer that events can change, as presets name it.
///
/// `frame: [x, y, w, h]` and `offset: [dx, dy]` are shorthands for several of these.
public enum LayerProperty: String, Sendable, Hashable, CaseIterable {
    case x, y, width, height, offsetX, offsetY, opacity, scale, blur, cornerRadius, maskInset, maskCornerRadius
    /// Degrees, clockwise, about the layer's anchor (SwiftUI's `rotationEffect`).
    case rotation
    /// The angle of a layer's `rotation3D`, in degrees (SwiftUI's `rotation3DEffect`).
    case rotation3DAngle = "rotation3D.angle"
    /// The fill colour of a rect, rounded rect, circle or fill layer.
    case fill
    /// The colour of a text layer.
    case color

    /// The property as a Swift identifier (`rotation3DAngle` for `rotation3D.angle`), for the
    /// generated SwiftUI code's state and keyframe names.
    public var swiftName: String { "\(self)" }

    /// Whether the property's value is a colour rather than a number.
    public var isColor: Bool { self == .fill || self == .color }

    /// Whether changing it moves, resizes, scales, blurs or reshapes the layer — what Reduce
    /// Motion turns into a cross-fade. Opacity and colours are not motion.
    public var isMotion: Bool { !isColor && self != .opacity }

    /// The scalar channels the property animates, each on its own ``Motion/AnimatedValue``.
    public var channels: [LayerChannel] {
        switch self {
        case .x: [.x]
        case .y: [.y]
        case .width: [.width]
        case .height: [.height]
        case .offsetX: [.offsetX]
        case .offsetY: [.offsetY]
        case .opacity: [.opacity]
        case .scale: [.scale]
        case .blur: [.blur]
        case .cornerRadius: [.cornerRadius]
        case .maskInset: [.maskInset]
        case .maskCornerRadius: [.maskCornerRadius]
        case .rotation: [.rotation]
        case .rotation3DAngle: [.rotation3DAngle]
        case .fill, .color: [.red, .green, .blue, .alpha]
        }
    }
}

/// A value a property is changed to.
public enum LayerValue: Sendable, Hashable {
    case number(Double)
    case color(Color)

    /// The value of each of `property`'s ``LayerProperty/channels``, in their order.
    func channelValues(for property: LayerProperty) -> [Double] {
        switch self {
        case .number(let value): [value]
        case .color(let color): LayerChannel.linear(color)
        }
    }
}

/// A property and the value it changes to.
public struct LayerPropertyValue: Sendable, Hashable {
    public var property: LayerProperty
    public var value: LayerValue

    public init(_ property: LayerProperty, _ value: LayerValue) {
        self.property = property
        self.value = value
    }
}

/// One scalar that animates on its own: a coordinate, a size, or a colour component.
///
/// Colours animate in linear-light sRGB with straight alpha, so a blend of two saturated colours
/// does not dip into a muddy, darker middle as gamma-encoded components would.
public enum LayerChannel: Int, Sendable, Hashable, CaseIterable {
    case x, y, width, height, offsetX, offsetY, opacity, scale, blur, cornerRadius, maskInset, maskCornerRadius
    case rotation, rotation3DAngle
    case red, green, blue, alpha

    /// The channel's value in `p`.
    func value(in p: LayerProperties) -> Double {
        switch self {
        case .x: p.frame.minX
        case .y: p.frame.minY
        case .width: p.frame.width
        case .height: p.frame.height
        case .offsetX: p.offset.x
        case .offsetY: p.offset.y
        case .opacity: p.opacity
        case .scale: p.scale
        case .blur: p.blur
        case .cornerRadius: p.cornerRadius
        case .maskInset: p.maskInset
        case .maskCornerRadius: p.maskCornerRadius
        case .rotation: p.rotation
        case .rotation3DAngle: p.rotation3DAngle
        case .red: Self.linear(p.color)[0]
        case .green: Self.linear(p.color)[1]
        case .blue: Self.linear(p.color)[2]
        case .alpha: p.color.alpha
        }
    }

    /// Properties made of channel values `v` (indexed by ``rawValue``).
    static func properties(_ v: [Double]) -> LayerProperties {
        LayerProperties(
            frame: Rect(x: v[Self.x.rawValue], y: v[Self.y.rawValue],
                        width: max(v[Self.width.rawValue], 0), height: max(v[Self.height.rawValue], 0)),
            offset: Point(x: v[Self.offsetX.rawValue], y: v[Self.offsetY.rawValue]),
            opacity: min(max(v[Self.opacity.rawValue], 0), 1), scale: max(v[Self.scale.rawValue], 0),
            blur: max(v[Self.blur.rawValue], 0), cornerRadius: max(v[Self.cornerRadius.rawValue], 0),
            maskInset: max(v[Self.maskInset.rawValue], 0), maskCornerRadius: max(v[Self.maskCornerRadius.rawValue], 0),
            rotation: v[Self.rotation.rawValue], rotation3DAngle: v[Self.rotation3DAngle.rawValue],
            color: Color(red: Self.encoded(v[Self.red.rawValue]), green: Self.encoded(v[Self.green.rawValue]),
                         blue: Self.encoded(v[Self.blue.rawValue]),
                         alpha: min(max(v[Self.alpha.rawValue], 0), 1)))
    }

    /// `color`'s red, green, blue in linear light and its alpha.
    static func linear(_ color: Color) -> [Double] {
        [decoded(color.red), decoded(color.green), decoded(color.blue), color.alpha]
    }

    /// The sRGB transfer function's inverse: an encoded component to linear light.
    static func decoded(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// Linear light to an encoded sRGB component, clamped to 0 … 1 (a spring may overshoot).
    static func encoded(_ l: Double) -> Double {
        let c = min(max(l, 0), 1)
        return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
}
