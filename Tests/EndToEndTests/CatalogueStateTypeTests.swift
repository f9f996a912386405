import Foundation
import Testing
import TestSupport

/// The values a state is declared with, however Swift lets the code write them.
@Suite("import DIR -o FOLDER: a state's declared value as Swift writes it")
struct CatalogueStateTypeTests {
    @Test("`@State var step = Step?.none` is an Optional enum that starts at nil: filmed nil → .icon, the offset springing to 8")
    func optionalNoneThroughItsType() throws {
        let w = try Workspace()
        let imported = try w.catalogue(["App/Card.swift": """
            import SwiftUI

            struct Card: View {
                enum Step { case icon, title }
                @State var step = Step?.none

                var body: some View {
                    Text("Go")
                        .offset(x: step == .icon ? 8 : 0)
                        .onTapGesture { withAnimation(.linear(duration: 0.5)) { step = .icon } }
                }
            }
            """])
        #expect(imported.stdout.contains("filmed 1 of 1 site"), "\(imported.stdout)")
        let preset = try String(contentsOfFile: w.path("motion/Card/Card.step.yaml"), encoding: .utf8)
        #expect(preset.contains("filmed value by value: nil → .icon."), "\(preset)")
        var measured = 0
        for (t, text) in try w.layerFrames(of: "motion/Card/Card.step.yaml", id: "go") where t < 1.2 {
            let x = try #require((text["offset"] as? [String: Double])?["x"])
            #expect(abs(x - CatalogueModifierTests.linear(t, from: 0, to: 8)) <= 1e-6, "t = \(t): \(x)")
            measured += 1
        }
        #expect(measured >= 60)
    }

    @Test("an Optional of a type the catalogue does not read: nil and not nil, the blur and the inserted view following `!= nil`")
    func optionalOfAnUnreadType() throws {
        let w = try Workspace()
        let imported = try w.catalogue(["App/Posters.swift": """
            import SwiftUI

            struct ImageData: Identifiable { let id: Int; let path: String }

            struct Posters: View {
                let posters: [ImageData]
                @State private var selected: ImageData?

                var body: some View {
                    ZStack {
                        Circle()
                            .frame(width: 100, height: 100)
                            .blur(radius: selected != nil ? 10 : 0)
                        ForEach(posters) { poster in
                            Text(poster.path)
                                .onTapGesture { withAnimation(.linear(duration: 0.5)) { selected = poster } }
                        }
                        if selected != nil {
                            Rectangle()
                                .fill(.red)
                                .frame(width: 300, height: 450)
                                .onTapGesture { withAnimation(.linear(duration: 0.5)) { selected = nil } }
                        }
                    }
                }
            }
            """])
        #expect(imported.stdout.contains("filmed 2 of 2 sites"), "\(imported.stdout)")
        let preset = try String(contentsOfFile: w.path("motion/Posters/Posters.selected.yaml"), encoding: .utf8)
        // A row's value, which the catalogue cannot read, is not nil: `.some` in the links' bindings.
        #expect(preset.contains("filmed value by value: nil → .some → nil."), "\(preset)")
        #expect(preset.contains("bind: { selected: .some }"), "\(preset)")
        var measured = 0
        for (t, circle) in try w.layerFrames(of: "motion/Posters/Posters.selected.yaml", id: "circle") where t < 1.4 {
            let blur = try #require(circle["blur"] as? Double)
            #expect(abs(blur - CatalogueModifierTests.linear(t, from: 0, to: 10)) <= 1e-6, "t = \(t): \(blur)")
            measured += 1
        }
        #expect(measured >= 80)
        // The view `if selected != nil` shows comes in with SwiftUI's default transition, .opacity.
        #expect(preset.contains("insert: rectangle\n    transition: { insertion: [opacity], removal: [opacity] }"), "\(preset)")
    }

