import Foundation
import Motion
import SwiftModel

/// The films of a view type's phase animators (`.phaseAnimator`, `PhaseAnimator`): each animator's
/// views — those whose modifiers in its content read the phase — stepped through its phases as
/// SwiftUI steps them (``SwiftModel/PhaseAnimatorCall``).
///
/// Each step animates into its phase with the animation the closure gives for that phase, and the
/// next starts when that animation is logically complete (``Motion/Animation/logicalDuration``) —
/// a spring's duration, before it has settled, so its tail overlaps the next step and the next
/// spring merges with it, as in the app. Without a trigger the animator cycles for as long as the
/// view is shown: the film shows ``cycles`` turns, starting as the view appears at
/// ``CatalogueDraft/firstChange``. With a trigger the film changes it once, at the same time: the
/// phases run once through and back to the first.
extension Catalogue {
    /// How many turns through its phases a film shows of an animator without a trigger, and of a
    /// repeating keyframe animator: as many as of any loop that never ends.
    static let cycles = Repeats.defaultFilmedCycles

    static func phaseFilms(of type: String, code: CodeBase, defaults: [String: Value],
                           reasons: inout [CodeLocation: String]) -> [CatalogueFilm] {
        let places = code.modifierPlaces(in: type)
        var films: [CatalogueFilm] = []
        for site in code.sites where site.owner == type {
            guard case .effect(let name) = site.form, name == "phaseAnimator" || name == "PhaseAnimator" else { continue }
            let inside = places.filter { $0.place.animator?.site == site.location }
            guard let animator = inside.first?.place.animator else {
                reasons[site.location] = "a phase animator whose content has no modifier: nothing in it reads the phase"
                continue
            }
            do {
                if let film = try phaseFilm(animator, site: site, inside: inside.map(\.place), all: places.map(\.place),
                                            type: type, code: code, defaults: defaults) {
                    films.append(film)
                } else {
                    reasons[site.location] = unfilmedReads(animator, inside: inside.map(\.place))
                }
            } catch {
                reasons[site.location] = "a phase animator, which the catalogue cannot step through: "
                    + (reason(for: error, type: type, code: code) ?? error.description)
            }
        }
        return films
    }

    /// Why no view of the animator's content moves: the modifiers that read its phase the
    /// catalogue does not film, by name and line; or that those it films give the same values.
    private static func unfilmedReads(_ animator: PhaseAnimatorCall, inside: [ModifierPlace]) -> String {
        let reading = inside.filter { place in place.call.arguments.contains { $0.value.mentions(animator.parameter) } }
        let unread = reading.filter { !Evaluation.filmedValueModifiers.contains($0.call.name) }
        var seen = Set<String>()
        let named = unread.compactMap { modifier -> String? in
            let text = ".\(modifier.call.name) at \(place(modifier.location, column: false))"
            return seen.insert(text).inserted ? text : nil
        }
        if !named.isEmpty {
            return "a phase animator whose content reads \(animator.parameter) in \(named.prefix(4).joined(separator: ", "))"
                + (named.count > 4 ? " and \(named.count - 4) more" : "") + ", which the catalogue does not film yet"
        }
        if !reading.isEmpty {
            return "a phase animator whose modifiers give the same values in every phase"
        }
        return "a phase animator whose content reads \(animator.parameter) only outside modifiers (in a view's "
            + "arguments, a condition or a custom view), which the catalogue does not film yet"
    }

