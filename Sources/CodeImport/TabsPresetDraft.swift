import Foundation
import Preset
import SwiftModel

/// `motionreel import FILE -o preset.yaml`: a tabs preset whose transition and animation are
/// linked to the file, with its bindings guessed (a comment says why, each) and one page per
/// branch of the view that switches on the selection — a preset that renders as it is.
public enum TabsPresetDraft {
    /// Why no preset could be written, in words that say what to do.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The preset's text, for Swift files read into `imported` (their URLs `files`), to be
    /// written at `preset`.
    public static func make(_ imported: SwiftImport, files: [URL], preset: URL) throws(Failure) -> String {
        let code = imported.code
        guard let selection = BindingGuesser.selection(in: code) else {
            throw Failure(description: "cannot tell which state holds the selected page: no .animation(_:value:) watches "
                          + "one, no .onChange(of:) observes one, and no Int state is named like a selection; write the "
                          + "preset yourself (docs/from-code.md)")
        }
        let transitionSites = code.sites.filter { $0.kind == .transition }
        let declarations = transitionSites.filter { $0.declaration != nil }
        let view = code.declarations.lazy.filter { $0.name == "body" }.compactMap { body -> (String, Statement)? in
            guard case .computed(let block) = body.kind, let owner = body.owner,
                  let branching = Evaluation.branching(in: block.statements, over: selection.name) else { return nil }
            return (owner, branching)
        }.first
        // symbol: when one declaration gives the transition; view: when a view's branches each have their own.
        let selector: String
        let variables: [String]
        if declarations.count == 1, let site = declarations.first, let symbol = site.symbol {
            selector = "symbol: \(symbol)"
            variables = FreeVariables.of(site, in: code)
        } else if let (type, _) = view {
            selector = "view: \(type)"
            var names: [String] = []
            for site in transitionSites where site.owner == type {
                for name in FreeVariables.of(site, in: code) where !names.contains(name) { names.append(name) }
            }
            variables = names
        } else if transitionSites.count == 1, let site = transitionSites.first {
            selector = ""
            variables = FreeVariables.of(site, in: code)
        } else {
            throw Failure(description: transitionSites.isEmpty ? "no .transition(…) and no AnyTransition declaration in the file"
                          : "\(transitionSites.count) transition sites and no single one to link; name one in the preset "
                          + "(symbol: or view:), see `motionreel import` for the list")
        }
        let linked = declarations.count == 1 ? declarations.first : nil
        var guesses = BindingGuesser.guesses(for: Array(Set(variables + (selector.hasPrefix("view") ? [selection.name] : []))).sorted(),
                                             of: linked, selection: selection.name, in: code)
        if let index = guesses.guesses.firstIndex(where: { $0.name == selection.name }) {
            // The selection first: the other guesses are read relative to it.
            var chosen = guesses.guesses.remove(at: index)
            chosen.reason = "the selection: " + selection.reason
            guesses.guesses.insert(chosen, at: 0)
        }
        guard guesses.unguessed.isEmpty else {
            throw Failure(description: "cannot guess what " + guesses.unguessed.map { "'\($0)'" }.joined(separator: ", ")
                          + " \(guesses.unguessed.count == 1 ? "is" : "are"): write the preset's bind: yourself "
                          + "(to, from, forward, backward, page, reduceMotion or a literal; docs/from-code.md)")
        }
        let pages = self.pages(view?.1, selection: selection.name, code: code)
        let swift = files.map { PresetPath.relative(to: $0, from: preset.deletingLastPathComponent()) }
        let swiftValue = swift.count == 1 ? swift[0] : "[" + swift.joined(separator: ", ") + "]"
        let name = preset.deletingPathExtension().lastPathComponent.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }

