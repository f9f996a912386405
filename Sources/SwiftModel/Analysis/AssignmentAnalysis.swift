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

    public static func assignments(in declarations: [Declaration]) -> [StateAssignment] {
        var walker = Walker()
        for declaration in declarations {
            walker.owner = declaration.owner
            walker.function = declaration.name
            switch declaration.kind {
            case .function(_, let body?), .computed(let body):
                walker.unit(.body(declaration.name)) { $0.walk(body) }
            case .stored(_, _, _, let value?):
                walker.unit(.body(declaration.name)) { $0.walk(value) }
            default:
                break
            }
        }
        return walker.found
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

        /// Walks a unit of its own: it runs apart from the code around it, so no transaction of
        /// that code reaches it.
        mutating func unit(_ kind: StateAssignment.Unit, parameters: [String] = [], _ work: (inout Walker) -> Void) {
            let saved = (unitKind, unitID, asyncGroup, order, locals, explicit, closureParameters)
            nextUnit += 1
            (unitKind, unitID, asyncGroup, order, locals, explicit, closureParameters) = (kind, nextUnit, nil, 0, [[]], nil, parameters)
            work(&self)
            (unitKind, unitID, asyncGroup, order, locals, explicit, closureParameters) = saved
        }

        mutating func walk(_ block: Block) {
            locals.append([])
            for statement in block.statements { walk(statement) }
            locals.removeLast()
        }

        mutating func walk(_ statement: Statement) {
            switch statement.kind {
            case .expression(let e):
                walk(e)
            case .variable(let name, _, _, let value):
                if let value { walk(value) }
                locals[locals.count - 1].insert(name)
            case .assignment(let target, let op, let value):
                walk(value)
                if let name = Evaluation.namePath(target), !locals.contains(where: { $0.contains(name) }) {
                    order += 1
                    found.append(StateAssignment(variable: name, location: statement.location, unit: unitKind, unitID: unitID,
                                                 asyncGroup: asyncGroup, order: order,
                                                 value: Self.assigned(target: target, operator: op, value: value),
                                                 owner: owner, function: function, explicit: explicit,
                                                 closureParameters: closureParameters))
                }
            case .returnValue(let value):
                if let value { walk(value) }
            case .ifStatement(let branch):
                walk(branch)
            case .guardStatement(let conditions, let elseBody):
                conditions.forEach { walk($0) }
                walk(elseBody)
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

        /// What `target op value` stores: `value` for `=`; `target + value` for `+=` (and `-=`, `*=`,
        /// `/=`), read against the value before, as Swift defines the compound operators; nil for
        /// the others (`%=`, `&=`, …), which MotionReel does not evaluate.
        static func assigned(target: CodeExpression, operator op: String, value: CodeExpression) -> CodeExpression? {
            if op == "=" { return value }
            guard ["+=", "-=", "*=", "/="].contains(op) else { return nil }
            let span = CodeSpan(start: target.span.start, offsets: target.span.offsets.lowerBound..<value.span.offsets.upperBound)
            return CodeExpression(.binary(String(op.dropLast()), target, value), span: span)
        }

        mutating func walk(_ branch: IfStatement) {
            branch.conditions.forEach { walk($0) }
            walk(branch.body)
            switch branch.elseBody {
            case .block(let block)?: walk(block)
            case .elseIf(let next)?: walk(next)
            case nil: break
            }
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
               let name = Evaluation.namePath(base), !locals.contains(where: { $0.contains(name) }) {
                order += 1
                found.append(StateAssignment(variable: name, location: callee.location, unit: unitKind, unitID: unitID,
                                             asyncGroup: asyncGroup, order: order,
                                             value: CodeExpression(.prefix("!", base), span: callee.span),
                                             owner: owner, function: function, explicit: explicit,
                                             closureParameters: closureParameters))
            }
            let name: String? = switch callee.unparenthesized.kind {
            case .name(let n), .member(_, let n), .implicitMember(let n): n
            default: nil
            }
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
                    explicit = Self.explicitAnimation(name, callee: callee, arguments: arguments) ?? explicit
                    walk(closure.body)
                    explicit = saved
                } else if let name, AssignmentAnalysis.laterCalls.contains(name) {
                    let saved = (asyncGroup, explicit)
                    nextGroup += 1
                    asyncGroup = nextGroup
                    explicit = nil
                    walk(closure.body)
                    (asyncGroup, explicit) = saved
                } else {
                    unit(.body("closure")) { $0.walk(closure.body) }
                }
            }
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
