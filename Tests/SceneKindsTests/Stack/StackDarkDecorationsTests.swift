import Foundation
import Scene
@testable import SceneKinds
import Testing

@Suite("Stack decorations in dark appearance")
struct StackDarkDecorationsTests {
    func fill(of id: String, in layers: [LayerState]) -> Paint? {
        guard case .shape(.roundedRect(let fill, _, _))? = layers.first(where: { $0.id == id })?.content else { return nil }
        return fill
    }

    @Test("the mini-player is iOS's dark card with white ink in dark appearance, and white as before in light")
    func miniPlayer() {
        let decorations = StackDecorations(miniPlayer: StackDecorations.MiniPlayer(height: 64, title: "Now playing"))
        let size = Size(width: 390, height: 844)
        let dark = decorations.layers(canvas: Canvas(size: size, scale: 1, fps: 60, background: .black, appearance: .dark), selected: 0)
        #expect(fill(of: "decoration.miniPlayer", in: dark) == .color(Color(red: 0x1C / 255.0, green: 0x1C / 255.0, blue: 0x1E / 255.0)))
        #expect(fill(of: "decoration.miniPlayer.pause0", in: dark) == .color(.white))
        let light = decorations.layers(canvas: Canvas(size: size, scale: 1, fps: 60, background: .white), selected: 0)
        #expect(fill(of: "decoration.miniPlayer", in: light) == .color(.white))
        #expect(fill(of: "decoration.miniPlayer.pause0", in: light) == .color(Color(red: 0.11, green: 0.11, blue: 0.12)))
    }
}
