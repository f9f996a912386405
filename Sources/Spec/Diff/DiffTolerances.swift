import Foundation
import SpecModel

/// How far a value may move before a diff calls it a change: a difference *equal* to the
/// tolerance is not a change, anything above it is.
public struct DiffTolerances: Sendable, Equatable {
    /// Points: frames, offsets, masks, blur, shadows, clips (and z-index, whose steps are whole).
    public var geometry = 0.5
    /// Opacity, 0…1.
    public var opacity = 0.005
    /// Scale factors, and the unit quantities of anchors and 3-D axes.
    public var scale = 0.005
    /// Degrees.
    public var rotation = 0.5
    /// 8-bit levels of a colour component (shadow colours), compared after rounding to levels.
    public var colorLevels = 1
    /// 8-bit levels of a key frame's pixel channel.
    public var pixelLevels = 2

    public init() {}

    /// Whether `old` and `new` of `property` (a spec property name such as `offset.x`) differ by
    /// more than its tolerance; and the difference in the property's own unit.
    func compare(_ property: String, _ old: Double, _ new: Double) -> (changed: Bool, difference: Double) {
        switch PropertyUnit(property) {
        case .color:
            let levels = abs((old * 255).rounded() - (new * 255).rounded())
            return (levels > Double(colorLevels), levels)
        case let unit:
            // Specs hold numbers to SpecNumber.decimals; finer than that is binary rounding
            // (0.505 − 0.5 = 0.005000000000000004), which must not tip a value over its tolerance.
            let precision = pow(10, Double(SpecNumber.decimals))
            let difference = (abs(old - new) * precision).rounded() / precision
            return (difference > tolerance(unit), difference)
        }
    }

    func tolerance(_ unit: PropertyUnit) -> Double {
        switch unit {
        case .points: geometry
        case .opacity: opacity
        case .factor: scale
        case .degrees: rotation
        case .color: Double(colorLevels)
        }
    }
}

/// The unit a spec property is measured in, told by its name.
enum PropertyUnit {
    case points, opacity, factor, degrees, color

    init(_ property: String) {
        if property == "opacity" { self = .opacity }
        else if property == "rotation" || property == "rotation3D.angle" { self = .degrees }
        else if property.hasPrefix("shadow.color.") { self = .color }
        else if property == "scale" || property.hasPrefix("anchor.") || property.hasPrefix("rotation3D.axis.")
                    || property == "rotation3D.perspective" || property == "visible" { self = .factor }
        else { self = .points }
    }

    var symbol: String {
        switch self {
        case .points: "pt"
        case .opacity: ""
        case .factor: "×"
        case .degrees: "°"
        case .color: "levels"
        }
    }
}
