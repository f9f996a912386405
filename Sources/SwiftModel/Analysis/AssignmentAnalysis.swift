import Foundation

/// Finds every assignment to a property in the declarations' bodies, with the unit of code it
/// runs in and whether it runs later than the code around it — the facts ``UpdateTiming`` reads
/// to tell when a state variable changes relative to the selection.
///
/// Closures passed to `withAnimation` and `withTransaction` run at once, in their caller's unit,
/// and give the assignments inside them their explicit animation (the innermost wins, as SwiftUI's
/// nested transactions do), and so does `MainActor.run`'s; closures passed to `DispatchQueue.main.async`, `asyncAfter` and `Task`
/// run later (an async group of the caller's unit), outside any `withAnimation` around the call —
/// by the time they run, that transaction has ended; the closure of `.onChange(of:)` is a unit of
/// its own that SwiftUI runs after the render that saw the change; any other closure (a button's
/// action) is a unit of its own.
public enum AssignmentAnalysis {
    static let synchronousCalls: Set<String> = ["withAnimation", "withTransaction", "sync"]
    static let laterCalls: Set<String> = ["async", "asyncAfter", "Task", "detached"]

    /// How many calls deep a type's own method is read into the code that calls it
    /// (`withAnimation { setStroke(.phaseOne) }` → `setStroke`'s assignments): helpers call
    /// helpers a level or two; a method on the way already is not read again (recursion, a timer
    /// that calls the method it is in).
    static let maximumCallDepth = 4

    public static func assignments(in declarations: [Declaration]) -> [StateAssignment] {
        var walker = Walker()
        for declaration in declarations {
            if case .function(_, _?) = declaration.kind, let owner = declaration.owner {
                walker.methods[owner + "." + declaration.name] = walker.methods[owner + "." + declaration.name] ?? declaration
            }
        }
        let typesWithMethods = Set(walker.methods.values.compactMap(\.owner))
        for declaration in declarations {
            guard let owner = declaration.owner, let held = heldType(declaration), typesWithMethods.contains(held) else { continue }
            walker.holders[owner + "." + declaration.name] = held
        }
        // Each method's own reading, to drop for the methods its type calls: those run as part of
        // the code that calls them, with its transaction, and only then.
        var standalone: [String: Range<Int>] = [:]
        for declaration in declarations {
            walker.owner = declaration.owner
            walker.function = declaration.name
            let start = walker.found.count
            switch declaration.kind {
            case .function(_, let body?), .computed(let body):
                walker.unit(.body(declaration.name)) { $0.walk(body) }
            case .stored(_, _, _, let value?):
                walker.unit(.body(declaration.name)) { $0.walk(value) }
            default:
                break
            }
            // `didSet { withAnimation { count = items.count } }`: code of its own, run as the property is set.
            if let observers = declaration.observers {
                walker.unit(.body(declaration.name)) { $0.walk(observers) }
            }
            if case .function = declaration.kind, let owner = declaration.owner {
                standalone[owner + "." + declaration.name] = start..<walker.found.count
            }
        }
        var dropped = IndexSet()
        for key in walker.called { if let range = standalone[key] { dropped.insert(integersIn: range) } }
        return walker.found.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    /// The type of the object a stored property holds, as written: `@Environment(Model.self)`,
    /// `var model: Model` (or `Model?`), `= Model()` — whose methods a call through it runs.
    static func heldType(_ declaration: Declaration) -> String? {
        guard case .stored(_, let wrapper, let argument, let value) = declaration.kind, !declaration.isStatic else { return nil }
        if wrapper == "Environment", case .member(let base, "self")? = argument?.unparenthesized.kind,
           case .name(let name) = base.unparenthesized.kind {
            return name
        }
        if let type = declaration.type?.trimmingCharacters(in: CharacterSet(charactersIn: "?! ")), !type.isEmpty,
           type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            return type
        }
        if case .call(let callee, _)? = value?.unparenthesized.kind, case .name(let name) = callee.unparenthesized.kind {
            return name
        }
        return nil
    }

