import Foundation
import Motion

/// Expressions: literals, names, members, calls, operators.
extension Evaluation {
    func evaluate(_ expression: CodeExpression, in scope: inout Scope, expecting hint: TypeHint?) throws(EvaluationError) -> Value {
        try enter(at: expression.location)
        defer { leave() }
        let at = expression.location
        switch expression.kind {
        case .integer(let n):
            switch hint?.wrapped {
            case .double?: return .double(Double(n))
            default: return .integer(n)
            }
        case .float(let x):
            guard x.isFinite else { throw EvaluationError(.invalid, at: at, "this number is too large") }
            return .double(x)
        case .boolean(let b):
            return .boolean(b)
        case .string(let s):
            return .string(s)
        case .nilLiteral:
            return .none
        case .name(let name):
            return try resolve(name, in: &scope, at: at, expecting: hint)
        case .implicitMember(let name):
            return try implicitMember(name, expecting: hint, at: at)
        case .member(let base, let name):
            // `Step?.none`: an Optional's nil, written through its type.
            if expression.optionalNoneType != nil { return .none }
            return try member(name, of: base, in: &scope, at: at, expecting: hint)
        case .call(let callee, let arguments):
            return try call(callee, arguments, in: &scope, at: at, expecting: hint)
        case .prefix(let op, let operand):
            return try prefix(op, operand, in: &scope, at: at, expecting: hint)
        case .postfix(let op, let operand):
            if op == "..." {
                return .range(lower: try number(operand, in: &scope, what: "a range's bound"), upper: nil, closed: true)
            }
            if op == "!" {
                let value = try evaluate(operand, in: &scope, expecting: hint.map { .optional($0) })
                guard value != .none else {
                    throw EvaluationError(.invalid, at: at, "'\(code.text(of: operand.span))' is nil here, and '!' "
                                          + "would crash the app")
                }
                return value
            }
            throw EvaluationError(.unsupported, at: at, "the postfix operator '\(op)' is not evaluated")
        case .binary(let op, let lhs, let rhs):
            return try binary(op, lhs, rhs, in: &scope, at: at, expecting: hint)
        case .ternary(let condition, let yes, let no):
            return try bool(condition, in: &scope, what: "the condition of '?:'")
                ? try evaluate(yes, in: &scope, expecting: hint) : try evaluate(no, in: &scope, expecting: hint)
        case .tuple(let elements):
            guard elements.count == 1, elements[0].label == nil else {
                throw EvaluationError(.unsupported, at: at, "tuples are not evaluated; MotionReel evaluates single values")
            }
            return try evaluate(elements[0].value, in: &scope, expecting: hint)
        case .closure:
            throw EvaluationError(.unsupported, at: at, "a closure is not a transition or an animation; "
                                  + "MotionReel evaluates the value, not code that runs later")
        case .ifExpression(let branch):
            guard let (block, bound) = try chooseBranch(branch, in: &scope) else {
                throw EvaluationError(.invalid, at: at, "this 'if' has no 'else', so it has no value when its condition is false")
            }
            scope.frames.append(bound)
            defer { scope.frames.removeLast() }
            return try blockValue(block, in: &scope, expecting: hint, at: at)
        case .switchExpression(let choice):
            let (block, bound) = try chooseCase(choice, in: &scope, at: at)
            scope.frames.append(bound)
            defer { scope.frames.removeLast() }
            return try blockValue(block, in: &scope, expecting: hint, at: at)
        case .keyPath:
            throw EvaluationError(.unsupported, at: at, "a key path is not evaluated here")
        case .array(let elements):
            guard elements.count <= Self.maximumArrayCount else {
                throw EvaluationError(.invalid, at: at, "an array of \(elements.count) elements; MotionReel evaluates at most "
                                      + "\(Self.maximumArrayCount)")
            }
            var element = hint?.wrapped
            if case .array(let inner)? = element { element = inner } else { element = nil }
            var items: [Value] = []
            for written in elements { items.append(try evaluate(written, in: &scope, expecting: element)) }
            return .array(items)
        case .subscriptCall(let base, let arguments):
            return try subscriptValue(base, arguments, in: &scope, at: at, expecting: hint)
        case .unsupported(let what):
            throw EvaluationError(.unsupported, at: at, "\(what) is not evaluated; MotionReel evaluates literals, "
                                  + "names, calls, operators, if, guard and switch (docs/from-code.md)")
        }
    }

