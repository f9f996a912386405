import Foundation
import Motion
import Scene

/// `.clipShape(…)` in a custom modifier's or transition's body: the rounded rectangles a preset's
/// `{ mask: { inset: …, cornerRadius: … } }` is — `RoundedRectangle(cornerRadius:)`, with
/// `.inset(by:)` or not, `.rect(cornerRadius:)`, `Rectangle()` and `.rect` — read from the shape as
/// written, since a shape is no value MotionReel otherwise evaluates. Any other shape is refused.
extension Evaluation {
    /// The mask a `.clipShape(shape)` argument is: its inset from the frame on every side and its
    /// corner radius, both in points.
    func clipShape(_ arguments: [Argument], on view: ViewValue, in scope: inout Scope,
                   at location: CodeLocation) throws(EvaluationError) -> ViewEffect.Kind {
        guard arguments.count == 1, arguments[0].label == nil else {
            throw EvaluationError(.unsupported, at: location, "'.clipShape(_:style:)' with a style is not filmed; "
                                  + "MotionReel films .clipShape(shape)")
        }
        let (inset, cornerRadius) = try roundedRectangle(arguments[0].value, in: &scope, body: view.body)
        return .mask(inset: inset, cornerRadius: cornerRadius)
    }

    private func roundedRectangle(_ shape: CodeExpression, in scope: inout Scope,
                                  body: String) throws(EvaluationError) -> (inset: Double, cornerRadius: Double) {
        switch shape.unparenthesized.kind {
        case .implicitMember("rect"):
            return (0, 0)
        case .call(let callee, let arguments):
            switch callee.unparenthesized.kind {
            case .name("Rectangle") where arguments.isEmpty:
                return (0, 0)
            case .name("RoundedRectangle"), .implicitMember("rect"):
                guard arguments.count == 1, arguments[0].label == "cornerRadius" else { break }
                return (0, try length(arguments[0].value, "cornerRadius", in: &scope))
            case .member(let base, "inset"):
                guard arguments.count == 1, arguments[0].label == "by" else { break }
                let (inset, radius) = try roundedRectangle(base, in: &scope, body: body)
                // An inset shape keeps its corner radius, as SwiftUI's InsettableShape does.
                return (inset + (try length(arguments[0].value, "inset", in: &scope)), radius)
            default:
                break
            }
        default:
            break
        }
        throw EvaluationError(.unsupported, at: shape.location, "'\(code.text(of: shape.span))' in \(body) is not a "
                              + "shape MotionReel can film as a mask; it films RoundedRectangle(cornerRadius:) (with or "
                              + "without .inset(by:)), .rect(cornerRadius:), Rectangle() and .rect")
    }

    /// A length in points, 0 … the layer limit.
    private func length(_ expression: CodeExpression, _ name: String, in scope: inout Scope) throws(EvaluationError) -> Double {
        let x = try number(expression, in: &scope, what: "'\(name)'")
        guard (0...Limits.maximumLayerPoints).contains(x) else {
            throw EvaluationError(.invalid, at: expression.location, "'\(name)' must be between 0 and "
                                  + "\(CallArguments.format(Limits.maximumLayerPoints)) points, found \(CallArguments.format(x))")
        }
        return x
    }
}
