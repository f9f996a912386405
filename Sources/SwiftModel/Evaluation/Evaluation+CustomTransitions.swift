import Foundation
import Motion

/// Custom transitions declared in the files: a `ViewModifier` given to
/// `.modifier(active:identity:)`, and an iOS 17 `Transition` type with `body(content:phase:)`.
///
/// Their bodies are evaluated as any code is — bounded by the same steps and depth — with
/// `content` a ``ViewValue``: each modifier on it that has a preset effect of the same meaning
/// becomes that effect, and any other is refused at its own place, so the message points at the
/// line to change rather than at the `.transition(…)` that led there.
extension Evaluation {
    /// `T(arguments)` for a struct or class the files declare, made with its memberwise
    /// initializer: arguments by label in the order the properties are declared, defaults taken,
    /// a `let` with a value not a parameter. A `Transition` conformer is a transition at once.
    func construct(_ type: TypeDeclaration, _ arguments: [Argument], in scope: inout Scope,
                   at location: CodeLocation) throws(EvaluationError) -> Value {
        guard !type.hasInitializer else {
            throw EvaluationError(.unsupported, at: location, "'\(type.name)' declares its own init (\(type.location.fileAndLine)); "
                                  + "MotionReel makes a type with its memberwise initializer only")
        }
        var properties: [String: Value] = [:]
        var remaining = arguments[...]
        var defaulted: [Declaration] = []
        for property in type.storedProperties {
            guard case .stored(let isConstant, _, _, let initial) = property.kind else { continue }
            if isConstant, initial != nil {
                defaulted.append(property)
            } else if let argument = remaining.first, argument.label == property.name {
                properties[property.name] = try evaluate(argument.value, in: &scope,
                                                         expecting: TypeHint.named(property.type, in: code))
                remaining = remaining.dropFirst()
            } else if initial != nil || property.isWrapped {
                defaulted.append(property)
            } else {
                let parameters = type.storedProperties.filter(\.isMemberwiseParameter).map { "\($0.name):" }.joined()
                throw EvaluationError(.invalid, at: location, "\(type.name)(…) needs '\(property.name):' here "
                                      + "(its memberwise initializer is \(type.name)(\(parameters)))")
            }
        }
        if let extra = remaining.first {
            throw EvaluationError(.invalid, at: extra.value.location, "\(type.name)(…) has no parameter for this argument"
                                  + (extra.label.map { " ('\($0):')" } ?? "") + "; its memberwise initializer takes its "
                                  + "stored properties by name, in the order they are declared")
        }
        // Property initializers cannot read the instance: they are evaluated as static code.
        for property in defaulted {
            if case .stored(_, _, _, let initial?) = property.kind {
                var defaultScope = Scope(owner: type.name, isStatic: true)
                properties[property.name] = try evaluate(initial, in: &defaultScope,
                                                         expecting: TypeHint.named(property.type, in: code))
            } else {
                properties[property.name] = try value(of: property, at: location, expecting: nil)
            }
        }
        if code.conforms(type.name, to: "Transition") {
            return .transition(try phases(of: type.name, properties, at: location))
        }
        return .instance(type: type.name, properties: properties)
    }

    /// `.modifier(active: A, identity: I)`. Apple: the transition is "defined between an active
    /// modifier and an identity modifier" — the view is inserted from A and removed to A, and rests
    /// with I applied. So A gives the effects of both sides, and I must leave the view at rest.
    func modifierTransition(_ arguments: [Argument], in scope: inout Scope,
                            at location: CodeLocation) throws(EvaluationError) -> Value {
        let call = CallArguments(arguments: try evaluated(arguments, in: &scope, signature: [:]),
                                 call: ".modifier(active:identity:)", location: location)
        let matched = try call.match(["active", "identity"])
        guard let active = matched[0], let identity = matched[1] else {
            throw EvaluationError(.invalid, at: location, ".modifier(active:identity:) needs both 'active:' and 'identity:'")
        }
        let effects = try Self.effects(try modifierEffects(active, "active"))
        try rest(try modifierEffects(identity, "identity"), in: "the identity side, \(identity.text),", at: identity.location)
        return .transition(TransitionValue(parts: [.init(insertion: effects, removal: effects, animation: nil)]))
    }