    // MARK: Helpers that want a kind of value

    func bool(_ expression: CodeExpression, in scope: inout Scope, what: String) throws(EvaluationError) -> Bool {
        let value = try evaluate(expression, in: &scope, expecting: .boolean)
        guard case .boolean(let b) = value else {
            throw EvaluationError(.invalid, at: expression.location, "\(what) must be a Bool, found \(value.description)")
        }
        return b
    }

    func number(_ expression: CodeExpression, in scope: inout Scope, what: String) throws(EvaluationError) -> Double {
        let value = try evaluate(expression, in: &scope, expecting: .double)
        guard let x = value.number, x.isFinite else {
            throw EvaluationError(.invalid, at: expression.location, "\(what) must be a number, found \(value.description)")
        }
        return x
    }

    /// The value of a one-expression block (a branch of an `if` or `switch` expression).
    func blockValue(_ block: Block, in scope: inout Scope, expecting hint: TypeHint?,
                    at location: CodeLocation) throws(EvaluationError) -> Value {
        scope.frames.append([:])
        defer { scope.frames.removeLast() }
        if let result = block.implicitResult { return try evaluate(result, in: &scope, expecting: hint) }
        if case .returned(let value) = try run(block.statements, in: &scope, expecting: hint) { return value }
        throw EvaluationError(.invalid, at: location, "this branch gives no value")
    }

    // MARK: Names

    /// A bare name: a local, a bound name, a member of the type, a file-level declaration, or a type.
    func resolve(_ name: String, in scope: inout Scope, at location: CodeLocation,
                 expecting hint: TypeHint?) throws(EvaluationError) -> Value {
        if let local = scope.local(name) { return local }
        // In a custom modifier's body and its computed properties: the instance's own properties.
        if case .instance(_, let properties)? = scope.selfValue, let property = properties[name] { return property }
        if let bound = boundValue(name) { return bound }
        if name == "self", let value = scope.selfValue { return value }
        if name == "self" || name == "Self" { return .type(scope.owner ?? name) }
        let members = code.member(name, of: scope.owner, preferring: homeFile).filter { !scope.isStatic || $0.isStatic }
        if let declaration = members.first ?? code.member(name, of: nil, preferring: homeFile).first {
            if case .instance? = scope.selfValue, case .computed(let body) = declaration.kind, !declaration.isStatic {
                // A computed property of a custom modifier reads the same instance's properties.
                return try call(declaration, body: body, locals: [:], selfValue: scope.selfValue,
                                expecting: TypeHint.named(declaration.type, in: code) ?? hint, at: location)
            }
            return try value(of: declaration, at: location, expecting: hint)
        }
        if code.isTypeName(name) || !code.member(name, of: name, preferring: homeFile).isEmpty {
            return .type(name)
        }
        if let type = Vocabulary.extendedType(scope.owner) {
            // `static let pop = scale.combined(with: opacity)` in `extension AnyTransition`.
            return try staticMember(name, of: type, at: location, expecting: hint)
        }
        if name == "withAnimation" || name == "withTransaction" {
            throw EvaluationError(.unsupported, at: location, "'\(name)' runs code; it is a site of its own, not a value")
        }
        throw unbound(name, type: code.storedProperty(name)?.type, at: location)
    }

