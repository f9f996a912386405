import CodeImport
import Foundation
import Scene
import Testing
import TestSupport

/// `motionreel import -o` on realistic tab screens (Tests/Fixtures/SwiftUI/Apps): each preset it
/// writes, read through its spec, shows what SwiftUI shows — the animation SwiftUI's transaction
/// model gives the pages on each change, and each page's insertion and removal on each change,
/// the removed page keeping the state of its last render. Every import's timeline visits the
/// pages in order and comes back: two forward changes, then a reversal (2 → 0).
@Suite("import -o on real screens: SwiftUI's transaction model and the app's own state")
struct ImportedScreenTests {
    typealias Change = Imported.Change
    static let moveT = "move(edge: trailing)", moveL = "move(edge: leading)"

    /// withAnimation(.spring(duration: 0.45, bounce: 0.2)) on the buttons wins: the sheet's
    /// .animation watches showFilters (unchanged by a tap) and the bar's .snappy is on a sibling of
    /// the pages. movingForward is set with the selection, so the removed page's last render has
    /// the previous change's value: on the reversal the removed page still leaves towards leading.
    @Test("buttons' spring, unrelated modifiers ignored, stale direction on the reversal, with the warning")
    func springTabs() throws {
        let (yaml, _, scene) = try Imported.preset("SpringTabs")
        let spring = ".spring(response: 0.45, dampingFraction: 0.8)"
        #expect(try Imported.changes(scene) == [
            Change([Self.moveT, "opacity"], [Self.moveL, "opacity"], spring),
            Change([Self.moveT, "opacity"], [Self.moveL, "opacity"], spring),
            Change([Self.moveL, "opacity"], [Self.moveL, "opacity"], spring),
        ])
        #expect(yaml.contains("movingForward: forward") && !yaml.contains("forward: forward"), "binds the state, not the helper's parameter")
        #expect(yaml.contains("items: [\"Home\", \"Explore\", \"Profile\"]"), "pages named by the enum's title")
        let assignment = try Imported.line(of: "movingForward = tab.rawValue", in: "SpringTabs")
        #expect(scene.warnings.count == 1)
        #expect(scene.warnings.first?.contains("SpringTabs.swift:\(assignment):") == true, "\(scene.warnings)")
        #expect(scene.warnings.first?.contains("'movingForward'") == true)
    }

    /// The source design's own screen: separate `if selectedTab == N` blocks (one page switch for
    /// SwiftUI), the ZStack's spring, `previousTab` kept in `.onChange`: the removed page leaves in
    /// the previous change's direction — towards trailing on the first change, towards leading on
    /// the reversal — with the warning at the line that sets `previousTab`.
    @Test("the source design's tab screen: separate ifs, the ZStack's spring, the stale removal SwiftUI shows")
    func sourceDesignTabs() throws {
        let (yaml, _, scene) = try Imported.preset("SourceDesignTabs")
        let spring = ".spring(response: 0.3, dampingFraction: 0.85)"
        #expect(try Imported.changes(scene) == [
            Change([Self.moveT, "opacity"], [Self.moveT, "opacity"], spring),
            Change([Self.moveT, "opacity"], [Self.moveL, "opacity"], spring),
            Change([Self.moveL, "opacity"], [Self.moveL, "opacity"], spring),
        ])
        #expect(yaml.contains("items: [\"Dashboard\", \"Habits\", \"Gallery\"]"), "pages named by the view each if shows")
        #expect(yaml.contains("previousTab: from"), "\(yaml)")
        let assignment = try Imported.line(of: "previousTab = oldValue", in: "SourceDesignTabs")
        #expect(scene.warnings.count == 1 && scene.warnings[0].contains("SourceDesignTabs.swift:\(assignment):"), "\(scene.warnings)")
    }

    /// The direction is set, then the selection changes in DispatchQueue.main.async inside
    /// withAnimation(.smooth(duration: 0.4)): rendered before the change, so both pages move the
    /// change's way (no stale state, no warning); .smooth is a spring with damping fraction 1.
    @Test("direction set before an async selection: every page moves the change's way")
    func methodTabs() throws {
        let (_, _, scene) = try Imported.preset("MethodTabs")
        let smooth = ".spring(response: 0.4, dampingFraction: 1)"
        #expect(try Imported.changes(scene) == [
            Change([Self.moveT], [Self.moveL], smooth), Change([Self.moveT], [Self.moveL], smooth),
            Change([Self.moveL], [Self.moveT], smooth),
        ])
        #expect(scene.warnings.isEmpty, "\(scene.warnings)")
    }

    /// goingForward is set in .onChange(of:) { old, new in … }: a render late, so both sides of
    /// every change use the previous change's direction (the first reads its initial true); .snappy.
    @Test("direction from the two-argument .onChange: a render late on both sides")
    func onChangeTwoArguments() throws {
        let (yaml, _, scene) = try Imported.preset("OnChangeTwoArguments")
        let snappy = ".spring(response: 0.5, dampingFraction: 0.85)"
        let push = ["push(from: trailing)"]
        #expect(try Imported.changes(scene) == [Change(push, push, snappy), Change(push, push, snappy), Change(push, push, snappy)])
        #expect(yaml.contains("goingForward: forward"))
        #expect(scene.warnings.count == 1 && scene.warnings[0].contains(".onChange(of: tab)"), "\(scene.warnings)")
    }

    /// The one-argument .onChange keeps lastIndex itself; isAdvancing is a render late as above,
    /// and the pages' container animates `current` with easeInOut 0.35 (no withAnimation needed).
    @Test("direction from the one-argument .onChange; the container's .animation(_:value:) animates it")
    func onChangeOneArgument() throws {
        let (_, _, scene) = try Imported.preset("OnChangeOneArgument")
        let ease = ".easeInOut(duration: 0.35)"
        let t = [Self.moveT]
        #expect(try Imported.changes(scene) == [Change(t, t, ease), Change(t, t, ease), Change(t, t, ease)])
        #expect(scene.warnings.count == 1 && scene.warnings[0].contains("'isAdvancing'"), "\(scene.warnings)")
    }

    /// The tap sets the direction, then a Task changes the tab: rendered before, so no stale state;
    /// the container's spring animates the tab (the change has no withAnimation).
    @Test("direction set before a Task changes the tab; the container's spring")
    func taskTabs() throws {
        let (_, _, scene) = try Imported.preset("TaskTabs")
        let spring = ".spring(response: 0.35, dampingFraction: 0.9)"
        #expect(try Imported.changes(scene) == [
            Change([Self.moveT, "opacity"], [Self.moveT, "opacity"], spring),
            Change([Self.moveT, "opacity"], [Self.moveT, "opacity"], spring),
            Change([Self.moveL, "opacity"], [Self.moveL, "opacity"], spring),
        ])
        #expect(scene.warnings.isEmpty)
    }

    /// An .animation(_:value: page) on the pages' container replaces the buttons' linear
    /// withAnimation inside it; the bar's easeOut, a sibling, does not reach the pages.
    @Test("the container's .animation(_:value:) wins over withAnimation")
    func containerAnimation() throws {
        let (_, _, scene) = try Imported.preset("ContainerAnimation")
        let effects = ["opacity", "scale(0.96, anchor: .center)"]
        let change = Change(effects, effects, ".spring(response: 0.4, dampingFraction: 0.75)")
        #expect(try Imported.changes(scene) == [change, change, change])
    }

    /// .transaction { $0.animation = .easeOut(duration: 0.25) } sets the animation inside it on
    /// every change, whatever withAnimation(.bouncy) started with.
    @Test(".transaction { $0.animation = … } on the container")
    func transactionOverride() throws {
        let (_, _, scene) = try Imported.preset("TransactionOverride")
        let change = Change(["opacity"], ["opacity"], ".easeOut(duration: 0.25)")
        #expect(try Imported.changes(scene) == [change, change, change])
    }

    /// disablesAnimations = true keeps the .animation(.easeIn, value: step) inside from replacing
    /// the explicit .smooth; .slide inserts from leading and removes towards trailing.
    @Test("disablesAnimations keeps the explicit animation")
    func disabledImplicit() throws {
        let (_, _, scene) = try Imported.preset("DisabledImplicit")
        let change = Change([Self.moveL], [Self.moveT], ".spring(response: 0.5, dampingFraction: 1)")
        #expect(try Imported.changes(scene) == [change, change, change])
    }

    /// .animation(nil, value: isEditing) on the container (its value does not change) and
    /// .animation(nil, value: selection) on the bar (a sibling) leave .interactiveSpring alone.
    @Test(".animation(nil, value:) that does not reach the pages")
    func nilElsewhere() throws {
        let (_, _, scene) = try Imported.preset("NilElsewhere")
        let bottom = ["move(edge: bottom)"]
        let change = Change(bottom, bottom, ".spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)")
        #expect(try Imported.changes(scene) == [change, change, change])
    }

    /// An enum selection with if / else if: its cases are the pages in order, named by `title`;
    /// the delayed spring of the buttons' withAnimation.
    @Test("enum selection with titles; a delayed spring")
    func enumSections() throws {
        let (yaml, _, scene) = try Imported.preset("EnumSections")
        let effects = ["move(edge: bottom)", "opacity"]
        let change = Change(effects, effects, ".spring(response: 0.5, dampingFraction: 0.7).delay(0.05)")
        #expect(try Imported.changes(scene) == [change, change, change])
        #expect(yaml.contains("items: [\"Inbox\", \"Archived\", \"Preferences\"]"), "\(yaml)")
    }

    /// A child tab bar changes the selection through its @Binding with withAnimation(.easeInOut(duration: 0.3));
    /// the root's .animation(.default, value: badgeCount) watches a value a tab change leaves alone.
    @Test("the selection changed by a child view through a binding")
    func bindingTabBar() throws {
        let (yaml, _, scene) = try Imported.preset("BindingTabBar")
        let change = Change(["opacity"], ["opacity"], ".easeInOut(duration: 0.3)")
        #expect(try Imported.changes(scene) == [change, change, change])
        #expect(yaml.contains("withAnimation(.easeInOut(duration: 0.3))"), "the comment names the site that decides")
    }

    /// The deprecated .animation(_:) without a value applies on every change inside it, replacing
    /// the default animation withAnimation { } starts with.
    @Test("the deprecated .animation(_:) replaces withAnimation's default")
    func deprecatedAnimation() throws {
        let (_, _, scene) = try Imported.preset("DeprecatedAnimation")
        let scale = ["scale(0, anchor: .center)"]
        let change = Change(scale, scale, ".easeInOut(duration: 0.5)")
        #expect(try Imported.changes(scene) == [change, change, change])
    }

    /// Two change sites with different animations: the first in source order (the swipe's .smooth)
    /// is linked, the buttons' spring is a comment with the in:/line: that picks it; the
    /// transition's own .animation(.easeIn) drives its opacity whatever the transaction says.
    @Test("several change sites: the first is linked, the others listed; a transition's own animation")
    func severalChanges() throws {
        let (yaml, notes, scene) = try Imported.preset("SeveralChanges")
        let change = Change(["opacity"], ["opacity"], ".spring(response: 0.5, dampingFraction: 1)",
                            "track opacity: .easeIn(duration: 0.2)")
        #expect(try Imported.changes(scene) == [change, change, change])
        let buttons = try Imported.line(of: "withAnimation(.spring(duration: 0.3))", in: "SeveralChanges")
        #expect(yaml.contains("in: body, line: \(buttons)"), "\(yaml)")
        #expect(notes.contains { $0.contains("withAnimation(.spring(duration: 0.3))") && $0.hasSuffix("in: body, line: \(buttons)") },
                "import says it too: \(notes)")
        // The line the comment gives picks the buttons' spring.
        let picked = try Imported.handLinked("SeveralChanges", transition: """
            transition:
              swift: SeveralChanges.swift
              view: CalendarTabs
              bind: { mode: to }
              animation: { swift: SeveralChanges.swift, view: CalendarTabs, in: body, line: \(buttons), bind: { mode: to } }
            """)
        let tap = Change(["opacity"], ["opacity"], ".spring(response: 0.3, dampingFraction: 1)", "track opacity: .easeIn(duration: 0.2)")
        #expect(try Imported.changes(picked) == [tap, tap, tap])
    }

    /// .modifier(active: Blur(radius: 12), identity: Blur(radius: 0)), a ViewModifier of the app's:
    /// the active side gives both sides' effects (blur 12, transparent); easeOut 0.3 s.
    @Test("a custom ViewModifier transition")
    func customModifierTabs() throws {
        let (_, _, scene) = try Imported.preset("CustomModifierTabs")
        let effects = ["blur(radius: 12)", "opacity"]
        let change = Change(effects, effects, ".easeOut(duration: 0.3)")
        #expect(try Imported.changes(scene) == [change, change, change])
    }

    /// A Transition struct: phase.value is -1 before appearing and 1 after disappearing, so the
    /// page comes from 40 pt below and leaves 40 pt up; phase.isIdentity scales it to 0.9 off
    /// screen; .bouncy.
    @Test("an iOS 17 Transition struct with phase.value and phase.isIdentity")
    func phaseTabs() throws {
        let (_, _, scene) = try Imported.preset("PhaseTabs")
        let scale = "scale(0.9, anchor: .center)"
        let change = Change(["offset(x: 0, y: 40)", scale], ["offset(x: 0, y: -40)", scale],
                            ".spring(response: 0.5, dampingFraction: 0.7)")
        #expect(try Imported.changes(scene) == [change, change, change])
    }

    /// Listing the whole folder warns about every screen whose removed page reads late state —
    /// and only those: set with the selection (SpringTabs) or in .onChange (the two OnChange screens,
    /// and the source design's SourceDesignTabs).
    @Test("import of the whole folder warns for each screen with stale state, once, at the line that sets it")
    func folderWarnings() throws {
        let warnings = SwiftImport(paths: [Imported.apps.path]).warnings
        let named = warnings.compactMap { $0.firstMatch(of: /transition reads '([A-Za-z]+)'/).map { String($0.1) } }
        #expect(named.sorted() == ["goingForward", "isAdvancing", "movingForward", "previousTab"], "\(warnings)")
        let line = try Imported.line(of: "movingForward = tab.rawValue", in: "SpringTabs")
        #expect(warnings.contains { $0.contains("SpringTabs.swift:\(line):") })
    }

    /// Two screens of one folder name their direction flag alike and set it at different moments:
    /// each flag is timed by its own view's assignments, so only the screen that sets it with the
    /// selection gets the warning (read as one namespace, the two would have conflicted).
    @Test("flags named alike in two screens are timed by their own view")
    func sameFlagNameTwoScreens() throws {
        let folder = try TemporaryFolder()
        let method = try String(contentsOf: Imported.apps.appendingPathComponent("MethodTabs.swift"), encoding: .utf8)
        try folder.write(method, to: "App/MethodTabs.swift")
        let together = method.replacingOccurrences(of: "struct MailScreen", with: "struct QuickMailScreen")
            .replacingOccurrences(of: "struct InboxView", with: "struct InboxView2")
            .replacingOccurrences(of: "struct ArchiveView", with: "struct ArchiveView2")
            .replacingOccurrences(of: "struct SettingsView", with: "struct SettingsView2")
            .replacingOccurrences(of: """
                        isForward = index > selectedIndex
                        DispatchQueue.main.async {
                            withAnimation(.smooth(duration: 0.4)) {
                                selectedIndex = index
                            }
                        }
                """, with: """
                        withAnimation(.smooth(duration: 0.4)) {
                            isForward = index > selectedIndex
                            selectedIndex = index
                        }
                """)
        #expect(together != method)
        try folder.write(together, to: "App/QuickMail.swift")
        let warnings = SwiftImport(paths: [folder.url.appendingPathComponent("App").path]).warnings
        #expect(warnings.count == 1 && warnings.first?.contains("QuickMail.swift:") == true, "\(warnings)")
    }

    // MARK: The same files linked by hand

    /// Each screen linked by hand — its pages with view:, its state bound as a reader of the code
    /// would bind it, its animation named at the site SwiftUI uses — gives import -o's spec.
    static let hand: [(name: String, transition: @Sendable (String) throws -> String)] = [
        ("SpringTabs", { f in link(f, "ContentView", "selection: to, movingForward: forward", "in: body") }),
        ("MethodTabs", { f in link(f, "MailScreen", "selectedIndex: to, isForward: forward", "in: select") }),
        ("OnChangeTwoArguments", { f in
            link(f, "HomeTabs", "tab: to, goingForward: forward", "in: body, line: \(try Imported.line(of: "Button(\"Feed\")", in: f))")
        }),
        ("OnChangeOneArgument", { f in link(f, "TasksView", "current: to, isAdvancing: forward", "value: current") }),
        ("TaskTabs", { f in link(f, "ShopView", "tab: to, forward: forward", "value: tab") }),
        ("ContainerAnimation", { f in
            link(f, "ExploreScreen", "page: to", "value: page, line: \(try Imported.line(of: "dampingFraction: 0.75", in: f))")
        }),
        ("TransactionOverride", { f in
            "transition:\n  swift: \(f).swift\n  view: NowPlaying\n  bind: { section: to }\n  animation: { easeOut: 0.25 }"
        }),
        ("DisabledImplicit", { f in link(f, "OnboardingFlow", "step: to", "in: body") }),
        ("NilElsewhere", { f in link(f, "NotesHome", "selection: to", "in: body") }),
        ("EnumSections", { f in link(f, "SectionsView", "section: to", "in: body") }),
        ("BindingTabBar", { f in link(f, "StatsScreen", "selected: to", "in: body") }),
        ("DeprecatedAnimation", { f in
            link(f, "GalleryScreen", "index: to", "line: \(try Imported.line(of: ".animation(.easeInOut(duration: 0.5))", in: f))")
        }),
        ("CustomModifierTabs", { f in link(f, "WeatherScreen", "tab: to", "in: body") }),
        ("PhaseTabs", { f in
            link(f, "ReaderScreen", "tab: to", "in: body, line: \(try Imported.line(of: "Button(\"Today\")", in: f))")
        }),
        ("SeveralChanges", { f in
            link(f, "CalendarTabs", "mode: to", "in: body, line: \(try Imported.line(of: "withAnimation(.smooth", in: f))")
        }),
    ]

    static func link(_ file: String, _ view: String, _ bind: String, _ animation: String) -> String {
        """
        transition:
          swift: \(file).swift
          view: \(view)
          bind: { \(bind) }
          animation: { swift: \(file).swift, \(animation) }
        """
    }

    @Test("linked by hand, each screen gives import -o's spec", arguments: hand.indices)
    func handLinkedMatchesImport(_ index: Int) throws {
        let (name, transition) = Self.hand[index]
        let imported = try Imported.preset(name).scene
        let hand = try Imported.handLinked(name, transition: try transition(name))
        try Linked.expectSameSpec(imported, hand)
        #expect(imported.warnings.count == hand.warnings.count)
    }
}
