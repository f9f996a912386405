import Foundation
import Motion
import Scene
import SpecModel

/// A layers scene as a SwiftUI view a developer can paste: the layers in a `ZStack`, one
/// `@State` per property an event changes, keyframes in `KeyframeAnimator`s, and a `.task` that
/// plays the preset's timeline — each change inside `withAnimation`, each staggered layer with
/// its own `.delay`.
///
/// It is real SwiftUI (iOS 17), but not frame-exact: `Task.sleep` wakes near, not on, an event's
/// time, SwiftUI blends colours in its own space (the renderer in linear light), and a keyframe
/// run starts from the preset's values rather than wherever earlier changes left the layer.
extension LayersScene {
    package func swiftUICode(in scene: MotionScene) -> SwiftUICode {
        let plan = LayersSwiftUIPlan(self)
        let name = SwiftUICode.typeName(scene.name) + "View"
        let size = scene.canvas.size
        var lines = ["import SwiftUI", "", "struct \(name): View {"]
        lines += stateDeclarations(plan).map { "    " + $0 }
        lines += [
            "",
            "    var body: some View {",
            "        ZStack(alignment: .topLeading) {",
        ]
        lines += plan.views(layers, indent: "            ")
        lines += [
            "        }",
            "        .frame(width: \(NumberText.literal(size.width)), height: \(NumberText.literal(size.height)), alignment: .topLeading)",
            "        .background(\(scene.canvas.background.swiftUI))",
            "        .task { await play() }",
            "    }",
            "",
            "    /// The preset's timeline: each event at its time, in seconds from the view's appearance.",
            "    @MainActor private func play() async {",
        ]
        lines += timeline(plan, fps: scene.canvas.fps).map { "        " + $0 }
        lines += [
            "    }",
            "",
            "    /// Waits `seconds`; false when the view has gone and the task was cancelled.",
            "    private func pause(_ seconds: Double) async -> Bool {",
            "        (try? await Task.sleep(for: .seconds(seconds))) != nil",
            "    }",
            "}",
        ]
        for layer in allLayers where plan.keyframeRuns[layer.id] != nil {
            lines += [""] + plan.keyframeTypeDeclaration(layer)
        }
        return SwiftUICode(
            code: lines.joined(separator: "\n"), isExact: false,
            note: "A complete SwiftUI view (iOS 17). Not frame-exact: Task.sleep wakes near each event's time, "
                + "SwiftUI blends colours in its own space, and a KeyframeAnimator run starts from the preset's values.")
    }

    /// `@State private var cardHeight: Double = 220` for each changed property, and a counter
    /// per layer with keyframes.
    private func stateDeclarations(_ plan: LayersSwiftUIPlan) -> [String] {
        var lines: [String] = []
        for layer in allLayers {
            for property in plan.changed[layer.id] ?? [] {
                let type = property.isColor ? "Color" : "Double"
                lines.append("@State private var \(plan.stateName(layer.id, property)): \(type) = "
                             + LayersSwiftUIPlan.literal(layer.properties, property))
            }
            if plan.keyframeRuns[layer.id] != nil {
                lines.append("@State private var \(plan.keyframeTrigger(layer.id)) = 0")
            }
        }
        return lines
    }

    /// The body of `play()`: a pause before each new time, then that time's events.
    private func timeline(_ plan: LayersSwiftUIPlan, fps: Int) -> [String] {
        func anim(_ a: Animation) -> String { SwiftUICode.animation(a, fps: fps) }
        func assignments(_ target: LayerTarget) -> [String] {
            target.values.map { "\(plan.stateName(target.layer, $0.property)) = \(LayersSwiftUIPlan.literal($0.value))" }
        }
        var lines: [String] = []
        var now = 0.0
        var runs: [String: Int] = [:]
        for event in events {
            if event.at > now {
                lines.append("guard await pause(\(NumberText.literal(event.at - now))) else { return }")
                now = event.at
            }
            switch event {
            case .change(let change):
                guard let animation = change.animation else {
                    lines.append("// at \(NumberText.literal(change.at)) s, not animated")
                    lines += change.targets.flatMap(assignments)
                    continue
                }
                if animation.stagger != nil {
                    lines.append("// at \(NumberText.literal(change.at)) s, staggered: each layer's own delay")
                    for (position, target) in change.targets.enumerated() {
                        let element = ElementPosition(index: position, row: 0, column: position)
                        lines.append("withAnimation(\(anim(animation.forElement(element)))) {")
                        lines += assignments(target).map { "    " + $0 }
                        lines.append("}")
                    }
                } else {
                    lines.append("// at \(NumberText.literal(change.at)) s")
                    lines.append("withAnimation(\(anim(animation))) {")
                    lines += change.targets.flatMap(assignments).map { "    " + $0 }
                    lines.append("}")
                }
            case .presence(let presence):
                // The layer would be an `if` over a flag with its `.transition`; that view is not
                // generated yet, so the code says what happens here instead of doing something else.
                let verb = presence.inserted ? "inserted" : "removed"
                lines.append("// at \(NumberText.literal(presence.at)) s: \(presence.layer) is \(verb) with its transition "
                             + "(MotionReel does not write this view's `if` and `.transition` yet)")
            case .keyframes(let keyframes):
                let run = (runs[keyframes.layer] ?? 0) + 1
                runs[keyframes.layer] = run
                lines.append("// at \(NumberText.literal(keyframes.at)) s: \(keyframes.layer)'s keyframes")
                lines.append("\(plan.keyframeTrigger(keyframes.layer)) = \(run)")
            }
        }
        return lines
    }
}
