import Foundation
import Motion
import Scene
import SwiftModel
import SwiftReading

/// `bind: { NAME: ROLE | LITERAL | { ROLE: before|with|after } }` and what it resolves to.
///
/// ```yaml
/// bind: { selectedTab: to, previousTab: from, tab: page, isForward: forward, spacing: 12, edge: .trailing }
/// bind: { previousTab: { from: after } }     # when the code cannot say when it changes
/// ```
extension DocumentReader {
    /// One entry of `bind:`, as written.
    struct BindEntry {
        var name: String
        var role: BindingRole
        var timing: UpdateTiming?
        var field: Field
    }

    func decodeBindEntries(_ field: Field) -> [BindEntry]? {
        guard case .mapping(let mapping) = field.node else {
            wrongType(field, expected: "a mapping of the code's names to what they are, e.g. { selectedTab: to }")
            return nil
        }
        var entries: [BindEntry] = []
        var failed = false
        for (keyNode, value) in mapping {
            guard let name = Field(node: keyNode, path: field.path).text else {
                wrongType(Field(node: keyNode, path: field.path), expected: "a name from the code")
                failed = true
                continue
            }
            let entryField = field.child(name, value)
            if let entry = decodeBindValue(name, entryField) { entries.append(entry) } else { failed = true }
        }
        return failed ? nil : entries
    }

    func decodeBindValue(_ name: String, _ field: Field) -> BindEntry? {
        let roles = BindingRole.words.map(\.0).joined(separator: ", ")
        switch field.node {
        case .mapping(let mapping):
            guard mapping.count == 1, let (keyNode, timingNode) = mapping.first.map({ ($0.key, $0.value) }),
                  let word = keyNode.string, let role = BindingRole.words.first(where: { $0.0 == word })?.1 else {
                invalid(field, "write { ROLE: before|with|after } with one role (\(roles))")
                return nil
            }
            guard role.changesWithSelection else {
                invalid(field, "only from, forward and backward change with the selection and take a timing; "
                        + "write \(name): \(word)")
                return nil
            }
            let timingField = field.child(word, timingNode)
            guard let timing = choice(timingField, "timing", UpdateTiming.allCases.map { (key: $0.rawValue, value: $0) }) else {
                return nil
            }
            return BindEntry(name: name, role: role, timing: timing, field: field)
        case .sequence(let sequence):
            // An array state's value, as the catalogue writes it (`change: [[Milk], [Milk, Eggs]]`).
            guard sequence.count <= Limits.maximumSwiftArrayElements else {
                invalid(field, "an array of at most \(Limits.maximumSwiftArrayElements) elements")
                return nil
            }
            var items: [Value] = []
            for (index, node) in sequence.enumerated() {
                let element = field.element(index, node)
                guard let entry = decodeBindValue(name, element) else { return nil }
                guard case .literal(let item) = entry.role else {
                    invalid(element, "an array's element is a literal (12, true, .trailing, \"text\"), not a role")
                    return nil
                }
                items.append(item)
            }
            return BindEntry(name: name, role: .literal(.array(items)), field: field)
        case .scalar:
            guard let text = field.text else {
                invalid(field, "bind '\(name)' to one of: \(roles), or a literal (12, true, .trailing)")
                return nil
            }
            if field.isPlainScalar {
                if let role = BindingRole.words.first(where: { $0.0 == text })?.1 {
                    return BindEntry(name: name, role: role, field: field)
                }
                if text == "true" || text == "false" { return BindEntry(name: name, role: .literal(.boolean(text == "true")), field: field) }
                // An Optional state's nil, as the catalogue writes it (`change: [nil, .filters]`).
                if text == "nil" { return BindEntry(name: name, role: .literal(.none), field: field) }
                if let n = DecimalText.integer(text) {
                    return BindEntry(name: name, role: .literal(.integer(n)), field: field)
                }
                if let x = DecimalText.value(text) {
                    return BindEntry(name: name, role: .literal(.double(x)), field: field)
                }
                // An Angle as the catalogue writes it: `.degrees(180)`.
                if let degrees = Self.degrees(text) {
                    return BindEntry(name: name, role: .literal(.angle(degrees: degrees)), field: field)
                }
                // A case with its type, for a name no declaration types (a phase animator's phase): `Phase.grow`.
                if let member = Self.member(text) {
                    return BindEntry(name: name, role: .literal(.enumCase(type: member.type, name: member.name)), field: field)
                }
                let suggestion = Suggestions.closest(to: text, among: BindingRole.words.map(\.0))
                invalid(field, "unknown binding '\(text)'" + (suggestion.map { "; did you mean '\($0)'?" }
                        ?? "; bind '\(name)' to one of: \(roles), or a literal (12, true, .trailing, \"text\")"))
                return nil
            }
            return BindEntry(name: name, role: .literal(.string(text)), field: field)
        default:
            invalid(field, "bind '\(name)' to one of: \(roles), or a literal (12, true, .trailing)")
            return nil
        }
    }

