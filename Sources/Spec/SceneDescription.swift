import Foundation
import Motion
import Scene

/// What a scene's preset says about its motion, read per kind: its events and its transitions.
struct SceneDescription {
    let kindName: String
    let events: [SpecEvent]
    let transitions: [SpecTransition]

    init(_ scene: MotionScene) {
        let fps = scene.canvas.fps
        let width = scene.canvas.size.width
        func params(_ animation: Animation, distance: Double = width) -> AnimationParameters {
            AnimationParameters(animation, fps: fps, distances: [1, distance])
        }
        switch scene.kind {
        case .tabs(let tabs):
            kindName = "tabs"
            var events: [SpecEvent] = []
            var previous: Int?
            for selection in tabs.timeline {
                let name = selection.tab < tabs.tabs.count ? tabs.tabs[selection.tab].name : "tab \(selection.tab)"
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
            self.events = events
            let transition = scene.reduceMotion ? tabs.transition.reducingMotion() : tabs.transition
            var animations = [SpecAnimation(role: "default", animation: params(tabs.animation))]
            for track in TransitionTrack.allCases {
                if let animation = transition.tracks[track] {
                    animations.append(SpecAnimation(role: "track \(track.rawValue)", animation: params(animation)))
                }
            }
            transitions = [SpecTransition(name: "tab change", insertion: transition.insertion.map(Self.describe),
                                          removal: transition.removal.map(Self.describe), animations: animations)]

        case .calendar(let calendar):
            kindName = "calendar"
            events = calendar.timeline.map { event in
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
            let actions = Set(calendar.timeline.map { Self.actionName($0.action) })
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
            }
            if actions.contains("progress") {
                animations.append(SpecAnimation(role: "ring fills", animation: params(CalendarMotion.progress, distance: 1)))
            }
            transitions = [SpecTransition(name: "calendar (timings fixed by the design)", animations: animations)]

        case .stack(let stack):
            kindName = "stack"
            events = stack.timeline.enumerated().map { index, event in
                let drag = event.drag.map { $0.completes ? ", following a drag that completes" : ", following a drag that cancels" } ?? ""
                switch event.action {
                case .select(let tab):
                    let name = tab < stack.tabs.count ? stack.tabs[tab].name : "tab \(tab)"
                    return SpecEvent(time: event.at, action: index == 0 ? "initial" : "select",
                                     description: index == 0 ? "\(name) (tab \(tab)) shown, not animated" : "select \(name) (tab \(tab)), instantly")
                case .push(let id):
                    return SpecEvent(time: event.at, action: "push", description: "push \(id)\(drag)")
                case .pop:
                    return SpecEvent(time: event.at, action: "pop", description: "pop\(drag)")
                }
            }
            let transition = stack.transition ?? StackScene.iOSPush(width: width)
            let shown = scene.reduceMotion ? transition.reducingMotion() : transition
            var animations = [SpecAnimation(role: "default", animation: params(stack.animation))]
            for track in TransitionTrack.allCases {
                if let animation = shown.tracks[track] {
                    animations.append(SpecAnimation(role: "track \(track.rawValue)", animation: params(animation)))
                }
            }
            if stack.timeline.contains(where: { $0.drag != nil }) {
                animations.append(SpecAnimation(role: "after a drag's release", animation: params(DragGesture.releaseAnimation)))
            }
            transitions = [SpecTransition(name: stack.transition == nil ? "push and pop (iOS navigation push)" : "push and pop",
                                          insertion: shown.insertion.map(Self.describe),
                                          removal: shown.removal.map(Self.describe), animations: animations)]

        case .layers(let layers):
            kindName = "layers"
            var events: [SpecEvent] = []
            var transitions: [SpecTransition] = []
            for event in layers.events {
                switch event {
                case .change(let change):
                    let what = change.targets.map { target in
                        target.values.map { "\(target.layer).\($0.property.rawValue) → \(Self.describe($0.value))" }
                            .joined(separator: ", ")
                    }.joined(separator: "; ")
                    events.append(SpecEvent(time: change.at, action: "change",
                                            description: what + (change.animation == nil ? " (instantly)" : "")))
                    if let animation = change.animation {
                        transitions.append(SpecTransition(name: "change at \(AnimationParameters.literal(change.at)) s",
                                                          animations: [SpecAnimation(role: what, animation: params(animation))]))
                    }
                case .keyframes(let keyframes):
                    let tracks = keyframes.tracks.map { "\($0.property.rawValue) (\($0.keyframes.count) keyframes)" }
                    events.append(SpecEvent(time: keyframes.at, action: "keyframes",
                                            description: "keyframes for \(keyframes.layer): " + tracks.joined(separator: ", ")))
                    var animations: [SpecAnimation] = []
                    for track in keyframes.tracks {
                        for (i, keyframe) in track.keyframes.enumerated() {
                            if case .spring(let animation) = keyframe.motion {
                                animations.append(SpecAnimation(role: "\(keyframes.layer).\(track.property.rawValue) keyframe \(i + 1)",
                                                                animation: params(animation)))
                            }
                        }
                    }
                    if !animations.isEmpty {
                        transitions.append(SpecTransition(name: "keyframes at \(AnimationParameters.literal(keyframes.at)) s",
                                                          animations: animations))
                    }
                }
            }
            self.events = events
            self.transitions = transitions
        }
    }

    static func actionName(_ action: CalendarScene.Action) -> String {
        switch action {
        case .appear: "appear"
        case .month: "month"
        case .scroll: "scroll"
        case .tap: "tap"
        case .progress: "progress"
        }
    }

    static func describe(_ value: LayerValue) -> String {
        switch value {
        case .number(let x): AnimationParameters.literal(x)
        case .color(let c):
            "#" + [c.red, c.green, c.blue, c.alpha].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
        }
    }

    /// An effect as SwiftUI spells it; `auto` edges are written `auto`.
    static func describe(_ effect: TransitionEffect) -> String {
        let n = AnimationParameters.literal
        switch effect {
        case .move(let edge): return "move(edge: \(edge?.rawValue ?? "auto"))"
        case .opacity: return "opacity"
        case .offset(let x, let y): return "offset(x: \(n(x)), y: \(n(y)))"
        case .scale(let v, let anchor): return "scale(\(n(v)), anchor: \(unitPoint(anchor)))"
        case .blur(let radius): return "blur(radius: \(n(radius)))"
        case .mask(let mask):
            let shape = switch mask.shape {
            case .size(let w, let h): "size: \(n(w))×\(n(h))"
            case .inset(let d): "inset: \(n(d))"
            }
            return "mask(\(shape), cornerRadius: \(n(mask.cornerRadius)))"
        case .push(let edge): return "push(from: \(edge?.rawValue ?? "auto"))"
        case .identity: return "identity"
        }
    }

    /// `.center`, `.topLeading`, or `UnitPoint(x: 0.2, y: 0.8)`.
    static func unitPoint(_ p: UnitPoint) -> String {
        if let name = UnitPoint.named.filter({ $0.value == p && $0.key != "zero" }).map(\.key).sorted().first {
            return "." + name
        }
        return "UnitPoint(x: \(AnimationParameters.literal(p.x)), y: \(AnimationParameters.literal(p.y)))"
    }
}