    /// `.name` with the type the context expects: an enum case, an edge, a unit point, an
    /// `Animation` or `AnyTransition` member (the files' own extensions first).
    func implicitMember(_ name: String, expecting hint: TypeHint?, at location: CodeLocation) throws(EvaluationError) -> Value {
        switch hint?.wrapped {
        case .enumeration(let type)?:
            return try staticMember(name, of: type, at: location, expecting: hint)
        case .edge?:
            if let edge = Edge(rawValue: name) { return .edge(edge) }
            throw EvaluationError(.invalid, at: location, "'.\(name)' is not an Edge (leading, trailing, top, bottom)")
        case .unitPoint?:
            return try staticMember(name, of: "UnitPoint", at: location, expecting: hint)
        case .animation?:
            return try staticMember(name, of: "Animation", at: location, expecting: hint)
        case .transition?:
            return try staticMember(name, of: "AnyTransition", at: location, expecting: hint)
        case .size?:
            return try staticMember(name, of: "CGSize", at: location, expecting: hint)
        case .angle?:
            return try staticMember(name, of: "Angle", at: location, expecting: hint)
        case .color?:
            return try staticMember(name, of: "Color", at: location, expecting: hint)
        case .double?:
            return try staticMember(name, of: "Double", at: location, expecting: hint)
        default:
            // No context: keep the name until a comparison or a parameter gives it a type.
            return .enumCase(type: nil, name: name)
        }
    }

    // MARK: Members

    /// `UIScreen.main.bounds` and its parts, on the screen films are laid out on (``screen``).
    static let screenValues: [String: Value] = [
        "UIScreen.main.bounds.width": .double(screen.width), "UIScreen.main.bounds.height": .double(screen.height),
        "UIScreen.main.bounds.size.width": .double(screen.width), "UIScreen.main.bounds.size.height": .double(screen.height),
        "UIScreen.main.bounds.size": .size(width: screen.width, height: screen.height),
        "UIScreen.main.bounds.midX": .double(screen.width / 2), "UIScreen.main.bounds.midY": .double(screen.height / 2),
        "UIScreen.main.bounds.maxX": .double(screen.width), "UIScreen.main.bounds.maxY": .double(screen.height),
    ]

    /// The most elements an array the evaluator makes holds: a film needs a few, and every
    /// number is bounded before use.
    static let maximumArrayCount = 1024

    /// The mutating methods of an array whose result the evaluator gives as the array they leave:
    /// what a state's `items.append(x)` makes it (``AssignmentAnalysis`` reads each as an
    /// assignment of that value).
    public static let arrayMutations: Set<String> = ["append", "insert", "remove", "removeAll", "removeFirst", "removeLast"]

    /// `items.append(x)`, `items.insert(x, at: i)`, `items.remove(at: i)`, `items.removeAll()`,
    /// `items.removeFirst()`, `items.removeLast()`: the array the call leaves, as Swift does it, an
    /// index outside refused where the app would crash.
    func arrayMethod(_ name: String, of items: [Value], _ arguments: [Argument], in scope: inout Scope,
                     at location: CodeLocation, expecting hint: TypeHint?) throws(EvaluationError) -> Value {
        var element: TypeHint? = nil
        if case .array(let inner)? = hint?.wrapped { element = inner }
        element = element ?? items.first.flatMap(Self.hint(of:))
        func index(_ written: CodeExpression, upTo limit: Int) throws(EvaluationError) -> Int {
            let value = try evaluate(written, in: &scope, expecting: .integer)
            guard case .integer(let i) = value, (0...limit).contains(i) else {
                throw EvaluationError(.invalid, at: written.location, "index \(value.description) is out of range: the array has "
                                      + "\(items.count) element\(items.count == 1 ? "" : "s"), and the app would crash")
            }
            return i
        }
        var result = items
        switch (name, arguments.map(\.label)) {
        case ("append", [nil]):
            result.append(try evaluate(arguments[0].value, in: &scope, expecting: element))
        case ("insert", [nil, "at"]):
            let value = try evaluate(arguments[0].value, in: &scope, expecting: element)
            result.insert(value, at: try index(arguments[1].value, upTo: items.count))
        case ("remove", ["at"]):
            guard !items.isEmpty else { throw EvaluationError(.invalid, at: location, "remove(at:) of an empty array would crash the app") }
            result.remove(at: try index(arguments[0].value, upTo: items.count - 1))
        case ("removeAll", []): result.removeAll()
        case ("removeFirst", []), ("removeLast", []):
            guard !items.isEmpty else { throw EvaluationError(.invalid, at: location, "\(name)() of an empty array would crash the app") }
            if name == "removeFirst" { result.removeFirst() } else { result.removeLast() }
        default:
            throw EvaluationError(.unsupported, at: location, "'.\(name)(…)' of an array is not evaluated (MotionReel reads append, "
                                  + "insert(_:at:), remove(at:), removeAll, removeFirst and removeLast)")
        }
        guard result.count <= Self.maximumArrayCount else {
            throw EvaluationError(.limit, at: location, "an array of more than \(Self.maximumArrayCount) elements")
        }
        return .array(result)
    }

