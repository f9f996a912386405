import Foundation
import Motion
import Scene

/// One keyframe track — a property of a layer moved through SwiftUI's keyframes — in the words of
/// Jetpack Compose (`keyframes { }`), Flutter (`TweenSequence`) and CSS (`@keyframes`), each with
/// how far it is from the film.
///
/// All three hold a list of stops, each reached at its time along an easing from the one before:
/// Compose's `value at millis using easing` (the easing of the interval that *starts* there,
/// https://developer.android.com/reference/kotlin/androidx/compose/animation/core/KeyframesSpec),
/// Flutter's `TweenSequenceItem`s weighted by their share of the duration
/// (https://api.flutter.dev/flutter/animation/TweenSequence-class.html), CSS's keyframe offsets with
/// the `animation-timing-function` of the interval each begins
/// (https://drafts.csswg.org/css-animations/#keyframes). A `LinearKeyframe` is such an interval:
/// its curve is the easing, exactly. A spring, a cubic (SwiftUI's Catmull-Rom spline) and a move
/// are not: their interval is written as one stop per frame of the film, straight lines between,
/// which meets the film at every frame and is measured between them (at 120 Hz), as for the other
/// platform code. Compose counts whole milliseconds; CSS and Flutter take fractions.
public struct PlatformKeyframes: Sendable {
    /// A value the property reaches at a time, along `curve` from the stop before.
    public struct Stop: Sendable, Equatable {
        public var time: Double
        public var value: Double
        public var curve: TimingCurve
    }

    /// The layer and the property's preset key (`card`, `offsetY`).
    public let layer: String
    public let property: String
    /// The track as SwiftUI writes it, and as the film plays it.
    public let swiftUI: String
    public let track: KeyframeTrack
    /// Seconds from the event to the track's end.
    public let duration: Double
    /// From the track's start (time 0, its value then) to its end.
    public let stops: [Stop]
    public let compose: PlatformCode.Code
    public let flutter: PlatformCode.Code
    public let css: PlatformCode.Code
    /// The `@keyframes` rule's frames and the animation's duration, for a file that names them.
    let cssFrames: [String]
    let cssMilliseconds: String
    /// `linear`, or the `linear()` easing the whole track follows.
    let cssTiming: String

    /// `initial` is the property's value when the track starts; `keyframes` its one channel.
    public init(layer: String, property: String, css cssProperty: VisualProperty.CSSProperty?, initial: Double,
                keyframes: [Keyframe], fps: Int) {
        self.layer = layer
        self.property = property
        let track = KeyframeTrack(initial: initial, keyframes: keyframes)
        self.track = track
        swiftUI = "KeyframeTrack { " + keyframes.map(\.swiftUI).joined(separator: "; ") + " }"
        duration = track.duration
        var stops = [Stop(time: 0, value: initial, curve: .linear)]
        var start = 0.0
        let frame = 1 / Double(max(fps, 1))
        for keyframe in keyframes {
            let end = start + keyframe.duration
            switch keyframe {
            case .linear(let to, _, let curve) where end > start:
                stops.append(Stop(time: end, value: to, curve: curve))
            case .move(let to):
                // A jump: as fast as each platform goes, a millisecond.
                stops.append(Stop(time: start + 0.001, value: to, curve: .linear))
            default:
                var t = start + frame
                while t < end - 1e-9 {
                    stops.append(Stop(time: t, value: track.value(at: t), curve: .linear))
                    t += frame
                }
                stops.append(Stop(time: end, value: end >= track.duration ? keyframe.target : track.value(at: end), curve: .linear))
            }
            start = max(end, stops.last?.time ?? end)
        }
        self.stops = stops
        let total = max(duration, stops.last?.time ?? 0)
        // The film: the track on the frame grid of the measure (120 Hz at least), in progress of its range.
        let values = stops.map(\.value) + [initial]
        let range = max((values.max() ?? 0) - (values.min() ?? 0), 1e-9)
        let film = FilmCurve(keyframes: keyframes, end: total, distance: range, fps: fps) { (track.value(at: $0) - initial) / range }
        func measured(wholeMilliseconds: Bool) -> PlatformDifference? {
            PlatformDifference.measure(film) { (Self.value(of: stops, at: $0, wholeMilliseconds: wholeMilliseconds) - initial) / range }
        }
        let n = NumberText.literal
        let millis = Int((total * 1000).rounded())
        compose = PlatformCode.Code(code: "keyframes {\n        durationMillis = \(millis)\n" + stops.indices.map { i in
            // The easing of the interval that starts here is the next stop's curve.
            let easing = i + 1 < stops.count ? Self.composeEasing(stops[i + 1].curve) : "LinearEasing"
            return "        \(n(stops[i].value))f at \(Int((stops[i].time * 1000).rounded())) using \(easing)"
        }.joined(separator: "\n") + "\n    }", difference: measured(wholeMilliseconds: true))
        let items = stops.indices.dropFirst().map { i in
            let weight = stops[i].time - stops[i - 1].time
            let tween = "Tween<double>(begin: \(Self.dart(stops[i - 1].value)), end: \(Self.dart(stops[i].value)))"
            let curved = stops[i].curve == .linear ? tween : "\(tween).chain(CurveTween(curve: \(Self.cubic(stops[i].curve))))"
            return "  TweenSequenceItem(tween: \(curved), weight: \(n(weight * 1000))),"
        }
        flutter = PlatformCode.Code(code: "TweenSequence<double>([\n" + items.joined(separator: "\n") + "\n])",
                                    difference: measured(wholeMilliseconds: false),
                                    rest: "drive it with an AnimationController of Duration(microseconds: \(Int((total * 1e6).rounded())))")
        // CSS: each stop a keyframe with its interval's easing, when every stop falls on a whole
        // percent of the duration (a keyframe selector is a percentage, and tree-sitter's CSS grammar
        // reads whole ones only); otherwise the track from its start value to start + range along one
        // `linear()` easing through the film's frames, overshoot and return included.
        let name = cssProperty?.name ?? property
        let percents = stops.map { total > 0 ? $0.time / total * 100 : 100 }
        func written(_ x: Double) -> String {
            // A property of two parts (translate) is written whole, the other part at rest.
            let own = cssProperty.map { $0.text(n(x)) } ?? n(x)
            return switch cssProperty?.axis {
            case 0?: "\(own) 0px"
            case 1?: "0px \(own)"
            default: own
            }
        }
        let cssDifference: PlatformDifference?
        if percents.allSatisfy({ abs($0 - $0.rounded()) < 1e-9 }) {
            cssFrames = stops.indices.map { i in
                let easing = i + 1 < stops.count ? "; animation-timing-function: \(Self.cssEasing(stops[i + 1].curve))" : ""
                return "  \(Int(percents[i].rounded()))% { \(name): \(written(stops[i].value))\(easing); }"
            }
            cssTiming = "linear"
            cssDifference = measured(wholeMilliseconds: false)
        } else {
            let easing = CSSLinearEasing(film, pinned: false)
            cssFrames = ["  0% { \(name): \(written(initial)); }", "  100% { \(name): \(written(initial + range)); }"]
            cssTiming = easing.css
            cssDifference = PlatformDifference.measure(film) { easing.value(at: $0) }
        }
        cssMilliseconds = CSSLinearEasing.text(total * 1000, 3)
        var cssCode = PlatformCode.Code(code: Self.css(named: "\(layer)-\(property)", frames: cssFrames, milliseconds: cssMilliseconds,
                                                       timing: cssTiming),
                                        difference: cssDifference)
        if cssProperty == nil { cssCode.notCarried.append(property) }
        if cssProperty?.axis != nil { cssCode.note("\(name) holds both axes; the other is written at 0: put its value there if it has one") }
        css = cssCode
    }

