import Foundation
import Motion

/// One animation in the words of Jetpack Compose, Flutter and CSS, each with how far it is from
/// MotionReel's film: what a spec lists beside the SwiftUI expression.
public struct PlatformCode: Sendable, Equatable {
    /// One platform's code — for an animation, or for a side of a page transition — how far it is
    /// from the film (nil where it agrees), where the platform ends a spring when that is not where
    /// the film does, and the effects the code leaves out.
    public struct Code: Sendable, Equatable {
        public var code: String
        public var difference: PlatformDifference?
        public var rest: String?
        /// A transition side's effects the platform has nothing for, as SwiftUI spells them.
        public var notCarried: [String]

        /// Adds `note` to what the code leaves to the reader, after what is there.
        mutating func note(_ note: String) {
            rest = (rest.map { $0 + "; " } ?? "") + note
        }

        public init(code: String, difference: PlatformDifference?, rest: String? = nil, notCarried: [String] = []) {
            self.code = code
            self.difference = difference
            self.rest = rest
            self.notCarried = notCarried
        }

        /// True only when every sample agrees and every effect is carried.
        public var isExact: Bool { difference == nil && notCarried.isEmpty }

        /// `exact`, `exact for what it carries`, or `within 0.71 % of the distance and 12.3 ms of
        /// MotionReel's film`.
        public var closeness: String {
            difference?.text ?? (notCarried.isEmpty ? "exact" : "exact for what it carries")
        }

        /// What a reader is told beside the code: its closeness, what it leaves out, where it ends.
        public var notes: [String] {
            [closeness] + (notCarried.isEmpty ? [] : ["not carried: \(notCarried.joined(separator: ", "))"]) + (rest.map { [$0] } ?? [])
        }

        /// `{"code": …, "exact": …, "largestDifference": {"percent": …, "ms": …}, "rest": …, "notCarried": […]}`.
        public var json: JSONValue {
            var members: [(String, JSONValue)] = [("code", .string(code)), ("exact", .bool(isExact))]
            if let difference { members.append(("largestDifference", difference.json)) }
            if let rest { members.append(("rest", .string(rest))) }
            if !notCarried.isEmpty { members.append(("notCarried", .array(notCarried.map(JSONValue.string)))) }
            return .object(members)
        }
    }

    public private(set) var compose: Code
    public private(set) var flutter: Code
    public private(set) var css: Code

    /// The code for `animation` moving `distance` units on a `fps` frame grid.
    public init(_ animation: Animation, distance: Double, fps: Int) {
        self.init(FilmCurve(animation, distance: distance, fps: fps))
    }

    /// The code for the motion `film` shows.
    public init(_ film: FilmCurve) {
        let end = "MotionReel's film ends at \(NumberText.literal(film.end * 1000)) ms"
        if let curve = PlatformCurve(film.animation) {
            let difference = curve.difference(from: film)
            compose = Code(code: curve.compose, difference: difference)
            flutter = Code(code: curve.flutter, difference: difference)
            css = Code(code: curve.css, difference: nil)
        } else if let spring = PlatformSpring(film.animation) {
            let difference = spring.difference(from: film)
            // Compose's spring() has no delay of its own: say when to start it.
            let wait = spring.delay > 0 ? "start it \(NumberText.literal(spring.delay * 1000)) ms after the change (spring() has no delay: delay() before animateTo); " : ""
            compose = Code(code: spring.compose, difference: difference, rest: "\(wait)\(PlatformSpring.composeRest); \(end)")
            flutter = Code(code: spring.flutter, difference: difference, rest: "\(PlatformSpring.flutterRest); \(end)")
            let easing = CSSLinearEasing(film)
            css = Code(code: easing.transitionTiming, difference: PlatformDifference.measure(film, easing.value(at:)),
                       rest: "ends at \(NumberText.literal(film.end * 1000)) ms, as the film does; visibly done at \(NumberText.literal(Self.visiblyDone(film) * 1000)) ms")
        } else {
            preconditionFailure("an animation is a curve or a spring")
        }
        if let repeats = film.repeats { self = repeated(repeats, delay: film.repeatDelay, film: film) }
    }

    private init(compose: Code, flutter: Code, css: Code) {
        self.compose = compose
        self.flutter = flutter
        self.css = css
    }

