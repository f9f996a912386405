import Foundation
import Scene
import SwiftModel

/// The names a link's code reads that a `bind:` may bind: what a bind key is checked against, so
/// a key the code never reads — a helper's parameter instead of the state passed to it, a typo —
/// is an error that suggests the names it does read, instead of a binding that silently does nothing.
extension SwiftLink.Target {
    func readNames(in code: CodeBase, selection: String?) -> [String] {
        var names: [String] = []
        func add(_ list: [String]) {
            for name in list where !names.contains(name) { names.append(name) }
        }
        // A function named by symbol: takes its parameters by name or by label.
        if case .function(let parameters, _)? = declaration?.kind { add(parameters.compactMap(\.label)) }
        switch self {
        case .site(let site):
            add(FreeVariables.of(site, in: code))
        case .declaration(let declaration):
            add(FreeVariables.of(declaration, in: code))
        case .view(let type):
            // The selection the pages switch on, and what each page's transition reads.
            add(selection.map { [$0] } ?? [])
            for site in code.sites where site.kind == .transition && site.owner == type { add(FreeVariables.of(site, in: code)) }
        case .viewAnimation(let transaction, let assignment), .stateChange(let transaction, let assignment, _, _):
            add([transaction.selection])
            // The watched values and the animations on the way down, and the one the change starts with.
            var expressions: [CodeExpression] = assignment?.explicit?.animation.map { [$0] } ?? []
            for step in transaction.steps {
                switch step {
                case .animation(_, let animation, let value): expressions += [animation] + (value.map { [$0] } ?? [])
                case .transaction(_, let animation, _, let value): expressions += (animation.map { [$0] } ?? []) + (value.map { [$0] } ?? [])
                }
            }
            let state = code.declarations.filter { $0.isStored && ($0.owner == transaction.view || $0.owner == assignment?.owner) }
            let paths = ModelState.cells(of: transaction.view, in: code).map(\.path)
            // A literal ForEach's row (`index` in `.delay(Double(index) * 0.2)`): the film binds each row's.
            let rows = code.forEachParameters(in: transaction.view)
            add((state.map(\.name) + paths + rows).filter { name in expressions.contains { $0.mentions(name) } })
        case .modifierValue(let place, let owner):
            // The view's stored properties, and the model objects' properties it reads (`store.isOn`).
            let state = code.declarations.filter { $0.isStored && $0.owner == owner }.map(\.name)
                + ModelState.cells(of: owner, in: code).map(\.path) + place.rows.map(\.parameter)
                + (place.animator.map { [$0.parameter] } ?? [])
            add(state.filter { name in place.call.arguments.contains { $0.value.mentions(name) } })
        }
        return names
    }

    private var declaration: Declaration? {
        switch self {
        case .site(let site): site.declaration
        case .declaration(let declaration): declaration
        default: nil
        }
    }
}

extension DocumentReader {
    /// Refuses each `bind:` key the linked code never reads, suggesting the closest name it does
    /// read. The selection (`to`) may always be named — other state's timing is read against it —
    /// and so may an `@Environment` value (the code reads it through SwiftUI), and a property of a
    /// value the code reads (`button.shouldAnimate` where it reads `button`: a film holds what an
    /// event checked before its change).
    func checkBindKeys(_ entries: [BindEntry], target: SwiftLink.Target, in code: CodeBase, place: CodeLocation) -> Bool {
        let selection = entries.first { $0.role == .to }?.name
        let read = target.readNames(in: code, selection: selection)
        var passed = true
        for entry in entries where !read.contains(entry.name) && entry.role != .to {
            if case .stored(_, "Environment"?, _, _)? = code.storedProperty(entry.name)?.kind { continue }
            if entry.name.contains("."), read.contains(String(entry.name.prefix { $0 != "." })) { continue }
            // A name the key is part of (`forward` → `movingForward`) is the likelier meaning than a near spelling.
            let key = entry.name.lowercased()
            let containing = read.first { $0.lowercased().contains(key) || key.contains($0.lowercased()) }
            let suggestion = (containing ?? Suggestions.closest(to: entry.name, among: read)).map { "; did you mean '\($0)'?" } ?? ""
            let list = read.isEmpty ? "it reads no state or parameter" : "it reads: " + read.joined(separator: ", ")
            report(.swift(place: place.description, message: "\(entry.field.path): the linked code never reads "
                          + "'\(entry.name)' (\(list))" + suggestion), at: entry.field.node)
            passed = false
        }
        return passed
    }
}
