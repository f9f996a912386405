import Foundation
import Motion
import Scene

/// The SwiftUI (and Foundation, CoreGraphics) names MotionReel evaluates: types, their static
/// members and functions, methods and initializers. The one place a call's name is looked up; the
/// animation and transition tables do the work.
enum Vocabulary {
    private static let numberTypes: Set<String> = ["CGFloat", "Double", "Float", "Int", "TimeInterval"]
    private static let types: Set<String> = ["Animation", "AnyTransition", "Edge", "UnitPoint", "CGSize", "Angle", "Bool",
                                             "String", "Color", "AnyShapeStyle", "Array"]

    /// SwiftUI's environment values as a view sees them when no view above it sets them, for the
    /// keys a film reads: no redaction (`redactionReasons` is empty until `.redacted(reason:)`),
    /// controls enabled (Apple, *EnvironmentValues*).
    static let environmentDefaults: [String: Value] = [
        "redactionReasons": .array([]),
        "isEnabled": .boolean(true),
    ]

    static func isTypeName(_ name: String) -> Bool {
        types.contains(name) || numberTypes.contains(name) || TransitionVocabulary.transitionTypes.contains(name)
    }

    /// The extensions whose static members a `Type.name` reaches first: the files' own
    /// `extension AnyTransition { static var … }` is looked up before SwiftUI's.
    static func owners(of type: String) -> [String] {
        switch type {
        case "AnyTransition", "Transition": ["AnyTransition", "Transition"]
        default: [type]
        }
    }

    /// The SwiftUI type whose static members a bare name reaches in code written inside an
    /// extension of it: `move(edge: .bottom)` in `extension AnyTransition`, `spring(response: 0.3)`
    /// in `extension Animation`, as Swift looks a name up in the extended type first. Nil elsewhere.
    static func extendedType(_ owner: String?) -> String? {
        switch owner {
        case "AnyTransition"?, "Transition"?: "AnyTransition"
        case "Animation"?: "Animation"
        default: nil
        }
    }

    /// Whether `name` is a static member SwiftUI gives `type` (`AnyTransition` or `Animation`),
    /// refused ones included: a name the code means as SwiftUI's, never a variable.
    static func isStaticMember(_ name: String, of type: String) -> Bool {
        switch type {
        case "AnyTransition": TransitionVocabulary.names.contains(name) || TransitionVocabulary.refusedNames.contains(name)
        case "Animation": AnimationVocabulary.names.contains(name)
        default: false
        }
    }

    // MARK: Static members and functions

    /// The hints for the arguments of `Type.name(…)`.
    static func staticHints(_ name: String, of type: String, labels: [String?]) -> [String?: TypeHint] {
        switch type {
        case "Animation": AnimationVocabulary.hints(name)
        case "AnyTransition", "Transition": TransitionVocabulary.hints(name)
        default: [nil: .double, "x": .double, "y": .double, "width": .double, "height": .double]
        }
    }

    /// Refuses a call MotionReel never evaluates, whatever its arguments (`.modifier(active:identity:)`).
    static func refuse(_ name: String, of type: String, labels: [String?],
                       at location: CodeLocation) throws(EvaluationError) {
        switch type {
        case "Animation":
            if ["spring", "interpolatingSpring"].contains(name), labels.first == .some(nil) {
                throw EvaluationError(.unsupported, at: location, "'.\(name)(_:)' with a Spring value is not evaluated; "
                                      + "write .spring(duration:bounce:) or .spring(response:dampingFraction:)")
            }
        default:
            break
        }
    }

