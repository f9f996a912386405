import Foundation

/// State that lives in a store of The Composable Architecture: a view holds `store: StoreOf<Game>`
/// (or `Store<Feature.ButtonState, Feature.Action>`), reads `store.isGameLoaded`, and changes it
/// by sending an action — `store.send(.submitButtonTapped, animation: .default)` — that the
/// feature's reducer handles by mutating its `State` (`state.isGameLoaded = true`).
///
/// A state marked `@ObservableState` is observed as an `@Observable` model is: a view's body that
/// reads a property updates when it changes ("Observation": The Composable Architecture's
/// documentation, *Migrating to 1.7*). `send(_:animation:)` "sends an action to the store with a
/// given animation": it runs the reducer inside `withAnimation(animation)`, so every change the
/// action's case makes is that transaction's (Point-Free, `Store.send(_:animation:)`).
public enum StoreState {
    /// The qualified state type a view's stored property holds a store of, when the files declare
    /// it `@ObservableState`: `StoreOf<Game>` → `Game.State`; `Store<Feature.ButtonState, …>` →
    /// `Feature.ButtonState`. Plain or `@Bindable` (Perception's too) — the wrappers SwiftUI
    /// observes a store through.
    public static func statePath(heldBy declaration: Declaration, in code: CodeBase) -> String? {
        guard case .stored(_, let wrapper, _, _) = declaration.kind, !declaration.isStatic,
              wrapper == nil || wrapper == "Bindable", var written = declaration.type?.trimmingCharacters(in: .whitespaces)
        else { return nil }
        written = written.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
        let path: String?
        if written.hasPrefix("StoreOf<"), written.hasSuffix(">") {
            let feature = String(written.dropFirst("StoreOf<".count).dropLast())
            path = code.qualifiedType(feature, in: declaration.ownerPath).flatMap { code.qualifiedType("State", in: $0) }
        } else if written.hasPrefix("Store<"), written.hasSuffix(">") {
            let first = written.dropFirst("Store<".count).dropLast().split(separator: ",").first.map(String.init) ?? ""
            path = code.qualifiedType(first.trimmingCharacters(in: .whitespaces), in: declaration.ownerPath)
        } else {
            path = nil
        }
        guard let path, code.type(path: path)?.conformances.contains("ObservableState") == true else { return nil }
        return path
    }

    /// The properties of the state `path` a view reads through its store, each with the
    /// properties on the way to it: its own `var`s, and those of each `@ObservableState` struct
    /// it holds (`wordSubmitButton.areReactionsOpen`).
    public static func properties(of path: String, in code: CodeBase) -> [(via: [String], property: Declaration)] {
        var found: [(via: [String], property: Declaration)] = []
        for property in variables(of: path, in: code) {
            found.append(([], property))
            guard let type = property.type, let nested = code.qualifiedType(type, in: path),
                  code.type(path: nested)?.conformances.contains("ObservableState") == true else { continue }
            for inner in variables(of: nested, in: code) { found.append(([property.name], inner)) }
        }
        return found
    }

    private static func variables(of path: String, in code: CodeBase) -> [Declaration] {
        code.members(ofPath: path).filter { declaration in
            guard !declaration.isStatic, case .stored(false, let wrapper, _, _) = declaration.kind else { return false }
            return wrapper == nil
        }
    }

    /// The state type and property a reducer's assignment sets: `state.wordSubmitButton.areReactionsOpen
    /// = false` in `WordSubmitButtonFeature`'s code is `WordSubmitButtonFeature.ButtonState`'s
    /// `areReactionsOpen` (each step typed by its declaration). Nil for any other assignment.
    public static func target(of assignment: StateAssignment, in code: CodeBase) -> (type: String, property: String)? {
        let parts = assignment.variable.split(separator: ".").map(String.init)
        guard parts.count >= 2, parts[0] == "state", let owner = assignment.owner, let reducer = code.type(owner)?.path,
              var type = code.qualifiedType("State", in: reducer) else { return nil }
        for step in parts.dropFirst().dropLast() {
            guard let declaration = code.members(ofPath: type).first(where: { $0.name == step && $0.isStored }),
                  let written = declaration.type, let next = code.qualifiedType(written, in: type) else { return nil }
            type = next
        }
        return (type, parts[parts.count - 1])
    }

    /// The reducer assignments that set `property` of the state type it is declared in, each with
    /// the transaction the sends of its action give it (``sendAnimation(of:in:)``).
    public static func assignments(to property: Declaration, in code: CodeBase) -> [StateAssignment] {
        guard let type = property.ownerPath else { return [] }
        return code.assignments.compactMap { assignment -> StateAssignment? in
            guard let target = target(of: assignment, in: code), target.type == type, target.property == property.name else { return nil }
            var sent = assignment
            if sent.explicit == nil { sent.explicit = sendAnimation(of: assignment, in: code) }
            return sent
        }
    }

    /// The animation an assignment in a reducer's `case` is made with: that of every
    /// `send(.case, animation: A)` of the action — from a view holding the feature's store, or
    /// from the feature's own effects — when they all give the same one. Nil when any send gives
    /// none (or another): the change is then filmed without one.
    public static func sendAnimation(of assignment: StateAssignment, in code: CodeBase) -> ExplicitAnimation? {
        guard let owner = assignment.owner, let reducer = code.members(of: owner).first(where: { $0.name == "body" }),
              case .computed(let body) = reducer.kind else { return nil }
        let names = ActionSends.cases(around: assignment.location, in: body.statements)
        guard !names.isEmpty else { return nil }
        let sends = ActionSends.all(in: code).filter { send in
            guard names.contains(send.action) else { return false }
            // The feature's own effects (`await send(.loaded)`), or a view's store of this feature.
            if send.receiver == nil { return send.owner == owner }
            guard let receiver = send.receiver, let holder = code.storedProperty(receiver, owner: send.owner),
                  let state = statePath(heldBy: holder, in: code) else { return false }
            return state.split(separator: ".").dropLast().joined(separator: ".") == code.type(owner)?.path
        }
        guard let first = sends.first, let animation = first.animation,
              sends.allSatisfy({ $0.animation.map { code.text(of: $0.span) } == code.text(of: animation.span) }) else { return nil }
        return ExplicitAnimation(form: .withAnimation, location: first.location, animation: animation)
    }
}