    /// `base[index]`: an element of an array, its index an Int within it.
    func subscriptValue(_ base: CodeExpression, _ arguments: [Argument], in scope: inout Scope, at location: CodeLocation,
                        expecting hint: TypeHint?) throws(EvaluationError) -> Value {
        guard arguments.count == 1, arguments[0].label == nil else {
            throw EvaluationError(.unsupported, at: location, "a subscript with labels or several indices is not evaluated")
        }
        let array = try evaluate(base, in: &scope, expecting: hint.map { .array($0) })
        guard case .array(let items) = array else {
            throw EvaluationError(.unsupported, at: location, "a subscript of \(array.description) is not evaluated (MotionReel "
                                  + "evaluates an array's element)")
        }
        let index = try evaluate(arguments[0].value, in: &scope, expecting: .integer)
        guard case .integer(let i) = index else {
            throw EvaluationError(.invalid, at: arguments[0].value.location, "an array's index must be an Int, found \(index.description)")
        }
        guard items.indices.contains(i) else {
            throw EvaluationError(.invalid, at: location, "index \(i) is out of range: the array has \(items.count) "
                                  + "element\(items.count == 1 ? "" : "s"), and the app would crash")
        }
        return items[i]
    }

    func member(_ name: String, of base: CodeExpression, in scope: inout Scope, at location: CodeLocation,
                expecting hint: TypeHint?) throws(EvaluationError) -> Value {
        // `viewModel.isForward`: a path the preset binds as a whole.
        if let path = Self.namePath(base).map({ "\($0).\(name)" }), scope.local(path) == nil, let bound = boundValue(path) {
            return bound
        }
        // The screen a film is laid out on: an iPhone's 390 × 844 points.
        if let path = Self.namePath(base).map({ "\($0).\(name)" }), let value = Self.screenValues[path] { return value }
        let baseValue: Value
        do {
            baseValue = try evaluate(base, in: &scope, expecting: base.isImplicitMemberChain ? hint : nil)
        } catch {
            if case .unbound(let unboundName) = error.kind, let path = Self.namePath(base), path == unboundName {
                throw unbound("\(path).\(name)", type: nil, at: location)
            }
            throw error
        }
        if let type = Self.typeName(of: baseValue),
           let declaration = code.member(name, of: type, isStatic: false, preferring: homeFile).first,
           case .computed(let body) = declaration.kind {
            // A computed property the files declare on a value's type: `edge.opposite`, `tab.index`.
            return try call(declaration, body: body, locals: [:], selfValue: baseValue,
                            expecting: TypeHint.named(declaration.type, in: code) ?? hint, at: location)
        }
        switch baseValue {
        case .type(let type):
            if case .name(let written) = base.unparenthesized.kind, written == "self" {
                return try instanceMember(name, of: type, at: location, expecting: hint)
            }
            return try staticMember(name, of: type, at: location, expecting: hint)
        case .enumCase(let type?, let phase) where TransitionPhaseVocabulary.phases[type] != nil:
            return try TransitionPhaseVocabulary.member(name, of: phase, type: type, at: location)
        case .instance(let type, let properties):
            if let property = properties[name] { return property }
            throw EvaluationError(.unsupported, at: location, "'.\(name)' of a \(type) is not evaluated (MotionReel reads "
                                  + "its stored and computed properties)")
        case .enumCase(let type, let caseName):
            guard name == "rawValue", let type, let declaration = code.enumeration(type) else {
                throw EvaluationError(.unsupported, at: location, "'.\(name)' of an enum case is not evaluated (only rawValue)")
            }
            return try rawValue(of: caseName, in: declaration, at: location)
        case .size(let width, let height):
            switch name {
            case "width": return .double(width)
            case "height": return .double(height)
            default: break
            }
        case .array(let items):
            switch name {
            case "count": return .integer(items.count)
            case "isEmpty": return .boolean(items.isEmpty)
            case "first": return items.first ?? .none
            case "last": return items.last ?? .none
            default: break
            }
        default:
            break
        }
        throw EvaluationError(.unsupported, at: location, "'.\(name)' of \(baseValue.description) is not evaluated")
    }

