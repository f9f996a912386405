import Foundation
import Scene

/// One animated scalar of a layer, as the CSV columns and the curve charts name it:
/// `frame.x`, `offset.x`, `opacity`, `mask.cornerRadius`, …
public struct SpecProperty: Sendable, Hashable {
    /// The column suffix, e.g. `offset.x`.
    public let name: String
    /// `pt`, `×` (a factor), `0…1` or `order`.
    public let unit: String
    /// The value in `layer`, or nil when the layer has no such value (no mask).
    public let value: @Sendable (LayerState) -> Double?

    public static func == (a: SpecProperty, b: SpecProperty) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Every property, in the order of the CSV's columns for each layer.
    public static let all: [SpecProperty] = [
        SpecProperty(name: "frame.x", unit: "pt") { $0.frame.minX },
        SpecProperty(name: "frame.y", unit: "pt") { $0.frame.minY },
        SpecProperty(name: "frame.width", unit: "pt") { $0.frame.width },
        SpecProperty(name: "frame.height", unit: "pt") { $0.frame.height },
        SpecProperty(name: "offset.x", unit: "pt") { $0.offset.x },
        SpecProperty(name: "offset.y", unit: "pt") { $0.offset.y },
        SpecProperty(name: "scale", unit: "×") { $0.scale },
        SpecProperty(name: "rotation", unit: "°") { $0.rotation },
        SpecProperty(name: "opacity", unit: "0…1") { $0.opacity },
        SpecProperty(name: "blur", unit: "pt") { $0.blur },
        SpecProperty(name: "mask.x", unit: "pt") { $0.mask?.rect.minX },
        SpecProperty(name: "mask.y", unit: "pt") { $0.mask?.rect.minY },
        SpecProperty(name: "mask.width", unit: "pt") { $0.mask?.rect.width },
        SpecProperty(name: "mask.height", unit: "pt") { $0.mask?.rect.height },
        SpecProperty(name: "mask.cornerRadius", unit: "pt") { $0.mask?.cornerRadius },
        SpecProperty(name: "zIndex", unit: "order") { $0.zIndex },
    ]

    /// A human label: `offset.x (pt)`.
    public var label: String { "\(name) (\(unit))" }
}
