import Foundation
import Testing
import TestSupport

/// A catalogue film is its view's screen: every view of the body where SwiftUI lays it out on a
/// 390 × 844 screen, each drawn as its code says, the stand-ins among them; a container that
/// moves carries what it holds.
@Suite("import DIR -o FOLDER: films drawn on the screen's layout, each stand-in one layer looking like its code")
struct CatalogueScreenTests {
    @Test("a VStack of two 100 pt views with spacing 8: the second at 108 below the first, both centred on the screen")
    func stackedViews() throws {
        let w = try Workspace()
        try w.catalogue(["App/Dots.swift": """
            import SwiftUI

            struct Dots: View {
                @State private var isOn = false

                var body: some View {
                    VStack(spacing: 8) {
                        Rectangle()
                            .fill(.blue)
                            .frame(width: 100, height: 100)
                        Circle()
                            .fill(.red)
                            .frame(width: 100, height: 100)
                            .opacity(isOn ? 1 : 0.5)
                    }
                    .onTapGesture { withAnimation(.linear(duration: 0.5)) { isOn.toggle() } }
                }
            }
            """])
        let preset = try String(contentsOfFile: w.path("motion/Dots/Dots.isOn.yaml"), encoding: .utf8)
        // The circle is one layer, a red circle: no card, no label.
        #expect(preset.contains("- { id: circle, circle: { fill: \"#FF3B30\" }"), "\(preset)")
        #expect(!preset.contains("-label"), "\(preset)")
        // The stack is 208 pt tall, centred on the 844 pt screen: its top at 318, the circle 108 below.
        let top = (844.0 - 208) / 2
        for (t, layers) in try w.specFrames(of: "motion/Dots/Dots.isOn.yaml") where t < 1.4 {
            let square = try #require(layers.first { $0["id"] as? String == "rectangle" }, "\(layers.compactMap { $0["id"] })")
            let circle = try #require(layers.first { $0["id"] as? String == "circle" })
            for (layer, y) in [(square, top), (circle, top + 108)] {
                let frame = try #require(layer["frame"] as? [String: Double])
                #expect(frame == ["x": 145, "y": y, "width": 100, "height": 100], "t = \(t): \(frame)")
            }
            let opacity = try #require(circle["opacity"] as? Double)
            #expect(abs(opacity - CatalogueModifierTests.linear(t, from: 0.5, to: 1)) <= 1e-6, "t = \(t): \(opacity)")
        }
    }

    @Test("a container's scale carries what it holds: the circle inside grows about the stack's centre, in the rendered frame")
    func scaledContainer() throws {
        let w = try Workspace()
        try w.catalogue(["App/Menu.swift": """
            import SwiftUI

            struct Menu: View {
                @State private var isOpen = false

                var body: some View {
                    VStack(spacing: 10) {
                        Text("Menu")
                        Circle()
                            .fill(.red)
                            .frame(width: 40, height: 40)
                    }
                    .scaleEffect(isOpen ? 2 : 1)
                    .onTapGesture { withAnimation(.linear(duration: 0.5)) { isOpen.toggle() } }
                }
            }
            """])
        // One group: the stack, holding its text and its circle, in the stack's points.
        let frames = try w.specFrames(of: "motion/Menu/Menu.isOpen.yaml")
        let (_, layers) = try #require(frames.first { $0.time >= 0.85 && $0.time < 1.4 })
        let stack = try #require(layers.first { ($0["children"] as? [[String: Any]])?.isEmpty == false }, "\(layers)")
        #expect(stack["scale"] as? Double == 2)
        let children = try #require(stack["children"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        // The stack is named by its first text ("menu"); its own text is a child of its own.
        #expect(stack["id"] as? String == "menu" && children == ["menu-2", "circle"], "\(children)")

        // "Menu" at 17 pt is 22.1 pt tall; the stack 22.1 + 10 + 40 = 72.1 tall, 40 wide, centred.
        let height = 22.1 + 10 + 40
        let centre = (x: 195.0, y: 422.0)
        let circleCentre = (x: 195.0, y: (844 - height) / 2 + 22.1 + 10 + 20)
        // Scaled 2 about the stack's centre: the circle's centre twice as far from it, its radius 40.
        let expected = (x: centre.x + 2 * (circleCentre.x - centre.x), y: centre.y + 2 * (circleCentre.y - centre.y), radius: 40.0)
        let render = try CommandRunner.motionreel(["render", w.path("motion/Menu/Menu.isOpen.yaml"), "-o", w.path("out"),
                                                   "--format", "png"])
        #expect(render.exitCode == 0, "\(render.stderr)")
        // Frame 60 (t = 1.0 s): the 0.5 s animation from 0.3 s is over.
        let box = try Self.redBox(w.path("out/Menu-isOpen/frame_00061.png"))
        // In pixels at @2x, within a pixel and a half of antialiasing.
        let want = (minX: 2 * (expected.x - expected.radius), maxX: 2 * (expected.x + expected.radius),
                    minY: 2 * (expected.y - expected.radius), maxY: 2 * (expected.y + expected.radius))
        for (got, wanted) in [(Double(box.minX), want.minX), (Double(box.maxX + 1), want.maxX),
                              (Double(box.minY), want.minY), (Double(box.maxY + 1), want.maxY)] {
            #expect(abs(got - wanted) <= 1.5, "red circle's box \(box), expected \(want)")
        }
    }