    /// The entries with what the code says about each: its type (an enum's cases are the pages), its
    /// value before any change, and — for a state variable bound to from, forward or backward —
    /// when it changes relative to the selection.
    func resolveBindings(_ entries: [BindEntry], in code: CodeBase, target: SwiftLink.Target,
                         undecided: inout [String: (place: String, message: String)]) -> [ResolvedBinding]? {
        // When a state variable changes is read relative to the selection: the variable bound to
        // `to`, or, when nothing is, the one the code shows is the selection (SelectionGuess).
        let selection = entries.first { $0.role == .to }?.name ?? SelectionGuess.variable(in: code)?.name
        let owner = target.owner
        var resolved: [ResolvedBinding] = []
        var failed = false
        for entry in entries {
            let stored = code.storedProperty(entry.name, owner: owner) ?? code.storedProperty(entry.name)
            let parameterType = code.declarations.lazy.compactMap { declaration -> String? in
                guard case .function(let parameters, _) = declaration.kind else { return nil }
                return parameters.first { $0.name == entry.name }?.type
            }.first
            let hint = TypeHint.named(stored?.type ?? parameterType, in: code)?.wrapped ?? stored.flatMap(code.valueType)
            var binding = ResolvedBinding(name: entry.name, role: entry.role)
            if case .enumeration(let name)? = hint { binding.enumeration = code.enumeration(name) }
            // A page is a number or an enum's case: a String or Bool selection would compare
            // as never equal, and every page would silently show the same branch.
            if [.to, .from, .page].contains(entry.role), let hint, !hint.holdsPages {
                invalid(entry.field, "'\(entry.name)' holds a \(hint.name) in the code, and a page is an Int (0, 1, …) or a "
                        + "case of an enum declared in the linked files, so it cannot be bound to \(entry.role.description)")
                failed = true
                continue
            }
            if case .literal(let value) = entry.role {
                guard let converted = Self.literal(value, as: hint, code: code) else {
                    invalid(entry.field, "'\(entry.name)' is a \(hint?.name ?? "value") in the code; "
                            + "\(value.description) is not one" + Self.literalExample(hint))
                    failed = true
                    continue
                }
                binding.role = .literal(converted)
            }
            if let stored, case .stored(let isConstant, _, _, let initial) = stored.kind, !isConstant {
                if entry.role.changesWithSelection {
                    if let timing = entry.timing {
                        binding.timing = timing
                    } else {
                        let finding = UpdateTiming.find(entry.name, selection: selection, owner: owner, in: code)
                        if let timing = finding.timing {
                            binding.timing = timing
                        } else {
                            // Only a change of a selection needs it: said when one is evaluated.
                            undecided[entry.name] = (stored.location.description,
                                                     Self.undecidedTiming(entry, finding, selection: selection))
                        }
                    }
                }
                if initial != nil, let value = try? Evaluation(code: code, bindings: Bindings()).initialValue(of: stored) {
                    binding.initial = value.converted(to: hint, enumeration: binding.enumeration)
                }
            } else {
                binding.timing = entry.timing
            }
            resolved.append(binding)
        }
        return failed ? nil : resolved
    }

    /// Why a variable's timing could not be read, and how to say it.
    private static func undecidedTiming(_ entry: BindEntry, _ finding: UpdateTiming.Finding, selection: String?) -> String {
        let fix = "say when it changes: bind: { \(entry.name): { \(entry.role.description): before|with|after } } "
            + "(docs/from-code.md, \"When state changes\")"
        if finding.evidence.isEmpty {
            let whom = selection.map { " together with '\($0)'" } ?? ""
            return "'\(entry.name)' is bound to \(entry.role.description), but no assignment to it\(whom) was found in the "
                + "linked files, so when it changes cannot be read; add the file that sets it, or \(fix)"
        }
        let places = finding.evidence.map { "\($0.timing.rawValue) the selection at \($0.assignment.location.fileAndLine)" }
        return "'\(entry.name)' changes at different moments: \(places.joined(separator: ", ")); \(fix)"
    }

