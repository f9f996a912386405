import Foundation
@testable import Spec
import Testing
import TestSupport

/// A spring changed in SwiftUI is a change an Android and a web engineer must make too: the diff
/// names it in Compose's, Flutter's and CSS's words, beside the SwiftUI cause.
@Suite("diff: a changed spring in the platforms' words", .serialized)
struct DiffPlatformTests {
    /// `438.6491`: four decimals at most, as the platforms' code writes numbers.
    static func four(_ x: Double) -> String {
        var text = String(format: "%.4f", x)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    @Test("response 0.3 → 0.35: Compose's and Flutter's stiffness and damping, CSS's duration and easing")
    func springChange() throws {
        let old = try TabForwardFixture.folder()
        let new = try TabForwardFixture.folder { $0.replacingOccurrences(of: "response: 0.3,", with: "response: 0.35,") }
        let report = try DiffReport(baseline: old.url, new: new.url)
        let preset = try #require(report.changed.first)

        // k = (2π / response)², c = 2·√k·ζ, computed here.
        let (k0, k1) = (pow(2 * Double.pi / 0.3, 2), pow(2 * Double.pi / 0.35, 2))
        let (c0, c1) = (2 * k0.squareRoot() * 0.85, 2 * k1.squareRoot() * 0.85)
        let lines = preset.platformChanges.map(\.what)
        #expect(lines.contains("Compose: stiffness \(Self.four(k0))f → \(Self.four(k1))f (transition.animation)"), "\(lines)")
        #expect(lines.contains("Flutter: stiffness \(Self.four(k0)) → \(Self.four(k1)), damping \(Self.four(c0)) → \(Self.four(c1)) (transition.animation)"),
                "\(lines)")
        let css = try #require(lines.first { $0.hasPrefix("CSS: ") }, "\(lines)")
        #expect(css.contains("duration ") && css.contains("linear() "), "a slower spring lasts longer and is another polyline: \(css)")
        // The SwiftUI cause stays the first cause; the platforms follow it.
        #expect(preset.cause?.line == "transition.animation.spring.response 0.3 → 0.35")

        let folder = try TemporaryFolder()
        try report.write(to: folder.url, junit: nil)
        let markdown = try String(contentsOf: folder.file("diff.md"), encoding: .utf8)
        // Once, under the cause they follow from.
        let line = "For the other platforms: Compose: `stiffness \(Self.four(k0))f → \(Self.four(k1))f (transition.animation)`"
        #expect(markdown.components(separatedBy: line).count == 2, "\(markdown)")
        let html = try String(contentsOf: folder.file("diff.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "<li class=\"platform\">Compose: stiffness ").count == 2, "diff.html lists them once")
    }

    @Test("the same spring: no platform line; a spec from before platforms compares without one")
    func unchanged() throws {
        let old = try TabForwardFixture.folder()
        let new = try TabForwardFixture.folder()
        let report = try DiffReport(baseline: old.url, new: new.url)
        #expect(report.changed.isEmpty)
        #expect(report.presets.allSatisfy { $0.platformChanges.isEmpty })

        // A baseline written before the spec had `platforms`: nothing to name, and no change.
        let json = old.file("tab-forward.spec.json")
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        var transitions = try #require(document["transitions"] as? [[String: Any]])
        for t in transitions.indices {
            transitions[t]["platforms"] = nil
            var animations = try #require(transitions[t]["animations"] as? [[String: Any]])
            for a in animations.indices {
                var animation = try #require(animations[a]["animation"] as? [String: Any])
                animation["platforms"] = nil
                animations[a]["animation"] = animation
            }
            transitions[t]["animations"] = animations
        }
        document["transitions"] = transitions
        try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]).write(to: json)
        let older = try DiffReport(baseline: old.url, new: new.url)
        #expect(older.presets.allSatisfy { $0.platformChanges.isEmpty && $0.status == .unchanged })
    }
}
