import Foundation
import Scene
import SwiftModel
import Yams

/// Reads typed values out of a composed YAML document, collecting every problem it finds.
///
/// Each accessor returns nil after reporting a problem, so decoding carries on past it and a single
/// pass can list all the errors of a document; callers skip checks whose inputs are missing rather
/// than report follow-on errors.
package final class DocumentReader {
    /// The file as the user named it, for locations.
    package let file: String
    /// The folder relative image paths start from.
    package let baseDirectory: URL
    package private(set) var errors: [PresetError] = []
    /// ``errors`` in document order (a mapping's unknown keys are found before its values are
    /// read); problems at one place keep the order they were found in.
    package var errorsInDocumentOrder: [PresetError] {
        errors.enumerated().sorted { a, b in
            let (l, r) = (a.element.location, b.element.location)
            let left = (l?.line ?? 0, l?.column ?? 0), right = (r?.line ?? 0, r?.column ?? 0)
            return left != right ? left < right : a.offset < b.offset
        }.map(\.element)
    }
    /// Effects read so far in the transition being decoded, each `combined` list and alias
    /// counted as the effects it holds (see ``Limits/maximumEffects``).
    var effectsRead = 0
    /// The item of an `insertion` or `removal` list being read, and where to point at it (its key,
    /// for a mapping): an effect over the limit is often deep inside aliases, whose own places
    /// are the anchors', so the error names the list item that brought them in.
    var effectOrigin: (field: Field, node: Node)?
    /// The animations a film's length can come from, kept to name the one that makes it too long.
    var animationUses: [AnimationUse] = []
    /// The Swift files `swift:` links read, each read once.
    let swiftSources = SwiftSources()
    /// The values each linked modifier gave under each bindings, so the properties of one link
    /// (`x`, `y`, `width`, `height` of one `.padding`, which lays out the whole body) read it once.
    var linkedModifierValues: [LinkedModifierKey: [(property: String, value: FilmedValue)]] = [:]
    /// The `swift:` links resolved so far, for the scene's ``MotionScene/links``.
    package var codeLinks: [CodeLink] = []
    /// Warnings (not errors) about the preset, each `FILE:LINE:COLUMN: …`.
    package var warnings: [String] = []
    /// The Reduce Motion the preset is filmed with (the document's, or `--reduce-motion`), known
    /// before the scene is read so linked Swift code can be evaluated with it.
    package var reduceMotion = false

    package init(file: String, baseDirectory: URL) {
        self.file = file
        self.baseDirectory = baseDirectory
    }

    // MARK: Reporting

    package func location(of node: Node) -> SourceLocation {
        let mark = node.mark
        return SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    package func report(_ reason: PresetError.Reason, at node: Node) {
        errors.append(PresetError(reason, at: location(of: node)))
    }

    /// Adds problems found in another file this document names (a page file), at their own places.
    package func report(_ problems: [PresetError]) {
        errors.append(contentsOf: problems)
    }

    /// Reports a broken rule about `field`'s value.
    package func invalid(_ field: Field, _ message: String) {
        report(.invalidValue(path: field.path, message: message), at: field.node)
    }

    package func wrongType(_ field: Field, expected: String) {
        report(.wrongType(path: field.path, expected: expected, found: field.found), at: field.node)
    }

    // MARK: Structure

    /// `field` as a mapping whose keys are all among `allowed`; each other key is reported, at the key.
    ///
    /// `hints` has messages for keys that are wrong here but right elsewhere (`anchor` beside
    /// `scale` instead of inside it); they replace the generic "unknown key" message.
    package func mapping(_ field: Field, allowed: [String], hints: [String: String] = [:]) -> Keyed? {
        guard case .mapping(let mapping) = field.node else {
            wrongType(field, expected: "a mapping")
            return nil
        }
        var entries: [Keyed.Entry] = []
        for (keyNode, value) in mapping {
            let keyField = Field(node: keyNode, path: field.path)
            guard let key = keyField.text, case .scalar = keyNode else {
                report(.wrongType(path: field.path, expected: "a key name", found: keyField.found), at: keyNode)
                continue
            }
            if !allowed.contains(key), let hint = hints[key] {
                report(.invalidValue(path: field.path, message: hint), at: keyNode)
                continue
            }
            guard allowed.contains(key) else {
                report(.unknownKey(path: field.path, key: key,
                                   suggestion: Suggestions.closest(to: key, among: allowed), allowed: allowed),
                       at: keyNode)
                continue
            }
            entries.append(Keyed.Entry(key: key, keyNode: keyNode, value: field.child(key, value)))
        }
        return Keyed(field: field, entries: entries)
    }

    /// The value of `key`, reporting its absence at the mapping that lacks it.
    ///
    /// A key the user wrote but misspelt is reported once, as unknown, not also as missing.
    package func required(_ keyed: Keyed, _ key: String) -> Field? {
        if let value = keyed[key] { return value }
        if !hasMisspelling(of: key, in: keyed) {
            report(.missingKey(path: keyed.field.path, key: key), at: keyed.field.node)
        }
        return nil
    }

    private func hasMisspelling(of key: String, in keyed: Keyed) -> Bool {
        guard case .mapping(let mapping) = keyed.field.node else { return false }
        return mapping.keys.contains { node in
            guard let written = node.string, written != key else { return false }
            return Suggestions.closest(to: written, among: [key]) != nil
        }
    }

    /// `field` as a list of fields.
    package func sequence(_ field: Field) -> [Field]? {
        guard case .sequence(let sequence) = field.node else {
            wrongType(field, expected: "a list")
            return nil
        }
        return sequence.enumerated().map { field.element($0.offset, $0.element) }
    }

    /// `field` as a list of at most `limit` items. The first item over the limit is reported —
    /// `rule` says what the limit is, e.g. "a timeline may have at most 1000 events" — and the
    /// list is refused whole, so nothing past the limit is decoded.
    package func sequence(_ field: Field, atMost limit: Int, _ rule: String) -> [Field]? {
        guard let items = sequence(field) else { return nil }
        guard items.count <= limit else {
            invalid(items[limit], "\(rule); this is number \(limit + 1)")
            return nil
        }
        return items
    }

    // MARK: Scalars

    /// A decimal number: `3`, `0.85`, `-1.5e-3`. YAML 1.1's octal, hex and base-60 forms are not
    /// numbers here, and neither is quoted text.
    package func number(_ field: Field) -> Double? {
        guard field.isPlainScalar, let text = field.text, let value = DecimalText.value(text) else {
            wrongType(field, expected: "a number")
            return nil
        }
        return value
    }

    /// A time in seconds (``TimeText``): `1.3`, `1.3s` or `1300ms`.
    package func seconds(_ field: Field) -> Double? {
        guard field.isPlainScalar, let text = field.text, let value = TimeText.seconds(text) else {
            wrongType(field, expected: "a time in seconds (1.3, 1.3s or 1300ms)")
            return nil
        }
        return value
    }

    /// A number that must lie within `limit`: "WHAT must be REQUIREMENT, found VALUE". A limit
    /// in seconds takes a time (``seconds(_:)``).
    package func number(_ field: Field, _ what: String, in limit: Limit) -> Double? {
        guard let value = limit.isTime ? seconds(field) : number(field) else { return nil }
        guard limit.contains(value) else {
            invalid(field, "\(limit.rule(what)), found \(field.text ?? "")")
            return nil
        }
        return value
    }

    /// The number at `key` within `limit` (named after the key in messages), or `default` when
    /// the key is absent.
    package func number(_ keyed: Keyed, _ key: String, in limit: Limit, default value: Double) -> Double? {
        guard let field = keyed[key] else { return value }
        return number(field, key, in: limit)
    }

    /// A whole number: `60`, `-2`.
    package func integer(_ field: Field) -> Int? {
        guard field.isPlainScalar, let text = field.text, let value = DecimalText.integer(text) else {
            wrongType(field, expected: "a whole number")
            return nil
        }
        return value
    }

    /// Text; any scalar but null is taken as written, so `title: 2024` is the text "2024".
    package func string(_ field: Field) -> String? {
        guard case .scalar = field.node, let text = field.text else {
            wrongType(field, expected: "text")
            return nil
        }
        return text
    }

    /// `true` or `false` (YAML 1.1's yes/no/on/off are rejected as ambiguous).
    package func bool(_ field: Field) -> Bool? {
        switch field.isPlainScalar ? field.text?.lowercased() : nil {
        case "true": return true
        case "false": return false
        default:
            wrongType(field, expected: "true or false")
            return nil
        }
    }

    /// `"#RGB"`, `"#RRGGBB"` or `"#RRGGBBAA"`.
    package func colour(_ field: Field) -> Color? {
        if let text = field.text, case .scalar = field.node, let colour = Color(hex: text) { return colour }
        // An unquoted #… is a YAML comment, so the value arrives as nothing at all.
        let hint = field.isNull ? " (quote it: an unquoted '#' starts a YAML comment)" : ""
        report(.wrongType(path: field.path, expected: "a colour like \"#f9f9f9\"", found: field.found + hint),
               at: field.node)
        return nil
    }

    /// One word out of `choices`, e.g. a wireframe name or an edge.
    package func choice<T>(_ field: Field, _ what: String, _ choices: KeyValuePairs<String, T>) -> T? {
        choice(field, what, Array(choices))
    }

    /// One word out of `choices`, listed in messages in their order.
    package func choice<T>(_ field: Field, _ what: String, _ choices: [(key: String, value: T)]) -> T? {
        guard case .scalar = field.node, let text = field.text else {
            wrongType(field, expected: "\(what) (one of: \(choices.map(\.key).joined(separator: ", ")))")
            return nil
        }
        if let match = choices.first(where: { $0.key == text }) { return match.value }
        let names = choices.map(\.key)
        report(.unknownChoice(path: field.path, what: what, found: text,
                              suggestion: Suggestions.closest(to: text, among: names), choices: names),
               at: field.node)
        return nil
    }
}
