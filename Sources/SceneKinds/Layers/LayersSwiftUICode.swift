import Foundation
import Motion
import Scene
import Spec

/// Free layers' SwiftUI code: each change as the `withAnimation` call that makes it.
extension LayersScene {
    package func swiftUICode(in scene: MotionScene) -> SwiftUICode {
        func anim(_ a: Animation) -> String { SwiftUICode.animation(a, fps: scene.canvas.fps) }
        var lines = ["// Each change is a state change inside withAnimation."]
        for event in events {
            switch event {
            case .change(let change):
                let body = change.targets.flatMap { target in
                    target.values.map { "\(SwiftUICode.identifier(target.layer)).\($0.property.rawValue) = \($0.value.specText)" }
                }.joined(separator: "; ")
                let at = AnimationParameters.literal(change.at)
                if let a = change.animation {
                    lines.append("// at \(at) s")
                    lines.append("withAnimation(\(anim(a))) { \(body) }")
                } else {
                    lines.append("// at \(at) s, not animated")
                    lines.append("\(body)")
                }
            case .keyframes(let k):
                lines.append("// at \(AnimationParameters.literal(k.at)) s: \(k.layer) follows keyframes — KeyframeAnimator (iOS 17) with "
                             + k.tracks.map { "KeyframeTrack(\\.\($0.property.rawValue))" }.joined(separator: ", "))
            }
        }
        return SwiftUICode(
            code: lines.joined(separator: "\n"), isExact: false,
            note: "Free layers: each change written as the withAnimation call that makes it; staggered changes need a delay per layer.")
    }
}
