import Foundation

/// Which state variable holds the selected page, read from how the code uses it: the value an
/// `.animation(_:value:)` watches, else the value an `.onChange(of:)` observes, else an `Int` (or
/// enum) state named like a selection. What `import` binds to `to`, and what a link without a
/// `to` binding times its other variables against.
public enum SelectionGuess {
    /// The state variable that holds the selected page, and why it was chosen.
    public static func variable(in code: CodeBase) -> (name: String, reason: String)? {
        for site in code.sites where site.kind == .animation {
            guard let value = site.value.map(stripSelf), isState(value, code) else { continue }
            return (value, "watched by .animation(_:value:) at \(site.location.fileAndLine)")
        }
        for assignment in code.assignments {
            guard case .onChange(let observed) = assignment.unit, isState(stripSelf(observed), code) else { continue }
            return (stripSelf(observed), "observed by .onChange(of:) at \(assignment.location.fileAndLine)")
        }
        let named = code.declarations.first { declaration in
            guard declaration.isStored, let hint = code.valueType(of: declaration) else { return false }
            let lower = declaration.name.lowercased()
            let isPage: Bool = switch hint {
            case .integer, .enumeration: true
            default: false
            }
            return isPage && ["select", "tab", "page", "index"].contains { lower.contains($0) }
        }
        return named.map { ($0.name, "an Int state named like a selection, declared at \($0.location.fileAndLine)") }
    }

    /// Whether `name` is a stored `var` the code declares: state that can change.
    public static func isState(_ name: String, _ code: CodeBase) -> Bool {
        guard let stored = code.storedProperty(name), case .stored(let isConstant, _, _, _) = stored.kind else { return false }
        return !isConstant
    }

    /// `self.selectedTab` → `selectedTab`.
    public static func stripSelf(_ name: String) -> String {
        name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
    }
}
