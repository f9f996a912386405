import Foundation
import Scene

/// Lays `root` out on a canvas of `canvas` points, as SwiftUI lays out a screen's root view in
/// its window: the root is proposed the canvas's size, chooses its own, and is centred in the
/// canvas (`RootGeometry`, read in OpenSwiftUI, github.com/OpenSwiftUIProject/OpenSwiftUI,
/// Sources/OpenSwiftUICore/View/Graph/ViewGraph.swift: origin = (proposal − size) ÷ 2, which
/// is negative when the root is larger than the canvas). Safe-area insets are left out: the
/// whole canvas is offered, as to a view that ignores the safe area.
///
/// A canvas side that is NaN or negative is taken as 0; an infinite one is proposed nil (the
/// root's ideal length, as a scroll view offers its content) and becomes that length.
///
/// Not modelled, by design of this engine: right-to-left layout, text baselines and custom
/// alignment guides, text-to-text spacing, `.aspectRatio`, `GeometryReader`, scroll views,
/// lazy stacks and grids, safe areas, and rounding frames to the display's pixels (SwiftUI
/// rounds when it draws; these frames are the exact layout values).
public func layout(_ root: LayoutNode, in canvas: Size) -> LayoutResult {
    let tree = LayoutTree(root)
    let engine = LayoutEngine(tree: tree)
    func side(_ value: Double) -> Double? {
        if value.isNaN { return 0 }
        if value == .infinity { return nil }
        return max(value, 0)
    }
    let proposal = ProposedSize(width: side(canvas.width), height: side(canvas.height))
    let size = engine.size(of: 0, in: proposal)
    let finiteSize = Size(width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
    let effective = Size(width: proposal.width ?? finiteSize.width, height: proposal.height ?? finiteSize.height)
    let origin = Point(x: (effective.width - finiteSize.width) / 2, y: (effective.height - finiteSize.height) / 2)
    engine.place(0, proposal: proposal, origin: origin, shift: .zero)
    return LayoutResult(canvas: effective, frames: engine.frames.compactMap { $0 })
}
