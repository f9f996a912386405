import Foundation
import Motion
import Preset
import SwiftModel

/// `.scrollTransition(configuration) { content, phase in content.opacity(…).scaleEffect(…) }`:
/// each view the modifier is on takes the closure's effect for the phase its place in the scroll
/// view gives it — `topLeading` past the top (or leading) edge, `identity` in the visible region,
/// `bottomTrailing` past the bottom — as the user scrolls. The film is that scroll: the content
/// moves from its start to its end at ``speed`` (the user's scroll is the film's, said so in a
/// note), and each row plays its effect as it passes the edges.
///
/// How the effect follows the scroll is Apple's `ScrollTransitionConfiguration`: `.interactive`
/// (the default) interpolates between the phases' effects as the view goes from just hidden to
/// the threshold, along its timing curve (`.easeInOut` unless given; applied forward while the view
/// appears and in reverse as it goes); `.animated(animation)` switches phase once the threshold is
/// crossed, animating there with `animation` (`.default` unless given); `.identity` changes nothing.
/// The thresholds — fully visible for `.interactive`, half visible for `.animated`, unless
/// `.threshold(.visible(x))` says — are the ones Apple's `Threshold.visible`/`visible(_:)` name,
/// defaulted as a public reimplementation of the configuration (`CustomScrollTransitionConfiguration`)
/// defaults them.
extension Catalogue {
    /// How fast the film's scroll goes, in points per second: a steady drag.
    static let scrollSpeed = 600.0
    /// The film's scroll takes at least and at most this long (faster through long content).
    static let scrollDurations = 1.0...8.0

    /// The films of `type`'s `.scrollTransition`s; why each other one is not filmed.
    static func scrollTransitionFilms(of type: String, code: CodeBase, defaults: [String: Value],
                                      reasons: inout [CodeLocation: String]) -> [CatalogueFilm] {
        var films: [CatalogueFilm] = []
        for (place, _, _) in code.modifierPlaces(in: type) where place.call.name == "scrollTransition" {
            guard code.sites.contains(where: { $0.location == place.location }) else { continue }
            switch scrollTransitionFilm(place, type: type, code: code, defaults: defaults) {
            case .success(let film): films.append(film)
            case .failure(let refusal): reasons[place.location] = refusal.reason
            }
        }
        return films
    }

    struct Refusal: Error { let reason: String }

    /// How a configuration moves the effect.
    enum ScrollTransitionMode: Equatable {
        case interactive(TimingCurve)
        case animated(Motion.Animation)
    }

