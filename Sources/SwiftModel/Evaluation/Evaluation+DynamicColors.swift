import Foundation

/// Colours the system picks by appearance: `Color { $0.userInterfaceStyle == .dark ? .white : .black }`
/// (an app's own initializer over `UIColor(dynamicProvider:)`, `Self { … }` in `extension Color`),
/// `UIColor { traits in … }` and `Color(UIColor { … })`. UIKit calls the provider with the current
/// trait collection (Apple's `UIColor.init(dynamicProvider:)`); a film shows light mode, so the
/// closure is read with `userInterfaceStyle` `.light`.
extension Evaluation {
    /// The colour `name(arguments)` gives in light mode, when it is such a colour; nil otherwise.
    func dynamicColor(_ name: String, _ arguments: [Argument], in scope: inout Scope,
                      at location: CodeLocation) throws(EvaluationError) -> Value? {
        let type = name == "Self" ? scope.owner : name
        guard type == "Color" || type == "UIColor", arguments.count == 1,
              arguments[0].label == nil || arguments[0].label == "dynamicProvider" else { return nil }
        switch arguments[0].value.unparenthesized.kind {
        case .closure(let closure) where closure.parameters.count <= 1 && closure.body.statements.count == 1:
            let written: CodeExpression
            switch closure.body.statements[0].kind {
            case .expression(let e), .returnValue(let e?): written = e
            default: return nil
            }
            let traits = Value.instance(type: "UITraitCollection",
                                        properties: ["userInterfaceStyle": .enumCase(type: "UIUserInterfaceStyle", name: "light")])
            scope.frames.append([closure.parameters.first ?? "$0": traits])
            defer { scope.frames.removeLast() }
            return try evaluate(written, in: &scope, expecting: .color)
        case .call(let callee, let inner) where type == "Color" && callee.kind == .name("UIColor"):
            return try dynamicColor("UIColor", inner, in: &scope, at: location)
        default:
            return nil
        }
    }
}