        var lines = [
            "# Written by `motionreel import \(files.map(\.lastPathComponent).joined(separator: " "))`: a tabs preset whose "
                + "transition and animation come from the Swift code,",
            "# so a change there changes the next render. Render it with: motionreel render \(preset.lastPathComponent)",
            "# Next: give the pages your own screens (content: { image: screens/home.png }), and change the timeline.",
            "name: \(name.isEmpty ? "imported" : name)",
            "canvas: { size: [390, 844], scale: 3, fps: 60, background: \"#f9f9f9\" }",
            "scene:",
            "  kind: tabs",
            "  header: { height: 100, title: \"\(view?.0 ?? "App")\" }",
            "  nav: { height: 120, items: [\(pages.map(PresetForm.jsonString).joined(separator: ", "))], gradient: true }",
            "  tabs:",
        ]
        let wireframes = ["cards", "list", "grid"]
        for (index, page) in pages.enumerated() {
            lines.append("    - { name: \(PresetForm.jsonString(page)), content: { wireframe: \(wireframes[index % wireframes.count]) } }")
        }
        lines += ["transition:", "  swift: \(swiftValue)"]
        if !selector.isEmpty { lines.append("  \(selector)") }
        if !guesses.guesses.isEmpty {
            lines.append("  bind:                         # guessed from the code; change any that is wrong")
            for guess in guesses.guesses {
                lines.append("    \(guess.name): \(guess.role.description)".padding(toLength: 32, withPad: " ", startingAt: 0)
                             + "# \(guess.reason)")
            }
        }
        lines.append(animationLine(selection: selection.name, code: code, swift: swiftValue))
        lines.append("timeline:                       # every page once, then back to the first")
        lines.append("  - { at: 0.0, select: 0 }")
        var time = 0.3
        for page in Array(pages.indices.dropFirst()) + [0] {
            lines.append("  - { at: \(String(format: "%.1f", time)), select: \(page) }")
            time += 0.8
        }
        lines.append("hold: 0.3")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `  animation: { swift: …, value: selectedTab }`, or `in:` a function that changes the
    /// selection with `withAnimation`, or a comment when neither is there.
    private static func animationLine(selection: String, code: CodeBase, swift: String) -> String {
        let watching = code.sites.filter { $0.kind == .animation && $0.value.map(BindingGuesser.stripSelf) == selection }
        if let site = watching.first {
            let line = watching.count > 1 ? ", line: \(site.location.line)" : ""
            return "  animation: { swift: \(swift), value: \(site.value ?? selection)\(line) }"
        }
        let changing = Set(code.assignments.filter { $0.variable == selection }.compactMap { assignment -> String? in
            if case .body(let name) = assignment.unit { return name }
            return nil
        })
        let calls = code.sites.filter { site in
            guard case .withAnimation = site.form, let function = site.enclosingFunction else { return false }
            return changing.contains(function)
        }
        if let site = calls.first, let function = site.enclosingFunction {
            let line = calls.filter { $0.enclosingFunction == function }.count > 1 ? ", line: \(site.location.line)" : ""
            return "  animation: { swift: \(swift), in: \(function)\(line) }"
        }
        return "  # no animation of '\(selection)' was found in the code: the preset's default spring animates it"
    }

    /// The pages: one per branch of the view's `switch` or `if` over the selection (or per case of
    /// the selection's enum), named after the view each shows.
    private static func pages(_ branching: Statement?, selection: String, code: CodeBase) -> [String] {
        var names: [String] = []
        switch branching?.kind {
        case .switchStatement(let choice)?:
            names = choice.cases.map { viewName($0.body) ?? "" }
        case .ifStatement(var branch)?:
            while true {
                names.append(viewName(branch.body) ?? "")
                switch branch.elseBody {
                case .elseIf(let next)?: branch = next; continue
                case .block(let block)?: names.append(viewName(block) ?? "")
                case nil: break
                }
                break
            }
        default:
            break
        }
        if let type = code.storedProperty(selection).flatMap(code.valueType),
           case .enumeration(let name) = type, let enumeration = code.enumeration(name) {
            names = enumeration.cases.map { $0.name.prefix(1).uppercased() + $0.name.dropFirst() }
        }
        if names.count < 2 { names = ["", "", ""] }
        return names.prefix(8).enumerated().map { $0.element.isEmpty ? "Page \($0.offset + 1)" : $0.element }
    }

    /// `DashboardView().transition(…)` → `Dashboard`.
    private static func viewName(_ block: Block) -> String? {
        for statement in block.statements {
            guard case .expression(var expression) = statement.kind else { continue }
            while true {
                switch expression.kind {
                case .call(let callee, _): expression = callee; continue
                case .member(let base, _): expression = base; continue
                case .name(let name):
                    let short = name.hasSuffix("View") && name.count > 4 ? String(name.dropLast(4)) : name
                    return ["Text", "Color", "EmptyView", "Group", "ZStack", "VStack", "HStack"].contains(name) ? nil : short
                default: return nil
                }
            }
        }
        return nil
    }
}
