import Foundation
import Scene
import SwiftModel

/// Where a view that holds others cuts what it holds: `.clipped()`, `.clipShape(shape)`,
/// `.cornerRadius(r)` or `.mask(shape)` on a stack or a view of the app's own type. SwiftUI draws
/// none of its content outside that shape, so a panel slid out of a masked button is hidden
/// (Apple: `mask(alignment:_:)` "masks this view using the alpha channel of the given view";
/// `clipped(antialiased:)` "clips this view to its bounding rectangular frame"). The film draws
/// such a view as a group — which cuts its children at its frame — with its corners rounded.
struct ContainerClip: Equatable {
    /// The part of the view that stays visible, in the same points as the view's frame.
    var rect: Rect
    /// The rounding of that part's corners (half its short side for a `Capsule` or `Circle`).
    var cornerRadius: Double

    /// The clip `node`'s modifiers give it in `frame`, or nil when none cuts it. A mask whose
    /// shape has a `.frame(width:height:)` of its own is that size, centred, as SwiftUI aligns a
    /// mask's view in the masked one.
    static func of(_ node: ViewNode, frame: Rect, evaluation: Evaluation, owner: String) -> ContainerClip? {
        for (index, call) in node.modifiers.enumerated() {
            switch call.name {
            case "clipped":
                return ContainerClip(rect: frame, cornerRadius: 0)
            case "cornerRadius":
                guard let radius = call.argument(nil).flatMap({ number($0, evaluation: evaluation, owner: owner) }) else { continue }
                return ContainerClip(rect: frame, cornerRadius: radius)
            case "clipShape":
                guard let shape = call.argument(nil),
                      let radius = cornerRadius(of: shape, size: frame, evaluation: evaluation, owner: owner) else { continue }
                return ContainerClip(rect: frame, cornerRadius: radius)
            case "mask":
                guard let held = node.modifierViews[index], case .view(let shape) = held.kind else { continue }
                var rect = frame
                if let sizing = held.modifiers.last(where: { $0.name == "frame" }),
                   let width = sizing.argument("width").flatMap({ number($0, evaluation: evaluation, owner: owner) }),
                   let height = sizing.argument("height").flatMap({ number($0, evaluation: evaluation, owner: owner) }),
                   width > 0, height > 0 {
                    rect = Rect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
                }
                guard let radius = cornerRadius(of: shape, size: rect, evaluation: evaluation, owner: owner) else { continue }
                return ContainerClip(rect: rect, cornerRadius: radius)
            default:
                continue
            }
        }
        return nil
    }

    /// The corner radius of a shape written as `RoundedRectangle(cornerRadius:)` (a constant
    /// read too), `Rectangle()`, `Capsule()` or `Circle()` (a circle's drawn as a capsule's in its
    /// frame); nil for any other view (a mask of a gradient, a text or an ellipse is not a shape
    /// the film cuts with).
    private static func cornerRadius(of shape: CodeExpression, size: Rect, evaluation: Evaluation, owner: String) -> Double? {
        guard StandInReading.typeName(of: shape) != "Ellipse" else { return nil }
        return StandInReading.radius(of: shape, width: size.width, height: size.height) {
            number($0, evaluation: evaluation, owner: owner)
        }
    }

    private static func number(_ written: CodeExpression, evaluation: Evaluation, owner: String) -> Double? {
        guard let value = (try? evaluation.evaluate(written, owner: owner, expecting: .double))?.number,
              value.isFinite, value >= 0, value <= 100_000 else { return nil }
        return value
    }
}
