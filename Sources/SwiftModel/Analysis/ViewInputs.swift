import Foundation

/// A view's inputs — the properties the view that creates it sets: a `@Binding`, and a `let` or
/// `var` with no value of its own — and the places in the files that create it, with the
/// creator's state each one passes (`Child(isOn: $flag)`, `Row(isSelected: selection == item)`).
///
/// SwiftUI re-renders a child with the values its parent passes in the parent's update, so the
/// change the child shows is the parent's, made under the parent's transaction: the animation of
/// a change of an input starts with the `withAnimation` around the parent's assignment.
public enum ViewInputs {
    /// One creation of a view type: `Child(isOn: $flag)` in `Parent`, where `Child` is a type the
    /// files declare.
    public struct Creation: Sendable, Hashable {
        /// The type whose code writes the creation.
        public var creator: String
        public var arguments: [Argument]
        public var location: CodeLocation
    }

    /// Where a view's input comes from: a creation that passes it, and the creator's stored
    /// properties its argument reads (`flag` for `$flag`).
    public struct Caller: Sendable, Hashable {
        public var creator: String
        public var states: [String]
        /// `$flag`: the child can set it too.
        public var isBinding: Bool
        public var location: CodeLocation
    }

    /// The owner of a `#Preview { … }` body's creations.
    public static let previewOwner = "#Preview"

    /// Whether `creator` is a preview — a `#Preview` or a `PreviewProvider` — which shows a view in
    /// Xcode, not in the app: its creations give a view values only when the app's give none, and
    /// never decide whether an input changes.
    public static func isPreview(_ creator: String, code: CodeBase) -> Bool {
        creator == previewOwner || code.types.contains { $0.name == creator && $0.conformances.contains("PreviewProvider") }
    }

    /// Whether `declaration` is an input: a `@Binding`, or a stored property with no value and no
    /// other wrapper.
    public static func isInput(_ declaration: Declaration) -> Bool {
        guard case .stored(_, let wrapper, _, let value) = declaration.kind else { return false }
        return wrapper == "Binding" || (wrapper == nil && value == nil)
    }

    /// The places that create `view` passing `property`, with what they pass; in file order.
    public static func callers(of property: String, in view: String, code: CodeBase) -> [Caller] {
        (code.creations[view] ?? []).compactMap { creation -> Caller? in
            guard let argument = argument(for: property, in: creation, of: view, code: code) else { return nil }
            if case .name(let name) = argument.value.unparenthesized.kind, name.hasPrefix("$") {
                let state = String(name.dropFirst())
                guard code.storedProperty(state, owner: creation.creator) != nil else { return nil }
                return Caller(creator: creation.creator, states: [state], isBinding: true, location: creation.location)
            }
            let states = code.members(of: creation.creator).filter { $0.isStored && argument.value.mentions($0.name) }
                .map(\.name)
            return states.isEmpty ? nil : Caller(creator: creation.creator, states: states, isBinding: false,
                                                 location: creation.location)
        }
    }

    /// The argument a creation of `view` passes for its stored `property`: the one labelled so, as
    /// the memberwise initializer takes it, or — through an `init` of the view's own whose labels
    /// the arguments match (`init(_ avatar: URL? = nil, config: …)` for `AvatarView(account.avatar)`)
    /// — the one given to the parameter that `init` stores there (`self.avatar = avatar`).
    public static func argument(for property: String, in creation: Creation, of view: String, code: CodeBase) -> Argument? {
        if let labelled = creation.arguments.first(where: { $0.label == property }) { return labelled }
        for initializer in code.type(view)?.initializers ?? [] {
            guard let parameter = initializer.stores[property], let bound = bind(creation.arguments, to: initializer.parameters),
                  let argument = bound[parameter] else { continue }
            return argument
        }
        return nil
    }

