import Foundation
import Motion
import Scene
import SpecModel

/// The calendar's spec: each event, and the design's animations for the actions its timeline uses.
extension CalendarScene: DescribedSceneKind {
    package func specDescription(in scene: MotionScene) -> (events: [SpecEvent], transitions: [SpecTransition]) {
        func params(_ animation: Animation, distance: Double? = nil) -> AnimationParameters {
            SceneDescription.parameters(animation, in: scene, distance: distance)
        }
        let events: [SpecEvent] = timeline.map { event in
            switch event.action {
            case .appear:
                SpecEvent(time: event.at, action: "appear", description: "the dials appear, row by row")
            case .month(let step):
                SpecEvent(time: event.at, action: "month", description: "page to the \(step.rawValue) month")
            case .scroll(let to, let duration):
                SpecEvent(time: event.at, action: "scroll",
                          description: "drag \(AnimationParameters.literal(to)) pt over \(AnimationParameters.literal(duration)) s, then snap")
            case .tap(let day):
                SpecEvent(time: event.at, action: "tap", description: "tap day \(day)")
            case .progress(let day, let to):
                SpecEvent(time: event.at, action: "progress",
                          description: "day \(day)'s ring fills to \(AnimationParameters.literal(to * 100)) %")
            }
        }
        var animations: [SpecAnimation] = []
        var appear = CalendarMotion.appear
        appear.stagger = Stagger(by: .row, delay: CalendarMotion.appearRowDelay)
        let actions = Set(timeline.map { Self.actionName($0.action) })
        if actions.contains("appear") {
            animations.append(SpecAnimation(role: "dials appear (scale 0.85 → 1, opacity 0 → 1)", animation: params(appear, distance: 1)))
        }
        if actions.contains("month") || actions.contains("scroll") {
            animations.append(SpecAnimation(role: "grid pages a month (400 pt)", animation: params(CalendarMotion.page, distance: CalendarMotion.monthHeight)))
            animations.append(SpecAnimation(role: "month label out (±20 pt, fade)", animation: params(CalendarMotion.labelOut, distance: CalendarMotion.labelShift)))
            animations.append(SpecAnimation(role: "month label in (±20 pt, fade)", animation: params(CalendarMotion.labelIn, distance: CalendarMotion.labelShift)))
        }
        if actions.contains("scroll") {
            animations.append(SpecAnimation(role: "snap after a drag", animation: params(
                .curve(CalendarMotion.snapCurve, duration: CalendarMotion.snapDuration), distance: CalendarMotion.monthHeight)))
        }
        if actions.contains("tap") {
            animations.append(SpecAnimation(role: "tap: scale to 1.05 and back (each half)", animation: params(CalendarMotion.tapHalf, distance: 1)))
            animations.append(SpecAnimation(
                role: "tap ripple: an accent ring from the dial's ring to \(AnimationParameters.literal(CalendarMotion.rippleScale))× its size, "
                    + "opacity \(AnimationParameters.literal(CalendarMotion.rippleOpacity)) → 0 (fades in place with Reduce Motion)",
                animation: params(CalendarMotion.ripple, distance: 1)))
        }
        if actions.contains("progress") {
            animations.append(SpecAnimation(role: "ring fills", animation: params(CalendarMotion.progress, distance: 1)))
        }
        return (events, [SpecTransition(name: "calendar (timings fixed by the design)", animations: animations)])

    }

    static func actionName(_ action: Action) -> String {
        switch action {
        case .appear: "appear"
        case .month: "month"
        case .scroll: "scroll"
        case .tap: "tap"
        case .progress: "progress"
        }
    }
}
