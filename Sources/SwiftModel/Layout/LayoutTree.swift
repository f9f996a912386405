import Foundation
import Scene

/// A `LayoutNode` tree flattened for the engine: nodes in tree order (pre-order), children by
/// index, every caller number cleaned, and what each node inherits or passes up worked out
/// once: the stack orientation it sees, its layout priority and its spacing preference.
///
/// Cleaning, so that no input can make a frame NaN or infinite, or a loop run away: a length a
/// view must have (a fixed size, a text's width or line height) that is negative or not finite
/// becomes 0; an optional length (a frame dimension, a spacer's minimum) that is negative or
/// not finite is dropped, as SwiftUI drops an invalid `.frame` dimension; a coordinate (offset,
/// position, padding, stack spacing, priority) that is not finite becomes 0 or is dropped, and
/// may be negative, as in SwiftUI. A subtree deeper than `maxDepth` is replaced by an empty
/// view (0×0) and left out of the result, so a pathological tree cannot exhaust the stack.
struct LayoutTree: Sendable {
    /// What a node does, with its parameters cleaned.
    enum Operation: Sendable, Hashable {
        /// A view of no size: a subtree cut at `maxDepth`.
        case empty
        case shape
        case fixed(Size)
        case text(intrinsicWidth: Double, lineHeight: Double)
        case spacer(minLength: Double)
        /// A VStack or HStack; `distances[k]` is the gap before child k (0 for the first).
        case stack(axis: LayoutAxis, alignment: Double, distances: [Double])
        case zStack(LayoutAlignment)
        case frame(width: Double?, height: Double?, alignment: LayoutAlignment)
        case flexibleFrame(width: FlexibleFrame.Limits, height: FlexibleFrame.Limits, alignment: LayoutAlignment)
        case padding(LayoutEdgeInsets)
        case offset(Point)
        case position(Point)
        case fixedSize(horizontal: Bool, vertical: Bool)
        /// A background or an overlay: child 0 is the primary view, child 1 the content.
        case secondary(LayoutAlignment)
        case layoutPriority
        /// `ViewThatFits`: only the chosen child (``LayoutEngine``) is sized and placed.
        case viewThatFits(horizontal: Bool, vertical: Bool)
    }

    struct Node: Sendable {
        var operation: Operation
        var children: [Int]
        var id: String?
        var kind: String
        /// Child positions from the root: [] for the root, [0, 2] for its first child's third.
        var path: [Int]
        /// The axis of the nearest enclosing stack, through modifiers; nil at the top or in a
        /// ZStack. SwiftUI passes it to descendants as `inputs.stackOrientation`, set by each
        /// layout container (`LayoutProperties.stackOrientation`: the stack's axis for H/VStack,
        /// nil for ZStack) and left alone by modifiers (OpenSwiftUI, Layout/Layout.swift,
        /// `makeLayoutView`); a `Spacer` reads it to know which way to expand.
        var orientation: LayoutAxis?
        /// Higher is offered space first by a stack. A spacer's is −∞ (`SpacerLayoutComputer`
        /// reports `layoutPriority() -> -.infinity`), so a stack sizes everything else before
        /// its spacers; `.layoutPriority(_:)` sets it; `.fixedSize`, `.offset`, `.background`
        /// and `.overlay` pass their child's on; every other modifier and container reports 0,
        /// `UnaryLayout`'s default (OpenSwiftUI, Layout/LayoutView.swift), so a priority must be
        /// the outermost modifier to count, as in SwiftUI.
        var priority: Double
        var spacing: SpacingPreference
    }

    static let maxDepth = 256

    private(set) var nodes: [Node] = []

    init(_ root: LayoutNode) {
        _ = add(root, orientation: nil, path: [], depth: 0)
    }

    // MARK: Building

