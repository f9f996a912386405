import Foundation
import Scene

/// SwiftUI's `.frame(width:height:alignment:)` (`_FrameLayout`): each given dimension is the
/// frame's, whatever it is offered, and is what the child is offered on that axis; a nil
/// dimension passes the frame's proposal through and takes the child's answer. The child is
/// then aligned in the frame, overflowing it if larger (Apple, "frame(width:height:alignment:)":
/// "If you only specify one of the dimensions, the resulting view assumes this view's sizing
/// behavior in the other dimension"). Read in OpenSwiftUI
/// (github.com/OpenSwiftUIProject/OpenSwiftUI, Sources/OpenSwiftUICore/Layout/Modifier/FrameLayout.swift,
/// `_FrameLayout.sizeThatFits` and `placement`).
enum FixedFrame {
    /// A dimension as `_FrameLayout.init` keeps it: a negative or non-finite one is dropped
    /// (nil, the child's), as SwiftUI does from iOS 14 after logging "Invalid frame dimension".
    static func dimension(_ value: Double?) -> Double? {
        guard let value, value.isFinite, value >= 0 else { return nil }
        return value
    }

    /// What the child is offered: the given dimensions, the frame's proposal elsewhere.
    static func childProposal(width: Double?, height: Double?, proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    /// The frame's size; the child is measured only when a dimension is missing.
    static func size(width: Double?, height: Double?, proposal: ProposedSize,
                     measure: (ProposedSize) -> Size) -> Size {
        if let width, let height {
            return Size(width: width, height: height)
        }
        let child = measure(childProposal(width: width, height: height, proposal: proposal))
        return Size(width: width ?? child.width, height: height ?? child.height)
    }
}