    /// `Type.name` (arguments nil) or `Type.name(arguments)`.
    static func staticMember(_ name: String, of type: String, arguments: [EvaluatedArgument]?, at location: CodeLocation,
                             evaluation: Evaluation) throws(EvaluationError) -> Value {
        let call = CallArguments(arguments: arguments ?? [], call: ".\(name)(…)", location: location)
        switch type {
        case "Animation":
            if arguments == nil, let animation = AnimationVocabulary.property(name) { return .animation(animation) }
            if arguments != nil, let animation = try AnimationVocabulary.function(name, call) { return .animation(animation) }
            throw unknown(name, of: "Animation", among: AnimationVocabulary.names, at: location)
        case "AnyTransition", "Transition":
            if arguments == nil, let transition = TransitionVocabulary.property(name) { return .transition(transition) }
            if arguments != nil, let transition = try TransitionVocabulary.function(name, call) { return .transition(transition) }
            throw unknown(name, of: "AnyTransition", among: TransitionVocabulary.names, at: location)
        case "Edge":
            if arguments == nil, let edge = Edge(rawValue: name) { return .edge(edge) }
        case "UnitPoint":
            if arguments == nil, let point = UnitPoint.named[name] { return .unitPoint(point) }
        case "CGSize":
            if arguments == nil, name == "zero" { return .size(width: 0, height: 0) }
        // The appearance a dynamic colour's provider reads (``Evaluation/dynamicColor(_:_:in:at:)``).
        case "UIUserInterfaceStyle":
            if arguments == nil, ["light", "dark", "unspecified"].contains(name) { return .enumCase(type: type, name: name) }
        case TransitionPhaseVocabulary.typeName, TransitionPhaseVocabulary.scrollTypeName:
            if arguments == nil, let phase = TransitionPhaseVocabulary.phase(name, of: type) { return phase }
        case "Angle":
            if arguments == nil, name == "zero" { return .angle(degrees: 0) }
            if arguments != nil, name == "degrees" || name == "radians" {
                return .angle(degrees: try angle(name, try call.match([nil])[0], call))
            }
        case "Color":
            if arguments == nil, let color = ColorVocabulary.color(named: name) { return color }
            throw unknown(name, of: "Color", among: ColorVocabulary.names, at: location)
        case "CGFloat", "Double", "Float":
            if arguments == nil, name == "pi" { return .double(.pi) }
            if arguments == nil, name == "zero" { return .double(0) }
            // A frame's `maxWidth: .infinity`: as much as it is offered.
            if arguments == nil, name == "infinity" { return .double(.infinity) }
            if arguments == nil, name == "greatestFiniteMagnitude" { return .double(.greatestFiniteMagnitude) }
        default:
            break
        }
        throw EvaluationError(.unsupported, at: location, "'\(type).\(name)' is not supported by MotionReel")
    }

    private static func unknown(_ name: String, of type: String, among names: [String],
                                at location: CodeLocation) -> EvaluationError {
        EvaluationError(.unsupported, at: location, "'\(type).\(name)' is not supported by MotionReel (it understands "
                        + names.map { "." + $0 }.joined(separator: ", ") + ")")
    }

    // MARK: Methods

    /// The hints for the arguments of `value.name(…)`.
    static func methodHints(_ name: String, of value: Value) -> [String?: TypeHint] {
        switch (value, name) {
        case (.transition, "combined"): ["with": .transition]
        case (.transition, "animation"): [nil: .optional(.animation)]
        case (.animation, _): [nil: .double, "autoreverses": .boolean]
        case (.color, _): [nil: .double]
        default: [:]
        }
    }

    static func method(_ name: String, of value: Value, arguments: [EvaluatedArgument], at location: CodeLocation,
                       evaluation: Evaluation) throws(EvaluationError) -> Value {
        let call = CallArguments(arguments: arguments, call: ".\(name)(…)", location: location)
        switch value {
        case .animation(let animation):
            return .animation(try AnimationVocabulary.method(name, of: animation, call))
        case .transition(let transition):
            return .transition(try TransitionVocabulary.method(name, of: transition, call))
        case .color(let color):
            return try ColorVocabulary.method(name, of: color, call)
        default:
            throw EvaluationError(.unsupported, at: location, "'.\(name)(…)' on \(value.description) is not supported")
        }
    }

    // MARK: Initializers

    static func initializerHints(_ name: String) -> [String?: TypeHint] {
        switch name {
        case "UnitPoint": ["x": .double, "y": .double]
        case "CGSize": ["width": .double, "height": .double]
        case "Angle": ["degrees": .double, "radians": .double]
        case "Color": ["red": .double, "green": .double, "blue": .double, "white": .double, "opacity": .double]
        case "CGFloat", "Double", "Float", "Int": [nil: .double]
        default: TransitionVocabulary.hints(name)
        }
    }

