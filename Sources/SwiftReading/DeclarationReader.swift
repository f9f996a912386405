import Foundation
import SwiftModel
import SwiftSyntax

/// The declarations of a file: functions and properties at file level and in types and
/// extensions (nested types included), enums with their cases, and every type and extension with
/// its inheritance clause and stored properties.
///
/// It walks the file's members itself rather than every node, so a function's body is read once,
/// as its body, and declarations inside bodies are not mistaken for members.
struct DeclarationReader {
    var converter: SyntaxConverter
    private(set) var declarations: [Declaration] = []
    private(set) var enums: [EnumDeclaration] = []
    private(set) var types: [TypeDeclaration] = []
    /// The types the member being read is nested in, outermost first (an extension's as written).
    private var enclosing: [String] = []

    /// The owner of the member being read, with the types it is nested in.
    private var ownerPath: String? { enclosing.isEmpty ? nil : enclosing.joined(separator: ".") }

    init(converter: SyntaxConverter) {
        self.converter = converter
    }

    mutating func read(_ file: SourceFileSyntax) {
        for item in file.statements {
            switch item.item {
            case .decl(let decl): read(decl, owner: nil)
            // At file level `#Preview { … }` may read as an expression.
            case .expr(let expr):
                if let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview",
                   let closure = macro.trailingClosure {
                    readPreview(closure, name: macro.macroName, node: macro)
                }
            default: break
            }
        }
    }

    /// `#Preview { Pill(initialOffset: …) }`: the view as its developer previews it, a body whose
    /// creations give a view no app code creates its values (``ViewInputs/isPreview(_:code:)``).
    private mutating func readPreview(_ closure: ClosureExprSyntax, name: TokenSyntax, node: some SyntaxProtocol) {
        declarations.append(Declaration(
            name: "preview", owner: ViewInputs.previewOwner, isStatic: true, type: nil,
            kind: .function(parameters: [], body: converter.block(closure.statements)),
            location: converter.locator.location(of: name), span: converter.span(node)))
    }

    private mutating func read(_ decl: DeclSyntax, owner: String?) {
        if let type = decl.as(StructDeclSyntax.self) {
            // `@ObservableState struct State` (The Composable Architecture): SwiftUI observes a store's state
            // through it as through an `@Observable` class.
            let observable = type.attributes.contains {
                if case .attribute(let attribute) = $0 { Self.typeName(attribute.attributeName.trimmedDescription) == "ObservableState" } else { false }
            }
            readType(.struct, name: type.name, type.inheritanceClause, type.memberBlock, adding: observable ? ["ObservableState"] : [],
                     nested: owner != nil)
        } else if let type = decl.as(ClassDeclSyntax.self) {
            // `@Observable class M` is what the macro makes it: a class conforming to `Observable`.
            let observable = type.attributes.contains {
                if case .attribute(let attribute) = $0 { Self.typeName(attribute.attributeName.trimmedDescription) == "Observable" } else { false }
            }
            readType(.class, name: type.name, type.inheritanceClause, type.memberBlock, adding: observable ? ["Observable"] : [],
                     nested: owner != nil)
        } else if let type = decl.as(ActorDeclSyntax.self) {
            readType(.actor, name: type.name, type.inheritanceClause, type.memberBlock, nested: owner != nil)
        } else if let type = decl.as(ExtensionDeclSyntax.self) {
            let name = Self.typeName(type.extendedType.trimmedDescription)
            let extended = Self.qualifiedName(type.extendedType.trimmedDescription)
            types.append(TypeDeclaration(name: name, kind: .extension, conformances: Self.conformances(type.inheritanceClause),
                                         storedProperties: [], hasInitializer: false,
                                         location: converter.locator.location(of: type.extendedType), path: extended))
            enclosing.append(extended)
            members(type.memberBlock, owner: name)
            enclosing.removeLast()
        } else if let type = decl.as(EnumDeclSyntax.self) {
            readEnum(type, nested: owner != nil)
            readType(.enum, name: type.name, type.inheritanceClause, type.memberBlock, nested: owner != nil)
        } else if let type = decl.as(ProtocolDeclSyntax.self) {
            types.append(TypeDeclaration(name: Self.name(type.name), kind: .protocol,
                                         conformances: Self.conformances(type.inheritanceClause), storedProperties: [],
                                         hasInitializer: false, location: converter.locator.location(of: type.name)))
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            readFunction(function, owner: owner)
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            readVariable(variable, owner: owner)
        } else if let macro = decl.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview",
                  let closure = macro.trailingClosure {
            readPreview(closure, name: macro.macroName, node: macro)
        } else if let config = decl.as(IfConfigDeclSyntax.self) {
            // `#if os(iOS) struct Sheet: View { … } #endif`: what an iOS build declares — members
            // in a type, statements at file level.
            switch converter.activeClause(of: config)?.elements {
            case .decls(let members)?: for member in members { read(member.decl, owner: owner) }
            case .statements(let items)?:
                for item in items { if case .decl(let inner) = item.item { read(inner, owner: owner) } }
            default: break
            }
        }
    }

