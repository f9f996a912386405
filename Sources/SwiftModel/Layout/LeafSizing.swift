import Foundation
import Scene

/// How the leaves of a tree answer a proposal. Their inputs are already clean (finite, not
/// negative; see `LayoutTree`), so every answer here is finite for a finite proposal.
enum LeafSizing {
    /// SwiftUI's default ideal length for a shape, and what `_ProposedSize.fixingUnspecifiedDimensions()`
    /// puts in for a nil axis (OpenSwiftUI, Sources/OpenSwiftUICore/Layout/Geometry/ProposedSize.swift).
    static let shapeIdealLength = 10.0

    /// The system spacing: a `Spacer()`'s minimum length and the distance a stack with nil
    /// spacing leaves between most views (`defaultSpacingValue`, 8 points on iOS).
    static let defaultSpacing = 8.0

    /// A shape or a `Color` takes the whole proposal, whatever it is (∞ included, which is
    /// how a stack learns it is infinitely flexible); a nil axis is 10 points.
    static func shape(_ proposal: ProposedSize) -> Size {
        proposal.fixingUnspecified(at: Size(width: shapeIdealLength, height: shapeIdealLength))
    }

    /// A text of one-line width `intrinsicWidth` and line height `lineHeight`.
    ///
    /// Its width is the smaller of the proposal and its one-line width (a nil proposal is
    /// its ideal, one line); narrower than its one-line width, it wraps into
    /// ⌈intrinsic ÷ width⌉ lines. A finite proposed height it cannot fill limits the lines it
    /// shows (at least one: SwiftUI truncates a text to the lines that fit rather than
    /// overflowing). Word breaks, hyphenation and the widest line's exact width are left out:
    /// the text is treated as evenly breakable, which is what its caller can measure without
    /// a font engine. An empty text (width 0) still has one line's height, as SwiftUI's
    /// `Text("")` does. Offered no width at all, it shows one line 0 wide (truncated); and it
    /// never wraps into more lines than points of width it has, so its height stays finite.
    static func text(intrinsicWidth: Double, lineHeight: Double, proposal: ProposedSize) -> Size {
        let width = proposal.width.map { min($0, intrinsicWidth) } ?? intrinsicWidth
        var lines = 1.0
        if width > 0, width < intrinsicWidth {
            // The tolerance keeps a width that divides the text exactly (250 of 500) from
            // rounding up to an extra line through floating-point noise.
            lines = (intrinsicWidth / width - 1e-9).rounded(.up)
            lines = min(max(lines, 1), max(intrinsicWidth.rounded(.up), 1))
        }
        if let height = proposal.height, height.isFinite, lineHeight > 0 {
            let fitting = max(1, (height / lineHeight + 1e-9).rounded(.down))
            lines = min(lines, fitting)
        }
        return Size(width: width, height: lines * lineHeight)
    }

    /// `Spacer(minLength:)`, as SwiftUI's `SpacerLayoutComputer.Engine.sizeThatFits` (read in
    /// OpenSwiftUI, Sources/OpenSwiftUICore/Layout/Separator/Spacer.swift): in a stack it takes
    /// the proposal along the stack's axis but no less than its minimum (the minimum when the
    /// proposal is nil) and is 0 across; outside any stack (`orientation` nil) it does so on
    /// both axes (Apple, "Spacer": "expands along the major axis of its containing stack
    /// layout, or on both axes if not contained in a stack").
    static func spacer(minLength: Double, orientation: LayoutAxis?, proposal: ProposedSize) -> Size {
        let width = max(proposal.width ?? -.infinity, minLength)
        let height = max(proposal.height ?? -.infinity, minLength)
        switch orientation {
        case .horizontal: return Size(width: width, height: 0)
        case .vertical: return Size(width: 0, height: height)
        case nil: return Size(width: width, height: height)
        }
    }
}