    /// A custom `Transition`'s effects: its body at `.willAppear` for insertion and at
    /// `.didDisappear` for removal (which may differ: that is what the phase is for); at
    /// `.identity` it must leave the view at rest — Apple: "the transition's view modifications
    /// in the identity phase will be applied to the view as long as it is visible".
    func phases(of type: String, _ properties: [String: Value], at location: CodeLocation) throws(EvaluationError) -> TransitionValue {
        let insertion = try body(of: type, properties, phase: "willAppear", at: location)
        let removal = try body(of: type, properties, phase: "didDisappear", at: location)
        try rest(try body(of: type, properties, phase: "identity", at: location), in: "\(type).body at phase .identity", at: nil)
        return TransitionValue(parts: [.init(insertion: try Self.effects(insertion), removal: try Self.effects(removal),
                                             animation: nil)])
    }

    /// The modifiers the body of `type` applies to `content` (at `phase`, for a `Transition`).
    private func body(of type: String, _ properties: [String: Value], phase: String?,
                      at location: CodeLocation) throws(EvaluationError) -> [ViewEffect] {
        guard let declaration = code.member("body", of: type, isStatic: false, preferring: homeFile).first(where: Self.isFunction),
              case .function(let parameters, let body) = declaration.kind else {
            throw EvaluationError(.unsupported, at: location, "'\(type)' has no body(content:) function MotionReel can read")
        }
        var locals = properties
        for parameter in parameters {
            switch (parameter.label, phase) {
            case ("content"?, _):
                locals[parameter.name] = .view(ViewValue(body: "\(type).body"))
            case ("phase"?, let phase?):
                locals[parameter.name] = .enumCase(type: TransitionPhaseVocabulary.typeName, name: phase)
            default:
                throw EvaluationError(.unsupported, at: declaration.location, "\(type).body has a parameter "
                                      + "'\(parameter.label ?? parameter.name)' SwiftUI does not pass here; a ViewModifier's "
                                      + "body takes (content:), a Transition's (content:phase:)")
            }
        }
        let result = try call(declaration, body: body, locals: locals, selfValue: .instance(type: type, properties: properties),
                              expecting: nil, at: location)
        guard case .view(let shown) = result else {
            throw EvaluationError(.invalid, at: declaration.location, "\(type).body gives \(result.description), not its "
                                  + "content with modifiers")
        }
        return shown.modifiers
    }

    private func modifierEffects(_ argument: EvaluatedArgument, _ label: String) throws(EvaluationError) -> [ViewEffect] {
        guard case .instance(let type, let properties) = argument.value else {
            throw EvaluationError(.invalid, at: argument.location, "'\(label):' must be a ViewModifier the linked files "
                                  + "declare, found \(argument.value.description)")
        }
        guard code.conforms(type, to: "ViewModifier") else {
            let place = code.type(type, preferring: homeFile).map { " (declared at \($0.location))" } ?? ""
            throw EvaluationError(.invalid, at: argument.location, "'\(type)'\(place) is not a ViewModifier; "
                                  + ".modifier(active:identity:) takes two values of a type that conforms to ViewModifier")
        }
        return try body(of: type, properties, phase: nil, at: argument.location)
    }

    /// The transition effects of one side's modifiers. A film scales and turns a view about one
    /// anchor, so a scale and a rotation about different points are refused, at the later one.
    private static func effects(_ modifiers: [ViewEffect]) throws(EvaluationError) -> [TransitionEffect] {
        var anchor: (point: UnitPoint, modifier: ViewEffect)?
        for modifier in modifiers where !modifier.isAtRest {
            let point: UnitPoint
            switch modifier.kind {
            case .scale(_, let p), .rotation(_, let p): point = p
            default: continue
            }
            if let first = anchor, first.point != point {
                throw EvaluationError(.unsupported, at: modifier.location, "'\(modifier.name)' works about another anchor "
                                      + "than '\(first.modifier.name)' (\(first.modifier.location.fileAndLine)); MotionReel "
                                      + "scales and turns a view about one anchor: give both the same")
            }
            anchor = anchor ?? (point, modifier)
        }
        return modifiers.compactMap(\.effect)
    }

