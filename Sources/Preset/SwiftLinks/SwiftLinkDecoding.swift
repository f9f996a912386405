import Foundation
import Scene
import SwiftModel
import SwiftReading

/// `swift:` links: wherever a preset takes an animation or a transition, a mapping with `swift:`
/// may take it from the app's Swift source instead (docs/from-code.md).
///
/// ```yaml
/// animation: { swift: ../App/Motion.swift, symbol: Animation.tabSpring }
/// animation: { swift: ../App/ContentView.swift, value: selectedTab }
/// animation: { swift: ../App/ContentView.swift, in: select, line: 58 }
/// transition: { swift: ../App/ContentView.swift, view: ContentView, bind: { selectedTab: to } }
/// ```
///
/// - `swift:` a file, or a list of at most ``Limits/maximumSwiftFilesPerLink`` files, relative to
///   the preset; read together as one namespace.
/// - Which site: `symbol: NAME` or `Type.NAME` (a declaration), `value: V` (the
///   `.animation(_:value: V)`), `in: FUNC` (the `withAnimation` in a function; `line: N` picks one
///   of several), `view: TYPE` (each page's `.transition` in TYPE's body). Without one, the files'
///   only site of the link's kind.
/// - `bind:` what the code's free variables are: `to`, `from`, `forward`, `backward`, `page`,
///   `reduceMotion`, a literal, or `{ ROLE: before|with|after }` to say when a state variable changes.
extension DocumentReader {
    /// The keys of a link, besides the ones a transition keeps beside it (`animation`, `tracks`).
    static let swiftLinkKeys = ["swift", "symbol", "value", "in", "line", "view", "bind", "state", "change", "site", "modifier"]

    /// The link written in `keyed` (which has `swift:`), or nil after reporting why.
    func decodeSwiftLink(_ keyed: Keyed, kind: Site.Kind) -> SwiftLink? {
        guard let swiftField = keyed["swift"] else { return nil }
        let read = readSwiftFiles(swiftField)
        let selector = decodeSelector(keyed, kind: kind)
        let entries = keyed["bind"].map(decodeBindEntries) ?? .some([])
        guard let (files, urls, writtenPaths) = read, let selector, let entries else { return nil }
        let code = LinkedCode.shared.code(of: files)
        guard let target = selectTarget(selector, in: code, kind: kind, keyed: keyed, entries: entries) else { return nil }
        var undecided: [String: (place: String, message: String)] = [:]
        guard checkBindKeys(entries, target: target, in: code, place: target.location(in: code)),
              let bindings = resolveBindings(entries, in: code, target: target, undecided: &undecided) else { return nil }
        return SwiftLink(kind: kind, code: code, target: target, bindings: bindings, undecidedTimings: undecided,
                         bindFields: Dictionary(entries.map { ($0.name, $0.field) }, uniquingKeysWith: { a, _ in a }),
                         field: keyed.field, files: urls, writtenPaths: writtenPaths)
    }

    /// Reports a refusal of linked code at the link, with the Swift place.
    func report(_ error: EvaluationError, at field: Field, note: String = "") {
        report(.swift(place: error.location.description, message: error.message + note), at: field.node)
    }

    // MARK: Files

