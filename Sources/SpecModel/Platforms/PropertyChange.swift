import Foundation
import Motion
import Scene

/// One property of a layer that a change moves: from its value just before the change to the one
/// the change sets — what each platform's file animates for a layers preset's change, beside the
/// change's timing.
public struct PropertyChange: Sendable, Equatable {
    public enum Value: Sendable, Equatable {
        case number(Double)
        case color(Color)
    }

    /// The layer's id and the property's preset key (`card`, `x`; `rotation3D.angle`).
    public var layer: String
    public var property: String
    public var from: Value
    public var to: Value
    /// The CSS property that shows it; nil when CSS has none that moves the same way.
    public var css: VisualProperty.CSSProperty?
    /// How Compose and Flutter show it, when their value alone does not say (the property
    /// table's ``Scene/VisualProperty/LayerAnimation/compose``); nil for most.
    public var compose: String?, flutter: String?
    /// Whether it changes at once whatever the change's animation (a drawing order: SwiftUI's
    /// zIndex is no animatable value), so the platforms snap to it rather than animate it.
    public var isInstant = false

    public init(layer: String, property: String, from: Value, to: Value, css: VisualProperty.CSSProperty?,
                compose: String? = nil, flutter: String? = nil) {
        self.layer = layer
        self.property = property
        self.from = from
        self.to = to
        self.css = css
        self.compose = compose
        self.flutter = flutter
    }

    /// `card.x`: how the spec and each file's comments name it.
    public var name: String { "\(layer).\(property)" }

    /// A colour as 8-bit `RRGGBBAA` hexadecimal digits (sRGB, alpha last).
    static func hex(_ c: Color) -> String {
        [c.red, c.green, c.blue, c.alpha].map { String(format: "%02X", Int((min(max($0, 0), 1) * 255).rounded())) }.joined()
    }

    /// A colour as `0xAARRGGBB`, the form Compose's and Flutter's `Color(…)` take.
    static func argb(_ c: Color) -> String {
        let digits = hex(c)
        return "0x" + digits.suffix(2) + digits.prefix(6)
    }
}

extension PropertyChange {
    /// Whether the change moves it at all (a property listed only to complete another's CSS does not).
    var moves: Bool { from != to }

    /// `20f`, `Color(0xFF4A67F0)`: the value as Kotlin writes it.
    static func kotlin(_ value: Value) -> String {
        switch value {
        case .number(let x): NumberText.literal(x) + "f"
        case .color(let c): "Color(\(argb(c)))"
        }
    }

    /// `20.0`, `const Color(0xFF4A67F0)`: the value as Dart writes it.
    static func dart(_ value: Value) -> String {
        switch value {
        case .number(let x):
            let text = NumberText.literal(x)
            return text.contains(".") ? text : text + ".0"
        case .color(let c): return "const Color(\(argb(c)))"
        }
    }

    /// `0`, `#4A67F0FF`: the value as a CSS number or colour.
    static func css(_ value: Value) -> String {
        switch value {
        case .number(let x): NumberText.literal(x)
        case .color(let c): "#" + hex(c)
        }
    }
}