    private struct Walker {
        var found: [StateAssignment] = []
        var unitKind: StateAssignment.Unit = .body("")
        var unitID = 0
        var nextUnit = 0
        var nextGroup = 0
        var asyncGroup: Int?
        var order = 0
        var locals: [Set<String>] = [[]]
        var owner: String?
        var function = ""
        /// The innermost `withAnimation` / `withTransaction` the code being walked runs in.
        var explicit: ExplicitAnimation?
        var closureParameters: [String] = []
        /// Each type's methods with a body, by `Type.name`.
        var methods: [String: Declaration] = [:]
        /// The methods read into a caller, by `Type.name`.
        var called: Set<String> = []
        /// The type each stored property holds an object of, by `Owner.property`, for a type with
        /// methods (``AssignmentAnalysis/heldType(_:)``).
        var holders: [String: String] = [:]
        /// The methods being read into their callers, innermost last.
        var calling: [String] = []
        /// What each parameter of the methods being read stands for: the caller's argument.
        var arguments: [String: CodeExpression] = [:]
        /// The waits between the start of the unit and the code being walked.
        var delays: [EventDelay] = []
        /// The `if`s and `guard`s the code being walked is under, within its unit.
        var path: [PathCondition] = []
        /// The view and property a model's method being read is called through (``StateAssignment/caller``).
        var caller: StateAssignment.Caller?

        /// Walks a unit of its own: it runs apart from the code around it, so no transaction of
        /// that code reaches it.
        mutating func unit(_ kind: StateAssignment.Unit, parameters: [String] = [], _ work: (inout Walker) -> Void) {
            let saved = (unitKind, unitID, asyncGroup, order, locals, explicit, closureParameters, delays, path)
            nextUnit += 1
            (unitKind, unitID, asyncGroup, order, locals, explicit, closureParameters, delays, path)
                = (kind, nextUnit, nil, 0, [[]], nil, parameters, [], [])
            work(&self)
            (unitKind, unitID, asyncGroup, order, locals, explicit, closureParameters, delays, path) = saved
        }

        mutating func walk(_ block: Block) {
            locals.append([])
            // A wait inside a block delays what follows it there; code after the block is read as
            // not waiting (an `if` that sleeps may not run).
            let saved = (arguments, delays, path)
            for statement in block.statements { walk(statement) }
            (arguments, delays, path) = saved
            locals.removeLast()
        }

        mutating func walk(_ statement: Statement) {
            switch statement.kind {
            case .expression(let e):
                walk(e)
                // `try await Task.sleep(…)`: what follows runs that much later, in the same event.
                if let wait = Self.sleep(e) { delays.append(wait) }
            case .variable(let name, let isConstant, _, let value):
                if let value { walk(value) }
                locals[locals.count - 1].insert(name)
                // `let target = 120; withAnimation { x = target }`: x is given what the constant holds.
                if isConstant, let value { arguments[name] = value.substituting(arguments) } else { arguments[name] = nil }
            case .assignment(let target, let op, let value):
                walk(value)
                if let name = Evaluation.namePath(target), !isLocal(name, target) {
                    order += 1
                    found.append(StateAssignment(variable: name, location: statement.location, unit: unitKind, unitID: unitID,
                                                 asyncGroup: asyncGroup, order: order,
                                                 value: Self.assigned(target: target, operator: op, value: value)?
                                                    .substituting(arguments),
                                                 owner: owner, function: function, explicit: explicit,
                                                 closureParameters: closureParameters, delays: delays))
                    found[found.count - 1].caller = caller
                    found[found.count - 1].path = path
                }
            case .returnValue(let value):
                if let value { walk(value) }
            case .ifStatement(let branch):
                walk(branch)
            case .guardStatement(let conditions, let elseBody):
                conditions.forEach { walk($0) }
                // Its `else` runs when the conditions fail; the rest of the block when they hold.
                let clauses = PathCondition.clauses(conditions)
                let saved = path
                if let clauses { path.append(PathCondition(clauses: clauses, holds: false)) }
                walk(elseBody)
                path = saved
                if let clauses { path.append(PathCondition(clauses: clauses, holds: true)) }
            case .switchStatement(let choice):
                walk(choice)
            case .doCatch, .loop:
                // A `catch` runs instead of the rest of its `do`, a loop's body any number of
                // times: either way each assignment in them is one the event can make.
                statement.innerBlocks.forEach { walk($0) }
            case .declaration, .unsupported:
                break
            }
        }