    /// Refuses a side that should rest but does not: MotionReel films a view that ends where it
    /// rests, and a view that rests faded or offset would jump when the transition ends.
    private func rest(_ effects: [ViewEffect], in what: String, at location: CodeLocation?) throws(EvaluationError) {
        guard let moving = effects.first(where: { !$0.isAtRest }) else { return }
        throw EvaluationError(.invalid, at: location ?? moving.location, "\(what) is not at rest: its '\(moving.name)' "
                              + "(\(moving.location.fileAndLine)) leaves the view at \(moving.restless); the identity "
                              + "side of a transition is how the view looks with no transition, so it must be opacity 1, "
                              + "offset 0, scale 1, rotation 0, blur 0 and unmasked")
    }

    // MARK: Modifiers on content

    /// `content.name(arguments)` in a custom body: the modifiers with a preset effect of the same
    /// meaning, each checked against its limit; any other is refused at its own name.
    func viewModifier(_ name: String, on view: ViewValue, _ arguments: [Argument], callee: CodeExpression,
                      in scope: inout Scope) throws(EvaluationError) -> Value {
        let at = code.location(ofOffset: callee.span.offsets.upperBound - name.utf8.count, in: callee.location.file)
            ?? callee.location
        return try viewModifier(name, on: view, arguments, at: at, in: &scope)
    }

    /// `content.name(arguments)` with the modifier's name at `at`.
    func viewModifier(_ name: String, on view: ViewValue, _ arguments: [Argument], at: CodeLocation,
                      in scope: inout Scope) throws(EvaluationError) -> Value {
        if name == "clipShape" {
            var shown = view
            shown.modifiers.append(ViewEffect(try clipShape(arguments, on: view, in: &scope, at: at), name: ".clipShape(…)",
                                              location: at))
            return .view(shown)
        }
        let hints: [String?: TypeHint]
        switch name {
        case "opacity": hints = [nil: .double]
        case "offset": hints = [nil: .size, "x": .double, "y": .double]
        case "scaleEffect": hints = [nil: .double, "x": .double, "y": .double, "anchor": .unitPoint]
        case "blur": hints = ["radius": .double, "opaque": .boolean]
        case "rotationEffect": hints = [nil: .angle, "anchor": .unitPoint]
        default:
            throw EvaluationError(.unsupported, at: at, "'.\(name)(…)' in \(view.body) is not a transition effect MotionReel "
                                  + "can film; it films \(Self.filmedModifiers)")
        }
        let args = CallArguments(arguments: try evaluated(arguments, in: &scope, signature: hints),
                                 call: ".\(name)(…)", location: at)
        let kind: ViewEffect.Kind
        switch name {
        case "opacity":
            kind = .opacity(try args.number(try args.match([nil])[0], "opacity", in: CallArguments.unit))
        case "offset":
            if let size = args.arguments.first, size.label == nil {
                _ = try args.match([nil])
                let (width, height) = try Self.size(size, args)
                kind = .offset(x: width, y: height)
            } else {
                let matched = try args.match(["x", "y"])
                kind = .offset(x: try args.number(matched[0], "x", default: 0, in: CallArguments.position),
                               y: try args.number(matched[1], "y", default: 0, in: CallArguments.position))
            }
        case "scaleEffect":
            kind = try Self.scale(args)
        case "rotationEffect":
            let matched = try args.match([nil, "anchor"])
            guard let angle = matched[0], case .angle(let degrees) = angle.value else {
                throw EvaluationError(.invalid, at: matched[0]?.location ?? at, ".rotationEffect(_:anchor:) takes an Angle "
                                      + "(.degrees(90), .radians(.pi)), found \(matched[0]?.value.description ?? "none")")
            }
            kind = .rotation(degrees, anchor: try TransitionVocabulary.anchor(matched[1], args))
        default:
            let matched = try args.match(["radius", "opaque"])
            guard try !args.bool(matched[1], "opaque", default: false) else {
                throw EvaluationError(.unsupported, at: matched[1]?.location ?? at, "'.blur(radius:opaque: true)' is not "
                                      + "filmed: MotionReel's blur is transparent at the edges (opaque: false)")
            }
            kind = .blur(radius: try args.number(matched[0], "radius", in: CallArguments.blurRadius))
        }
        var shown = view
        shown.modifiers.append(ViewEffect(kind, name: ".\(name)(…)", location: at))
        return .view(shown)
    }

