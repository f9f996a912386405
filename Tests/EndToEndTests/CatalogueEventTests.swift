import Foundation
import Testing
import TestSupport

/// One event, one film: the states one tap changes in one `withAnimation` move together in one
/// film, each with that animation; a state the same tap changes in another `withAnimation` keeps
/// its own film and its own animation.
@Suite("import DIR -o FOLDER: the states an event changes together are one film")
struct CatalogueEventTests {
    /// SwiftUI's easeIn, cubic-bezier(0.42, 0, 1, 1), solved by bisection.
    static func easeIn(_ x: Double) -> Double {
        var (low, high) = (0.0, 1.0)
        for _ in 0..<100 {
            let s = (low + high) / 2
            let bx = 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s + s * s * s
            if bx < x { low = s } else { high = s }
        }
        let s = (low + high) / 2
        return 3 * (1 - s) * s * s + s * s * s
    }

    @Test("a tap sets the glow's x and y scale and its offset in one easeIn: one film moves all three; the dimmer's separate linear change is its own")
    func oneEventOneFilm() throws {
        let w = try Workspace()
        try w.catalogue(["App/Lamp.swift": """
            import SwiftUI

            struct Lamp: View {
                @State private var xScale: CGFloat = 2
                @State private var yScale: CGFloat = 0.4
                @State private var lift: CGFloat = 300
                @State private var dim = 1.0

                var body: some View {
                    Circle()
                        .fill(.yellow)
                        .frame(width: 100, height: 100)
                        .scaleEffect(CGSize(width: xScale, height: yScale))
                        .offset(y: lift)
                        .opacity(dim)
                        .onTapGesture {
                            withAnimation(.easeIn(duration: 0.35)) {
                                xScale = 4
                                yScale = 4
                                lift = 0
                            }
                            withAnimation(.linear(duration: 1)) {
                                dim = 0.5
                            }
                        }
                }
            }
            """])
        let names = try FileManager.default.contentsOfDirectory(atPath: w.path("motion/Lamp")).sorted()
        #expect(names == ["Lamp.dim.yaml", "Lamp.xScale.yaml"], "\(names)")
        let frames = try w.layerFrames(of: "motion/Lamp/Lamp.xScale.yaml", id: "circle")
        // From 0.3 s the three move together along easeIn over 0.35 s: at each frame the same progress.
        var measured = 0
        for (t, layer) in frames where t > 0.3 && t < 0.65 {
            let sx = try #require(layer["scaleX"] as? Double), sy = try #require(layer["scaleY"] as? Double)
            let offset = try #require((layer["offset"] as? [String: Double])?["y"])
            let p = Self.easeIn((t - 0.3) / 0.35)
            // The spec writes six decimals.
            #expect(abs(sx - (2 + 2 * p)) <= 1e-6, "t = \(t): scaleX \(sx), progress \(p)")
            #expect(abs(sy - (0.4 + 3.6 * p)) <= 1e-6, "t = \(t): scaleY \(sy), progress \(p)")
            #expect(abs(offset - 300 * (1 - p)) <= 1e-6, "t = \(t): offset \(offset), progress \(p)")
            measured += 1
        }
        #expect(measured >= 15)
        let last = try #require(frames.last?.layer)
        #expect(last["scaleX"] as? Double == 4 && last["scaleY"] as? Double == 4)
        let preset = try String(contentsOfFile: w.path("motion/Lamp/Lamp.xScale.yaml"), encoding: .utf8)
        #expect(preset.contains("# The same events change lift, yScale in the same withAnimation: one event, one film."), "\(preset)")
        #expect(!preset.contains("opacity"), "the dimmer's change is its own film: \(preset)")
    }

