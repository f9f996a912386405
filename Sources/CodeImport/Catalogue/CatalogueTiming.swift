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
    static func moments(of film: CatalogueFilm, code: CodeBase) -> [Moment] {
        var moments = [Moment(at: 0)]
        let assignments = PageTransaction.assignments(of: film.state, in: film.type, code: code)
        let cell = film.state.contains(".") ? ModelState.cell(film.state, in: film.type, code: code) : nil
        // The assignment that makes change k: the first that gives visit k from visit k − 1.
        func maker(_ k: Int) -> StateAssignment? {
            let hint = film.visits[k].literalType
            return assignments.first { assignment in
                guard let result = assignment.result(into: film.state, cell: cell, view: film.type, from: film.visits[k - 1],
                                                     others: film.others[k - 1], expecting: hint, code: code) else { return false }
                return result.makes(film.visits[k])
            }
        }
        var previous: (assignment: StateAssignment, seconds: Double)?
        for k in film.visits.indices.dropFirst() {
            let spaced = k == 1 ? CatalogueDraft.firstChange : moments[k - 1].at + CatalogueDraft.changeSpacing
            guard let assignment = maker(k) else {
                moments.append(Moment(at: spaced))
                previous = nil
                continue
            }
            let line = assignment.location.line
            let owner = cell.map { $0.model == assignment.owner } == true ? cell?.model : film.type
            let seconds = Evaluation(code: code, bindings: Bindings()).seconds(of: assignment.delays, owner: owner)
            if let before = previous, let seconds, before.assignment.unitID == assignment.unitID, seconds > before.seconds {
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
}
