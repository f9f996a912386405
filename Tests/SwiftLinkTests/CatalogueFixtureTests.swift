import CodeImport
import Foundation
import Motion
import Preset
import Scene
import SceneKinds
import SwiftModel
import SwiftReading
import Testing

/// The catalogue of the app in Tests/Fixtures/SwiftUI/Catalog, against the comments its code
/// carries (the fixtures' README, "Catalog/"): each state-driven modifier's values at each state and
/// the animation of each change, each transition's animation, and every listed site either filmed
/// or left out with a reason. The presets are written, then loaded as `render` loads them, so what
/// is checked is what the films show — not what the importer meant.
@Suite("every motion of an app, filmed from its code", .serialized)
struct CatalogueFixtureTests {
    static let folder = app("Catalog")

    /// The fixture apps whose comments say what SwiftUI shows: Catalog/ (every idiom of a view's
    /// state) and Events/ (events as the app runs them: models' methods, a parent and its
    /// `@Binding` child, waits, direction flags, branches).
    static let apps = ["Catalog", "Events"]

    static func app(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/SwiftUI/\(name)").standardized
    }

    /// The app read, its catalogue written to a temporary folder, and each film's loaded scene.
    struct Filmed {
        var code: CodeBase
        var catalogue: Catalogue
        var scenes: [String: (film: CatalogueFilm, scene: LayersScene)]
        var failed: [String: String]
        var texts: [String: String]
    }

    static func filmed(_ folder: URL = folder) throws -> Filmed {
        let imported = SwiftImport(paths: [folder.path])
        #expect(imported.problems.isEmpty, "\(imported.problems)")
        let catalogue = Catalogue(imported.code)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("catalogue-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let plan = CatalogueFolder(catalogue, code: imported.code, fileURLs: imported.fileURLs, folder: out)
        _ = try plan.apply()
        var scenes: [String: (CatalogueFilm, LayersScene)] = [:], failed: [String: String] = [:], texts: [String: String] = [:]
        for entry in plan.entries {
            let url = out.appendingPathComponent(entry.path)
            texts[entry.film.name] = entry.text
            do {
                let scene = try PresetLoader.standard.load(contentsOf: url, file: url.path, overrides: PresetOverrides())
                scenes[entry.film.name] = (entry.film, try #require(scene.kind as? LayersScene))
            } catch {
                // As `import -o` says it: the refusal told from the code where the catalogue can.
                failed[entry.film.name] = catalogue.explain(entry.film, failure: "\(error)") ?? "\(error)"
            }
        }
        return Filmed(code: imported.code, catalogue: catalogue, scenes: scenes, failed: failed, texts: texts)
    }

    /// One comment block above a line of the fixture code.
    struct Block {
        var file: String
        var line: Int
        var fields: [String: String]
    }

    static func blocks(_ folder: URL = folder) throws -> [Block] {
        var found: [Block] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".swift") {
            let lines = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var current: [String: String] = [:]
            for (index, line) in lines.enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if let match = trimmed.wholeMatch(of: /\/\/ (shows|film|effects|animation|decides|unfilmed|waits|at): (.*)/) {
                    current[String(match.1)] = String(match.2)
                } else if !current.isEmpty {
                    if !trimmed.hasPrefix("//") {
                        found.append(Block(file: name, line: index + 1, fields: current))
                        current = [:]
                    }
                }
            }
        }
        return found
    }

