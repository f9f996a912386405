import Foundation

/// The free variables of a site: the state, parameters and environment values its value depends
/// on, which a preset has to bind — found by reading the code, through the functions and
/// properties it calls, without evaluating it.
///
/// A name is free when it is a stored property with no value the code can take (a `@State`, a
/// `@Binding`, a property without a default) or a parameter without a default. Constants,
/// defaults, types, `@Environment(\.accessibilityReduceMotion)` (which MotionReel binds itself)
/// and locals are not. A type is never a variable — one the files declare (a custom `ViewModifier`
/// or `Transition`, whose body is read instead, its stored properties set by its initializer), or
/// a SwiftUI one — and in an extension of `AnyTransition`, `Transition` or `Animation` a bare
/// SwiftUI member (`move(edge:)`, `opacity`, `spring(…)`) is that type's, as Swift looks it up.
public enum FreeVariables {
    /// The free variables of `site`, in the order the code reaches them.
    public static func of(_ site: Site, in code: CodeBase) -> [String] {
        if let declaration = site.declaration { return of(declaration, in: code) }
        var walker = Walker(code: code, home: site.location.file)
        walker.siteOwner = site.owner
        if let argument = site.argument {
            walker.walk(argument, owner: site.owner, locals: [])
        }
        return walker.found
    }

    /// The free variables of a declaration named directly (a link's `symbol:`): its parameters
    /// without a default, and what its body reads.
    public static func of(_ declaration: Declaration, in code: CodeBase) -> [String] {
        var walker = Walker(code: code, home: declaration.location.file)
        walker.visit(declaration, parametersAreFree: true)
        return walker.found
    }

    /// The declarations `site` reaches by name — the constants, computed properties and functions
    /// its value is made of, a custom modifier's body and defaults — in the order the code reaches
    /// them: the text that decides the value besides the site's own, which a diff names at its own
    /// line when it is edited (`static let cardSpring = …` behind `withAnimation(Self.cardSpring)`).
    public static func declarations(reachedBy site: Site, in code: CodeBase) -> [Declaration] {
        if let declaration = site.declaration { return declarations(reachedBy: declaration, in: code) }
        return declarations(reachedBy: site.argument.map { [$0] } ?? [], owner: site.owner, home: site.location.file, in: code)
    }

    /// The declarations `expressions`, written in `owner`'s code in the file `home`, reach by name.
    public static func declarations(reachedBy expressions: [CodeExpression], owner: String?, home: String,
                                    in code: CodeBase) -> [Declaration] {
        var walker = Walker(code: code, home: home)
        for expression in expressions { walker.walk(expression, owner: owner, locals: []) }
        return walker.reached.filter(hasText)
    }

    /// The declarations `declaration` reaches by name (``declarations(reachedBy:in:)-site``), itself not among them.
    public static func declarations(reachedBy declaration: Declaration, in code: CodeBase) -> [Declaration] {
        var walker = Walker(code: code, home: declaration.location.file)
        walker.visit(declaration, parametersAreFree: true)
        return walker.reached.dropFirst().filter(hasText)
    }

    /// Whether a declaration's own text gives its value: a function, a computed property, a stored
    /// one with a value — not state or an input, whose value a preset binds.
    private static func hasText(_ declaration: Declaration) -> Bool {
        switch declaration.kind {
        case .function, .computed: true
        case .stored(let isConstant, let wrapper, _, let value): value != nil && (isConstant || wrapper == nil)
        }
    }

    private struct Walker {
        let code: CodeBase
        /// The site's file, whose declarations come first (``CodeBase/member(_:of:isStatic:preferring:)``).
        let home: String
        var found: [String] = []
        var visited = Set<String>()
        /// Every declaration visited, in order.
        var reached: [Declaration] = []
        /// The type the site is written in: a custom modifier's own site reads its properties as the
        /// view applying it sets them — free — where one the site makes has them set by its initializer.
        var siteOwner: String?

        init(code: CodeBase, home: String) {
            self.code = code
            self.home = home
        }

        mutating func add(_ name: String) {
            if !found.contains(name) { found.append(name) }
        }

