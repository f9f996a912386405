import Foundation
import Motion

/// `NAME.compose.kt`: a Kotlin source file — imports, then a named top-level value per transition
/// side (an `EnterTransition` or `ExitTransition`) and a generic function per animation (an
/// `AnimationSpec`), each under comments that say what it plays and how close it comes.
enum ComposeFile {
    static func text(name: String, entries: PlatformEntries) -> String {
        var names = DeclarationNames()
        let sideNames = entries.sideNames(&names)
        var blocks: [String] = []
        for (index, entry) in entries.sides.enumerated() {
            let side = entry.side
            let type = side.side == .insertion ? "EnterTransition" : "ExitTransition"
            let comments = [entry.title + direction(entry, other: sideNames[index].other)] + side.compose.notes
            blocks.append(comments.map { "// " + $0 }.joined(separator: "\n")
                          + "\nval \(sideNames[index].name): \(type) =\n    \(side.compose.code)")
        }
        for entry in entries.animations {
            let code = entry.parameters.platforms.compose
            let comments = ["\(entry.title): \(entry.parameters.swiftUI)"] + code.notes
            let spec = names.camel(entry.words)
            blocks.append(comments.map { "// " + $0 }.joined(separator: "\n")
                          + "\nfun <T> \(spec)(): AnimationSpec<T> =\n    \(code.code)")
            let moving = entry.changes.filter(\.moves)
            if !moving.isEmpty {
                blocks.append(values(moving, spec: spec, name: names.camel(entry.words + ["values"]), title: entry.title))
            }
        }
        for entry in entries.keyframes {
            let code = entry.track.compose
            let comments = ["\(entry.title): \(entry.track.swiftUI)"] + code.notes
            blocks.append(comments.map { "// " + $0 }.joined(separator: "\n")
                          + "\nfun \(names.camel(entry.words))(): KeyframesSpec<Float> =\n    \(code.code)")
        }
        let body = blocks.joined(separator: "\n\n")
        return (header(name, body: body) + [body]).joined(separator: "\n\n") + "\n"
    }

    /// A composable that animates each property a change moves on its spec: `changed` false
    /// before the change, true from it.
    static func values(_ changes: [PropertyChange], spec: String, name: String, title: String) -> String {
        let lines = changes.map { change in
            let animate: String
            if case .color = change.to { animate = "animateColorAsState" } else { animate = "animateFloatAsState" }
            // A drawing order snaps to its new value in the change's first frame.
            return "    \"\(change.name)\" to \(animate)(if (changed) \(PropertyChange.kotlin(change.to)) else "
                + "\(PropertyChange.kotlin(change.from)), \(change.isInstant ? "snap" : spec)(), label = \"\(change.name)\").value"
        }
        let what = title.split(separator: ",").first.map(String.init) ?? title
        let shown = changes.compactMap { change in change.compose.map { "// \(change.name): \($0).\n" } }.joined()
        return "// \(what): each property from its value before the change to the one the change sets, on\n"
            + "// \(spec)(); `changed` is false before the change and true from it.\n" + shown
            + "@Composable\nfun \(name)(changed: Boolean): Map<String, Any> = mapOf(\n"
            + lines.joined(separator: ",\n") + "\n)"
    }

    /// Which direction of change a side plays.
    static func direction(_ entry: PlatformEntries.Side, other: String?) -> String {
        if entry.reversedByPop { return " (a pop plays the push in reverse)" }
        guard let other else { return "" }
        return entry.side.direction == .forward ? " — a forward change (a backward one: \(other))"
            : " — a backward change (a forward one: \(other))"
    }

    /// The file's opening comment and the imports its body uses.
    static func header(_ name: String, body: String) -> [String] {
        var imports = ["androidx.compose.animation.*", "androidx.compose.animation.core.*"]
        if body.contains("TransformOrigin(") { imports.append("androidx.compose.ui.graphics.TransformOrigin") }
        if body.contains("IntOffset(") { imports.append("androidx.compose.ui.unit.IntOffset") }
        if body.contains(".roundToInt()") { imports.append("kotlin.math.roundToInt") }
        if body.contains("@Composable") { imports.append("androidx.compose.runtime.Composable") }
        if body.contains("Color(0x") { imports.append("androidx.compose.ui.graphics.Color") }
        return [
            """
            // \(name) in Jetpack Compose: the transitions and animations of MotionReel's film, written by
            // `motionreel spec`. Add your package line. A page transition's two sides go together in an
            // AnimatedContent: transitionSpec = { insertion togetherWith removal }; an animation's spec
            // goes where Compose takes one: animateFloatAsState(target, animationSpec = name()).
            """.trimmingCharacters(in: .newlines),
            imports.map { "import " + $0 }.joined(separator: "\n"),
        ]
    }
}
