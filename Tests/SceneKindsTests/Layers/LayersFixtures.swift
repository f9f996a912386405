import Foundation
import Motion
import Scene
@testable import SceneKinds

/// Small layers scenes for tests: a 390 × 844 pt canvas and a few shapes.
enum LayersFixture {
    static let canvas = Canvas(size: Size(width: 390, height: 844), scale: 3, fps: 60,
                               background: Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255))
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let red = Color(red: 1, green: 0, blue: 0)

    /// A rounded rectangle `id` at `frame`.
    static func card(_ id: String = "card", frame: Rect = Rect(x: 20, y: 200, width: 100, height: 80),
                     color: Color = blue, opacity: Double = 1, z: Double = 0) -> LayerSpec {
        LayerSpec(id: id, kind: .roundedRect(.plain),
                  properties: LayerProperties(frame: frame, opacity: opacity, cornerRadius: 12, color: color), z: z)
    }

    static func timeline(_ layers: [LayerSpec], _ events: [LayerEvent], hold: Double = 0.2,
                         reduceMotion: Bool = false) -> LayersTimeline {
        LayersTimeline(LayersScene(layers: layers, events: events), canvas: canvas, hold: hold, reduceMotion: reduceMotion)
    }

    /// `{ at, animate: { layer: { property: value } }, animation }` for one layer.
    static func change(at: Double, layer: String = "card", _ values: [(LayerProperty, Double)],
                       animation: Motion.Animation?) -> LayerEvent {
        .change(LayerChange(at: at, targets: [LayerTarget(layer: layer, values: values.map {
            LayerPropertyValue($0.0, .number($0.1))
        })], animation: animation))
    }

    /// One keyframe track of one layer.
    static func keyframes(at: Double, layer: String = "card", _ property: LayerProperty,
                          _ keyframes: [(Double, Double, KeyframeMotion)]) -> LayerEvent {
        .keyframes(LayerKeyframes(at: at, layer: layer, tracks: [LayerTrack(property: property, keyframes: keyframes.map {
            LayerKeyframe(time: $0.0, value: .number($0.1), motion: $0.2)
        })]))
    }
}
