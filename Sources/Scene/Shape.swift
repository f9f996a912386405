import Foundation

/// Vector content drawn from a description: the building blocks of the calendar's dials and
/// labels, the stack's decorations and morphing elements, and free layers.
///
/// A shape fills its layer's frame (a circle is the largest one centred in it), so animating the
/// frame animates the shape.
public enum Shape: Sendable, Hashable {
    /// A rectangle, circle or rounded rectangle filled with `fill` and, if given, stroked
    /// along its outline (see ``Stroke``: half the line lies outside the frame).
    case rect(fill: Paint, stroke: Stroke? = nil)
    case roundedRect(fill: Paint, cornerRadius: Double, stroke: Stroke? = nil)
    case circle(fill: Paint, stroke: Stroke? = nil)
    /// A progress ring: a full `track` circle and a `fill` arc clockwise from 12 o'clock over
    /// `progress` (0…1) of it, `lineWidth` points thick, inset to fit the frame.
    case ring(track: Color, fill: Color, progress: Double, lineWidth: Double)
    case text(TextStyle)
}

/// A line of text and how it looks.
public struct TextStyle: Sendable, Hashable {
    public enum Weight: String, Sendable, Hashable, CaseIterable {
        case regular, medium, semibold, bold
    }

    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        case leading, center, trailing
    }

    public var text: String
    /// Font size in points.
    public var size: Double
    public var weight: Weight
    public var color: Color
    /// Where the text sits horizontally in the frame; it is always centred vertically.
    public var alignment: Alignment

    public init(_ text: String, size: Double, weight: Weight = .regular, color: Color = .black,
                alignment: Alignment = .leading) {
        self.text = text
        self.size = size
        self.weight = weight
        self.color = color
        self.alignment = alignment
    }
}
