import Foundation
import Motion
import Scene
import SwiftModel

/// The motion of every change of a selection (a tabs scene's), once the timeline is known: linked
/// code evaluated for each change as SwiftUI would evaluate it.
///
/// An inserted page's transition is evaluated at the first render after its change; a removed
/// page's at its own last render before the change (SwiftUI removes a view with the transition of
/// its last render); each bound variable holds the value it has at that render, as
/// ``SelectionHistory`` works it out from when the code assigns it. Changes whose transitions differ
/// only as `auto` edges would fold into one transition (``TransitionFolding``).
package struct PageMotion {
    /// The transition of the scene: the one every change films, or the first change's when they differ.
    package var transition: Transition
    package var animation: Animation
    /// One entry per change, in order: the change's own transition or animation where it is not
    /// the scene's.
    package var changes: [ChangeMotion]
    /// Whether the linked code itself reads Reduce Motion, so MotionReel's own Reduce Motion
    /// variant must not be applied on top of it.
    package var readsReduceMotion: Bool
}

/// A change's own motion, where it differs from the scene's.
package struct ChangeMotion: Sendable, Hashable {
    package var transition: Transition?
    package var animation: Animation?
}

extension DocumentReader {
    /// The motion of each change of `selections` (the page of every timeline event, the first one
    /// shown without a change); `eventAnimations` are the events' own `animation:` (nil where none).
    package func resolvePageMotion(_ source: PageMotionSource, selections: [Int],
                                   eventAnimations: [AnimationSource?]) -> PageMotion? {
        // The changes: events that select another page than the one shown.
        var history: [Int] = []
        var changeAnimations: [AnimationSource?] = []
        for (index, page) in selections.enumerated() where history.last != page {
            history.append(page)
            if history.count > 1 { changeAnimations.append(eventAnimations[index]) }
        }
        guard !history.isEmpty else { return nil }
        let changeCount = history.count - 1
        // With no change the links are still evaluated once (for a change to the same page), so
        // their mistakes are reported.
        let evaluated = SelectionHistory(changeCount > 0 ? history : [history[0], history[0]])
        let changes = 1...evaluated.changeCount
        // A variable that changes with the selection needs its timing, read or said.
        let links = [source.linkedTransition].compactMap { $0 } + ([source.animation] + changeAnimations.compactMap { $0 })
            .compactMap { if case .linked(let link, _) = $0 { link } else { nil } }
        var undecided = false
        for link in links {
            for (name, problem) in link.undecidedTimings.sorted(by: { $0.key < $1.key }) {
                report(.swift(place: problem.place, message: problem.message), at: (link.bindFields[name] ?? link.field).node)
                undecided = true
            }
        }
        guard !undecided else { return nil }
        var transitions: [Transition] = []
        var readsReduceMotion = false
        if let link = source.linkedTransition {
            var stale: [String: SwiftModel.CodeLocation] = [:]
            for k in changes {
                do {
                    let (transition, reads) = try changeTransition(link, k, in: evaluated, tracks: source.transition.tracks)
                    transitions.append(transition)
                    readsReduceMotion = readsReduceMotion || reads.reduceMotion
                    for name in reads.staleInRemoval where stale[name] == nil { stale[name] = link.location }
                } catch {
                    report(error, at: link.field, note: Self.changeNote(k, evaluated))
                    return nil
                }
            }
            for name in stale.keys.sorted() { warnStale(name, link: link) }
        }
        var animations: [Animation] = []
        for k in changes {
            let source = (k - 1 < changeAnimations.count ? changeAnimations[k - 1] : nil) ?? source.animation
            switch source {
            case .fixed(let animation):
                animations.append(animation)
            case .linked(let link, let stagger) where link.isPageAnimation:
                do {
                    var (animation, decided) = try link.pageAnimation(change: k, in: evaluated, reduceMotion: reduceMotion)
                    animation.stagger = stagger ?? animation.stagger
                    animations.append(animation)
                    record(animation, at: link.field, start: nil, elements: 2)
                    if k == 1, let index = codeLinks.firstIndex(where: { $0.role == link.field.path }) {
                        codeLinks[index] = link.record(role: link.field.path, decided: decided)
                    }
                } catch {
                    report(error, at: link.field, note: Self.changeNote(k, evaluated))
                    return nil
                }
            case .linked(let link, let stagger):
                do {
                    let moment: ChangeMoment
                    if case .site(let site) = link.target, case .withAnimation = site.form {
                        moment = .lastRenderBefore(change: k)
                    } else {
                        moment = .firstRenderAfter(change: k)
                    }
                    let value = try link.evaluate(try evaluated.bindings(link.bindings, at: moment, page: evaluated.selections[k],
                                                                         reduceMotion: reduceMotion))
                    var animation = try LinkedValues.animation(value.value, at: link.location)
                    animation.stagger = stagger ?? animation.stagger
                    animations.append(animation)
                    record(animation, at: link.field, start: nil, elements: 2)
                } catch {
                    report(error, at: link.field, note: Self.changeNote(k, evaluated))
                    return nil
                }
            }
        }
        let directions = changes.map { Direction(from: evaluated.selections[$0 - 1], to: evaluated.selections[$0]) }
        let folded = source.linkedTransition == nil ? source.transition
            : TransitionFolding.fold(Array(zip(directions, transitions)).map { (direction: $0.0, transition: $0.1) })
        let sceneTransition = folded ?? transitions[0]
        let sceneAnimation = animations[0]
        let perChange = changeCount == 0 ? [] : changes.map { k in
            ChangeMotion(transition: folded == nil ? transitions[k - 1] : nil,
                         animation: animations[k - 1] == sceneAnimation ? nil : animations[k - 1])
        }
        return PageMotion(transition: sceneTransition, animation: sceneAnimation, changes: perChange,
                          readsReduceMotion: readsReduceMotion)
    }