    private static let anyFinite = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude

    static let filmedModifiers = ".opacity, .offset, .scaleEffect, .rotationEffect, .blur and .clipShape"

    /// `.scaleEffect(s, anchor:)`, `.scaleEffect(CGSize, anchor:)` or `.scaleEffect(x:y:anchor:)`:
    /// one factor for both axes, as a transition's `{ scale: … }` is.
    private static func scale(_ args: CallArguments) throws(EvaluationError) -> ViewEffect.Kind {
        let factors = try scaleFactors(args)
        guard factors.x == factors.y else {
            throw EvaluationError(.unsupported, at: args.location, "this scales x by \(CallArguments.format(factors.x)) and y by "
                                  + "\(CallArguments.format(factors.y)); a transition's scale is one factor for both axes")
        }
        return .scale(factors.x, anchor: try TransitionVocabulary.anchor(factors.anchor, args))
    }

    /// The factors of a `.scaleEffect` as written: one number for both axes (`uniform`), or a
    /// `CGSize` or `x:`/`y:` (the axes written: `.scaleEffect(y: 0.6)` scales y alone), each
    /// checked: never negative (that mirrors the view), at most ``CallArguments/scale``.
    static func scaleFactors(_ args: CallArguments) throws(EvaluationError)
        -> (x: Double, y: Double, uniform: Bool, axes: Set<String>, anchor: EvaluatedArgument?) {
        let x: Double, y: Double, anchorArgument: EvaluatedArgument?
        var uniform = false
        var axes: Set<String> = ["x", "y"]
        if let first = args.arguments.first, first.label == nil {
            let matched = try args.match([nil, "anchor"])
            if case .size = first.value {
                (x, y) = try size(first, args)
            } else {
                x = try args.number(matched[0], "scale", in: Self.anyFinite)
                y = x
                uniform = true
            }
            anchorArgument = matched[1]
        } else {
            let matched = try args.match(["x", "y", "anchor"])
            let range = Self.anyFinite
            x = try args.number(matched[0], "x", default: 1, in: range)
            y = try args.number(matched[1], "y", default: 1, in: range)
            axes = Set(["x", "y"].filter { label in args.arguments.contains { $0.label == label } })
            anchorArgument = matched[2]
        }
        for factor in [x, y] {
            // Checked here rather than by range, so a negative scale and a large one each get their own words.
            guard factor >= 0 else {
                throw EvaluationError(.unsupported, at: args.location, "a negative scale (\(CallArguments.format(factor))) "
                                      + "mirrors the view, which MotionReel does not film")
            }
            guard CallArguments.scale.contains(factor) else {
                throw EvaluationError(.invalid, at: args.location, "a scale must be at most "
                                      + "\(CallArguments.format(CallArguments.scale.upperBound)), found \(CallArguments.format(factor))")
            }
        }
        return (x, y, uniform, axes, anchorArgument)
    }

    private static func size(_ argument: EvaluatedArgument, _ args: CallArguments) throws(EvaluationError) -> (Double, Double) {
        guard case .size(let width, let height) = argument.value else {
            throw EvaluationError(.invalid, at: argument.location, "\(args.call) takes a CGSize or numbers, found "
                                  + argument.value.description)
        }
        return (width, height)
    }
}

extension Declaration {
    /// Whether the property has a property wrapper (`@State`, `@Environment`), which initializes it.
    var isWrapped: Bool {
        if case .stored(_, let wrapper?, _, _) = kind { return !wrapper.isEmpty }
        return false
    }

    /// Whether the memberwise initializer takes it: every stored property but a `let` with a value.
    var isMemberwiseParameter: Bool {
        if case .stored(let isConstant, _, _, let initial) = kind { return !(isConstant && initial != nil) }
        return false
    }
}