    @Test("an onAppear that first reads a cache and then sets the state: the spinner gives way to the cached image once, never back")
    func appearanceRunsOnce() throws {
        let w = try Workspace()
        let imported = try w.catalogue(["App/Thumbnail.swift": """
            import SwiftUI

            struct Thumbnail: View {
                static private var cache = [Int: Image]()
                let id: Int
                @State private var isReady = false

                var body: some View {
                    ZStack {
                        if isReady {
                            Self.cache[id]!
                                .resizable()
                                .frame(width: 120, height: 120)
                        } else {
                            ProgressView()
                        }
                    }
                    .onAppear {
                        isReady = Self.cache.keys.contains(id)
                        guard !isReady else { return }
                        Self.cache[id] = Image(systemName: "photo")
                        withAnimation(.easeOut(duration: 0.4)) { isReady = true }
                    }
                }

                // Code, not views: a method's `timer.invalidate()` in an `if` is no view to film.
                func poll() {
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
                        if isReady {
                            timer.invalidate()
                        }
                    }
                }
            }
            """])
        #expect(imported.stdout.contains("filmed 1 of 1 site"), "\(imported.stdout)")
        let preset = try String(contentsOfFile: w.path("motion/Thumbnail/Thumbnail.isReady.yaml"), encoding: .utf8)
        // One change, false → true: the cache read runs as the view first appears, from false.
        #expect(preset.contains("filmed value by value: false → true."), "\(preset)")
        #expect(!preset.contains("true → false"), "\(preset)")
        // The image the cache holds is inserted (a stand-in of its 120 pt frame, named by its
        // property) as the spinner is removed, both in the easeOut.
        #expect(preset.contains("- { id: cache, frame: [135, 362, 120, 120], present: false"), "\(preset)")
        #expect(preset.contains("insert: cache") && preset.contains("remove: progressview"), "\(preset)")
        #expect(!preset.contains("id: timer"), "\(preset)")
    }

