import Foundation

/// Small tabs presets with flat `fill` pages, quick to render and easy to measure.
enum SmallPreset {
    /// 390 pt wide at scale 1, so the reference curve for a 390 pt move is in pixels directly;
    /// pages only move (no fade), so the boundary between two pages is sharp.
    static func slide(name: String = "slide", fps: Int = 60, scale: Double = 1, height: Int = 120,
                      events: [(Double, Int)] = [(0, 0), (0.25, 1)], hold: Double = 0.1,
                      fadeToo: Bool = false, insertion: String? = nil, removal: String? = nil) -> String {
        let effects = fadeToo ? "[ { move: auto }, opacity ]" : "[ { move: auto } ]"
        return """
            name: \(name)
            canvas:
              size: [390, \(height)]
              scale: \(scale)
              fps: \(fps)
              background: "#f9f9f9"
            scene:
              kind: tabs
              header: { height: 20 }
              nav: { height: 20, items: [One, Two, Three] }
              tabs:
                - { name: One, content: { fill: "#ff0000" } }
                - { name: Two, content: { fill: "#00ff00" } }
                - { name: Three, content: { fill: "#0000ff" } }
            transition:
              insertion: \(insertion ?? effects)
              removal: \(removal ?? effects)
              animation: { spring: { response: 0.3, dampingFraction: 0.85 } }
            timeline:
            \(events.map { "  - { at: \($0.0), select: \($0.1) }" }.joined(separator: "\n"))
            hold: \(hold)

            """
    }
}
