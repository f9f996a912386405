import Foundation
import SwiftModel

/// Scrolling: `proxy.scrollTo(id, anchor:)` moves a scroll view's content so the identified
/// view lines up with the anchor (``ScrollTarget``), in the transaction around the call — a
/// `withAnimation` animates the content there, a bare call jumps. The catalogue follows the scroll
/// position as a state of the view (``ScrollTarget/state``): its values are the places the calls
/// scroll to, each film's views are the screen laid out scrolled there, and the views the scroll
/// goes to are its stand-ins.
extension Catalogue {
    /// The scroll position as a state, when `type`'s code scrolls (it starts at the content's start).
    static func scrollStates(of type: String, in code: CodeBase) -> [State] {
        code.assignments(in: type).contains { $0.variable == ScrollTarget.state }
            ? [State(name: ScrollTarget.state, initial: .none)] : []
    }

    /// The views the film's scrolls go to, each a stand-in of its own where the screen has it;
    /// what moves them is the screen's layout at each value (``placeOnScreen``).
    static func scrollStandIns(type: String, visits: [Value], code: CodeBase, bindings: Bindings,
                               used: inout Set<String>) -> [StandIn] {
        let evaluation = Evaluation(code: code, bindings: bindings)
        guard let laid = evaluation.layout(of: type, in: Evaluation.screen) else { return [] }
        let identities = evaluation.identities
        let nodes = ScreenLayers.nodes(of: type, code: code)
        var standIns: [StandIn] = []
        var seen = Set<String>()
        for visit in visits {
            guard let target = ScrollTarget.parts(of: visit),
                  let name = identities.first(where: { $0.value.makes(target.id) })?.node, seen.insert(name).inserted,
                  let standIn = standIn(named: name, in: laid, nodes: nodes, type: type, code: code, bindings: bindings, used: &used)
            else { continue }
            standIns.append(standIn)
        }
        return standIns
    }

    /// The stand-in of the view a layout names `name` (a row's view reading its row's element:
    /// `Text("Message \(index)")`), which does nothing of its own: the screen's layout moves it.
    static func standIn(named name: String, in laid: LayoutResult, nodes: [String: ViewNode], type: String, code: CodeBase,
                        bindings: Bindings, used: inout Set<String>) -> StandIn? {
        guard let node = nodes[ViewNode.baseID(of: name)] else { return nil }
        let root: CodeExpression
        switch node.kind {
        case .view(let expression): root = expression
        // A container's stand-in is read from its type and arguments (its content is its body).
        case .container(let type, let arguments):
            root = CodeExpression(.call(CodeExpression(.name(type), span: node.rootSpan), arguments), span: node.rootSpan)
        default: return nil
        }
        let row = laid.rowBindings[name] ?? [:]
        var standIn = StandInReading.standIn(chain: node.modifiers.reversed(), root: root, at: node.location, type: type,
                                             code: code, bindings: bindings.adding(row), fallback: BranchViews.viewType(of: root),
                                             used: &used)
        standIn.role = .values([])
        standIn.siteLine = node.location.line
        // A row of a ForEach: its layout name's row.
        if let index = name.split(separator: "#").dropFirst().first.flatMap({ Int($0) }) {
            standIn.row = StandInRow(parameter: row.keys.sorted().first ?? "", value: index, index: index, count: 1,
                                     animationReads: false)
        }
        return standIn
    }

    /// Why scrolls no film shows are left out: what they scroll to, and what the catalogue misses
    /// to find it — a value it cannot read, a scroll view in another view, no view with that identity,
    /// or a view the screen shows already.
    static func scrollReason(_ assignments: [StateAssignment], code: CodeBase) -> String? {
        guard let first = assignments.first, let owner = first.owner, let call = first.value,
              case .call(_, let arguments) = call.kind, let id = arguments.first?.value else { return nil }
        let written = code.text(of: id.span)
        let value: Value
        do {
            value = try Evaluation(code: code, bindings: Bindings()).evaluate(id, owner: owner)
        } catch {
            return "it scrolls to \(written), "
                + (reason(for: error, type: owner, code: code) ?? "which the catalogue cannot read: \(error.message)")
        }
        let evaluation = Evaluation(code: code, bindings: Bindings())
        guard evaluation.layout(of: owner, in: Evaluation.screen) != nil, !evaluation.scrollViews.isEmpty else {
            return "it scrolls to \(written) through a ScrollViewReader's proxy \(owner) is given: the scroll view is another "
                + "view's, and the catalogue films a scroll in the view that holds both"
        }
        guard evaluation.identities.contains(where: { $0.value.makes(value) }) else {
            return "it scrolls to \(written) (\(value.description)), and no view of \(owner)'s body has that identity: an .id(…) "
                + "the catalogue reads, or a row of a ForEach over data it counts"
        }
        return "it scrolls to \(written), which the laid-out screen shows already (a ForEach over data the catalogue cannot "
            + "count is one row there), so the content does not move"
    }

    /// The `withAnimation` (or `withTransaction`) each scroll of `film` is made in, as its link
    /// names it (`in:` its function, `line:` its own); nil where the call is bare and the content jumps.
    static func scrollAnimations(of film: CatalogueFilm, code: CodeBase) -> [(function: String, line: Int)?] {
        let assignments = PageTransaction.assignments(of: ScrollTarget.state, in: film.type, code: code)
        return film.visits.indices.map { k in
            guard k > 0, film.makers.count > k, let line = film.makers[k],
                  let assignment = assignments.first(where: { $0.location.line == line }), let explicit = assignment.explicit
            else { return nil }
            return (assignment.function, explicit.location.line)
        }
    }
}
