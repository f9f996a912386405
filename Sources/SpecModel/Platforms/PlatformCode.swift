import Foundation
import Motion

/// One animation in the words of Jetpack Compose, Flutter and CSS, each with how far it is from
/// MotionReel's film (nil where it is exact): what a spec lists beside the SwiftUI expression.
public struct PlatformCode: Sendable, Equatable {
    /// One platform's code and its largest difference from the film at its frames, as a
    /// fraction of the distance; nil when it is exact.
    public struct Code: Sendable, Equatable {
        public var code: String
        public var largestDifference: Double?
    }

    public let compose: Code
    public let flutter: Code
    public let css: Code

    /// The code for `animation` moving `distance` units on a `fps` frame grid.
    public init(_ animation: Animation, distance: Double, fps: Int) {
        let easing = CSSLinearEasing(animation, distance: distance, fps: fps)
        if let curve = PlatformCurve(animation) {
            let rounded = curve.largestDifference(fps: fps)
            compose = Code(code: curve.compose, largestDifference: rounded)
            flutter = Code(code: curve.flutter, largestDifference: rounded)
            css = Code(code: curve.css, largestDifference: nil)
        } else if let spring = PlatformSpring(animation, distance: distance, fps: fps) {
            compose = Code(code: spring.compose, largestDifference: spring.largestDifference)
            flutter = Code(code: spring.flutter, largestDifference: spring.largestDifference)
            let duration = NumberText.literal(easing.duration * 1000)
            css = Code(code: "\(duration)ms \(easing.css) \(NumberText.literal(easing.delay * 1000))ms",
                       largestDifference: easing.largestError)
        } else {
            preconditionFailure("an animation is a curve or a spring")
        }
    }

    /// `{"compose": {"code": …, "largestDifference": …}, "flutter": …, "css": …}`.
    public var json: JSONValue {
        func member(_ code: Code) -> JSONValue {
            var members: [(String, JSONValue)] = [("code", .string(code.code))]
            members.append(("exact", .bool(code.largestDifference == nil)))
            if let difference = code.largestDifference { members.append(("largestDifference", .number(difference))) }
            return .object(members)
        }
        return .object([("compose", member(compose)), ("flutter", member(flutter)), ("css", member(css))])
    }
}
