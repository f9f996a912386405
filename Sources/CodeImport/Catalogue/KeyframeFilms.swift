import Foundation
import Motion
import Preset
import SwiftModel

/// The films of a view type's keyframe animators (`.keyframeAnimator`, `KeyframeAnimator`): each
/// animator's views — those whose modifiers in its content read the value — with a keyframe track
/// per property they show, played as SwiftUI plays the code's `KeyframeTrack`s
/// (``SwiftModel/KeyframeAnimatorCall``).
///
/// A modifier shows a property of the value through its arguments (`.offset(y: value.y)`,
/// `.rotationEffect(value.angle)`, `.scaleEffect(value.scale * 2)`). SwiftUI interpolates the
/// value, then the content closure maps it; the film keyframes the property, which is the same
/// motion exactly when the map is affine in the one track it reads (a + b·x keeps every keyframe's
/// curve, spline and spring, velocities scaled by b). So each property is read at the track's start
/// and every keyframe value, checked to lie on one line, and refused with why otherwise.
///
/// With a trigger, the film changes it once at ``CatalogueDraft/firstChange``: the keyframes play
/// from the initial value once. With `repeating: true` they play ``cycles`` times from there, each
/// turn from the initial value again, as SwiftUI loops the timeline.
extension Catalogue {
    static func keyframeFilms(of type: String, code: CodeBase, defaults: [String: Value],
                              reasons: inout [CodeLocation: String]) -> [CatalogueFilm] {
        let places = code.modifierPlaces(in: type)
        var films: [CatalogueFilm] = []
        for site in code.sites where site.owner == type {
            guard case .effect(let name) = site.form, name == "keyframeAnimator" || name == "KeyframeAnimator" else { continue }
            let inside = places.filter { $0.place.keyframer?.site == site.location }
            guard let animator = inside.first?.place.keyframer else {
                reasons[site.location] = "a keyframe animator whose content has no modifier: nothing in it reads the value"
                continue
            }
            do {
                if let film = try keyframeFilm(animator, site: site, inside: inside.map(\.place), all: places.map(\.place),
                                               type: type, code: code, defaults: defaults) {
                    films.append(film)
                } else {
                    reasons[site.location] = "a keyframe animator whose content reads \(animator.parameter) only outside the "
                        + "modifiers the catalogue films (\(Evaluation.filmedValueModifiers.sorted().map { "." + $0 }.joined(separator: ", ")))"
                }
            } catch {
                reasons[site.location] = "a keyframe animator, which the catalogue cannot play: "
                    + (reason(for: error, type: type, code: code) ?? error.description)
            }
        }
        return films
    }

    private static func keyframeFilm(_ animator: KeyframeAnimatorCall, site: Site, inside: [ModifierPlace], all: [ModifierPlace],
                                     type: String, code: CodeBase, defaults: [String: Value]) throws(EvaluationError) -> CatalogueFilm? {
        let initial = try animator.initial(in: code, owner: type)
        let tracks = try animator.tracks(in: code, owner: type, initial: initial)
        let repeats = try animator.repeats(in: code, owner: type)
        let others = defaults.filter { $0.key != animator.parameter }
        var standIns: [StandIn] = []
        var played: [[KeyframedProperty]] = []
        var chains: [CodeSpan: Int] = [:]
        var used = Set<String>()
        let host = all.first { $0.call.name == "keyframeAnimator" && $0.location == animator.site }
        for place in inside where place.call.arguments.contains(where: { $0.value.mentions(animator.parameter) }) {
            guard Evaluation.filmedValueModifiers.contains(place.call.name) else { continue }
            func values(_ value: Value) throws(EvaluationError) -> [(property: String, value: FilmedValue)] {
                let bindings = Bindings(others.merging([animator.parameter: value]) { _, new in new })
                return try Evaluation(code: code, bindings: bindings).filmedValues(of: place.call, at: place.location, owner: type)
            }
            let properties = try keyframed(place, tracks: tracks, initial: initial, values: values)
            guard !properties.isEmpty else { continue }
            let content = AnimatorContent(place, placeholder: animator.placeholder, host: host)
            if let problem = StandInReading.undrawn(properties.map(\.property), chain: content.view.chain,
                                                          root: content.view.root) {
                throw EvaluationError(.unsupported, at: place.location, problem)
            }
            if let index = chains[content.chain] {
                for property in properties where played[index].contains(where: { $0.property == property.property }) {
                    throw EvaluationError(.unsupported, at: place.location, "two modifiers of one view both show "
                                          + "\(property.property) from the keyframes (SwiftUI composes them)")
                }
                played[index] += properties
                continue
            }
            let first = Bindings(others.merging([animator.parameter: initial]) { _, new in new })
            var standIn = StandInReading.standIn(for: content.view, type: type, code: code, bindings: first, used: &used)
            standIn.role = .values([])
            standIn.siteLine = place.location.line
            chains[content.chain] = standIns.count
            standIns.append(standIn)
            played.append(properties)
        }
        guard !standIns.isEmpty else { return nil }
        var film = CatalogueFilm(type: type, state: "keyframes\(site.location.line)", file: site.location.file,
                                 visits: [initial], others: [others], standIns: standIns, covered: [site.location])
        let length = tracks.map { $0.keyframes.map(\.length).reduce(0, +) }.max() ?? 0
        film.keyframes = KeyframePlay(parameter: animator.parameter, repeats: repeats, length: length, properties: played)
        film.evaluated = [site.span]
        return film
    }