        /// Whether `name` (the path `target` writes) is a local of the code being walked rather than
        /// a property: `self.instances = instances` writes the property beside a local of its name.
        func isLocal(_ name: String, _ target: CodeExpression) -> Bool {
            var root = target.unparenthesized
            while case .member(let base, _) = root.kind { root = base.unparenthesized }
            if case .name("self") = root.kind { return false }
            return locals.contains { $0.contains(String(name.prefix { $0 != "." })) }
        }

        /// What `target op value` stores: `value` for `=`; `target + value` for `+=` (and `-=`, `*=`,
        /// `/=`), read against the value before, as Swift defines the compound operators; nil for
        /// the others (`%=`, `&=`, …), which MotionReel does not evaluate.
        static func assigned(target: CodeExpression, operator op: String, value: CodeExpression) -> CodeExpression? {
            if op == "=" { return value }
            guard ["+=", "-=", "*=", "/="].contains(op) else { return nil }
            let span = CodeSpan(start: target.span.start, offsets: target.span.offsets.lowerBound..<value.span.offsets.upperBound)
            return CodeExpression(.binary(String(op.dropLast()), target, value), span: span)
        }

        /// An `if`'s body runs when its conditions hold, its `else if` or `else` when they fail.
        mutating func walk(_ branch: IfStatement) {
            branch.conditions.forEach { walk($0) }
            let clauses = PathCondition.clauses(branch.conditions)
            let saved = path
            if let clauses { path.append(PathCondition(clauses: clauses, holds: true)) }
            walk(branch.body)
            path = saved
            if let clauses { path.append(PathCondition(clauses: clauses, holds: false)) }
            switch branch.elseBody {
            case .block(let block)?: walk(block)
            case .elseIf(let next)?: walk(next)
            case nil: break
            }
            path = saved
        }

        mutating func walk(_ choice: SwitchStatement) {
            walk(choice.subject)
            for item in choice.cases { walk(item.body) }
        }

        mutating func walk(_ condition: Condition) {
            switch condition {
            case .expression(let e): walk(e)
            case .optionalBinding(_, let value?, _): walk(value)
            default: break
            }
        }

        mutating func walk(_ expression: CodeExpression) {
            switch expression.kind {
            case .member(let base, _), .prefix(_, let base), .postfix(_, let base):
                walk(base)
            case .binary(_, let a, let b):
                walk(a)
                walk(b)
            case .ternary(let c, let a, let b):
                walk(c)
                walk(a)
                walk(b)
            case .tuple(let elements):
                elements.forEach { walk($0.value) }
            case .closure(let closure):
                unit(.body("closure")) { $0.walk(closure.body) }
            case .ifExpression(let branch):
                walk(branch)
            case .switchExpression(let choice):
                walk(choice)
            case .call(let callee, let arguments):
                walkCall(callee, arguments)
            default:
                break
            }
        }

