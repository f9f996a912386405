import Foundation
import SwiftModel

/// When a film's changes happen: as the code waits between them where one event makes both, else
/// one after another with room to settle.
///
/// An event's code runs statement by statement; `try await Task.sleep(…)`,
/// `DispatchQueue.main.asyncAfter(deadline: .now() + T)` and a one-shot `Timer` make what follows
/// them run that much later, and SwiftUI animates each change from wherever the one before has got
/// to (a spring keeps its velocity when it is retargeted). So a change the same event makes after
/// a wait of 0.15 s is filmed 0.15 s after the change before it — interrupting it, as on the
/// phone — and not 1.2 s later, as two separate taps are.
extension Catalogue {
    /// One change's time and, when the code's waits set it, the sentence the preset says it with.
    struct Moment: Sendable, Equatable {
        var at: Double
        var wait: String?
        /// The line of the assignment that makes the change, when one is found: the preset's
        /// animation link names it, so the loader takes the same one with nothing to re-derive.
        var line: Int?
    }

    /// The moment of each change of `film` (`moments[k]` for visit k; `moments[0]` is 0, the
    /// declared state).
    /// The assignment that makes each change of `film` (index k for the change into visit k; nil at
    /// 0 and where none does): the first that gives visit k from visit k − 1.
    static func makers(of film: CatalogueFilm, code: CodeBase) -> [StateAssignment?] {
        let assignments = PageTransaction.assignments(of: film.state, in: film.type, code: code)
        let cell = film.state.contains(".") ? ModelState.cell(film.state, in: film.type, code: code) : nil
        return [nil] + film.visits.indices.dropFirst().map { k in
            let hint = film.visits[k].literalType
            // The observer's own next change, where the state's didSet goes on from the value before.
            let link = DidSetChain.next(after: film.visits[k - 1], state: film.state, in: film.type, code: code)
            // Of a film of several events, only the event that makes this change.
            let candidates = film.makerGroups.count == film.visits.count
                ? assignments.filter { film.makerGroups[k].contains($0.location) } : assignments
            // The code that makes it as Swift runs it; else, for a run the film reads in source order
            // (a timer that counts past its `if`), the assignment that would.
            func maker(followingPath: Bool) -> StateAssignment? {
                ([link].compactMap { $0 } + candidates).first { assignment in
                    guard let result = assignment.result(into: film.state, cell: cell, view: film.type, from: film.visits[k - 1],
                                                         others: film.others[k - 1], expecting: hint, code: code,
                                                         followingPath: followingPath) else {
                        // An Optional of a type the catalogue does not read, given a value it cannot read (a
                        // case's payload, `state.product = product`): not nil, as ``visits(of:in:code:given:)`` has it.
                        if case .some = film.visits[k], let value = assignment.value, value.unparenthesized.kind != .nilLiteral { return true }
                        return false
                    }
                    return result.makes(film.visits[k])
                }
            }
            return maker(followingPath: true) ?? maker(followingPath: false)
        }
    }

    static func moments(of film: CatalogueFilm, makers: [StateAssignment?], code: CodeBase) -> [Moment] {
        var moments = [Moment(at: 0)]
        let assignments = PageTransaction.assignments(of: film.state, in: film.type, code: code)
        let cell = film.state.contains(".") ? ModelState.cell(film.state, in: film.type, code: code) : nil
        func maker(_ k: Int) -> StateAssignment? { makers[k] }
        var previous: (assignment: StateAssignment, seconds: Double)?
        let room = max(CatalogueDraft.changeSpacing, settleRoom(of: film, assignments: assignments, code: code))
        for k in film.visits.indices.dropFirst() {
            let spaced = k == 1 ? CatalogueDraft.firstChange : moments[k - 1].at + room
            guard let assignment = maker(k) else {
                moments.append(Moment(at: spaced))
                previous = nil
                continue
            }
            let line = assignment.location.line
            let owner = cell.map { $0.model == assignment.owner } == true ? cell?.model : film.type
            let seconds = Evaluation(code: code, bindings: Bindings()).seconds(of: assignment.delays, owner: owner)
            if k == 1, case .appearance = assignment.unit, let seconds, seconds > 0, let wait = assignment.delays.last {
                // An `.onAppear`/`.task` that waits before its first change: the view appears at 0, the change after the wait.
                moments.append(Moment(at: seconds, wait: "\(CatalogueDraft.number(seconds)) s after the view appears, as the code waits "
                                        + "first (\(place(wait.location, column: false)))", line: line))
            } else if k > 1, maker(k - 1) != nil, let seconds, DidSetChain.isLink(assignment, in: film.type, code: code) {
                // The didSet runs as the change before is made, and waits before its own.
                moments.append(Moment(at: moments[k - 1].at + seconds,
                                      wait: "\(CatalogueDraft.number(seconds)) s after the change before, as its didSet waits "
                                        + "before setting it again (\(place(assignment.location, column: false)))", line: line))
            } else if let before = previous, let seconds, before.assignment.unitID == assignment.unitID, seconds > before.seconds {
                let gap = seconds - before.seconds
                moments.append(Moment(at: moments[k - 1].at + gap,
                                      wait: "\(CatalogueDraft.number(gap)) s after the change before, as the code waits between "
                                        + "them in one event (\(place(assignment.location, column: false)))", line: line))
            } else {
                moments.append(Moment(at: spaced, line: line))
            }
            previous = seconds.map { (assignment, $0) }
        }
        return moments
    }

    /// The most seconds any animation of `film`'s changes takes to complete — its delay, then its
    /// duration (a spring's until SwiftUI counts it done) — with a little room after: so one tap's
    /// motion is seen to its end before the next change, even `.spring(…).delay(2.25)`. The
    /// animations are the `withAnimation`s around the state's assignments and the
    /// `.animation(_:value:)`s that watch it, as written; one that repeats for ever or cannot be
    /// read counts for nothing (the film's usual 1.2 s applies). At most ``maximumSettleRoom``.
    static func settleRoom(of film: CatalogueFilm, assignments: [StateAssignment], code: CodeBase) -> Double {
        var written = assignments.compactMap { $0.explicit?.animation }
        let root = film.state.split(separator: ".").first.map(String.init) ?? film.state
        for (place, _, _) in code.modifierPlaces(in: film.type) where place.call.name == "animation" {
            guard let watched = place.call.argument("value"), watched.mentions(root), let animation = place.call.argument(nil)
            else { continue }
            written.append(animation)
        }
        let bindings = Bindings(film.others.first ?? [:])
        var longest = 0.0
        for expression in written {
            guard case .animation(let animation)? = try? Evaluation(code: code, bindings: bindings)
                .evaluate(expression, owner: film.type, expecting: .animation) else { continue }
            let seconds = animation.logicalDuration
            if seconds.isFinite { longest = max(longest, seconds) }
        }
        return longest > 0 ? min(longest + 0.3, maximumSettleRoom) : 0
    }

    /// The longest wait the catalogue leaves between two changes for the first to complete.
    static let maximumSettleRoom = 10.0
}