    @Test("a view inserted above another pushes it down: the one below moves to its new place under the change's animation")
    func siblingsMove() throws {
        let w = try Workspace()
        try w.catalogue(["App/Banner.swift": """
            import SwiftUI

            struct Banner: View {
                @State private var show = false

                var body: some View {
                    VStack(spacing: 8) {
                        if show {
                            Rectangle()
                                .fill(.orange)
                                .frame(width: 100, height: 50)
                                .transition(.opacity)
                        }
                        Circle()
                            .frame(width: 100, height: 100)
                    }
                    .onTapGesture { withAnimation(.linear(duration: 0.5)) { show.toggle() } }
                }
            }
            """])
        // Alone, the circle is centred: its top at (844 − 100) / 2. Under the 50 pt banner and 8 pt
        // of spacing the stack is 158 tall, its top at (844 − 158) / 2, the circle 58 below it.
        let (alone, below) = ((844.0 - 100) / 2, (844.0 - 158) / 2 + 58)
        var measured = 0
        for (t, circle) in try w.layerFrames(of: "motion/Banner/Banner.show.yaml", id: "circle") where t < 1.4 {
            let frame = try #require(circle["frame"] as? [String: Double])
            let y = CatalogueModifierTests.linear(t, from: alone, to: below)
            #expect(abs((frame["y"] ?? .nan) - y) <= 1e-6 && frame["x"] == 145, "t = \(t): \(frame), expected y \(y)")
            measured += 1
        }
        #expect(measured >= 80, "measured in \(measured) frames")
    }

    @Test("UIScreen.main.bounds is the screen the film is laid out on: a banner slides up by its 844 pt height")
    func screenBounds() throws {
        let w = try Workspace()
        let imported = try w.catalogue(["App/Banner.swift": """
            import SwiftUI

            struct Banner: View {
                @State private var hidden = false

                var body: some View {
                    Text("Now streaming")
                        .offset(y: hidden ? -UIScreen.main.bounds.height : 0)
                        .onTapGesture { withAnimation(.linear(duration: 0.5)) { hidden.toggle() } }
                }
            }
            """])
        #expect(imported.stdout.contains("filmed 1 of 1 site"), "\(imported.stdout)")
        var measured = 0
        for (t, text) in try w.layerFrames(of: "motion/Banner/Banner.hidden.yaml", id: "now-streaming") where t < 1.4 {
            let offset = try #require(text["offset"] as? [String: Double])
            #expect(abs((offset["y"] ?? .nan) - CatalogueModifierTests.linear(t, from: 0, to: -844)) <= 1e-6, "t = \(t): \(offset)")
            measured += 1
        }
        #expect(measured >= 80, "measured in \(measured) frames")
    }

