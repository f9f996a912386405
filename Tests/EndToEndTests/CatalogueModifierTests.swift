import Foundation
import Testing
import TestSupport

/// Modifiers a state drives, each read through its property's declared reading and filmed as
/// `import DIR -o FOLDER` writes it: every frame measured against the animation computed here.
@Suite("import DIR -o FOLDER: the modifiers a state drives, property by property", .serialized)
struct CatalogueModifierTests {
    /// One view whose `modifier` reads `isOn`, toggled under a 0.5 s linear animation.
    static func app(_ modifier: String) -> String {
        """
        import SwiftUI

        struct Card: View {
            @State private var isOn = false

            var body: some View {
                Text("Card")
                    .frame(width: 200, height: 120)
                    .background(Color.blue)
                    \(modifier)
                    .onTapGesture {
                        withAnimation(.linear(duration: 0.5)) { isOn.toggle() }
                    }
            }
        }
        """
    }

    /// The value a 0.5 s linear animation from `from` to `to`, started at 0.3 s (the film's first
    /// change), shows at `t`, while `t` is before the film's second change at 1.5 s.
    static func linear(_ t: Double, from: Double, to: Double) -> Double {
        from + (to - from) * min(max((t - 0.3) / 0.5, 0), 1)
    }

    /// The frames of the film of `Card.isOn` when its view carries `modifier`, with the card's
    /// layer (not its label) at each.
    static func cardFrames(_ modifier: String) throws -> [(time: Double, card: [String: Any])] {
        let w = try Workspace()
        try w.write("App/Card.swift", app(modifier))
        let imported = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion")])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("filmed 1 of 1 site"), "\(imported.stdout)")
        return try w.layerFrames(of: "motion/Card/Card.isOn.yaml", id: "card").map { ($0.time, $0.layer) }
    }

