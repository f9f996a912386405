import Foundation
import Motion
import Scene
import SpecModel

/// The stack's spec: each select, push and pop, and the page transition as filmed.
extension StackScene: DescribedSceneKind {
    package func specDescription(in scene: MotionScene) -> (events: [SpecEvent], transitions: [SpecTransition]) {
        func params(_ animation: Animation, distance: Double? = nil) -> AnimationParameters {
            SceneDescription.parameters(animation, in: scene, distance: distance)
        }
        let events: [SpecEvent] = timeline.enumerated().map { index, event in
            let drag = event.drag.map { $0.completes ? ", following a drag that completes" : ", following a drag that cancels" } ?? ""
            switch event.action {
            case .select(let tab):
                let name = tab < tabs.count ? tabs[tab].name : "tab \(tab)"
                return SpecEvent(time: event.at, action: index == 0 ? "initial" : "select",
                                 description: index == 0 ? "\(name) (tab \(tab)) shown, not animated" : "select \(name) (tab \(tab)), instantly")
            case .push(let id):
                return SpecEvent(time: event.at, action: "push", description: "push \(id)\(drag)")
            case .pop:
                return SpecEvent(time: event.at, action: "pop", description: "pop\(drag)")
            }
        }
        let shown = effectiveTransition(canvas: scene.canvas, reduceMotion: scene.reduceMotion)
        let release = timeline.contains(where: { $0.drag != nil })
            ? [SpecAnimation(role: "after a drag's release", animation: params(DragGesture.releaseAnimation))] : []
        let name = transition == nil ? "push and pop (iOS navigation push)" : "push and pop"
        return (events, [SceneDescription.pageTransition(name, shown, animation: animation, extra: release, in: scene)])
    }
}
