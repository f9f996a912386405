import Foundation
import SpecModel

/// The parameters of two specs compared (``SpecParameter``): each difference a cause, in the
/// preset's words — `transition.animation.spring.response 0.3 → 0.35`, `timeline[2].at 0.9 → 1.1`,
/// `transition.removal: opacity removed` — with the Swift file and line when it came from code.
enum CauseDiff {
    static func changes(old: [SpecParameter], new: [SpecParameter]) -> [PresetDiff.Change] {
        let oldByPath = Dictionary(old.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let newByPath = Dictionary(new.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        // An animation that became another kind, or that exists on one side only, is one cause;
        // the numbers under it are not listed again.
        var covered: [String] = []
        // An animation named after what it moves (`animation "insert circle with [scale 0]"`) is
        // renamed when that changes: one on each side only, of the same text and link, is the same
        // animation — nothing under it is a cause.
        var oldOnly = old.filter { newByPath[$0.path] == nil }
        for parameter in new where oldByPath[parameter.path] == nil {
            guard case .animation = parameter.value,
                  let twin = oldOnly.firstIndex(where: { $0.value == parameter.value && $0.source == parameter.source }) else { continue }
            covered += [parameter.path, oldOnly[twin].path]
            oldOnly.remove(at: twin)
        }
        var causes: [PresetDiff.Change] = []
        func cause(_ path: String, _ text: String, _ source: String?) {
            causes.append(PresetDiff.Change(kind: .cause, property: path, largest: text, source: source))
        }
        for parameter in new {
            guard !covered.contains(where: { parameter.path == $0 || parameter.path.hasPrefix($0 + ".") || parameter.path.hasPrefix($0 + " in ") })
            else { continue }
            guard let before = oldByPath[parameter.path] else {
                // A platform's code of a new animation is not a change of its own; nor of an old
                // spec written before the spec spoke other platforms.
                if case .platform = parameter.value { continue }
                if case .animation = parameter.value { covered.append(parameter.path) }
                cause(parameter.path, "added: \(parameter.text)", parameter.source)
                continue
            }
            switch (before.value, parameter.value) {
            case (.animation(let a), .animation(let b)):
                if SpecParameter.animationName(a) != SpecParameter.animationName(b) {
                    covered.append(parameter.path)
                    cause(parameter.path, "\(a) → \(b)", parameter.source)
                }
            case (.effects(let a), .effects(let b)):
                if a != b { cause(parameter.path, effectsChange(a, b), parameter.source) }
            case (.platform(let key, let a), .platform(_, let b)):
                if let words = PlatformWords.change(key, old: a, new: b) {
                    // Which animation it is of: the cause it follows from names it (``PresetCauses``).
                    let animation = parameter.path.replacingOccurrences(of: #" in [A-Za-z]+$"#, with: "", options: .regularExpression)
                    causes.append(PresetDiff.Change(kind: .platform, property: PlatformWords.title(key),
                                                    largest: words, source: parameter.source, follows: animation))
                }
            case (.number(let a), .number(let b)):
                if SpecNumber.format(a) != SpecNumber.format(b) {
                    cause(parameter.path, "\(SpecNumber.format(a)) → \(SpecNumber.format(b))", parameter.source)
                }
            default:
                if before.text != parameter.text { cause(parameter.path, "\(before.text) → \(parameter.text)", parameter.source) }
            }
        }
        for parameter in old where newByPath[parameter.path] == nil {
            if case .platform = parameter.value { continue }
            guard !covered.contains(where: { parameter.path == $0 || parameter.path.hasPrefix($0 + ".") }) else { continue }
            if case .animation = parameter.value { covered.append(parameter.path) }
            cause(parameter.path, "removed (was \(parameter.text))", parameter.source)
        }
        return causes
    }

    /// `opacity removed`, `blur(radius: 12) added`, or the two lists when only their order differs.
    static func effectsChange(_ old: [String], _ new: [String]) -> String {
        let removed = old.filter { !new.contains($0) }, added = new.filter { !old.contains($0) }
        let parts = removed.map { "\($0) removed" } + added.map { "\($0) added" }
        guard !parts.isEmpty else {
            return "[\(old.joined(separator: ", "))] → [\(new.joined(separator: ", "))]"
        }
        return parts.joined(separator: ", ")
    }
}
