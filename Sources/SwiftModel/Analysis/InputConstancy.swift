import Foundation

/// Whether a view's input is fixed for as long as the view is shown: every place that creates the
/// view passes a value nothing changes.
///
/// SwiftUI gives a child a new input only when its parent's body runs again with a different
/// value, so an input moves only when some creator passes something that changes — a state, a
/// binding, a model's property. A value is fixed when it evaluates with nothing bound (a literal, a
/// constant), or when every name it reads is fixed in turn: a parameter of the function that
/// creates the view (`navigationStyle(navPresentationStyle:)`, an extension's view builder) that
/// every call of that function passes fixed, or an input of the creating view (`let`, not a
/// `@Binding`) that every creation of that view passes fixed. Followed `maximumDepth` levels, each
/// place once.
public enum InputConstancy {
    static let maximumDepth = 6

    /// The app's creations of `view` (not its own, not a preview's) that pass `property`: what
    /// decides whether the input changes on screen.
    public static func creations(passing property: String, of view: String, code: CodeBase) -> [ViewInputs.Creation] {
        (code.creations[view] ?? []).filter {
            $0.creator != view && ViewInputs.argument(for: property, in: $0, of: view, code: code) != nil
                && !ViewInputs.isPreview($0.creator, code: code)
        }
    }

    /// Whether every creation of `view` that passes `property` passes a fixed value; nil when none passes it.
    public static func isFixed(_ property: String, of view: String, code: CodeBase) -> Bool? {
        var visiting = Set<String>()
        return isFixed(property, of: view, code: code, depth: 0, visiting: &visiting)
    }

    private static func isFixed(_ property: String, of view: String, code: CodeBase, depth: Int,
                                 visiting: inout Set<String>) -> Bool? {
        let creations = creations(passing: property, of: view, code: code)
        guard !creations.isEmpty else { return nil }
        guard depth < maximumDepth, visiting.insert("\(view).\(property)").inserted else { return true }
        let hint = code.storedProperty(property, owner: view).flatMap { TypeHint.named($0.type, in: code) }
        return creations.allSatisfy { creation in
            guard let argument = ViewInputs.argument(for: property, in: creation, of: view, code: code) else { return true }
            return isFixed(argument.value, in: creation.creator, at: creation.location, hint: hint, code: code, depth: depth,
                           visiting: &visiting)
        }
    }

    /// Whether `value`, written in `owner` at `location`, is fixed.
    static func isFixed(_ value: CodeExpression, in owner: String, at location: CodeLocation, hint: TypeHint?, code: CodeBase,
                        depth: Int, visiting: inout Set<String>) -> Bool {
        if code.text(of: value.span).contains("$") { return false }
        if (try? Evaluation(code: code, bindings: Bindings()).evaluate(value, owner: owner, expecting: hint)) != nil { return true }
        let function = member(of: owner, at: location, code: code).flatMap { declaration in
            if case .function = declaration.kind { declaration } else { nil }
        }
        let parameters: [Parameter] = if case .function(let parameters, _)? = function?.kind { parameters } else { [] }
        // A type's name (`Color.hex(…)`, `Style.modal`) is no state.
        guard let read = names(in: value) else { return false }
        for name in read where name.first?.isUppercase != true {
            if let parameter = parameters.first(where: { $0.name == name }), let function {
                // A parameter: fixed when every call of the function passes it fixed (or leaves its default).
                guard visiting.insert("\(owner).\(function.name)(\(name))").inserted else { continue }
                guard depth + 1 < maximumDepth else { return false }
                let calls = code.modifierPlaces().filter { $0.place.call.name == function.name }
                // A function nothing in the folder calls (a public modifier other modules use) may be
                // passed anything: not known to be fixed.
                guard !calls.isEmpty else { return false }
                for call in calls {
                    guard let passed = call.place.call.arguments.first(where: { $0.label == parameter.label }) else { continue }
                    guard isFixed(passed.value, in: call.owner, at: call.place.location, hint: nil, code: code, depth: depth + 1,
                                  visiting: &visiting) else { return false }
                }
                continue
            }
            // An input of the creating view: fixed when its own creators pass it fixed.
            if let declaration = code.storedProperty(name, owner: owner), ViewInputs.isInput(declaration),
               case .stored(_, nil, _, _) = declaration.kind {
                guard isFixed(name, of: owner, code: code, depth: depth + 1, visiting: &visiting) == true else { return false }
                continue
            }
            // A closure's parameter or a local (`item` of `ForEach(items) { item in Row(title: item.title) }`):
            // one value for the life of the view it creates — SwiftUI makes another view for another row.
            // A local is as fixed as what it is given (`let shouldDisable = … viewModel.finalStatus …` is not).
            if code.member(name, of: owner, preferring: location.file).isEmpty, code.member(name, of: nil, preferring: location.file).isEmpty,
               let binding = binding(of: name, at: location, in: owner, code: code) {
                guard case .local(let value?) = binding else { continue }
                guard visiting.insert("\(owner).\(name)@\(location.line)").inserted else { continue }
                guard isFixed(value, in: owner, at: location, hint: nil, code: code, depth: depth + 1, visiting: &visiting)
                else { return false }
                continue
            }
            return false
        }
        return true
    }

