import Foundation
import Scene

/// SwiftUI's `Color` as far as a catalogue's stand-in needs it: the system colours by name, as
/// iOS draws them in light mode (Apple's Human Interface Guidelines, "Color": system colours
/// such as red `#FF3B30`, blue `#007AFF`), `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`
/// and `.opacity(_:)` on a colour. A colour from an asset catalogue or `UIColor` is not known
/// here and is refused where it is read.
enum ColorVocabulary {
    /// The system colours, sRGB 0 … 255, light mode.
    static let named: [String: (Int, Int, Int)] = [
        "red": (255, 59, 48), "orange": (255, 149, 0), "yellow": (255, 204, 0), "green": (52, 199, 89),
        "mint": (0, 199, 190), "teal": (48, 176, 199), "cyan": (50, 173, 230), "blue": (0, 122, 255),
        "indigo": (88, 86, 214), "purple": (175, 82, 222), "pink": (255, 45, 85), "brown": (162, 132, 94),
        "gray": (142, 142, 147), "black": (0, 0, 0), "white": (255, 255, 255),
    ]

    static func color(named name: String) -> Value? {
        if name == "clear" { return .color(ColorValue(red: 0, green: 0, blue: 0, opacity: 0)) }
        if name == "primary" { return .color(ColorValue(red: 0, green: 0, blue: 0, opacity: 1)) }
        // iOS's secondary label colour in light mode: #3C3C43 at 60 % (UIColor.secondaryLabel).
        if name == "secondary" { return .color(ColorValue(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)) }
        guard let (r, g, b) = named[name] else { return nil }
        return .color(ColorValue(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: 1))
    }

    static let names = (Array(named.keys) + ["clear", "primary", "secondary"]).sorted()

    /// UIKit's system colours (`.systemPink`) are the colours SwiftUI's of the same name draw.
    static func uiColor(named name: String) -> Value? {
        guard name.hasPrefix("system"), name.count > 6 else { return nil }
        let rest = name.dropFirst(6)
        return color(named: rest.prefix(1).lowercased() + rest.dropFirst())
    }

    /// `Color(red:green:blue:opacity:)`, `Color(white:opacity:)` (components 0 … 1), and
    /// `Color(_:)` / `Color(uiColor:)` of a colour or a UIKit system colour (`Color(.systemPink)`).
    static func initializer(_ call: CallArguments) throws(EvaluationError) -> Value {
        if let first = call.arguments.first, first.label == nil || first.label == "uiColor", call.arguments.count == 1 {
            switch first.value {
            case .color: return first.value
            case .enumCase(_, let name):
                if let color = uiColor(named: name) ?? color(named: name) { return color }
                throw EvaluationError(.unsupported, at: call.location, "'.\(name)' is not a colour MotionReel knows "
                                      + "(it understands UIKit's .systemRed … .systemGray and SwiftUI's system colours)")
            default:
                throw EvaluationError(.unsupported, at: call.location, "Color(…) of \(first.value.description) is not "
                                      + "evaluated; MotionReel reads a colour, a system colour or red:green:blue:")
            }
        }
        // `Color(hex: "#29080F")`: no SwiftUI initializer, but the extension apps declare for their
        // palettes, whose body is bit arithmetic the evaluator does not run; every such extension
        // reads the hex it names (with or without '#'), so the colour is that hex.
        if call.arguments.first?.label == "hex", call.arguments.count == 1 {
            guard case .string(let text) = call.arguments[0].value,
                  let parsed = Scene.Color(hex: text.hasPrefix("#") ? text : "#" + text) else {
                throw EvaluationError(.unsupported, at: call.location, "Color(hex:) of \(call.arguments[0].value.description) is "
                                      + "not evaluated; MotionReel reads a literal \"#RRGGBB\" or \"#RRGGBBAA\"")
            }
            return .color(ColorValue(red: parsed.red, green: parsed.green, blue: parsed.blue, opacity: parsed.alpha))
        }
        if call.arguments.first?.label == "white" {
            let matched = try call.match(["white", "opacity"])
            let white = try call.number(matched[0], "white", in: CallArguments.unit)
            return .color(ColorValue(red: white, green: white, blue: white,
                                     opacity: try call.number(matched[1], "opacity", default: 1, in: CallArguments.unit)))
        }
        let matched = try call.match(["red", "green", "blue", "opacity"])
        return .color(ColorValue(red: try call.number(matched[0], "red", in: CallArguments.unit),
                                 green: try call.number(matched[1], "green", in: CallArguments.unit),
                                 blue: try call.number(matched[2], "blue", in: CallArguments.unit),
                                 opacity: try call.number(matched[3], "opacity", default: 1, in: CallArguments.unit)))
    }

    /// `colour.opacity(x)`: the colour with its opacity multiplied by `x`.
    static func method(_ name: String, of color: ColorValue, _ call: CallArguments) throws(EvaluationError) -> Value {
        guard name == "opacity" else {
            throw EvaluationError(.unsupported, at: call.location, "'.\(name)(…)' on a Color is not evaluated; "
                                  + "MotionReel reads .opacity(_:) on a colour")
        }
        var result = color
        result.opacity *= try call.number(try call.match([nil])[0], "opacity", in: CallArguments.unit)
        return .color(result)
    }
}

/// A colour in sRGB, each component 0 … 1.
public struct ColorValue: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double

    public init(red: Double, green: Double, blue: Double, opacity: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// The system colour this is (`blue`), as `.blue` names it in Swift; nil for any other colour.
    public var systemName: String? {
        ColorVocabulary.names.first { ColorVocabulary.color(named: $0) == .color(self) }
    }

    /// The system colour `.name` is; nil when SwiftUI has none of that name.
    public static func system(_ name: String) -> ColorValue? {
        if case .color(let color)? = ColorVocabulary.color(named: name) { return color }
        return nil
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque: how a preset writes it.
    public var hex: String {
        let parts = [red, green, blue] + (opacity < 1 ? [opacity] : [])
        return "#" + parts.map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
    }
}