    private static func scrollTransitionFilm(_ place: ModifierPlace, type: String, code: CodeBase,
                                             defaults: [String: Value]) -> Result<CatalogueFilm, Refusal> {
        let arguments = place.call.arguments
        guard let closure = arguments.compactMap({ argument -> Closure? in
            if case .closure(let closure) = argument.value.kind { return closure }
            return nil
        }).last, let last = closure.body.statements.last else {
            return .failure(Refusal(reason: "a scroll transition whose effect closure the catalogue cannot read"))
        }
        if arguments.contains(where: { ["topLeading", "bottomTrailing"].contains($0.label ?? "") }) {
            return .failure(Refusal(reason: "a scroll transition with one configuration per edge (topLeading:, bottomTrailing:), "
                                    + "which the catalogue does not film yet"))
        }
        let horizontal = place.call.argument("axis").map { $0.kind == .implicitMember("horizontal") } ?? false
        // The configuration: `.interactive` unless written.
        let written = arguments.first { $0.label == nil && { if case .closure = $0.value.kind { false } else { true } }($0) }?.value
        let configuration: (mode: ScrollTransitionMode, threshold: Double)
        switch readConfiguration(written, type: type, code: code) {
        case .success(let read): configuration = read
        case .failure(let refusal): return .failure(refusal)
        }
        // The effect: the closure's modifiers on its `content`, for each phase.
        let expression: CodeExpression
        switch last.kind {
        case .expression(let e), .returnValue(let e?): expression = e
        default: return .failure(Refusal(reason: "a scroll transition whose closure does not end in its effect"))
        }
        let (calls, root) = ModifierPlaces.chain(of: expression)
        let placeholder = closure.parameters.first ?? "$0"
        let parameter = closure.parameters.count > 1 ? closure.parameters[1] : "$1"
        guard case .name(placeholder) = root.unparenthesized.kind else {
            return .failure(Refusal(reason: "a scroll transition whose effect is not modifiers on its \(placeholder)"))
        }
        let phases = TransitionPhaseVocabulary.phases[TransitionPhaseVocabulary.scrollTypeName] ?? []
        var effects: [[String: Double]] = []
        for phase in phases {
            let bindings = Bindings(defaults.merging([parameter: .enumCase(type: TransitionPhaseVocabulary.scrollTypeName, name: phase)]) { _, new in new })
            var values: [String: Double] = [:]
            for call in calls.reversed() {
                guard Evaluation.filmedValueModifiers.contains(call.name) else {
                    return .failure(Refusal(reason: "a scroll transition whose effect uses .\(call.name), which the catalogue "
                                            + "does not film yet"))
                }
                do throws(EvaluationError) {
                    for (property, value) in try Evaluation(code: code, bindings: bindings).filmedValues(of: call, at: call.span.start,
                                                                                                        owner: type) {
                        if case .number(let n) = value, values[property] == nil { values[property] = n }
                    }
                } catch {
                    return .failure(Refusal(reason: "a scroll transition whose effect cannot be read: "
                                            + (reason(for: error, type: type, code: code) ?? error.message)))
                }
            }
            effects.append(values)
        }
        let properties = Set(effects.flatMap(\.keys)).sorted().filter { key in Set(effects.map { $0[key] }).count > 1 }
        guard !properties.isEmpty else {
            return .failure(Refusal(reason: "a scroll transition whose effect is the same in every phase"))
        }
        // Where the rows are: the screen laid out as the view first shows it.
        let evaluation = Evaluation(code: code, bindings: Bindings(defaults))
        guard let laid = evaluation.layout(of: type, in: Evaluation.screen) else {
            return .failure(Refusal(reason: "a scroll transition on a view the catalogue cannot lay out"))
        }
        let base = ViewNode.id(of: place.root.location)
        let rows = laid.frames.filter { $0.id.map { ViewNode.baseID(of: $0) == base } ?? false }
        guard let first = rows.first, let (scroll, box) = evaluation.scrollView(holding: first, in: laid), scroll.horizontal == horizontal
        else {
            return .failure(Refusal(reason: "a scroll transition on a view that is not in a scroll view of \(type)'s body"))
        }
        let distance = max(box.content - box.viewport, 0) - box.current
        guard distance > 0.5 else {
            return .failure(Refusal(reason: "a scroll transition whose scroll view's content fits in it, as the catalogue lays it "
                                    + "out (a ForEach over data it cannot count is one row): nothing scrolls"))
        }
        let duration = min(max(distance / scrollSpeed, scrollDurations.lowerBound), scrollDurations.upperBound)
        let path = ScrollPass(box: box, speed: distance / duration, duration: duration, threshold: configuration.threshold)
        // One stand-in per row, each with its tracks.
        let nodes = ScreenLayers.nodes(of: type, code: code)
        var used = Set<String>()
        var standIns: [StandIn] = []
        var tracks: [[ScrollTransitionPlay.Track]] = []
        for row in rows {
            guard let name = row.id, let standIn = standIn(named: name, in: laid, nodes: nodes, type: type, code: code, bindings: Bindings(defaults),
                                        used: &used) else { continue }
            let start = (horizontal ? row.layout.minX : row.layout.minY) - box.start
            let length = horizontal ? row.layout.width : row.layout.height
            let own = properties.compactMap { property -> ScrollTransitionPlay.Track? in
                let values = effects.map { $0[property] ?? 0 }
                let keyframes = path.keyframes(start: start, length: length, values: (values[0], values[1], values[2]),
                                               mode: configuration.mode)
                return keyframes.count > 1 || keyframes.first?.value != values[1]
                    ? ScrollTransitionPlay.Track(property: property, keyframes: keyframes) : nil
            }
            standIns.append(standIn)
            tracks.append(own)
        }
        let end = Bindings(defaults.merging([ScrollTarget.state: ScrollTarget.value(id: ScrollTarget.end(of: scroll.node), anchor: nil)]) { _, new in new })
        let (screen, shifts) = placeOnScreen(&standIns, type: type, code: code, values: 2) { $0 == 0 ? Bindings(defaults) : end }
        var film = CatalogueFilm(type: type, state: "scrollTransition\(place.location.line)", file: place.location.file,
                                 visits: [.boolean(false), .boolean(true)], others: [defaults, defaults], standIns: standIns,
                                 covered: [place.location])
        film.times = [0, CatalogueDraft.firstChange]
        film.screen = screen
        film.screenShifts = shifts
        film.evaluated = [place.call.span]
        let how: String = switch configuration.mode {
        case .interactive: "interpolated between its phases as each row goes from hidden to \(threshold(configuration.threshold))"
        case .animated(let animation):
            "animated to each phase as a row crosses \(threshold(configuration.threshold))"
                + (ScrollPass.keyframeHow(animation).how.hasPrefix("{ timingCurve") || {
                    if case .curve = animation.timing { false } else { true } }()
                    ? " (its spring as the closest keyframe spring)" : "")
        }
        film.scrollTransition = ScrollTransitionPlay(line: place.location.line, duration: duration, tracks: tracks,
                                                     note: "the content scrolled from its start to its end at "
                                                        + "\(CatalogueDraft.number(distance / duration)) pt/s, the film's own scroll; "
                                                        + ".scrollTransition's effect \(how)")
        return .success(film)
    }

