import Foundation
import Motion
import Scene
import SwiftModel

/// A `swift:` link, resolved: the Swift it reads, the site it names, and what its free variables
/// are bound to. Evaluating it gives the site's transition or animation for one moment.
///
/// ```yaml
/// transition:
///   swift: ../App/ContentView.swift
///   symbol: tabTransition
///   bind: { selectedTab: to, previousTab: from }
/// ```
package struct SwiftLink {
    /// What the link names in the code.
    enum Target {
        /// A `.transition(…)`, `.animation(…)` or `withAnimation(…)` site, or a declaration site.
        case site(Site)
        /// A declaration named by `symbol:` (a site or any function or property).
        case declaration(Declaration)
        /// `view: TYPE`: the `.transition(…)` on each page's branch of TYPE's body.
        case view(String)
        /// `view: TYPE` on an animation: the animation SwiftUI's transaction model gives TYPE's
        /// pages for each change of the selection made at `assignment` (the first of the
        /// selection's assignments, or the one `in:` / `line:` picks; nil when the files assign it
        /// nowhere, so only the view's own modifiers can animate it).
        case viewAnimation(PageTransaction, assignment: StateAssignment?)
        /// `state: TYPE.VAR, change: [FROM, TO], site: LINE` on an animation: the animation SwiftUI's
        /// transaction model gives the view at `site` when VAR changes from FROM to TO (made at
        /// `assignment`, the one whose value is TO, or the one `line:` picks).
        case stateChange(PageTransaction, assignment: StateAssignment?, from: Value, to: Value)
        /// `modifier: NAME, line: N`: a state-driven modifier (`.scaleEffect(pressed ? 0.95 : 1)`) in
        /// `owner`, whose values a layer property takes.
        case modifierValue(ModifierPlace, owner: String)
    }

    let kind: Site.Kind
    let code: CodeBase
    let target: Target
    let bindings: [ResolvedBinding]
    /// State variables bound to a changing role whose timing the code does not show: name →
    /// where it is declared, and why and how to say it. Refused only where a change is evaluated.
    let undecidedTimings: [String: (place: String, message: String)]
    /// Each `bind:` entry's field, to point at it.
    let bindFields: [String: Field]
    /// The mapping the link is written in: where a refusal of its code points in the preset.
    let field: Field
    /// Every file the link reads.
    let files: [URL]
    /// Each file's path as messages name it → as the preset wrote it.
    let writtenPaths: [String: String]

    /// Whether the link gives the animation of a view's pages, change by change.
    var isPageAnimation: Bool {
        if case .viewAnimation = target { return true }
        return false
    }

    /// The variable bound to `to`: the selection.
    var selection: String? { bindings.first { $0.role == .to }?.name }

    /// Whether any binding changes from one change to the next (the link needs a selection history).
    var needsChanges: Bool { bindings.contains { $0.role != .reduceMotion && !$0.role.isLiteral } }

    /// The value at one moment: `bindings` are the free variables' values then.
    func evaluate(_ bindings: Bindings) throws(EvaluationError) -> (value: Value, namesRead: Set<String>) {
        let evaluation = Evaluation(code: code, bindings: bindings)
        let value: Value
        switch target {
        case .site(let site):
            value = try evaluation.evaluate(site)
        case .declaration(let declaration):
            value = try evaluation.evaluate(declaration, expecting: kind == .transition ? .transition : .animation)
        case .view(let type):
            guard let selection else {
                throw EvaluationError(.invalid, at: code.files.first.map { CodeLocation(file: $0.path, line: 1, column: 1) }
                                      ?? CodeLocation(file: "", line: 1, column: 1),
                                      "view: needs the selection bound: bind: { selectedTab: to }")
            }
            value = try evaluation.viewTransition(of: type, selection: selection, at: location).value
        case .viewAnimation(let transaction, let assignment):
            // Evaluated once (no change to resolve): the animation the change starts with.
            let source: PageTransaction.Source = assignment?.explicit.map { .explicit($0) } ?? .none
            value = try evaluation.animation(of: source, in: transaction, assignment: assignment)
        case .stateChange:
            value = .animation(try stateChangeAnimation(bindings).animation)
        case .modifierValue(let place, _):
            throw EvaluationError(.invalid, at: place.location, "a modifier link gives a layer property's value, not "
                                  + "a transition or an animation")
        }
        return (value, evaluation.namesRead)
    }

    /// Where the site is, for messages about its value.
    var location: CodeLocation { target.location(in: code) }

    /// The link as the scene records it.
    func record(role: String) -> CodeLink {
        let (label, span): (String, CodeSpan?) = switch target {
        case .site(let site): (site.label, site.span)
        case .declaration(let declaration): (declaration.qualifiedName, declaration.span)
        case .view(let type):
            ("\(type).body", code.members(of: type).first { $0.name == "body" }?.span)
        case .viewAnimation(let transaction, let assignment):
            // Until a change is resolved, the site the change starts from.
            ("\(transaction.view): the animation of \(transaction.selection)'s change",
             assignment?.explicit.flatMap { explicit in code.sites.first { $0.location == explicit.location }?.span })
        case .stateChange(let transaction, let assignment, _, _):
            ("\(transaction.view): the animation of \(transaction.selection)'s change",
             assignment?.explicit.flatMap { explicit in code.sites.first { $0.location == explicit.location }?.span })
        case .modifierValue(let place, _):
            // A modifier (`.frame(…)`), or a shape's own argument (`RoundedRectangle(…)`).
            (place.call.name.first?.isUppercase == true ? "\(place.call.name)(…)" : ".\(place.call.name)(…)", place.call.span)
        }
        return CodeLink(role: role, kind: kind.rawValue, path: writtenPaths[location.file] ?? location.file,
                        line: location.line, column: location.column,
                        site: label, source: span.map { code.text(of: $0) } ?? "", files: files,
                        url: URL(fileURLWithPath: location.file).standardizedFileURL, reads: reads(of: target))
    }

    /// The declarations the target's value is made of besides its own text (``CodeLink/reads``).
    func reads(of target: Target) -> [CodeLink.Read] {
        let reached: [Declaration] = switch target {
        case .site(let site): FreeVariables.declarations(reachedBy: site, in: code)
        case .declaration(let declaration): FreeVariables.declarations(reachedBy: declaration, in: code)
        case .viewAnimation(_, let assignment), .stateChange(_, let assignment, _, _):
            assignment?.explicit.flatMap { explicit in code.sites.first { $0.location == explicit.location } }
                .map { FreeVariables.declarations(reachedBy: $0, in: code) } ?? []
        case .modifierValue(let place, let owner):
            FreeVariables.declarations(reachedBy: place.call.arguments.map(\.value), owner: owner,
                                       home: place.location.file, in: code)
        case .view: []
        }
        return reads(reached)
    }

    /// `declarations` as a link records them, each once.
    func reads(_ declarations: [Declaration]) -> [CodeLink.Read] {
        var seen = Set<String>()
        return declarations.compactMap { declaration in
            let location = declaration.location
            guard seen.insert("\(location)").inserted else { return nil }
            return CodeLink.Read(name: declaration.qualifiedName, path: writtenPaths[location.file] ?? location.file,
                                 url: URL(fileURLWithPath: location.file).standardizedFileURL, line: location.line,
                                 source: code.text(of: declaration.span))
        }
    }
}

