import Foundation

/// State that lives in a model object, not in the view: the `var`s of an `@Observable` class and
/// the `@Published` ones of an `ObservableObject`, read by a view through the property that holds
/// the object — `@State var model = Model()`, `@StateObject`, `@ObservedObject`,
/// `@EnvironmentObject`, `@Environment(Model.self)`, `@Bindable`, or a plain `let`/`var`.
///
/// SwiftUI updates a view "based on changes to the observable properties that a view's body reads"
/// (Apple, *Migrating from the Observable Object protocol to the Observable macro*), in the update
/// of the code that set them: a `withAnimation` inside the model's method is the transaction of
/// every view that reads what it sets, as it is for a view's own `@State`. A cell is named by the
/// path the view reads it through (`model.isRefreshing`), which is how bindings and links name it.
public enum ModelState {
    /// One observable property as a view reads it.
    public struct Cell: Sendable, Hashable {
        /// The view's stored property that holds the object (`model`).
        public var holder: String
        /// The model class (`InboxModel`).
        public var model: String
        /// The class's stored property (`isRefreshing`).
        public var property: Declaration
        /// The properties on the way from the model to it (`wordSubmitButton` of
        /// `store.wordSubmitButton.areReactionsOpen`); empty for one of the model's own.
        public var via: [String] = []
        /// Whether the model is a store's state (``StoreState``): its changes are a reducer's.
        public var isStore = false

        /// `holder.property`, how the view's code reads it.
        public var path: String { ([holder] + via + [property.name]).joined(separator: ".") }
    }

    /// The model class a view's stored property holds, when it is an observable class the files
    /// declare: from the wrapper's argument (`@Environment(Model.self)`), the declared type
    /// (`@ObservedObject var model: Model`, `Model?`), or the value (`@StateObject var model = Model()`).
    public static func modelClass(heldBy declaration: Declaration, in code: CodeBase) -> String? {
        guard case .stored(_, let wrapper, let argument, let value) = declaration.kind, !declaration.isStatic else { return nil }
        var candidates: [String] = []
        if wrapper == "Environment", case .member(let base, "self")? = argument?.unparenthesized.kind,
           case .name(let name) = base.unparenthesized.kind {
            candidates.append(name)
        }
        candidates += typeNames(of: declaration, value: value)
        guard let model = candidates.first(where: { isObservableClass($0, in: code) }) else { return nil }
        return isObserved(model, heldWith: wrapper, in: code) ? model : nil
    }

    /// Whether SwiftUI observes an object of `model` held with `wrapper`: an `@Observable` class
    /// however it is held (observation tracks what the body reads), an `ObservableObject` only
    /// through `@StateObject`, `@ObservedObject` or `@EnvironmentObject` — "SwiftUI doesn't track
    /// changes to an ObservableObject" stored in a plain property or `@State` (Apple, *Monitoring
    /// data changes in your app*: the wrappers subscribe to its `objectWillChange`).
    public static func isObserved(_ model: String, heldWith wrapper: String?, in code: CodeBase) -> Bool {
        if code.conforms(model, to: "Observable") { return true }
        return ["StateObject", "ObservedObject", "EnvironmentObject"].contains(wrapper ?? "")
    }

    /// For a property holding an `ObservableObject` SwiftUI does not observe (a plain `let`, `@State`),
    /// the class; nil otherwise.
    public static func unobservedClass(heldBy declaration: Declaration, in code: CodeBase) -> String? {
        guard case .stored(_, let wrapper, _, let value) = declaration.kind, !declaration.isStatic else { return nil }
        guard let model = typeNames(of: declaration, value: value).first(where: { isObservableClass($0, in: code) }),
              !isObserved(model, heldWith: wrapper, in: code) else { return nil }
        return model
    }