    private static func threshold(_ x: Double) -> String {
        x >= 1 ? "fully visible" : x <= 0 ? "just visible" : "\(CatalogueDraft.number(x * 100)) % visible"
    }

    /// `.interactive`, `.interactive(timingCurve: .easeIn)`, `.animated`, `.animated(.bouncy)`, with
    /// `.threshold(.visible(x))`; the threshold each defaults to.
    static func readConfiguration(_ written: CodeExpression?, type: String, code: CodeBase)
        -> Result<(mode: ScrollTransitionMode, threshold: Double), Refusal> {
        guard var current = written else { return .success((.interactive(.easeInOut), 1)) }
        var threshold: Double?
        while true {
            switch current.unparenthesized.kind {
            case .call(let callee, let arguments):
                if case .member(let base, "threshold") = callee.kind {
                    guard let value = arguments.first?.value, let x = readThreshold(value) else {
                        return .failure(Refusal(reason: "a scroll transition whose threshold the catalogue cannot read"))
                    }
                    threshold = threshold ?? x
                    current = base
                    continue
                }
                let name: String? = switch callee.kind {
                case .implicitMember(let n): n
                case .member(let base, let n) where base.kind == .name("ScrollTransitionConfiguration"): n
                default: nil
                }
                switch name {
                case "interactive":
                    guard let curve = arguments.value(labelled: "timingCurve").map(readCurve) ?? .easeInOut else {
                        return .failure(Refusal(reason: "a scroll transition whose timing curve the catalogue cannot read"))
                    }
                    return .success((.interactive(curve), threshold ?? 1))
                case "animated":
                    guard let written = arguments.first?.value else { return .success((.animated(AnimationVocabulary.defaultAnimation), threshold ?? 0.5)) }
                    guard case .animation(let animation)? = try? Evaluation(code: code, bindings: Bindings()).evaluate(written, owner: type, expecting: .animation)
                    else {
                        return .failure(Refusal(reason: "a scroll transition whose animation the catalogue cannot read"))
                    }
                    return .success((.animated(animation), threshold ?? 0.5))
                default:
                    return .failure(Refusal(reason: "a scroll transition whose configuration the catalogue cannot read"))
                }
            case .implicitMember(let name), .member(_, let name):
                switch name {
                case "interactive": return .success((.interactive(.easeInOut), threshold ?? 1))
                case "animated": return .success((.animated(AnimationVocabulary.defaultAnimation), threshold ?? 0.5))
                case "identity": return .failure(Refusal(reason: "a scroll transition configured .identity, which changes nothing"))
                default: return .failure(Refusal(reason: "a scroll transition whose configuration the catalogue cannot read"))
                }
            default:
                return .failure(Refusal(reason: "a scroll transition whose configuration the catalogue cannot read"))
            }
        }
    }

    /// `.visible` (1), `.hidden` (0), `.visible(0.9)`; nil for `.centered` and the rest.
    private static func readThreshold(_ written: CodeExpression) -> Double? {
        switch written.unparenthesized.kind {
        case .implicitMember("visible"): return 1
        case .implicitMember("hidden"): return 0
        case .call(let callee, let arguments) where callee.kind == .implicitMember("visible"):
            guard case .float(let x)? = arguments.first?.value.kind else {
                if case .integer(let n)? = arguments.first?.value.kind { return min(max(Double(n), 0), 1) }
                return nil
            }
            return min(max(x, 0), 1)
        default: return nil
        }
    }

    private static func readCurve(_ written: CodeExpression) -> TimingCurve? {
        switch written.unparenthesized.kind {
        case .implicitMember("linear"): .linear
        case .implicitMember("easeIn"): .easeIn
        case .implicitMember("easeOut"): .easeOut
        case .implicitMember("easeInOut"): .easeInOut
        default: nil
        }
    }
}

