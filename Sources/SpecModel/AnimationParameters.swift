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
    /// Settle times from the start of the animation (its delay included), for each distance; for
    /// one that repeats for ever, the end of the cycles a film shows (``Repeats/filmedCycles``).
    public let settles: [Settle]
    /// The animation in Compose's, Flutter's and CSS's words, over the largest distance.
    public let platforms: PlatformCode

    public init(_ animation: Animation, fps: Int, distances: [Double]) {
        self.animation = animation
        let model = animation.timing.model
        type = model.typeName
        stiffness = model.coefficients?.stiffness
        damping = model.coefficients?.damping
        let clock = SampleClock(rate: Double(fps))
        settles = distances.map { distance in
            let run = AnimationRun(animation, at: 0, from: 0, to: distance, clock: clock)
            return Settle(distance: distance, seconds: run.settleTime)
        }
        platforms = PlatformCode(animation, distance: distances.max() ?? 1, fps: fps)
    }

    /// The parameters as JSON, in a fixed key order; absent parameters are left out.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [("type", .string(type))]
        members += animation.timing.model.parameters.map { parameter in
            switch parameter.value {
            case .number(let x): (parameter.name, .number(x))
            case .numbers(let xs): (parameter.name, .array(xs.map(JSONValue.number)))
            }
        }
        if let stiffness { members.append(("stiffness", .number(stiffness))) }
        if let damping { members.append(("damping", .number(damping))) }
        members += [("delay", .number(animation.delay)), ("speed", .number(animation.speed))]
        if let repeats = animation.repeats {
            var loop: [(String, JSONValue)] = [("count", repeats.count.map { .number(Double($0)) } ?? .string("forever")),
                                               ("autoreverses", .bool(repeats.autoreverses)),
                                               ("cycleDelay", .number(repeats.cycleDelay)),
                                               ("looping", .bool(repeats.isLooping))]
            if repeats.isLooping { loop.append(("filmedCycles", .number(Double(repeats.filmedCycles)))) }
            members.append(("repeat", .object(loop)))
        }
        if let stagger = animation.stagger {
            members.append(("stagger", .object([("by", .string(stagger.axis.rawValue)), ("delay", .number(stagger.delay))])))
        }
        members.append(("settle", .array(settles.map {
            .object([("distance", .number($0.distance)), ("seconds", .number($0.seconds))])
        })))
        members.append(("swiftUI", .string(swiftUI)))
        members.append(("platforms", platforms.json))
        return .object(members)
    }

    /// The SwiftUI expression for this animation: `.spring(response: 0.3, dampingFraction: 0.85)`.
    ///
    /// The speed comes before the delay: SwiftUI's `.speed` scales everything it wraps, a delay
    /// written before it included, while MotionReel's delay is wall time (`.delay(1).speed(2)`
    /// waits 0.5 s; `.speed(2).delay(1)` waits 1 s, as the spec means).
    ///
    /// A repeat comes after the cycle's own delay, which it repeats, and before the speed, which
    /// scales every cycle (`.delay(2).repeatForever().speed(2)`: each cycle waits 1 s).
    public var swiftUI: String {
        let n = Self.literal
        var code = animation.timing.model.swiftUI
        if let repeats = animation.repeats {
            if repeats.cycleDelay > 0 { code += ".delay(\(n(repeats.cycleDelay * animation.speed)))" }
            code += repeats.swiftUI
        }
        if animation.speed != 1 { code += ".speed(\(n(animation.speed)))" }
        if animation.delay != 0 { code += ".delay(\(n(animation.delay)))" }
        return code
    }

    /// A short human summary: `spring response 0.3 s, damping fraction 0.85`.
    public var summary: String {
        let n = Self.literal
        var text = animation.timing.model.summary
        if animation.delay != 0 { text += ", delay \(n(animation.delay)) s" }
        if animation.speed != 1 { text += ", speed ×\(n(animation.speed))" }
        if let repeats = animation.repeats {
            let times = repeats.count.map { "\($0) times" } ?? "for ever"
            text += ", repeated \(times)" + (repeats.autoreverses ? ", back and forth" : "")
            if repeats.cycleDelay > 0 { text += ", \(n(repeats.cycleDelay)) s before each" }
            if repeats.isLooping { text += " (a loop: the film shows \(repeats.filmedCycles) cycles)" }
        }
        if let stagger = animation.stagger { text += ", stagger \(n(stagger.delay)) s per \(stagger.axis.rawValue)" }
        return text
    }

    /// A number as code writes it: at most 4 decimals, no trailing zeros (`0.3`, `438.6491`).
    package static func literal(_ x: Double) -> String { NumberText.literal(x) }
}
