import Foundation

/// A modifier written on a view in a view's body (or another member that builds views), with
/// what wraps it: the place a catalogue films.
///
/// `outer` is what SwiftUI's transaction meets on its way down to this modifier: the modifiers
/// around the statement that holds the view (``ViewPath``) and, in the view's own chain, those
/// written after it (`X.scaleEffect(s).animation(.snappy, value: s)`: the `.animation` wraps the
/// `.scaleEffect`, so it animates it; written before it, it would not).
public struct ModifierPlace: Sendable, Hashable {
    public var call: ModifierCall
    /// The `.name` token.
    public var location: CodeLocation
    /// The modifiers that wrap this one, outermost first.
    public var outer: [ModifierCall]
    /// The whole chain of the view it is on, outermost first, and the view at its root (`Text("Saved")`).
    public var chain: [ModifierCall]
    public var root: CodeExpression
    /// The statement of the member that holds the chain (the one an `if` shows or hides).
    public var statement: Statement
    /// The member it is written in (`body`, `var header: some View`).
    public var member: String
    /// The literal `ForEach`s it is inside, outermost first (``ForEachRows``): one view per row.
    public var rows: [ForEachRows] = []
    /// The phase animator whose content closure it is in (the innermost), whose phase it may read.
    public var animator: PhaseAnimatorCall? = nil
    /// The keyframe animator whose content closure it is in (the innermost), whose value it may read.
    public var keyframer: KeyframeAnimatorCall? = nil
}

/// What a modifier is inside, besides the modifiers around it: the rows of literal `ForEach`s and
/// the phase animator whose content it is.
struct Enclosure {
    /// The view type whose member it is: its constants fix a `ForEach`'s count.
    var owner: String
    var rows: [ForEachRows] = []
    var animator: PhaseAnimatorCall?
    var keyframer: KeyframeAnimatorCall?
}

public enum ModifierPlaces {
    /// Every modifier call in `block`, in source order.
    public static func all(in block: Block, member: String, owner: String, code: CodeBase) -> [ModifierPlace] {
        var found: [ModifierPlace] = []
        visit(block.statements, outer: [], rows: Enclosure(owner: owner), member: member, code: code, into: &found)
        return found.sorted { $0.location < $1.location }
    }

    private static func visit(_ statements: [Statement], outer: [ModifierCall], rows: Enclosure, member: String,
                              code: CodeBase, into found: inout [ModifierPlace]) {
        for statement in statements {
            switch statement.kind {
            case .ifStatement, .switchStatement:
                for block in statement.branchBlocks {
                    visit(block.statements, outer: outer, rows: rows, member: member, code: code, into: &found)
                }
            case .expression(let expression), .returnValue(let expression?):
                visit(expression, statement: statement, outer: outer, rows: rows, member: member, code: code, into: &found)
            default:
                break
            }
        }
    }

    private static func visit(_ expression: CodeExpression, statement: Statement, outer: [ModifierCall],
                              rows: Enclosure, member: String, code: CodeBase, into found: inout [ModifierPlace]) {
        let (links, current) = links(of: expression)
        let chain = links.map(\.call)
        // The `.name` token: each call's callee ends with the name.
        let tokens = links.map { call, callee in
            code.location(ofOffset: callee.span.offsets.upperBound - call.name.utf8.count, in: callee.location.file)
                ?? callee.location
        }
        for (index, call) in chain.enumerated() {
            let wrapping = outer + chain[..<index]
            found.append(ModifierPlace(call: call, location: tokens[index], outer: wrapping, chain: chain, root: current,
                                       statement: statement, member: member, rows: rows.rows, animator: rows.animator,
                                       keyframer: rows.keyframer))
            // Views inside the modifier (`.overlay { … }`, `.background(Capsule().fill(.blue))`) are
            // wrapped by the modifiers written after it.
            // A phase animator's content is inside it, its phase parameter read there.
            var inside = rows
            if call.name == "phaseAnimator",
               let animator = PhaseAnimatorCall.read(call.arguments, site: tokens[index], isModifier: true) {
                inside.animator = animator
            }
            if call.name == "keyframeAnimator",
               let keyframer = KeyframeAnimatorCall.read(call.arguments, site: tokens[index], isModifier: true) {
                inside.keyframer = keyframer
            }
            for argument in call.arguments {
                visitNested(argument.value, statement: statement, outer: wrapping, rows: inside, member: member, code: code,
                            into: &found)
            }
        }
        // A shape whose own argument is not a literal (`RoundedRectangle(cornerRadius: round ? 46 : 20)`):
        // a place of its own, innermost, as if the shape were modified by it.
        if case .call(let callee, let arguments) = current.kind, case .name("RoundedRectangle") = callee.kind,
           let radius = arguments.first(where: { $0.label == "cornerRadius" }), !radius.value.isNumberLiteral {
            found.append(ModifierPlace(call: ModifierCall(name: "RoundedRectangle", arguments: [radius], span: current.span),
                                       location: current.location, outer: outer + chain, chain: chain, root: current,
                                       statement: statement, member: member, rows: rows.rows, animator: rows.animator,
                                       keyframer: rows.keyframer))
        }
        if case .call(let callee, let arguments) = current.kind {
            // The views a literal ForEach makes are one per row; a PhaseAnimator's content reads its phase.
            var inner = rows
            if let row = ForEachRows.of(current, count: { code.constantCount($0, owner: rows.owner) }) {
                inner.rows.append(row)
            }
            if case .name("PhaseAnimator") = callee.kind,
               let animator = PhaseAnimatorCall.read(arguments, site: callee.location, isModifier: false) {
                inner.animator = animator
            }
            if case .name("KeyframeAnimator") = callee.kind,
               let keyframer = KeyframeAnimatorCall.read(arguments, site: callee.location, isModifier: false) {
                inner.keyframer = keyframer
            }
            for argument in arguments {
                visitNested(argument.value, statement: statement, outer: outer + chain, rows: inner, member: member, code: code,
                            into: &found)
            }
        }
    }