    /// The properties `place` shows from the keyframes, each keyframed as its one track says.
    private static func keyframed(_ place: ModifierPlace, tracks: [KeyframeTrackCall], initial: Value,
                                  values: (Value) throws(EvaluationError) -> [(property: String, value: FilmedValue)])
        throws(EvaluationError) -> [KeyframedProperty] {
        let base = try numbers(try values(initial), at: place)
        // For each track, the properties at each keyframe's value, the other tracks at their start.
        var perTrack: [[[String: Double]]] = []
        for track in tracks {
            var rows: [[String: Double]] = []
            for keyframe in track.keyframes { rows.append(try numbers(try values(track.bound(keyframe.value, in: initial)), at: place)) }
            perTrack.append(rows)
        }
        var result: [KeyframedProperty] = []
        for (property, start) in base.sorted(by: { $0.key < $1.key }) {
            let moving = tracks.indices.filter { t in perTrack[t].contains { $0[property] != start } }
            guard let t = moving.first else { continue }
            guard moving.count == 1 else {
                throw EvaluationError(.unsupported, at: place.location, "\(property) here follows \(moving.count) keyframe "
                                      + "tracks at once (\(moving.map { tracks[$0].path.map { "\\." + $0 } ?? "the value" }.joined(separator: ", "))), "
                                      + "which a film cannot play as one track")
            }
            let track = tracks[t]
            let x0 = number(track.start)
            let shown = perTrack[t].map { $0[property] ?? start }
            let xs = track.keyframes.map { number($0.value) }
            // The map must be a line through (x0, start): read its slope off the farthest keyframe.
            guard let far = xs.indices.max(by: { abs(xs[$0] - x0) < abs(xs[$1] - x0) }), xs[far] != x0 else { continue }
            let slope = (shown[far] - start) / (xs[far] - x0)
            // Two keyframe values lie on a line whatever the map is: it is also read between and a
            // little beyond them (where a spring overshoots), so a condition or a product shows.
            let low = xs.reduce(x0, min), high = xs.reduce(x0, max), span = high - low
            var probes = zip(xs, shown).map { (x: $0, y: Optional($1)) }
            for step in -4...20 {
                let x = low + span * Double(step) / 16
                let inside = (0...16).contains(step)
                let y: Double?
                do {
                    y = try numbers(try values(track.bound(track.start.with(x), in: initial)), at: place)[property]
                } catch {
                    // Beyond the keyframes a modifier may refuse a value (an opacity above 1): SwiftUI clamps it there.
                    if inside { throw error }
                    y = nil
                }
                probes.append((x, y))
            }
            for (x, y) in probes {
                guard let y else { continue }
                guard abs(start + slope * (x - x0) - y) <= 1e-9 * max(1, abs(y)) else {
                    throw EvaluationError(.unsupported, at: place.location, "\(property) here is not a straight-line function of "
                                          + "\(track.path.map { "\\." + $0 } ?? "the value") (at \(NumberText.literal(x)) it is "
                                          + "\(NumberText.literal(y)), not \(NumberText.literal(start + slope * (x - x0)))), so its "
                                          + "frames are not the track's")
                }
            }
            var time = 0.0
            var keyframes: [KeyframedProperty.Frame] = []
            for (keyframe, y) in zip(track.keyframes, shown) {
                let length = keyframe.length
                if case .move = keyframe.kind, !keyframes.isEmpty || time > 0 {
                    throw EvaluationError(.unsupported, at: keyframe.location, "a MoveKeyframe after another keyframe, at the "
                                          + "same moment, which a preset's track cannot hold")
                }
                time += length
                keyframes.append(.init(time: time, value: y, how: try how(keyframe, slope: slope), line: keyframe.location.line))
            }
            result.append(KeyframedProperty(property: property, modifier: place.call.name, modifierLine: place.location.line,
                                            trackLine: track.location.line, start: start, frames: keyframes))
        }
        return result
    }

