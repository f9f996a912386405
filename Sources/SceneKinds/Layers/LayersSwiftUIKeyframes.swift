import Foundation
import Motion
import Scene
import SpecModel

/// Keyframes as SwiftUI writes them (iOS 17): a `KeyframeAnimator` around the layer's view, one
/// `KeyframeTrack` per property, started by a counter the timeline bumps at each keyframe event.
///
/// A layer with several keyframe events picks the run's keyframes with `if` inside each track
/// (`KeyframeTrackContentBuilder` builds conditionals). Each keyframe's interval is the time
/// since the previous one, as the preset counts it.
extension LayersSwiftUIPlan {
    /// The layer's view inside `KeyframeAnimator(initialValue:trigger:content:keyframes:)`.
    func keyframeAnimator(_ layer: LayerSpec, indent: String) -> [String] {
        let m = indent + "    "
        var lines = [indent + "KeyframeAnimator(initialValue: \(keyframeType(layer.id))(), "
                     + "trigger: \(keyframeTrigger(layer.id))) { \(keyframeValue(layer.id)) in"]
        lines += plainView(layer, indent: m)
        lines.append(indent + "} keyframes: { _ in")
        let runs = keyframeRuns[layer.id] ?? []
        for property in keyframed[layer.id] ?? [] {
            lines.append(m + "KeyframeTrack(\\.\(property.swiftName)) {")
            if runs.count == 1, let track = runs[0].tracks.first(where: { $0.property == property }) {
                lines += keyframes(track, layer: layer, indent: m + "    ")
            } else {
                for (n, run) in runs.enumerated() {
                    let condition = (n == 0 ? "if" : "} else if") + " \(keyframeTrigger(layer.id)) == \(n + 1) {"
                    lines.append(m + "    " + condition)
                    if let track = run.tracks.first(where: { $0.property == property }) {
                        lines += keyframes(track, layer: layer, indent: m + "        ")
                    }
                }
                lines.append(m + "    }")
            }
            lines.append(m + "}")
        }
        lines.append(indent + "}")
        return lines
    }

    /// `struct CardKeyframes { var scale: Double = 1 … }`: the animator's value, starting at the
    /// preset's values.
    func keyframeTypeDeclaration(_ layer: LayerSpec) -> [String] {
        var lines = ["/// \(layer.id)'s keyframe values, starting where the preset puts the layer.",
                     "struct \(keyframeType(layer.id)) {"]
        for property in keyframed[layer.id] ?? [] {
            let value = property.isColor
                ? "Color.Resolved = \(layer.properties.color.swiftUIResolved)"
                : "Double = \(Self.literal(layer.properties, property))"
            lines.append("    var \(property.swiftName): \(value)")
        }
        return lines + ["}"]
    }

    /// One track's keyframes as `LinearKeyframe`, `SpringKeyframe` and `MoveKeyframe` lines.
    private func keyframes(_ track: LayerTrack, layer: LayerSpec, indent: String) -> [String] {
        let n = NumberText.literal
        func value(_ v: LayerValue) -> String {
            if case .color(let c) = v { return c.swiftUIResolved }
            return Self.literal(v)
        }
        var previousTime = 0.0
        var previousValue: String = track.property.isColor
            ? layer.properties.color.swiftUIResolved : Self.literal(layer.properties, track.property)
        var lines: [String] = []
        for keyframe in track.keyframes {
            let interval = keyframe.time - previousTime
            let v = value(keyframe.value)
            switch keyframe.motion {
            case .move:
                // Holds the previous value until the keyframe's time, then jumps.
                if interval > 0 { lines.append(indent + "LinearKeyframe(\(previousValue), duration: \(n(interval)))") }
                lines.append(indent + "MoveKeyframe(\(v))")
            case .curve(let curve):
                lines.append(interval > 0
                    ? indent + "LinearKeyframe(\(v), duration: \(n(interval)), timingCurve: \(curve.swiftUIUnitCurve))"
                    : indent + "MoveKeyframe(\(v))")
            case .spring(let spring):
                let duration = interval > 0 ? ", duration: \(n(interval))" : ""
                lines.append(indent + "SpringKeyframe(\(v)\(duration), spring: Spring(response: \(n(spring.response)), "
                             + "dampingRatio: \(n(spring.dampingFraction))))")
            case .cubic(let start, let end):
                let velocities = (start.map { ", startVelocity: \(n($0))" } ?? "") + (end.map { ", endVelocity: \(n($0))" } ?? "")
                lines.append(interval > 0
                    ? indent + "CubicKeyframe(\(v), duration: \(n(interval))\(velocities))"
                    : indent + "MoveKeyframe(\(v))")
            }
            previousTime = keyframe.time
            previousValue = v
        }
        return lines
    }
}