    /// This one cycle's code, repeated as each platform repeats an animation — where it can.
    ///
    /// Compose repeats a duration-based spec (`infiniteRepeatable`, `repeatable`, whose
    /// `RepeatMode.Reverse` counts each way as one iteration, as SwiftUI does), not a `spring()`;
    /// Flutter's `AnimationController.repeat(reverse:)` repeats a controller; CSS repeats an
    /// animation (`animation-iteration-count`, `animation-direction: alternate`), never a transition.
    ///
    /// Each platform's reverse plays the cycle backwards in time — Compose's `RepeatMode.Reverse`,
    /// Flutter's `repeat(reverse: true)`, CSS's `alternate` — where SwiftUI runs the same curve
    /// forwards, back to the start (OpenSwiftUI's `RepeatAnimation`: `value - newValue`). For a curve
    /// that is not symmetric (an `easeIn`), a backward cycle differs by what ``backwardCycle(_:)``
    /// measures, and the code says so.
    private func repeated(_ repeats: Repeats, delay: Double, film: FilmCurve) -> PlatformCode {
        let swiftUI = repeats.swiftUI
        let mode = repeats.autoreverses ? "RepeatMode.Reverse" : "RepeatMode.Restart"
        // A negative delay fast-forwards the loop (SwiftUI runs its clock at time − delay): Compose's
        // StartOffsetType.FastForward, a negative CSS animation-delay.
        let millis = Int((abs(delay) * 1000).rounded())
        let offset = delay > 0 ? ", initialStartOffset = StartOffset(\(millis))"
            : delay < 0 ? ", initialStartOffset = StartOffset(\(millis), StartOffsetType.FastForward)" : ""
        var compose = compose, flutter = flutter, css = css
        if compose.code.hasPrefix("tween(") {
            compose.code = repeats.count.map { "repeatable(iterations = \($0), animation = \(compose.code), repeatMode = \(mode)\(offset))" }
                ?? "infiniteRepeatable(animation = \(compose.code), repeatMode = \(mode)\(offset))"
        } else {
            compose.notCarried.append(swiftUI)
            compose.note("Compose repeats only duration-based specs: start the spring again each time it ends")
        }
        let reverse = repeats.autoreverses ? "true" : "false"
        let times = repeats.count.map { ", count: \($0)" } ?? ""
        flutter.note("repeat it with controller.repeat(reverse: \(reverse)\(times))"
            + (delay > 0 ? " after \(NumberText.literal(delay * 1000)) ms" : "")
            + (delay < 0 ? ", its controller's value first set \(NumberText.literal(-delay * 1000)) ms into the wait" : ""))
        let count = repeats.count.map(String.init) ?? "infinite"
        css.notCarried.append(swiftUI)
        css.note("a transition plays once: to repeat, give this timing to an animation with "
            + "animation-iteration-count: \(count)" + (repeats.autoreverses ? "; animation-direction: alternate" : "")
            + (delay < 0 ? "; animation-delay: \(NumberText.literal(delay * 1000))ms" : ""))
        if repeats.autoreverses, let backwards = Self.backwardCycle(film) {
            let note = "each backward cycle plays the curve backwards in time; SwiftUI runs it forwards, back to the start"
            compose.difference = PlatformDifference.larger(compose.difference, backwards)
            flutter.difference = PlatformDifference.larger(flutter.difference, backwards)
            css.difference = PlatformDifference.larger(css.difference, backwards)
            compose.note(note)
            flutter.note(note)
            css.note(note)
        }
        return PlatformCode(compose: compose, flutter: flutter, css: css)
    }

    /// How far a backward cycle played backwards in time, `1 − E(1 − x)` of the curve's progress
    /// x, is from SwiftUI's, `E(x)` run forwards back to the start — measured as the platforms'
    /// forward cycles are; nil for a spring (which no platform reverses) or a symmetric curve
    /// (linear, easeInOut), where the two agree.
    static func backwardCycle(_ film: FilmCurve) -> PlatformDifference? {
        guard case .curve(let curve, let duration) = film.animation.timing else { return nil }
        let span = duration / film.animation.speed
        return PlatformDifference.measure(film) { t in
            guard t > film.delay else { return 0 }
            guard t < film.delay + span else { return 1 }
            return 1 - curve.value(at: 1 - (t - film.delay) / span)
        }
    }

    /// When the film comes within half a point of its end and stays there (for a unit change —
    /// an opacity, a scale — within 0.005 of it): when a viewer stops seeing it move.
    static func visiblyDone(_ film: FilmCurve) -> Double {
        let tolerance = film.visibleTolerance
        guard let index = film.progress.lastIndex(where: { abs($0 - 1) > tolerance }) else { return film.delay }
        return film.times[min(index + 1, film.times.count - 1)]
    }

    /// `{"compose": {…}, "flutter": {…}, "css": {…}}`.
    public var json: JSONValue {
        .object([("compose", compose.json), ("flutter", flutter.json), ("css", css.json)])
    }
}
