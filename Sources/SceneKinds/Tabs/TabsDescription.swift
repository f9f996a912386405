import Foundation
import Motion
import Scene
import Spec

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
        return (events, [SceneDescription.pageTransition("tab change", transition, animation: animation, in: scene)])
    }
}