    private static func phaseFilm(_ animator: PhaseAnimatorCall, site: Site, inside: [ModifierPlace], all: [ModifierPlace],
                                  type: String, code: CodeBase, defaults: [String: Value]) throws(EvaluationError) -> CatalogueFilm? {
        let phases = try animator.phaseValues(in: code, owner: type)
        // The phases in the order the film shows them: the first, then each step's.
        let turn = Array(phases.indices.dropFirst()) + [0]
        let steps = animator.trigger == nil ? Array(repeating: turn, count: cycles).flatMap { $0 } : turn
        var visits = [phases[0]]
        var animations: [Motion.Animation?] = []
        var times = [0.0]
        var at = CatalogueDraft.firstChange
        for index in steps {
            let animation = try animator.animation(into: phases[index], in: code, owner: type)
            visits.append(phases[index])
            animations.append(animation)
            times.append(at)
            // A step that never completes (a loop) is the last one SwiftUI takes.
            guard let animation else { at += 1.0 / 60; continue }
            let duration = animation.logicalDuration
            guard duration.isFinite else { break }
            // An instant step still takes a frame: SwiftUI moves on in the next update.
            at += max(duration, 1.0 / 60)
        }
        let others = Array(repeating: defaults.filter { $0.key != animator.parameter }, count: visits.count)
        var standIns: [StandIn] = []
        var chains: [CodeSpan: Int] = [:]
        var used = Set<String>()
        // The view the modifier form is on stands in for its `content`.
        let host = all.first { $0.call.name == "phaseAnimator" && $0.location == animator.site }
        for place in inside where Evaluation.filmedValueModifiers.contains(place.call.name)
            && place.call.arguments.contains(where: { $0.value.mentions(animator.parameter) }) {
            var perVisit: [[(property: String, value: FilmedValue)]] = []
            for k in visits.indices {
                let bindings = Bindings(others[k].merging([animator.parameter: visits[k]]) { _, new in new })
                perVisit.append(try Evaluation(code: code, bindings: bindings).filmedValues(of: place.call, at: place.location,
                                                                                            owner: type))
            }
            let properties = varying(perVisit)
            guard !properties.isEmpty else { continue }
            let reads = ([animator.parameter] + others[0].keys.sorted()).filter { name in
                place.call.arguments.contains { $0.value.mentions(name) }
            }
            let modifier = ModifierValues(name: place.call.name, line: place.location.line, properties: properties, reads: reads)
            let content = AnimatorContent(place, placeholder: animator.placeholder, host: host)
            let (chain, onPlaceholder) = (content.chain, content.onPlaceholder)
            if let problem = StandInReading.undrawn(properties.map(\.property), chain: content.view.chain,
                                                          root: content.view.root) {
                throw EvaluationError(.unsupported, at: place.location, problem)
            }
            if let index = chains[chain], case .values(let list) = standIns[index].role {
                standIns[index].role = .values(list + [modifier])
                continue
            }
            let view = content.view
            let first = Bindings(others[0].merging([animator.parameter: visits[0]]) { _, new in new })
            var standIn = StandInReading.standIn(for: view, type: type, code: code, bindings: first, used: &used)
            if onPlaceholder, standIn.axis == nil {
                // The content's `.rotation3DEffect` turns the host view: the stand-in needs its axis.
                var scratch = Set<String>()
                standIn.axis = StandInReading.standIn(for: place, type: type, code: code, bindings: first, used: &scratch).axis
            }
            standIn.role = .values([modifier])
            standIn.siteLine = place.location.line
            chains[chain] = standIns.count
            standIns.append(standIn)
        }
        // Symbol effects whose value is the phase play at each step that changes it.
        var covered = [site.location]
        let bindings = visits.indices.map { k in Bindings(others[k].merging([animator.parameter: visits[k]]) { _, new in new }) }
        for place in inside where place.call.name == "symbolEffect" {
            guard let watched = place.call.argument("value"), watched.mentions(animator.parameter),
                  let effect = place.call.argument(nil),
                  let played = SymbolEffectVocabulary.film(effect, options: place.call.argument("options")),
                  let changes = SymbolEffectVocabulary.plays(watched, visits: bindings, owner: type, code: code) else { continue }
            let content = AnimatorContent(place, placeholder: animator.placeholder, host: host)
            covered.append(place.location)
            if let index = chains[content.chain], case .effect(let list, let line, _) = standIns[index].role {
                if !list.contains(where: { $0.property == played.property }) {
                    standIns[index].role = .effect(list + [played], line: line, played: changes)
                }
                continue
            }
            guard chains[content.chain] == nil else { continue }
            var standIn = StandInReading.standIn(for: content.view, type: type, code: code, bindings: bindings[0], used: &used)
            standIn.role = .effect([played], line: place.location.line, played: changes)
            standIn.siteLine = place.location.line
            chains[content.chain] = standIns.count
            standIns.append(standIn)
        }
        guard !standIns.isEmpty else { return nil }
        let file = site.location.file
        var film = CatalogueFilm(type: type, state: "phases\(site.location.line)", file: file, visits: visits, others: others,
                                 standIns: standIns, covered: covered)
        film.phases = PhaseSteps(parameter: animator.parameter, triggered: animator.trigger != nil, animations: animations)
        film.times = times
        film.evaluated = [site.span]
        return film
    }
}
