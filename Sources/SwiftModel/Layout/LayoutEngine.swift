import Foundation
import Scene

/// Lays a `LayoutTree` out the way SwiftUI does: a parent proposes, the child chooses its size
/// (`size(of:in:)`), and the parent then places the child, proposing again, at an origin in its
/// own space (`place(_:proposal:origin:shift:)`), recursively from the root. SwiftUI asks a
/// view for its size many times with different proposals (a stack probes each child at 0 and
/// ∞ before sharing out space), so answers are kept per node and proposal: a tree is measured
/// in time proportional to its size times the few proposals each node sees, not exponentially
/// in its depth.
///
/// A class so that the measuring closures handed to the stack and frame rules can call back
/// into it; it lives only for one `layout(_:in:)` call.
final class LayoutEngine {
    private let tree: LayoutTree
    private var sizes: [SizeKey: Size] = [:]
    /// Each node's frame, by tree index, once it is placed.
    private(set) var frames: [LayoutFrame?]

    private struct SizeKey: Hashable {
        let node: Int
        let proposal: ProposedSize
    }

    init(tree: LayoutTree) {
        self.tree = tree
        self.frames = Array(repeating: nil, count: tree.nodes.count)
    }

    // MARK: Sizing

    /// The size node `index` chooses when proposed `proposal`: never NaN nor negative; +∞ only
    /// when it was offered ∞ and takes all it is offered (a stack's flexibility probe).
    func size(of index: Int, in proposal: ProposedSize) -> Size {
        let key = SizeKey(node: index, proposal: proposal)
        if let known = sizes[key] { return known }
        let raw = computeSize(of: index, in: proposal)
        let size = Size(width: raw.width.isNaN ? 0 : max(raw.width, 0), height: raw.height.isNaN ? 0 : max(raw.height, 0))
        sizes[key] = size
        return size
    }

    private func computeSize(of index: Int, in proposal: ProposedSize) -> Size {
        let node = tree.nodes[index]
        let children = node.children
        switch node.operation {
        case .empty:
            return .zero
        case .shape:
            return LeafSizing.shape(proposal)
        case let .fixed(size):
            return size
        case let .text(intrinsicWidth, lineHeight):
            return LeafSizing.text(intrinsicWidth: intrinsicWidth, lineHeight: lineHeight, proposal: proposal)
        case let .spacer(minLength):
            return LeafSizing.spacer(minLength: minLength, orientation: node.orientation, proposal: proposal)
        case let .stack(axis, alignment, distances):
            return arrangement(of: node, axis: axis, alignment: alignment, distances: distances, proposal: proposal).size
        case .zStack:
            return ZStackLayout.size(priorities: children.map { tree.nodes[$0].priority }, proposal: proposal) {
                self.size(of: children[$0], in: $1)
            }
        case let .viewThatFits(horizontal, vertical):
            guard let chosen = fittingChild(of: index, horizontal: horizontal, vertical: vertical, in: proposal) else { return .zero }
            return size(of: children[chosen], in: proposal)
        case let .frame(width, height, _):
            return FixedFrame.size(width: width, height: height, proposal: proposal) { self.size(of: children[0], in: $0) }
        case let .flexibleFrame(width, height, _):
            return FlexibleFrame.size(width: width, height: height, proposal: proposal) { self.size(of: children[0], in: $0) }
        case let .padding(insets):
            // `_PaddingLayout.sizeThatFits`: the child proposed the proposal less the insets,
            // the padding its size plus them, neither below 0.
            let child = size(of: children[0], in: proposal.inset(by: insets))
            return Size(width: max(0, child.width + insets.horizontal), height: max(0, child.height + insets.vertical))
        case .offset, .layoutPriority:
            return size(of: children[0], in: proposal)
        case .position:
            // `_PositionLayout.sizeThatFits`: the whole proposal; a nil axis is the child's.
            if let width = proposal.width, let height = proposal.height {
                return Size(width: width, height: height)
            }
            return proposal.fixingUnspecified(at: size(of: children[0], in: proposal))
        case let .fixedSize(horizontal, vertical):
            return size(of: children[0], in: Self.fixedSizeProposal(proposal, horizontal: horizontal, vertical: vertical))
        case .secondary:
            return size(of: children[0], in: proposal)
        }
    }

    private func arrangement(of node: LayoutTree.Node, axis: LayoutAxis, alignment: Double, distances: [Double],
                             proposal: ProposedSize) -> StackLayout.Arrangement {
        let children = node.children
        return StackLayout.arrange(axis: axis, alignment: alignment, distances: distances,
                                   priorities: children.map { tree.nodes[$0].priority }, proposal: proposal) {
            self.size(of: children[$0], in: $1)
        }
    }

    /// `_FixedSizeLayout`: nil (the ideal size) on the fixed axes, the proposal elsewhere.
    private static func fixedSizeProposal(_ proposal: ProposedSize, horizontal: Bool, vertical: Bool) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    // MARK: Placing