    /// A type with members: they are read as its members, and it is kept with its conformances
    /// and its instance stored properties in order (what its memberwise initializer takes).
    private mutating func readType(_ kind: TypeDeclaration.Kind, name token: TokenSyntax,
                                   _ inheritance: InheritanceClauseSyntax?, _ block: MemberBlockSyntax, adding: [String] = [],
                                   nested: Bool) {
        let name = Self.name(token)
        let first = declarations.count
        let path = (enclosing + [name]).joined(separator: ".")
        enclosing.append(name)
        members(block, owner: name)
        enclosing.removeLast()
        let stored = declarations[first...].filter { $0.ownerPath == path && $0.isStored && !$0.isStatic }
        var type = TypeDeclaration(name: name, kind: kind, conformances: Self.conformances(inheritance) + adding,
                                   storedProperties: stored,
                                   hasInitializer: block.members.contains { $0.decl.is(InitializerDeclSyntax.self) },
                                   location: converter.locator.location(of: token), isNested: nested, path: path,
                                   initializerDefaults: initializerDefaults(block))
        type.initializers = initializers(block)
        types.append(type)
    }

    /// The type's own initializers: their parameters, and the property each stores from one
    /// (`self.avatar = avatar`, `_count = State(initialValue: count)`).
    private mutating func initializers(_ block: MemberBlockSyntax) -> [TypeDeclaration.Initializer] {
        block.members.compactMap { member -> TypeDeclaration.Initializer? in
            guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body else { return nil }
            let parameters = self.parameters(initializer.signature.parameterClause)
            var stores: [String: String] = [:]
            for statement in converter.block(body.statements).statements {
                guard case .assignment(let target, "=", let value) = statement.kind,
                      case .member(let base, let property) = target.unparenthesized.kind, case .name("self") = base.unparenthesized.kind,
                      let parameter = parameters.first(where: { value.mentions($0.name) }) else {
                    // `_count = State(initialValue: count)`: the wrapper's storage, named with an underscore.
                    if case .assignment(let target, "=", let value) = statement.kind, case .name(let storage) = target.unparenthesized.kind,
                       storage.hasPrefix("_"), let parameter = parameters.first(where: { value.mentions($0.name) }) {
                        stores[String(storage.dropFirst())] = stores[String(storage.dropFirst())] ?? parameter.name
                    }
                    continue
                }
                stores[property] = stores[property] ?? parameter.name
            }
            return TypeDeclaration.Initializer(parameters: parameters, stores: stores)
        }
    }

    /// A parameter clause as ``Parameter`` values: label (nil for `_`), name, type, default.
    private mutating func parameters(_ clause: FunctionParameterClauseSyntax) -> [Parameter] {
        clause.parameters.map { parameter in
            let label = parameter.firstName.tokenKind == .wildcard ? nil : Self.name(parameter.firstName)
            return Parameter(label: label, name: Self.name(parameter.secondName ?? parameter.firstName),
                             type: parameter.type.trimmedDescription,
                             defaultValue: parameter.defaultValue.map { converter.expression($0.value) })
        }
    }

