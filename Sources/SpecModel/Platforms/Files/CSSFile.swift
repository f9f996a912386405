import Foundation
import Motion

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
            let comments = ["\(entry.title): \(entry.parameters.swiftUI)"] + code.notes
                + ["add the class to the element whose properties change; narrow `all` to those that move"]
            blocks.append(comments.map { "/* \($0) */" }.joined(separator: "\n")
                          + "\n.\(names.kebab(entry.words)) {\n  transition: all \(code.code);\n}")
        }
        let header = """
            /* \(name) in CSS: the transitions and animations of MotionReel's film, written by
               `motionreel spec`. A transition side's class starts its keyframes on the element it is
               added to (moves are a share of the element's own box: translate: 100% 0 is its width);
               an animation's class gives the element's transitions the film's timing. */
            """
        return header + "\n\n" + blocks.joined(separator: "\n\n") + "\n"
    }

    static func direction(_ entry: PlatformEntries.Side) -> String {
        if entry.reversedByPop { return " (a pop plays the push in reverse)" }
        guard entry.other != nil else { return "" }
        return entry.side.direction == .forward ? ", a forward change" : ", a backward change"
    }
}