    @Test("a container inserted later is drawn as what it holds, over its background, its texts in the colour it sets")
    func insertedContainer() throws {
        let w = try Workspace()
        try w.catalogue(["App/Toast.swift": """
            import SwiftUI

            struct Toast: View {
                @State private var saved = false

                var body: some View {
                    VStack {
                        if saved {
                            HStack {
                                Text("Saved")
                                Image(systemName: "checkmark")
                            }
                            .padding()
                            .background(Color.green)
                            .foregroundStyle(.white)
                            .cornerRadius(12)
                            .transition(.opacity)
                        }
                        Button("Save") { withAnimation { saved.toggle() } }
                    }
                }
            }
            """])
        let preset = try String(contentsOfFile: w.path("motion/Toast/Toast.saved.yaml"), encoding: .utf8)
        // One group: its green background with the code's corners, then its text and symbol in white.
        #expect(preset.contains("- { id: saved, frame: ["), "\(preset)")
        #expect(preset.contains("{ id: saved-shape, roundedRect: { fill: \"#34C759\", cornerRadius: 12 } }"), "\(preset)")
        #expect(preset.contains("{ id: saved-saved, text: { text: \"Saved\", size: 17, weight: regular, color: \"#FFFFFF\""), "\(preset)")
        #expect(preset.contains("{ id: saved-checkmark, text: { text: \"checkmark\", size: 8.5, color: \"#FFFFFF\""), "\(preset)")
        #expect(preset.contains("insert: saved\n"), "\(preset)")
    }

    @Test("a background whose colour the film cannot read (an input) is a grey card behind the text, so the text reads")
    func unreadBackground() throws {
        let w = try Workspace()
        try w.catalogue(["App/Badge.swift": """
            import SwiftUI

            struct Badge: View {
                let color: Color
                @State private var show = false

                var body: some View {
                    Text("Added")
                        .foregroundColor(.white)
                        .padding()
                        .background(color)
                        .cornerRadius(8)
                        .opacity(show ? 1 : 0)
                        .onTapGesture { withAnimation { show.toggle() } }
                }
            }
            """])
        let preset = try String(contentsOfFile: w.path("motion/Badge/Badge.show.yaml"), encoding: .utf8)
        // iOS's system grey, #8E8E93, behind the white text, with the code's corners.
        #expect(preset.contains("{ id: added-shape, roundedRect: { fill: \"#8E8E93\", cornerRadius: 8 } }"), "\(preset)")
        #expect(preset.contains("color: \"#FFFFFF\""), "\(preset)")
    }

    @Test("a gradient drawn as a view is its first colour, filling its frame")
    func gradientView() throws {
        let w = try Workspace()
        try w.catalogue(["App/Glow.swift": """
            import SwiftUI

            struct Glow: View {
                @State private var on = false

                var body: some View {
                    ZStack {
                        LinearGradient(colors: [Color(hex: "#29080F"), .black], startPoint: .top, endPoint: .bottom)
                        Circle()
                            .fill(.red)
                            .frame(width: 100, height: 100)
                            .opacity(on ? 1 : 0.3)
                    }
                    .onTapGesture { withAnimation { on.toggle() } }
                }
            }
            """])
        let preset = try String(contentsOfFile: w.path("motion/Glow/Glow.on.yaml"), encoding: .utf8)
        // The ZStack fills the 390 × 844 screen, the gradient with it.
        #expect(preset.contains("{ id: lineargradient, rect: { fill: \"#29080F\" }, frame: [0, 0, 390, 844] }"), "\(preset)")
    }