        /// A declaration reached by name: its body's free variables, and itself if it is state.
        mutating func visit(_ declaration: Declaration, parametersAreFree: Bool) {
            let key = "\(declaration.owner ?? "").\(declaration.name).\(declaration.location)"
            guard visited.insert(key).inserted, visited.count <= Evaluation.maximumSteps else { return }
            reached.append(declaration)
            switch declaration.kind {
            case .function(let parameters, let body):
                var locals = Set<String>()
                for parameter in parameters {
                    locals.insert(parameter.name)
                    if parametersAreFree, parameter.defaultValue == nil { add(parameter.name) }
                    if let value = parameter.defaultValue { walk(value, owner: declaration.owner, locals: []) }
                }
                if let body { walk(body, owner: declaration.owner, locals: locals) }
            case .computed(let body):
                walk(body, owner: declaration.owner, locals: [])
            case .stored(let isConstant, let wrapper, let argument, let value):
                if wrapper == "Environment", case .keyPath("accessibilityReduceMotion")? = argument?.kind { return }
                if let owner = declaration.owner, isCustomEffect(owner), owner != siteOwner || value != nil {
                    // A custom modifier's property: its initializer's argument sets it, where it is made.
                    if let value { walk(value, owner: owner, locals: []) }
                } else if let value, isConstant || wrapper == nil {
                    walk(value, owner: declaration.owner, locals: [])
                } else {
                    add(declaration.name)
                }
            }
        }

        mutating func walk(_ block: Block, owner: String?, locals: Set<String>) {
            var locals = locals
            for statement in block.statements {
                switch statement.kind {
                case .expression(let e), .returnValue(let e?), .assignment(_, _, let e):
                    walk(e, owner: owner, locals: locals)
                case .variable(let name, _, _, let value):
                    if let value { walk(value, owner: owner, locals: locals) }
                    locals.insert(name)
                case .guardStatement(let conditions, let elseBody):
                    for condition in conditions { walk(condition, owner: owner, locals: &locals) }
                    walk(elseBody, owner: owner, locals: locals)
                case .ifStatement, .switchStatement:
                    // The same names as the `if` or `switch` expression it reads as.
                    if let expression = Block([statement]).implicitResult { walk(expression, owner: owner, locals: locals) }
                case .doCatch, .loop:
                    statement.innerBlocks.forEach { walk($0, owner: owner, locals: locals) }
                default:
                    break
                }
            }
        }

        mutating func walk(_ branch: IfStatement, owner: String?, locals: Set<String>) {
            var inner = locals
            for condition in branch.conditions { walk(condition, owner: owner, locals: &inner) }
            walk(branch.body, owner: owner, locals: inner)
            switch branch.elseBody {
            case .block(let block)?: walk(block, owner: owner, locals: locals)
            case .elseIf(let next)?: walk(next, owner: owner, locals: locals)
            case nil: break
            }
        }

        mutating func walk(_ choice: SwitchStatement, owner: String?, locals: Set<String>) {
            walk(choice.subject, owner: owner, locals: locals)
            for item in choice.cases {
                var inner = locals
                for pattern in item.patterns {
                    switch pattern {
                    case .expression(let e): walk(e, owner: owner, locals: locals)
                    case .binding(let name): inner.insert(name)
                    case .enumCase(_, let bindings): inner.formUnion(bindings.compactMap { $0 })
                    default: break
                    }
                }
                if let whereClause = item.whereClause { walk(whereClause, owner: owner, locals: inner) }
                walk(item.body, owner: owner, locals: inner)
            }
        }

        mutating func walk(_ condition: Condition, owner: String?, locals: inout Set<String>) {
            switch condition {
            case .expression(let e): walk(e, owner: owner, locals: locals)
            case .optionalBinding(let name, let value, _):
                if let value { walk(value, owner: owner, locals: locals) } else { reference(name, owner: owner, locals: locals) }
                locals.insert(name)
            case .unsupported: break
            }
        }

