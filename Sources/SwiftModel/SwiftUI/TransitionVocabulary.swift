import Foundation
import Motion

/// SwiftUI's transitions — `AnyTransition` and the iOS 17 `Transition` values — as MotionReel's
/// effects, with SwiftUI's documented meaning (docs/from-code.md cites each).
public enum TransitionVocabulary {
    /// The iOS 17 transition types, which are transitions like `AnyTransition`'s values.
    static let transitionTypes: Set<String> = [
        "Transition", "OpacityTransition", "MoveTransition", "ScaleTransition", "OffsetTransition", "PushTransition",
        "SlideTransition", "IdentityTransition", "AsymmetricTransition", "BlurReplaceTransition",
    ]

    /// The names `AnyTransition` has, for the error about one it does not.
    static let names = ["identity", "opacity", "slide", "scale", "offset", "move", "push", "asymmetric", "blurReplace",
                        "symbolEffect"]

    /// The names it has that MotionReel refuses, or evaluates only with the files' help (`modifier`).
    static let refusedNames = ["modifier"]

    /// The transitions MotionReel films as their closest effects, by name — drawn by the system
    /// on numbers Apple does not publish — with the sentence a film carries to say so.
    public static let closestFilms: [String: String] = [
        "blurReplace": "the closest film of SwiftUI's .blurReplace transition, which blurs and scales the view as it "
            + "fades (Apple publishes no radius or scale: the film blurs 8 pt and scales from 0.8)",
        "symbolEffect": "the closest film of SwiftUI's .symbolEffect transition, which the system draws from the symbol's "
            + "layers (the film fades the whole symbol and scales it from 0.5)",
    ]

    /// `.blurReplace(.downUp)`: the view scales up from 0.8 as it comes, down to 0.8 as it goes;
    /// `.upUp` scales up as it goes too. Blurred 8 pt and transparent away from its place.
    static func blurReplace(upUp: Bool) -> TransitionValue {
        TransitionValue(parts: [.init(insertion: [.opacity, .blur(radius: 8), .scale(0.8, anchor: .center)],
                                      removal: [.opacity, .blur(radius: 8), .scale(upUp ? 1.2 : 0.8, anchor: .center)])])
    }

    /// The properties: `.opacity`, `.slide`, `.scale`, `.identity`.
    static func property(_ name: String) -> TransitionValue? {
        switch name {
        case "identity": .identity
        case "opacity": TransitionValue(symmetric: .opacity)
        // "Inserts by moving in from the leading edge, and removes by moving out towards the trailing edge."
        case "slide": TransitionValue(parts: [.init(insertion: [.move(.leading)], removal: [.move(.trailing)])])
        // SwiftUI documents no number; the view scales down to (about) nothing about its centre.
        case "scale": TransitionValue(symmetric: .scale(0, anchor: .center))
        case "blurReplace": blurReplace(upUp: false)
        case "symbolEffect": TransitionValue(parts: [.init(insertion: [.opacity, .scale(0.5, anchor: .center)],
                                                           removal: [.opacity, .scale(0.5, anchor: .center)])])
        default: nil
        }
    }

    /// The hints for a static function's (or an initializer's) arguments, by label.
    static func hints(_ name: String) -> [String?: TypeHint] {
        switch name {
        case "scale", "ScaleTransition": [nil: .double, "scale": .double, "anchor": .unitPoint]
        case "offset", "OffsetTransition": [nil: .size, "x": .double, "y": .double]
        case "move", "push", "MoveTransition", "PushTransition": ["edge": .edge, "from": .edge]
        case "asymmetric", "AsymmetricTransition": ["insertion": .transition, "removal": .transition]
        case "AnyTransition": [nil: .transition]
        default: [:]
        }
    }

