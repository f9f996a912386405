import Foundation
import Testing
import TestSupport

/// `.colorMultiply(c)` over a white view is that view in c, and a colour an app picks by appearance
/// (`Color { $0.userInterfaceStyle == .dark ? .white : .hex(0x121212) }`, its hex taken apart with
/// `&` and `>>`) is its light-mode colour: isowords' timer, white text multiplied by its adaptive
/// black, pulses red in a spring. Decoded from the rendered frames.
@Suite("import DIR -o FOLDER: a colour multiply over a white view is filmed as its colour")
struct CatalogueColorMultiplyTests {
    @Test("the timer's text is #121212 before the change and red after it, in the rendered frames")
    func timerPulsesRed() throws {
        let w = try Workspace()
        try w.catalogue(["App/Score.swift": """
            import SwiftUI

            extension Color {
                public static let adaptiveBlack = Self {
                    $0.userInterfaceStyle == .dark ? .white : .isowordsBlack
                }
                public static let isowordsBlack = hex(0x121212)
                public static func hex(_ hex: UInt) -> Self {
                    Self(red: Double((hex & 0xff0000) >> 16) / 255, green: Double((hex & 0x00ff00) >> 8) / 255,
                         blue: Double(hex & 0x0000ff) / 255, opacity: 1)
                }
            }

            struct Score: View {
                @State var isTimeAccented = false

                var body: some View {
                    Text("0:30")
                        .font(.system(size: 40))
                        .foregroundColor(.white)
                        .colorMultiply(self.isTimeAccented ? .red : .adaptiveBlack)
                        .onTapGesture {
                            withAnimation(.spring()) { self.isTimeAccented = true }
                        }
                }
            }
            """])
        let render = try CommandRunner.motionreel(["render", w.path("motion/Score/Score.isTimeAccented.yaml"), "-o", w.path("out"),
                                                   "--format", "png"])
        #expect(render.exitCode == 0, "\(render.stderr)")
        let folder = w.path("out/Score-isTimeAccented")
        let pngs = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
        // The darkest pixel of the text in the first frame, the reddest in the last (the screen is 780 × 1688).
        func inked(_ name: String) throws -> (r: Int, g: Int, b: Int) {
            let pixels = try #require(try MediaProbe.rawFrames("\(folder)/\(name)", width: 780, height: 1688).first)
            var best = (r: 255, g: 255, b: 255), bestSum = 3 * 255
            pixels.withUnsafeBytes { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                for y in 760..<930 {
                    for x in 250..<530 {
                        let i = (y * 780 + x) * 3
                        let (r, g, b) = (Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2]))
                        // Farthest from the light background: the text's own colour, not its antialiased edge.
                        if g + b < bestSum { (best, bestSum) = ((r, g, b), g + b) }
                    }
                }
            }
            return best
        }
        let before = try inked(try #require(pngs.first))
        #expect(abs(before.r - 0x12) <= 2 && abs(before.g - 0x12) <= 2 && abs(before.b - 0x12) <= 2, "first frame's text: \(before)")
        let after = try inked(try #require(pngs.last))
        // SwiftUI's red, #FF3B30.
        #expect(abs(after.r - 0xFF) <= 2 && abs(after.g - 0x3B) <= 2 && abs(after.b - 0x30) <= 2, "last frame's text: \(after)")
    }

    @Test("over a blue view the product of two colours is not filmed: the preset moves its scale alone")
    func notWhite() throws {
        let w = try Workspace()
        try w.catalogue(["App/Badge.swift": """
            import SwiftUI

            struct Badge: View {
                @State var isOn = false

                var body: some View {
                    Circle()
                        .fill(.blue)
                        .colorMultiply(isOn ? .red : .white)
                        .scaleEffect(isOn ? 1.2 : 1)
                        .onTapGesture { withAnimation { isOn.toggle() } }
                }
            }
            """])
        let preset = try String(contentsOfFile: w.path("motion/Badge/Badge.isOn.yaml"), encoding: .utf8)
        #expect(!preset.contains("modifier: colorMultiply") && preset.contains("modifier: scaleEffect"), "\(preset)")
    }
}
