import Foundation

/// How big SwiftUI's own views are when laid out, as far as a film needs: the sizes of text
/// styles, how wide a line of text is, and which views take whatever space they are offered.
///
/// Text is measured, not shaped: a line is its characters times an average advance of the
/// system font. Close enough to place views as the app places them; a stand-in draws its own text.
public enum ViewSizes {
    /// The point size of each text style at the default Dynamic Type size (Large), from Apple's
    /// Human Interface Guidelines' typography table (iOS).
    public static let textStyles: [String: Double] = [
        "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
        "callout": 16, "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
    ]

    /// The body style's size: what a text is without a `.font`.
    public static let bodySize = 17.0
    /// The average advance of SF Pro's characters, in ems (mixed-case text).
    public static let averageAdvance = 0.55
    /// A line's height, in ems (SF Pro's leading at text sizes: body is 17 on 22).
    public static let lineHeight = 1.3

    /// How wide one line of `text` is at `size` points.
    public static func lineWidth(of text: String, size: Double) -> Double {
        Double(text.count) * size * averageAdvance
    }

    /// Views that take the space they are offered, as shapes and colours do.
    public static let greedy: Set<String> = [
        "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "UnevenRoundedRectangle", "ContainerRelativeShape",
        "Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Canvas", "Map",
        "GeometryReader", "TabView",
    ]

    /// Views whose closure draws rather than holds views (`Canvas { context, size in … }`).
    public static let drawing: Set<String> = ["Canvas"]

    /// Containers whose content scrolls: offered the space, they lay out their content at its own height.
    public static let scrolling: Set<String> = ["ScrollView", "List", "Form"]

    /// Controls of a fixed height that stretch across (a `Toggle`'s label and switch, a field).
    public static let rowHeights: [String: Double] = [
        "Toggle": 31, "TextField": 22, "SecureField": 22, "Slider": 31, "Stepper": 32, "Picker": 22, "DatePicker": 34,
    ]
}