    @Test("the app has at least twenty sites across the idioms, each with a comment saying what SwiftUI shows")
    func enoughSites() throws {
        let filmed = try Self.filmed()
        #expect(filmed.catalogue.sites.count >= 20, "\(filmed.catalogue.sites.count) sites")
        let blocks = try Self.blocks()
        #expect(blocks.filter { $0.fields["film"] != nil }.count >= 20)
        for block in blocks where block.fields["film"] != nil || block.fields["decides"] != nil {
            #expect(block.fields["shows"]?.isEmpty == false, "\(block.file):\(block.line): no 'shows:' line")
        }
        // A film whose code MotionReel refuses is not written; each of its sites is one the
        // comments say is not filmed.
        let unfilmedLines = Set(blocks.filter { $0.fields["unfilmed"] != nil }.map { "\($0.file):\($0.line)" })
        for (name, reason) in filmed.failed {
            let film = try #require(filmed.catalogue.films.first { $0.name == name })
            for location in film.covered {
                #expect(unfilmedLines.contains("\((location.file as NSString).lastPathComponent):\(location.line)"),
                        "\(name) does not load (\(reason)), but \(location) is meant to be filmed")
            }
        }
    }

    @Test("each state-driven modifier's film shows the values the Swift gives at each state, with the animation the transaction model gives", arguments: apps)
    func values(_ app: String) throws {
        let filmed = try Self.filmed(Self.app(app))
        for block in try Self.blocks(Self.app(app)) {
            guard let film = block.fields["film"], !film.hasSuffix(" transition") else { continue }
            let place = "\(block.file):\(block.line)"
            let parts = film.split(separator: " ", maxSplits: 2).map(String.init)
            try #require(parts.count == 3, "\(place): film: STATE PROPERTY v0 -> v1 …")
            let (state, property) = (parts[0], parts[1])
            let expected = parts[2].components(separatedBy: " -> ")
            let (standIn, scene) = try #require(Self.standIn(in: filmed, state: state, file: block.file, line: block.line),
                                                "\(place): no film of \(state) has a stand-in for this line")
            // The stand-in's layer, or the part of it that draws the property: a card's shape its
            // fill, its label the colour of its text; a container's `.cornerRadius` clips it.
            let layers = [standIn, standIn + "-shape", standIn + "-label"]
            let keys = property == "fill" ? ["fill", "color"] : property == "cornerRadius" ? ["cornerRadius", "maskCornerRadius"] : [property]
            func value(in change: LayerChange) -> LayerValue? {
                change.targets.filter { layers.contains($0.layer) }.flatMap(\.values).first { keys.contains($0.property.rawValue) }?.value
            }
            // The event at 0 sets the declared state's values; each change after it, the next.
            let changes = scene.events.compactMap { event -> LayerChange? in
                guard case .change(let change) = event, value(in: change) != nil else { return nil }
                return change
            }
            try #require(changes.count == expected.count, "\(place): \(changes.count) changes of \(standIn), expected \(expected.count)")
            let animations = block.fields["animation"]?.components(separatedBy: " | ") ?? []
            for (k, change) in changes.enumerated() {
                let value = try #require(value(in: change), "\(place): change \(k) does not set \(property)")
                #expect(Self.matches(value, expected[k]), "\(place): \(property) at state \(k) is \(value), expected \(expected[k])")
                guard k > 0 else {
                    #expect(change.animation == nil, "\(place): the declared state is shown at once")
                    continue
                }
                try #require(animations.count == expected.count - 1, "\(place): one animation per change")
                try Self.check(change.animation, animations[k - 1], place: "\(place) change \(k)")
            }
            // When the comment gives the moments of the changes (`at:`, from the film's start),
            // each change after the declared state comes then.
            let moments = Self.moments(block)
            if !moments.isEmpty {
                try #require(moments.count == changes.count - 1, "\(place): one moment per change")
                for (k, change) in changes.enumerated().dropFirst() {
                    #expect(Expected.close(change.at, moments[k - 1]), "\(place): change \(k) is at \(change.at) s, the code makes it at \(moments[k - 1]) s")
                }
            }
            // When the code waits between two changes of one event, the film waits as long; else
            // each change has the film's room to settle before the next.
            let waits = block.fields["waits"]?.components(separatedBy: " | ").compactMap { Double($0) } ?? []
            for k in changes.indices.dropFirst(2) {
                let gap = changes[k].at - changes[k - 1].at
                if waits.count == changes.count - 2 {
                    #expect(Expected.close(gap, waits[k - 2]),
                            "\(place): change \(k) comes \(gap) s after the one before, the code waits \(waits[k - 2]) s")
                } else {
                    #expect(gap >= CatalogueDraft.changeSpacing - 1e-9, "\(place): change \(k) is \(gap) s after the one before")
                }
            }
        }
    }

    @Test("each transition's view is inserted and removed as its condition says, with the animation the transaction model gives", arguments: apps)
    func transitions(_ app: String) throws {
        let filmed = try Self.filmed(Self.app(app))
        for block in try Self.blocks(Self.app(app)) {
            guard let film = block.fields["film"], film.hasSuffix(" transition") else { continue }
            let place = "\(block.file):\(block.line)"
            let state = String(film.dropLast(" transition".count))
            let (standIn, scene) = try #require(Self.standIn(in: filmed, state: state, file: block.file, line: block.line),
                                                "\(place): no film of \(state) inserts the view at this line")
            let presences = scene.events.compactMap { event -> LayerPresence? in
                guard case .presence(let presence) = event, presence.layer == standIn else { return nil }
                return presence
            }
            let animations = block.fields["animation"]?.components(separatedBy: " | ") ?? []
            let effects = try #require(block.fields["effects"], "\(place): no 'effects:' line").components(separatedBy: " | ")
            #expect(!presences.isEmpty, "\(place): inserted or removed")
            try #require(presences.count == animations.count,
                         "\(place): \(presences.count) insertions and removals, \(animations.count) animations")
            let moments = Self.moments(block)
            if !moments.isEmpty {
                try #require(moments.count == presences.count, "\(place): one moment per insertion or removal")
                for (k, presence) in presences.enumerated() {
                    #expect(Expected.close(presence.at, moments[k]), "\(place): \(presence.inserted ? "insertion" : "removal") at \(presence.at) s, the code makes it at \(moments[k]) s")
                }
            }
            // In and out by turns, as the condition comes and goes.
            for (k, presence) in presences.enumerated() {
                if k > 0 { #expect(presence.inserted != presences[k - 1].inserted, "\(place): \(presence)") }
                // The transition's effects on this side, as the comment states them.
                #expect(presence.effects.map(Self.words).joined(separator: ", ") == effects[k % effects.count],
                        "\(place): \(presence.inserted ? "insertion" : "removal") \(k) is \(presence.effects)")
                try Self.check(presence.animation, animations[k], place: "\(place) \(presence.inserted ? "insertion" : "removal")")
            }
        }
    }

    @Test("every site the listing shows is filmed, or reported with why — and the comments say which", arguments: apps)
    func everySiteAccounted(_ app: String) throws {
        let filmed = try Self.filmed(Self.app(app))
        let unfilmed = filmed.catalogue.unfilmed(failed: filmed.failed)
        let covered = Set(filmed.scenes.values.flatMap(\.film.covered))
        for site in filmed.catalogue.sites {
            let place = "\(site.location)"
            let reason = unfilmed.first { $0.location == site.location }?.reason
            #expect(covered.contains(site.location) != (reason != nil), "\(place): filmed and unfilmed, or neither")
            if let reason { #expect(reason.count > 10, "\(place): '\(reason)'") }
        }
        #expect(unfilmed.count + covered.intersection(filmed.catalogue.sites.map(\.location)).count
                == filmed.catalogue.sites.count)
        // The comments: a site marked unfilmed is reported, one marked as deciding is filmed.
        for block in try Self.blocks(Self.app(app)) {
            let line = filmed.catalogue.sites.first {
                ($0.location.file as NSString).lastPathComponent == block.file && $0.location.line == block.line
            }
            if let expected = block.fields["unfilmed"] {
                let site = try #require(line, "\(block.file):\(block.line): no site under 'unfilmed:'")
                // Word for word: the reason the listing gives is the one the comment states.
                let reason = unfilmed.first { $0.location == site.location }?.reason
                #expect(reason == expected, "\(block.file):\(block.line): the reason is '\(reason ?? "none: it is filmed")'")
            }
            if block.fields["decides"] != nil {
                let site = try #require(line, "\(block.file):\(block.line): no site under 'decides:'")
                let reason = unfilmed.first { $0.location == site.location }?.reason ?? ""
                #expect(covered.contains(site.location), "\(block.file):\(block.line): not filmed: \(reason)")
            }
        }
    }

    /// An effect as the fixtures' comments write it: `move top`, `scale 0.8`, `offset 0 24`, `opacity`.
    static func words(_ effect: TransitionEffect) -> String {
        func n(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : String(x) }
        switch effect {
        case .move(let edge): return "move \(edge?.rawValue ?? "auto")"
        case .push(let edge): return "push \(edge?.rawValue ?? "auto")"
        case .opacity: return "opacity"
        case .fade(let x): return "fade \(n(x))"
        case .offset(let x, let y): return "offset \(n(x)) \(n(y))"
        case .scale(let s, _): return "scale \(n(s))"
        case .blur(let r): return "blur \(n(r))"
        case .rotation(let d, _): return "rotation \(n(d))"
        case .mask: return "mask"
        case .identity: return "identity"
        }
    }

    /// Numbers and angles take the values the code assigns, read from the value before
    /// (`turn += .degrees(90)` from 0 is 90), and go back only where the code sets them back: the
    /// loader's dot returns (its tap sets 0 again), its square and badge only ever turn further,
    /// and the greeting set in `.onAppear` never fades out — no film shows a change the code does
    /// not make. The badge's layer turns about the axis the code gives, x.
    @Test("numbers and angles visit what the code assigns; nothing goes back that the code never sets back")
    func numbersAndAngles() throws {
        let filmed = try Self.filmed()
        func visits(_ name: String) -> [Value]? { filmed.catalogue.films.first { $0.name == name }?.visits }
        #expect(visits("LoaderView.drop") == [.double(0), .double(120), .double(0)])
        #expect(visits("LoaderView.turn") == [.angle(degrees: 0), .angle(degrees: 90)])
        #expect(visits("LoaderView.flip") == [.double(0), .double(180)])
        #expect(visits("LoaderView.appeared") == [.boolean(false), .boolean(true)])
        let (_, scene) = try #require(filmed.scenes["LoaderView.flip"], "\(filmed.failed)")
        let badge = try #require(scene.layers.first { $0.id.hasPrefix("badge") && !$0.id.hasSuffix("-label") })
        let turn = try #require(badge.rotation3D)
        #expect(turn.axis.x == 1 && turn.axis.y == 0 && turn.axis.z == 0)
        #expect(filmed.texts["LoaderView.turn"]?.contains("change: [.degrees(0), .degrees(90)]") == true)
    }

    /// A view's inputs are filmed too, and the preset says where each comes from: TagList's
    /// `@Binding` is set by TagsPanel in another file, whose withAnimation is its animation (so
    /// the preset links that file too); StatusBadge's `isOnline` is passed by no view here, so it
    /// is filmed as if its parent changed it, from a stand-in `false`.
    @Test("a @Binding follows its parent's assignment into the parent's file; an input no view passes is filmed as if it changed")
    func inputs() throws {
        let filmed = try Self.filmed()
        let list = try #require(filmed.catalogue.films.first { $0.name == "TagList.isExpanded" })
        #expect(list.visits == [.boolean(false), .boolean(true), .boolean(false)])
        #expect(list.input?.contains("set by TagsPanel at TagsPanel.swift:19") == true, "\(list.input ?? "")")
        let text = try #require(filmed.texts["TagList.isExpanded"])
        #expect(text.contains("TagsPanel.swift"), "the parent's file is linked: \(text)")
        #expect(text.contains("# isExpanded is a @Binding of TagList: set by TagsPanel"))
        let badge = try #require(filmed.catalogue.films.first { $0.name == "StatusBadge.isOnline" })
        #expect(badge.input?.contains("no view in the folder passes it, so it is filmed as if its parent changed it") == true)
        #expect(filmed.catalogue.films.contains { $0.name == "StatusBadge.name" } == false)
    }

    /// State kept in models (InboxStore.swift): an `@Observable` store read through
    /// `@Environment`, an `ObservableObject` composer held by `@StateObject`. Each observed
    /// property a view reads is filmed under the path the view reads it by, with the model's own
    /// assignments; the preset links the model's file, where those assignments and their
    /// `withAnimation` are. A property SwiftUI does not observe is not filmed.
    @Test("a model object's properties are filmed as the view reads them, with the model's assignments and file")
    func models() throws {
        let filmed = try Self.filmed()
        let banner = try #require(filmed.catalogue.films.first { $0.name == "InboxView.store.showsBanner" })
        #expect(banner.visits == [.boolean(false), .boolean(true), .boolean(false)])
        let composer = try #require(filmed.catalogue.films.first { $0.name == "InboxView.composer.isExpanded" })
        #expect(composer.visits == [.boolean(false), .boolean(true), .boolean(false)])
        let text = try #require(filmed.texts["InboxView.store.showsBanner"])
        #expect(text.contains("InboxStore.swift"), "the model's file is linked: \(text)")
        #expect(text.contains("state: InboxView.store.showsBanner, change: [false, true]"))
        #expect(text.contains("name: InboxView-store-showsBanner"))
        for name in ["InboxView.store.showsBanner", "InboxView.composer.isExpanded", "InboxView.store.filter"] {
            #expect(filmed.failed[name] == nil, "\(name): \(filmed.failed[name] ?? "")")
        }
        #expect(!filmed.catalogue.films.contains { $0.state.hasSuffix("syncCount") || $0.state.hasSuffix("draftCount") })
    }

    /// Each unfilmed site's reason is a fact about the app's code, at its place — never advice for
    /// a hand-written preset: the refresh shows the badge through
    /// an `if` with no `.transition`; a ForEach's rows come and go with data.
    @Test("reasons are facts about the code at the site's place, not advice for a hand-written preset")
    func reasons() throws {
        let filmed = try Self.filmed()
        let unfilmed = filmed.catalogue.unfilmed(failed: filmed.failed)
        func reason(_ file: String, _ line: Int) -> String {
            unfilmed.first { ($0.location.file as NSString).lastPathComponent == file && $0.location.line == line }?.reason ?? ""
        }
        #expect(reason("FeedView.swift", 71).isEmpty, "the forever spin is filmed: \(reason("FeedView.swift", 71))")
        for site in unfilmed {
            #expect(!site.reason.contains("bind it") && !site.reason.contains("give the repeats"), "\(site.location): \(site.reason)")
        }
    }

    /// A design system's declared transitions and animations that no view uses (DesignSystem.swift)
    /// are filmed on their own: the transition inserts and removes one stand-in, under SwiftUI's
    /// default animation; the animation moves it 150 pt and back. One that needs an argument only
    /// its callers give is listed with that reason.
    /// The order box is written for iOS and the Mac in one file: only the clauses an iOS build
    /// compiles are code — the view under `#if os(iOS)`, not the Mac's under `#else`; the
    /// `.opacity` and `.animation` under `#elseif os(iOS)` in the modifier chain, not the Mac's
    /// `.frame` and `.animation(.linear, …)`; the note under `if #available(iOS 17, *)`.
    @Test("only what an iOS build compiles is read: #if clauses in files, types, statements and modifier chains; #available holds")
    func compilationConditions() throws {
        let filmed = try Self.filmed()
        let file = Self.folder.appendingPathComponent("OrderBoxView.swift")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let linear = lines.indices.filter { lines[$0].contains(".animation(.linear") }.map { $0 + 1 }
        #expect(linear.count == 2)
        let sites = filmed.catalogue.sites.filter { ($0.location.file as NSString).lastPathComponent == "OrderBoxView.swift" }
        #expect(!sites.contains { linear.contains($0.location.line) }, "a Mac-only .animation is listed: \(sites.map(\.location))")
        #expect(sites.contains { lines[$0.location.line - 1].contains(".animation(.easeIn") })
        #expect(filmed.code.types.filter { $0.name == "OrderBoxView" }.count == 1, "the #else's view is not read")
        let names = filmed.catalogue.films.filter { $0.type == "OrderBoxView" }.map(\.name).sorted()
        // lift and tint change in one withAnimation: one event, one film.
        #expect(names == ["OrderBoxView.isSealed", "OrderBoxView.lift", "OrderBoxView.showsNote"])
        for name in names { #expect(filmed.failed[name] == nil, "\(name): \(filmed.failed[name] ?? "")") }
        // The size and the colour are written so a link reads them back as the code's values.
        let lift = try #require(filmed.texts["OrderBoxView.lift"])
        #expect(lift.contains(#"change: ["CGSize(width: 0, height: 0)", "CGSize(width: 60, height: -20)"]"#), "\(lift)")
        // The lid's change is the tint's, its animation linked to that change.
        #expect(lift.contains("state: OrderBoxView.tint, change: [.blue, .red]"), "\(lift)")
        // A value that is not one of the type's, hand-edited, is named with how to write one.
        // The preset's links are relative to where it was written: a folder as deep as that one.
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("catalogue-\(UUID().uuidString)/OrderBoxView")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base.deletingLastPathComponent()) }
        let edited = lift.replacingOccurrences(of: "tint: .red }", with: #"tint: "Color(red: 2" }"#)
        #expect(edited != lift)
        let errors = PresetLoader.validate(yaml: edited, file: "OrderBoxView.lift.yaml", baseDirectory: base).map(\.description)
        #expect(errors.count == 1 && errors[0].contains(#"'tint' is a Color in the code; "Color(red: 2" is not one; "#
                                                        + #"write a system colour (.red) or Swift in quotes"#), "\(errors)")
        #expect(PresetLoader.validate(yaml: lift, file: "OrderBoxView.lift.yaml", baseDirectory: base).isEmpty)
    }

    /// A modifier that reads the changed state but cannot be evaluated is the reason its change
    /// is not filmed — named with its line and what it reads — not "no view reads it".
    @Test("a change whose modifier cannot be read is listed with that modifier and what it reads")
    func unreadModifier() throws {
        let filmed = try Self.filmed()
        let file = Self.folder.appendingPathComponent("LiveChipView.swift")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let offset = try #require(lines.firstIndex { $0.contains("-UIScreen.main.nativeBounds.height") }) + 1
        let toggle = try #require(lines.firstIndex { $0.contains("showsBanner.toggle()") }) + 1
        let site = try #require(filmed.catalogue.unfilmed(failed: filmed.failed).first {
            ($0.location.file as NSString).lastPathComponent == "LiveChipView.swift" && $0.location.line == toggle
        })
        #expect(site.reason.hasPrefix("it changes showsBanner, which .offset reads (LiveChipView.swift:\(offset))"), "\(site.reason)")
        #expect(site.reason.contains("UIScreen.main.nativeBounds.height"), "\(site.reason)")
        #expect(!site.reason.contains("no view reads"), "\(site.reason)")
    }

    /// A child's default (`var travel: CGFloat = 0`) is not what SwiftUI shows when its parent passes
    /// a value: the dot is filmed as the first creation in the folder makes it, and says so.
    @Test("a view is filmed with the values the first place that creates it passes")
    func createdWith() throws {
        let filmed = try Self.filmed()
        let text = try #require(filmed.texts["PulseDot.shift"])
        #expect(text.contains("# PulseDot as PulseRow creates it at PulseRow.swift:31: travel: 40."), "\(text)")
        #expect(filmed.catalogue.films.first { $0.name == "PulseDot.shift" }?.visits == [.double(0), .double(40), .double(0)])
    }

    /// A view an `if` shows with no `.transition` comes and goes with SwiftUI's default, a fade.
    @Test("a view an if shows with no .transition fades in and out, SwiftUI's default transition")
    func defaultFade() throws {
        let filmed = try Self.filmed()
        let file = Self.folder.appendingPathComponent("HintView.swift")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("HintCard()") }) + 1
        let (id, scene) = try #require(Self.standIn(in: filmed, state: "showsHint", file: "HintView.swift", line: line))
        let presences = scene.events.compactMap { event -> LayerPresence? in
            if case .presence(let presence) = event, presence.layer == id { return presence }
            return nil
        }
        #expect(presences.map(\.inserted) == [true, false])
        for presence in presences { #expect(presence.effects == [.opacity], "\(presence.effects)") }
        let text = try #require(filmed.texts["HintView.showsHint"])
        #expect(text.contains("transition: { insertion: [opacity], removal: [opacity] }"), "\(text)")
        // A stand-in is labelled by what its view shows, never by a Button's action (`dismiss()`).
        let onboarding = try #require(filmed.texts["OnboardingView.step"])
        #expect(onboarding.contains(#"text: "Get started""#) && !onboarding.contains(#"text: "dismiss""#), "\(onboarding)")
    }

    @Test("declared transitions and animations no view uses are filmed on their own")
    func designSystem() throws {
        let filmed = try Self.filmed()
        let (_, rise) = try #require(filmed.scenes["AnyTransition.rise"])
        let presences = rise.events.compactMap { event -> LayerPresence? in
            if case .presence(let presence) = event, presence.layer == "rise" { return presence }
            return nil
        }
        #expect(presences.map(\.inserted) == [true, false])
        for presence in presences { try Self.check(presence.animation, "{ spring: { response: 0.55, dampingFraction: 1 } }", place: "rise") }
        let (_, gentle) = try #require(filmed.scenes["Animation.gentle"])
        let moves = gentle.events.compactMap { event -> LayerChange? in
            if case .change(let change) = event, change.targets.contains(where: { $0.layer == "gentle" }) { return change }
            return nil
        }
        #expect(moves.count == 2)
        for move in moves { try Self.check(move.animation, "{ spring: { response: 0.5, dampingFraction: 0.9 } }", place: "gentle") }
        let unfilmed = filmed.catalogue.unfilmed(failed: filmed.failed)
        let slide = unfilmed.first { ($0.location.file as NSString).lastPathComponent == "DesignSystem.swift" }
        #expect(slide?.reason.contains("it needs edge, which only the code that uses it gives") == true, "\(String(describing: slide))")
    }

    /// State carries from one change to the next through `.onChange(of:)`: the direction the code
    /// keeps there is what the next change's pages read. SwiftUI builds the inserted page's
    /// transition, and keeps the removed page's, in renders before the change's own `.onChange`
    /// runs, so each change reads the direction the previous one left: `false` (declared) on the
    /// first, `1 > 0` on the second, `2 > 1` on the third. Filmed with the declared value throughout,
    /// every change would move towards leading.
    @Test("state kept in .onChange is what the next change reads, a render late")
    func carriedThroughOnChange() throws {
        let text = """
            import SwiftUI

            struct Pager: View {
                @State private var page = 0
                @State private var forward = false

                var body: some View {
                    VStack {
                        ZStack {
                            if page == 0 { Text("One").transition(.move(edge: forward ? .trailing : .leading)) }
                            if page == 1 { Text("Two").transition(.move(edge: forward ? .trailing : .leading)) }
                            if page == 2 { Text("Three").transition(.move(edge: forward ? .trailing : .leading)) }
                        }
                        .onChange(of: page) { old, new in forward = new > old }
                        ForEach(0..<3) { index in Button("page") { withAnimation { page = index } } }
                    }
                }
            }

            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carried-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let swift = folder.appendingPathComponent("Pager.swift")
        try text.write(to: swift, atomically: true, encoding: .utf8)
        let imported = SwiftImport(paths: [swift.path])
        let catalogue = Catalogue(imported.code)
        let film = try #require(catalogue.films.first { $0.state == "page" })
        #expect(film.visits == [.integer(0), .integer(1), .integer(2), .integer(0)])
        #expect(film.others.map { $0["forward"] } == [.boolean(false), .boolean(true), .boolean(true), .boolean(false)])
        let out = folder.appendingPathComponent("motion")
        let plan = CatalogueFolder(catalogue, code: imported.code, fileURLs: imported.fileURLs, folder: out)
        _ = try plan.apply()
        let entry = try #require(plan.entries.first { $0.film.name == "Pager.page" })
        let url = out.appendingPathComponent(entry.path)
        let scene = try #require(try PresetLoader.standard.load(contentsOf: url, file: url.path, overrides: PresetOverrides())
            .kind as? LayersScene)
        let moves = scene.events.compactMap { event -> String? in
            guard case .presence(let presence) = event, !presence.layer.hasSuffix("-label") else { return nil }
            return "\(presence.inserted ? "in" : "out") \(presence.effects.map { "\($0)" }.joined(separator: " "))"
        }
        let leading = "\(TransitionEffect.move(.leading))", trailing = "\(TransitionEffect.move(.trailing))"
        #expect(moves == ["out \(leading)", "in \(leading)", "out \(trailing)", "in \(trailing)",
                          "in \(trailing)", "out \(trailing)"], "\(moves)")
    }

    @Test("a state set from a loop visits what the views tell apart: every case of an enum, the numbers an if or switch compares")
    func loopAssignedStates() throws {
        let text = """
            import SwiftUI

            enum Tab: CaseIterable { case home, search, profile }

            struct Tabs: View {
                @State private var tab: Tab = .home
                @State private var page = 0

                var body: some View {
                    VStack {
                        switch tab {
                        case .home: Text("Home").transition(.opacity)
                        case .search: Text("Search").transition(.opacity)
                        case .profile: Text("Profile").transition(.opacity)
                        }
                        if page == 0 {
                            Text("First").transition(.slide)
                        } else if page == 2 {
                            Text("Third").transition(.slide)
                        } else {
                            Text("Other").transition(.slide)
                        }
                        ForEach(Tab.allCases, id: \\.self) { item in Button("tab") { withAnimation { tab = item } } }
                        ForEach(0..<4) { index in Button("page") { withAnimation { page = index } } }
                    }
                }
            }

            """
        let catalogue = Catalogue(CodeBase([try SwiftSourceReader.read(text: text, path: "Tabs.swift")]))
        let tab = try #require(catalogue.films.first { $0.state == "tab" })
        #expect(tab.visits.map(CatalogueDraft.swiftLiteral) == [".home", ".search", ".profile", ".home"])
        let page = try #require(catalogue.films.first { $0.state == "page" })
        // 0 and 2 are compared; the else takes the rest, which 3 (one past the largest) stands for.
        #expect(page.visits == [.integer(0), .integer(2), .integer(3), .integer(0)], "\(page.visits)")
        #expect(catalogue.unfilmed().isEmpty, "\(catalogue.unfilmed())")
    }

    @Test("a preset links its own file and the files its motion's code needs, not every file its view mentions")
    func linkedFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalogue-links-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "Motion.swift": "import SwiftUI\nextension Animation { static let pop = Animation.snappy }\n",
            "Profile.swift": "import SwiftUI\nstruct ProfileView: View { var body: some View { Text(\"Me\") } }\n",
            "Card.swift": """
                import SwiftUI

                struct CardView: View {
                    @State private var isOpen = false

                    var body: some View {
                        VStack {
                            ProfileView()
                            Text("Card").scaleEffect(isOpen ? 1.1 : 1)
                        }
                        .onTapGesture { withAnimation(.pop) { isOpen.toggle() } }
                    }
                }

                """,
        ]
        for (name, text) in files {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
            try text.write(to: folder.appendingPathComponent("App/\(name)"), atomically: true, encoding: .utf8)
        }
        let imported = SwiftImport(paths: [folder.appendingPathComponent("App").path])
        let plan = CatalogueFolder(Catalogue(imported.code), code: imported.code, fileURLs: imported.fileURLs,
                                   folder: folder.appendingPathComponent("motion"))
        let entry = try #require(plan.entries.first { $0.film.name == "CardView.isOpen" })
        #expect(entry.text.contains("swift: [\"../../App/Card.swift\", \"../../App/Motion.swift\"]"), "\(entry.text)")
        #expect(!entry.text.contains("Profile.swift"), "ProfileView is in the view, not in its motion")
    }

    // MARK: Helpers

    /// The layer id of the stand-in for the view whose modifier is on `line` of `file`, in the film of `state`.
    static func standIn(in filmed: Filmed, state: String, file: String, line: Int) -> (String, LayersScene)? {
        for (film, scene) in filmed.scenes.values where film.state == state && (film.file as NSString).lastPathComponent == file {
            for standIn in film.standIns {
                switch standIn.role {
                case .transition(let at, _, _, _) where at == line: return (standIn.id, scene)
                case .values(let modifiers) where modifiers.contains(where: { $0.line == line }): return (standIn.id, scene)
                default: continue
                }
            }
        }
        return nil
    }

    /// A block's `at:` moments, seconds from the film's start.
    static func moments(_ block: Block) -> [Double] {
        block.fields["at"]?.components(separatedBy: " | ").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) } ?? []
    }

    static func matches(_ value: LayerValue, _ expected: String) -> Bool {
        switch value {
        case .number(let x): return Double(expected).map { Expected.close(x, $0) } ?? false
        case .color(let c):
            // `#RRGGBB` is an opaque colour; `#RRGGBBAA` gives the alpha too.
            let alpha = expected.count == 9 ? [c.alpha] : c.alpha == 1 ? [] : [Double.nan]
            let hex = "#" + ([c.red, c.green, c.blue] + alpha).map { $0.isNaN ? "??" : String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
            return hex == expected.uppercased()
        }
    }

    static func check(_ animation: Motion.Animation?, _ expected: String, place: String) throws {
        var written = expected.trimmingCharacters(in: .whitespaces)
        // SwiftUI's `.default` (and `withAnimation { }`) on iOS 17 and later is a spring with a
        // response of 0.55 s and no bounce; the preset grammar has no name for it.
        if written == "default" { written = "{ spring: { response: 0.55, dampingFraction: 1 } }" }
        let decoded: Motion.Animation = written == "none" ? .none : try #require(Expected.animation(written),
                                                                                  "\(place): '\(written)' does not decode")
        let actual = try #require(animation, "\(place): no animation")
        #expect(Expected.same(actual, decoded), "\(place): \(actual) is not \(decoded) (\(written))")
    }
}
