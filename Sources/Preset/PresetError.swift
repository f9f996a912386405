import Foundation
import Scene

/// A place in a preset file: its column counts Unicode scalars, as libyaml counts them.
public typealias SourceLocation = FileLocation

/// A problem with a preset, with a message a user can act on.
///
/// Every problem found in the document reads `FILE:LINE:COLUMN: message`:
///
/// ```
/// tab.yaml:14:39: unknown key 'dampingFracton' in transition.animation.spring; did you mean 'dampingFraction'?
/// ```
///
/// A problem in the Swift source a `swift:` link reads names both places, the preset's first:
///
/// ```
/// tabs.yaml:7:11: ContentView.swift:58:20: 'isForward' is not bound; bind it: { isForward: forward } …
/// ```
///
/// Two kinds of problem have no place in the document, and their description is the message
/// alone: a preset file that cannot be read, and a bad command-line override
/// (`--fps 500: frame rate must be between 1 and 240`).
public struct PresetError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Sendable, Hashable {
        /// The text is not valid YAML; the message is libyaml's, lightly reworded.
        case syntax(String)
        /// A key the grammar does not have at this place; unknown keys are always errors.
        case unknownKey(path: String, key: String, suggestion: String?, allowed: [String])
        /// A required key is absent; the location is the mapping that lacks it.
        case missingKey(path: String, key: String)
        /// A value of the wrong kind, e.g. text where a number belongs.
        case wrongType(path: String, expected: String, found: String)
        /// A word that is not one of the choices at this place (a wireframe, an edge, an animation…).
        case unknownChoice(path: String, what: String, found: String, suggestion: String?, choices: [String])
        /// A value of the right kind that breaks a rule: a range, an order, a count.
        case invalidValue(path: String, message: String)
        /// An image path that names no file; `resolved` is where it was looked for.
        case missingImage(path: String, image: String, resolved: String)
        /// An image file that is not a PNG, JPEG or SVG (told by its first bytes, not its name).
        case unsupportedImage(path: String, image: String)
        /// An image that cannot be drawn: its size is zero or too large, or its data is damaged;
        /// `problem` says which (see `ImageProblem`).
        case brokenImage(path: String, image: String, problem: String)
        /// The preset file itself could not be read.
        case unreadable(file: String, message: String)
        /// A command-line override outside its limits, e.g. `--fps 500`.
        case invalidOverride(option: String, value: String, message: String)
        /// A problem in the Swift source a `swift:` link reads, at its own place there
        /// (`ContentView.swift:58:20`), or in the file itself (`ContentView.swift`).
        case swift(place: String, message: String)
    }

    /// Where the problem is; nil for an unreadable file and for overrides.
    public var location: SourceLocation?
    public var reason: Reason

    /// A problem, at a place in the document or (nil) at none.
    public init(_ reason: Reason, at location: SourceLocation?) {
        self.reason = reason
        self.location = location
    }

    /// The message without the location.
    public var message: String {
        switch reason {
        case .syntax(let message):
            return message
        case .unknownKey(let path, let key, let suggestion, let allowed):
            let place = path.isEmpty ? "at the top level" : "in \(path)"
            if let suggestion { return "unknown key '\(key)' \(place); did you mean '\(suggestion)'?" }
            return "unknown key '\(key)' \(place); allowed keys: \(allowed.joined(separator: ", "))"
        case .missingKey(let path, let key):
            return path.isEmpty ? "missing required key '\(key)'" : "\(path): missing required key '\(key)'"
        case .wrongType(let path, let expected, let found):
            return Self.prefixed(path, "expected \(expected), found \(found)")
        case .unknownChoice(let path, let what, let found, let suggestion, let choices):
            let hint = suggestion.map { "did you mean '\($0)'?" }
                ?? "expected one of: \(choices.joined(separator: ", "))"
            return Self.prefixed(path, "unknown \(what) '\(found)'; \(hint)")
        case .invalidValue(let path, let message):
            return Self.prefixed(path, message)
        case .missingImage(let path, let image, let resolved):
            return Self.prefixed(path, "image '\(image)' not found (looked for \(resolved); "
                                 + "relative paths start at the preset's folder)")
        case .unsupportedImage(let path, let image):
            return Self.prefixed(path, "image '\(image)' is not a PNG, JPEG or SVG file (told by its contents, "
                                 + "not its name); only those formats can be drawn")
        case .brokenImage(let path, let image, let problem):
            return Self.prefixed(path, "image '\(image)' cannot be used: \(problem)")
        case .unreadable(let file, let message):
            return "cannot read preset '\(file)': \(message)"
        case .invalidOverride(let option, let value, let message):
            return "\(option) \(value): \(message)"
        case .swift(let place, let message):
            return "\(place): \(message)"
        }
    }

    /// `FILE:LINE:COLUMN: message`, or the message alone when there is no place in the file.
    public var description: String {
        guard let location else { return message }
        return "\(location): \(message)"
    }

    private static func prefixed(_ path: String, _ message: String) -> String {
        path.isEmpty ? message : "\(path): \(message)"
    }
}