    /// A keyframe's motion as a preset's keyframe writes it, velocities scaled by the map's slope.
    private static func how(_ keyframe: KeyframeCall, slope: Double) throws(EvaluationError) -> String {
        switch keyframe.kind {
        case .move: return "move"
        case .linear(let curve):
            if let name = CurveTiming.named.first(where: { $0.curve == curve })?.name { return name }
            return "{ timingCurve: [\([curve.c0x, curve.c0y, curve.c1x, curve.c1y].map(CatalogueDraft.exactNumber).joined(separator: ", "))] }"
        case .spring(let spring, let velocity):
            if velocity != nil {
                throw EvaluationError(.unsupported, at: keyframe.location, "a SpringKeyframe with a startVelocity, which a "
                                      + "preset's keyframe does not carry yet")
            }
            return PresetForm.animation(Animation(.fluidSpring(spring))).yaml
        case .cubic(nil, nil): return "cubic"
        case .cubic(let start, let end):
            let parts = [("startVelocity", start), ("endVelocity", end)].compactMap { name, value in
                value.map { "\(name): \(CatalogueDraft.exactNumber(slope * number($0)))" }
            }
            return "{ cubic: { \(parts.joined(separator: ", ")) } }"
        }
    }

    private static func numbers(_ values: [(property: String, value: FilmedValue)], at place: ModifierPlace)
        throws(EvaluationError) -> [String: Double] {
        var found: [String: Double] = [:]
        for (property, value) in values {
            guard case .number(let x) = value else {
                throw EvaluationError(.unsupported, at: place.location, "a colour from keyframes, which a film does not play yet")
            }
            found[property] = x
        }
        return found
    }

    /// A keyframe value as a number: an angle in degrees.
    private static func number(_ value: Value) -> Double {
        switch value {
        case .double(let x): x
        case .integer(let n): Double(n)
        case .angle(let degrees): degrees
        default: .nan
        }
    }
}

extension Value {
    /// A number of the same kind as this one: an angle stays an angle.
    func with(_ x: Double) -> Value {
        if case .angle = self { return .angle(degrees: x) }
        return .double(x)
    }
}

/// A keyframe animator's play, as a film shows it: per stand-in, the properties its keyframes move.
public struct KeyframePlay: Sendable {
    /// The content closure's value parameter.
    public var parameter: String
    /// Whether it loops (`repeating: true`) rather than playing once when its trigger changes.
    public var repeats: Bool
    /// Seconds from the start to the end of the longest track: one turn.
    public var length: Double
    /// For each stand-in, in order, its keyframed properties.
    public var properties: [[KeyframedProperty]]
}

/// One property of a stand-in keyframed from one `KeyframeTrack`.
public struct KeyframedProperty: Sendable {
    public struct Frame: Sendable {
        /// Seconds from the start of the play.
        public var time: Double
        public var value: Double
        /// The preset's keyframe motion: `cubic`, `bouncy`, `easeOut`, `move`.
        public var how: String
        /// The keyframe's line in the Swift file.
        public var line: Int
    }

    /// The preset key (`rotation`, `offsetY`).
    public var property: String
    /// The modifier that shows it and its line, and the track's line.
    public var modifier: String
    public var modifierLine: Int
    public var trackLine: Int
    /// Its value before the keyframes play (the initial value's).
    public var start: Double
    public var frames: [Frame]
}
