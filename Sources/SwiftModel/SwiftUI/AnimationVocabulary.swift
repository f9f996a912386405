import Foundation
import Motion
import Scene

/// SwiftUI's `Animation` values, as MotionReel's ``Animation``: every form with SwiftUI's
/// documented defaults (docs/from-code.md lists each with its source).
public enum AnimationVocabulary {
    /// `Animation.default` (and `withAnimation { }` without an animation): on iOS 17 and later a
    /// spring, `spring(response: 0.55, dampingFraction: 1.0)`.
    public static let defaultAnimation = Animation.spring(response: 0.55, dampingFraction: 1)

    /// The properties: `.default`, `.linear`, `.spring`, `.snappy` …
    static func property(_ name: String) -> Animation? {
        switch name {
        case "default": defaultAnimation
        case "linear": .curve(.linear)
        case "easeIn": .curve(.easeIn)
        case "easeOut": .curve(.easeOut)
        case "easeInOut": .curve(.easeInOut)
        // "This uses the default parameter values" of spring(response:dampingFraction:blendDuration:).
        case "spring": .spring()
        case "smooth": Animation(.fluidSpring(.smooth))
        case "snappy": Animation(.fluidSpring(.snappy))
        case "bouncy": Animation(.fluidSpring(.bouncy))
        case "interactiveSpring": Animation(.fluidSpring(.interactive))
        case "interpolatingSpring": Animation(.interpolatingSpring(interpolating(duration: 0.5, bounce: 0, velocity: 0)))
        default: nil
        }
    }

    /// The names `Animation` has, for the error about one it does not.
    static let names = ["default", "linear", "easeIn", "easeOut", "easeInOut", "timingCurve", "spring", "smooth", "snappy",
                        "bouncy", "interactiveSpring", "interpolatingSpring"]

    /// The hints for a static function's arguments: all of them are numbers.
    static func hints(_ name: String) -> [String?: TypeHint] {
        [nil: .double, "duration": .double, "response": .double, "dampingFraction": .double, "blendDuration": .double,
         "bounce": .double, "extraBounce": .double, "mass": .double, "stiffness": .double, "damping": .double,
         "initialVelocity": .double]
    }

