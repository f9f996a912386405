import Foundation
import Motion

/// Calls: the files' own functions, SwiftUI's static functions and methods, and initializers.
extension Evaluation {
    func call(_ callee: CodeExpression, _ arguments: [Argument], in scope: inout Scope, at location: CodeLocation,
              expecting hint: TypeHint?) throws(EvaluationError) -> Value {
        switch callee.unparenthesized.kind {
        case .implicitMember(let name):
            return try implicitCall(name, arguments, in: &scope, at: location, expecting: hint)
        case .member(let base, let name):
            // `Type.f(…)`, `self.f(…)`, or a method of a value (`.delay`, `.combined`).
            if case .name(let written) = base.unparenthesized.kind, written == "self" || written == "Self",
               let declaration = code.member(name, of: scope.owner, preferring: homeFile).first(where: Self.isFunction) {
                return try callDeclaration(declaration, arguments, in: &scope, at: location, expecting: hint)
            }
            // `proxy.scrollTo(id, anchor: .top)`: where it scrolls to (``ScrollTarget``); the proxy is SwiftUI's.
            if name == "scrollTo", let id = arguments.first, id.label == nil {
                var point: UnitPoint?
                if let written = arguments.value(labelled: "anchor"),
                   case .unitPoint(let p) = try evaluate(written, in: &scope, expecting: .optional(.unitPoint)) {
                    point = p
                }
                return ScrollTarget.value(id: try evaluate(id.value, in: &scope, expecting: nil), anchor: point)
            }
            // An implicit member chain (`.move(edge: e).combined(with: .opacity)`) takes the
            // type the context expects for the whole chain, as Swift infers it.
            let baseValue = try evaluate(base, in: &scope, expecting: base.isImplicitMemberChain ? hint : nil)
            if case .type(let type) = baseValue {
                return try staticCall(name, of: type, arguments, in: &scope, at: location, expecting: hint)
            }
            if case .array(let items) = baseValue {
                // `reasons.contains(.placeholder)`: an empty collection holds nothing, whatever is asked.
                if name == "contains", arguments.count == 1, arguments[0].label == nil {
                    guard !items.isEmpty else { return .boolean(false) }
                    let element = try evaluate(arguments[0].value, in: &scope, expecting: items.first.flatMap(Self.hint(of:)))
                    for item in items where try Self.equal(item, element, at: arguments[0].value.location, code: code) {
                        return .boolean(true)
                    }
                    return .boolean(false)
                }
                return try arrayMethod(name, of: items, arguments, in: &scope, at: location, expecting: hint)
            }
            if case .view(let view) = baseValue {
                // `content.blur(radius: radius)` in a custom modifier's or transition's body.
                return try viewModifier(name, on: view, arguments, callee: callee, in: &scope)
            }
            return try Vocabulary.method(name, of: baseValue, arguments: try evaluated(arguments, in: &scope,
                                                                                   signature: Vocabulary.methodHints(name, of: baseValue)),
                                         at: location, evaluation: self)
        case .name(let name):
            if scope.local(name) != nil {
                throw EvaluationError(.unsupported, at: location, "calling the local '\(name)' is not evaluated")
            }
            if let color = try dynamicColor(name, arguments, in: &scope, at: location) { return color }
            // `Self(red:green:blue:)` in `extension Color`: the extended type's initializer.
            if name == "Self", let owner = scope.owner, owner != "Self" {
                return try call(CodeExpression(.name(owner), span: callee.span), arguments, in: &scope, at: location, expecting: hint)
            }
            let visible = code.member(name, of: scope.owner, preferring: homeFile).filter { !scope.isStatic || $0.isStatic } + code.member(name, of: nil, preferring: homeFile)
            if let declaration = visible.first(where: Self.isFunction) {
                return try callDeclaration(declaration, arguments, in: &scope, at: location, expecting: hint)
            }
            if let type = code.type(name, preferring: homeFile), [.struct, .class].contains(type.kind) {
                // A type of the app's own: a custom ViewModifier or Transition, or plain data.
                return try construct(type, arguments, in: &scope, at: location)
            }
            if Vocabulary.isTypeName(name) || code.enumeration(name) != nil {
                return try Vocabulary.initializer(name, arguments: try evaluated(arguments, in: &scope,
                                                                                 signature: Vocabulary.initializerHints(name)),
                                                  at: location, evaluation: self)
            }
            if let type = Vocabulary.extendedType(scope.owner) {
                // `move(edge: .bottom)` in `extension AnyTransition`: SwiftUI's own static member.
                return try staticCall(name, of: type, arguments, in: &scope, at: location, expecting: hint)
            }
            if name == "withAnimation" || name == "withTransaction" {
                throw EvaluationError(.unsupported, at: location, "'\(name)' runs code; it is a site of its own, not a value")
            }
            throw EvaluationError(.unsupported, at: location, "'\(name)(…)' is not declared in the given files and is not "
                                  + "SwiftUI MotionReel knows; add the file that declares it to the link's swift: list")
        default:
            throw EvaluationError(.unsupported, at: location, "this call is not evaluated")
        }
    }

    static func isFunction(_ declaration: Declaration) -> Bool {
        if case .function = declaration.kind { return true }
        return false
    }

