import Foundation
import Motion

/// `NAME.flutter.dart`: a Dart library — imports, then per animation a named value (a
/// `SpringDescription` or a `Cubic`) and a function that plays it on a controller, and per
/// transition side a function that builds its widgets around a child and one that starts them.
///
/// Springs run on controllers made with `AnimationController.unbounded`: a default controller
/// clamps its value to 0…1, and a bouncy spring would lose its overshoot.
enum FlutterFile {
    static func text(name: String, entries: PlatformEntries) -> String {
        var names = DeclarationNames()
        let sideNames = entries.sideNames(&names)
        var blocks: [String] = []
        for entry in entries.animations {
            let value = names.camel(entry.words), play = names.camel(entry.words, prefix: ["play"])
            let code = entry.parameters.platforms.flutter
            let comments = ["\(entry.title): \(entry.parameters.swiftUI)"] + code.notes
            blocks.append(comments.map { "// " + $0 }.joined(separator: "\n") + "\n"
                          + animation(entry.parameters.animation, value: value, play: play))
            let moving = entry.changes.filter(\.moves)
            if !moving.isEmpty {
                let lines = moving.map { change in
                    // A drawing order is its new value from the change's first frame.
                    if change.isInstant { return "  '\(change.name)': ConstantTween<double>(\(PropertyChange.dart(change.to))).animate(progress)," }
                    let tween: String
                    if case .color = change.to { tween = "ColorTween" } else { tween = "Tween<double>" }
                    return "  '\(change.name)': \(tween)(begin: \(PropertyChange.dart(change.from)), "
                        + "end: \(PropertyChange.dart(change.to))).animate(progress),"
                }
                let shown = moving.compactMap { change in change.flutter.map { "/// \(change.name): \($0).\n" } }.joined()
                blocks.append("/// Each property of this change, from its value before it to the one it sets, driven by\n"
                              + "/// [progress] (a controller [\(play)] runs).\n" + shown
                              + "Map<String, Animation<Object?>> \(names.camel(entry.words + ["values"]))(Animation<double> progress) => {\n"
                              + lines.joined(separator: "\n") + "\n};")
            }
        }
        for (index, entry) in entries.sides.enumerated() {
            let side = entry.side
            let build = sideNames[index].name, play = names.camel(entry.words, prefix: ["play"])
            let comments = [entry.title + ComposeFile.direction(entry, other: sideNames[index].other)] + side.flutter.notes
            let controllers = side.flutterDrivers.map(\.controller)
            let animations = controllers.map { "required Animation<double> \($0)" }
            let parameters = animations.isEmpty ? "Widget child" : "Widget child, {\(animations.joined(separator: ", "))}"
            var text = comments.map { "// " + $0 }.joined(separator: "\n")
            text += "\nWidget \(build)(\(parameters)) =>\n    \(side.flutter.code);\n\n"
            let springs = side.flutterDrivers.filter(\.isSpring).map { "[\($0.controller)]" }
            text += "/// Starts [\(build)]'s animations as the film runs them, each controller from 0 to 1."
            if !springs.isEmpty {
                text += "\n/// \(springs.joined(separator: ", ")) \(springs.count == 1 ? "runs a spring" : "run springs"): "
                    + "make \(springs.count == 1 ? "it" : "them") with AnimationController.unbounded(vsync: …), "
                    + "which keeps the overshoot a default controller clamps to 0…1."
            }
            let owned = controllers.map { "required AnimationController \($0)" }
            text += "\nvoid \(play)(\(owned.isEmpty ? "" : "{\(owned.joined(separator: ", "))}")) {"
            text += side.flutterDrivers.map { "\n  \($0.run);" }.joined() + (side.flutterDrivers.isEmpty ? "}" : "\n}")
            blocks.append(text)
        }
        for entry in entries.keyframes {
            let code = entry.track.flutter
            let comments = ["\(entry.title): \(entry.track.swiftUI)"] + code.notes
            blocks.append(comments.map { "// " + $0 }.joined(separator: "\n")
                          + "\nfinal \(names.camel(entry.words)) = \(code.code);")
        }
        let body = blocks.joined(separator: "\n\n")
        return header(name).joined(separator: "\n\n") + "\n\n" + body + "\n"
    }

    /// The value of an animation and the function that plays it on a controller.
    static func animation(_ animation: Motion.Animation, value: String, play: String) -> String {
        let run = PlatformTransition.flutterRun(animation, controller: "controller", spec: value)
        if let curve = PlatformCurve(animation) {
            return """
                const \(value) = \(curve.flutterCubic);

                /// Runs [controller] from 0 to 1 as the film runs this curve.
                Future<void> \(play)(AnimationController controller) =>
                    \(run);
                """
        }
        return """
            const \(value) = \(PlatformSpring(animation)!.flutter);

            /// Runs [controller] from 0 to 1 as the film runs this spring. Make it with
            /// AnimationController.unbounded(vsync: …): a default controller clamps the value to 0…1,
            /// and the spring would lose its overshoot.
            Future<void> \(play)(AnimationController controller) =>
                \(run);
            """
    }

    static func header(_ name: String) -> [String] {
        [
            """
            // \(name) in Flutter: the transitions and animations of MotionReel's film, written by
            // `motionreel spec`. Each transition side is a function that wraps a child in its widgets,
            // driven by one animation per property, and one that starts them; each animation is a value
            // and a function that plays it on an AnimationController.
            """.trimmingCharacters(in: .newlines),
            ["package:flutter/animation.dart", "package:flutter/physics.dart", "package:flutter/widgets.dart"]
                .map { "import '\($0)';" }.joined(separator: "\n"),
        ]
    }
}
