/// Where an app's SwiftUI code gives a layer property its value: the modifiers that hold it and
/// which of their arguments — what the catalogue reads when it films a view's change.
///
/// One reading per property, declared with the property (``VisualProperty/LayerAnimation/reading``),
/// so a property the table gains is read from code by adding its reading, not by another branch
/// in the reader:
///
/// ```swift
/// SwiftUIReading(.angle, "hueRotation")                        // .hueRotation(.degrees(90))
/// SwiftUIReading(.number, "offset", label: "y", size: .height)  // .offset(y: 8), .offset(CGSize)
/// ```
public struct SwiftUIReading: Sendable, Hashable {
    /// What the argument is.
    public enum Kind: Sendable, Hashable {
        /// A number (`CGFloat`, `Double`).
        case number
        /// An `Angle`, read in degrees.
        case angle
        /// A `Color`, read as a layer's colour.
        case color
        /// A rounded rectangle the view is clipped to (`RoundedRectangle(cornerRadius: 12)`,
        /// `.rect(cornerRadius:)`, `Rectangle().inset(by: 4)`): the part of it that is the property.
        case roundedRectangle(RectanglePart)
    }

    /// What a clipping rounded rectangle gives a layer's mask.
    public enum RectanglePart: Sendable, Hashable {
        /// How far inside the view's frame it lies on every side.
        case inset
        case cornerRadius
    }

    /// The part of a `CGSize` given as the modifier's first, unlabelled argument that holds the
    /// property (`.offset(CGSize(width: 4, height: 8))` holds `offsetY` in its height).
    public enum SizeComponent: Sendable, Hashable {
        case width, height
    }

    /// The modifiers' names, without the dot: one property may be given by several
    /// (a colour by `foregroundStyle`, `fill`, `tint`, …).
    public let modifiers: [String]
    /// The argument's label; nil for the first argument when it is unlabelled.
    public let label: String?
    public let kind: Kind
    /// Where a `CGSize` first argument holds it, when the modifier takes one; nil when not.
    public let size: SizeComponent?
    /// When the argument is a value built by a call (`style: StrokeStyle(lineWidth: 8)`), the
    /// type called and the label of its argument that holds the property; nil when the argument
    /// is the value itself.
    public let inside: (type: String, label: String)?

    public init(_ kind: Kind, _ modifiers: String..., label: String? = nil, size: SizeComponent? = nil,
                inside: (type: String, label: String)? = nil) {
        self.modifiers = modifiers
        self.label = label
        self.kind = kind
        self.size = size
        self.inside = inside
    }

    public static func == (a: SwiftUIReading, b: SwiftUIReading) -> Bool {
        a.modifiers == b.modifiers && a.label == b.label && a.kind == b.kind && a.size == b.size
            && a.inside?.type == b.inside?.type && a.inside?.label == b.inside?.label
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(modifiers)
        hasher.combine(label)
        hasher.combine(kind)
        hasher.combine(inside?.type)
        hasher.combine(inside?.label)
    }
}