        mutating func walk(_ expression: CodeExpression, owner: String?, locals: Set<String>) {
            switch expression.kind {
            case .name(let name):
                reference(name, owner: owner, locals: locals)
            case .member(let base, let name):
                if case .name(let root) = base.unparenthesized.kind, root == "self" || root == "Self" {
                    reference(name, owner: owner, locals: [])
                } else if let owner, let path = Evaluation.namePath(expression), let cell = ModelState.cell(path, in: owner, code: code),
                          !locals.contains(cell.holder) {
                    // `store.isOn`: a model object's property, state the view reads (``ModelState``).
                    add(path)
                } else if let path = Evaluation.namePath(expression), let root = path.split(separator: ".").first.map(String.init),
                          !locals.contains(root), code.declarations(named: root).isEmpty, !code.isTypeName(root) {
                    // `viewModel.isForward`, `UIScreen.main.bounds.width`: a path into something the
                    // files do not declare, which a preset binds as a whole.
                    add(path)
                } else if case .name(let type) = base.unparenthesized.kind, !locals.contains(type),
                          let declaration = staticMember(name, of: type) {
                    visit(declaration, parametersAreFree: false)
                } else {
                    walk(base, owner: owner, locals: locals)
                }
            case .implicitMember(let name):
                for owner in ["AnyTransition", "Transition", "Animation"] {
                    if let declaration = code.member(name, of: owner, isStatic: true, preferring: home).first {
                        visit(declaration, parametersAreFree: false)
                    }
                }
            case .call(let callee, let arguments):
                if case .name(let name) = callee.unparenthesized.kind {
                    called(name, owner: owner, locals: locals)
                } else {
                    walk(callee, owner: owner, locals: locals)
                }
                for argument in arguments { walk(argument.value, owner: owner, locals: locals) }
            case .prefix(_, let e), .postfix(_, let e):
                walk(e, owner: owner, locals: locals)
            case .binary(_, let a, let b):
                for operand in [a, b] { walk(operand, owner: owner, locals: locals) }
            case .ternary(let c, let a, let b):
                for operand in [c, a, b] { walk(operand, owner: owner, locals: locals) }
            case .tuple(let elements):
                for element in elements { walk(element.value, owner: owner, locals: locals) }
            case .array(let elements):
                for element in elements { walk(element, owner: owner, locals: locals) }
            case .subscriptCall(let base, let arguments):
                walk(base, owner: owner, locals: locals)
                for argument in arguments { walk(argument.value, owner: owner, locals: locals) }
            case .ifExpression(let branch):
                walk(branch, owner: owner, locals: locals)
            case .switchExpression(let choice):
                walk(choice, owner: owner, locals: locals)
            default:
                break
            }
        }

        /// A bare name: a local, a member of `owner`, a file-level declaration, or a free variable.
        mutating func reference(_ name: String, owner: String?, locals: Set<String>) {
            guard !locals.contains(name), name != "self", name != "Self" else { return }
            if let declaration = code.member(name, of: owner, preferring: home).first ?? code.member(name, of: nil, preferring: home).first {
                visit(declaration, parametersAreFree: false)
            } else if code.type(name, preferring: home) != nil {
                // `BlurModifier(radius: 12)`: what its body reads, not the type itself.
                for body in code.member("body", of: name, isStatic: false, preferring: home) {
                    visit(body, parametersAreFree: false)
                }
            } else if let type = Vocabulary.extendedType(owner), Vocabulary.isStaticMember(name, of: type) {
                return
            } else if !code.isTypeName(name), code.member(name, of: name, preferring: home).isEmpty {
                add(name)
            }
        }

        /// A called name: a function or a type — never a variable to bind, even one the files do
        /// not declare (`Glow()`), which the evaluation refuses by name.
        mutating func called(_ name: String, owner: String?, locals: Set<String>) {
            guard !locals.contains(name) else { return }
            if !code.member(name, of: owner, preferring: home).isEmpty || !code.member(name, of: nil, preferring: home).isEmpty
                || code.type(name, preferring: home) != nil {
                reference(name, owner: owner, locals: locals)
            }
        }

        /// Whether `type` is a custom `ViewModifier` or `Transition` declared in the files.
        func isCustomEffect(_ type: String) -> Bool {
            code.conforms(type, to: "ViewModifier") || code.conforms(type, to: "Transition")
        }

        func staticMember(_ name: String, of type: String) -> Declaration? {
            for owner in Vocabulary.owners(of: type) {
                if let declaration = code.member(name, of: owner, isStatic: true, preferring: home).first { return declaration }
            }
            return nil
        }
    }
}
