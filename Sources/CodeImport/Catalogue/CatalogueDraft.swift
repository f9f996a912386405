import Foundation
import Preset
import Scene
import SwiftModel

/// A catalogue film as a `layers` preset linked to its code: the stand-ins, an event at 0 that
/// sets their values for the state's declared value, then one change per visit — each property's
/// value a `modifier:` link, each insertion and removal a `.transition` link, each animation a
/// `state:` link that SwiftUI's transaction model resolves — so the film follows the Swift.
/// Only formats: every choice is ``Catalogue``'s.
public enum CatalogueDraft {
    /// The first line of every file the catalogue writes; a file without it is the user's.
    public static let marker = "# motionreel import: written from the app's code; delete this line to keep your edits"
    static let canvasWidth = 390.0
    static let gap = 40.0
    /// Between the views of a literal ForEach laid out side by side.
    static let rowGap = 12.0
    public static let firstChange = 0.3
    public static let changeSpacing = 1.2

    /// The preset text for `film`, written at `preset`, linking `files` (the film's Swift file first).
    public static func text(_ film: CatalogueFilm, preset: URL, files: [URL], name: String) -> String {
        let paths = files.map { relativePath(from: preset.deletingLastPathComponent(), to: $0) }
        let swift = paths.count == 1 ? yamlString(paths[0]) : "[" + paths.map(yamlString).joined(separator: ", ") + "]"
        if let site = film.declaration { return declarationText(film, site: site, swift: swift, name: name) }
        let visitsText = film.visits.map(swiftLiteral).joined(separator: " → ")
        let about: [String] = if let play = film.keyframes {
            [
                "# The keyframe animator of \(film.type) in \(film.file) (line \(film.state.dropFirst("keyframes".count))): each "
                    + "view whose modifiers read \(play.parameter),",
                play.repeats
                    ? "# its keyframe tracks played from \(number(firstChange)) s, \(Catalogue.cycles) turns of "
                        + "\(number(play.length)) s, each from the initial value, as `repeating: true` loops them."
                    : "# its keyframe tracks played once from the initial value when the trigger changes, at \(number(firstChange)) s.",
                "# Each property's keyframes are its track's, mapped through the modifier that shows it (a straight line,",
                "# checked at every keyframe); a SpringKeyframe without a duration lasts its spring's settling duration.",
            ]
        } else if let phases = film.phases {
            [
                "# The phase animator of \(film.type) in \(film.file) (line \(film.state.dropFirst("phases".count))), phase by "
                    + "phase: \(visitsText).",
                phases.triggered
                    ? "# Its trigger changes once, at \(number(firstChange)) s: the phases run once through and back to the first."
                    : "# It has no trigger: it cycles while the view is shown, from \(number(firstChange)) s; the film shows "
                        + "\(Catalogue.cycles) turns.",
                "# Each step animates into its phase with the animation the closure gives for that phase (written here as",
                "# the code gives it) and the next starts when that one is logically complete, as SwiftUI steps it; each",
                "# value comes from the code, with the phase bound.",
            ]
        } else {
            [
                "# \(film.name) in \(film.file), filmed value by value: \(visitsText).",
                "# Each view it shows, hides or changes is a stand-in (sized, rounded, coloured and labelled as the code",
                "# says); each value comes from the code, and each change animates as SwiftUI's transaction model gives it",
                "# (the withAnimation around the assignment, or an .animation(_:value:) on the way down whose value changed);",
                "# `motionreel spec` names the line that decides.",
            ]
        }
        let animated = film.animatedCompanions
        let outside = film.unanimatedCompanions.isEmpty ? ""
            : (animated.isEmpty ? "" : ", and ") + "\(film.unanimatedCompanions.joined(separator: ", ")) at the same moment outside it"
        let together = film.companions.isEmpty ? [] : ["# The same events change "
            + (animated.isEmpty ? "" : "\(animated.joined(separator: ", ")) in the same withAnimation") + outside + ": one event, one film."]
        var lines: [String] = [marker] + about + together
            + (film.input.map { ["# \($0)."] } ?? []) + (film.creation.map { ["# \($0)."] } ?? []) + [
            "name: \(name)",
            "description: \(yamlString("\(film.name) (\(film.file)): every view it changes, filmed from the code"))",
        ]
        // A film of the screen: each view where SwiftUI lays it out on a 390 × 844 screen, and
        // under it, one under another, the views the layout does not place (a helper function's).
        // Else stand-ins one under another, each with room for its tallest value; the rows of a
        // literal ForEach side by side when they fit across, as a loader's dots are, with room for
        // what keyframes move up and down.
        let onScreen = film.screen != nil || film.standIns.contains { $0.screenFrame != nil }
        let rise = film.keyframes.map { travel($0, up: true) } ?? 0
        var y = onScreen ? Evaluation.screen.height + gap : gap + rise
        var frames: [(x: Double, y: Double)] = film.standIns.map { $0.screenFrame.map { ($0.x, $0.y) } ?? (0, 0) }
        var index = 0
        while index < film.standIns.count {
            let standIn = film.standIns[index]
            guard standIn.screenFrame == nil else {
                index += 1
                continue
            }
            let count = standIn.row.map { $0.index == 0 ? $0.count : 1 } ?? 1
            let group = film.standIns[index..<min(index + count, film.standIns.count)]
            let across = group.map(\.width).reduce(0, +) + rowGap * Double(group.count - 1)
            if group.count == count, count > 1, group.allSatisfy({ $0.row != nil && $0.screenFrame == nil }),
               across <= StandInReading.maximumWidth {
                var x = (canvasWidth - across) / 2
                for offset in group.indices {
                    frames[offset] = (x, y)
                    x += film.standIns[offset].width + rowGap
                }
                y += (group.map(tallest).max() ?? 0) + gap
                index += count
            } else {
                frames[index] = ((canvasWidth - standIn.width) / 2, y)
                y += tallest(standIn) + gap
                index += 1
            }
        }
        y += film.keyframes.map { travel($0, up: false) } ?? 0
        if onScreen { y = max(y - gap, Evaluation.screen.height) }
        lines.append("canvas: { size: [390, \(Int(max(y, 200).rounded(.up)))], scale: 2, fps: 60, background: \"#F2F2F7\" }")
        lines.append("scene:")
        lines.append("  kind: layers")
        lines.append("  layers:")
        // The screen's views back to front, each stand-in where its view is; then the stand-ins it does not hold.
        var written = Set<Int>()
        // Where each stand-in at the top level is written, in the canvas's points: what a matched
        // geometry hands from one view to another.
        var canvasFrames: [Int: Rect] = [:]
        for view in film.screen ?? [] {
            if case .standIn(let index) = view.look { canvasFrames[index] = writtenFrame(film.standIns[index], at: view.frame) }
            lines += screenMapping(view, film: film, written: &written).flatMap(item)
        }
        // Back to front as the code writes them: a scrim written before a panel is behind it.
        let unwritten: [Int] = film.standIns.indices.filter { !written.contains($0) }.sorted { a, b in
            guard let x = film.standIns[a].root, let y = film.standIns[b].root, x != y else { return a < b }
            return x < y
        }
        for index in unwritten {
            let standIn = film.standIns[index]
            let size = standIn.screenFrame.map { ($0.width, $0.height) } ?? (standIn.width, standIn.height)
            let frame = Rect(x: frames[index].x, y: frames[index].y, width: size.0, height: size.1)
            canvasFrames[index] = writtenFrame(standIn, at: frame)
            let children = standIn.body.flatMap { screenMapping($0, film: film, written: &written) }
            lines += standInMapping(standIn, frame: frame, children: children).flatMap(item)
        }
        lines.append("timeline:")
        if let play = film.scrollTransition {
            lines += scrollTransitionTimeline(play, film: film)
            lines.append("hold: 0.5")
            return lines.joined(separator: "\n") + "\n"
        }
        if let play = film.keyframes {
            lines += keyframeTimeline(play, film: film)
            lines.append("hold: 0.5")
            return lines.joined(separator: "\n") + "\n"
        }
        let firstValues = film.standIns.compactMap { valueTargets($0, visit: 0, film: film, swift: swift) }
        if !firstValues.isEmpty {
            lines.append(film.phases.map { "  # \($0.parameter) = \(swiftLiteral(film.visits[0])), the first phase: its values, at once." }
                         ?? "  # \(film.state) = \(swiftLiteral(film.visits[0])), as declared: the values it gives, at once.")
            lines.append("  - at: 0")
            lines.append("    animate:")
            lines += firstValues.flatMap { $0 }
        }
        for k in 1..<film.visits.count {
            let at = number(film.time(k))
            let wait = film.waits.count > k ? film.waits[k].map { ", \($0)" } ?? "" : ""
            lines.append("  # \(film.phases?.parameter ?? film.state): \(swiftLiteral(film.visits[k - 1])) → \(swiftLiteral(film.visits[k]))\(wait).")
            // The change's animation, as the change of `standIn` resolves it.
            func changeAnimation(of standIn: StandIn) -> String {
                let row = animationBind(film, visit: k, row: standIn.row)
                // Moved by a companion of the event that changes now, not the film's own state: that change's animation.
                let reads = standIn.reads
                let byState = standIn.flippedByState.count > k && standIn.flippedByState[k]
                if !byState, !reads.contains(film.state), let companion = reads.first(where: { name in
                       film.companions.contains(name) && film.others[k - 1][name] != film.others[k][name] }),
                   let before = film.others[k - 1][companion], let after = film.others[k][companion] {
                    let line = film.companionMakers[companion].flatMap { $0.count > k ? $0[k] : nil }
                    return "{ swift: \(swift), state: \(film.type).\(companion), change: [\(swiftLiteral(before)), "
                        + "\(swiftLiteral(after))], site: \(standIn.siteLine)" + (line.map { ", line: \($0)" } ?? "") + row + " }"
                }
                return "{ swift: \(swift), state: \(film.name), change: [\(swiftLiteral(film.visits[k - 1])), "
                    + "\(swiftLiteral(film.visits[k]))], site: \(standIn.siteLine)"
                    + (film.makers.count > k ? film.makers[k].map { ", line: \($0)" } ?? "" : "") + row + " }"
            }
            // Each side of a match: its layer, where it is on the canvas, and the origin its frame is written from
            // (its group's, for a view inside a stand-in's group).
            func side(_ standIn: Int, _ layer: String?) -> (id: String, frame: Rect, origin: Point)? {
                guard let group = canvasFrames[standIn] else { return nil }
                guard let layer else { return (film.standIns[standIn].id, group, Point(x: 0, y: 0)) }
                guard let inner = nestedFrame(layer, in: film.screen ?? [], origin: Point(x: 0, y: 0), film: film) else { return nil }
                return (layer, inner.frame, inner.origin)
            }
            let matched = film.matches.filter { $0.visit == k }.compactMap { move -> (MatchedMove, removed: (id: String, frame: Rect, origin: Point),
                                                                                      inserted: (id: String, frame: Rect, origin: Point))? in
                guard let removed = side(move.removed, move.removedLayer), let inserted = side(move.inserted, move.insertedLayer) else { return nil }
                return (move, removed, inserted)
            }
            func local(_ rect: Rect, _ origin: Point) -> Rect { rect.offsetBy(Point(x: -origin.x, y: -origin.y)) }
            for (move, removed, inserted) in matched {
                lines.append("  # .matchedGeometryEffect at line \(move.line): \(inserted.id) starts where \(removed.id) is and moves to "
                             + "its own place as \(removed.id) moves there too, the two cross-fading (SwiftUI matches their frames).")
                lines.append("  - at: \(at)")
                lines.append("    animate: { \(inserted.id): \(frameValues(local(removed.frame, inserted.origin))) }")
            }
            for standIn in film.standIns {
                let phaseAnimation = film.phases.map { $0.animations[k - 1].map { PresetForm.animation($0).yaml } }
                let animation = changeAnimation(of: standIn)
                switch standIn.role {
                case .transition(let line, _, let shown, let reads):
                    guard shown[k] != shown[k - 1] else { continue }
                    // SwiftUI builds an inserted view's transition in the first render after the change, and
                    // removes a view with the transition of its last render, before it. Both renders come
                    // before this change's .onChange closures run: the other state is as the last change left it.
                    let render = shown[k] ? k : k - 1
                    // An inserted view's render sees what the event set with the change (a direction flag set
                    // before the withAnimation); a removed view's last render, the state before the event.
                    let seen = shown[k] && film.rendered.count > k ? film.rendered[k] : film.others[k - 1]
                    let bind = bindText(film, visit: render, others: seen, reads: reads)
                    // No .transition written: SwiftUI's default, a fade.
                    let transition = standIn.fades ? "{ insertion: [opacity], removal: [opacity] }"
                        : "{ swift: \(swift), line: \(line)\(bind.isEmpty ? "" : ", bind: \(bind)") }"
                    lines.append("  - at: \(at)")
                    lines.append("    \(shown[k] ? "insert" : "remove"): \(standIn.id)")
                    lines.append("    transition: \(transition)")
                    lines.append("    animation: \(animation)")
                    if let note = standIn.transitionNote { lines.append("    note: \(yamlString(note))") }
                case .effect(let effects, let line, let played):
                    guard played[k] else { continue }
                    if !played[..<k].contains(true) {
                        lines.append("  # .symbolEffect at line \(line): the closest film of what the system draws, played when its "
                                     + "value changes.")
                    }
                    for effect in effects {
                        let frames = effect.keyframes.map { "[\(exactNumber(($0.time * 1e9).rounded() / 1e9)), \(exactNumber($0.value)), \($0.how)]" }
                        guard let (id, key) = target(standIn, effect.property) else { continue }
                        lines.append("  - at: \(at)")
                        lines.append("    layer: \(id)")
                        lines.append("    keyframes: { \(self.key(key)): [\(frames.joined(separator: ", "))] }")
                        lines.append("    note: \(yamlString(effect.note))")
                    }
                case .swap(let texts, let swaps, let line):
                    guard texts[k] != texts[k - 1] else { continue }
                    let ids = swapIDs(standIn, texts)
                    if !(1..<k).contains(where: { texts[$0] != texts[$0 - 1] }) {
                        lines.append(standIn.swapsIdentity
                            ? "  # .id at line \(line): a new identity — the old view leaves as a new one comes in, in the change's "
                                + "transaction."
                            : "  # .contentTransition at line \(line): the old text leaves as the new comes in, in the change's "
                                + "transaction.")
                    }
                    var transition = swaps[k].transition
                    if case .identity(let written?) = swaps[k] { transition = "{ swift: \(swift), line: \(written) }" }
                    for (verb, text) in [("remove", texts[k - 1]), ("insert", texts[k])] {
                        guard let id = ids.first(where: { $0.text == text })?.id else { continue }
                        lines.append("  - at: \(at)")
                        lines.append("    \(verb): \(id)")
                        lines.append("    transition: \(transition)")
                        lines.append("    animation: \(animation)")
                        lines.append("    note: \(yamlString(swaps[k].note))")
                    }
                case .values:
                    guard let targets = valueTargets(standIn, visit: k, film: film, swift: swift) else { continue }
                    lines.append("  - at: \(at)")
                    lines.append("    animate:")
                    lines += targets
                    // A phase's step: the closure's animation, or none (nil changes at once).
                    switch phaseAnimation {
                    case .some(.some(let written)): lines.append("    animation: \(written)")
                    case .some(.none): break
                    case .none: lines.append("    animation: \(animation)")
                    }
                }
            }
            for (move, removed, inserted) in matched {
                lines.append("  - at: \(at)")
                lines.append("    animate:")
                lines.append("      \(removed.id): \(frameValues(local(inserted.frame, removed.origin)))")
                lines.append("      \(inserted.id): \(frameValues(local(inserted.frame, inserted.origin)))")
                lines.append("    animation: \(changeAnimation(of: film.standIns[move.inserted]))")
            }
            lines += screenMoves(film, visit: k, at: at, swift: swift)
        }
        lines.append("hold: 0.5")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A declared transition or animation on its own: one stand-in inserted at 0.3 s and removed
    /// 1.2 s later with the transition, under SwiftUI's default animation (a bare `withAnimation`),
    /// or moved 150 pt to the right and back with the animation.
    private static func declarationText(_ film: CatalogueFilm, site: Site, swift: String, name: String) -> String {
        guard let standIn = film.standIns.first, let symbol = site.symbol else { return "" }
        let link = "{ swift: \(swift), symbol: \(symbol) }"
        let isTransition = site.kind == .transition
        var lines: [String] = [
            marker,
            "# \(symbol) in \(film.file), declared at line \(site.location.line) and used by no filmed change: filmed on its own,",
            isTransition
                ? "# a stand-in inserted and then removed with it, under SwiftUI's default animation (a bare withAnimation's spring)."
                : "# a stand-in moved 150 pt to the right and back with it.",
            "name: \(name)",
            "description: \(yamlString("\(symbol) (\(film.file)): declared, filmed on its own"))",
            "canvas: { size: [390, 200], scale: 2, fps: 60, background: \"#F2F2F7\" }",
            "scene:",
            "  kind: layers",
            "  layers:",
        ]
        let x = isTransition ? (canvasWidth - standIn.width) / 2 : gap
        let rect = "[\(number(x)), \(number(gap)), \(number(standIn.width)), \(number(standIn.height))]"
        let present = isTransition ? ", present: false" : ""
        lines += item(layerMapping(standIn, rect: rect, extra: present, children: []))
        lines.append("timeline:")
        for (k, at) in [firstChange, firstChange + changeSpacing].enumerated() {
            lines.append("  - at: \(number(at))")
            if isTransition {
                lines.append("    \(k == 0 ? "insert" : "remove"): \(standIn.id)")
                lines.append("    transition: \(link)")
                lines.append("    animation: \(PresetForm.animation(AnimationVocabulary.defaultAnimation).yaml)")
            } else {
                lines.append("    animate: { \(standIn.id): { offsetX: \(k == 0 ? 150 : 0) } }")
                lines.append("    animation: \(link)")
            }
        }
        lines.append("hold: 0.5")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A layer as a YAML sequence item: its flow mapping's first line after `- `, the rest under it.
    private static func item(_ mapping: [String]) -> [String] {
        mapping.enumerated().map { $0.offset == 0 ? "    - " + $0.element : "      " + $0.element }
    }

    /// A flow mapping of `head`'s keys, with `children` as its `group:` over the lines after it.
    private static func mapping(_ head: String, children: [[String]]) -> [String] {
        guard !children.isEmpty else { return ["{ \(head) }"] }
        var lines = ["{ \(head), group: ["]
        for (k, child) in children.enumerated() {
            var indented = child.map { "  " + $0 }
            if k < children.count - 1 { indented[indented.count - 1] += "," }
            lines += indented
        }
        return lines + ["] }"]
    }

    /// A view of the film's screen (``ScreenView``) as a layer, in its parent's points; each
    /// stand-in it holds noted in `written`.
    private static func screenMapping(_ view: ScreenView, film: CatalogueFilm, written: inout Set<Int>) -> [[String]] {
        let frame = view.frame
        switch view.look {
        case .standIn(let index):
            written.insert(index)
            let children = view.children.flatMap { screenMapping($0, film: film, written: &written) }
            return standInMapping(film.standIns[index], frame: frame, children: children)
        case .text(let text, let size, let bold, let color):
            let rect = rectText(writtenFrame(view, film: film))
            // A text the layout gives one line stays on one line (its width is an estimate; cut, not wrapped).
            let lines = frame.height > 1.5 * size * 1.3 ? 0 : 1
            return [mapping("id: \(view.id), text: { text: \(yamlString(text)), size: \(number(size)), weight: \(bold ? "semibold" : "regular"), "
                           + "color: \"\(color.hex)\", alignment: center, lines: \(lines) }, frame: \(rect)", children: [])]
        case .symbol(let name, let size, let color):
            let rect = rectText(writtenFrame(view, film: film))
            return [mapping("id: \(view.id), text: { text: \(yamlString(name)), size: \(number(size)), color: \"\(color.hex)\", "
                           + "alignment: center, lines: 1 }, frame: \(rect)", children: [])]
        case .shape(let shape, let fill, let radius):
            return [mapping("id: \(view.id), \(shapeText(shape, fill: fill, cornerRadius: min(radius, min(frame.width, frame.height) / 2))), "
                           + "frame: \(rectText(frame))", children: [])]
        case .outline(let outline, let radius):
            let stroke = "stroke: { color: \"\(outline.color.hex)\", width: \(number(outline.width)) }"
            let shape = switch outline.shape {
            case .circle: "circle: { \(stroke) }"
            case .rectangle: "rect: { \(stroke) }"
            case .rounded: "roundedRect: { cornerRadius: \(number(min(radius, min(frame.width, frame.height) / 2))), \(stroke) }"
            }
            return [mapping("id: \(view.id), \(shape), frame: \(rectText(frame))", children: [])]
        case .placeholder:
            return [mapping("id: \(view.id), \(shapeText(.rounded, fill: ScreenLayers.placeholderFill, cornerRadius: 8)), "
                           + "frame: \(rectText(frame))", children: [])]
        case .clip(let radius):
            // A group cuts its children at its frame; the mask rounds its corners.
            let children = view.children.flatMap { screenMapping($0, film: film, written: &written) }
            let corners = min(radius, min(frame.width, frame.height) / 2)
            let mask = corners > 0 ? ", mask: { cornerRadius: \(number(corners)) }" : ""
            return [mapping("id: \(view.id), frame: \(rectText(frame))\(mask)", children: children)]
        }
    }

    /// Where a view of the screen is written, in its parent's points: a text with room either
    /// side (its measured width is an estimate), a symbol's name wider than the symbol, centred on it.
    private static func writtenFrame(_ view: ScreenView, film: CatalogueFilm) -> Rect {
        let frame = view.frame
        switch view.look {
        case .standIn(let index): return writtenFrame(film.standIns[index], at: frame)
        case .text:
            let spare = frame.width * 0.15
            return Rect(x: frame.minX - spare, y: frame.minY, width: frame.width + 2 * spare, height: frame.height)
        case .symbol(let name, let size, _):
            let width = max(frame.width, (0.6 * Double(name.count) + 1) * size)
            return Rect(x: frame.midX - width / 2, y: frame.minY, width: width, height: frame.height)
        case .shape, .outline, .placeholder, .clip: return frame
        }
    }

    /// Where a stand-in at `frame` is written: a symbol's name is wider than the symbol, its frame
    /// grown about the symbol's centre to hold it.
    private static func writtenFrame(_ standIn: StandIn, at frame: Rect) -> Rect {
        let wide = standIn.symbol ? max(frame.width, symbolTextWidth(standIn)) : frame.width
        return Rect(x: frame.minX - (wide - frame.width) / 2, y: frame.minY, width: wide, height: frame.height)
    }

    /// The event that moves the views around a change to where SwiftUI lays them out at visit
    /// `k`, in the change's transaction (as the change of the stand-in on `site` resolves it); none
    /// when none moves.
    private static func screenMoves(_ film: CatalogueFilm, visit k: Int, at: String, swift: String) -> [String] {
        let targets = screenTargets(film, visit: k)
        guard !targets.isEmpty else { return [] }
        // The stand-in whose change moves them: the first that changes at this visit.
        let cause = film.standIns.first { changes($0, at: k) } ?? film.standIns[0]
        let maker = film.makers.count > k ? film.makers[k].map { ", line: \($0)" } ?? "" : ""
        if film.state == ScrollTarget.state {
            // A scroll: the content moves in the transaction of the call — its withAnimation's, or at once.
            let animation = film.scrollAnimations.count > k ? film.scrollAnimations[k] : nil
            return ["  # The scroll view's content moves to where the scroll puts it"
                    + (animation == nil ? ", at once (no withAnimation around the call)." : ", in the withAnimation around the call."),
                    "  - at: \(at)", "    animate:"] + targets
                + ["    animation: " + (animation.map { "{ swift: \(swift), in: \($0.function), line: \($0.line) }" } ?? "{ linear: 0 }")]
        }
        return ["  # The views around it move to where SwiftUI lays the screen out now, in the same transaction.",
                "  - at: \(at)", "    animate:"] + targets
            + ["    animation: { swift: \(swift), state: \(film.name), change: [\(swiftLiteral(film.visits[k - 1])), "
                + "\(swiftLiteral(film.visits[k]))], site: \(cause.siteLine)\(maker)\(animationBind(film, visit: k, row: nil)) }"]
    }

    /// Whether a stand-in changes at visit `k`: shown or hidden, or one of its values differs.
    private static func changes(_ standIn: StandIn, at k: Int) -> Bool {
        switch standIn.role {
        case .transition(_, _, let shown, _): shown[k] != shown[k - 1]
        case .values(let modifiers): modifiers.contains { $0.properties.contains { $0.values.count > k && $0.values[k] != $0.values[k - 1] } }
        case .effect(_, _, let played): played[k]
        case .swap(let texts, _, _): texts[k] != texts[k - 1]
        }
    }

    /// A frame as an event's values: `{ x: 20, y: 300, width: 350, height: 120 }`.
    /// The layer `id` among `views` (whose frames are in points from `origin`) or their groups'
    /// children: its frame on the canvas as it is written (a symbol's widened to hold its name),
    /// and the canvas point its own frame is written from.
    private static func nestedFrame(_ id: String, in views: [ScreenView], origin: Point,
                                    film: CatalogueFilm) -> (frame: Rect, origin: Point)? {
        for view in views {
            if view.id == id { return (writtenFrame(view, film: film).offsetBy(origin), origin) }
            let frame = view.frame.offsetBy(origin)
            if let inner = nestedFrame(id, in: view.children, origin: Point(x: frame.minX, y: frame.minY), film: film) { return inner }
        }
        return nil
    }

    private static func frameValues(_ r: Rect) -> String {
        "{ x: \(number(r.minX)), y: \(number(r.minY)), width: \(number(r.width)), height: \(number(r.height)) }"
    }

    private static func rectText(_ r: Rect) -> String {
        "[\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height))]"
    }

    private static func shapeText(_ shape: StandInOutline.Shape, fill: ColorValue, cornerRadius: Double) -> String {
        switch shape {
        case .circle: "circle: { fill: \"\(fill.hex)\" }"
        case .rectangle: "rect: { fill: \"\(fill.hex)\" }"
        case .rounded: "roundedRect: { fill: \"\(fill.hex)\", cornerRadius: \(number(cornerRadius)) }"
        }
    }

    /// A stand-in at `frame` (its parent's points), with what it carries besides (its anchor, its
    /// axis, `present: false` when the film's first state hides it) and the views it holds.
    private static func standInMapping(_ standIn: StandIn, frame: Rect, children: [[String]]) -> [[String]] {
        let rect = rectText(writtenFrame(standIn, at: frame))
        let present = shown(standIn, at: 0) ? "" : ", present: false"
        let anchor = (standIn.anchor == "center" ? "" : ", anchor: \(standIn.anchor)")
            + (standIn.axis.map { ", rotation3D: { angle: 0, axis: [\($0.map(number).joined(separator: ", "))] }" } ?? "")
        guard case .swap(let texts, _, _) = standIn.role else {
            return [layerMapping(standIn, rect: rect, extra: anchor + present, children: children)]
        }
        // A swapped text: one layer per text it shows, the first's shown, each other inserted when it comes.
        return swapIDs(standIn, texts).map { text, id in
            var one = standIn
            one.id = id
            // A swapped text shows its text; a view with a new `.id` looks as it did.
            if !standIn.swapsIdentity { one.label = text }
            return layerMapping(one, rect: rect, extra: anchor + (text == texts[0] ? "" : ", present: false"), children: [])
        }
    }

    /// The layer of each text a swapped stand-in shows, in the order it first shows them.
    private static func swapIDs(_ standIn: StandIn, _ texts: [String]) -> [(text: String, id: String)] {
        Array(zip(Catalogue.distinctInOrder(texts), standIn.swapIDs))
    }

    /// A stand-in's layer: its shape, its label, its card and label as one group (children that
    /// fill it, so they follow its frame), or the views it holds as its group; `extra` is what it
    /// carries besides (`, anchor: …`, `, present: false`).
    private static func layerMapping(_ standIn: StandIn, rect: String, extra: String, children: [[String]]) -> [String] {
        let shape: String
        if let outline = standIn.outline {
            let trim = outline.trims && (outline.trimFrom != 0 || outline.trimTo != 1)
                ? ", trimFrom: \(exactNumber(outline.trimFrom)), trimTo: \(exactNumber(outline.trimTo))" : ""
            let stroke = "stroke: { color: \"\(outline.color.hex)\", width: \(number(outline.width))\(trim) }"
            shape = switch outline.shape {
            case .circle: "circle: { \(stroke) }"
            case .rectangle: "rect: { \(stroke) }"
            case .rounded: "roundedRect: { cornerRadius: \(number(standIn.cornerRadius)), \(stroke) }"
            }
        } else {
            shape = shapeText(standIn.shape, fill: standIn.fill, cornerRadius: standIn.cornerRadius)
        }
        let shadow = standIn.shadow.map {
            ", shadow: { color: \"\(($0.color ?? StandInShadow.defaultColor).hex)\", radius: \(number($0.radius)), "
                + "offset: [\(number($0.x)), \(number($0.y))] }"
        } ?? ""
        // A text on its own is in the code's colour (SwiftUI's primary, black, where none is given);
        // on a card, in ink that reads on it.
        let onCard = standIn.fill.isLight || standIn.outline != nil ? "#1C1C1E" : "#FFFFFF"
        let ink = standIn.ink?.hex ?? (standIn.look == .label ? StandInReading.primary.hex : onCard)
        let weight = standIn.look == .label ? "regular" : "semibold"
        let size = standIn.symbol ? symbolTextSize(standIn) : standIn.fontSize
        let text = "text: { text: \(yamlString(standIn.label)), size: \(number(size)), weight: \(weight), "
            + "color: \"\(ink)\", alignment: center, lines: \(standIn.symbol ? 1 : 0) }"
        switch standIn.look {
        case .shape: return mapping("id: \(standIn.id), \(shape), frame: \(rect)\(shadow)\(extra)", children: [])
        case .label: return mapping("id: \(standIn.id), \(text), frame: \(rect)\(shadow)\(extra)", children: [])
        case .card:
            return mapping("id: \(standIn.id), frame: \(rect)\(shadow)\(extra)",
                           children: [["{ id: \(standIn.id)-shape, \(shape) }"], ["{ id: \(standIn.id)-label, \(text) }"]])
        case .container:
            let own = standIn.drawsContainerShape ? [["{ id: \(standIn.id)-shape, \(shape) }"]] : []
            return mapping("id: \(standIn.id), frame: \(rect)\(shadow)\(extra)", children: own + children)
        }
    }

    /// A keyframe film's timeline: each stand-in at its initial values, then its tracks from
    /// ``firstChange`` — once, or each turn of a repeating animator from the initial values again.
    /// The `animate:` lines of the screen's views that visit `k`'s layout moves from where visit
    /// `k − 1`'s had them: each to its new place.
    private static func screenTargets(_ film: CatalogueFilm, visit k: Int) -> [String] {
        guard k > 0, let screen = film.screen, film.screenShifts.count > k else { return [] }
        return screen.compactMap { view in
            guard let now = film.screenShifts[k][view.id] else { return nil }
            let before = film.screenShifts[k - 1][view.id] ?? Point(x: 0, y: 0)
            guard abs(now.x - before.x) > 0.01 || abs(now.y - before.y) > 0.01 else { return nil }
            let frame = writtenFrame(view, film: film)
            return "      \(view.id): { x: \(number(frame.minX + now.x)), y: \(number(frame.minY + now.y)) }"
        }
    }

    /// A `.scrollTransition`'s film: each row's effect from the start (its keyframes, one event a
    /// row), and the content scrolled at a steady speed from ``firstChange`` (every view in it moving
    /// by the same distance, linearly).
    private static func scrollTransitionTimeline(_ play: ScrollTransitionPlay, film: CatalogueFilm) -> [String] {
        var lines = ["  # .scrollTransition at line \(play.line): each row's effect as its place in the scroll view gives it, "
                     + "frame by frame as the content scrolls."]
        for (standIn, tracks) in zip(film.standIns, play.tracks) where !tracks.isEmpty {
            let targeted = targets(standIn, tracks.map { ($0.property, nil) })
            for (id, keys) in targeted {
                lines.append("  - at: 0")
                lines.append("    layer: \(id)")
                lines.append("    keyframes:")
                for (index, written) in keys {
                    let frames = tracks[index].keyframes.map {
                        "[\(exactNumber(($0.time * 1e9).rounded() / 1e9)), \(exactNumber(($0.value * 1e9).rounded() / 1e9)), \($0.how)]"
                    }
                    lines.append("      \(key(written)): [\(frames.joined(separator: ", "))]")
                }
                lines.append("    note: \(yamlString(play.note))")
            }
        }
        let moves = screenTargets(film, visit: 1)
        if !moves.isEmpty {
            lines += ["  # The user's scroll, the film's own: the content from its start to its end, steadily.",
                      "  - at: \(number(firstChange))", "    animate:"] + moves + ["    animation: { linear: \(number(play.duration)) }"]
        }
        return lines
    }

    private static func keyframeTimeline(_ play: KeyframePlay, film: CatalogueFilm) -> [String] {
        var lines = ["  # \(play.parameter) as the animator starts it: each property's value before the keyframes, at once.",
                     "  - at: 0", "    animate:"]
        for (standIn, properties) in zip(film.standIns, play.properties) {
            for (id, keys) in targets(standIn, properties.map { ($0.property, nil) }) {
                lines.append("      \(id):")
                lines += keys.map { "        \(key($0.key)): \(exactNumber(properties[$0.index].start))" }
            }
        }
        let turns = play.repeats ? Catalogue.cycles : 1
        for turn in 0..<turns {
            let at = firstChange + Double(turn) * play.length
            for (standIn, properties) in zip(film.standIns, play.properties) {
                if turn == 0 {
                    for property in properties {
                        lines.append("  # \(property.property): the KeyframeTrack at line \(property.trackLine), through "
                                     + ".\(property.modifier) at line \(property.modifierLine).")
                    }
                }
                for (id, keys) in targets(standIn, properties.map { ($0.property, nil) }) {
                    lines.append("  - at: \(exactNumber(at))")
                    lines.append("    layer: \(id)")
                    lines.append("    keyframes:")
                    for (index, written) in keys {
                        let property = properties[index]
                        // A later turn starts again from the initial value, as SwiftUI's loop restarts its timeline.
                        let restart = turn > 0 ? ["[0, \(exactNumber(property.start)), move]"] : []
                        // Times to the nanosecond: a sum of the code's durations without its binary crumbs (0.36 + 0.8).
                        let frames = restart + property.frames.map {
                            "[\(exactNumber(($0.time * 1e9).rounded() / 1e9)), \(exactNumber($0.value)), \($0.how)]"
                        }
                        lines.append("      \(key(written)): [\(frames.joined(separator: ", "))]")
                    }
                }
            }
        }
        return lines
    }

    /// An SF Symbol's name is written where the symbol is (MotionReel cannot draw Apple's symbols),
    /// at half the symbol's text size, 8 pt at the least.
    private static func symbolTextSize(_ standIn: StandIn) -> Double { max(8, standIn.fontSize / 2) }

    /// The width of a symbol's name at ``symbolTextSize(_:)``, with room to spare.
    private static func symbolTextWidth(_ standIn: StandIn) -> Double {
        (0.6 * Double(standIn.label.count) + 1) * symbolTextSize(standIn)
    }

    /// The layer of `standIn` that shows `property` (which `modifier` gives, when one does) and
    /// the property's key there: a card's fill, corners and stroke are its shape's, a text's size
    /// and the colour a `.foregroundStyle` gives its label's, the rest the whole stand-in's (its
    /// group). Nil where its look draws nothing the property changes (a label's corners).
    static func target(_ standIn: StandIn, _ property: String, modifier: String? = nil) -> (id: String, key: String)? {
        let textColor = property == "fill" && modifier.map(StandInReading.foregroundModifiers.contains) == true
        // `.cornerRadius` clips its view: a rounded rectangle's own corners, any other layer's mask.
        let clip = property == "cornerRadius" && (standIn.look != .shape || standIn.shape != .rounded)
        switch standIn.look {
        case .shape:
            return property == "fontSize" ? nil : (standIn.id, clip ? "maskCornerRadius" : property)
        case .label:
            if property == "fill" { return (standIn.id, "color") }
            if clip { return (standIn.id, "maskCornerRadius") }
            return shapeOnly.contains(property) ? nil : (standIn.id, property)
        case .container:
            // `.cornerRadius` clips a container; its `.background`'s fill is its shape's. A colour
            // its texts take from it, and its stroke, are not followed yet.
            if clip { return (standIn.id, "maskCornerRadius") }
            if property == "fill", !textColor, standIn.containerShape { return (standIn.id + "-shape", "fill") }
            return shapeOnly.contains(property) || property == "fontSize" || textColor ? nil : (standIn.id, property)
        case .card:
            if property == "fontSize" || textColor { return (standIn.id + "-label", textColor ? "color" : property) }
            if shapeOnly.contains(property) { return (standIn.id + "-shape", property) }
            return (standIn.id, property)
        }
    }

    /// The properties only a stand-in's shape draws: its fill, corners and stroke.
    private static let shapeOnly: Set<String> = ["fill", "cornerRadius", "trimFrom", "trimTo", "strokeWidth"]

    /// `properties` (each with the modifier that gives it) by the layer of `standIn` that shows
    /// them, in order of first use: each with its index and its key there.
    private static func targets(_ standIn: StandIn, _ properties: [(property: String, modifier: String?)])
        -> [(id: String, keys: [(index: Int, key: String)])] {
        var grouped: [(id: String, keys: [(index: Int, key: String)])] = []
        for (index, entry) in properties.enumerated() {
            guard let (id, key) = target(standIn, entry.property, modifier: entry.modifier) else { continue }
            if let at = grouped.firstIndex(where: { $0.id == id }) { grouped[at].keys.append((index, key)) } else {
                grouped.append((id, [(index, key)]))
            }
        }
        return grouped
    }

    /// The most a keyframe film moves a stand-in up (or down), with a quarter more for a spring's overshoot.
    private static func travel(_ play: KeyframePlay, up: Bool) -> Double {
        let offsets = play.properties.joined().filter { $0.property == "offsetY" }.flatMap { [$0.start] + $0.frames.map(\.value) }
        return 1.25 * max(0, (up ? offsets.map { -$0 } : offsets).max() ?? 0)
    }

    /// The `animate:` lines of a stand-in at visit `k`: each property a `modifier:` link, on the
    /// layer of the stand-in that shows it (``target(_:_:modifier:)``).
    private static func valueTargets(_ standIn: StandIn, visit k: Int, film: CatalogueFilm, swift: String) -> [String]? {
        guard case .values(let modifiers) = standIn.role, !modifiers.isEmpty else { return nil }
        var links: [String] = []
        var properties: [(property: String, modifier: String?)] = []
        for modifier in modifiers {
            let bind = bindText(film, visit: k, others: film.others[k], reads: modifier.reads, row: standIn.row)
            // The first values set the properties no change moves too.
            for property in modifier.properties.map(\.property) + (k == 0 ? modifier.constants : []) {
                links.append("{ swift: \(swift), modifier: \(modifier.name), line: \(modifier.line)"
                             + (bind.isEmpty ? "" : ", bind: \(bind)") + " }")
                properties.append((property, modifier.name))
            }
        }
        let lines = targets(standIn, properties).flatMap { id, keys in
            ["      \(id):"] + keys.map { "        \(key($0.key)): \(links[$0.index])" }
        }
        return lines.isEmpty ? nil : lines
    }

    /// Only the names the linked code reads: a key it never reads is refused. The state at visit
    /// `k`, the other state as it stands after visit `others`.
    /// What an animation link binds besides the change: the row an `.animation` on the way reads
    /// (a delay per row), and the values no change moves that the animations read.
    static func animationBind(_ film: CatalogueFilm, visit k: Int, row: StandInRow?) -> String {
        var entries = row.flatMap { $0.animationReads ? ["\($0.parameter): \($0.value)"] : nil } ?? []
        for name in film.animationReads.count > k ? film.animationReads[k] : [] {
            if let value = film.others.first?[name] { entries.append("\(name): \(swiftLiteral(value))") }
        }
        return entries.isEmpty ? "" : ", bind: { " + entries.joined(separator: ", ") + " }"
    }

    private static func bindText(_ film: CatalogueFilm, visit k: Int, others: [String: Value], reads: [String],
                                 row: StandInRow? = nil) -> String {
        var entries: [String] = []
        if let row, reads.contains(row.parameter) { entries.append("\(row.parameter): \(row.value)") }
        let state = film.phases?.parameter ?? film.state
        // A phase has no declared type to read `.grow` as: it is written with its enum, `Phase.grow`.
        if reads.contains(state) {
            let value = film.visits[k]
            if film.phases != nil, case .enumCase(let type?, let name) = value { entries.append("\(state): \(type).\(name)") } else {
                entries.append("\(state): \(swiftLiteral(value))")
            }
        }
        for (name, value) in others.sorted(by: { $0.key < $1.key }) where reads.contains(name) {
            entries.append("\(name): \(swiftLiteral(value))")
        }
        return entries.isEmpty ? "" : "{ " + entries.joined(separator: ", ") + " }"
    }

    private static func key(_ property: String) -> String { property.contains(".") ? "\"\(property)\"" : property }

    private static func shown(_ standIn: StandIn, at k: Int) -> Bool {
        if case .transition(_, _, let shown, _) = standIn.role { return shown[k] }
        return true
    }

    /// The stand-in's height at its tallest value (a `.frame(height:)` that expands).
    private static func tallest(_ standIn: StandIn) -> Double {
        guard case .values(let modifiers) = standIn.role else { return standIn.height }
        let heights = modifiers.flatMap(\.properties).filter { $0.property == "height" }.flatMap(\.values)
            .compactMap { if case .number(let h) = $0 { h } else { nil } }
        return max(standIn.height, heights.max() ?? 0)
    }

    // MARK: Text

    /// A value as Swift and `bind:` write it: `true`, `2`, `.grid`.
    public static func swiftLiteral(_ value: Value) -> String {
        switch value {
        // Where a `scrollTo` scrolls (``ScrollTarget``), as the call reads.
        case .instance where ScrollTarget.parts(of: value) != nil:
            ScrollTarget.parts(of: value).map { id, anchor in
                "scrollTo(" + swiftLiteral(id) + (anchor.map { ", anchor: UnitPoint(x: \(exactNumber($0.x)), y: \(exactNumber($0.y)))" } ?? "") + ")"
            } ?? value.description
        case .enumCase(_, let name): ".\(name)"
        // Not nil, of a type the catalogue does not read: `.some`, as `Optional.some` reads.
        case .some: ".some"
        // Every digit Swift needs to read the number back exactly: a link's value is compared
        // with what the code's assignment gives.
        case .double(let x): exactNumber(x)
        case .angle(let degrees): ".degrees(\(exactNumber(degrees)))"
        case .string(let s): yamlString(s)
        // Swift in quotes: the commas of these literals would split YAML's flow sequence.
        case .size(let w, let h): yamlString("CGSize(width: \(exactNumber(w)), height: \(exactNumber(h)))")
        case .unitPoint(let p): yamlString("UnitPoint(x: \(exactNumber(p.x)), y: \(exactNumber(p.y)))")
        case .color(let c) where c.systemName != nil: "." + c.systemName!
        // A flow sequence of the elements: `[Milk, "Eggs"]` reads back as the array.
        case .array(let items): "[" + items.map(swiftLiteral).joined(separator: ", ") + "]"
        case .color(let c):
            yamlString("Color(red: \(exactNumber(c.red)), green: \(exactNumber(c.green)), blue: \(exactNumber(c.blue)), "
                       + "opacity: \(exactNumber(c.opacity)))")
        default: value.description
        }
    }

    /// `360`, `0.35`, `3.141592653589793`: the shortest text that reads back as `x`.
    static func exactNumber(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : "\(x)"
    }

    static func number(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e9 ? String(Int(x)) : String(format: "%.3f", x).replacingOccurrences(
            of: "\\.?0+$", with: "", options: .regularExpression)
    }

    /// A double-quoted YAML string.
    static func yamlString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += String(format: "\\x%02X", scalar.value) } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `to`'s path from the folder `from`, with `..` where needed.
    static func relativePath(from folder: URL, to file: URL) -> String {
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let target = file.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        var common = 0
        while common < min(base.count, target.count), base[common] == target[common] { common += 1 }
        return (Array(repeating: "..", count: base.count - common) + target[common...]).joined(separator: "/")
    }
}

extension ColorValue {
    /// Whether dark text reads better on it (relative luminance above 0.5).
    var isLight: Bool { 0.2126 * red + 0.7152 * green + 0.0722 * blue > 0.6 }
}
