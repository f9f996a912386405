import Foundation
import Motion
import Preset
import Scene
import SwiftModel

/// What `motionreel import` says of one site: where it is, what it is, what it reads, and its
/// value in the preset grammar when it needs no binding (or why there is none).
public struct SiteReport: Sendable, Hashable {
    public var file: String
    public var line: Int
    public var column: Int
    /// `transition`, `animation`, or `effect` (a motion call listed but not evaluated: ``MotionEffects``).
    public var kind: String
    /// `Type.name` for a declaration, which a preset's `symbol:` names.
    public var symbol: String?
    /// The value an `.animation(_:value:)` watches.
    public var value: String?
    /// The function a `withAnimation` is in, which a preset's `in:` names.
    public var function: String?
    public var source: String
    /// The free variables a preset has to bind (``FreeVariables``).
    public var variables: [String]
    /// The site's value in the preset grammar, when it needs no binding and evaluates.
    package var presetForm: PresetForm?
    /// Why there is no preset form: the evaluation's refusal, or the variables to bind.
    public var error: String?
    /// How the site reads: `ContentView.tabTransition`, `.animation(…) on selectedTab`.
    public var label: String

    /// Reports `site`: evaluated once, with Reduce Motion off, when nothing needs binding.
    public init(_ site: Site, in code: CodeBase) {
        file = site.location.file
        line = site.location.line
        column = site.location.column
        kind = site.kind.rawValue
        symbol = site.symbol
        value = site.value
        if case .withAnimation = site.form { function = site.enclosingFunction }
        source = code.text(of: site.span)
        label = site.label
        variables = FreeVariables.of(site, in: code)
        guard variables.isEmpty else {
            error = "needs bindings: " + variables.joined(separator: ", ")
            return
        }
        do {
            let value = try Evaluation(code: code, bindings: Bindings()).evaluate(site)
            switch site.kind {
            case .animation:
                presetForm = PresetForm.animation(try LinkedValues.animation(value, at: site.location))
            case .transition:
                let transition = try LinkedValues.transition(value, at: site.location)
                presetForm = PresetForm.transition(try LinkedValues.transition(inserted: transition, removed: transition,
                                                                               at: site.location))
            case .effect:
                break  // refused by the evaluation above
            }
        } catch {
            self.error = error.description
        }
    }

    /// The preset form as JSON (what `--json` prints), when there is one.
    public var preset: String? { presetForm?.json }

    /// The report as the contract's JSON object.
    var json: String {
        func text(_ s: String?) -> String { s.map(PresetForm.jsonString) ?? "null" }
        return "{" + [
            "\"file\": \(text(file))", "\"line\": \(line)", "\"column\": \(column)", "\"kind\": \(text(kind))",
            "\"symbol\": \(text(symbol))", "\"value\": \(text(value))", "\"in\": \(text(function))",
            "\"source\": \(text(source))", "\"variables\": [" + variables.map(PresetForm.jsonString).joined(separator: ", ") + "]",
            "\"preset\": \(preset ?? "null")", "\"error\": \(text(error))",
        ].joined(separator: ", ") + "}"
    }

    /// The report as a few lines of text.
    var text: String {
        var lines = ["\(file):\(line):\(column): \(kind) \(label)"]
        lines += source.split(omittingEmptySubsequences: false, whereSeparator: \.endsSwiftLine).prefix(6).map { "    | " + $0 }
        if let presetForm {
            lines.append("    preset: " + presetForm.yaml)
        } else if !variables.isEmpty {
            lines.append("    reads: " + variables.joined(separator: ", ") + " — a preset links it with bind: { … }")
        } else if let error {
            lines.append("    no preset form: " + error)
        }
        return lines.joined(separator: "\n")
    }
}
