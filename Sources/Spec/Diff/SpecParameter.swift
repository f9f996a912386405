import Foundation
import SpecModel
import Scene

/// One setting a spec records about how its motion is made — an animation's response, a
/// transition's effects, an event's time, a canvas setting — named as the preset names it
/// (`transition.animation.spring.response`, `timeline[2].at`, `canvas.fps`), so a diff can give a
/// change's *cause* in the words its author wrote, before the frames say what it did.
public struct SpecParameter: Sendable, Equatable {
    public enum Value: Sendable, Equatable {
        case number(Double)
        case text(String)
        /// A transition side's effects, in order: compared by which were added or removed.
        case effects([String])
        /// What an animation is, as SwiftUI writes it (`.spring(response: 0.3, …)`): named in a
        /// cause only when the animation becomes another kind; its numbers say the rest.
        case animation(String)
        /// An animation's code on another platform (`compose`, `flutter`, `css`): derived from the
        /// animation, so never a cause of its own, but named in the platform's words when it
        /// changes (``PlatformWords``).
        case platform(String, code: String)
    }

    public var path: String
    public var value: Value
    /// `FILE:LINE` of the Swift source the value was read from (a `swift:` link), if any.
    public var source: String?

    /// The value as a report writes it.
    public var text: String {
        switch value {
        case .number(let x): SpecNumber.format(x)
        case .text(let s), .animation(let s), .platform(_, let s): s
        case .effects(let list): list.isEmpty ? "identity" : list.joined(separator: ", ")
        }
    }
}

extension SpecParameter {
    /// How many parameters one spec may list; a spec's own are a few dozen.
    static let maximumCount = 20_000
    /// A value longer than this is cut in a report (a role that lists every layer it moves).
    static let maximumText = 240