    /// A literal as the variable's type holds it (`.trailing` → an Edge), or nil when it is not one.
    static func literal(_ value: Value, as hint: TypeHint?, code: CodeBase) -> Value? {
        switch (value, hint) {
        case (_, nil), (.none, _): return value
        case (.enumCase(nil, let name), .edge?): return Edge(rawValue: name).map { .edge($0) }
        case (.enumCase(nil, let name), .unitPoint?): return UnitPoint.named[name].map { .unitPoint($0) }
        case (.enumCase(nil, let name), .color?): return ColorValue.system(name).map { .color($0) }
        // `.some`: not nil, for an Optional of a type MotionReel does not read (`ImageData?`).
        case (.enumCase(nil, "some"), .opaque(let type)?): return .some(type)
        case (.enumCase(nil, let name), .enumeration(let type)?):
            return code.enumeration(type)?.cases.contains { $0.name == name } == true ? .enumCase(type: type, name: name) : nil
        case (.integer(let n), .double?): return .double(Double(n))
        case (.integer, .integer?), (.double, .double?), (.boolean, .boolean?), (.string, .string?), (.angle, .angle?): return value
        case (.string(let text), .size?), (.string(let text), .unitPoint?), (.string(let text), .color?):
            return swiftValue(text, as: hint!, code: code)
        case (.array(let items), .array(let element)?):
            var typed: [Value] = []
            for item in items {
                guard let one = literal(item, as: element, code: code) else { return nil }
                typed.append(one)
            }
            return .array(typed)
        default: return nil
        }
    }

    /// How a value of `hint` is written, for a message: `; write it as Swift in quotes: "CGSize(…)"`.
    static func literalExample(_ hint: TypeHint?) -> String {
        switch hint {
        case .size?: "; write it as Swift in quotes: \"CGSize(width: 60, height: -20)\""
        case .unitPoint?: "; write .center, .top, … or Swift in quotes: \"UnitPoint(x: 0.5, y: 0)\""
        case .color?: "; write a system colour (.red) or Swift in quotes: \"Color(red: 1, green: 0.5, blue: 0, opacity: 1)\""
        default: ""
        }
    }

    /// A value the catalogue writes as Swift in quotes, for a type whose literal has commas YAML
    /// would split (`"CGSize(width: 80, height: 40)"`, `"Color(red: 1, green: 0.2, blue: 0, opacity: 1)"`):
    /// read as Swift and evaluated as the code's own values are, so it compares equal to what the
    /// code's assignment gives. Nil when the text is not one value of that type.
    static func swiftValue(_ text: String, as hint: TypeHint, code: CodeBase) -> Value? {
        guard text.utf8.count <= Limits.maximumSwiftValueTextBytes, !text.contains("\n"),
              let file = try? SwiftSourceReader.read(text: "let value = " + text, path: "value.swift"),
              file.declarations.count == 1, let declaration = file.declarations.first,
              let value = try? Evaluation(code: code, bindings: Bindings()).evaluate(declaration, expecting: hint) else { return nil }
        switch (value, hint) {
        case (.size, .size), (.unitPoint, .unitPoint), (.color, .color): return value
        default: return nil
        }
    }

    /// The degrees of an Angle as the catalogue writes it: `.degrees(180)` or `Angle.degrees(-90)`.
    private static func degrees(_ text: String) -> Double? {
        guard text.hasSuffix(")") else { return nil }
        for prefix in [".degrees(", "Angle.degrees("] where text.hasPrefix(prefix) {
            return DecimalText.value(text.dropFirst(prefix.count).dropLast())
        }
        return nil
    }

    /// A case as the catalogue writes it, with its type (`Phase.grow`, for a name no declaration
    /// types, such as a phase animator's phase) or without (`.trailing`).
    private static func member(_ text: String) -> (type: String?, name: String)? {
        guard let dot = text.firstIndex(of: "."), DecimalText.isIdentifier(text[text.index(after: dot)...]) else { return nil }
        let type = text[..<dot]
        if type.isEmpty { return (nil, String(text[text.index(after: dot)...])) }
        guard let first = type.first, first.isASCII, first.isUppercase, DecimalText.isIdentifier(type) else { return nil }
        return (String(type), String(text[text.index(after: dot)...]))
    }
}

extension Value {
    /// A declared initial value as the binding holds it: `0` of a `CGFloat` is `0.0`, `.home` of a `Tab` is `Tab.home`.
    func converted(to hint: TypeHint?, enumeration: EnumDeclaration?) -> Value {
        if case .integer(let n) = self, hint == .double { return .double(Double(n)) }
        if case .enumCase(nil, let name) = self, let enumeration { return .enumCase(type: enumeration.name, name: name) }
        return self
    }
}