    /// A static function (`AnyTransition.move(edge:)`) or an iOS 17 initializer (`MoveTransition(edge:)`).
    static func function(_ name: String, _ args: CallArguments) throws(EvaluationError) -> TransitionValue? {
        switch name {
        case "move", "MoveTransition":
            return TransitionValue(symmetric: .move(try edge(try args.match(["edge"])[0], "edge", args)))
        case "push", "PushTransition":
            // "Inserts from the edge and removes towards the opposite edge, fading both ways."
            return TransitionValue(symmetric: .push(try edge(try args.match([name == "push" ? "from" : "edge"])[0],
                                                            name == "push" ? "from" : "edge", args)))
        case "scale", "ScaleTransition":
            let labelled = args.arguments.first?.label == "scale"
            let matched = try args.match([labelled ? "scale" : nil, "anchor"])
            let scale = try args.number(matched[0], "scale", in: CallArguments.scale)
            return TransitionValue(symmetric: .scale(scale, anchor: try anchor(matched[1], args)))
        case "offset", "OffsetTransition":
            if args.arguments.first?.label == nil, let size = args.arguments.first {
                _ = try args.match([nil])
                guard case .size(let width, let height) = size.value else {
                    throw EvaluationError(.invalid, at: size.location, "\(args.call) takes a CGSize, found \(size.value.description)")
                }
                return TransitionValue(symmetric: .offset(x: try position(width, size, args), y: try position(height, size, args)))
            }
            let matched = try args.match(["x", "y"])
            return TransitionValue(symmetric: .offset(x: try args.number(matched[0], "x", default: 0, in: CallArguments.position),
                                                      y: try args.number(matched[1], "y", default: 0, in: CallArguments.position)))
        case "asymmetric", "AsymmetricTransition":
            let matched = try args.match(["insertion", "removal"])
            return .asymmetric(insertion: try transition(matched[0], "insertion", args),
                               removal: try transition(matched[1], "removal", args))
        case "OpacityTransition", "SlideTransition", "IdentityTransition":
            _ = try args.match([])
            return property(["OpacityTransition": "opacity", "SlideTransition": "slide"][name] ?? "identity")
        case "AnyTransition":
            return try transition(try args.match([nil])[0], "transition", args)
        case "blurReplace", "BlurReplaceTransition":
            // `.blurReplace(.upUp)`, `BlurReplaceTransition(configuration: .downUp)`.
            let matched = try args.match([name == "blurReplace" ? nil : "configuration"])
            switch matched[0]?.value {
            case nil, .enumCase(_, "downUp")?: return blurReplace(upUp: false)
            case .enumCase(_, "upUp")?: return blurReplace(upUp: true)
            case let other?:
                throw EvaluationError(.invalid, at: args.location, "\(args.call) takes .downUp or .upUp, found \(other.description)")
            }
        default:
            return nil
        }
    }

    /// `transition.combined(with:)`, `transition.animation(_:)`.
    static func method(_ name: String, of value: TransitionValue, _ args: CallArguments) throws(EvaluationError) -> TransitionValue {
        switch name {
        case "combined":
            return value.combined(with: try transition(try args.match(["with"])[0], "with", args))
        case "animation":
            guard let argument = try args.match([nil])[0] else {
                throw EvaluationError(.invalid, at: args.location, "\(args.call) needs an animation")
            }
            switch argument.value {
            case .animation(let animation): return value.animation(animation)
            case .none:
                throw EvaluationError(.unsupported, at: argument.location, "'.animation(nil)' on a transition is not "
                                      + "supported: MotionReel animates every change")
            default:
                throw EvaluationError(.invalid, at: argument.location, "'.animation(_:)' takes an Animation, found "
                                      + argument.value.description)
            }
        default:
            throw EvaluationError(.unsupported, at: args.location, "'.\(name)(…)' on a transition is not supported; "
                                  + "MotionReel understands .combined(with:) and .animation(_:)")
        }
    }

    private static func edge(_ argument: EvaluatedArgument?, _ name: String, _ args: CallArguments) throws(EvaluationError) -> Edge {
        guard let argument else { throw EvaluationError(.invalid, at: args.location, "\(args.call) needs '\(name):'") }
        switch argument.value {
        case .edge(let edge): return edge
        case .enumCase(nil, let caseName):
            if let edge = Edge(rawValue: caseName) { return edge }
        default: break
        }
        throw EvaluationError(.invalid, at: argument.location, "'\(name):' must be an Edge (.leading, .trailing, .top, "
                              + ".bottom), found \(argument.value.description)")
    }

    /// An `anchor:` argument, `.center` when left out.
    static func anchor(_ argument: EvaluatedArgument?, _ args: CallArguments) throws(EvaluationError) -> UnitPoint {
        guard let argument else { return .center }
        guard case .unitPoint(let point) = argument.value else {
            throw EvaluationError(.invalid, at: argument.location, "'anchor:' must be a UnitPoint, found \(argument.value.description)")
        }
        return point
    }

    private static func position(_ x: Double, _ argument: EvaluatedArgument, _ args: CallArguments) throws(EvaluationError) -> Double {
        guard CallArguments.position.contains(x) else {
            throw EvaluationError(.invalid, at: argument.location, "an offset must be within ±100000 points, found "
                                  + CallArguments.format(x))
        }
        return x
    }

    private static func transition(_ argument: EvaluatedArgument?, _ name: String,
                                   _ args: CallArguments) throws(EvaluationError) -> TransitionValue {
        guard let argument else { throw EvaluationError(.invalid, at: args.location, "\(args.call) needs '\(name):'") }
        guard case .transition(let value) = argument.value else {
            throw EvaluationError(.invalid, at: argument.location, "'\(name):' must be a transition, found \(argument.value.description)")
        }
        return value
    }
}
