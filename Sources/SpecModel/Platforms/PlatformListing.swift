import Foundation
import Motion
import Scene

/// The code of one platform for every animation and transition side of a scene, as a source file
/// of that platform: what `motionreel spec --platform NAME` prints and `batch --spec` writes as
/// `NAME.compose.kt`, `NAME.flutter.dart` and `NAME.css`. Each declaration is preceded by comments
/// naming the transition and role it drives, the SwiftUI it is read from, how close the code
/// comes, and where the platform ends a spring.
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

        public func code(_ platforms: PlatformCode) -> PlatformCode.Code {
            switch self {
            case .compose: platforms.compose
            case .flutter: platforms.flutter
            case .css: platforms.css
            }
        }

        public func code(_ track: PlatformKeyframes) -> PlatformCode.Code {
            switch self {
            case .compose: track.compose
            case .flutter: track.flutter
            case .css: track.css
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
    /// platforms' files describes its scene once: a whole source file of the platform's
    /// (``ComposeFile``, ``FlutterFile``, ``CSSFile``).
    public static func text(name: String, transitions: [SpecTransition], platform: Platform) -> String {
        let entries = PlatformEntries(transitions)
        switch platform {
        case .compose: return ComposeFile.text(name: name, entries: entries)
        case .flutter: return FlutterFile.text(name: name, entries: entries)
        case .css: return CSSFile.text(name: name, entries: entries)
        }
    }
}
