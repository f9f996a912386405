import Foundation
import Testing
import TestSupport

/// `motionreel spec PRESET --platform NAME`: one platform's code for each animation, printed
/// ready to paste, nothing written; an unknown platform is exit 2 naming the choices.
@Suite("spec --platform: Compose, Flutter and CSS code on stdout")
struct SpecPlatformCommandTests {
    static let preset = Snapshot.repositoryRoot.appendingPathComponent("Presets/tab-forward.yaml").path

    @Test("tab-forward's spring (response 0.3, damping fraction 0.85) in each platform's words")
    func platforms() throws {
        let folder = try TemporaryFolder()
        let k = pow(2 * Double.pi / 0.3, 2)   // 438.649…
        let c = 2 * k.squareRoot() * 0.85
        func literal(_ x: Double) -> String {
            var text = String(format: "%.4f", x)
            while text.hasSuffix("0") { text.removeLast() }
            return text.hasSuffix(".") ? String(text.dropLast()) : text
        }
        let compose = try CommandRunner.motionreel(["spec", Self.preset, "--platform", "compose"], in: folder.url)
        #expect(compose.exitCode == 0, "\(compose.stderr)")
        #expect(compose.stdout.contains("// tab change, default: .spring(response: 0.3, dampingFraction: 0.85)\n"))
        #expect(compose.stdout.contains("\nfun <T> tabChangeAnimation(): AnimationSpec<T> =\n    spring(dampingRatio = 0.85f, stiffness = \(literal(k))f)\n"),
                "\(compose.stdout)")
        #expect(compose.stdout.contains("\nval tabChangeInsertion: EnterTransition =\n"), "\(compose.stdout)")
        #expect(compose.stdout.contains("\nimport androidx.compose.animation.core.*\n"))
        let flutter = try CommandRunner.motionreel(["spec", Self.preset, "--platform", "flutter"], in: folder.url)
        #expect(flutter.stdout.contains("\nconst tabChangeAnimation = SpringDescription(mass: 1, stiffness: \(literal(k)), damping: \(literal(c)));\n"),
                "\(flutter.stdout)")
        #expect(flutter.stdout.contains("\nimport 'package:flutter/physics.dart';\n"))
        let css = try CommandRunner.motionreel(["spec", Self.preset, "--platform", "css"], in: folder.url)
        #expect(css.stdout.contains("/* tab change, default: .spring(response: 0.3, dampingFraction: 0.85) */"))
        #expect(css.stdout.contains(".tab-change-animation {\n  transition: all 833.333ms linear(0, "), "\(css.stdout)")
        // A stylesheet of rules: it ends with one, never with a bare value that would swallow the next rule.
        #expect(css.stdout.hasSuffix("}\n"), "\(css.stdout.suffix(80))")
        // Nothing written: the listing is the whole output.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test("an unknown platform is exit 2, naming the three")
    func unknown() throws {
        let result = try CommandRunner.motionreel(["spec", Self.preset, "--platform", "kotlin"])
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("'compose', 'flutter' or 'css'"))
    }
}
