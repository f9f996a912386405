import Foundation
import Motion
import Scene

/// `NAME.css`: a stylesheet of `@keyframes` and class rules only — per transition side its
/// keyframes and the class that starts them, per animation a class that gives an element's
/// transitions its timing — so it can be linked or pasted anywhere in a stylesheet.
enum CSSFile {
    static func text(name: String, entries: PlatformEntries) -> String {
        var names = DeclarationNames()
        var blocks: [String] = []
        for entry in entries.sides {
            let side = entry.side
            _ = names.kebab([PlatformTransition.className(entry.transition, side.side, side.direction)])
            let comments = [entry.title + direction(entry)] + side.css.notes
            blocks.append(comments.map { "/* \($0) */" }.joined(separator: "\n") + "\n" + side.css.code)
        }
        for entry in entries.animations {
            let code = entry.parameters.platforms.css
            let className = names.kebab(entry.words)
            guard !entry.changes.isEmpty else {
                let comments = ["\(entry.title): \(entry.parameters.swiftUI)"] + code.notes
                    + ["add the class to the element whose properties change; narrow `all` to those that move"]
                blocks.append(comments.map { "/* \($0) */" }.joined(separator: "\n")
                              + "\n.\(className) {\n  transition: all \(code.code);\n}")
                continue
            }
            blocks.append(changeRules(entry, className: className, timing: code))
        }
        for entry in entries.keyframes {
            let track = entry.track
            let comments = ["\(entry.title): \(track.swiftUI)"] + track.css.notes
                + ["add the class to the layer's element at the event"]
            blocks.append(comments.map { "/* \($0) */" }.joined(separator: "\n") + "\n"
                          + track.css(named: names.kebab(entry.words)))
        }
        let header = """
            /* \(name) in CSS: the transitions and animations of MotionReel's film, written by
               `motionreel spec`. A transition side's class starts its keyframes on the element it is
               added to (moves are a share of the element's own box: translate: 100% 0 is its width);
               an animation's class gives the element's transitions the film's timing. */
            """
        return header + "\n\n" + blocks.joined(separator: "\n\n") + "\n"
    }

    /// A layers preset's change: per layer, a rule under the change's class that sets the values
    /// the change sets, on its timing. Add the class to the layers' container, each layer an
    /// element with its id, at the moment of the change.
    static func changeRules(_ entry: PlatformEntries.Animation, className: String, timing: PlatformCode.Code) -> String {
        let missing = entry.changes.filter { $0.css == nil }.map(\.name)
        let what = entry.title.split(separator: ",").first.map(String.init) ?? entry.title
        let comments = ["\(what): \(entry.parameters.swiftUI)"] + timing.notes
            + ["add the class to the layers' container at the change, each layer an element with its id"]
            + (missing.isEmpty ? [] : ["not carried: \(missing.joined(separator: ", "))"])
        var layers: [String] = []
        for change in entry.changes where !layers.contains(change.layer) { layers.append(change.layer) }
        let rules = layers.map { layer -> String in
            let own = entry.changes.filter { $0.layer == layer }
            var declarations: [(String, String)] = []
            for change in own {
                guard let css = change.css, !declarations.contains(where: { $0.0 == css.name }) else { continue }
                // Every part a CSS property holds in one declaration — both of a two-part one
                // (translate) in axis order, the functions of a list (filter: blur(4px)
                // hue-rotate(90deg); transform: scaleX(2) scaleY(0.5)) in the property table's
                // order — since a second declaration would override the first.
                func rank(_ change: PropertyChange) -> (Int, Int) {
                    (change.css?.axis ?? 0, VisualProperty.layerAnimated.firstIndex { $0.layer?.key == change.property } ?? Int.max)
                }
                let parts = own.filter { $0.css?.name == css.name }.sorted { rank($0) < rank($1) }
                declarations.append((css.name, parts.map { $0.css!.text(PropertyChange.css($0.to)) }.joined(separator: " ")))
            }
            declarations.append(("transition", "all \(timing.code)"))
            return ".\(className) \(selector(layer)) {\n" + declarations.map { "  \($0.0): \($0.1);" }.joined(separator: "\n") + "\n}"
        }
        return comments.map { "/* \($0) */" }.joined(separator: "\n") + "\n" + rules.joined(separator: "\n")
    }

    /// `#card`, or `[id="2nd card"]` for an id that is not a CSS identifier.
    static func selector(_ id: String) -> String {
        if id.wholeMatch(of: /[A-Za-z_][A-Za-z0-9_-]*/) != nil { return "#" + id }
        return "[id=\"" + id.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"]"
    }

    static func direction(_ entry: PlatformEntries.Side) -> String {
        if entry.reversedByPop { return " (a pop plays the push in reverse)" }
        guard entry.other != nil else { return "" }
        return entry.side.direction == .forward ? ", a forward change" : ", a backward change"
    }
}
