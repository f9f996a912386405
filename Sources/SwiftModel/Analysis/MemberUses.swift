import Foundation

/// Where a member of a view type that builds views is shown: `content` in
/// `VStack { content }.animation(.easeInOut, value: phase)`, `loadingContent` in the `if` of
/// `content`. SwiftUI evaluates the member there, so the modifiers around that use wrap every
/// view the member makes (the `.animation` reaches them), and the `if` around it decides whether
/// they are shown at all.
public struct MemberUse: Sendable, Hashable {
    /// The member that shows it (`body`, `content`).
    public var user: String
    /// The modifiers around the use, outermost first, within the user.
    public var outer: [ModifierCall]
    /// The use itself, its modifiers included (`content.padding()`): the statement an `if` of the
    /// user shows or hides.
    public var span: CodeSpan

    /// How deep uses are followed (`body` shows `content` shows `loadingContent` …), as the view
    /// tree reads them; never forever for members that name each other.
    static let depth = 8

    /// The first use of each of `members` in `block` (the body of `user`).
    static func uses(in block: Block, user: String, members: Set<String>) -> [String: MemberUse] {
        guard !members.isEmpty else { return [:] }
        var found: [String: MemberUse] = [:]
        func visit(_ statements: [Statement], outer: [ModifierCall]) {
            for statement in statements {
                switch statement.kind {
                case .ifStatement, .switchStatement:
                    statement.branchBlocks.forEach { visit($0.statements, outer: outer) }
                case .expression(let expression), .returnValue(let expression?):
                    visitExpression(expression, outer: outer)
                default:
                    break
                }
            }
        }
        func visitExpression(_ expression: CodeExpression, outer: [ModifierCall]) {
            let (links, root) = ModifierPlaces.links(of: expression)
            let chain = links.map(\.call)
            let name: String? = switch root.kind {
            case .name(let n): n
            case .member(let base, let n) where base.kind == .name("self"): n
            case .call(let callee, let arguments) where arguments.isEmpty:
                if case .name(let n) = callee.kind { n } else { nil }
            default: nil
            }
            if let name, members.contains(name), found[name] == nil {
                found[name] = MemberUse(user: user, outer: outer + chain, span: expression.span)
            }
            for (index, call) in chain.enumerated() where !BranchViews.isEventModifier(call.name) {
                for argument in call.arguments { nested(argument.value, outer: outer + chain[..<index]) }
            }
            if case .call(let callee, let arguments) = root.kind {
                let type: String = if case .name(let n) = callee.kind { n } else { "" }
                for argument in arguments where !BranchViews.isAction(argument, in: arguments, of: type) {
                    nested(argument.value, outer: outer + chain)
                }
            }
        }
        func nested(_ value: CodeExpression, outer: [ModifierCall]) {
            switch value.kind {
            case .closure(let closure): visit(closure.body.statements, outer: outer)
            case .call: visitExpression(value, outer: outer)
            default: break
            }
        }
        visit(block.statements, outer: [])
        return found
    }
}

extension CodeBase {
    /// Where each member of `type` that builds views is shown by another of its members, the first
    /// use of each (``MemberUse``). Read once per type and kept.
    public func memberUses(of type: String) -> [String: MemberUse] {
        if let known = memo.memberUses.withLock({ $0[type] }) { return known }
        var bodies: [(name: String, block: Block)] = []
        for declaration in members(of: type) {
            switch declaration.kind {
            case .computed(let body), .function(_, let body?): bodies.append((declaration.name, body))
            default: continue
            }
        }
        let names = Set(bodies.map(\.name).filter { $0 != "body" })
        var found: [String: MemberUse] = [:]
        for (name, block) in bodies {
            for (used, use) in MemberUse.uses(in: block, user: name, members: names.subtracting([name])) where found[used] == nil {
                found[used] = use
            }
        }
        memo.memberUses.withLock { $0[type] = found }
        return found
    }

    /// Where `member` is shown, then where the member that shows it is, and so on up to `body`
    /// (innermost first), each with the body of the member that shows it.
    public func useChain(of member: String, in type: String) -> [(use: MemberUse, body: Block)] {
        var chain: [(MemberUse, Block)] = []
        var current = member
        for _ in 0..<MemberUse.depth {
            guard let use = memberUses(of: type)[current],
                  let user = members(of: type).first(where: { $0.name == use.user }) else { break }
            switch user.kind {
            case .computed(let body), .function(_, let body?): chain.append((use, body))
            default: return chain
            }
            current = use.user
        }
        return chain
    }

    /// The member of `type` that builds views whose code holds `span` (`body` included).
    public func viewMember(holding span: CodeSpan, in type: String) -> (declaration: Declaration, body: Block)? {
        for declaration in members(of: type) where declaration.span.holds(span) {
            switch declaration.kind {
            case .computed(let body), .function(_, let body?): return (declaration, body)
            default: continue
            }
        }
        return nil
    }

    /// The modifiers around every use of `member` on the way from `body`, outermost first: those
    /// around the use of the member that uses it, and so on.
    public func modifiers(around member: String, of type: String) -> [ModifierCall] {
        useChain(of: member, in: type).reversed().flatMap(\.use.outer)
    }
}
