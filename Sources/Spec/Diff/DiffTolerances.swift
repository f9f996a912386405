import Foundation
import Scene
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
        switch Kind(property) {
        case .color:
            let levels = abs((old * 255).rounded() - (new * 255).rounded())
            return (levels > Double(colorLevels), levels)
        case let kind:
            // Specs hold numbers to SpecNumber.decimals; finer than that is binary rounding
            // (0.505 − 0.5 = 0.005000000000000004), which must not tip a value over its tolerance.
            let precision = pow(10, Double(SpecNumber.decimals))
            let difference = (abs(old - new) * precision).rounded() / precision
            return (difference > tolerance(kind), difference)
        }
    }

    func tolerance(_ kind: Kind) -> Double {
        switch kind {
        case .geometry: geometry
        case .opacity: opacity
        case .scale: scale
        case .rotation: rotation
        case .color: Double(colorLevels)
        }
    }
}

extension DiffTolerances {
    /// Which of the diff's tolerances a property is compared with, from the unit the property table
    /// gives it (``Scene/VisualProperty``).
    public enum Kind: Sendable, CaseIterable {
        case geometry, opacity, scale, rotation, color

        /// The tolerance for `unit`: points and drawing order are geometry (z-index steps are whole).
        public init(_ unit: PropertyUnit) {
            switch unit {
            case .points, .order: self = .geometry
            case .fraction: self = .opacity
            case .factor: self = .scale
            case .degrees: self = .rotation
            case .colorComponent: self = .color
            }
        }

        /// The class of the property called `name`; `visible` (a layer shown on one side only) is a
        /// factor, and a name the table does not know (a spec from another version) is geometry.
        public init(_ name: String) {
            if name == "visible" { self = .scale }
            else { self = VisualProperty.named(name).map { Kind($0.unit) } ?? .geometry }
        }

        /// The properties compared with this tolerance, a group named once when all of it is
        /// (`frame, offset, rotation3D.anchorZ, …`): what the diff command's help lists.
        public var propertyNames: String {
            func names(_ properties: [VisualProperty], depth: Int) -> [String] {
                var result: [String] = []
                var seen = Set<String>()
                for property in properties {
                    let head = property.name.split(separator: ".").prefix(depth + 1).joined(separator: ".")
                    guard seen.insert(head).inserted else { continue }
                    let members = VisualProperty.all.filter { $0.name == head || $0.name.hasPrefix(head + ".") }
                    let mine = members.filter { Kind($0.unit) == self }
                    if mine.isEmpty { continue }
                    result += mine.count == members.count ? [head] : names(mine, depth: depth + 1)
                }
                return result
            }
            return names(VisualProperty.all, depth: 0).joined(separator: ", ")
        }

        /// The unit a report writes after a difference.
        var symbol: String {
            switch self {
            case .geometry: "pt"
            case .opacity: ""
            case .scale: "×"
            case .rotation: "°"
            case .color: "levels"
            }
        }
    }
}
