/// A layers preset whose one event brings the red layer in front of the blue one (`z`) while its
/// offset animates: the fixture of the drawing-order tests of the timeline, the SwiftUI code and
/// the platform files. Red lies under blue where they overlap (x 60 … 100) until 0.5 s.
public enum OrderPreset {
    public static let yaml = """
        name: order
        canvas: { size: [160, 100], scale: 1, fps: 60, background: "#FFFFFF" }
        scene:
          kind: layers
          layers:
            - { id: red, rect: { fill: "#FF0000" }, frame: [20, 20, 80, 60] }
            - { id: blue, rect: { fill: "#0000FF" }, frame: [60, 20, 80, 60] }
        timeline:
          - { at: 0.5, animate: { red: { z: 5, offsetY: 10 } }, animation: smooth }
        hold: 0.2

        """

    /// The event line, for tests that rewrite it.
    public static let event = "  - { at: 0.5, animate: { red: { z: 5, offsetY: 10 } }, animation: smooth }"
}
