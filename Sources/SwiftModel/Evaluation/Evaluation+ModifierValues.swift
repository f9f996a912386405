import Foundation
import Scene

/// What a state-driven modifier shows at one moment: the value of each layer property it drives,
/// evaluated with the state bound — what a catalogue films as a stand-in's property changes.
///
/// `.scaleEffect` → `scale` (`scaleX`/`scaleY` for `x:`/`y:` or a `CGSize`), `.hueRotation` →
/// `hueRotation` (degrees), `.rotationEffect` → `rotation` (degrees), `.rotation3DEffect` →
/// `rotation3D.angle`, `.offset` → `offsetX`/`offsetY`, `.opacity`, `.blur(radius:)` → `blur`,
/// `.frame(width:height:)` → `width`/`height`, `.cornerRadius`, and a colour in
/// `.foregroundStyle`/`.foregroundColor`/`.fill`/`.background`/`.tint` → `fill`.
public enum FilmedValue: Sendable, Hashable {
    case number(Double)
    case color(ColorValue)
}

extension Evaluation {
    /// The modifiers whose values the catalogue films, by name.
    public static let filmedValueModifiers: Set<String> = [
        "scaleEffect", "rotationEffect", "rotation3DEffect", "offset", "opacity", "blur", "frame", "cornerRadius",
        "hueRotation", "foregroundStyle", "foregroundColor", "fill", "background", "tint",
    ]

    /// The properties `call` (written at `location` in `owner`) drives and their values under the
    /// bindings, in a stable order; a modifier whose arguments cannot be read is refused at its place.
    public func filmedValues(of call: ModifierCall, at location: CodeLocation,
                             owner: String) throws(EvaluationError) -> [(property: String, value: FilmedValue)] {
        homeFile = homeFile ?? location.file
        var scope = Scope(owner: owner, isStatic: false)
        switch call.name {
        case "scaleEffect":
            // One number is `scale`; a CGSize or `x:`/`y:` are two factors, each axis written a property of its own.
            let first: TypeHint = call.arguments.first.map { Self.isSize($0.value) } == true ? .size : .double
            let args = CallArguments(arguments: try evaluated(call.arguments, in: &scope, signature: [nil: first, "x": .double,
                                                                                                       "y": .double, "anchor": .unitPoint]),
                                     call: ".scaleEffect(…)", location: location)
            let factors = try Self.scaleFactors(args)
            if factors.uniform { return [("scale", .number(factors.x))] }
            return (factors.axes.contains("x") ? [("scaleX", FilmedValue.number(factors.x))] : [])
                + (factors.axes.contains("y") ? [("scaleY", .number(factors.y))] : [])
        case "hueRotation":
            guard let first = call.arguments.first, first.label == nil, call.arguments.count == 1,
                  case .angle(let degrees) = try evaluate(first.value, in: &scope, expecting: .angle) else {
                throw EvaluationError(.invalid, at: location, ".hueRotation(_:) takes an Angle (.degrees(90))")
            }
            guard abs(degrees) <= Self.maximumHueRotation else {
                throw EvaluationError(.limit, at: location, "a hue rotation of \(CallArguments.format(degrees))°: at most "
                                      + "±\(CallArguments.format(Self.maximumHueRotation))°")
            }
            return [("hueRotation", .number(degrees))]
        case "rotationEffect", "offset", "opacity", "blur":
            guard case .view(let view) = try viewModifier(call.name, on: ViewValue(body: "\(owner).body"), call.arguments,
                                                          at: location, in: &scope),
                  let effect = view.modifiers.last else { return [] }
            switch effect.kind {
            case .scale: return []
            case .rotation(let degrees, _): return [("rotation", .number(degrees))]
            case .offset(let x, let y):
                let labels = Set(call.arguments.compactMap(\.label))
                // `.offset(y:)` drives y alone; the size form and `x:y:` both.
                return (labels.contains("y") && !labels.contains("x") ? [] : [("offsetX", FilmedValue.number(x))])
                    + (labels.contains("x") && !labels.contains("y") ? [] : [("offsetY", .number(y))])
            case .opacity(let x): return [("opacity", .number(x))]
            case .blur(let r): return [("blur", .number(r))]
            case .mask: return []
            }
        case "rotation3DEffect":
            // Only the angle is filmed; the axis (a tuple) and the anchors are the stand-in's own.
            guard let first = call.arguments.first, first.label == nil,
                  case .angle(let degrees) = try evaluate(first.value, in: &scope, expecting: .angle) else {
                throw EvaluationError(.invalid, at: location, ".rotation3DEffect(_:axis:) takes an Angle first "
                                      + "(.degrees(30)); MotionReel films that angle")
            }
            return [("rotation3D.angle", .number(degrees))]
        case "frame":
            var values: [(String, FilmedValue)] = []
            for label in ["width", "height"] {
                guard let argument = call.arguments.first(where: { $0.label == label }) else { continue }
                let value = try evaluate(argument.value, in: &scope, expecting: .optional(.double))
                if case .none = value { continue }
                let args = CallArguments(arguments: [EvaluatedArgument(label: label, value: value, location: argument.value.location,
                                                                       text: code.text(of: argument.value.span))],
                                         call: ".frame(…)", location: location)
                values.append((label, .number(try args.number(args.arguments.first, label, in: CallArguments.position))))
            }
            return values
        case "cornerRadius":
            let args = CallArguments(arguments: try evaluated(call.arguments, in: &scope, signature: [nil: .double]),
                                     call: ".cornerRadius(…)", location: location)
            return [("cornerRadius", .number(try args.number(try args.match([nil])[0], "radius", in: CallArguments.position)))]
        default:
            guard let first = call.arguments.first, first.label == nil else { return [] }
            let value = try evaluate(first.value, in: &scope, expecting: .color)
            guard case .color(let color) = value else {
                throw EvaluationError(.unsupported, at: first.value.location, "MotionReel films a colour here (.blue, "
                                      + "Color(red:green:blue:)); this is \(value.description)")
            }
            return [("fill", .color(color))]
        }
    }

