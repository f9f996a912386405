import Foundation
import Scene

/// One scalar that animates on its own: a visual property (one channel each, in the order of
/// ``Scene/VisualProperty/layerAnimated``), the corner radius, the mask's inset and corners, a
/// stroke's trim and width, a text's font size, or a colour component.
///
/// Colours animate in linear-light sRGB with straight alpha, so a blend of two saturated colours
/// does not dip into a muddy, darker middle as gamma-encoded components would.
public struct LayerChannel: Sendable, Hashable, CaseIterable {
    /// The channel's place in an animator's list of values.
    public let rawValue: Int

    init(rawValue: Int) { self.rawValue = rawValue }

    private static let visualCount = VisualProperty.layerAnimated.count
    static let cornerRadius = LayerChannel(rawValue: visualCount)
    static let maskInset = LayerChannel(rawValue: visualCount + 1)
    static let maskCornerRadius = LayerChannel(rawValue: visualCount + 2)
    static let trimFrom = LayerChannel(rawValue: visualCount + 3)
    static let trimTo = LayerChannel(rawValue: visualCount + 4)
    static let strokeWidth = LayerChannel(rawValue: visualCount + 5)
    static let fontSize = LayerChannel(rawValue: visualCount + 6)
    /// The drawing order: set at once, never interpolated (see ``LayerProperty/z``).
    static let z = LayerChannel(rawValue: visualCount + 7)
    static let red = LayerChannel(rawValue: visualCount + 8)
    static let green = LayerChannel(rawValue: visualCount + 9)
    static let blue = LayerChannel(rawValue: visualCount + 10)
    static let alpha = LayerChannel(rawValue: visualCount + 11)
    static let opacity = LayerProperty.opacity.channels[0]
    static let offsetX = LayerProperty.offsetX.channels[0], offsetY = LayerProperty.offsetY.channels[0]
    static let scale = LayerProperty.scale.channels[0], blur = LayerProperty.blur.channels[0]
    static let rotation = LayerProperty.rotation.channels[0]
    static let width = LayerProperty.width.channels[0], height = LayerProperty.height.channels[0]

    public static let allCases = (0...alpha.rawValue).map(LayerChannel.init)

    /// Whether the channel moves, sizes, scales, blurs or reshapes a layer (see ``LayerProperty/isMotion``).
    var isMotion: Bool {
        if rawValue < Self.visualCount { return VisualProperty.layerAnimated[rawValue].layer?.isMotion ?? true }
        return rawValue < Self.z.rawValue
    }

    /// The channel's value in `p`.
    func value(in p: LayerProperties) -> Double {
        if rawValue < Self.visualCount { return p.visual[rawValue] }
        switch self {
        case .cornerRadius: return p.cornerRadius
        case .maskInset: return p.maskInset
        case .maskCornerRadius: return p.maskCornerRadius
        case .trimFrom: return p.trimFrom
        case .trimTo: return p.trimTo
        case .strokeWidth: return p.strokeWidth
        case .fontSize: return p.fontSize
        case .z: return p.z
        case .alpha: return p.color.alpha
        default: return Self.linear(p.color)[rawValue - Self.red.rawValue]
        }
    }

    /// Properties made of channel values `v` (indexed by ``rawValue``), each within the range its
    /// property never leaves (a spring may overshoot).
    static func properties(_ v: [Double]) -> LayerProperties {
        LayerProperties(
            visual: zip(VisualProperty.layerAnimated, v).map { $0.clamped($1) },
            cornerRadius: max(v[cornerRadius.rawValue], 0), maskInset: max(v[maskInset.rawValue], 0),
            maskCornerRadius: max(v[maskCornerRadius.rawValue], 0),
            trimFrom: min(max(v[trimFrom.rawValue], 0), 1), trimTo: min(max(v[trimTo.rawValue], 0), 1),
            strokeWidth: max(v[strokeWidth.rawValue], 0),
            // A spring may overshoot below nothing; Pango draws no text of size 0.
            fontSize: min(max(v[fontSize.rawValue], TextStyle.smallestSize), Limits.maximumTextSize), z: v[z.rawValue],
            color: Color(red: encoded(v[red.rawValue]), green: encoded(v[green.rawValue]), blue: encoded(v[blue.rawValue]),
                         alpha: min(max(v[alpha.rawValue], 0), 1)))
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
