import Foundation
import Motion
import Scene
import Spec

/// Free layers' SwiftUI code: each change as the `withAnimation` call that makes it.
extension LayersScene {
    package func swiftUICode(in scene: MotionScene) -> SwiftUICode {
        func anim(_ a: Animation) -> String { SwiftUICode.animation(a, fps: scene.canvas.fps) }
        var lines = ["// Each change is a state change inside withAnimation."]
        let views = layers.compactMap { layer in layer.swiftUIShape.map { "// \(SwiftUICode.identifier(layer.id)): \($0)" } }
        if !views.isEmpty { lines = ["// Shapes, drawn in their frames:"] + views + lines }
        for event in events {
            switch event {
            case .change(let change):
                let body = change.targets.flatMap { target in
                    target.values.map { "\(SwiftUICode.identifier(target.layer)).\($0.property.rawValue) = \($0.value.specText)" }
                }.joined(separator: "; ")
                let at = AnimationParameters.literal(change.at)
                if let a = change.animation {
                    lines.append("// at \(at) s")
                    lines.append("withAnimation(\(anim(a))) { \(body) }")
                } else {
                    lines.append("// at \(at) s, not animated")
                    lines.append("\(body)")
                }
            case .keyframes(let k):
                lines.append("// at \(AnimationParameters.literal(k.at)) s: \(k.layer) follows keyframes — KeyframeAnimator (iOS 17) with "
                             + k.tracks.map { "KeyframeTrack(\\.\($0.property.rawValue))" }.joined(separator: ", "))
            }
        }
        return SwiftUICode(
            code: lines.joined(separator: "\n"), isExact: false,
            note: "Free layers: each change written as the withAnimation call that makes it; staggered changes need a delay per layer.")
    }
}

extension LayerSpec {
    /// The SwiftUI view a shape layer is, with its fill and stroke: `RoundedRectangle(cornerRadius: 24)
    /// .fill(LinearGradient(…)).stroke(Color(…), lineWidth: 1)` (iOS 17 chains a stroke after a
    /// fill); nil for other kinds.
    var swiftUIShape: String? {
        guard let paint = kind.shapePaint else { return nil }
        let shape = switch kind {
        case .roundedRect: "RoundedRectangle(cornerRadius: \(NumberText.literal(properties.cornerRadius)))"
        case .circle: "Circle()"
        default: "Rectangle()"
        }
        let fill = ".fill(\(paint.fill(properties.color).swiftUI))"
        let stroke = paint.stroke.map { ".stroke(\($0.color.swiftUI), lineWidth: \(NumberText.literal($0.width)))" } ?? ""
        return shape + fill + stroke
    }
}

extension Paint {
    /// The paint as a SwiftUI `ShapeStyle` expression.
    var swiftUI: String {
        switch self {
        case .color(let color): return color.swiftUI
        case .linearGradient(let gradient, let start, let end):
            return "LinearGradient(\(gradient.swiftUI), startPoint: \(start.swiftUI), endPoint: \(end.swiftUI))"
        case .radialGradient(let gradient, let center, let startRadius, let endRadius):
            return "RadialGradient(\(gradient.swiftUI), center: \(center.swiftUI), "
                + "startRadius: \(NumberText.literal(startRadius)), endRadius: \(NumberText.literal(endRadius)))"
        }
    }
}

extension Gradient {
    /// `colors: […]` when the stops are evenly spaced (as `Gradient(colors:)` places them), else `stops: […]`.
    var swiftUI: String {
        if self == Gradient(colors: stops.map(\.color)) {
            return "colors: [" + stops.map(\.color.swiftUI).joined(separator: ", ") + "]"
        }
        return "stops: [" + stops.map { ".init(color: \($0.color.swiftUI), location: \(NumberText.literal($0.location)))" }
            .joined(separator: ", ") + "]"
    }
}

extension Color {
    /// `Color(red:green:blue:opacity:)`, whose components are sRGB like the preset's.
    var swiftUI: String {
        let opacity = alpha < 1 ? ", opacity: \(NumberText.literal(alpha))" : ""
        return "Color(red: \(NumberText.literal(red)), green: \(NumberText.literal(green)), "
            + "blue: \(NumberText.literal(blue))\(opacity))"
    }
}

extension UnitPoint {
    /// `.leading` for a named point, else `UnitPoint(x:y:)`.
    var swiftUI: String {
        if let name = UnitPoint.named.filter({ $0.value == self }).map(\.key).min() { return "." + name }
        return "UnitPoint(x: \(NumberText.literal(x)), y: \(NumberText.literal(y)))"
    }
}
