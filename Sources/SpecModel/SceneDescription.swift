import Foundation
import Motion
import Scene

/// What a scene's preset says about its motion, read from its kind: its events and its transitions.
package struct SceneDescription {
    package let kindName: String
    package let events: [SpecEvent]
    package let transitions: [SpecTransition]

    package init(_ scene: MotionScene) {
        kindName = scene.kind.keyword
        let described = (scene.kind as? any DescribedSceneKind)?.specDescription(in: scene)
        events = described?.events ?? []
        transitions = described?.transitions ?? []
    }

    /// The parameters of `animation` at the scene's frame rate, over a unit move and one of
    /// `distance` points (default: the canvas width).
    package static func parameters(_ animation: Animation, in scene: MotionScene,
                                   distance: Double? = nil) -> AnimationParameters {
        AnimationParameters(animation, fps: scene.canvas.fps, distances: [1, distance ?? scene.canvas.size.width])
    }

    /// A page transition (the tabs', the stack's) named `name`: its effects as SwiftUI spells them,
    /// and its animations — `default`, then each track's, then `extra`.
    /// Its sides are written for `direction`; a change that can go either way (`directional`: the
    /// tabs' change) also gets the sides of a backward change where they differ.
    package static func pageTransition(_ name: String, _ transition: Transition, animation: Animation,
                                       extra: [SpecAnimation] = [], direction: Direction = .forward,
                                       directional: Bool = false, in scene: MotionScene) -> SpecTransition {
        var animations = [SpecAnimation(role: "default", animation: parameters(animation, in: scene))]
        for track in TransitionTrack.allCases {
            if let animation = transition.tracks[track] {
                animations.append(SpecAnimation(role: "track \(track.rawValue)", animation: parameters(animation, in: scene)))
            }
        }
        let size = scene.canvas.size
        func sides(_ direction: Direction) -> [PlatformTransition] {
            PlatformTransition.Side.allCases.map {
                PlatformTransition($0, of: transition, animation: animation, name: name, width: size.width,
                                   height: size.height, fps: scene.canvas.fps, direction: direction)
            }
        }
        let platforms = sides(direction)
        let backward = directional ? zip(platforms, sides(.backward)).filter { !$0.isSame(as: $1) }.map(\.1) : []
        return SpecTransition(name: name, insertion: transition.insertion.map(describe),
                              removal: transition.removal.map(describe), animations: animations + extra, platforms: platforms,
                              backward: backward)
    }

    /// An effect as SwiftUI spells it; `auto` edges are written `auto`.
    package static func describe(_ effect: TransitionEffect) -> String {
        let n = AnimationParameters.literal
        switch effect {
        case .move(let edge): return "move(edge: \(edge?.rawValue ?? "auto"))"
        case .opacity: return "opacity"
        case .fade(let opacity): return "opacity(\(n(opacity)))"
        case .offset(let x, let y): return "offset(x: \(n(x)), y: \(n(y)))"
        case .scale(let v, let anchor): return "scale(\(n(v)), anchor: \(unitPoint(anchor)))"
        case .blur(let radius): return "blur(radius: \(n(radius)))"
        case .rotation(let degrees, let anchor): return "rotation(degrees: \(n(degrees)), anchor: \(unitPoint(anchor)))"
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
    package static func unitPoint(_ p: UnitPoint) -> String {
        if let name = UnitPoint.named.filter({ $0.value == p && $0.key != "zero" }).map(\.key).sorted().first {
            return "." + name
        }
        return "UnitPoint(x: \(AnimationParameters.literal(p.x)), y: \(AnimationParameters.literal(p.y)))"
    }
}