    /// `.name(…)` where the context says which type's static function it is.
    func implicitCall(_ name: String, _ arguments: [Argument], in scope: inout Scope, at location: CodeLocation,
                      expecting hint: TypeHint?) throws(EvaluationError) -> Value {
        let type: String
        switch hint?.wrapped {
        case .animation?: type = "Animation"
        case .transition?: type = "AnyTransition"
        case .unitPoint?: type = "UnitPoint"
        case .size?: type = "CGSize"
        case .angle?: type = "Angle"
        case .enumeration(let type)?:
            if let made = payloadCase(name, of: type) { return made }
            throw EvaluationError(.unsupported, at: location, "'.\(name)(…)' of \(type) is not a case of it with associated values "
                                  + "or a static function MotionReel evaluates")
        default:
            throw EvaluationError(.invalid, at: location, "cannot tell which type '.\(name)(…)' belongs to here; "
                                  + "write the type (Animation.\(name) or AnyTransition.\(name))")
        }
        return try staticCall(name, of: type, arguments, in: &scope, at: location, expecting: hint)
    }

    /// `.display(items: list, more: true)` of an enum with that case: the case — what a `switch` or a
    /// pattern over it tells apart —, its payload not kept (nothing the catalogue films reads it).
    func payloadCase(_ name: String, of type: String) -> Value? {
        guard let found = code.enumeration(type)?.cases.first(where: { $0.name == name }), found.hasAssociatedValues else { return nil }
        return .enumCase(type: type, name: name)
    }

    /// `Type.name(…)`: the files' own static functions first, then SwiftUI's.
    func staticCall(_ name: String, of type: String, _ arguments: [Argument], in scope: inout Scope,
                    at location: CodeLocation, expecting hint: TypeHint?) throws(EvaluationError) -> Value {
        if let made = payloadCase(name, of: type) { return made }
        for owner in Vocabulary.owners(of: type) {
            if let declaration = code.member(name, of: owner, isStatic: true, preferring: homeFile).first(where: Self.isFunction) {
                return try callDeclaration(declaration, arguments, in: &scope, at: location, expecting: hint)
            }
        }
        if name == "modifier", Vocabulary.extendedType(type) == "AnyTransition" {
            return try modifierTransition(arguments, in: &scope, at: location)
        }
        // Refused before its arguments are evaluated, so the message names this call.
        let labels = arguments.map(\.label)
        try Vocabulary.refuse(name, of: type, labels: labels, at: location)
        let hints = Vocabulary.staticHints(name, of: type, labels: labels)
        return try Vocabulary.staticMember(name, of: type, arguments: try evaluated(arguments, in: &scope, signature: hints),
                                           at: location, evaluation: self)
    }

    /// Calls a function declared in the files: arguments matched to parameters by label, in
    /// order, parameters left out taking their defaults.
    func callDeclaration(_ declaration: Declaration, _ arguments: [Argument], in scope: inout Scope,
                         at location: CodeLocation, expecting hint: TypeHint?) throws(EvaluationError) -> Value {
        guard case .function(let parameters, let body) = declaration.kind else {
            throw EvaluationError(.unsupported, at: location, "'\(declaration.name)' is not a function")
        }
        var locals: [String: Value] = [:]
        var remaining = arguments[...]
        var calleeScope = Scope(owner: declaration.owner, isStatic: declaration.isStatic)
        for parameter in parameters {
            let type = TypeHint.named(parameter.type, in: code)
            if let argument = remaining.first, argument.label == parameter.label {
                locals[parameter.name] = try evaluate(argument.value, in: &scope, expecting: type)
                remaining = remaining.dropFirst()
            } else if let defaultValue = parameter.defaultValue {
                locals[parameter.name] = try evaluate(defaultValue, in: &calleeScope, expecting: type)
            } else {
                let label = parameter.label.map { "'\($0):'" } ?? "an unlabelled argument"
                throw EvaluationError(.invalid, at: location, "\(declaration.qualifiedName) needs \(label) here")
            }
        }
        if let extra = remaining.first {
            throw EvaluationError(.invalid, at: extra.value.location,
                                  "\(declaration.qualifiedName) has no parameter for this argument"
                                  + (extra.label.map { " ('\($0):')" } ?? ""))
        }
        return try call(declaration, body: body, locals: locals, expecting: TypeHint.named(declaration.type, in: code) ?? hint,
                        at: location)
    }

    /// Arguments evaluated with the hints of the signature they are matched to (by label).
    func evaluated(_ arguments: [Argument], in scope: inout Scope,
                   signature hints: [String?: TypeHint]) throws(EvaluationError) -> [EvaluatedArgument] {
        var result: [EvaluatedArgument] = []
        for (index, argument) in arguments.enumerated() {
            let hint = hints[argument.label] ?? hints["#\(index)"]
            result.append(EvaluatedArgument(label: argument.label,
                                            value: try evaluate(argument.value, in: &scope, expecting: hint),
                                            location: argument.value.location,
                                            text: code.text(of: argument.value.span)))
        }
        return result
    }
}

/// An argument after evaluation, with where it was written.
public struct EvaluatedArgument: Sendable, Hashable {
    public var label: String?
    public var value: Value
    public var location: CodeLocation
    public var text: String
}