    /// What the type's initializers store from a defaulted parameter: `self.isOpen = isOpen` where the
    /// parameter is `isOpen: Bool = false` gives `isOpen: false` (the first initializer that says wins).
    private mutating func initializerDefaults(_ block: MemberBlockSyntax) -> [String: CodeExpression] {
        var found: [String: CodeExpression] = [:]
        for member in block.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body else { continue }
            var defaults: [String: CodeExpression] = [:]
            for parameter in initializer.signature.parameterClause.parameters {
                guard let value = parameter.defaultValue?.value else { continue }
                defaults[Self.name(parameter.secondName ?? parameter.firstName)] = converter.expression(value)
            }
            guard !defaults.isEmpty else { continue }
            for statement in converter.block(body.statements).statements {
                guard case .assignment(let target, "=", let value) = statement.kind,
                      case .member(let base, let property) = target.unparenthesized.kind, case .name("self") = base.unparenthesized.kind,
                      case .name(let parameter) = value.unparenthesized.kind, let given = defaults[parameter],
                      found[property] == nil else { continue }
                found[property] = given
            }
        }
        return found
    }

    /// `: ViewModifier, SwiftUI.Transition` → `["ViewModifier", "Transition"]`.
    private static func conformances(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { typeName($0.type.trimmedDescription) } ?? []
    }

    private mutating func members(_ block: MemberBlockSyntax, owner: String) {
        for member in block.members { read(member.decl, owner: owner) }
    }

    private mutating func readFunction(_ function: FunctionDeclSyntax, owner: String?) {
        guard case .identifier = function.name.tokenKind else { return }   // operators are not looked up by name
        let parameters = self.parameters(function.signature.parameterClause)
        declarations.append(Declaration(
            name: Self.name(function.name), owner: owner, isStatic: Self.isStatic(function.modifiers),
            type: function.signature.returnClause?.type.trimmedDescription,
            kind: .function(parameters: parameters, body: function.body.map { converter.block($0.statements) }),
            location: converter.locator.location(of: function.name), span: converter.span(function), ownerPath: owner == nil ? nil : ownerPath))
    }

    private mutating func readVariable(_ variable: VariableDeclSyntax, owner: String?) {
        let isConstant = variable.bindingSpecifier.tokenKind == .keyword(.let)
        var wrapper: String?
        var wrapperArgument: CodeExpression?
        for element in variable.attributes {
            guard case .attribute(let attribute) = element, wrapper == nil else { continue }
            wrapper = Self.typeName(attribute.attributeName.trimmedDescription)
            if case .argumentList(let arguments)? = attribute.arguments, let first = arguments.first {
                wrapperArgument = converter.expression(first.expression)
            }
        }
        let isStatic = Self.isStatic(variable.modifiers)
        for binding in variable.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let kind: Declaration.Kind
            var observers: Block?
            switch binding.accessorBlock?.accessors {
            case .getter(let items)?:
                kind = .computed(body: converter.block(items))
            case .accessors(let accessors)?:
                if let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }) {
                    kind = .computed(body: getter.body.map { converter.block($0.statements) } ?? Block([]))
                } else {
                    // willSet / didSet only: still a stored property, whose observers run as it is set.
                    kind = .stored(isConstant: isConstant, wrapper: wrapper, wrapperArgument: wrapperArgument,
                                   value: binding.initializer.map { converter.expression($0.value) })
                    let bodies = [Keyword.willSet, .didSet].flatMap { keyword in
                        accessors.filter { $0.accessorSpecifier.tokenKind == .keyword(keyword) }
                            .compactMap { $0.body.map { converter.block($0.statements) } }
                    }
                    observers = bodies.isEmpty ? nil : Block(bodies.flatMap(\.statements))
                }
            case nil:
                kind = .stored(isConstant: isConstant, wrapper: wrapper, wrapperArgument: wrapperArgument,
                               value: binding.initializer.map { converter.expression($0.value) })
            }
            declarations.append(Declaration(
                name: Self.name(pattern.identifier), owner: owner, isStatic: isStatic,
                type: binding.typeAnnotation?.type.trimmedDescription, kind: kind,
                location: converter.locator.location(of: pattern.identifier), span: converter.span(variable),
                observers: observers, ownerPath: owner == nil ? nil : ownerPath))
        }
    }

    private mutating func readEnum(_ type: EnumDeclSyntax, nested: Bool) {
        var cases: [EnumDeclaration.Case] = []
        for member in type.memberBlock.members {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDecl.elements {
                cases.append(EnumDeclaration.Case(name: Self.name(element.name),
                                                  rawValue: element.rawValue.map { converter.expression($0.value) },
                                                  hasAssociatedValues: element.parameterClause != nil))
            }
        }
        let rawType = type.inheritanceClause?.inheritedTypes.first.map { Self.typeName($0.type.trimmedDescription) }
        enums.append(EnumDeclaration(name: Self.name(type.name), rawType: rawType, cases: cases,
                                     location: converter.locator.location(of: type.name), isNested: nested))
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    static func name(_ token: TokenSyntax) -> String { SyntaxConverter.name(token) }

    /// `SwiftUI.AnyTransition` → `AnyTransition`, `Outer.Tab` → `Tab`, `Array<Int>` → `Array`.
    /// A type as written without its generic arguments and module (`Perception.Bindable<X>` keeps
    /// its dots: `Game.State` stays `Game.State`).
    static func qualifiedName(_ written: String) -> String {
        written.split(separator: "<").first.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? written
    }

    static func typeName(_ written: String) -> String {
        let base = written.split(separator: "<").first.map(String.init) ?? written
        return base.split(separator: ".").last.map(String.init) ?? base
    }
}