    /// The largest hue rotation filmed, in degrees either way (a preset's `hueRotation` limit).
    static let maximumHueRotation = Double(Limits.maximumRotation)

    /// Whether `expression` is written as a size: `CGSize(width:height:)` or `.init(width:height:)`.
    private static func isSize(_ expression: CodeExpression) -> Bool {
        guard case .call(let callee, let arguments) = expression.unparenthesized.kind,
              arguments.map(\.label) == ["width", "height"] else { return false }
        switch callee.kind {
        case .name("CGSize"), .implicitMember("init"): return true
        default: return false
        }
    }

    /// Whether the view written as `statement` in `block` (a member of `owner`) is shown under the
    /// bindings: every `if` and `switch` on the way to it takes the branch that holds it.
    public func isShown(_ statement: Statement, in block: Block, owner: String) throws(EvaluationError) -> Bool {
        homeFile = homeFile ?? statement.location.file
        var scope = Scope(owner: owner, isStatic: false)
        return try shown(statement.span.offsets, in: block.statements, scope: &scope) ?? false
    }

    /// True or false when `target` is among `statements` (nested), nil when it is not there.
    private func shown(_ target: Range<Int>, in statements: [Statement], scope: inout Scope) throws(EvaluationError) -> Bool? {
        for statement in statements where statement.span.offsets.lowerBound <= target.lowerBound
            && target.upperBound <= statement.span.offsets.upperBound {
            if statement.span.offsets == target { return true }
            switch statement.kind {
            case .ifStatement(let branch):
                // Only the conditions before the target's branch and its own decide: a view in the
                // first branch whose condition fails is hidden, whatever the `else if`s read.
                var current = branch
                while true {
                    let inBody = current.body.statements.contains {
                        $0.span.offsets.lowerBound <= target.lowerBound && target.upperBound <= $0.span.offsets.upperBound
                    }
                    scope.frames.append([:])
                    let taken: Bool
                    do { taken = try holds(current.conditions, in: &scope) } catch {
                        scope.frames.removeLast()
                        throw error
                    }
                    if inBody {
                        defer { scope.frames.removeLast() }
                        return taken ? try shown(target, in: current.body.statements, scope: &scope) ?? false : false
                    }
                    scope.frames.removeLast()
                    if taken { return false }
                    switch current.elseBody {
                    case nil: return false
                    case .block(let block)?: return try shown(target, in: block.statements, scope: &scope) ?? false
                    case .elseIf(let next)?: current = next
                    }
                }
            case .switchStatement(let choice):
                let (block, bound) = try chooseCase(choice, in: &scope, at: statement.location)
                scope.frames.append(bound)
                defer { scope.frames.removeLast() }
                return try shown(target, in: block.statements, scope: &scope) ?? false
            case .expression(let expression), .returnValue(let expression?):
                for body in expression.allClosureBodies {
                    if let found = try shown(target, in: body.statements, scope: &scope) { return found }
                }
                return true
            default:
                return true
            }
        }
        return nil
    }
}

extension CodeExpression {
    /// The bodies of every closure in a view expression: its container's content and the ones
    /// its modifiers take (`.overlay { … }`), views given as arguments included.
    public var allClosureBodies: [Block] {
        guard case .call(let callee, let arguments) = kind else { return [] }
        var found: [Block] = []
        for argument in arguments {
            if case .closure(let closure) = argument.value.kind { found.append(closure.body) } else {
                found += argument.value.allClosureBodies
            }
        }
        if case .member(let base, _) = callee.kind { found += base.allClosureBodies }
        return found
    }
}