    /// The type a stored property is declared with (`Model`, `Model?`) and the one its value
    /// makes (`= Model()`): where the class it holds is named.
    private static func typeNames(of declaration: Declaration, value: CodeExpression?) -> [String] {
        var names: [String] = []
        if let type = declaration.type {
            names.append(String(type.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "?!"))))
        }
        if case .call(let callee, _)? = value?.unparenthesized.kind, case .name(let name) = callee.unparenthesized.kind {
            names.append(name)
        }
        return names
    }

    /// Whether `name` is a class the files declare that SwiftUI observes.
    public static func isObservableClass(_ name: String, in code: CodeBase) -> Bool {
        guard code.type(name)?.kind == .class else { return false }
        return code.conforms(name, to: "Observable") || code.conforms(name, to: "ObservableObject")
    }

    /// The properties of `model` a view sees change: an `@Observable` class's instance `var`s (not
    /// `@ObservationIgnored`), an `ObservableObject`'s `@Published` ones.
    public static func observedProperties(of model: String, in code: CodeBase) -> [Declaration] {
        let published = code.conforms(model, to: "ObservableObject") && !code.conforms(model, to: "Observable")
        return code.members(of: model).filter { declaration in
            guard !declaration.isStatic, case .stored(false, let wrapper, _, _) = declaration.kind else {
                return false
            }
            return published ? wrapper == "Published" : wrapper == nil
        }
    }

    /// Every observable property `view`'s code reads through a property that holds a model, in
    /// declaration order.
    public static func cells(of view: String, in code: CodeBase) -> [Cell] {
        var found: [Cell] = []
        for holder in code.members(of: view) where holder.isStored {
            guard let model = modelClass(heldBy: holder, in: code) else { continue }
            for property in observedProperties(of: model, in: code) {
                found.append(Cell(holder: holder.name, model: model, property: property))
            }
        }
        // A store of The Composable Architecture: its state's properties (``StoreState``).
        for holder in code.members(of: view) where holder.isStored {
            guard let state = StoreState.statePath(heldBy: holder, in: code) else { continue }
            for (via, property) in StoreState.properties(of: state, in: code) {
                found.append(Cell(holder: holder.name, model: state, property: property, via: via, isStore: true))
            }
        }
        return found
    }

    /// The cell `path` (`model.isRefreshing`) names in `view`, if it is one.
    public static func cell(_ path: String, in view: String, code: CodeBase) -> Cell? {
        let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
        if parts.count == 2, let holder = code.storedProperty(parts[0], owner: view), StoreState.statePath(heldBy: holder, in: code) != nil {
            return cells(of: view, in: code).first { $0.path == path }
        }
        guard parts.count == 2, let holder = code.storedProperty(parts[0], owner: view),
              let model = modelClass(heldBy: holder, in: code),
              let property = observedProperties(of: model, in: code).first(where: { $0.name == parts[1] }) else { return nil }
        return Cell(holder: holder.name, model: model, property: property)
    }

    /// The assignments views make to the cell's property through a property of their own that
    /// holds the same model class (`viewModel.displaySpoiler.toggle()` in another view holding a
    /// `StatusRowViewModel`): SwiftUI updates every view that reads it in that transaction.
    public static func assignmentsThroughHolders(to cell: Cell, code: CodeBase) -> [StateAssignment] {
        code.assignments.filter { assignment in
            let parts = SelectionGuess.stripSelf(assignment.variable).split(separator: ".").map(String.init)
            guard parts.count == 2, parts[1] == cell.property.name, let owner = assignment.owner, owner != cell.model,
                  let holder = code.storedProperty(parts[0], owner: owner) else { return false }
            return modelClass(heldBy: holder, in: code) == cell.model
        }
    }

    /// The assignments the model's own code makes to the cell's property (`isRefreshing = true`
    /// in `func refresh()`), in source order.
    public static func assignments(to cell: Cell, code: CodeBase) -> [StateAssignment] {
        if cell.isStore { return StoreState.assignments(to: cell.property, in: code) }
        // A call through a property SwiftUI does not observe (``unobservedClass(heldBy:in:)``)
        // changes an object no view renders.
        return code.assignments(in: cell.model).filter { assignment in
            guard SelectionGuess.stripSelf(assignment.variable) == cell.property.name else { return false }
            guard let caller = assignment.caller, let holder = code.storedProperty(caller.holder, owner: caller.type) else { return true }
            return unobservedClass(heldBy: holder, in: code) == nil
        }
    }
}