    @Test("an @Observable model's `var toast: Toast?` with no value starts at nil: the toast drops in under the .animation watching it")
    func modelOptionalWithNoValue() throws {
        let w = try Workspace()
        let imported = try w.catalogue([
            "App/ToastCenter.swift": """
                import SwiftUI

                @Observable
                final class ToastCenter {
                    struct Toast: Equatable { var message: String }

                    var toast: Toast?

                    func show(_ toast: Toast) {
                        self.toast = toast
                    }

                    func dismiss() {
                        toast = nil
                    }
                }
                """,
            "App/ToastOverlay.swift": """
                import SwiftUI

                struct ToastOverlay: View {
                    @Environment(ToastCenter.self) private var center

                    var body: some View {
                        ZStack(alignment: .top) {
                            if let toast = center.toast {
                                Text(toast.message)
                                    .frame(width: 300, height: 60)
                                    .transition(.move(edge: .top))
                                    .onTapGesture { center.dismiss() }
                            }
                        }
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                        .animation(.linear(duration: 0.5), value: center.toast)
                    }
                }
                """,
        ])
        #expect(imported.stdout.contains("filmed 2 of 2 sites"), "\(imported.stdout)")
        let preset = try String(contentsOfFile: w.path("motion/ToastOverlay/ToastOverlay.center.toast.yaml"), encoding: .utf8)
        #expect(preset.contains("filmed value by value: nil → .some → nil."), "\(preset)")
        // Inserted with its own .move(edge: .top), in the .animation watching the toast (linear, 0.5 s):
        // its offset from where the transition starts shrinks linearly to nothing.
        #expect(preset.contains("insert: toastoverlay\n    transition: { swift: [\"../../App/ToastOverlay.swift\", \"../../App/ToastCenter.swift\"], line: 11 }"),
                "\(preset)")
        let frames = try w.specFrames(of: "motion/ToastOverlay/ToastOverlay.center.toast.yaml")
        let offsets = frames.compactMap { t, layers -> (Double, Double)? in
            guard let toast = Workspace.layer("toastoverlay", in: layers), let y = (toast["offset"] as? [String: Double])?["y"] else { return nil }
            return (t, y)
        }
        let start = try #require(offsets.first { abs($0.0 - 0.3) < 1e-9 }?.1, "\(offsets.prefix(3))")
        #expect(start < 0, "it starts above its place: \(start)")
        var measured = 0
        for (t, y) in offsets where t > 0.3 && t < 0.8 {
            #expect(abs(y - start * (1 - (t - 0.3) / 0.5)) <= 1e-6, "t = \(t): \(y)")
            measured += 1
        }
        #expect(measured >= 25)
    }

    @Test("`@Binding var colorScheme: UserSettings.ColorScheme`, an enum nested in a struct: filmed over its cases, the highlight sliding as the clear Spacers come and go")
    func qualifiedNestedEnum() throws {
        let w = try Workspace()
        let imported = try w.catalogue(["App/Picker.swift": """
            import SwiftUI

            struct UserSettings {
                enum ColorScheme: String, CaseIterable { case dark, light, system }
                var colorScheme = ColorScheme.system
            }

            struct ColorSchemePicker: View {
                @Binding var colorScheme: UserSettings.ColorScheme

                var body: some View {
                    ZStack {
                        HStack {
                            if colorScheme != .system { Spacer() }
                            Rectangle()
                                .fill(.orange)
                                .frame(width: 100, height: 40)
                            if colorScheme != .light { Spacer() }
                        }
                        HStack {
                            ForEach([UserSettings.ColorScheme.system, .dark, .light], id: \\.self) { scheme in
                                Button {
                                    withAnimation(.linear(duration: 0.5)) { self.colorScheme = scheme }
                                } label: {
                                    Text(scheme.rawValue)
                                }
                            }
                        }
                    }
                }
            }
            """])
        #expect(imported.stdout.contains("filmed 1 of 1 site"), "\(imported.stdout)")
        let preset = try String(contentsOfFile: w.path("motion/Picker/ColorSchemePicker.colorScheme.yaml"), encoding: .utf8)
        #expect(preset.contains("filmed value by value: .dark → .light → .system → .dark."), "\(preset)")
        // A Spacer is space: drawn clear, however wide the layout makes it.
        #expect(preset.contains("- { id: spacer, rect: { fill: \"#00000000\" }, frame: [0, 422, 145, 0] }"), "\(preset)")
        // An HStack of Spacer, a 100-point rectangle and Spacer on a 390-point screen, spacing 8:
        // (390 − 100 − 16) / 2 = 137 each side, the rectangle at 145; without the trailing Spacer at
        // 390 − 100 = 290; without the leading one at 0. Each change is 0.5 s, linear, 1.2 s apart.
        let stops: [(at: Double, from: Double, to: Double)] = [(0.3, 145, 290), (1.5, 290, 0), (2.7, 0, 145)]
        var measured = 0
        for (t, rectangle) in try w.layerFrames(of: "motion/Picker/ColorSchemePicker.colorScheme.yaml", id: "rectangle") {
            let x = try #require((rectangle["frame"] as? [String: Double])?["x"])
            var expected = 145.0
            for stop in stops where t >= stop.at { expected = stop.from + (stop.to - stop.from) * min((t - stop.at) / 0.5, 1) }
            #expect(abs(x - expected) <= 1e-6, "t = \(t): \(x), expected \(expected)")
            measured += 1
        }
        #expect(measured >= 200)
    }

    @Test("environment values no view above sets: an @Entry's declared default and SwiftUI's empty redactionReasons, so the branch they guard is filmed")
    func environmentDefaults() throws {
        let w = try Workspace()
        let imported = try w.catalogue([
            "App/Values.swift": """
                import SwiftUI

                extension EnvironmentValues {
                    @Entry var isCompact: Bool = false
                }
                """,
            "App/Row.swift": """
                import SwiftUI

                struct Row: View {
                    @Environment(\\.redactionReasons) private var reasons
                    @Environment(\\.isCompact) private var isCompact
                    @State private var showsEmbed = false

                    var body: some View {
                        VStack {
                            if !reasons.contains(.placeholder), !isCompact, showsEmbed {
                                Text("Embed")
                                    .transition(.opacity)
                            }
                        }
                        .onTapGesture { withAnimation(.linear(duration: 0.5)) { showsEmbed.toggle() } }
                    }
                }
                """,
        ])
        #expect(imported.stdout.contains("filmed 2 of 2 sites"), "\(imported.stdout)")
        let preset = try String(contentsOfFile: w.path("motion/Row/Row.showsEmbed.yaml"), encoding: .utf8)
        #expect(preset.contains("filmed value by value: false → true → false."), "\(preset)")
        var measured = 0
        for (t, layers) in try w.specFrames(of: "motion/Row/Row.showsEmbed.yaml") {
            guard let embed = Workspace.layer("embed", in: layers) else {
                #expect(t < 0.3 || t >= 2.0, "t = \(t): the embed is missing")
                continue
            }
            let opacity = try #require(embed["opacity"] as? Double)
            let expected = t < 1.5 ? min((t - 0.3) / 0.5, 1) : 1 - min((t - 1.5) / 0.5, 1)
            #expect(abs(opacity - expected) <= 1e-6, "t = \(t): \(opacity)")
            measured += 1
        }
        #expect(measured >= 60)
    }
}
