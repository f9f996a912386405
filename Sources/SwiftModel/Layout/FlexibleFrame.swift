import Foundation
import Scene

/// The constraints of SwiftUI's flexible frame,
/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, kept as
/// the caller wrote them (the alignment is the node's).
///
/// Apple documents the rule per axis (View.frame(minWidth:…), developer.apple.com): "If no
/// minimum or maximum constraint is specified in a given dimension, the frame adopts the
/// sizing behavior of its child in that dimension. If both constraints are specified in a
/// dimension, the frame unconditionally adopts the size proposed for it, clamped to the
/// constraints"; with one bound, the child's size, or the proposal pushed to that bound; and
/// "the size proposed to this view is the size proposed to the frame, limited by any
/// constraints specified, and with any ideal dimensions specified replacing any corresponding
/// unspecified dimensions in the proposal". What exactly is proposed and clamped is `_FlexFrameLayout`'s
/// `sizeThatFits`, `childProposal` and `childPlacementProposal`, read in OpenSwiftUI's
/// reimplementation (github.com/OpenSwiftUIProject/OpenSwiftUI,
/// Sources/OpenSwiftUICore/Layout/Modifier/FrameLayout.swift, audited there against SwiftUI
/// 6.4); `Limits` below restates those rules, axis by axis.
public struct FlexibleFrame: Sendable, Hashable {
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?

    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
    }

    /// The constraints as SwiftUI's `_FlexFrameLayout.init` stores them (see `Limits.init`).
    var limits: (width: Limits, height: Limits) {
        (Limits(min: minWidth, ideal: idealWidth, max: maxWidth),
         Limits(min: minHeight, ideal: idealHeight, max: maxHeight))
    }

    /// One axis's min, ideal and max, made consistent the way `_FlexFrameLayout.init` does:
    /// min at least 0, ideal at least min, max at least ideal (each only when given). Beyond
    /// SwiftUI, which logs "Invalid frame dimension" and carries on with whatever the
    /// arithmetic gives, a NaN or infinite min or ideal, or a NaN max, is dropped (nil) so no
    /// frame comes out non-finite; an infinite max is the documented "as large as offered".
    /// A max below min stays (SwiftUI keeps it, and its `sizeThatFits` then ignores both).
    struct Limits: Sendable, Hashable {
        let min: Double?
        let ideal: Double?
        let max: Double?

        init(min: Double?, ideal: Double?, max: Double?) {
            let lower = min.flatMap { $0.isFinite ? Swift.max($0, 0) : nil }
            let ideal = ideal.flatMap { $0.isFinite ? Swift.max(lower ?? 0, $0) : nil }
            let upper = max.flatMap { $0.isNaN ? nil : Swift.max(ideal ?? 0, $0) }
            self.min = lower
            self.ideal = ideal
            self.max = upper
        }

        /// Whether the frame constrains this axis at all; one that does stops the child's
        /// spacing preferences on that axis (`_FlexFrameLayout.spacing`).
        var constrains: Bool { min != nil || ideal != nil || max != nil }

        /// The frame's length when it does not need its child's: the proposal clamped when
        /// both bounds are given (and ordered), the ideal when the proposal is nil.
        func determined(by proposal: Double?) -> Double? {
            guard let proposal else { return ideal }
            guard let min, let max, min <= max else { return nil }
            return clamp(proposal, min, max)
        }

        /// What the child is offered while the frame measures itself: the proposal, or the
        /// ideal when the proposal is nil, clamped to min…max (`childProposal(myProposal:)`).
        func childProposal(for proposal: Double?) -> Double? {
            guard let length = proposal ?? ideal else { return nil }
            return clamp(length, min ?? -.infinity, max ?? .infinity)
        }

        /// The frame's length from its child's `childLength` (when `determined` gave none):
        /// clamped to both bounds; with a min only, the child's length but no more than what
        /// the child was offered, and no less than min; with a max only, at least what the
        /// child was offered, and no more than max (so `.frame(maxWidth: .infinity)` takes the
        /// whole offer); with neither, the child's.
        func fitted(childLength: Double, childProposal: Double?) -> Double {
            switch (min, max) {
            case let (min?, max?) where min <= max:
                clamp(childLength, min, max)
            case let (min?, nil):
                Swift.max(Swift.min(childProposal ?? .infinity, childLength), min)
            case let (nil, max?):
                Swift.min(Swift.max(childProposal ?? -.infinity, childLength), max)
            default:
                childLength
            }
        }

        /// What the child is offered when it is placed in a frame of length `length`
        /// (`childPlacementProposal`, SwiftUI's `FlexFrameIdealSizing` semantics from iOS 17):
        /// the frame's own length, except that a frame asked for its ideal size, with no ideal
        /// of its own and strictly inside its bounds, lets the child keep its ideal size too.
        func placementProposal(length: Double, proposal: Double?) -> Double? {
            if ideal == nil, proposal == nil, (min ?? -.infinity) < length, length < (max ?? .infinity) {
                return nil
            }
            return length
        }

        /// SwiftUI's `clamp(min:max:)`: `min(max(lower, value), upper)`, so when the bounds
        /// cross the upper one wins.
        private func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
            Swift.min(Swift.max(lower, value), upper)
        }
    }

    /// The frame's size for `proposal`, measuring the child (with `measure`) only when a
    /// dimension is not determined without it, as `_FlexFrameLayout.sizeThatFits`.
    static func size(width: Limits, height: Limits, proposal: ProposedSize,
                     measure: (ProposedSize) -> Size) -> Size {
        let fixedWidth = width.determined(by: proposal.width)
        let fixedHeight = height.determined(by: proposal.height)
        if let fixedWidth, let fixedHeight {
            return Size(width: fixedWidth, height: fixedHeight)
        }
        let childProposal = ProposedSize(width: width.childProposal(for: proposal.width),
                                         height: height.childProposal(for: proposal.height))
        let child = measure(childProposal)
        return Size(
            width: fixedWidth ?? width.fitted(childLength: child.width, childProposal: childProposal.width),
            height: fixedHeight ?? height.fitted(childLength: child.height, childProposal: childProposal.height))
    }

    /// What the child is proposed when a frame of `size`, proposed `proposal`, places it.
    static func placementProposal(width: Limits, height: Limits, size: Size, proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width.placementProposal(length: size.width, proposal: proposal.width),
                     height: height.placementProposal(length: size.height, proposal: proposal.height))
    }
}