    /// The type of a value, as extensions name it: `Edge` for an edge, `Tab` for one of its cases.
    static func typeName(of value: Value) -> String? {
        switch value {
        case .edge: "Edge"
        case .unitPoint: "UnitPoint"
        case .enumCase(let type?, _): type
        case .animation: "Animation"
        case .transition: "AnyTransition"
        case .instance(let type, _): type
        default: nil
        }
    }

    /// `self.name`: an instance member of the type being evaluated.
    func instanceMember(_ name: String, of type: String, at location: CodeLocation,
                        expecting hint: TypeHint?) throws(EvaluationError) -> Value {
        if let bound = boundValue(name) { return bound }
        if let declaration = code.member(name, of: type, preferring: homeFile).first {
            return try value(of: declaration, at: location, expecting: hint)
        }
        throw unbound(name, type: nil, at: location)
    }

    /// `Type.name`: the files' own static members first, then enum cases, then SwiftUI's.
    func staticMember(_ name: String, of type: String, at location: CodeLocation,
                      expecting hint: TypeHint?) throws(EvaluationError) -> Value {
        let owners = Vocabulary.owners(of: type)
        for owner in owners {
            if let declaration = code.member(name, of: owner, isStatic: true, preferring: homeFile).first {
                return try value(of: declaration, at: location, expecting: hint)
            }
        }
        if let declaration = code.enumeration(type) {
            guard let found = declaration.cases.first(where: { $0.name == name }) else {
                throw EvaluationError(.invalid, at: location, "enum \(type) has no case '\(name)'")
            }
            guard !found.hasAssociatedValues else {
                throw EvaluationError(.unsupported, at: location, "case '\(name)' of \(type) has associated values, "
                                      + "which MotionReel cannot make")
            }
            return .enumCase(type: type, name: name)
        }
        return try Vocabulary.staticMember(name, of: type, arguments: nil, at: location, evaluation: self)
    }

    /// An enum case's raw value: written, or Int from the previous one + 1, or its name for String.
    func rawValue(of name: String, in declaration: EnumDeclaration, at location: CodeLocation) throws(EvaluationError) -> Value {
        var next = 0
        for item in declaration.cases {
            var scope = Scope(owner: declaration.name, isStatic: true)
            let written = try item.rawValue.map { (e: CodeExpression) throws(EvaluationError) -> Value in
                try evaluate(e, in: &scope, expecting: nil)
            }
            let value: Value
            switch declaration.rawType {
            case "String"?: value = written ?? .string(item.name)
            case "Int"?:
                if case .integer(let n)? = written { next = n }
                value = .integer(next)
                guard next < Int.max else { throw EvaluationError(.invalid, at: location, "raw values overflow") }
                next += 1
            default:
                guard let written else {
                    throw EvaluationError(.unsupported, at: location, "enum \(declaration.name) has no raw values")
                }
                value = written
            }
            if item.name == name { return value }
        }
        throw EvaluationError(.invalid, at: location, "enum \(declaration.name) has no case '\(name)'")
    }

    /// `a.b.c` as a dotted path, when the expression is only names and members.
    public static func namePath(_ expression: CodeExpression) -> String? {
        switch expression.unparenthesized.kind {
        case .name(let name): name == "self" ? nil : name
        case .member(let base, let name):
            if case .name("self") = base.unparenthesized.kind { name } else { namePath(base).map { "\($0).\(name)" } }
        default: nil
        }
    }
}
