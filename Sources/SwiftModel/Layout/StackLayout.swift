import Foundation
import Scene

/// How a VStack or HStack shares its length among its children, and where it puts them: the
/// algorithm of SwiftUI's `StackLayout`, read in OpenSwiftUI's reimplementation
/// (github.com/OpenSwiftUIProject/OpenSwiftUI, Sources/OpenSwiftUICore/Layout/Stack/StackLayout.swift,
/// audited there against SwiftUI 6.5: `sizeChildrenGenerallyWithConcreteMajorProposal`,
/// `prioritize`, `sizeChildrenIdeally`, `placeChildren1`, `commitPlacements`). Apple documents
/// the probing ("ProposedViewSize": "an HStack might measure the flexibility of its subviews'
/// widths") and the priorities ("layoutPriority(_:)": "Views typically have a default priority
/// of 0 which causes space to be apportioned evenly to all sibling views").
///
/// Given a length along its axis:
/// 1. The gaps between children come off first.
/// 2. Children are ordered by layout priority, highest first, then by flexibility, least
///    flexible first. A child's flexibility is the difference between the lengths it takes
///    when offered 0 and ∞ along the axis (with the stack's own offer across); of two equally
///    flexible children the one with the larger minimum goes first when both are infinitely
///    flexible (`_LayoutTraits.FlexibilityEstimate`). Equal children keep source order.
/// 3. The space each lower-priority child needs at minimum (its length offered 0) is held back
///    while the higher groups are sized, and given back when its group's turn comes. Spacers
///    have priority −∞, so everything else is sized before them with their minimum held back.
/// 4. In that order each child is offered (remaining length ÷ children left in its group),
///    never below 0, and the stack's own offer across; what it takes comes off the remaining
///    length.
/// Offered no length along its axis (nil), each child is offered nil there: its ideal length.
///
/// The stack is as long as its children and gaps, and as wide as the union of its children
/// lined up on the alignment guide (the widest child, for the standard alignments). Children
/// are then placed in source order. Left out: right-to-left layout, custom alignment guides,
/// and the trailing-overflow resize SwiftUI applies only to some platform stacks.
enum StackLayout {
    /// One child's share: what it was offered, what it took, and where its top-left corner is
    /// in the stack's own space.
    struct Placement: Sendable, Hashable {
        var proposal: ProposedSize
        var size: Size
        var origin: Point
    }

    struct Arrangement: Sendable, Hashable {
        var size: Size
        var children: [Placement]
    }

    /// The arrangement of a stack along `axis` proposed `proposal`. `distances[k]` is the gap
    /// before child k, `priorities[k]` its layout priority, `alignment` the fraction of a
    /// child's cross length its alignment guide sits at, and `measure(k, p)` child k's size
    /// when proposed p.
    static func arrange(axis: LayoutAxis, alignment: Double, distances: [Double], priorities: [Double],
                        proposal: ProposedSize, measure: (Int, ProposedSize) -> Size) -> Arrangement {
        let count = distances.count
        guard count > 0, priorities.count == count else {
            return Arrangement(size: .zero, children: [])
        }
        let across = proposal[axis.other]
        var proposals = [ProposedSize](repeating: .unspecified, count: count)
        var sizes = [Size](repeating: .zero, count: count)

        if let length = proposal[axis] {
            let minimum = (0..<count).map { finiteLength(measure($0, ProposedSize(0, along: axis, across: across))[axis]) }
            let maximum = (0..<count).map { measure($0, ProposedSize(.infinity, along: axis, across: across))[axis] }
            let order = (0..<count).sorted { a, b in
                if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
                let ea = Flexibility(minimum: minimum[a], maximum: maximum[a])
                let eb = Flexibility(minimum: minimum[b], maximum: maximum[b])
                if ea < eb { return true }
                if eb < ea { return false }
                return a < b
            }
            var available = length - distances.reduce(0, +)
            var start = 0
            while start < count {
                let priority = priorities[order[start]]
                var end = start + 1
                while end < count, priorities[order[end]] == priority { end += 1 }
                if start == 0 {
                    available -= order[end...].reduce(0) { $0 + minimum[$1] }
                } else {
                    available += order[start..<end].reduce(0) { $0 + minimum[$1] }
                }
                for position in start..<end {
                    let child = order[position]
                    let share = available / Double(end - position)
                    let offer = ProposedSize(share.isNaN ? 0 : max(share, 0), along: axis, across: across)
                    let size = measure(child, offer)
                    proposals[child] = offer
                    sizes[child] = size
                    // SwiftUI's `mappingNaN(to: availableSpace)`: ∞ − ∞ keeps what was left.
                    let left = available - size[axis]
                    if !left.isNaN { available = left }
                }
                start = end
            }
        } else {
            for child in 0..<count {
                proposals[child] = ProposedSize(nil, along: axis, across: across)
                sizes[child] = measure(child, proposals[child])
            }
        }

        // Across: each child's guide at 0, then everything moved so the union starts at 0.
        var lower = 0.0, upper = 0.0
        for size in sizes {
            let guide = alignment * size[axis.other]
            lower = min(lower, -guide)
            upper = max(upper, size[axis.other] - guide)
        }
        var placements: [Placement] = []
        placements.reserveCapacity(count)
        var along = 0.0
        for child in 0..<count {
            along += distances[child]
            let acrossOrigin = -alignment * sizes[child][axis.other] - lower
            let origin = axis == .horizontal ? Point(x: along, y: acrossOrigin) : Point(x: acrossOrigin, y: along)
            placements.append(Placement(proposal: proposals[child], size: sizes[child], origin: origin))
            along += sizes[child][axis]
        }
        return Arrangement(size: Size(along, along: axis, across: upper - lower), children: placements)
    }

    /// The proposal a stack re-arranges its children with when it is placed at `size`
    /// (`proposalWhenPlacing`): an axis across the stack proposed nil becomes the stack's own
    /// length, so children are placed across the width (height) the stack turned out to have.
    static func placementProposal(axis: LayoutAxis, size: Size, proposal: ProposedSize) -> ProposedSize {
        ProposedSize(proposal[axis], along: axis, across: proposal[axis.other] ?? size[axis.other])
    }

    /// A minimum length that can be summed: NaN or ∞ (a child that is never smaller than
    /// infinite) counts as 0 rather than poisoning the space held back.
    private static func finiteLength(_ value: Double) -> Double {
        value.isFinite ? value : 0
    }

    /// SwiftUI's `_LayoutTraits.FlexibilityEstimate` ordering (OpenSwiftUI,
    /// Sources/OpenSwiftUICore/Layout/Geometry/LayoutTraits.swift): less flexible first; among
    /// infinitely flexible children, the larger minimum first.
    struct Flexibility: Comparable {
        let minimum: Double
        let maximum: Double

        private var range: Double {
            let range = maximum - minimum
            return range.isNaN ? .infinity : range
        }

        private var tieBreak: Double { range == .infinity ? -minimum : 0 }

        static func < (l: Flexibility, r: Flexibility) -> Bool {
            l.range == r.range ? l.tieBreak < r.tieBreak : l.range < r.range
        }
    }
}