    private mutating func add(_ node: LayoutNode, orientation: LayoutAxis?, path: [Int], depth: Int) -> Int {
        let index = nodes.count
        nodes.append(Node(operation: .empty, children: [], id: node.id, kind: node.kind, path: path,
                          orientation: orientation, priority: 0, spacing: .none))
        guard depth < LayoutTree.maxDepth else {
            nodes[index].kind = "empty"
            return index
        }
        func child(_ child: LayoutNode, at position: Int, orientation childOrientation: LayoutAxis?) -> Int {
            add(child, orientation: childOrientation, path: path + [position], depth: depth + 1)
        }
        func children(_ list: [LayoutNode], orientation childOrientation: LayoutAxis?) -> [Int] {
            list.enumerated().map { child($0.element, at: $0.offset, orientation: childOrientation) }
        }

        var operation = Operation.empty
        var childIndices: [Int] = []
        var priority = 0.0
        var spacing = SpacingPreference.none

        switch node.element {
        case .shape:
            operation = .shape
        case let .fixed(size):
            operation = .fixed(Size(width: Clean.length(size.width), height: Clean.length(size.height)))
        case let .text(intrinsicWidth, lineHeight):
            operation = .text(intrinsicWidth: Clean.length(intrinsicWidth), lineHeight: Clean.length(lineHeight))
        case let .spacer(minLength):
            operation = .spacer(minLength: Clean.optionalLength(minLength) ?? LeafSizing.defaultSpacing)
            priority = -.infinity
            spacing = .spacer(orientation: orientation)
        case let .vStack(alignment, gap, list):
            childIndices = children(list, orientation: .vertical)
            operation = .stack(axis: .vertical, alignment: alignment.fraction,
                               distances: distances(childIndices, along: .vertical, spacing: gap))
            spacing = stackSpacing(childIndices, along: .vertical)
        case let .hStack(alignment, gap, list):
            childIndices = children(list, orientation: .horizontal)
            operation = .stack(axis: .horizontal, alignment: alignment.fraction,
                               distances: distances(childIndices, along: .horizontal, spacing: gap))
            spacing = stackSpacing(childIndices, along: .horizontal)
        case let .zStack(alignment, list):
            childIndices = children(list, orientation: nil)
            operation = .zStack(alignment)
            spacing = childIndices.isEmpty ? .zero : childIndices.reduce(SpacingPreference.none) {
                $0.incorporating(nodes[$1].spacing, top: true, leading: true, bottom: true, trailing: true)
            }
        case let .viewThatFits(horizontal, vertical, list):
            childIndices = children(list, orientation: orientation)
            operation = .viewThatFits(horizontal: horizontal, vertical: vertical)
            spacing = childIndices.first.map { nodes[$0].spacing } ?? .zero
        case let .frame(width, height, alignment, inner):
            let c = child(inner, at: 0, orientation: orientation)
            childIndices = [c]
            let width = FixedFrame.dimension(width), height = FixedFrame.dimension(height)
            operation = .frame(width: width, height: height, alignment: alignment)
            spacing = projectedSpacing(of: c, resetWidth: width != nil, resetHeight: height != nil)
        case let .flexibleFrame(frame, alignment, inner):
            let c = child(inner, at: 0, orientation: orientation)
            childIndices = [c]
            let (width, height) = frame.limits
            operation = .flexibleFrame(width: width, height: height, alignment: alignment)
            spacing = projectedSpacing(of: c, resetWidth: width.constrains, resetHeight: height.constrains)
        case let .padding(insets, inner):
            let c = child(inner, at: 0, orientation: orientation)
            childIndices = [c]
            let clean = LayoutEdgeInsets(top: Clean.coordinate(insets.top), leading: Clean.coordinate(insets.leading),
                                         bottom: Clean.coordinate(insets.bottom), trailing: Clean.coordinate(insets.trailing))
            operation = .padding(clean)
            // `_PaddingLayout.spacing`: an inset edge no longer projects the child's preference.
            spacing = nodes[c].spacing.resetting(top: clean.top != 0, leading: clean.leading != 0,
                                                 bottom: clean.bottom != 0, trailing: clean.trailing != 0)
        case let .offset(x, y, inner):
            let c = child(inner, at: 0, orientation: orientation)
            childIndices = [c]
            operation = .offset(Point(x: Clean.coordinate(x), y: Clean.coordinate(y)))
            priority = nodes[c].priority
            spacing = nodes[c].spacing
        case let .position(x, y, inner):
            childIndices = [child(inner, at: 0, orientation: orientation)]
            operation = .position(Point(x: Clean.coordinate(x), y: Clean.coordinate(y)))
            // `_PositionLayout.spacing` returns an empty `Spacing()`: no preference.
        case let .fixedSize(horizontal, vertical, inner):
            let c = child(inner, at: 0, orientation: orientation)
            childIndices = [c]
            operation = .fixedSize(horizontal: horizontal, vertical: vertical)
            priority = nodes[c].priority
            spacing = nodes[c].spacing
        case let .background(content, alignment, inner), let .overlay(content, alignment, inner):
            let primary = child(inner, at: 0, orientation: orientation)
            let secondary = child(content, at: 1, orientation: orientation)
            childIndices = [primary, secondary]
            operation = .secondary(alignment)
            // The modified view's layout is the primary's (`makeSecondaryLayerView` returns
            // the primary's layout computer).
            priority = nodes[primary].priority
            spacing = nodes[primary].spacing
        case let .layoutPriority(value, inner):
            let c = child(inner, at: 0, orientation: orientation)
            childIndices = [c]
            operation = .layoutPriority
            priority = value.isFinite ? value : 0
            spacing = nodes[c].spacing
        }
        nodes[index].operation = operation
        nodes[index].children = childIndices
        nodes[index].priority = priority
        nodes[index].spacing = spacing
        return index
    }