    /// A view's modifier chain, outermost first, and the view at its root: `Text("a").padding().font(.title)`
    /// is `[font, padding]` on `Text("a")`.
    public static func chain(of expression: CodeExpression) -> (calls: [ModifierCall], root: CodeExpression) {
        let (links, root) = links(of: expression)
        return (links.map(\.call), root)
    }

    /// The chain with each call's callee (`….padding` of `….padding()`), whose end is the name's token.
    static func links(of expression: CodeExpression) -> (links: [(call: ModifierCall, callee: CodeExpression)],
                                                                   root: CodeExpression) {
        var links: [(call: ModifierCall, callee: CodeExpression)] = []
        var current = expression
        while case .call(let callee, let arguments) = current.kind, case .member(let base, let name) = callee.kind {
            // `Self.ExpandedView(…)`, `Feature.Row(…)`: a view of a type named through another, not a modifier.
            if name.first?.isUppercase == true { break }
            links.append((ModifierCall(name: name, arguments: arguments, span: current.span), callee))
            current = base
        }
        return (links, current)
    }

    private static func visitNested(_ value: CodeExpression, statement: Statement, outer: [ModifierCall],
                                    rows: Enclosure, member: String, code: CodeBase, into found: inout [ModifierPlace]) {
        switch value.kind {
        case .closure(let closure):
            visit(closure.body.statements, outer: outer, rows: rows, member: member, code: code, into: &found)
        case .call:
            visit(value, statement: statement, outer: outer, rows: rows, member: member, code: code, into: &found)
        default:
            break
        }
    }
}

extension CodeBase {
    /// Every modifier written in the members of `type` that have a body (`body`, computed
    /// properties, functions), with the member's block and the type: where a catalogue looks.
    /// A type's are read once per code base and kept (the catalogue and every link into the
    /// type ask again).
    public func modifierPlaces(in type: String? = nil) -> [(place: ModifierPlace, block: Block, owner: String)] {
        guard let type else { return readModifierPlaces(in: declarations) }
        if let known = memo.modifierPlaces.withLock({ $0[type] }) { return known }
        let read = readModifierPlaces(in: members(of: type))
        memo.modifierPlaces.withLock { $0[type] = read }
        return read
    }

    private func readModifierPlaces(in declarations: [Declaration]) -> [(place: ModifierPlace, block: Block, owner: String)] {
        var found: [(ModifierPlace, Block, String)] = []
        for declaration in declarations {
            guard let owner = declaration.owner else { continue }
            let block: Block
            switch declaration.kind {
            case .computed(let body), .function(_, let body?): block = body
            default: continue
            }
            // A member the body shows as a view (`VStack { content }.animation(…)`) is evaluated
            // there: the modifiers around that use wrap every modifier written in it.
            let prefix = modifiers(around: declaration.name, of: owner)
            found += ModifierPlaces.all(in: block, member: declaration.name, owner: owner, code: self).map { place in
                var place = place
                place.outer = prefix + place.outer
                return (place, block, owner)
            }
        }
        return found
    }
}

extension ModifierPlace {
    /// The modifiers that wrap the *view* this modifier is on where it is inserted or removed: those
    /// around its statement, not its own chain's (a `.transition`'s view is inserted as a whole).
    public var statementPath: [ModifierCall] {
        guard let index = chain.firstIndex(of: call) else { return outer }
        return Array(outer.prefix(outer.count - index))
    }
}
