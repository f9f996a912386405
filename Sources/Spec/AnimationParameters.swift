import Foundation
import Motion

/// An animation's parameters as a spec lists them: what the preset says, what SwiftUI derives
/// from it (stiffness, damping), and how long it takes to end on the output's frame grid.
///
/// ```swift
/// let p = AnimationParameters(.spring(response: 0.3, dampingFraction: 0.85), fps: 60, distances: [1, 390])
/// p.stiffness   // 438.6…  (2π / 0.3)²
/// ```
public struct AnimationParameters: Sendable {
    /// How long a change of `distance` (in the property's units) takes to end.
    public struct Settle: Sendable, Hashable {
        public var distance: Double
        public var seconds: Double
    }

    public let animation: Animation
    /// `spring`, `analyticSpring`, `interpolatingSpring` or `timingCurve`.
    public let type: String
    /// For springs: k and c for unit mass (SwiftUI's derivation: k = min((2π/response)², 45 000),
    /// c = 2·√k·dampingFraction); for `interpolatingSpring` the preset's own.
    public let stiffness: Double?
    public let damping: Double?
    /// Settle times from the start of the animation (its delay included), for each distance.
    public let settles: [Settle]

    public init(_ animation: Animation, fps: Int, distances: [Double]) {
        self.animation = animation
        switch animation.timing {
        case .fluidSpring(let s):
            type = "spring"
            stiffness = s.stiffness
            damping = s.damping
        case .analyticSpring(let s, _):
            type = "analyticSpring"
            stiffness = s.stiffness
            damping = s.damping
        case .interpolatingSpring(let a):
            type = "interpolatingSpring"
            stiffness = a.stiffness
            damping = a.damping
        case .curve:
            type = "timingCurve"
            stiffness = nil
            damping = nil
        }
        let clock = SampleClock(rate: Double(fps))
        settles = distances.map { distance in
            let run = AnimationRun(animation, at: 0, from: 0, to: distance, clock: clock)
            return Settle(distance: distance, seconds: run.endTime)
        }
    }

    /// The parameters as JSON, in a fixed key order; absent parameters are left out.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [("type", .string(type))]
        switch animation.timing {
        case .fluidSpring(let s), .analyticSpring(let s, _):
            members += [("response", .number(s.response)), ("dampingFraction", .number(s.dampingFraction)),
                        ("blendDuration", .number(s.blendDuration))]
            if case .analyticSpring(_, let v) = animation.timing { members.append(("initialVelocity", .number(v))) }
        case .interpolatingSpring(let a):
            members += [("mass", .number(a.mass)), ("initialVelocity", .number(a.initialVelocity))]
        case .curve(let curve, let duration):
            members += [("controlPoints", .array([curve.c0x, curve.c0y, curve.c1x, curve.c1y].map(JSONValue.number))),
                        ("duration", .number(duration))]
        }
        if let stiffness { members.append(("stiffness", .number(stiffness))) }
        if let damping { members.append(("damping", .number(damping))) }
        members += [("delay", .number(animation.delay)), ("speed", .number(animation.speed))]
        if let stagger = animation.stagger {
            members.append(("stagger", .object([("by", .string(stagger.axis.rawValue)), ("delay", .number(stagger.delay))])))
        }
        members.append(("settle", .array(settles.map {
            .object([("distance", .number($0.distance)), ("seconds", .number($0.seconds))])
        })))
        members.append(("swiftUI", .string(swiftUI)))
        return .object(members)
    }

    /// The SwiftUI expression for this animation: `.spring(response: 0.3, dampingFraction: 0.85)`.
    public var swiftUI: String {
        let n = Self.literal
        var code: String
        switch animation.timing {
        case .fluidSpring(let s):
            code = ".spring(response: \(n(s.response)), dampingFraction: \(n(s.dampingFraction))"
                + (s.blendDuration > 0 ? ", blendDuration: \(n(s.blendDuration)))" : ")")
        case .analyticSpring(let s, let v):
            // SwiftUI's closed-form spring with an initial velocity is interpolatingSpring.
            let a = AnalyticSpring(s, initialVelocity: v)
            code = ".interpolatingSpring(mass: 1, stiffness: \(n(a.stiffness)), damping: \(n(a.damping)), initialVelocity: \(n(v)))"
        case .interpolatingSpring(let a):
            code = ".interpolatingSpring(mass: \(n(a.mass)), stiffness: \(n(a.stiffness)), damping: \(n(a.damping)), initialVelocity: \(n(a.initialVelocity)))"
        case .curve(let curve, let duration):
            switch curve {
            case .linear: code = ".linear(duration: \(n(duration)))"
            case .easeIn: code = ".easeIn(duration: \(n(duration)))"
            case .easeOut: code = ".easeOut(duration: \(n(duration)))"
            case .easeInOut: code = ".easeInOut(duration: \(n(duration)))"
            default:
                code = ".timingCurve(\(n(curve.c0x)), \(n(curve.c0y)), \(n(curve.c1x)), \(n(curve.c1y)), duration: \(n(duration)))"
            }
        }
        if animation.delay > 0 { code += ".delay(\(n(animation.delay)))" }
        if animation.speed != 1 { code += ".speed(\(n(animation.speed)))" }
        return code
    }

    /// A short human summary: `spring response 0.3 s, damping fraction 0.85`.
    public var summary: String {
        let n = Self.literal
        var text: String
        switch animation.timing {
        case .fluidSpring(let s):
            text = "spring, response \(n(s.response)) s, damping fraction \(n(s.dampingFraction))"
            if s.blendDuration > 0 { text += ", blend \(n(s.blendDuration)) s" }
        case .analyticSpring(let s, let v):
            text = "closed-form spring, response \(n(s.response)) s, damping fraction \(n(s.dampingFraction))"
            if v != 0 { text += ", initial velocity \(n(v))" }
        case .interpolatingSpring(let a):
            text = "interpolating spring, mass \(n(a.mass)), stiffness \(n(a.stiffness)), damping \(n(a.damping))"
        case .curve(let curve, let duration):
            let name = switch curve {
            case .linear: "linear"
            case .easeIn: "ease in"
            case .easeOut: "ease out"
            case .easeInOut: "ease in-out"
            default: "cubic Bézier (\(n(curve.c0x)), \(n(curve.c0y)), \(n(curve.c1x)), \(n(curve.c1y)))"
            }
            text = "\(name), \(n(duration)) s"
        }
        if animation.delay > 0 { text += ", delay \(n(animation.delay)) s" }
        if animation.speed != 1 { text += ", speed ×\(n(animation.speed))" }
        if let stagger = animation.stagger { text += ", stagger \(n(stagger.delay)) s per \(stagger.axis.rawValue)" }
        return text
    }

    /// A number as code writes it: at most 4 decimals, no trailing zeros (`0.3`, `438.6491`).
    package static func literal(_ x: Double) -> String {
        let text = SpecNumber.format((x * 10_000).rounded() / 10_000)
        return text
    }
}