    /// Places node `index`, proposed `proposal`, with its top-left corner at `origin` in canvas
    /// points, then its children. `shift` is the sum of the offsets of its ancestors: it moves
    /// the drawn frames, never the layout ones (`.offset` is a geometry effect, applied after
    /// layout; Apple, "offset(x:y:)": "The original dimensions of the view aren't changed by
    /// offsetting the contents").
    func place(_ index: Int, proposal: ProposedSize, origin: Point, shift: Point) {
        let node = tree.nodes[index]
        let size = size(of: index, in: proposal)
        var shift = shift
        if case let .offset(offset) = node.operation {
            shift = shift + offset
        }
        let frame = Rect(origin: origin, size: size)
        frames[index] = LayoutFrame(id: node.id, kind: node.kind, path: node.path,
                                    layout: Self.finite(frame), drawn: Self.finite(frame.offsetBy(shift)))

        let children = node.children
        func placeChild(_ k: Int, _ childProposal: ProposedSize, at childOrigin: Point) {
            place(children[k], proposal: childProposal, origin: origin + childOrigin, shift: shift)
        }
        /// A single child offered `childProposal` and aligned in this node's frame.
        func alignChild(_ childProposal: ProposedSize, _ alignment: LayoutAlignment) {
            let childSize = self.size(of: children[0], in: childProposal)
            placeChild(0, childProposal, at: alignment.offset(of: childSize, in: size))
        }

        switch node.operation {
        case .empty, .shape, .fixed, .text, .spacer:
            return
        case let .stack(axis, alignment, distances):
            // The stack re-shares its length with the proposal it is placed with, an axis it
            // was proposed nil across now its own length (`commitPlacements`).
            let placing = StackLayout.placementProposal(axis: axis, size: size, proposal: proposal)
            let arrangement = arrangement(of: node, axis: axis, alignment: alignment, distances: distances, proposal: placing)
            for (k, child) in arrangement.children.enumerated() {
                placeChild(k, child.proposal, at: child.origin)
            }
        case let .zStack(alignment):
            let placements = ZStackLayout.placements(alignment: alignment, priorities: children.map { tree.nodes[$0].priority },
                                                     size: size) { self.size(of: children[$0], in: $1) }
            for (k, child) in placements.enumerated() {
                placeChild(k, child.proposal, at: child.origin)
            }
        case let .viewThatFits(horizontal, vertical):
            // Only the chosen child is placed: the others are not shown at all.
            if let chosen = fittingChild(of: index, horizontal: horizontal, vertical: vertical, in: proposal) {
                let childSize = self.size(of: children[chosen], in: proposal)
                placeChild(chosen, proposal, at: LayoutAlignment.center.offset(of: childSize, in: size))
            }
        case let .frame(width, height, alignment):
            alignChild(FixedFrame.childProposal(width: width, height: height, proposal: proposal), alignment)
        case let .flexibleFrame(width, height, alignment):
            alignChild(FlexibleFrame.placementProposal(width: width, height: height, size: size, proposal: proposal), alignment)
        case let .padding(insets):
            placeChild(0, proposal.inset(by: insets), at: Point(x: insets.leading, y: insets.top))
        case .offset, .layoutPriority:
            placeChild(0, proposal, at: .zero)
        case let .position(point):
            // `_PositionLayout.placement`: the child offered this node's size, its centre on
            // the point, in this node's space.
            let childProposal = ProposedSize(size)
            let childSize = self.size(of: children[0], in: childProposal)
            placeChild(0, childProposal, at: Point(x: point.x - childSize.width / 2, y: point.y - childSize.height / 2))
        case let .fixedSize(horizontal, vertical):
            alignChild(Self.fixedSizeProposal(proposal, horizontal: horizontal, vertical: vertical), .center)
        case let .secondary(alignment):
            // The primary view is the modified view: same proposal, same place. The content is
            // offered the primary's size and aligned on it (`SecondaryLayerGeometryQuery`,
            // OpenSwiftUI, Sources/OpenSwiftUICore/Modifier/ViewModifier/OverlayModifier.swift).
            placeChild(0, proposal, at: .zero)
            let contentProposal = ProposedSize(size)
            let contentSize = self.size(of: children[1], in: contentProposal)
            placeChild(1, contentProposal, at: alignment.offset(of: contentSize, in: size))
        }
    }

    /// The child a `ViewThatFits` shows: "the first child whose ideal size on the constrained axes
    /// fits within the proposed size", the last when none does (Apple, *ViewThatFits*). Its ideal
    /// size is its size proposed nil on those axes; an axis proposed nil constrains nothing.
    private func fittingChild(of index: Int, horizontal: Bool, vertical: Bool, in proposal: ProposedSize) -> Int? {
        let children = tree.nodes[index].children
        let ideal = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        for k in children.indices {
            let size = size(of: children[k], in: ideal)
            let fitsWidth = !horizontal || proposal.width.map { size.width <= $0 } ?? true
            let fitsHeight = !vertical || proposal.height.map { size.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return k }
        }
        return children.indices.last
    }

    /// The last guard of the promise that every frame is finite: a coordinate that overflowed
    /// (an offset of 1e308 on one of 1e308) becomes 0.
    private static func finite(_ rect: Rect) -> Rect {
        func clean(_ value: Double) -> Double { value.isFinite ? value : 0 }
        return Rect(x: clean(rect.minX), y: clean(rect.minY), width: clean(rect.width), height: clean(rect.height))
    }
}