/// A row passing through a scroll view scrolled at a steady speed: where it is at each moment and
/// the effect its place gives it.
struct ScrollPass {
    let box: Evaluation.ScrollBox
    let speed: Double
    let duration: Double
    let threshold: Double

    /// How much of a row at `start` (from the content's start) of `length` is in the scroll view
    /// after `t` seconds of scrolling, 0…1, and which edge it is past or nearest.
    func visibility(start: Double, length: Double, at t: Double) -> (amount: Double, pastTop: Bool) {
        let offset = box.current + speed * min(max(t, 0), duration)
        let top = start - offset
        let shown = min(top + length, box.viewport) - max(top, 0)
        return (min(max(shown / max(length, 1e-9), 0), 1), top + length / 2 < box.viewport / 2)
    }

    /// The keyframes of one property of a row: its value at the start, then frame by frame while
    /// it changes (interactive), or each phase change animated (animated). Times from the film's
    /// start: the scroll starts at ``CatalogueDraft/firstChange``.
    func keyframes(start: Double, length: Double, values: (top: Double, identity: Double, bottom: Double),
                   mode: Catalogue.ScrollTransitionMode) -> [SymbolEffectFilm.Keyframe] {
        let begin = CatalogueDraft.firstChange
        let step = 1.0 / 60
        let steps = Int((duration / step).rounded(.up))
        switch mode {
        case .interactive(let curve):
            func value(_ t: Double) -> Double {
                let (amount, pastTop) = visibility(start: start, length: length, at: t)
                let progress = threshold <= 0 ? (amount > 0 ? 1 : 0) : min(amount / threshold, 1)
                let edge = pastTop ? values.top : values.bottom
                return edge + (values.identity - edge) * curve.value(at: progress)
            }
            var frames = [SymbolEffectFilm.Keyframe(time: 0, value: value(0), how: "move")]
            var previous = value(0)
            for k in 1...max(steps, 1) {
                let t = min(Double(k) * step, duration)
                let now = value(t)
                guard abs(now - previous) > 1e-9 else { continue }
                // Held until the frame before it starts to change, then linear frame by frame.
                if let last = frames.last, begin + t - step > last.time + 0.0005, abs(value(t - step) - last.value) < 1e-9 {
                    frames.append(.init(time: begin + t - step, value: last.value, how: "move"))
                }
                frames.append(.init(time: begin + t, value: now, how: "linear"))
                previous = now
            }
            return frames
        case .animated(let animation):
            func phase(_ t: Double) -> Double {
                let (amount, pastTop) = visibility(start: start, length: length, at: t)
                return amount >= threshold - 1e-9 && amount > 0 ? values.identity : pastTop ? values.top : values.bottom
            }
            var frames = [SymbolEffectFilm.Keyframe(time: 0, value: phase(0), how: "move")]
            let (how, interval) = Self.keyframeHow(animation)
            var current = phase(0)
            for k in 1...max(steps, 1) {
                let t = min(Double(k) * step, duration)
                let now = phase(t)
                guard now != current, let last = frames.last, begin + t > last.time + 0.001 else { continue }
                frames.append(.init(time: begin + t, value: frames.last?.value ?? current, how: "move"))
                frames.append(.init(time: begin + t + max(interval, 0.001), value: now, how: how))
                current = now
            }
            return frames
        }
    }

    /// A keyframe that moves as `animation` does: a timing curve over its duration, a spring as the
    /// keyframe spring of its parameters over its logical duration (the closest keyframe to it).
    static func keyframeHow(_ animation: Motion.Animation) -> (how: String, interval: Double) {
        if case .curve(let curve, let duration) = animation.timing {
            let named: String = switch curve {
            case .linear: "linear"
            case .easeIn: "easeIn"
            case .easeOut: "easeOut"
            case .easeInOut: "easeInOut"
            default: "{ timingCurve: [\(curve.c0x), \(curve.c0y), \(curve.c1x), \(curve.c1y)] }"
            }
            return (named, duration / animation.speed)
        }
        var plain = animation
        plain.delay = 0
        return (PresetForm.animation(plain).yaml, min(animation.logicalDuration, 2))
    }
}

/// A `.scrollTransition`'s film: the scroll, and each row's tracks.
public struct ScrollTransitionPlay: Sendable {
    struct Track: Sendable {
        var property: String
        var keyframes: [SymbolEffectFilm.Keyframe]
    }

    var line: Int
    /// How long the scroll takes, from ``CatalogueDraft/firstChange``.
    var duration: Double
    /// Each stand-in's tracks, in the film's stand-ins' order.
    var tracks: [[Track]]
    var note: String
}
