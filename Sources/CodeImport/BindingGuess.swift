import Foundation
import SwiftModel

/// A guess at what a free variable of the code is, and why: what `motionreel import -o` writes into
/// the preset's `bind:`, each with a comment.
public struct BindingGuess: Sendable, Hashable {
    public var name: String
    public var role: BindingRole
    public var reason: String
}

/// Guesses bindings from how the code uses its state (docs/from-code.md, "What import guesses"):
///
/// - the state an `.animation(_:value:)` watches (or an `.onChange(of:)` observes) is the
///   selection, `to`;
/// - a state assigned in `.onChange(of: selection)` is `from` (or, if it is a `Bool` named like a
///   direction, `forward` / `backward`);
/// - an `Int` (or enum) parameter of the transition's function is `page`;
/// - a `Bool` state or parameter named like forward, backward or isForward is `forward` or
///   `backward`; one named like reduceMotion is `reduceMotion`.
public enum BindingGuesser {
    /// The state variable that holds the selected page, and why it was chosen.
    public static func selection(in code: CodeBase) -> (name: String, reason: String)? {
        SelectionGuess.variable(in: code)
    }

    /// Guesses for `variables` of `site` (the selection given); the names with no guess come back apart.
    public static func guesses(for variables: [String], of site: Site?, selection: String?,
                               in code: CodeBase) -> (guesses: [BindingGuess], unguessed: [String]) {
        var guesses: [BindingGuess] = []
        var unguessed: [String] = []
        let parameters: [Parameter] = {
            guard case .function(let parameters, _)? = site?.declaration?.kind else { return [] }
            return parameters
        }()
        for name in variables {
            let lower = name.lowercased()
            let parameter = parameters.first { $0.name == name }
            let stored = code.storedProperty(name)
            let hint = parameter.flatMap { TypeHint.named($0.type, in: code) } ?? stored.flatMap(code.valueType)
            let isBool = hint == .boolean
            if name == selection {
                guesses.append(BindingGuess(name: name, role: .to, reason: "the selection"))
            } else if isBool, lower.contains("forward") {
                guesses.append(BindingGuess(name: name, role: .forward, reason: "a Bool named like the direction"))
            } else if isBool, lower.contains("backward") || lower.contains("reverse") {
                guesses.append(BindingGuess(name: name, role: .backward, reason: "a Bool named like the direction"))
            } else if isBool, lower.contains("reducemotion") || lower.contains("reducedmotion") {
                guesses.append(BindingGuess(name: name, role: .reduceMotion, reason: "a Bool named like Reduce Motion"))
            } else if let assignment = onChangeAssignment(name, selection: selection, code), !isBool {
                guesses.append(BindingGuess(name: name, role: .from,
                                            reason: "set in .onChange(of: \(selection ?? "")) at \(assignment.location.fileAndLine): "
                                            + "the page before the change"))
            } else if parameter != nil, hint == .integer || { if case .enumeration = hint { true } else { false } }() {
                guesses.append(BindingGuess(name: name, role: .page, reason: "an Int parameter of the transition's function: "
                                            + "the page it is built for"))
            } else if !isBool, ["previous", "prev", "old", "last"].contains(where: { lower.hasPrefix($0) }) {
                guesses.append(BindingGuess(name: name, role: .from, reason: "named like the page before the change"))
            } else {
                unguessed.append(name)
            }
        }
        return (guesses, unguessed)
    }

    /// The assignment to `name` in `.onChange(of: selection)`, if there is one.
    static func onChangeAssignment(_ name: String, selection: String?, _ code: CodeBase) -> StateAssignment? {
        code.assignments.first { assignment in
            guard assignment.variable == name, case .onChange(let observed) = assignment.unit else { return false }
            return selection == nil || stripSelf(observed) == selection
        }
    }

    static func isState(_ name: String, _ code: CodeBase) -> Bool { SelectionGuess.isState(name, code) }

    static func stripSelf(_ name: String) -> String { SelectionGuess.stripSelf(name) }
}
