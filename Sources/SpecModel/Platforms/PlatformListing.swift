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

        public func code(_ side: PlatformTransition) -> PlatformTransition.Code {
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
        let description = SceneDescription(scene)
        var blocks: [String] = []
        for transition in description.transitions {
            for side in transition.platforms {
                let code = platform.code(side)
                var lines = [platform.comment("\(scene.name): \(transition.name), \(side.side.rawValue) (forward; backward mirrors horizontal offsets)"),
                             platform.comment(code.difference?.text ?? (code.notCarried.isEmpty ? "exact" : "exact for what it carries"))]
                if !code.notCarried.isEmpty {
                    lines.append(platform.comment("not carried: \(code.notCarried.joined(separator: ", "))"))
                }
                blocks.append((lines + [code.code]).joined(separator: "\n"))
            }
            for animation in transition.animations {
                let code = platform.code(animation.animation.platforms)
                var lines = [platform.comment("\(scene.name): \(transition.name), \(animation.role): \(animation.animation.swiftUI)"),
                             platform.comment(code.closeness)]
                if let rest = code.rest { lines.append(platform.comment(rest)) }
                blocks.append((lines + [code.code]).joined(separator: "\n"))
            }
        }
        return blocks.joined(separator: "\n\n") + (blocks.isEmpty ? "" : "\n")
    }
}
