import Foundation
import SpecModel

/// A change of one animation's platform code, in that platform's words: `stiffness 438.6491f →
/// 315.8273f` for Compose, `stiffness 438.6491 → 315.8273, damping 35.6047 → 27.3` for Flutter,
/// `duration 833.333ms → 1000ms, linear() 101 → 117 stops` for CSS — what an Android or web
/// reviewer changes in their code when the SwiftUI animation changed.
enum PlatformWords {
    /// `Compose`, `Flutter`, `CSS` for the spec's `compose`, `flutter`, `css`.
    static func title(_ key: String) -> String {
        PlatformListing.Platform(rawValue: key)?.shortTitle ?? key
    }

    /// The change from `old` to `new` code of the platform `key`; nil when they are the same.
    static func change(_ key: String, old: String, new: String) -> String? {
        guard old != new else { return nil }
        let words = key == "css" ? css(old, new) : arguments(old, new)
        return words ?? "\(old) → \(new)"
    }

    /// Named arguments (`stiffness = 438.6491f`, `damping: 35.6047`, `durationMillis = 350`) that
    /// differ; nil when the code is another call altogether (a spring became a tween).
    static func arguments(_ old: String, _ new: String) -> String? {
        let a = named(old), b = named(new)
        guard !a.isEmpty, a.map(\.name) == b.map(\.name) else { return nil }
        let changed = zip(a, b).filter { $0.value != $1.value }.map { "\($0.name) \($0.value) → \($1.value)" }
        return changed.isEmpty ? nil : changed.joined(separator: ", ")
    }

    static func named(_ code: String) -> [(name: String, value: String)] {
        code.matches(of: /([A-Za-z]+)\s*[=:]\s*(-?[0-9][0-9.]*f?)/).map { (String($0.1), String($0.2)) }
    }

    /// A `transition` timing (`833.333ms linear(…) 0ms`, `350ms cubic-bezier(…) 0ms`) compared
    /// by its duration, its easing and its delay.
    static func css(_ old: String, _ new: String) -> String? {
        guard let a = timing(old), let b = timing(new) else { return nil }
        var parts: [String] = []
        if a.duration != b.duration { parts.append("duration \(a.duration) → \(b.duration)") }
        if a.easing != b.easing {
            if a.easing.hasPrefix("linear("), b.easing.hasPrefix("linear(") {
                parts.append("linear() \(stops(a.easing)) → \(stops(b.easing)) stops")
            } else {
                parts.append("easing \(a.easing.count > 60 ? String(a.easing.prefix(12)) + "…)" : a.easing) → \(b.easing.count > 60 ? String(b.easing.prefix(12)) + "…)" : b.easing)")
            }
        }
        if a.delay != b.delay { parts.append("delay \(a.delay) → \(b.delay)") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    static func timing(_ code: String) -> (duration: String, easing: String, delay: String)? {
        guard let match = code.wholeMatch(of: /([0-9.]+ms) (.+\)) ([0-9.]+ms)/) else { return nil }
        return (String(match.1), String(match.2), String(match.3))
    }

    static func stops(_ easing: String) -> Int { easing.split(separator: ",").count }
}