    /// `UnitPoint(x:y:)`, `CGSize(width:height:)`, number conversions, `AnyTransition(_:)` and the
    /// iOS 17 transition types.
    static func initializer(_ name: String, arguments: [EvaluatedArgument], at location: CodeLocation,
                            evaluation: Evaluation) throws(EvaluationError) -> Value {
        let call = CallArguments(arguments: arguments, call: "\(name)(…)", location: location)
        switch name {
        case "UnitPoint":
            let matched = try call.match(["x", "y"])
            // A preset's anchor is a point of the frame, 0 … 1 on each axis; so is this one.
            return .unitPoint(UnitPoint(x: try call.number(matched[0], "x", in: CallArguments.unit),
                                        y: try call.number(matched[1], "y", in: CallArguments.unit)))
        case "CGSize":
            let matched = try call.match(["width", "height"])
            return .size(width: try call.number(matched[0], "width", in: CallArguments.position),
                         height: try call.number(matched[1], "height", in: CallArguments.position))
        case "Angle":
            let unit = call.arguments.first?.label == "radians" ? "radians" : "degrees"
            return .angle(degrees: try angle(unit, try call.match([unit])[0], call))
        case "Color":
            return try ColorVocabulary.initializer(call)
        case "AnyShapeStyle":
            // A type-erased style draws as the style it wraps; the colour is what a stand-in fills with.
            guard let wrapped = try call.match([nil])[0]?.value, case .color = wrapped else {
                throw EvaluationError(.unsupported, at: location, "AnyShapeStyle(…) of anything but a colour is not "
                                      + "evaluated (a gradient or a material)")
            }
            return wrapped
        case "CGFloat", "Double", "Float":
            guard let x = try call.match([nil])[0]?.value.number else {
                throw EvaluationError(.invalid, at: location, "\(name)(…) converts a number")
            }
            return .double(x)
        case "String":
            return .string(try string(call))
        case "Array":
            // `Array("Slide")`: its characters, each a one-character string; `Array(items)`: the array.
            switch try call.match([nil])[0]?.value {
            case .string(let text)?:
                guard text.count <= Evaluation.maximumArrayCount else {
                    throw EvaluationError(.limit, at: location, "Array(…) of a text longer than \(Evaluation.maximumArrayCount) characters")
                }
                return .array(text.map { .string(String($0)) })
            case .array(let items)?: return .array(items)
            default: throw EvaluationError(.unsupported, at: location, "Array(…) of anything but a string or an array is not evaluated")
            }
        case "Int":
            guard let x = try call.match([nil])[0]?.value.number, let n = Int(exactly: x.rounded(.towardZero)) else {
                throw EvaluationError(.invalid, at: location, "Int(…) needs a number that fits in an Int")
            }
            return .integer(n)
        default:
            if let transition = try TransitionVocabulary.function(name, call) { return .transition(transition) }
            throw EvaluationError(.unsupported, at: location, "'\(name)(…)' is not supported by MotionReel")
        }
    }

    // MARK: Strings

    /// `String(describing: x)` (what a string interpolation `\\(x)` writes: Swift's description of
    /// a number, a Boolean, a string or an enum case) and `String(format: "%.1f", x)` with one
    /// number and one `%d`, `%i`, `%f`, `%.Nf`, `%e` or `%g` (N ≤ 17; a `Text`'s `specifier:`).
    private static func string(_ call: CallArguments) throws(EvaluationError) -> String {
        if call.arguments.first?.label == "format" {
            let matched = try call.match(["format", nil])
            guard case .string(let format)? = matched[0]?.value, let x = matched[1]?.value.number,
                  let range = format.range(of: #"%(\.\d{1,2})?(lld|ld|d|i|f|lf|e|g)"#, options: .regularExpression),
                  format.filter({ $0 == "%" }).count == 1 else {
                throw EvaluationError(.unsupported, at: call.location, "String(format:) with other than one number and one "
                                      + "%d, %f, %.Nf, %e or %g is not evaluated")
            }
            let spec = String(format[range])
            let integer = ["d", "i"].contains(spec.last.map(String.init) ?? "")
            if spec.contains(".") , let digits = Int(spec.dropFirst(2).prefix { $0.isNumber }), digits > 17 {
                throw EvaluationError(.limit, at: call.location, "String(format:) shows at most 17 decimals")
            }
            let shown = integer ? String(format: spec.replacingOccurrences(of: "lld", with: "lld"), Int(x.rounded(.towardZero)))
                : String(format: spec, x)
            return format.replacingCharacters(in: range, with: shown)
        }
        // `String(x)` of a value that describes itself is `String(describing: x)`.
        let label: String? = call.arguments.first?.label == nil ? nil : "describing"
        guard let value = try call.match([label])[0]?.value else {
            throw EvaluationError(.invalid, at: call.location, "String(describing:) needs a value")
        }
        switch value {
        case .string(let s): return s
        case .integer(let n): return String(n)
        case .double(let x): return String(describing: x)
        case .boolean(let b): return String(b)
        case .enumCase(_, let name): return name
        default:
            throw EvaluationError(.unsupported, at: call.location, "the text of \(value.description) is not evaluated")
        }
    }

    // MARK: Angles

    /// An angle in `unit` (`degrees` or `radians`) as degrees, within the turn a layer may make.
    private static func angle(_ unit: String, _ argument: EvaluatedArgument?,
                              _ call: CallArguments) throws(EvaluationError) -> Double {
        let limit = Limits.maximumRotation
        let range = unit == "radians" ? -limit * .pi / 180...limit * .pi / 180 : -limit...limit
        let amount = try call.number(argument, unit, in: range)
        return unit == "radians" ? amount * 180 / .pi : amount
    }
}