extension SwiftLink.Target {
    /// The type the linked code is written in: whose state its bound variables are.
    var owner: String? {
        switch self {
        case .site(let site): site.owner
        case .declaration(let declaration): declaration.owner
        case .view(let type): type
        case .viewAnimation(let transaction, _), .stateChange(let transaction, _, _, _): transaction.view
        case .modifierValue(_, let owner): owner
        }
    }

    /// Where the site is in the code: the site, the declaration, the view's body, or the change
    /// a page animation starts from.
    func location(in code: CodeBase) -> CodeLocation {
        switch self {
        case .site(let site): site.location
        case .declaration(let declaration): declaration.location
        case .view(let type): Self.bodyLocation(of: type, in: code)
        case .viewAnimation(let transaction, let assignment), .stateChange(let transaction, let assignment, _, _):
            assignment?.explicit?.location ?? assignment?.location ?? Self.bodyLocation(of: transaction.view, in: code)
        case .modifierValue(let place, _): place.location
        }
    }

    private static func bodyLocation(of type: String, in code: CodeBase) -> CodeLocation {
        code.viewBodyLocation(of: type) ?? CodeLocation(file: code.files.first?.path ?? "", line: 1, column: 1)
    }
}

extension BindingRole {
    var isLiteral: Bool {
        if case .literal = self { return true }
        return false
    }
}
