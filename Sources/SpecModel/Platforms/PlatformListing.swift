import Foundation
import Motion
import Scene

/// The code of one platform for every animation and transition side of a scene, ready to paste:
/// what `motionreel spec --platform NAME` prints and `batch --spec` writes as `NAME.compose.kt`,
/// `NAME.flutter.dart` and `NAME.css`. Each block is preceded by comments naming the transition
/// and role it drives, the SwiftUI it is read from, how close the code comes, and where the
/// platform ends a spring.
public enum PlatformListing {
    public enum Platform: String, CaseIterable, Sendable {
        case compose, flutter, css

        /// The file `batch --spec` writes: `NAME.compose.kt`, `NAME.flutter.dart`, `NAME.css`.
        public var fileExtension: String {
            switch self {
            case .compose: "compose.kt"
            case .flutter: "flutter.dart"
            case .css: "css"
            }
        }

        /// `Compose`, `Flutter`, `CSS`: how a diff line names it.
        public var shortTitle: String { self == .compose ? "Compose" : title }

        /// `Jetpack Compose`, `Flutter`, `CSS`.
        public var title: String {
            switch self {
            case .compose: "Jetpack Compose"
            case .flutter: "Flutter"
            case .css: "CSS"
            }
        }

        /// A comment in the platform's language.
        func comment(_ text: String) -> String {
            self == .css ? "/* \(text) */" : "// \(text)"
        }

        public func code(_ platforms: PlatformCode) -> PlatformCode.Code {
            switch self {
            case .compose: platforms.compose
            case .flutter: platforms.flutter
            case .css: platforms.css
            }
        }

        public func code(_ side: PlatformTransition) -> PlatformCode.Code {
            switch self {
            case .compose: side.compose
            case .flutter: side.flutter
            case .css: side.css
            }
        }
    }

    /// The listing for `scene` in `platform`'s words: a block per transition side, then one per
    /// animation.
    public static func text(for scene: MotionScene, platform: Platform) -> String {
        text(name: scene.name, transitions: SceneDescription(scene).transitions, platform: platform)
    }

    /// The listing for transitions already described (a spec's), so a spec that writes all three
    /// platforms' files describes its scene once.
    public static func text(name: String, transitions: [SpecTransition], platform: Platform) -> String {
        var blocks: [String] = []
        for transition in transitions {
            for side in transition.platforms {
                blocks.append(block("\(name): \(transition.name), \(side.side.rawValue) (forward; backward mirrors horizontal offsets)",
                                    platform.code(side)))
            }
            for animation in transition.animations {
                blocks.append(block("\(name): \(transition.name), \(animation.role): \(animation.animation.swiftUI)",
                                    platform.code(animation.animation.platforms)))
            }
        }
        return blocks.joined(separator: "\n\n") + (blocks.isEmpty ? "" : "\n")

        /// What it drives, its notes as comments, then the code.
        func block(_ title: String, _ code: PlatformCode.Code) -> String {
            ([title] + code.notes).map(platform.comment).joined(separator: "\n") + "\n" + code.code
        }
    }
}