    /// The parameters of a spec's top level, in the order a reader meets them: the canvas, the
    /// timeline, then each transition's effects and animations, each with the place of the
    /// `links` it was read from. Values of an unexpected shape are left out: the spec's frames are
    /// what the diff checks strictly; these only explain them.
    static func read(_ top: [String: Any], links: [SpecLink]) -> [SpecParameter] {
        var list: [SpecParameter] = []
        // The link role each parameter is read from, where its path does not say it (a layers
        // scene's one change: `transition animation "sale…"` is `timeline[0].animation`'s).
        var roles: [String?] = []
        var linkRole: String?
        func add(_ path: String, _ value: Value) {
            guard list.count < maximumCount else { return }
            list.append(SpecParameter(path: path, value: value))
            roles.append(linkRole)
        }
        if let canvas = top["canvas"] as? [String: Any] {
            if let width = number(canvas["width"]), let height = number(canvas["height"]) {
                add("canvas.size", .text("[\(SpecNumber.format(width)), \(SpecNumber.format(height))]"))
            }
            for key in ["scale", "fps"] { if let x = number(canvas[key]) { add("canvas.\(key)", .number(x)) } }
            if let background = text(canvas["background"]) { add("canvas.background", .text(background)) }
        }
        if let reduce = top["reduceMotion"] as? Bool { add("accessibility.reduceMotion", .text(String(reduce))) }
        if let hold = number(top["hold"]) { add("hold", .number(hold)) }
        if let settle = text(top["settle"]) { add("settle", .text(settle)) }
        for (i, event) in objects(top["events"]).enumerated() {
            if let action = text(event["action"]), let description = text(event["description"]) {
                add("timeline[\(i)]", .text(action == "initial" ? description : "\(action): \(description)"))
            }
            if let time = number(event["time"]) { add("timeline[\(i)].at", .number(time)) }
        }
        let transitions = objects(top["transitions"])
        for transition in transitions {
            let name = text(transition["name"]) ?? "transition"
            let prefix = transitions.count == 1 ? "transition" : "transition \"\(name)\""
            let entry = name.firstMatch(of: /^timeline\[[0-9]+\]/).map { String($0.output) }
            for side in ["insertion", "removal"] {
                if let effects = transition[side] as? [Any] { add("\(prefix).\(side)", .effects(effects.compactMap { text($0) })) }
            }
            for animation in objects(transition["animations"]) {
                guard let role = text(animation["role"]), let parameters = animation["animation"] as? [String: Any] else { continue }
                let path = role == "default" ? "\(prefix).animation"
                    : role.hasPrefix("track ") ? "\(prefix).tracks.\(role.dropFirst("track ".count))"
                    : "\(prefix) animation \"\(role)\""
                let swiftUI = text(parameters["swiftUI"]) ?? text(parameters["type"]) ?? "animation"
                linkRole = entry.map { "\($0).animation" }
                defer { linkRole = nil }
                add(path, .animation(swiftUI))
                let kind = animationName(swiftUI)
                // Stiffness and damping are derived from response and damping fraction when those
                // are given: a change of response is one cause, not three. The platforms' code is
                // derived from the whole animation, always.
                let derived: Set<String> = parameters["response"] != nil ? ["stiffness", "damping"] : []
                for key in parameters.keys.sorted() where !["type", "swiftUI", "settle", "platforms"].contains(key) && !derived.contains(key) {
                    let leafPath = ["delay", "speed", "stagger"].contains(key) ? "\(path).\(key)" : "\(path).\(kind).\(key)"
                    flatten(parameters[key], leafPath, depth: 0, add)
                }
                if let platforms = parameters["platforms"] as? [String: Any] {
                    for key in PlatformListing.Platform.allCases.map(\.rawValue) {
                        if let code = text((platforms[key] as? [String: Any])?["code"], cut: false) {
                            add("\(path) in \(PlatformWords.title(key))", .platform(key, code: code))
                        }
                    }
                }
            }
        }
        // Links name where in Swift a value was read: the longest link role that is a prefix of a
        // parameter's path (`transition.animation` for `transition.animation.spring.response`).
        for i in list.indices {
            // A transition of one change among several (`transition "change at 1 s: …"`) is linked by
            // the role every change shares.
            // A layers scene's change is its timeline entry's (`transition "timeline[1]: change at 0.3 s"
            // animation "card.scale → 0.95"` is `timeline[1].animation`).
            let entry = list[i].path.replacingOccurrences(of: #"^transition "(timeline\[[0-9]+\])[^"]*" animation "[^"]*""#,
                                                          with: "$1.animation", options: .regularExpression)
            // A platform's code (`… in Compose`) is read from the animation's link.
            let path = entry.replacingOccurrences(of: #"^transition "[^"]*""#, with: "transition", options: .regularExpression)
                .replacingOccurrences(of: #" in [A-Za-z]+$"#, with: "", options: .regularExpression)
            let source = links.filter { path == $0.role || path.hasPrefix($0.role + ".") }.max { $0.role.count < $1.role.count }
            list[i].source = (source ?? roles[i].flatMap { role in links.first { $0.role == role } })?.place
        }
        return list
    }

    /// `spring` of `.spring(response: 0.3, dampingFraction: 0.85)`; the whole text when it has no call.
    static func animationName(_ swiftUI: String) -> String {
        let trimmed = swiftUI.hasPrefix(".") ? swiftUI.dropFirst() : Substring(swiftUI)
        return String(trimmed.prefix { $0.isLetter || $0.isNumber })
    }

    private static func flatten(_ value: Any?, _ path: String, depth: Int, _ add: (String, Value) -> Void) {
        guard depth < 4 else { return }
        switch value {
        case let object as [String: Any]:
            for key in object.keys.sorted() { flatten(object[key], "\(path).\(key)", depth: depth + 1, add) }
        case let array as [Any]:
            for (i, item) in array.prefix(64).enumerated() { flatten(item, "\(path)[\(i)]", depth: depth + 1, add) }
        default:
            if let x = number(value) { add(path, .number(x)) } else if let s = text(value) { add(path, .text(s)) }
        }
    }

    private static func objects(_ value: Any?) -> [[String: Any]] {
        ((value as? [Any]) ?? []).prefix(maximumCount).compactMap { $0 as? [String: Any] }
    }

    static func number(_ value: Any?) -> Double? {
        guard let number = value as? NSNumber, number.doubleValue.isFinite else { return nil }
        return number.doubleValue
    }

    /// A string of the spec, cut to ``maximumText`` unless `cut` is false (a platform's code, whose
    /// easing is compared whole; a spec's own is a few kilobytes at most).
    static func text(_ value: Any?, cut: Bool = true) -> String? {
        guard let string = value as? String else { return nil }
        guard cut else { return string.utf8.count > 100_000 ? nil : string }
        return string.count > maximumText ? String(string.prefix(maximumText)) + "…" : string
    }
}
