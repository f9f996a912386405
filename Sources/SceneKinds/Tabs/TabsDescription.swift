import Foundation
import Motion
import Scene
import SpecModel

/// The tabs' spec: each selection, and the page transition as filmed.
extension TabsScene: DescribedSceneKind {
    package func specDescription(in scene: MotionScene) -> (events: [SpecEvent], transitions: [SpecTransition]) {
        var events: [SpecEvent] = []
        var previous: Int?
        for selection in timeline {
            let name = selection.tab < tabs.count ? tabs[selection.tab].name : "tab \(selection.tab)"
            if let from = previous {
                let direction = selection.tab == from ? "no change" : selection.tab > from ? "forward" : "backward"
                events.append(SpecEvent(time: selection.at, action: "select",
                                        description: "select \(name) (tab \(selection.tab)), \(direction)"))
            } else {
                events.append(SpecEvent(time: selection.at, action: "initial",
                                        description: "\(name) (tab \(selection.tab)) shown, not animated"))
            }
            previous = selection.tab
        }
        let transition = effectiveTransition(canvas: scene.canvas, reduceMotion: scene.reduceMotion)
        let filmed = timeline(canvas: scene.canvas, hold: scene.hold, reduceMotion: scene.reduceMotion)
        let changes = ((filmed as? TabsTimeline)?.scene.timeline ?? []).dropFirst()
        guard changes.contains(where: { $0.transition != nil || $0.animation != nil }) else {
            return (events, [SceneDescription.pageTransition("tab change", transition, animation: animation, directional: true,
                                                             in: scene)])
        }
        // Changes with their own motion (linked code evaluated per change, or an event's animation):
        // each is listed as it is filmed.
        var transitions: [SpecTransition] = []
        var shown = self.timeline.first?.tab ?? 0
        for change in changes where change.tab != shown {
            let name = "change at \(AnimationParameters.literal(change.at)) s: \(tabName(shown)) → \(tabName(change.tab))"
            // Each change is written for its own direction (a change's own transition, from code,
            // has concrete edges already).
            transitions.append(SceneDescription.pageTransition(name, change.transition ?? transition,
                                                               animation: change.animation ?? animation,
                                                               direction: Direction(from: shown, to: change.tab), in: scene))
            shown = change.tab
        }
        return (events, transitions)
    }

    private func tabName(_ index: Int) -> String { index < tabs.count ? tabs[index].name : "tab \(index)" }
}
