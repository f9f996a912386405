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

/// A block of text and how it looks: wrapped at its frame's width into at most `lines` lines,
/// centred vertically in the frame, the last line cut with an ellipsis when the text does not fit.
public struct TextStyle: Sendable, Hashable {
    public enum Weight: String, Sendable, Hashable, CaseIterable {
        case regular, medium, semibold, bold
    }

    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        case leading, center, trailing
    }

    /// Where a line that is cut shows its ellipsis, as SwiftUI's `truncationMode`.
    public enum Truncation: String, Sendable, Hashable, CaseIterable {
        case tail, head, middle
    }

    /// The typeface: an installed family, or a font file (resolved to an absolute URL by Preset).
    public enum Font: Sendable, Hashable {
        case family(String)
        case file(URL)
    }

    /// The family the app's screens are drawn in.
    public static let defaultFamily = "Inter"

    public var text: String
    /// Font size in points.
    public var size: Double
    /// The least size drawn: an animated size that springs below it (or to 0) is drawn at it.
    public static let smallestSize = 0.1
    public var weight: Weight
    public var color: Color
    /// Where the lines sit horizontally in the frame; the block is always centred vertically.
    public var alignment: Alignment
    /// The most lines the text wraps to; 0 is as many as fit the frame's height.
    public var lines: Int
    public var truncation: Truncation
    /// Extra points between one line's bottom and the next line's top (SwiftUI's `lineSpacing`).
    public var lineSpacing: Double
    public var font: Font

    public init(_ text: String, size: Double, weight: Weight = .regular, color: Color = .black,
                alignment: Alignment = .leading, lines: Int = 1, truncation: Truncation = .tail,
                lineSpacing: Double = 0, font: Font = .family(TextStyle.defaultFamily)) {
        self.text = text
        self.size = size
        self.weight = weight
        self.color = color
        self.alignment = alignment
        self.lines = lines
        self.truncation = truncation
        self.lineSpacing = lineSpacing
        self.font = font
    }
}

extension Shape {
    /// The line along the shape's outline, if it has one.
    public var stroke: Stroke? {
        switch self {
        case .rect(_, let stroke), .roundedRect(_, _, let stroke), .circle(_, let stroke): stroke
        case .ring, .text: nil
        }
    }
}

extension LayerContent {
    /// The style of a text; nil for any other content.
    public var textStyle: TextStyle? {
        if case .shape(.text(let style)) = self { return style }
        return nil
    }

    /// The stroke of a shape's outline; nil for any other content.
    public var stroke: Stroke? {
        if case .shape(let shape) = self { return shape.stroke }
        return nil
    }
}