    @Test("a reset that drains the water at once as it eases the ring back: one film, the water from where onAppear primed it")
    func resetAtOnceAndEased() throws {
        let w = try Workspace()
        try w.catalogue(["App/Download.swift": """
            import SwiftUI

            struct Download: View {
                @State private var trim: CGFloat = 0
                @State private var level: CGFloat = 0
                @State private var isDone = false

                var body: some View {
                    ZStack {
                        Rectangle()
                            .fill(.blue)
                            .frame(width: 100, height: 100)
                            .offset(y: isDone ? level : 150)
                        Circle()
                            .trim(from: 0, to: trim)
                            .stroke(.gray, lineWidth: 8)
                            .frame(width: 200, height: 200)
                    }
                    .onAppear {
                        level = -60
                    }
                    .onTapGesture {
                        withAnimation(.linear(duration: 1)) {
                            isDone = true
                            trim = 1
                        }
                    }
                    .toolbar {
                        Button("Reset") {
                            isDone = false
                            withAnimation(.easeInOut(duration: 0.5)) {
                                trim = 0
                            }
                        }
                    }
                }
            }
            """])
        let preset = try String(contentsOfFile: w.path("motion/Download/Download.trim.yaml"), encoding: .utf8)
        // The tap sets isDone in the ring's withAnimation; the reset sets it outside it.
        #expect(preset.contains("# The same events change isDone in the same withAnimation, and isDone at the same moment outside it"),
                "\(preset)")
        let frames = try w.layerFrames(of: "motion/Download/Download.trim.yaml", id: "rectangle")
        let resetAt = try #require(frames.first { t, layer in t > 1.4 && ((layer["offset"] as? [String: Double])?["y"] ?? 0) == 150 }?.time,
                                   "the water drains when the reset comes")
        var measured = 0
        for (t, layer) in frames {
            let y = try #require((layer["offset"] as? [String: Double])?["y"])
            // Before the tap, low; the tap raises it linearly to the level onAppear primed, −60
            // (not the declared 0); the reset drops it back at once, outside the withAnimation.
            let expected = t < 0.3 ? 150 : t < resetAt ? 150 + (-60 - 150) * min((t - 0.3) / 1, 1) : 150
            #expect(abs(y - expected) <= 1e-6, "t = \(t): \(y), expected \(expected)")
            measured += 1
        }
        #expect(measured >= 100)
        // In the same frame the ring starts easing back: the reset is one event.
        let ring = try w.layerFrames(of: "motion/Download/Download.trim.yaml", id: "circle")
        let stroke = try #require(ring.first { $0.time >= resetAt + 1.0 / 60 }?.layer["stroke"] as? [String: Any])
        let eased = try #require(stroke["trimTo"] as? Double)
        #expect(eased > 0.9 && eased < 1, "one frame after the reset the ring has begun to ease back: \(eased)")
    }

    @Test("a didSet that changes another state in its own withAnimation: that change is filmed with that animation")
    func didSetObserver() throws {
        let w = try Workspace()
        let imported = try w.catalogue(["App/Cart.swift": """
            import SwiftUI

            struct Cart: View {
                @State private var showsBadge = false
                @State private var count = 0 {
                    didSet {
                        withAnimation(.linear(duration: 0.5)) {
                            showsBadge.toggle()
                        }
                    }
                }

                var body: some View {
                    Circle()
                        .fill(.red)
                        .frame(width: 20, height: 20)
                        .opacity(showsBadge ? 1 : 0)
                        .onTapGesture { count += 1 }
                }
            }
            """])
        #expect(imported.stdout.contains("filmed 1 of 1 site"), "\(imported.stdout)")
        var measured = 0
        for (t, circle) in try w.layerFrames(of: "motion/Cart/Cart.showsBadge.yaml", id: "circle") where t < 1.4 {
            let opacity = try #require(circle["opacity"] as? Double)
            #expect(abs(opacity - CatalogueModifierTests.linear(t, from: 0, to: 1)) <= 1e-6, "t = \(t): \(opacity)")
            measured += 1
        }
        #expect(measured >= 80)
    }

    @Test("withAnimation { cart.add() }: the model's method runs in the caller's transaction, so the badge its property shows fades in linearly")
    func modelMethodInCallersTransaction() throws {
        let w = try Workspace()
        let imported = try w.catalogue([
            "App/Cart.swift": """
                import SwiftUI

                @Observable
                final class Cart {
                    var showsBadge = false

                    func add() {
                        showsBadge = true
                    }

                    func clear() {
                        showsBadge = false
                    }
                }
                """,
            "App/CartView.swift": """
                import SwiftUI

                struct CartView: View {
                    @State private var cart = Cart()

                    var body: some View {
                        VStack {
                            Circle()
                                .fill(.red)
                                .frame(width: 20, height: 20)
                                .opacity(cart.showsBadge ? 1 : 0)
                            Button("Add") { withAnimation(.linear(duration: 0.5)) { cart.add() } }
                            Button("Clear") { withAnimation(.linear(duration: 0.5)) { cart.clear() } }
                        }
                    }
                }
                """,
        ])
        #expect(imported.stdout.contains("filmed 2 of 2 sites"), "\(imported.stdout)")
        var measured = 0
        for (t, circle) in try w.layerFrames(of: "motion/CartView/CartView.cart.showsBadge.yaml", id: "circle") where t < 1.4 {
            let opacity = try #require(circle["opacity"] as? Double)
            #expect(abs(opacity - CatalogueModifierTests.linear(t, from: 0, to: 1)) <= 1e-6, "t = \(t): \(opacity)")
            measured += 1
        }
        #expect(measured >= 80)
    }

    @Test("a tab bar's select(_:) sets movingForward and then, in withAnimation, the selection from its parameter: back to the first tab, it enters from the leading edge")
    func directionFlagCarriedIntoTheChange() throws {
        let w = try Workspace()
        let imported = try w.catalogue(["App/Tabs.swift": """
            import SwiftUI

            enum Tab: Int, CaseIterable { case home, search, profile }

            struct TabsScreen: View {
                @State private var selection: Tab = .home
                @State private var movingForward = true

                var body: some View {
                    VStack {
                        ZStack {
                            switch selection {
                            case .home:
                                Color.red
                                    .transition(.asymmetric(insertion: .move(edge: movingForward ? .trailing : .leading),
                                                            removal: .move(edge: movingForward ? .leading : .trailing)))
                            case .search:
                                Color.green
                                    .transition(.asymmetric(insertion: .move(edge: movingForward ? .trailing : .leading),
                                                            removal: .move(edge: movingForward ? .leading : .trailing)))
                            case .profile:
                                Color.blue
                                    .transition(.asymmetric(insertion: .move(edge: movingForward ? .trailing : .leading),
                                                            removal: .move(edge: movingForward ? .leading : .trailing)))
                            }
                        }
                        HStack {
                            ForEach(Tab.allCases, id: \\.self) { tab in
                                Button("\\(tab.rawValue)") { select(tab) }
                            }
                        }
                    }
                }

                func select(_ tab: Tab) {
                    movingForward = tab.rawValue > selection.rawValue
                    withAnimation(.linear(duration: 0.5)) { selection = tab }
                }
            }
            """])
        #expect(imported.stdout.contains("filmed 4 of 4 sites"), "\(imported.stdout)")
        let path = "motion/Tabs/TabsScreen.selection.yaml"
        let preset = try String(contentsOfFile: w.path(path), encoding: .utf8)
        #expect(preset.contains("filmed value by value: .home → .search → .profile → .home."), "\(preset)")
        #expect(preset.contains("# The same events change movingForward at the same moment outside it: one event, one film."),
                "\(preset)")
        // `selection = tab`: `tab` is the new selection, so `tab.rawValue > selection.rawValue` (read before the
        // change) is false going back to .home; the page coming in reads it in the render after the change.
        #expect(preset.contains("insert: color\n    transition: { swift: \"../../App/Tabs.swift\", line: 15, bind: { movingForward: false } }"),
                "\(preset)")
        // Each page is 390 wide; each change is the withAnimation's linear 0.5 s, at 0.3, 1.5 and 2.7 s.
        func ramp(_ t: Double, _ start: Double) -> Double { min(max((t - start) / 0.5, 0), 1) }
        var measured = 0
        for (t, layers) in try w.specFrames(of: path) where t >= 2.7 && t < 3.2 {
            let home = try #require(Workspace.layer("color", in: layers), "t = \(t)")
            let x = try #require((home["offset"] as? [String: Double])?["x"])
            // Forward it came in from the trailing edge; back, from the leading edge: −390 → 0.
            #expect(abs(x - (-390 + 390 * ramp(t, 2.7))) <= 1e-6, "t = \(t): \(x)")
            measured += 1
        }
        #expect(measured >= 25)
    }

    @Test("a .task that sleeps 0.8 s before its first change: the view appears at 0 and fades in from 0.8 s, the comment naming the sleep's line")
    func firstWaitOfAnAppearance() throws {
        let w = try Workspace()
        try w.catalogue(["App/Splash.swift": """
            import SwiftUI

            struct Splash: View {
                @State private var shown = false

                var body: some View {
                    Text("Hi")
                        .opacity(shown ? 1 : 0)
                        .task {
                            try? await Task.sleep(for: .seconds(0.8))
                            withAnimation(.linear(duration: 0.5)) { shown = true }
                        }
                }
            }
            """])
        let path = "motion/Splash/Splash.shown.yaml"
        let preset = try String(contentsOfFile: w.path(path), encoding: .utf8)
        #expect(preset.contains("# shown: false → true, 0.8 s after the view appears, as the code waits first (Splash.swift:10)."),
                "\(preset)")
        var measured = 0
        for (t, text) in try w.layerFrames(of: path, id: "hi") {
            let opacity = try #require(text["opacity"] as? Double)
            #expect(abs(opacity - min(max((t - 0.8) / 0.5, 0), 1)) <= 1e-6, "t = \(t): \(opacity)")
            measured += 1
        }
        #expect(measured >= 60)
    }
}