    /// A static function: `.easeOut(duration: 0.3)`, `.spring(response:dampingFraction:)`, `.bouncy(extraBounce:)` …
    static func function(_ name: String, _ args: CallArguments) throws(EvaluationError) -> Animation? {
        let labels = args.arguments.map(\.label)
        switch name {
        case "linear", "easeIn", "easeOut", "easeInOut":
            let curve: TimingCurve = name == "linear" ? .linear : name == "easeIn" ? .easeIn : name == "easeOut" ? .easeOut : .easeInOut
            // `.linear(duration: 0)`, an app's way of saying "at once": the shortest curve a film
            // plays, over by the next frame.
            let written = try args.match(["duration"])[0]
            if let written, (try? args.number(written, "duration", default: 1, in: 0...0)) == 0 {
                return .curve(curve, duration: CallArguments.duration.lowerBound)
            }
            let duration = try args.number(written, "duration", default: Animation.defaultDuration, in: CallArguments.duration)
            return .curve(curve, duration: duration)
        case "timingCurve":
            let matched = try args.match([nil, nil, nil, nil, "duration"])
            let c0x = try args.number(matched[0], "c0x", in: CallArguments.controlX)
            let c0y = try args.number(matched[1], "c0y", in: CallArguments.controlY)
            let c1x = try args.number(matched[2], "c1x", in: CallArguments.controlX)
            let c1y = try args.number(matched[3], "c1y", in: CallArguments.controlY)
            let duration = try args.number(matched[4], "duration", default: Animation.defaultDuration, in: CallArguments.duration)
            return .curve(TimingCurve(c0x, c0y, c1x, c1y), duration: duration)
        case "spring", "interactiveSpring":
            let interactive = name == "interactiveSpring"
            if labels.contains("duration") || labels.contains("bounce") || labels.contains("extraBounce") {
                // spring(duration:bounce:blendDuration:); interactiveSpring(duration:extraBounce:blendDuration:),
                // whose base bounce is 0.15.
                let matched = try args.match(["duration", interactive ? "extraBounce" : "bounce", "blendDuration"])
                let duration = try args.number(matched[0], "duration", default: interactive ? 0.15 : 0.5, in: CallArguments.response)
                let bounce = try (interactive ? 0.15 : 0)
                    + args.number(matched[1], interactive ? "extraBounce" : "bounce", default: 0, in: CallArguments.bounce)
                let blend = try args.number(matched[2], "blendDuration", default: interactive ? 0.25 : 0, in: CallArguments.seconds)
                return try fluid(Spring(duration: duration, bounce: try checkedBounce(bounce, args)), blend: blend, args)
            }
            let matched = try args.match(["response", "dampingFraction", "blendDuration"])
            let response = try args.number(matched[0], "response", default: interactive ? 0.15 : 0.5, in: CallArguments.response)
            let damping = try args.number(matched[1], "dampingFraction", default: interactive ? 0.86 : 0.825,
                                          in: CallArguments.dampingFraction)
            let blend = try args.number(matched[2], "blendDuration", default: interactive ? 0.25 : 0, in: CallArguments.seconds)
            return try fluid(Spring(response: response, dampingFraction: damping), blend: blend, args)
        case "smooth", "snappy", "bouncy":
            // extraBounce "is added to the base bounce": 0, 0.15 and 0.3.
            let base: Double = name == "snappy" ? 0.15 : name == "bouncy" ? 0.3 : 0
            let matched = try args.match(["duration", "extraBounce"])
            let duration = try args.number(matched[0], "duration", default: 0.5, in: CallArguments.response)
            let extra = try args.number(matched[1], "extraBounce", default: 0, in: CallArguments.bounce)
            return try fluid(Spring(duration: duration, bounce: try checkedBounce(base + extra, args)), blend: 0, args)
        case "interpolatingSpring":
            if labels.contains("stiffness") || labels.contains("mass") || labels.contains("damping") {
                let matched = try args.match(["mass", "stiffness", "damping", "initialVelocity"])
                let mass = try args.number(matched[0], "mass", default: 1, in: CallArguments.coefficient)
                let stiffness = try args.number(matched[1], "stiffness", in: CallArguments.coefficient)
                let damping = try args.number(matched[2], "damping", in: CallArguments.damping)
                let velocity = try args.number(matched[3], "initialVelocity", default: 0, in: CallArguments.velocity)
                return Animation(.interpolatingSpring(AnalyticSpring(mass: mass, stiffness: stiffness, damping: damping,
                                                                     initialVelocity: velocity)))
            }
            let matched = try args.match(["duration", "bounce", "initialVelocity"])
            let duration = try args.number(matched[0], "duration", default: 0.5, in: CallArguments.response)
            let bounce = try args.number(matched[1], "bounce", default: 0, in: CallArguments.bounce)
            let velocity = try args.number(matched[2], "initialVelocity", default: 0, in: CallArguments.velocity)
            let spring = interpolating(duration: duration, bounce: bounce, velocity: velocity)
            guard CallArguments.coefficient.contains(spring.stiffness), CallArguments.damping.contains(spring.damping) else {
                throw EvaluationError(.invalid, at: args.location, "\(args.call): this duration gives a stiffness beyond "
                                      + "what MotionReel renders (at most 1000000)")
            }
            return Animation(.interpolatingSpring(spring))
        default:
            return nil
        }
    }

    /// `interpolatingSpring(duration:bounce:initialVelocity:)`: the closed form with SwiftUI's
    /// spring parameters, stiffness (2π / duration)², damping 2·√stiffness·dampingFraction(bounce).
    static func interpolating(duration: Double, bounce: Double, velocity: Double) -> AnalyticSpring {
        let stiffness = pow(2 * .pi / duration, 2)
        return AnalyticSpring(mass: 1, stiffness: stiffness,
                              damping: 2 * stiffness.squareRoot() * Spring.dampingFraction(bounce: bounce),
                              initialVelocity: velocity)
    }

    /// A stepped spring, refused when SwiftUI's 1/300 s steps would make it grow without bound.
    private static func fluid(_ spring: Spring, blend: Double, _ args: CallArguments) throws(EvaluationError) -> Animation {
        var spring = spring
        spring.blendDuration = blend
        guard FluidSpring.isStable(stiffness: spring.stiffness, damping: spring.damping) else {
            throw EvaluationError(.invalid, at: args.location, "\(args.call) grows without bound when stepped at 1/300 s as "
                                  + "SwiftUI steps it; lower its dampingFraction or lengthen its response")
        }
        return Animation(.fluidSpring(spring))
    }