    @Test("a stack masked to a rounded rectangle cuts what it holds: a panel slid below it is hidden, its corners rounded")
    func maskedStack() throws {
        let w = try Workspace()
        try w.catalogue(["App/Slot.swift": """
            import SwiftUI

            struct Slot: View {
                @State private var isDone = false

                var body: some View {
                    ZStack {
                        Rectangle()
                            .fill(.red)
                            .frame(width: 200, height: 80)
                            .offset(y: isDone ? 80 : 0)
                    }
                    .mask(RoundedRectangle(cornerRadius: 16).frame(width: 200, height: 80))
                    .frame(width: 200, height: 80)
                    .onTapGesture { withAnimation(.linear(duration: 0.5)) { isDone.toggle() } }
                }
            }
            """])
        let preset = try String(contentsOfFile: w.path("motion/Slot/Slot.isDone.yaml"), encoding: .utf8)
        // The stack is a group at its frame, centred on the screen, its corners rounded 16.
        #expect(preset.contains("- { id: zstack, frame: [95, 382, 200, 80], mask: { cornerRadius: 16 }, group: ["), "\(preset)")
        let render = try CommandRunner.motionreel(["render", w.path("motion/Slot/Slot.isDone.yaml"), "-o", w.path("out"),
                                                   "--format", "png"])
        #expect(render.exitCode == 0, "\(render.stderr)")
        func redBox(_ frame: Int) throws -> RedBox { try Self.redBox(w.path(String(format: "out/Slot-isDone/frame_%05d.png", frame))) }
        // Before the change (t = 0.1 s): the panel fills the mask, 400 × 160 px at @2x from (190, 764),
        // less the four corners a 32 px radius cuts: 400 × 160 − (4 − π) × 32² px, within antialiasing.
        let shown = try redBox(7)
        #expect(abs(shown.minX - 190) <= 1 && abs(shown.maxX + 1 - 590) <= 1 && abs(shown.minY - 764) <= 1
                && abs(shown.maxY + 1 - 924) <= 1, "\(shown)")
        let area = 400.0 * 160 - (4 - Double.pi) * 32 * 32
        #expect(abs(Double(shown.count) - area) <= 400, "\(shown.count) red pixels, expected about \(area)")
        // Half way (t = 0.55 s): slid down 40 pt, the half below the mask cut off.
        let half = try redBox(34)
        #expect(abs(half.minY - 844) <= 2 && abs(half.maxY + 1 - 924) <= 1, "\(half)")
        // After it (t = 1.0 s): all of it below the mask, none drawn.
        #expect(try redBox(61).count == 0)
    }

    @Test("a scrim written before a panel in one branch: Color.black.opacity(0.3) is a translucent black behind the panel, fading in")
    func scrimBehindPanel() throws {
        let w = try Workspace()
        try w.catalogue(["App/Sheet.swift": """
            import SwiftUI

            struct Sheet: View {
                @State private var open = false

                var body: some View {
                    ZStack {
                        Text("Hello")
                        if open {
                            Color.black.opacity(0.3)
                                .ignoresSafeArea()
                            Text("Panel")
                                .frame(width: 200, height: 100)
                                .background(Color.white)
                                .transition(.move(edge: .bottom))
                        }
                    }
                    .onTapGesture { withAnimation { open.toggle() } }
                }
            }
            """])
        let preset = try String(contentsOfFile: w.path("motion/Sheet/Sheet.open.yaml"), encoding: .utf8)
        // Black at 30 %: 0x4D = 77 = round(0.3 × 255).
        let scrim = try #require(preset.range(of: "- { id: color, rect: { fill: \"#0000004D\" }, frame: [0, 0, 390, 844], present: false }"),
                                 "\(preset)")
        let panel = try #require(preset.range(of: "- { id: panel,"), "\(preset)")
        #expect(scrim.lowerBound < panel.lowerBound, "the scrim is drawn behind the panel: \(preset)")
        // SwiftUI's default transition, .opacity, in the tap's default animation.
        #expect(preset.contains("insert: color\n    transition: { insertion: [opacity], removal: [opacity] }"), "\(preset)")
    }

    typealias RedBox = (count: Int, minX: Int, minY: Int, maxX: Int, maxY: Int)

    /// The red pixels of a rendered 390 × 844 @2x frame — SwiftUI's `.red`, #FF3B30, and its
    /// antialiased edge over the light background: how many, and the box that holds them.
    static func redBox(_ png: String) throws -> RedBox {
        let pixels = try #require(try MediaProbe.rawFrames(png, width: 780, height: 1688).first)
        var box: RedBox = (0, Int.max, Int.max, Int.min, Int.min)
        pixels.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            for y in 0..<1688 {
                for x in 0..<780 {
                    let i = (y * 780 + x) * 3
                    guard bytes[i] > 200, bytes[i + 1] < 120, bytes[i + 2] < 120 else { continue }
                    box = (box.count + 1, min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
                }
            }
        }
        return box
    }
}