    /// The `@keyframes` rule called `name` and the class that plays it on the element it is added to.
    static func css(named name: String, frames: [String], milliseconds: String, timing: String) -> String {
        "@keyframes \(name) {\n" + frames.joined(separator: "\n") + "\n}\n.\(name) {\n  animation: \(name) \(milliseconds)ms \(timing) both;\n}"
    }

    /// The rule and class as a file names them.
    func css(named name: String) -> String {
        Self.css(named: name, frames: cssFrames, milliseconds: cssMilliseconds, timing: cssTiming)
    }

    /// The value the stops give `time` seconds in: the interval's easing between its two stops,
    /// the last value after the end; over whole milliseconds for Compose.
    static func value(of stops: [Stop], at time: Double, wholeMilliseconds: Bool) -> Double {
        func at(_ stop: Stop) -> Double { wholeMilliseconds ? (stop.time * 1000).rounded() / 1000 : stop.time }
        guard let first = stops.first, time > at(first) else { return stops.first?.value ?? 0 }
        for i in stops.indices.dropFirst() where time <= at(stops[i]) {
            let a = at(stops[i - 1]), b = at(stops[i])
            guard b > a else { return stops[i].value }
            return stops[i - 1].value + (stops[i].value - stops[i - 1].value) * stops[i].curve.value(at: (time - a) / (b - a))
        }
        return stops.last?.value ?? 0
    }

    private static func points(_ curve: TimingCurve) -> [String] {
        [curve.c0x, curve.c0y, curve.c1x, curve.c1y].map { NumberText.literal($0) }
    }

    static func composeEasing(_ curve: TimingCurve) -> String {
        curve == .linear ? "LinearEasing" : "CubicBezierEasing(" + points(curve).map { "\($0)f" }.joined(separator: ", ") + ")"
    }

    static func cubic(_ curve: TimingCurve) -> String { "Cubic(" + points(curve).joined(separator: ", ") + ")" }

    static func cssEasing(_ curve: TimingCurve) -> String {
        curve == .linear ? "linear" : "cubic-bezier(" + points(curve).joined(separator: ", ") + ")"
    }

    /// `1.0`, `-12.5`: a Dart double literal.
    static func dart(_ x: Double) -> String {
        let text = NumberText.literal(x)
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    /// `{"layer", "property", "swiftUI", "duration", "platforms": {compose, flutter, css}}`.
    public var json: JSONValue {
        .object([("layer", .string(layer)), ("property", .string(property)), ("swiftUI", .string(swiftUI)),
                 ("duration", .number(duration)),
                 ("platforms", .object([("compose", compose.json), ("flutter", flutter.json), ("css", css.json)]))])
    }
}

extension FilmCurve {
    /// A keyframe track's film: `progress` (of the track's range, `distance`) sampled from 0 to
    /// `end` at the measuring rate, and at `end`.
    init(keyframes: [Keyframe], end: Double, distance: Double, fps: Int, progress: (Double) -> Double) {
        animation = Animation(.keyframes(keyframes))
        repeats = nil
        repeatDelay = 0
        self.distance = distance
        delay = 0
        self.end = end
        let rate = Double(Self.rate(fps: fps))
        times = Set((0...Int((end * rate).rounded(.down))).map { Double($0) / rate } + [end]).sorted()
        self.progress = times.map(progress)
    }
}