        mutating func walkCall(_ callee: CodeExpression, _ arguments: [Argument]) {
            walk(callee)
            // `flag.toggle()` is `flag = !flag`: the change a button or a gesture makes most often.
            if case .member(let base, "toggle") = callee.unparenthesized.kind, arguments.isEmpty,
               let name = Evaluation.namePath(base), !isLocal(name, base) {
                order += 1
                found.append(StateAssignment(variable: name, location: callee.location, unit: unitKind, unitID: unitID,
                                             asyncGroup: asyncGroup, order: order,
                                             value: CodeExpression(.prefix("!", base.substituting(self.arguments)), span: callee.span),
                                             owner: owner, function: function, explicit: explicit,
                                             closureParameters: closureParameters, delays: delays))
            }
            // `items.append(x)`, `items.remove(at: 0)`: the array as the method leaves it, which the
            // evaluator reads as the call's value (``Evaluation/arrayMutations``).
            if case .member(let base, let method) = callee.unparenthesized.kind, Evaluation.arrayMutations.contains(method),
               let name = Evaluation.namePath(base), !isLocal(name, base) {
                order += 1
                let call = CodeExpression(.call(CodeExpression(.member(base.substituting(self.arguments), method), span: callee.span),
                                                arguments.map { Argument(label: $0.label, value: $0.value.substituting(self.arguments)) }),
                                          span: callee.span)
                found.append(StateAssignment(variable: name, location: callee.location, unit: unitKind, unitID: unitID,
                                             asyncGroup: asyncGroup, order: order, value: call,
                                             owner: owner, function: function, explicit: explicit,
                                             closureParameters: closureParameters, delays: delays))
            }
            // `proxy.scrollTo(id, anchor:)` (or `proxy?.scrollTo`): the scroll position changes, in the
            // transaction around it, as a state does (``ScrollTarget``).
            if case .member(_, "scrollTo") = callee.unparenthesized.kind, let first = arguments.first, first.label == nil {
                order += 1
                let call = CodeExpression(.call(callee, arguments.map { Argument(label: $0.label, value: $0.value.substituting(self.arguments)) }),
                                          span: callee.span)
                found.append(StateAssignment(variable: ScrollTarget.state, location: callee.location, unit: unitKind, unitID: unitID,
                                             asyncGroup: asyncGroup, order: order, value: call,
                                             owner: owner, function: function, explicit: explicit,
                                             closureParameters: closureParameters, delays: delays))
            }
            let name: String? = switch callee.unparenthesized.kind {
            case .name(let n), .member(_, let n), .implicitMember(let n): n
            default: nil
            }
            readMethod(callee, arguments)
            for argument in arguments {
                guard case .closure(let closure) = argument.value.kind else {
                    walk(argument.value)
                    continue
                }
                if name == "onChange" {
                    let observed = arguments.first { $0.label == "of" }.flatMap { Evaluation.namePath($0.value) } ?? "a value"
                    unit(.onChange(observed: observed), parameters: closure.parameters) { $0.walk(closure.body) }
                } else if let name, AssignmentAnalysis.synchronousCalls.contains(name) || Self.isMainActorRun(callee) {
                    let saved = explicit
                    if var found = Self.explicitAnimation(name, callee: callee, arguments: arguments) {
                        found.animation = found.animation?.substituting(self.arguments)
                        explicit = found
                    }
                    walk(closure.body)
                    explicit = saved
                } else if let name, AssignmentAnalysis.laterCalls.contains(name) || Self.isOneShotTimer(name, arguments) {
                    let saved = (asyncGroup, explicit, delays)
                    nextGroup += 1
                    asyncGroup = nextGroup
                    explicit = nil
                    if let wait = Self.wait(name, arguments) { delays.append(wait) }
                    walk(closure.body)
                    (asyncGroup, explicit, delays) = saved
                } else if let name, StateAssignment.Unit.appearanceModifiers.contains(name),
                          !arguments.contains(where: { $0.label == "id" }) {
                    unit(.appearance(name)) { $0.walk(closure.body) }
                } else {
                    unit(.body("closure")) { $0.walk(closure.body) }
                }
            }
        }

        /// `setStroke(state: .phaseOne)` or `self.setStroke(…)`, a method of the type the code is
        /// in, or `model.add(item)`, a method of the object a stored property holds: its body runs
        /// here, as part of this code — in its unit, its transaction, its async group — with each
        /// parameter standing for the caller's argument (or its default). A model's method sets
        /// the model's properties: its assignments are the model's, made in the caller's
        /// transaction, as SwiftUI updates every view that reads them in it.
        mutating func readMethod(_ callee: CodeExpression, _ arguments: [Argument]) {
            let methodName: String
            var target = owner
            var through: StateAssignment.Caller?
            switch callee.unparenthesized.kind {
            case .name(let n): methodName = n
            case .member(let base, let n):
                switch base.unparenthesized.kind {
                case .name("self"): break
                case .name(let holder) where !isLocal(holder, base):
                    guard let owner, let held = holders[owner + "." + holder] else { return }
                    target = held
                    through = StateAssignment.Caller(type: owner, holder: holder)
                case .member(let inner, let holder) where inner.unparenthesized.kind == .name("self"):
                    guard let owner, let held = holders[owner + "." + holder] else { return }
                    target = held
                    through = StateAssignment.Caller(type: owner, holder: holder)
                default: return
                }
                methodName = n
            default: return
            }
            guard let owner = target, let method = methods[owner + "." + methodName],
                  case .function(let parameters, let body?) = method.kind,
                  !calling.contains(owner + "." + methodName), calling.count < AssignmentAnalysis.maximumCallDepth else { return }
            let key = owner + "." + methodName
            called.insert(key)
            // Arguments in order, as Swift requires them; a parameter left out takes its default.
            var bound: [String: CodeExpression] = [:]
            var rest = arguments.filter { if case .closure = $0.value.kind { false } else { true } }[...]
            for parameter in parameters {
                if let next = rest.first, next.label == parameter.label {
                    bound[parameter.name] = next.value.substituting(self.arguments)
                    rest = rest.dropFirst()
                } else if let value = parameter.defaultValue {
                    bound[parameter.name] = value
                }
            }
            let saved = (self.arguments, function, self.owner, caller)
            if let through, caller == nil { caller = through }
            calling.append(key)
            self.arguments = bound
            function = methodName
            self.owner = owner
            // A parameter is the method's own: assigning it sets no state.
            locals.append(Set(parameters.map(\.name)))
            walk(body)
            locals.removeLast()
            calling.removeLast()
            (self.arguments, function, self.owner, caller) = saved
        }

