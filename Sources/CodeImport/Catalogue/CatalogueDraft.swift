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
        var lines: [String] = [marker] + about
            + (film.input.map { ["# \($0)."] } ?? []) + (film.creation.map { ["# \($0)."] } ?? []) + [
            "name: \(name)",
            "description: \(yamlString("\(film.name) (\(film.file)): every view it changes, filmed from the code"))",
        ]
        // Stand-ins one under another, each with room for its tallest value; the rows of a literal
        // ForEach side by side when they fit across, as a loader's dots are.
        // Room for what the keyframes move up and down.
        let rise = film.keyframes.map { travel($0, up: true) } ?? 0
        var y = gap + rise
        var frames: [(x: Double, y: Double)] = []
        var index = 0
        while index < film.standIns.count {
            let standIn = film.standIns[index]
            let count = standIn.row.map { $0.index == 0 ? $0.count : 1 } ?? 1
            let group = film.standIns[index..<min(index + count, film.standIns.count)]
            let across = group.map(\.width).reduce(0, +) + rowGap * Double(group.count - 1)
            if group.count == count, count > 1, group.allSatisfy({ $0.row != nil }), across <= StandInReading.maximumWidth {
                var x = (canvasWidth - across) / 2
                for member in group {
                    frames.append((x, y))
                    x += member.width + rowGap
                }
                y += (group.map(tallest).max() ?? 0) + gap
                index += count
            } else {
                frames.append(((canvasWidth - standIn.width) / 2, y))
                y += tallest(standIn) + gap
                index += 1
            }
        }
        y += film.keyframes.map { travel($0, up: false) } ?? 0
        // A view whose place a state changes through layout (`.padding`, `.position`,
        // `.frame(maxWidth:)`) is where SwiftUI lays it out on the screen, which the film then is.
        for (index, standIn) in film.standIns.enumerated() {
            guard let placed = standIn.screenFrame else { continue }
            frames[index] = (placed.x, placed.y)
            y = max(y, Evaluation.screen.height)
        }
        lines.append("canvas: { size: [390, \(Int(max(y, 200).rounded(.up)))], scale: 2, fps: 60, background: \"#F2F2F7\" }")
        lines.append("scene:")
        lines.append("  kind: layers")
        lines.append("  layers:")
        for (standIn, frame) in zip(film.standIns, frames) {
            let size = standIn.screenFrame.map { ($0.width, $0.height) } ?? (standIn.width, standIn.height)
            let rect = "[\(number(frame.x)), \(number(frame.y)), \(number(size.0)), \(number(size.1))]"
            let present = shown(standIn, at: 0) ? "" : ", present: false"
            let anchor = (standIn.anchor == "center" ? "" : ", anchor: \(standIn.anchor)")
                + (standIn.axis.map { ", rotation3D: { angle: 0, axis: [\($0.map(number).joined(separator: ", "))] }" } ?? "")
            lines += layerLines(standIn, rect: rect, extra: anchor + present)
        }
        lines.append("timeline:")
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
            for standIn in film.standIns {
                let row = standIn.row.flatMap { $0.animationReads ? ", bind: { \($0.parameter): \($0.value) }" : nil } ?? ""
                let phaseAnimation = film.phases.map { $0.animations[k - 1].map { PresetForm.animation($0).yaml } }
                let animation = "{ swift: \(swift), state: \(film.name), change: [\(swiftLiteral(film.visits[k - 1])), "
                    + "\(swiftLiteral(film.visits[k]))], site: \(standIn.siteLine)"
                    + (film.makers.count > k ? film.makers[k].map { ", line: \($0)" } ?? "" : "") + row + " }"
                switch standIn.role {
                case .transition(let line, _, let shown, let reads):
                    guard shown[k] != shown[k - 1] else { continue }
                    // SwiftUI builds an inserted view's transition in the first render after the change, and
                    // removes a view with the transition of its last render, before it. Both renders come
                    // before this change's .onChange closures run: the other state is as the last change left it.
                    let render = shown[k] ? k : k - 1
                    let bind = bindText(film, visit: render, others: k - 1, reads: reads)
                    // No .transition written: SwiftUI's default, a fade.
                    let transition = standIn.fades ? "{ insertion: [opacity], removal: [opacity] }"
                        : "{ swift: \(swift), line: \(line)\(bind.isEmpty ? "" : ", bind: \(bind)") }"
                    for id in [standIn.id, standIn.id + "-label"] {
                        lines.append("  - at: \(at)")
                        lines.append("    \(shown[k] ? "insert" : "remove"): \(id)")
                        lines.append("    transition: \(transition)")
                        lines.append("    animation: \(animation)")
                    }
                case .effect(let effects, let line, let played):
                    guard played[k] else { continue }
                    if !played[..<k].contains(true) {
                        lines.append("  # .symbolEffect at line \(line): the closest film of what the system draws, played when its "
                                     + "value changes.")
                    }
                    for effect in effects {
                        let frames = effect.keyframes.map { "[\(exactNumber(($0.time * 1e9).rounded() / 1e9)), \(exactNumber($0.value)), \($0.how)]" }
                        for id in ids(of: standIn, [effect.property]) {
                            lines.append("  - at: \(at)")
                            lines.append("    layer: \(id)")
                            lines.append("    keyframes: { \(effect.property): [\(frames.joined(separator: ", "))] }")
                            lines.append("    note: \(yamlString(effect.note))")
                        }
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
        lines += layerLines(standIn, rect: rect, extra: present)
        lines.append("timeline:")
        for (k, at) in [firstChange, firstChange + changeSpacing].enumerated() {
            if isTransition {
                for id in [standIn.id, standIn.id + "-label"] {
                    lines.append("  - at: \(number(at))")
                    lines.append("    \(k == 0 ? "insert" : "remove"): \(id)")
                    lines.append("    transition: \(link)")
                    lines.append("    animation: \(PresetForm.animation(AnimationVocabulary.defaultAnimation).yaml)")
                }
            } else {
                lines.append("  - at: \(number(at))")
                lines.append("    animate: { \(standIn.id): { offsetX: \(k == 0 ? 150 : 0) }, \(standIn.id)-label: { offsetX: \(k == 0 ? 150 : 0) } }")
                lines.append("    animation: \(link)")
            }
        }
        lines.append("hold: 0.5")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A stand-in's two layers: its rounded card and its label over it, in ink that reads on the
    /// card's fill; `extra` is what both carry besides (`, anchor: …`, `, present: false`).
    private static func layerLines(_ standIn: StandIn, rect: String, extra: String) -> [String] {
        let ink = standIn.fill.isLight || standIn.outline != nil ? "#1C1C1E" : "#FFFFFF"
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
            shape = "roundedRect: { fill: \"\(standIn.fill.hex)\", cornerRadius: \(number(standIn.cornerRadius)) }"
        }
        let shadow = standIn.shadow.map {
            ", shadow: { color: \"\(($0.color ?? StandInShadow.defaultColor).hex)\", radius: \(number($0.radius)), "
                + "offset: [\(number($0.x)), \(number($0.y))] }"
        } ?? ""
        return [
            "    - { id: \(standIn.id), \(shape), frame: \(rect)\(shadow)\(extra) }",
            "    - { id: \(standIn.id)-label, text: { text: \(yamlString(standIn.label)), size: \(number(standIn.fontSize)), weight: semibold, "
                + "color: \"\(ink)\", alignment: center, lines: 0 }, frame: \(rect)\(extra) }",
        ]
    }

    /// A keyframe film's timeline: each stand-in at its initial values, then its tracks from
    /// ``firstChange`` — once, or each turn of a repeating animator from the initial values again.
    private static func keyframeTimeline(_ play: KeyframePlay, film: CatalogueFilm) -> [String] {
        var lines = ["  # \(play.parameter) as the animator starts it: each property's value before the keyframes, at once.",
                     "  - at: 0", "    animate:"]
        for (standIn, properties) in zip(film.standIns, play.properties) {
            for id in ids(of: standIn, properties.map(\.property)) {
                lines.append("      \(id):")
                lines += properties.filter { moves(id, of: standIn, $0.property) }.map { "        \(key($0.property)): \(exactNumber($0.start))" }
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
                for id in ids(of: standIn, properties.map(\.property)) {
                    lines.append("  - at: \(exactNumber(at))")
                    lines.append("    layer: \(id)")
                    lines.append("    keyframes:")
                    for property in properties where moves(id, of: standIn, property.property) {
                        // A later turn starts again from the initial value, as SwiftUI's loop restarts its timeline.
                        let restart = turn > 0 ? ["[0, \(exactNumber(property.start)), move]"] : []
                        // Times to the nanosecond: a sum of the code's durations without its binary crumbs (0.36 + 0.8).
                        let frames = restart + property.frames.map {
                            "[\(exactNumber(($0.time * 1e9).rounded() / 1e9)), \(exactNumber($0.value)), \($0.how)]"
                        }
                        lines.append("      \(key(property.property)): [\(frames.joined(separator: ", "))]")
                    }
                }
            }
        }
        return lines
    }

    /// The layers of a stand-in properties move: the card unless each is its label's own, and its
    /// label unless each is the card's own.
    private static func ids(of standIn: StandIn, _ properties: [String]) -> [String] {
        (properties.contains { !labelOnly.contains($0) } ? [standIn.id] : [])
            + (properties.contains { !cardOnly.contains($0) } ? [standIn.id + "-label"] : [])
    }

    /// Whether `property` applies to the layer `id` of `standIn` (its card, or its label).
    private static func moves(_ id: String, of standIn: StandIn, _ property: String) -> Bool {
        id == standIn.id ? !labelOnly.contains(property) : !cardOnly.contains(property)
    }

    /// The properties of a stand-in's label alone: its text's size.
    private static let labelOnly: Set<String> = ["fontSize"]

    /// The properties of a stand-in's card alone, which its label has not: its fill, corners, stroke and shadow.
    private static let cardOnly: Set<String> = ["fill", "cornerRadius", "trimFrom", "trimTo", "strokeWidth",
                                                "shadowRadius", "shadowX", "shadowY"]

    /// The most a keyframe film moves a stand-in up (or down), with a quarter more for a spring's overshoot.
    private static func travel(_ play: KeyframePlay, up: Bool) -> Double {
        let offsets = play.properties.joined().filter { $0.property == "offsetY" }.flatMap { [$0.start] + $0.frames.map(\.value) }
        return 1.25 * max(0, (up ? offsets.map { -$0 } : offsets).max() ?? 0)
    }

    /// The `animate:` lines of a stand-in at visit `k`: each property a `modifier:` link, on the card
    /// and (but its fill and corners) on its label.
    private static func valueTargets(_ standIn: StandIn, visit k: Int, film: CatalogueFilm, swift: String) -> [String]? {
        guard case .values(let modifiers) = standIn.role, !modifiers.isEmpty else { return nil }
        var rect: [String] = [], label: [String] = []
        for modifier in modifiers {
            let bind = bindText(film, visit: k, others: k, reads: modifier.reads, row: standIn.row)
            for (property, _) in modifier.properties {
                let link = "{ swift: \(swift), modifier: \(modifier.name), line: \(modifier.line)"
                    + (bind.isEmpty ? "" : ", bind: \(bind)") + " }"
                if !labelOnly.contains(property) { rect.append("        \(key(property)): \(link)") }
                if !cardOnly.contains(property) { label.append("        \(key(property)): \(link)") }
            }
        }
        return (rect.isEmpty ? [] : ["      \(standIn.id):"] + rect) + (label.isEmpty ? [] : ["      \(standIn.id)-label:"] + label)
    }

    /// Only the names the linked code reads: a key it never reads is refused. The state at visit
    /// `k`, the other state as it stands after visit `others`.
    private static func bindText(_ film: CatalogueFilm, visit k: Int, others: Int, reads: [String],
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
        for (name, value) in film.others[others].sorted(by: { $0.key < $1.key }) where reads.contains(name) {
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
        case .enumCase(_, let name): ".\(name)"
        // Every digit Swift needs to read the number back exactly: a link's value is compared
        // with what the code's assignment gives.
        case .double(let x): exactNumber(x)
        case .angle(let degrees): ".degrees(\(exactNumber(degrees)))"
        case .string(let s): yamlString(s)
        // Swift in quotes: the commas of these literals would split YAML's flow sequence.
        case .size(let w, let h): yamlString("CGSize(width: \(exactNumber(w)), height: \(exactNumber(h)))")
        case .unitPoint(let p): yamlString("UnitPoint(x: \(exactNumber(p.x)), y: \(exactNumber(p.y)))")
        case .color(let c) where c.systemName != nil: "." + c.systemName!
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
