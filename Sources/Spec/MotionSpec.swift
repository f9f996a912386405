import Foundation
import Motion
import Raster
import Scene
import SpecModel

/// A scene's motion as data: its events, transitions, and every frame's layer values.
///
/// Built once per preset and read by every spec file (JSON, CSV, curves, contact sheet, page),
/// so they all show the same numbers.
///
/// ```swift
/// let spec = try MotionSpec(scene)
/// spec.frames[15].layer("tab.1")?.opacity
/// ```
public struct MotionSpec: Sendable {
    /// Bumped when a field of `NAME.spec.json` changes meaning or disappears.
    public static let schemaVersion = 1

    public let scene: MotionScene
    /// `tabs`, `calendar`, `stack` or `layers`.
    public let kind: String
    public let events: [SpecEvent]
    public let transitions: [SpecTransition]
    /// Frame *i* at *i / fps* seconds, as the timeline gives it: the film's frames, up to where
    /// the hold that counts from ``Scene/MotionScene/settle`` ends.
    public let frames: [FrameState]
    /// When the last animation has ended: SwiftUI's end.
    public let settleTime: Double
    /// When the motion looks finished: the visible end (``Raster/VisibleEnd``), at or before
    /// ``settleTime``. Found for every spec, whichever end the hold counts from, so that a spec
    /// says how much of SwiftUI's tail nobody sees.
    public let visibleEndTime: Double
    /// Every layer that shows in some frame, in order of first appearance: top-level layers by
    /// id, a group's children by their path (`card/label`, see ``SpecLayerTree``).
    public let layerIDs: [String]
    /// Each frame's layers by path, so every file looks a column up the same way.
    let layerTables: [[String: LayerState]]
    /// The SwiftUI code closest to the scene, and what it does not reproduce.
    public let swiftUI: SwiftUICode

    /// `visibleEnd` is the scene's ``Raster/MotionScene/visibleEnd()`` when the caller has it
    /// already (a ``Raster/Film`` with `settle: visible` found it); nil finds it here.
    /// - Throws: when a frame cannot be drawn (finding the visible end draws frames).
    public init(_ scene: MotionScene, visibleEnd: Double? = nil) throws {
        self.scene = scene
        visibleEndTime = try visibleEnd ?? scene.visibleEnd()
        let timeline = scene.film(visibleEnd: visibleEndTime)
        let description = SceneDescription(scene)
        kind = description.kindName
        events = description.events
        transitions = description.transitions
        frames = (0..<timeline.frameCount).map { timeline.frame($0) }
        settleTime = timeline.settleTime
        var seen = Set<String>()
        var ids: [String] = []
        for frame in frames {
            for (path, _) in SpecLayerTree.flatten(frame) where seen.insert(path).inserted { ids.append(path) }
        }
        layerIDs = ids
        layerTables = SpecLayerTree.tables(frames)
        swiftUI = SwiftUICode(scene)
    }

    public var canvas: Canvas { scene.canvas }
    public var name: String { scene.name }
    /// Seconds of output.
    public var duration: Double { Double(frames.count) / Double(canvas.fps) }

    /// The index of the first frame at or after `time`.
    public func frameIndex(atOrAfter time: Double) -> Int {
        FrameGrid.index(atOrAfter: time, fps: canvas.fps, frameCount: frames.count)
    }

    /// The layer properties that take more than one value over the frames, per layer, in
    /// ``layerIDs`` order — what the curves chart.
    public var changingProperties: [(layer: String, property: VisualProperty)] {
        var result: [(String, VisualProperty)] = []
        for id in layerIDs {
            for property in VisualProperty.charted {
                var first: String?
                var changes = false
                for index in frames.indices {
                    guard let layer = self.layer(id, inFrame: index) else { continue }
                    let text = property.read(layer).map(SpecNumber.format) ?? "none"
                    if let first, first != text { changes = true; break }
                    if first == nil { first = text }
                }
                if changes { result.append((id, property)) }
            }
        }
        return result
    }
}
