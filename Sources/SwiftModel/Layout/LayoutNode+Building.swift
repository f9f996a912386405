import Foundation
import Scene

// The tree written the way SwiftUI code reads: leaves and stacks as static functions, modifiers
// as methods that wrap the node they are called on.

extension LayoutNode {
    // MARK: Leaves

    /// A shape or a `Color` (`Rectangle()`, `Circle()`, `Color.red`…).
    public static func shape(id: String? = nil) -> LayoutNode {
        LayoutNode(.shape, id: id)
    }

    /// A view of a known size: an image that is not resizable, an icon, a control.
    public static func fixed(width: Double, height: Double, id: String? = nil) -> LayoutNode {
        LayoutNode(.fixed(Size(width: width, height: height)), id: id)
    }

    /// A text whose one-line width and line height are known (measured with the app's font).
    public static func text(width intrinsicWidth: Double, lineHeight: Double, id: String? = nil) -> LayoutNode {
        LayoutNode(.text(intrinsicWidth: intrinsicWidth, lineHeight: lineHeight), id: id)
    }

    /// `Spacer(minLength:)`.
    public static func spacer(minLength: Double? = nil, id: String? = nil) -> LayoutNode {
        LayoutNode(.spacer(minLength: minLength), id: id)
    }

    // MARK: Containers

    /// `VStack(alignment:spacing:) { children }`.
    public static func vStack(alignment: LayoutAlignment.Horizontal = .center, spacing: Double? = nil,
                              id: String? = nil, _ children: [LayoutNode]) -> LayoutNode {
        LayoutNode(.vStack(alignment: alignment, spacing: spacing, children: children), id: id)
    }

    /// `HStack(alignment:spacing:) { children }`.
    public static func hStack(alignment: LayoutAlignment.Vertical = .center, spacing: Double? = nil,
                              id: String? = nil, _ children: [LayoutNode]) -> LayoutNode {
        LayoutNode(.hStack(alignment: alignment, spacing: spacing, children: children), id: id)
    }

    /// `ZStack(alignment:) { children }`, the first child at the back.
    public static func zStack(alignment: LayoutAlignment = .center, id: String? = nil,
                              _ children: [LayoutNode]) -> LayoutNode {
        LayoutNode(.zStack(alignment: alignment, children: children), id: id)
    }

    /// `ViewThatFits(in: axes) { children }`: shows the first child that fits (both axes by default).
    public static func viewThatFits(horizontal: Bool = true, vertical: Bool = true, id: String? = nil,
                                    _ children: [LayoutNode]) -> LayoutNode {
        LayoutNode(.viewThatFits(horizontal: horizontal, vertical: vertical, children: children), id: id)
    }

    // MARK: Modifiers

    /// This node with the caller's name `id` (replacing any it had).
    public func named(_ id: String?) -> LayoutNode {
        var copy = self
        copy.id = id
        return copy
    }

    /// `.frame(width:height:alignment:)`.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: LayoutAlignment = .center) -> LayoutNode {
        LayoutNode(.frame(width: width, height: height, alignment: alignment, child: self))
    }

    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: LayoutAlignment = .center) -> LayoutNode {
        let frame = FlexibleFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                  minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight)
        return LayoutNode(.flexibleFrame(frame, alignment: alignment, child: self))
    }

    /// `.padding(EdgeInsets)`.
    public func padding(_ insets: LayoutEdgeInsets) -> LayoutNode {
        LayoutNode(.padding(insets, child: self))
    }

    /// `.padding(length)`: the same inset on every edge.
    public func padding(_ length: Double) -> LayoutNode {
        padding(LayoutEdgeInsets(all: length))
    }

    /// `.padding()`: SwiftUI's default padding, 16 points on iOS.
    public func padding() -> LayoutNode {
        padding(.systemDefault)
    }

    /// `.offset(x:y:)`.
    public func offset(x: Double = 0, y: Double = 0) -> LayoutNode {
        LayoutNode(.offset(x: x, y: y, child: self))
    }

    /// `.position(x:y:)`.
    public func position(x: Double = 0, y: Double = 0) -> LayoutNode {
        LayoutNode(.position(x: x, y: y, child: self))
    }

    /// `.fixedSize(horizontal:vertical:)`.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> LayoutNode {
        LayoutNode(.fixedSize(horizontal: horizontal, vertical: vertical, child: self))
    }

    /// `.fixedSize()`: the ideal size on both axes.
    public func fixedSize() -> LayoutNode {
        fixedSize(horizontal: true, vertical: true)
    }

    /// `.background(alignment:) { content }`.
    public func background(_ content: LayoutNode, alignment: LayoutAlignment = .center) -> LayoutNode {
        LayoutNode(.background(content, alignment: alignment, child: self))
    }

    /// `.overlay(alignment:) { content }`.
    public func overlay(_ content: LayoutNode, alignment: LayoutAlignment = .center) -> LayoutNode {
        LayoutNode(.overlay(content, alignment: alignment, child: self))
    }

    /// `.layoutPriority(_:)`.
    public func layoutPriority(_ priority: Double) -> LayoutNode {
        LayoutNode(.layoutPriority(priority, child: self))
    }
}