    /// The member of `owner` whose lines hold `location`.
    private static func member(of owner: String, at location: CodeLocation, code: CodeBase) -> Declaration? {
        code.members(of: owner).first { declaration in
            let start = declaration.span.start
            guard start.file == location.file, start.line <= location.line else { return false }
            return location.line <= start.line + code.text(of: declaration.span).reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        }
    }

    /// A name bound in a member's code: a closure's parameter or a loop's variable (one value per
    /// view it creates), or a local with the value it is given.
    private enum Bound {
        case parameter
        case local(CodeExpression?)
    }

    /// How `name` is bound in the member of `owner` that holds `location`: a closure's parameter or
    /// a loop's variable (no value: one per view it creates), or a local with the value it is given;
    /// nil when it is neither.
    private static func binding(of name: String, at location: CodeLocation, in owner: String,
                                code: CodeBase) -> Bound? {
        guard let member = member(of: owner, at: location, code: code) else { return nil }
        switch member.kind {
        case .computed(let body), .function(_, let body?): return binding(of: name, in: body)
        default: return nil
        }
    }

    private static func binding(of name: String, in block: Block) -> Bound? {
        for statement in block.statements {
            switch statement.kind {
            case .variable(let variable, _, _, let value):
                if variable == name { return .local(value) }
                if let value, let found = binding(of: name, in: value) { return found }
            case .loop(let variable, _) where variable == name:
                return .parameter
            case .expression(let e), .returnValue(let e?):
                if let found = binding(of: name, in: e) { return found }
            default:
                break
            }
            for inner in statement.innerBlocks { if let found = binding(of: name, in: inner) { return found } }
        }
        return nil
    }

    private static func binding(of name: String, in expression: CodeExpression) -> Bound? {
        switch expression.kind {
        case .closure(let closure): return closure.parameters.contains(name) ? .parameter : binding(of: name, in: closure.body)
        case .call(let callee, let arguments):
            if let found = binding(of: name, in: callee) { return found }
            for argument in arguments { if let found = binding(of: name, in: argument.value) { return found } }
            return nil
        case .member(let base, _): return binding(of: name, in: base)
        default: return nil
        }
    }

    /// The names an expression reads: `x`, and `self.x` as `x`; nil when it holds code whose
    /// reads are not followed here (a closure — `Binding(get: { state?.menu }, set: …)` — or an
    /// `if`/`switch` expression), which is then not known to be fixed.
    private static func names(in expression: CodeExpression) -> [String]? {
        func all(_ parts: [CodeExpression]) -> [String]? {
            var found: [String] = []
            for part in parts {
                guard let names = names(in: part) else { return nil }
                found += names
            }
            return found
        }
        switch expression.kind {
        case .name(let name): return name == "self" ? [] : [name]
        case .member(let base, let name):
            if case .name("self") = base.unparenthesized.kind { return [name] }
            return names(in: base)
        case .call(let callee, let arguments), .subscriptCall(let callee, let arguments):
            return all([callee] + arguments.map(\.value))
        case .prefix(_, let operand), .postfix(_, let operand): return names(in: operand)
        case .binary(_, let a, let b): return all([a, b])
        case .ternary(let c, let a, let b): return all([c, a, b])
        case .tuple(let elements): return all(elements.map(\.value))
        case .array(let elements): return all(elements)
        case .closure, .ifExpression, .switchExpression, .unsupported: return nil
        case .integer, .float, .boolean, .string, .nilLiteral, .implicitMember, .keyPath: return []
        }
    }

    /// The value a `Bool` input always has while its view is shown, when every creation passes a
    /// state (`$isAnimating` or `isAnimating`) and makes the view only inside an `if` on that same
    /// state (`if isAnimating { ShirtView(itemAdded: $isAnimating) }`: always true inside): the
    /// creations, with that value. Nil when any creation is not so.
    public static func heldWhileShown(_ property: String, of view: String, code: CodeBase) -> (value: Bool, creations: [ViewInputs.Creation])? {
        let creations = creations(passing: property, of: view, code: code)
        guard !creations.isEmpty else { return nil }
        var held: Bool?
        for creation in creations {
            guard let argument = ViewInputs.argument(for: property, in: creation, of: view, code: code),
                  let state = stateName(argument.value), let tree = code.viewTree(of: creation.creator),
                  let value = condition(on: state, around: creation.location, in: tree), held == nil || held == value else { return nil }
            held = value
        }
        return held.map { ($0, creations) }
    }

    /// `isOn`, `$isOn`, `self.isOn`: the state a binding or value passes.
    private static func stateName(_ expression: CodeExpression) -> String? {
        Evaluation.namePath(expression).map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }
    }

    /// What `state` is wherever the view rooted at `location` is shown: true inside `if state`'s
    /// first branch (false inside its `else`, the other way round for `if !state`); nil elsewhere.
    private static func condition(on state: String, around location: CodeLocation, in node: ViewNode) -> Bool? {
        if case .conditional(let statement) = node.kind, case .ifStatement(let branch) = statement.kind,
           branch.conditions.count == 1, case .expression(let written) = branch.conditions[0] {
            var positive: Bool?
            if stateName(written) == state { positive = true }
            if case .prefix("!", let operand) = written.unparenthesized.kind, stateName(operand) == state { positive = false }
            if let positive {
                for (index, child) in node.children.enumerated() where child.all.contains(where: { $0.location == location }) {
                    return index == 0 ? positive : !positive
                }
            }
        }
        for child in node.children {
            if let found = condition(on: state, around: location, in: child) { return found }
        }
        return nil
    }
}