    /// The files of `swift:`, read: the parsed files, their URLs, and display path → written path.
    func readSwiftFiles(_ field: Field) -> ([SwiftFile], [URL], [String: String])? {
        let items: [Field]
        if case .sequence = field.node {
            guard let list = sequence(field, atMost: Limits.maximumSwiftFilesPerLink,
                                      "a link may name at most \(Limits.maximumSwiftFilesPerLink) Swift files") else { return nil }
            guard !list.isEmpty else {
                invalid(field, "name at least one Swift file, e.g. swift: ContentView.swift")
                return nil
            }
            items = list
        } else {
            items = [field]
        }
        var files: [SwiftFile] = [], urls: [URL] = [], written: [String: String] = [:]
        var failed = false
        for item in items {
            guard let path = string(item) else {
                failed = true
                continue
            }
            guard !path.isEmpty else {
                invalid(item, "a Swift file's path must not be empty")
                failed = true
                continue
            }
            // Standardized once: it is the file's key, and standardizing is a tenth of a link's reading.
            let url = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : baseDirectory.appendingPathComponent(path)).standardizedFileURL
            let display = CodeLink.path(path, besidePreset: file)
            switch swiftSources.file(at: url, path: display) {
            case .success(let swift):
                if !urls.contains(url) {
                    files.append(swift)
                    urls.append(url)
                    written[display] = path
                }
            case .failure(let error):
                if swiftSources.reportsFailure(of: url) {
                    report(.swift(place: error.location?.description ?? display, message: error.message), at: item.node)
                }
                failed = true
            }
        }
        return failed ? nil : (files, urls, written)
    }

    // MARK: Which site

    /// Whether `type` has a body in the files; reports the views there when it has not.
    private func viewExists(_ type: String, field: Field, in code: CodeBase, files: String,
                            fail: (Field, String) -> SwiftLink.Target?) -> Bool {
        guard code.viewBody(of: type) == nil else { return true }
        let views = code.declarations.filter { $0.name == "body" }.compactMap(\.owner)
        let suggestion = Suggestions.closest(to: type, among: views).map { "; did you mean '\($0)'?" }
        _ = fail(field, "no view '\(type)' with a body in \(files)" + (suggestion
                 ?? (views.isEmpty ? "" : "; the views there: " + views.joined(separator: ", "))))
        return false
    }

    /// `symbol:`, `value:`, `in:` (+ `line:`), `view:`, or none of them.
    enum LinkSelector {
        case symbol(String, Field)
        case value(String, Field, line: Int?)
        case function(String, Field, line: Int?)
        case view(String, Field)
        /// `view:` on an animation, with `in:` and `line:` picking the assignment of the selection.
        case viewAnimation(String, Field, function: (String, Field)?, line: Int?)
        /// `state: TYPE.VAR, change: [FROM, TO], site: LINE` (+ `line:` picking the assignment).
        case stateChange(String, Field, change: Field?, site: Field?, line: Int?)
        /// `modifier: NAME, line: N`.
        case modifier(String, Field, line: Int?)
        case only(line: Int?)
    }

    private func decodeSelector(_ keyed: Keyed, kind: Site.Kind) -> LinkSelector? {
        var given = keyed.entries.filter { ["symbol", "value", "in", "view", "state", "modifier"].contains($0.key) }
        for key in ["change", "site"] where keyed.entry(key) != nil && keyed.entry("state") == nil {
            report(.invalidValue(path: keyed.field.path, message: "'\(key)' goes with state: TYPE.VAR, the state that "
                                 + "changes"), at: keyed.entry(key)!.keyNode)
            return nil
        }
        // An animation's `view:` takes `in:` beside it: the function that changes the selection.
        let viewFunction = kind == .animation && given.contains { $0.key == "view" } ? given.first { $0.key == "in" } : nil
        given.removeAll { viewFunction != nil && $0.key == "in" }
        if given.count > 1 {
            report(.invalidValue(path: keyed.field.path, message: "a link names one site: '\(given[0].key)' and "
                                 + "'\(given[1].key)' cannot both be given"), at: given[1].keyNode)
            return nil
        }
        let lineEntry = keyed.entry("line")
        let line = lineEntry.flatMap { entry -> Int?? in
            guard let n = integer(entry.value) else { return .some(nil) }
            guard n >= 1 else {
                invalid(entry.value, "a line number starts at 1, found \(n)")
                return .some(nil)
            }
            return .some(n)
        }
        if line == .some(nil) { return nil }
        let lineNumber = line ?? nil
        guard let entry = given.first else { return .only(line: lineNumber) }
        guard let text = string(entry.value) else { return nil }
        switch entry.key {
        case "state" where kind == .animation:
            return .stateChange(text, entry.value, change: keyed["change"], site: keyed["site"], line: lineNumber)
        case "modifier":
            return .modifier(text, entry.value, line: lineNumber)
        case "view" where kind == .animation:
            var function: (String, Field)?
            if let entry = viewFunction {
                guard let name = string(entry.value) else { return nil }
                function = (name, entry.value)
            }
            return .viewAnimation(text, entry.value, function: function, line: lineNumber)
        case "symbol", "view":
            if let lineEntry {
                report(.invalidValue(path: keyed.field.path, message: "'line' picks one of several value: or in: sites; "
                                     + "'\(entry.key)' names one already"), at: lineEntry.keyNode)
                return nil
            }
            if entry.key == "view" { return .view(text, entry.value) }
            return .symbol(text, entry.value)
        default:
            guard kind == .animation else {
                report(.invalidValue(path: keyed.field.path, message: "'\(entry.key)' names an animation site; a transition "
                                     + "link takes symbol: or view:"), at: entry.keyNode)
                return nil
            }
            return entry.key == "value" ? .value(text, entry.value, line: lineNumber) : .function(text, entry.value, line: lineNumber)
        }
    }

    /// The site or declaration the selector names, or nil after reporting why (with the choices).
    private func selectTarget(_ selector: LinkSelector, in code: CodeBase, kind: Site.Kind, keyed: Keyed,
                              entries: [BindEntry]) -> SwiftLink.Target? {
        let files = code.files.map(\.path).joined(separator: ", ")
        let place = code.files.first?.path ?? ""
        func list(_ sites: [Site]) -> String {
            sites.map { "\($0.label) at \($0.location.fileAndLine)" }.joined(separator: "; ")
        }
        func fail(_ field: Field, _ message: String) -> SwiftLink.Target? {
            report(.swift(place: place, message: message), at: field.node)
            return nil
        }
        func pick(_ candidates: [Site], line: Int?, field: Field, what: String, how: String) -> SwiftLink.Target? {
            var chosen = candidates
            if let line {
                chosen = candidates.filter { $0.location.line == line }
                guard !chosen.isEmpty else {
                    return fail(field, "no \(what) is on line \(line); \(candidates.isEmpty ? "there is none" : "they are at: " + list(candidates))")
                }
            }
            guard chosen.count == 1, let site = chosen.first else {
                if chosen.isEmpty { return fail(field, "no \(what) in \(files)") }
                return fail(field, "\(chosen.count) \(what)s: \(list(chosen)); \(how)")
            }
            return .site(site)
        }
        switch selector {
        case .symbol(let symbol, let field):
            let parts = symbol.split(separator: ".", maxSplits: 1).map(String.init)
            let (owner, name) = parts.count == 2 ? (parts[0], parts[1]) : (nil as String?, symbol)
            let found = code.declarations.filter { $0.name == name && (owner == nil || $0.owner == owner) }
            guard found.count == 1, let declaration = found.first else {
                if found.isEmpty {
                    let kindNames = code.sites.filter { $0.kind == kind }.compactMap(\.symbol)
                    let all = code.declarations.map(\.qualifiedName) + code.declarations.map(\.name)
                    let suggestion = Suggestions.closest(to: symbol, among: kindNames) ?? Suggestions.closest(to: symbol, among: all)
                    let hint = suggestion.map { "; did you mean '\($0)'?" }
                        ?? (kindNames.isEmpty ? "" : "; the \(kind.rawValue)s declared there: " + kindNames.joined(separator: ", "))
                    return fail(field, "no declaration '\(symbol)' in \(files)\(hint)")
                }
                return fail(field, "'\(symbol)' is declared \(found.count) times: "
                            + found.map { "\($0.qualifiedName) at \($0.location.fileAndLine)" }.joined(separator: "; ")
                            + "; write Type.\(name)")
            }
            if let site = code.sites.first(where: { $0.declaration == declaration }) { return .site(site) }
            return .declaration(declaration)
        case .value(let value, let field, let line):
            let modifiers = code.sites.filter { site in site.kind == .animation && { if case .modifier = site.form { true } else { false } }() }
            let normalized = value.filter { !$0.isWhitespace }
            let matching = modifiers.filter { $0.value?.filter { !$0.isWhitespace } == normalized }
            if matching.isEmpty {
                let values = modifiers.compactMap(\.value)
                let suggestion = Suggestions.closest(to: value, among: values).map { "; did you mean '\($0)'?" }
                return fail(field, "no .animation(_:value: \(value)) in \(files)" + (suggestion ?? (values.isEmpty ? ""
                            : "; the .animation modifiers there watch: " + Array(Set(values)).sorted().joined(separator: ", "))))
            }
            return pick(matching, line: line, field: field, what: ".animation(_:value: \(value))", how: "add line: N to pick one")
        case .function(let function, let field, let line):
            let calls = code.sites.filter { site in { if case .withAnimation = site.form { true } else { false } }() }
            let matching = calls.filter { $0.enclosingFunction == function }
            if matching.isEmpty {
                let names = Array(Set(calls.compactMap(\.enclosingFunction))).sorted()
                let suggestion = Suggestions.closest(to: function, among: names).map { "; did you mean '\($0)'?" }
                return fail(field, "no withAnimation in a function '\(function)' in \(files)" + (suggestion
                            ?? (names.isEmpty ? "" : "; the functions with one: " + names.joined(separator: ", "))))
            }
            return pick(matching, line: line, field: field, what: "withAnimation in \(function)", how: "add line: N to pick one")
        case .viewAnimation(let type, let field, let function, let line):
            guard viewExists(type, field: field, in: code, files: files, fail: fail) else { return nil }
            guard let selection = entries.first(where: { $0.role == .to })?.name else {
                report(.invalidValue(path: keyed.field.path, message: "view: animates the pages when the selection "
                                     + "changes; bind the selection to 'to', e.g. bind: { selectedTab: to }"), at: field.node)
                return nil
            }
            let transaction: PageTransaction
            do {
                transaction = try PageTransaction(view: type, selection: selection, code: code,
                                                  at: code.viewBodyLocation(of: type) ?? CodeLocation(file: place, line: 1, column: 1))
            } catch {
                report(error, at: field)
                return nil
            }
            var assignments = PageTransaction.assignments(of: selection, in: type, code: code)
            func listed(_ list: [StateAssignment]) -> String {
                list.map { "in \($0.function) at \($0.location.fileAndLine)" }.joined(separator: "; ")
            }
            if let (name, functionField) = function {
                let all = assignments
                assignments = assignments.filter { $0.function == name }
                if assignments.isEmpty {
                    let names = Array(Set(all.map(\.function))).sorted()
                    let suggestion = Suggestions.closest(to: name, among: names).map { "; did you mean '\($0)'?" }
                    return fail(functionField, "'\(selection)' is not changed in '\(name)'" + (suggestion
                                ?? (all.isEmpty ? "" : "; it is changed: " + listed(all))))
                }
            }
            if let line {
                let all = assignments
                assignments = assignments.filter { $0.location.line == line || $0.explicit?.location.line == line }
                if assignments.isEmpty {
                    return fail(keyed.entry("line").map { $0.value } ?? field, "'\(selection)' is not changed on line \(line); "
                                + (all.isEmpty ? "it is changed nowhere in \(files)" : "it is changed: " + listed(all)))
                }
            }
            return .viewAnimation(transaction, assignment: assignments.first)
        case .stateChange(let state, let field, let change, let site, let line):
            return selectStateChange(state, field: field, change: change, site: site, line: line, keyed: keyed, in: code)
        case .modifier(let name, let field, let line):
            return selectModifier(name, field: field, line: line, keyed: keyed, in: code)
        case .view(let type, let field):
            guard viewExists(type, field: field, in: code, files: files, fail: fail) else { return nil }
            guard entries.contains(where: { $0.role == .to }) else {
                report(.invalidValue(path: keyed.field.path, message: "view: shows one page per value of the selection; "
                                     + "bind the selection to 'to', e.g. bind: { selectedTab: to }"), at: field.node)
                return nil
            }
            return .view(type)
        case .only(let line):
            let sites = code.sites.filter { $0.kind == kind }
            let how = kind == .transition ? "name one with symbol: or view:" : "name one with symbol:, value: or in:"
            return pick(sites, line: line, field: keyed["swift"] ?? keyed.field, what: kind == .transition
                        ? "transition site" : "animation site", how: how + " (or line: N)")
        }
    }
}