    @Test("a RoundedRectangle whose own cornerRadius a state gives: its corners change under the change's animation")
    func shapeCorners() throws {
        let w = try Workspace()
        try w.catalogue(["App/Submit.swift": """
            import SwiftUI

            struct Submit: View {
                @State private var isAnimating = false

                var body: some View {
                    RoundedRectangle(cornerRadius: isAnimating ? 46 : 20)
                        .fill(.blue)
                        .frame(width: isAnimating ? 92 : 300, height: 92)
                        .onTapGesture { withAnimation(.linear(duration: 0.5)) { isAnimating.toggle() } }
                }
            }
            """])
        // One layer, the shape, whose corners and width both change in one event.
        let preset = try String(contentsOfFile: w.path("motion/Submit/Submit.isAnimating.yaml"), encoding: .utf8)
        #expect(preset.contains("cornerRadius: { swift: \"../../App/Submit.swift\", modifier: RoundedRectangle, line: 7, bind: { isAnimating: true } }"),
                "\(preset)")
        let spec = try CommandRunner.motionreel(["spec", w.path("motion/Submit/Submit.isAnimating.yaml"), "-o", w.path("spec")])
        #expect(spec.exitCode == 0, "\(spec.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: w.path("spec/Submit-isAnimating.spec.json")))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let events = try #require(json["events"] as? [[String: Any]]).compactMap { $0["description"] as? String }
        #expect(events.count == 3 && events[0].hasPrefix("roundedrectangle.cornerRadius → 20,")
                && events[1].hasPrefix("roundedrectangle.cornerRadius → 46,"), "\(events)")
        let links = try #require(json["links"] as? [[String: Any]])
        #expect(links.contains { $0["site"] as? String == "RoundedRectangle(…)" && $0["line"] as? Int == 7 }, "\(links)")
        // The animation each change resolves to is the withAnimation's.
        let transitions = try #require(json["transitions"] as? [[String: Any]])
        let animation = (transitions.first?["animations"] as? [[String: Any]])?.first?["animation"] as? [String: Any]
        #expect(animation?["swiftUI"] as? String == ".linear(duration: 0.5)", "\(String(describing: animation))")
    }

    @Test(".clipShape(RoundedRectangle(cornerRadius:)) with a state's radius: the mask's corners move under the animation")
    func clipShapeCorners() throws {
        var measured = 0
        for (t, card) in try Self.cardFrames(".clipShape(RoundedRectangle(cornerRadius: isOn ? 40 : 8))") where t < 1.5 {
            let mask = try #require(card["mask"] as? [String: Any], "t = \(t): \(card.keys.sorted())")
            let radius = try #require(mask["cornerRadius"] as? Double)
            let expected = Self.linear(t, from: 8, to: 40)  // the spec writes six decimals
            #expect(abs(radius - expected) <= 1e-6, "t = \(t): corner radius \(radius), expected \(expected)")
            // The clip is the card's own frame: no inset.
            #expect(mask["width"] as? Double == 200 && mask["height"] as? Double == 120, "\(mask)")
            measured += 1
        }
        #expect(measured >= 80, "measured in \(measured) frames")
    }

    @Test("colour filters a state drives — .saturation, .brightness, .grayscale — move under the animation", arguments: [
        (".saturation(isOn ? 0 : 1)", "saturation", 1.0, 0.0),
        (".brightness(isOn ? 0.3 : 0)", "brightness", 0, 0.3),
        (".grayscale(isOn ? 1 : 0.2)", "grayscale", 0.2, 1),
    ])
    func colorFilters(modifier: String, key: String, from: Double, to: Double) throws {
        var measured = 0
        for (t, card) in try Self.cardFrames(modifier) where t < 1.5 {
            let value = try #require(card[key] as? Double, "t = \(t): \(card.keys.sorted())")
            let expected = Self.linear(t, from: from, to: to)
            #expect(abs(value - expected) <= 1e-6, "t = \(t): \(key) \(value), expected \(expected)")
            measured += 1
        }
        #expect(measured >= 80, "measured in \(measured) frames")
    }

    @Test("a pressed card's .shadow(radius:y:) driven by a state: its shadow's blur and offset move under the animation")
    func shadow() throws {
        var measured = 0
        for (t, card) in try Self.cardFrames(".shadow(color: .black.opacity(0.2), radius: isOn ? 2 : 12, y: isOn ? 1 : 6)")
            where t < 1.5 {
            let shadow = try #require(card["shadow"] as? [String: Any], "t = \(t): \(card.keys.sorted())")
            let radius = try #require(shadow["radius"] as? Double)
            let offset = try #require(shadow["offset"] as? [String: Any])
            #expect(abs(radius - Self.linear(t, from: 12, to: 2)) <= 1e-6, "t = \(t): radius \(radius)")
            #expect(abs((offset["y"] as? Double ?? .nan) - Self.linear(t, from: 6, to: 1)) <= 1e-6, "t = \(t): \(offset)")
            #expect(offset["x"] as? Double == 0)
            // The colour is the code's, black at 20 %.
            let color = try #require(shadow["color"] as? [String: Any])
            #expect(color["alpha"] as? Double == 0.2 && color["red"] as? Double == 0, "\(color)")
            measured += 1
        }
        #expect(measured >= 80, "measured in \(measured) frames")
    }

    @Test("a stroked Circle is a stand-in that is its outline: a circle in the stroke's colour and width, clear inside")
    func strokedCircle() throws {
        let w = try Workspace()
        try w.write("App/Ring.swift", """
            import SwiftUI

            struct Ring: View {
                @State private var turned = false

                var body: some View {
                    Circle()
                        .trim(from: 0, to: 0.7)
                        .stroke(Color.orange, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                        .frame(width: 80, height: 80)
                        .rotationEffect(.degrees(turned ? 90 : 0))
                        .onAppear { withAnimation(.linear(duration: 1)) { turned = true } }
                }
            }
            """)
        let imported = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion")])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        let preset = try String(contentsOfFile: w.path("motion/Ring/Ring.turned.yaml"), encoding: .utf8)
        // SwiftUI's .orange is #FF9500 in light mode.
        #expect(preset.contains("- { id: circle, circle: { stroke: { color: \"#FF9500\", width: 8, trimFrom: 0, trimTo: 0.7 } }, "
                                + "frame: [155, "), "\(preset)")
    }

    @Test("a progress ring's .trim(from:to:) driven by a state: the stroke's end moves under the animation, frame by frame")
    func trimmedRing() throws {
        let w = try Workspace()
        try w.write("App/Progress.swift", """
            import SwiftUI

            struct Progress: View {
                @State private var done = false

                var body: some View {
                    Circle()
                        .trim(from: 0, to: done ? 1 : 0.25)
                        .stroke(Color.green, lineWidth: done ? 12 : 6)
                        .frame(width: 100, height: 100)
                        .onTapGesture { withAnimation(.linear(duration: 0.5)) { done.toggle() } }
                }
            }
            """)
        let imported = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion")])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("filmed 1 of 1 site"), "\(imported.stdout)")
        var measured = 0
        for (t, layers) in try w.specFrames(of: "motion/Progress/Progress.done.yaml") where t < 1.5 {
            // The ring is the one layer with a stroke (its label has none).
            let ring = try #require(layers.first { $0["stroke"] is [String: Any] }, "\(layers.compactMap { $0["id"] })")
            let stroke = try #require(ring["stroke"] as? [String: Any], "t = \(t): \(ring.keys.sorted())")
            let (to, width) = (try #require(stroke["trimTo"] as? Double), try #require(stroke["width"] as? Double))
            #expect(abs(to - Self.linear(t, from: 0.25, to: 1)) <= 1e-6, "t = \(t): trimTo \(to)")
            #expect(abs(width - Self.linear(t, from: 6, to: 12)) <= 1e-6, "t = \(t): stroke width \(width)")
            #expect(stroke["trimFrom"] as? Double == 0)
            measured += 1
        }
        #expect(measured >= 80, "measured in \(measured) frames")
    }

    @Test("a trim the film cannot draw is left out with what its line needs: a Capsule's start, a filled shape")
    func untrimmable() throws {
        for (view, words) in [("Capsule().trim(from: 0, to: isOn ? 1 : 0.5).stroke(.red, lineWidth: 4)",
                               "the film trims a stroked Circle or Rectangle only: SwiftUI does not document where a Capsule's outline starts"),
                              ("Circle().trim(from: 0, to: isOn ? 1 : 0.5).fill(.red)",
                               "the film draws a trim on a stroked Circle, Capsule, RoundedRectangle or Rectangle only, and a Circle is "
                                   + "filled, not stroked")] {
            let w = try Workspace()
            try w.write("App/Card.swift", """
                import SwiftUI

                struct Card: View {
                    @State private var isOn = false

                    var body: some View {
                        \(view)
                            .frame(width: 80, height: 40)
                            .onTapGesture { withAnimation(.linear(duration: 0.5)) { isOn.toggle() } }
                    }
                }
                """)
            let imported = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion"), "--json"])
            #expect(imported.exitCode == 0, "\(imported.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as? [String: Any])
            let reason = try #require((json["unfilmed"] as? [[String: Any]])?.first?["reason"] as? String, "\(imported.stdout)")
            #expect(json["filmed"] as? Int == 0)
            #expect(reason.contains("which .trim reads (Card.swift:7), but " + words), "\(view): \(reason)")
        }
    }

    @Test("a Text's .font(.system(size:)) under .contentTransition(.interpolate): its label's size grows under the animation")
    func interpolatedFontSize() throws {
        let w = try Workspace()
        try w.write("App/Score.swift", Self.text(".font(.system(size: isOn ? 34 : 17).weight(.bold))\n.contentTransition(.interpolate)"))
        let imported = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion")])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        // The withAnimation and the .contentTransition(.interpolate) the size's growth is.
        #expect(imported.stdout.contains("filmed 2 of 2 sites"), "\(imported.stdout)")
        let preset = try String(contentsOfFile: w.path("motion/Score/Score.isOn.yaml"), encoding: .utf8)
        #expect(preset.contains("text: { text: \"Score\", size: 17,"), "\(preset)")
        var measured = 0
        for (t, label) in try w.layerFrames(of: "motion/Score/Score.isOn.yaml", id: "score") where t < 1.5 {
            let size = try #require((label["text"] as? [String: Any])?["size"] as? Double, "t = \(t): \(label.keys.sorted())")
            #expect(abs(size - Self.linear(t, from: 17, to: 34)) <= 1e-6, "t = \(t): size \(size)")
            measured += 1
        }
        #expect(measured >= 80, "measured in \(measured) frames")
    }

    @Test("a Text's size change without .contentTransition(.interpolate) is a cross-fade, and its reason says so")
    func crossFadedFontSize() throws {
        let w = try Workspace()
        try w.write("App/Score.swift", Self.text(".font(.system(size: isOn ? 34 : 17))"))
        let imported = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion"), "--json"])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as? [String: Any])
        let reason = try #require((json["unfilmed"] as? [[String: Any]])?.first?["reason"] as? String, "\(imported.stdout)")
        #expect(json["filmed"] as? Int == 0)
        #expect(reason.contains("which .font reads (Score.swift:8), but a text's size change, which SwiftUI cross-fades "
                                + "from the old size to the new unless the Text has .contentTransition(.interpolate)"), "\(reason)")
    }

    /// A `Text("Score")` whose `modifiers` read `isOn`, toggled under a 0.5 s linear animation.
    static func text(_ modifiers: String) -> String {
        """
        import SwiftUI

        struct Score: View {
            @State private var isOn = false

            var body: some View {
                Text("Score")
                    \(modifiers.replacingOccurrences(of: "\n", with: "\n            "))
                    .onTapGesture {
                        withAnimation(.linear(duration: 0.5)) { isOn.toggle() }
                    }
            }
        }
        """
    }

    @Test("layout a state drives — .frame(maxWidth:), .position — moves the view where SwiftUI lays it out on the screen")
    func layoutDriven() throws {
        // The card's 200 × 120 background on a 390 × 844 screen. A flexible frame with only a
        // maximum takes the 390 offered, clamped to it (Apple's frame(minWidth:…) documentation):
        // 100 wide, then all 390, centred; .position centres the card on its point.
        let cases: [(String, (Double) -> [String: Double])] = [
            (".frame(maxWidth: isOn ? .infinity : 100)", { t in
                let width = Self.linear(t, from: 100, to: 390)
                return ["x": (390 - width) / 2, "y": (844 - 120) / 2, "width": width, "height": 120]
            }),
            (".position(x: isOn ? 300 : 100, y: 200)", { t in
                ["x": Self.linear(t, from: 100, to: 300) - 100, "y": 200 - 60, "width": 200, "height": 120]
            }),
        ]
        for (modifier, expected) in cases {
            var measured = 0
            for (t, card) in try Self.cardFrames(modifier) where t < 1.5 {
                let frame = try #require(card["frame"] as? [String: Double], "t = \(t): \(card.keys.sorted())")
                for (key, value) in expected(t) {
                    #expect(abs((frame[key] ?? .nan) - value) <= 1e-6, "\(modifier), t = \(t): \(key) \(frame)")
                }
                measured += 1
            }
            #expect(measured >= 80, "\(modifier): measured in \(measured) frames")
        }
    }

    @Test("a .padding a state drives inside a background grows the card about its centre, as the screen lays it out")
    func paddingGrows() throws {
        let w = try Workspace()
        try w.write("App/Chip.swift", """
            import SwiftUI

            struct Chip: View {
                @State private var isOn = false

                var body: some View {
                    Text("Chip")
                        .padding(isOn ? 40 : 10)
                        .background(Color.orange)
                        .onTapGesture { withAnimation(.linear(duration: 0.5)) { isOn.toggle() } }
                }
            }
            """)
        let imported = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion")])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("filmed 1 of 1 site"), "\(imported.stdout)")
        // "Chip" at the body size: 4 characters × 17 pt × 0.55 em wide, 17 × 1.3 tall, the padding round it.
        let (text, line) = (4 * 17 * 0.55, 17 * 1.3)
        var measured = 0
        for (t, card) in try w.layerFrames(of: "motion/Chip/Chip.isOn.yaml", id: "chip") where t < 1.5 {
            let frame = try #require(card["frame"] as? [String: Double])
            let padding = Self.linear(t, from: 10, to: 40)
            let (width, height) = (text + 2 * padding, line + 2 * padding)
            for (key, value) in ["width": width, "height": height, "x": (390 - width) / 2, "y": (844 - height) / 2] {
                #expect(abs((frame[key] ?? .nan) - value) <= 1e-6, "t = \(t): \(key) \(frame)")
            }
            measured += 1
        }
        #expect(measured >= 80, "measured in \(measured) frames")
    }

    @Test(".zIndex driven by a state changes the drawing order at once, in the change's first frame, though the change animates")
    func zIndex() throws {
        var measured = 0
        for (t, card) in try Self.cardFrames(".zIndex(isOn ? 2 : 0)") where t < 1.5 {
            let z = try #require(card["zIndex"] as? Double, "t = \(t): \(card.keys.sorted())")
            // Not interpolated over the 0.5 s: 0 before the change at 0.3 s, 2 from its first frame.
            #expect(z == (t < 0.3 - 1e-9 ? 0 : 2), "t = \(t): zIndex \(z)")
            measured += 1
        }
        #expect(measured >= 80, "measured in \(measured) frames")
    }

    @Test("a state passed to a view-building function of the view: the reason names the call, its line and what it lacks")
    func passedToFunction() throws {
        let w = try Workspace()
        try w.write("App/Loader.swift", """
            import SwiftUI

            struct Loader: View {
                @State private var phase: CGFloat = 0

                var body: some View {
                    ZStack {
                        stroke(from: phase - 0.1,
                               to: phase)
                    }
                    .onAppear { withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) { phase = 1 } }
                }

                private func stroke(from: CGFloat, to: CGFloat) -> some View {
                    Circle().trim(from: from, to: to).stroke(.blue, lineWidth: 4)
                }
            }
            """)
        let imported = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion"), "--json"])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as? [String: Any])
        let reason = try #require((json["unfilmed"] as? [[String: Any]])?.first?["reason"] as? String, "\(imported.stdout)")
        #expect(reason == "it changes phase, which Loader.swift:8 passes (phase) to stroke(…), a function of Loader that builds a "
                + "view from its parameters; the catalogue follows a state into the views a body writes, not through a "
                + "function's parameters yet", "\(reason)")
    }

    @Test("a state the film cannot follow says where it goes: into a child view, one array element, a stroke's dash phase")
    func followedElsewhere() throws {
        let cases: [(file: String, words: String)] = [
            ("""
            import SwiftUI

            struct Tree: View {
                @State private var glow: Double = 1

                var body: some View {
                    Lights(glow: glow)
                        .onAppear { withAnimation(.easeInOut(duration: 1).repeatForever()) { glow = 0.3 } }
                }
            }

            struct Lights: View {
                let glow: Double
                var body: some View { Bulbs(glow: glow) }
            }

            struct Bulbs: View {
                let glow: Double
                var body: some View { Circle().opacity(glow) }
            }
            """, "it changes glow, which Card.swift:7 passes to Lights(…) as its glow, and neither a .transition's condition nor a "
                + "filmed modifier of Lights reads it there"),
            ("""
            import SwiftUI

            struct Tree: View {
                @State private var scales: [CGFloat] = [1, 1, 1]

                var body: some View {
                    Circle().scaleEffect(scales[0])
                        .onAppear {
                            for i in scales.indices {
                                withAnimation(.easeInOut(duration: 1).repeatForever()) { scales[i] = 1.3 }
                            }
                        }
                }
            }
            """, "it changes one element of scales (scales[i] = …), an array state; the catalogue films a state assigned whole"),
            ("""
            import SwiftUI

            struct Tree: View {
                @State private var marching = false

                var body: some View {
                    Circle()
                        .stroke(.blue, style: StrokeStyle(lineWidth: 2, dash: [6, 4], dashPhase: marching ? 100 : 0))
                        .onAppear { withAnimation(.linear(duration: 4).repeatForever(autoreverses: false)) { marching.toggle() } }
                }
            }
            """, "it changes marching, and no .transition's condition or filmed modifier reads it: .stroke at Card.swift:8 reads "
                + "it, a stroke's dash pattern or its phase (StrokeStyle(dash:dashPhase:))"),
        ]
        for (file, words) in cases {
            let w = try Workspace()
            try w.write("App/Card.swift", file)
            let imported = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion"), "--json"])
            #expect(imported.exitCode == 0, "\(imported.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as? [String: Any])
            let reason = try #require((json["unfilmed"] as? [[String: Any]])?.first?["reason"] as? String, "\(imported.stdout)")
            #expect(reason.hasPrefix(words), "\(reason)")
        }
    }

    @Test("a state only modifiers the catalogue does not film read: the reason names the modifier, its line and what it is")
    func unfilmedModifierReasons() throws {
        for (modifier, words) in [(".font(isOn ? .title : .body)", ".font at Card.swift:10 reads it, a text style or weight")] {
            let w = try Workspace()
            try w.write("App/Card.swift", Self.app(modifier))
            let imported = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("motion"), "--json"])
            #expect(imported.exitCode == 0, "\(imported.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as? [String: Any])
            let unfilmed = try #require(json["unfilmed"] as? [[String: Any]])
            #expect(json["filmed"] as? Int == 0 && unfilmed.count == 1, "\(imported.stdout)")
            let reason = try #require(unfilmed.first?["reason"] as? String)
            #expect(reason.hasPrefix("it changes isOn, and no .transition's condition or filmed modifier reads it: " + words),
                    "\(modifier): \(reason)")
        }
    }
}