    private static func checkedBounce(_ bounce: Double, _ args: CallArguments) throws(EvaluationError) -> Double {
        guard CallArguments.bounce.contains(bounce) else {
            throw EvaluationError(.invalid, at: args.location, "\(args.call): the bounce comes to \(CallArguments.format(bounce)); "
                                  + "it must be between -0.999 and 1")
        }
        return bounce
    }

    /// `animation.delay(_:)`, `animation.speed(_:)`, `.repeatForever(autoreverses:)`, `.repeatCount(_:autoreverses:)`.
    static func method(_ name: String, of animation: Animation, _ args: CallArguments) throws(EvaluationError) -> Animation {
        var result = animation
        switch name {
        case "delay":
            // A delay wraps what it is called on: it is wall time, not scaled by an earlier speed.
            // A negative delay starts the animation's clock partway through (SwiftUI evaluates it at
            // max(0, time − delay): ByteDance's SwiftUI reimplementation, DelayAnimation.delayedTime);
            // MotionReel takes one only where it shortens a repeat's first wait, moving nothing
            // (`.delay(2).repeatForever(autoreverses: false).delay(-0.05)`: a shimmer's letters).
            let delay = try args.number(try args.match([nil])[0], "delay",
                                        in: -CallArguments.seconds.upperBound...CallArguments.seconds.upperBound)
            result.delay += delay
            let wait = result.firstWait
            guard wait >= 0 else {
                throw EvaluationError(.unsupported, at: args.location, "a negative delay starts the animation "
                                      + CallArguments.format(-wait) + " s into its motion, which MotionReel does not "
                                      + "film; it takes one that shortens a repeat's wait (.delay(2).repeatForever().delay(-0.5))")
            }
            guard CallArguments.seconds.contains(wait), abs(result.delay) <= CallArguments.seconds.upperBound else {
                throw EvaluationError(.invalid, at: args.location, "the delays add up to more than 60 s")
            }
        case "speed":
            // A speed wraps what it is called on, delay included: `.delay(1).speed(2)` waits 0.5 s.
            let speed = try args.number(try args.match([nil])[0], "speed", in: CallArguments.speed)
            result.speed *= speed
            result.delay /= speed
            result.repeats?.cycleDelay /= speed
            guard CallArguments.speed.contains(result.speed) else {
                throw EvaluationError(.invalid, at: args.location, "the speeds multiply to \(CallArguments.format(result.speed)); "
                                      + "it must be between 0.01 and 100")
            }
        case "repeatForever", "repeatCount":
            // The delay so far is inside the repeat, waited before every cycle; one written after
            // it is waited once (OpenSwiftUI's RepeatAnimation restarts the animation it wraps,
            // delay included, each time it ends).
            guard result.repeats == nil else {
                throw EvaluationError(.repeats, at: args.location, "'.\(name)(…)' on an animation that repeats already: "
                                      + "MotionReel repeats an animation once over")
            }
            let count: Int?
            let reverses: EvaluatedArgument?
            if name == "repeatCount" {
                let matched = try args.match([nil, "autoreverses"])
                let n = try args.number(matched[0], "repeatCount", in: Double(Limits.repeatCount.lowerBound)...Double(Limits.repeatCount.upperBound))
                guard n == n.rounded() else {
                    throw EvaluationError(.invalid, at: args.location, "'repeatCount' must be a whole number, found \(CallArguments.format(n))")
                }
                count = Int(n)
                reverses = matched[1]
            } else {
                count = nil
                reverses = try args.match(["autoreverses"])[0]
            }
            let autoreverses = try args.bool(reverses, "autoreverses", default: true)
            // `.repeatCount(1)` plays once: it is the animation it wraps.
            if count != 1 {
                result.repeats = Repeats(count: count, autoreverses: autoreverses, cycleDelay: result.delay)
                result.delay = 0
            }
        case "logicallyComplete":
            throw EvaluationError(.unsupported, at: args.location, "'.logicallyComplete(after:)' is not supported; "
                                  + "MotionReel ends a spring by SwiftUI's own rule")
        default:
            throw EvaluationError(.unsupported, at: args.location, "'.\(name)(…)' on an Animation is not supported; "
                                  + "MotionReel understands .delay(_:), .speed(_:), .repeatForever(autoreverses:) and .repeatCount(_:autoreverses:)")
        }
        return result
    }
}