        /// `Timer.scheduledTimer(withTimeInterval: T, repeats: false) { … }`: its closure runs once,
        /// T later. A repeating timer's runs again and again, an event of its own each time.
        static func isOneShotTimer(_ name: String, _ arguments: [Argument]) -> Bool {
            guard name == "scheduledTimer", let repeats = arguments.value(labelled: "repeats") else { return false }
            return repeats.kind == .boolean(false)
        }

        /// How long a later call waits before its closure runs: `asyncAfter(deadline: .now() + T)`,
        /// a one-shot timer's interval; nil for `async` and `Task`, which run at once, after the
        /// code around them.
        static func wait(_ name: String, _ arguments: [Argument]) -> EventDelay? {
            switch name {
            case "asyncAfter":
                guard let deadline = arguments.value(labelled: "deadline") ?? arguments.value(labelled: "wallDeadline") else { return nil }
                guard case .binary("+", let now, let interval) = deadline.unparenthesized.kind,
                      case .call(let callee, let none) = now.unparenthesized.kind, none.isEmpty,
                      Evaluation.namePath(callee)?.hasSuffix("now") == true || callee.unparenthesized.kind == .implicitMember("now") else {
                    return .unknown(deadline.location)
                }
                return interval.unparenthesized.isImplicitMemberChain ? .duration(interval) : .seconds(interval)
            case "scheduledTimer":
                return arguments.value(labelled: "withTimeInterval").map { .seconds($0) }
            default:
                return nil
            }
        }

        /// `Task.sleep(nanoseconds: N)`, `Task.sleep(for: .seconds(T))`, `Task.sleep(seconds: T)`:
        /// the wait; nil for any other expression.
        static func sleep(_ expression: CodeExpression) -> EventDelay? {
            guard case .call(let callee, let arguments) = expression.unparenthesized.kind,
                  case .member(let base, "sleep") = callee.unparenthesized.kind,
                  case .name("Task") = base.unparenthesized.kind else { return nil }
            if let n = arguments.value(labelled: "nanoseconds") { return .nanoseconds(n) }
            if let duration = arguments.value(labelled: "for") { return .duration(duration) }
            if let seconds = arguments.value(labelled: "seconds") { return .seconds(seconds) }
            return .unknown(expression.location)
        }

        /// `await MainActor.run { … }`: its closure runs once, on the main actor, where the awaiting
        /// code goes on — part of the same event, not an event of its own.
        static func isMainActorRun(_ callee: CodeExpression) -> Bool {
            guard case .member(let base, "run") = callee.unparenthesized.kind, case .name("MainActor") = base.unparenthesized.kind else {
                return false
            }
            return true
        }

        /// The explicit animation of a `withAnimation(A) { … }` or `withTransaction(T) { … }` call.
        static func explicitAnimation(_ name: String, callee: CodeExpression, arguments: [Argument]) -> ExplicitAnimation? {
            let first = arguments.value(labelled: nil)
            switch name {
            case "withAnimation":
                return ExplicitAnimation(form: .withAnimation, location: callee.location, animation: first)
            case "withTransaction":
                // `withTransaction(Transaction(animation: A)) { … }`: A. Any other transaction is
                // kept without an animation, and refused when a change needs it.
                var animation: CodeExpression?
                if case .call(let type, let inner)? = first?.unparenthesized.kind, case .name("Transaction") = type.kind {
                    animation = inner.first { $0.label == "animation" }?.value
                }
                return ExplicitAnimation(form: .withTransaction, location: callee.location, animation: animation)
            default:
                return nil
            }
        }
    }
}
