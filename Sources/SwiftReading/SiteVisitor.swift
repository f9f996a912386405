import Foundation
import SwiftModel
import SwiftSyntax

/// Finds the transition and animation sites of a file: `.transition(…)` modifiers, `.animation(…)`
/// modifiers (with or without `value:`), `withAnimation(…)` and `withTransaction(…)` calls, a
/// binding's `$flag.animation(…)`, and the other motion calls of ``MotionEffects`` — at the token
/// itself.
///
/// Comments and string literals are not code to swift-syntax, so nothing in them is a site. An
/// `.animation(_:)` that belongs to a transition (`AnyTransition.opacity.animation(.easeIn)`, or
/// anywhere inside a `.transition(…)` argument or an `AnyTransition` declaration) is part of that
/// transition, not a site of its own.
final class SiteVisitor: SyntaxVisitor {
    private var converter: SyntaxConverter
    private(set) var sites: [Site] = []

    init(converter: SyntaxConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    /// Only the clause of an `#if` an iOS build compiles holds sites: a modifier under
    /// `#if os(macOS)` is not on the phone's view (``CompilationConditions``).
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        if let clause = converter.activeClause(of: node) { walk(clause) }
        return .skipChildren
    }

    /// `.animation(…)` written first in an `#if` clause after a view (`view #if os(iOS)
    /// .animation(…) #endif`): a modifier of that view, though it has no base of its own.
    private static func continuesAChain(_ access: MemberAccessExprSyntax) -> Bool {
        var node = Syntax(access)
        // From the call's own chain up to the clause: each step is a call or a member access.
        while let parent = node.parent {
            // clause → clause list → #if → the postfix #if after the view.
            if parent.is(IfConfigClauseSyntax.self) { return parent.parent?.parent?.parent?.is(PostfixIfConfigExprSyntax.self) == true }
            guard parent.is(FunctionCallExprSyntax.self) || parent.is(MemberAccessExprSyntax.self) else { return false }
            node = parent
        }
        return false
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let access = node.calledExpression.as(MemberAccessExprSyntax.self), access.base != nil || Self.continuesAChain(access) {
            let name = SyntaxConverter.name(access.declName.baseName)
            let first = node.arguments.first
            // A modifier's source is `.transition(…)` itself, not the view it modifies.
            let from = access.period.positionAfterSkippingLeadingTrivia
            if name == "transition", node.arguments.count == 1, first?.label == nil, let first {
                add(.transition, .modifier, token: access.declName.baseName, call: node, from: from,
                    argument: converter.expression(first.expression), value: nil)
            } else if name == "animation", Self.isBinding(access) {
                // `Toggle(isOn: $flag.animation(.spring))`: the control's changes take the animation;
                // `$flag.animation()` is SwiftUI's default one.
                let argument = node.arguments.first.flatMap { $0.label == nil ? converter.expression($0.expression) : nil }
                add(.animation, .binding, token: access.declName.baseName, call: node, from: from, argument: argument, value: nil)
            } else if name == "animation", let first, first.label == nil, !Self.belongsToTransition(node, access: access) {
                let value = node.arguments.first { $0.label?.text == "value" }?.expression.trimmedDescription
                add(.animation, .modifier, token: access.declName.baseName, call: node, from: from,
                    argument: converter.expression(first.expression), value: value)
            } else if MotionEffects.isModifier(name) {
                add(.effect, .effect(name), token: access.declName.baseName, call: node, from: from, argument: nil, value: nil)
            }
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), MotionEffects.isView(reference.baseName.text) {
            add(.effect, .effect(reference.baseName.text), token: reference.baseName, call: node,
                from: node.positionAfterSkippingLeadingTrivia, argument: nil, value: nil)
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "withTransaction" {
            // withTransaction(Transaction(animation: A)) { … }: A; a transaction built otherwise is not read.
            var argument: CodeExpression?
            if let first = node.arguments.first, first.label == nil, let made = first.expression.as(FunctionCallExprSyntax.self),
               made.calledExpression.trimmedDescription == "Transaction",
               let animation = made.arguments.first(where: { $0.label?.text == "animation" }) {
                argument = converter.expression(animation.expression)
            }
            add(.animation, .withTransaction, token: reference.baseName, call: node,
                from: node.positionAfterSkippingLeadingTrivia, argument: argument, value: nil)
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
                  reference.baseName.text == "withAnimation" {
            // withAnimation(animation) { … }, withAnimation { … }: the first unlabelled non-closure argument.
            let argument = node.arguments.first.flatMap { first -> CodeExpression? in
                guard first.label == nil, !first.expression.is(ClosureExprSyntax.self) else { return nil }
                return converter.expression(first.expression)
            }
            add(.animation, .withAnimation, token: reference.baseName, call: node,
                from: node.positionAfterSkippingLeadingTrivia, argument: argument, value: nil)
        }
        return .visitChildren
    }

    /// Records a site whose source runs from `from` to the end of the call's arguments (a
    /// `withAnimation`'s closure, which can be long, is left out).
    private func add(_ kind: Site.Kind, _ form: Site.Form, token: TokenSyntax, call: FunctionCallExprSyntax,
                     from: AbsolutePosition, argument: CodeExpression?, value: String?) {
        let (owner, function) = Self.context(of: Syntax(call))
        let end = (call.rightParen ?? call.calledExpression.lastToken(viewMode: .sourceAccurate))?
            .endPositionBeforeTrailingTrivia ?? call.endPositionBeforeTrailingTrivia
        let span = CodeSpan(start: converter.locator.location(at: from),
                            offsets: from.utf8Offset..<max(end.utf8Offset, from.utf8Offset))
        sites.append(Site(kind: kind, form: form, location: converter.locator.location(of: token), span: span,
                          argument: argument, value: value, owner: owner, enclosingFunction: function))
    }

    /// The type (or extension) and the function or property a node is inside.
    static func context(of node: Syntax) -> (owner: String?, function: String?) {
        var function: String?
        var current = node.parent
        while let parent = current {
            if function == nil {
                if let decl = parent.as(FunctionDeclSyntax.self) {
                    function = SyntaxConverter.name(decl.name)
                } else if let binding = parent.as(PatternBindingSyntax.self),
                          let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
                    function = SyntaxConverter.name(pattern.identifier)
                }
            }
            if let type = parent.as(StructDeclSyntax.self) { return (SyntaxConverter.name(type.name), function) }
            if let type = parent.as(ClassDeclSyntax.self) { return (SyntaxConverter.name(type.name), function) }
            if let type = parent.as(EnumDeclSyntax.self) { return (SyntaxConverter.name(type.name), function) }
            if let type = parent.as(ActorDeclSyntax.self) { return (SyntaxConverter.name(type.name), function) }
            if let type = parent.as(ExtensionDeclSyntax.self) {
                return (DeclarationReader.typeName(type.extendedType.trimmedDescription), function)
            }
            current = parent.parent
        }
        return (nil, function)
    }

    /// Whether `base.animation` is rooted at a `$binding` (`$flag.animation(…)`, `$model.isOn.animation(…)`).
    static func isBinding(_ access: MemberAccessExprSyntax) -> Bool {
        var root = access.base
        while let member = root?.as(MemberAccessExprSyntax.self) { root = member.base }
        // `$0` is a closure's shorthand parameter, not a binding.
        guard let name = root?.as(DeclReferenceExprSyntax.self)?.baseName.text, name.hasPrefix("$") else { return false }
        return name.dropFirst().first?.isLetter == true
    }

    /// Whether an `.animation(…)` call is part of a transition rather than a view modifier.
    static func belongsToTransition(_ call: FunctionCallExprSyntax, access: MemberAccessExprSyntax) -> Bool {
        // Rooted at a transition type, or at `$binding` (Binding.animation is not a site either).
        var root = access.base
        while let current = root {
            if let member = current.as(MemberAccessExprSyntax.self) { root = member.base; continue }
            if let inner = current.as(FunctionCallExprSyntax.self) { root = inner.calledExpression; continue }
            break
        }
        if let reference = root?.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "AnyTransition" || name.hasPrefix("$") || name.hasSuffix("Transition") { return true }
        }
        // `.opacity.animation(…)` is a transition's, unless the chain continues a view's after an
        // `#if` (`view #if os(iOS) .opacity(0.5).animation(…) #endif`).
        if root == nil, let base = access.base, Self.isTransitionWord(base), !Self.continuesAChain(access) { return true }
        var ancestor = Syntax(call).parent
        while let parent = ancestor {
            if let outer = parent.as(FunctionCallExprSyntax.self),
               let outerAccess = outer.calledExpression.as(MemberAccessExprSyntax.self),
               ["transition", "asymmetric", "combined"].contains(outerAccess.declName.baseName.text),
               call.position >= outer.arguments.position, call.endPosition <= outer.arguments.endPosition {
                return true
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                return isTransitionType(function.signature.returnClause?.type.trimmedDescription)
            }
            if let binding = parent.as(PatternBindingSyntax.self) {
                return isTransitionType(binding.typeAnnotation?.type.trimmedDescription)
            }
            ancestor = parent.parent
        }
        return false
    }

    /// `.opacity`, `.slide`, `.move(edge:)` … as the base of an `.animation(…)`.
    private static func isTransitionWord(_ base: ExprSyntax) -> Bool {
        var current: ExprSyntax? = base
        while let expression = current {
            if let call = expression.as(FunctionCallExprSyntax.self) { current = call.calledExpression; continue }
            if let member = expression.as(MemberAccessExprSyntax.self) {
                if member.base == nil {
                    return ["opacity", "slide", "scale", "identity", "move", "offset", "push", "asymmetric"]
                        .contains(member.declName.baseName.text)
                }
                current = member.base
                continue
            }
            return false
        }
        return false
    }

    static func isTransitionType(_ type: String?) -> Bool {
        guard let type else { return false }
        let name = DeclarationReader.typeName(type.replacingOccurrences(of: "some ", with: "")
            .replacingOccurrences(of: "any ", with: ""))
        return name == "AnyTransition" || name.hasSuffix("Transition")
    }
}
