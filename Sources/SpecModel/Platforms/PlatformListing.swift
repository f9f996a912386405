import Foundation
import Motion
import Scene

/// The code of one platform for every animation of a scene, ready to paste: what
/// `motionreel spec --platform NAME` prints. Each animation is preceded by a comment naming the
/// transition and role it drives, the SwiftUI it is read from, and how close the code comes.
public enum PlatformListing {
    public enum Platform: String, CaseIterable, Sendable {
        case compose, flutter, css

        /// A line comment in the platform's language.
        func comment(_ text: String) -> String {
            self == .css ? "/* \(text) */" : "// \(text)"
        }

        func code(_ platforms: PlatformCode) -> PlatformCode.Code {
            switch self {
            case .compose: platforms.compose
            case .flutter: platforms.flutter
            case .css: platforms.css
            }
        }
    }

    /// The listing for `scene` in `platform`'s words, one block per transition animation.
    public static func text(for scene: MotionScene, platform: Platform) -> String {
        let description = SceneDescription(scene)
        var blocks: [String] = []
        for transition in description.transitions {
            for animation in transition.animations {
                let code = platform.code(animation.animation.platforms)
                let closeness = code.largestDifference.map {
                    "within \(NumberText.literal($0 * 100)) % of the distance of MotionReel's film"
                } ?? "exact"
                blocks.append([
                    platform.comment("\(scene.name): \(transition.name), \(animation.role): \(animation.animation.swiftUI)"),
                    platform.comment(closeness),
                    code.code,
                ].joined(separator: "\n"))
            }
        }
        return blocks.joined(separator: "\n\n") + (blocks.isEmpty ? "" : "\n")
    }
}