    /// What an evaluation read that matters after it.
    private struct Reads {
        var reduceMotion = false
        /// Variables the removed page's transition read that change with or after the selection.
        var staleInRemoval: [String] = []
    }

    /// Change `k`'s transition: the inserted page's value at its first render, the removed
    /// page's at its last.
    private func changeTransition(_ link: SwiftLink, _ k: Int, in history: SelectionHistory,
                                  tracks: [TransitionTrack: Animation]) throws(EvaluationError) -> (Transition, Reads) {
        let inserted = try link.evaluate(try history.bindings(link.bindings, at: .firstRenderAfter(change: k),
                                                              page: history.selections[k], reduceMotion: reduceMotion))
        let removed = try link.evaluate(try history.bindings(link.bindings, at: .lastRenderBefore(change: k),
                                                             page: history.selections[k - 1], reduceMotion: reduceMotion))
        let transition = try LinkedValues.transition(inserted: try LinkedValues.transition(inserted.value, at: link.location),
                                                     removed: try LinkedValues.transition(removed.value, at: link.location),
                                                     tracks: tracks, at: link.location)
        var reads = Reads()
        let names = inserted.namesRead.union(removed.namesRead)
        reads.reduceMotion = names.contains(Bindings.reduceMotionName)
            || link.bindings.contains { $0.role == .reduceMotion && names.contains($0.name) }
        reads.staleInRemoval = link.bindings.filter { binding in
            binding.role.changesWithSelection && (binding.timing == .with || binding.timing == .after)
                && removed.namesRead.contains(binding.name)
        }.map(\.name)
        return (transition, reads)
    }

    /// "(evaluating change 2, page 1 → 2)", for a refusal that happens at one change only.
    private static func changeNote(_ k: Int, _ history: SelectionHistory) -> String {
        " (evaluating change \(k), page \(history.selections[k - 1]) → \(history.selections[k]))"
    }

    /// Warns that the removed page's transition reads `name`, which changes with or after the
    /// selection: SwiftUI removes the page with the value of its last render.
    private func warnStale(_ name: String, link: SwiftLink) {
        guard let binding = link.bindings.first(where: { $0.name == name }) else { return }
        let warning = StaleState.warning(name, timing: binding.timing, selection: link.selection, owner: link.target.owner,
                                         in: link.code)
        warnings.append("\(location(of: link.field.node)): \(warning.place ?? link.location): warning: \(warning.message)")
    }
}
