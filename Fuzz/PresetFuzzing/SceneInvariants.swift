import Foundation
import Scene

/// What every scene `load` accepts must satisfy: a canvas the renderer can allocate, and no number
/// that is not finite anywhere in it (each was checked against ``Limits`` on the way in).
public enum SceneInvariants {
    /// The broken invariants of a loaded scene.
    public static func check(_ scene: MotionScene) -> [String] {
        var findings: [String] = []
        let canvas = scene.canvas
        if !Limits.fps.contains(canvas.fps) { findings.append("canvas fps \(canvas.fps) outside \(Limits.fps)") }
        if !(canvas.scale > 0 && canvas.scale <= Limits.maximumScale) {
            findings.append("canvas scale \(canvas.scale) outside (0, \(Limits.maximumScale)]")
        }
        for (side, points) in [("width", canvas.size.width), ("height", canvas.size.height)] {
            if Limits.pixels(points, scale: canvas.scale) == nil {
                let limit = Limits.maximumPixelSide
                findings.append("canvas \(side) \(points) pt × \(canvas.scale) is not 0 … \(limit) px")
            }
        }
        if !(scene.hold >= 0 && scene.hold <= Limits.maximumSeconds) {
            findings.append("hold \(scene.hold) outside 0 … \(Limits.maximumSeconds)")
        }
        var path: [String] = []
        var visited = 0
        nonFinite(in: scene, path: &path, visited: &visited, into: &findings)
        return findings
    }

    /// The most values of a scene the walk looks at: a valid scene has far fewer, and an input
    /// that expands past this is a runaway the timeline checks will meet anyway.
    static let walkBudget = 200_000

    /// Appends the path of every Double in `value` that is NaN or infinite.
    private static func nonFinite(in value: Any, path: inout [String], visited: inout Int,
                                  into findings: inout [String]) {
        visited += 1
        guard visited <= walkBudget else { return }
        if let number = value as? Double {
            if !number.isFinite { findings.append("\(path.joined(separator: ".")) is \(number)") }
            return
        }
        let mirror = Mirror(reflecting: value)
        for (offset, child) in mirror.children.enumerated() {
            path.append(child.label ?? String(offset))
            nonFinite(in: child.value, path: &path, visited: &visited, into: &findings)
            path.removeLast()
        }
    }
}
