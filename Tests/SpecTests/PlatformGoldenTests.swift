import Foundation
import Preset
import Scene
import SceneKinds
import SpecModel
import Testing
import TestSupport

/// Each platform's code for four motions, kept in `Tests/Snapshots/platforms/` and compared on
/// every run (`UPDATE_SNAPSHOTS=1` rewrites them): a spring, a timing curve, a delayed and sped
/// spring, and a page transition with a scale, an opacity track and a blur (which Compose and
/// Flutter do not carry). A change of the code an engineer pastes shows up as a diff to review.
@Suite("Platform code goldens: a spring, a curve, a delayed and sped animation, a page transition")
struct PlatformGoldenTests {
    static let folder = Snapshot.repositoryRoot.appendingPathComponent("Tests/Snapshots/platforms")

    /// `tab-forward` with its transition replaced.
    static func scene(_ name: String, transition: String) throws -> MotionScene {
        let url = try #require(ShippedPresets.url("tab-forward"))
        var text = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(text.range(of: "transition:\n")), end = try #require(text.range(of: "timeline:\n"))
        text.replaceSubrange(start.lowerBound..<end.lowerBound, with: "transition:\n" + transition)
        text = text.replacingOccurrences(of: "name: tab-forward", with: "name: \(name)")
        return try PresetLoader.standard.load(yaml: text, file: "\(name).yaml", baseDirectory: url.deletingLastPathComponent())
    }

    static let motions: [(String, String)] = [
        ("spring", """
          insertion: [ { move: auto }, opacity ]
          removal:   [ { move: auto }, opacity ]
          animation: { spring: { response: 0.3, dampingFraction: 0.85 } }

        """),
        ("curve", """
          insertion: [ { move: auto } ]
          removal:   [ { move: auto } ]
          animation: { timingCurve: [0.2, 0.9, 0.3, 1], duration: 0.4 }

        """),
        ("delayed-sped", """
          insertion: [ opacity ]
          removal:   [ opacity ]
          animation: { spring: { response: 0.5, dampingFraction: 0.7 }, delay: 0.1, speed: 1.5 }

        """),
        ("page-transition", """
          insertion: [ { move: trailing }, { scale: { value: 0.9, anchor: top } }, opacity, { blur: 8 } ]
          removal:   [ { offset: [-120, 0] }, opacity ]
          animation: { spring: { duration: 0.5, bounce: 0.2 } }
          tracks:
            opacity: { easeOut: 0.25 }

        """),
    ]

    @Test("each motion in each platform's words is its stored golden", arguments: motions.indices)
    func golden(_ index: Int) throws {
        let (name, transition) = Self.motions[index]
        let scene = try Self.scene(name, transition: transition)
        for platform in PlatformListing.Platform.allCases {
            let text = PlatformListing.text(for: scene, platform: platform)
            #expect(!text.isEmpty)
            let file = Self.folder.appendingPathComponent("\(name).\(platform.fileExtension)")
            if let difference = try Snapshot.difference(text, storedAt: file) { Issue.record("\(difference)") }
        }
    }

    @Test("no golden is left of a motion no longer listed")
    func strays() throws {
        let kept = Set(Self.motions.flatMap { name, _ in PlatformListing.Platform.allCases.map { "\(name).\($0.fileExtension)" } })
        #expect(try Snapshot.strays(in: Self.folder, suffix: "", kept: kept).isEmpty)
    }
}