    /// The arguments by the parameter each is given to, as Swift matches them: in order, by label,
    /// a parameter with a default left out; nil when they do not match.
    private static func bind(_ arguments: [Argument], to parameters: [Parameter]) -> [String: Argument]? {
        var bound: [String: Argument] = [:]
        var rest = arguments[...]
        for parameter in parameters {
            if let next = rest.first, next.label == parameter.label {
                bound[parameter.name] = next
                rest = rest.dropFirst()
            } else if parameter.defaultValue == nil {
                return nil
            }
        }
        return rest.isEmpty ? bound : nil
    }

    /// What a view is created with: the first place in the folder that creates `view` passing
    /// values that need nothing of the creator's state (`MovingCircleView(moveOffset: 15)`), and
    /// those values by property — plain `let`/`var` properties only, through the memberwise
    /// initializer (a type with an `init` of its own maps its arguments its own way, so none).
    /// SwiftUI renders the child with what its parent passes, so a default the parent overrides
    /// (`var moveOffset: CGFloat = 0`) is not what the phone shows. Nil when no creation gives one.
    public static func given(to view: String, code: CodeBase) -> (creation: Creation, values: [(Declaration, Value)])? {
        guard let type = code.type(view), !type.hasInitializer else { return nil }
        // The app's own creations first; a preview's when none gives values.
        let all = (code.creations[view] ?? []).filter { $0.creator != view }
        let ordered = all.filter { !isPreview($0.creator, code: code) } + all.filter { isPreview($0.creator, code: code) }
        for creation in ordered {
            var values: [(Declaration, Value)] = []
            for argument in creation.arguments {
                guard let label = argument.label, let declaration = code.storedProperty(label, owner: view),
                      case .stored(let isConstant, nil, _, let initial) = declaration.kind,
                      !(isConstant && initial != nil) else { continue }
                let hint = TypeHint.named(declaration.type, in: code)
                guard let value = try? Evaluation(code: code, bindings: Bindings())
                    .evaluate(argument.value, owner: creation.creator, expecting: hint) else { continue }
                values.append((declaration, value))
            }
            if !values.isEmpty { return (creation, values) }
        }
        return nil
    }

    /// Every creation of a type the files declare, by the created type's name: in the bodies,
    /// computed properties and functions of every type, closures included.
    static func creations(in declarations: [Declaration], typeNames: Set<String>) -> [String: [Creation]] {
        var found: [String: [Creation]] = [:]
        func visit(_ expression: CodeExpression, creator: String) {
            switch expression.kind {
            case .call(let callee, let arguments):
                if case .name(let name) = callee.kind, typeNames.contains(name) {
                    found[name, default: []].append(Creation(creator: creator, arguments: arguments, location: expression.location))
                } else if case .member(let base, let name) = callee.kind, typeNames.contains(name), case .name = base.unparenthesized.kind {
                    // `Self.ExpandedView(…)`, `Editor.Row(…)`: a type named through the one it is nested in.
                    found[name, default: []].append(Creation(creator: creator, arguments: arguments, location: expression.location))
                }
                visit(callee, creator: creator)
                arguments.forEach { visit($0.value, creator: creator) }
            case .member(let base, _), .prefix(_, let base), .postfix(_, let base):
                visit(base, creator: creator)
            case .binary(_, let a, let b):
                visit(a, creator: creator)
                visit(b, creator: creator)
            case .ternary(let c, let a, let b):
                [c, a, b].forEach { visit($0, creator: creator) }
            case .tuple(let elements):
                elements.forEach { visit($0.value, creator: creator) }
            case .closure(let closure):
                visit(closure.body, creator: creator)
            default:
                break
            }
        }
        func visit(_ block: Block, creator: String) {
            for statement in block.statements {
                switch statement.kind {
                case .expression(let expression), .returnValue(let expression?):
                    visit(expression, creator: creator)
                case .variable(_, _, _, let value?):
                    visit(value, creator: creator)
                default:
                    break
                }
                statement.innerBlocks.forEach { visit($0, creator: creator) }
            }
        }
        for declaration in declarations {
            guard let owner = declaration.owner else { continue }
            switch declaration.kind {
            case .computed(let body), .function(_, let body?): visit(body, creator: owner)
            default: continue
            }
        }
        return found
    }
}
