import Foundation
import Scene

/// One view of a SwiftUI view tree, reduced to what SwiftUI's layout needs: a leaf of known
/// sizing behaviour, a stack of children, or a modifier wrapping one child.
///
/// A tree is built bottom-up the way SwiftUI code reads, modifiers as methods:
///
///     let tree = LayoutNode.vStack(spacing: 8, [
///         .text(width: 120, lineHeight: 20).named("title"),
///         .fixed(width: 100, height: 100).padding(16).named("card"),
///         .spacer(),
///     ])
///     let result = layout(tree, in: Size(width: 390, height: 844))
///     result["card"]?.layout   // the padded card's frame in canvas points
///
/// `id` is the caller's name for the node (nil for none): `named(_:)` sets it on the node it is
/// called on, so `.padding(16).named("card")` names the padding, and
/// `.named("card").padding(16)` the view inside it.
public struct LayoutNode: Sendable, Hashable {
    public var id: String?
    public var element: Element

    public init(_ element: Element, id: String? = nil) {
        self.element = element
        self.id = id
    }

    /// What a node is. Children of containers and modifiers are nodes themselves.
    public indirect enum Element: Sendable, Hashable {
        /// A shape or a `Color`: takes whatever it is offered; an unspecified (nil) axis is
        /// 10 points, SwiftUI's default ideal size for shapes.
        case shape
        /// A view of one intrinsic size whatever it is offered: an image that is not
        /// `.resizable()`, or any view whose size the caller already knows.
        case fixed(Size)
        /// A text whose one-line width is `intrinsicWidth`, each line `lineHeight` tall.
        case text(intrinsicWidth: Double, lineHeight: Double)
        /// `Spacer(minLength:)`; nil is the system spacing, 8 points.
        case spacer(minLength: Double?)
        /// `VStack(alignment:spacing:)`; nil spacing is SwiftUI's default between views.
        case vStack(alignment: LayoutAlignment.Horizontal, spacing: Double?, children: [LayoutNode])
        /// `HStack(alignment:spacing:)`.
        case hStack(alignment: LayoutAlignment.Vertical, spacing: Double?, children: [LayoutNode])
        /// `ZStack(alignment:)`.
        case zStack(alignment: LayoutAlignment, children: [LayoutNode])
        /// `.frame(width:height:alignment:)`; a nil dimension is the child's.
        case frame(width: Double?, height: Double?, alignment: LayoutAlignment, child: LayoutNode)
        /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
        case flexibleFrame(FlexibleFrame, alignment: LayoutAlignment, child: LayoutNode)
        /// `.padding(_:)`.
        case padding(LayoutEdgeInsets, child: LayoutNode)
        /// `.offset(x:y:)`: moves where the child is drawn, not its layout.
        case offset(x: Double, y: Double, child: LayoutNode)
        /// `.position(x:y:)`: takes the whole proposal and centres the child on the point.
        case position(x: Double, y: Double, child: LayoutNode)
        /// `.fixedSize(horizontal:vertical:)`: proposes nil (the ideal size) on those axes.
        case fixedSize(horizontal: Bool, vertical: Bool, child: LayoutNode)
        /// `.background(alignment:content:)`: sized by `child`, `content` behind it.
        case background(LayoutNode, alignment: LayoutAlignment, child: LayoutNode)
        /// `.overlay(alignment:content:)`: sized by `child`, `content` in front of it.
        case overlay(LayoutNode, alignment: LayoutAlignment, child: LayoutNode)
        /// `.layoutPriority(_:)`: the order in which a stack offers its children space.
        case layoutPriority(Double, child: LayoutNode)
        /// `ViewThatFits(in:) { children }`: the first child whose ideal size fits the proposal
        /// on the constrained axes (the last when none does) — the only one shown.
        case viewThatFits(horizontal: Bool, vertical: Bool, children: [LayoutNode])
    }

    /// The node's children in tree order: a container's in source order; a modifier's child,
    /// then (background, overlay) its secondary content.
    public var children: [LayoutNode] {
        switch element {
        case .shape, .fixed, .text, .spacer:
            []
        case let .vStack(_, _, children), let .hStack(_, _, children), let .zStack(_, children),
             let .viewThatFits(_, _, children):
            children
        case let .frame(_, _, _, child), let .flexibleFrame(_, _, child), let .padding(_, child),
             let .offset(_, _, child), let .position(_, _, child), let .fixedSize(_, _, child),
             let .layoutPriority(_, child):
            [child]
        case let .background(content, _, child), let .overlay(content, _, child):
            [child, content]
        }
    }

    /// A short name of the element, for reports and debugging: "vStack", "frame", …
    public var kind: String {
        switch element {
        case .shape: "shape"
        case .fixed: "fixed"
        case .text: "text"
        case .spacer: "spacer"
        case .vStack: "vStack"
        case .hStack: "hStack"
        case .zStack: "zStack"
        case .frame: "frame"
        case .flexibleFrame: "flexibleFrame"
        case .padding: "padding"
        case .offset: "offset"
        case .position: "position"
        case .fixedSize: "fixedSize"
        case .background: "background"
        case .overlay: "overlay"
        case .layoutPriority: "layoutPriority"
        case .viewThatFits: "viewThatFits"
        }
    }
}
