import Foundation
import Scene

/// `ZStack(alignment:)`, as SwiftUI's `_ZStackLayout` (read in OpenSwiftUI,
/// github.com/OpenSwiftUIProject/OpenSwiftUI, Sources/OpenSwiftUICore/Layout/Stack/ZStack.swift):
/// every child is offered the stack's whole proposal; the stack is as large as the largest of
/// its highest-priority children (so a `Spacer`, priority −∞, does not size a ZStack that has
/// anything else in it); an empty ZStack is 0×0. When placed, each child is offered the
/// stack's own size and lined up on the alignment guide with the others.
enum ZStackLayout {
    static func size(priorities: [Double], proposal: ProposedSize, measure: (Int, ProposedSize) -> Size) -> Size {
        guard let top = priorities.max() else { return .zero }
        var size = Size.zero
        for child in priorities.indices where priorities[child] == top {
            let childSize = measure(child, proposal)
            size = Size(width: max(size.width, childSize.width), height: max(size.height, childSize.height))
        }
        return size
    }

    /// Where each child goes in a stack of `size`: its guide on the largest guide value among
    /// the highest-priority children, which for the standard alignments is the stack's own
    /// guide (`_ZStackLayout.placeSubviews`).
    static func placements(alignment: LayoutAlignment, priorities: [Double], size: Size,
                           measure: (Int, ProposedSize) -> Size) -> [StackLayout.Placement] {
        guard let top = priorities.max() else { return [] }
        let proposal = ProposedSize(size)
        let sizes = priorities.indices.map { measure($0, proposal) }
        var line = Point(x: -.infinity, y: -.infinity)
        for child in priorities.indices where priorities[child] == top {
            let guide = alignment.guide(in: sizes[child])
            line = Point(x: max(line.x, guide.x), y: max(line.y, guide.y))
        }
        return sizes.map { childSize in
            let guide = alignment.guide(in: childSize)
            return StackLayout.Placement(proposal: proposal, size: childSize,
                                         origin: Point(x: line.x - guide.x, y: line.y - guide.y))
        }
    }
}