    /// The gap before each child: the stack's spacing when given (negative allowed, as SwiftUI
    /// allows overlapping stacks), else each pair's preference (`SpacingPreference.distance`).
    private func distances(_ children: [Int], along axis: LayoutAxis, spacing: Double?) -> [Double] {
        let uniform = spacing.flatMap { $0.isFinite ? $0 : nil }
        return children.indices.map { k in
            guard k > 0 else { return 0 }
            return uniform ?? SpacingPreference.distance(from: nodes[children[k - 1]].spacing,
                                                        to: nodes[children[k]].spacing, along: axis)
        }
    }

    /// A stack's own preference (`StackLayout.spacing()`): across its axis, the largest of its
    /// children's; along it, its first child's leading edge and its last child's trailing edge.
    /// An empty stack asks 0 everywhere (`Spacing.zero`).
    private func stackSpacing(_ children: [Int], along axis: LayoutAxis) -> SpacingPreference {
        guard let first = children.first, let last = children.last else { return .zero }
        var result = SpacingPreference.none
        for child in children {
            // A VStack takes every child's leading and trailing edges, an HStack every top and bottom.
            let vertical = axis == .vertical
            result = result.incorporating(nodes[child].spacing, top: !vertical || child == first, leading: vertical || child == first,
                                          bottom: !vertical || child == last, trailing: vertical || child == last)
        }
        return result
    }

    /// A frame's preference: the child's, without the axes the frame sets; a spacer's own
    /// passes through unchanged (it `requiresSpacingProjection`), as `_FrameLayout.spacing`
    /// and `_FlexFrameLayout.spacing` do.
    private func projectedSpacing(of child: Int, resetWidth: Bool, resetHeight: Bool) -> SpacingPreference {
        if case .spacer = nodes[child].operation { return nodes[child].spacing }
        return nodes[child].spacing.resetting(top: resetHeight, leading: resetWidth, bottom: resetHeight, trailing: resetWidth)
    }
}

/// The cleaning rules of `LayoutTree`, one per kind of number.
enum Clean {
    /// A length a view must have: negative, NaN or infinite becomes 0.
    static func length(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }

    /// An optional length: negative, NaN or infinite is dropped.
    static func optionalLength(_ value: Double?) -> Double? {
        guard let value, value.isFinite, value >= 0 else { return nil }
        return value
    }

    /// A coordinate or signed distance: NaN or infinite becomes 0.
    static func coordinate(_ value: Double) -> Double {
        value.isFinite ? value : 0
    }
}
