import Foundation
import Motion
import Scene
import SpecModel

// The preset's values as SwiftUI expressions, shared by every view the layers code writes.

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

    /// `Color.Resolved(red:green:blue:opacity:)`: the animatable colour keyframe tracks need (sRGB).
    var swiftUIResolved: String {
        "Color.Resolved(red: \(NumberText.literal(red)), green: \(NumberText.literal(green)), "
            + "blue: \(NumberText.literal(blue)), opacity: \(NumberText.literal(alpha)))"
    }
}

extension UnitPoint {
    /// `.leading` for a named point, else `UnitPoint(x:y:)`.
    var swiftUI: String {
        if let name = UnitPoint.named.filter({ $0.value == self }).map(\.key).min() { return "." + name }
        return "UnitPoint(x: \(NumberText.literal(x)), y: \(NumberText.literal(y)))"
    }
}

extension String {
    /// The string as a Swift string literal: quotes, backslashes and control characters escaped.
    var swiftLiteral: String { QuotedText.literal(self, in: .swift) }
}
