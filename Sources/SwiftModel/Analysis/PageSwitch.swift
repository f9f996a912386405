import Foundation

/// Where a view's body shows one page per value of its selection: one `if`/`else if` or `switch`
/// over the selection, or — as the source design writes its tab screen — a run of separate
/// `if selection == N { … }` blocks in one container, each showing its page:
///
/// ```swift
/// ZStack {
///     if selectedTab == 0 { DashboardView().transition(tabTransition(for: 0)) }
///     if selectedTab == 1 { HabitsView().transition(tabTransition(for: 1)) }
///     if selectedTab == 2 { GalleryView().transition(tabTransition(for: 2)) }
/// }
/// ```
///
/// For SwiftUI both are the same screen: a change of the selection removes the page whose
/// condition stopped holding and inserts the one whose condition began to, under one transaction.
public struct PageSwitch: Sendable, Hashable {
    /// The `if`/`switch` statements, in source order; siblings in one block.
    public let statements: [Statement]

    /// Where the first one starts.
    public var location: CodeLocation { statements[0].location }

    /// From the first statement's start to the last one's end.
    public var span: CodeSpan {
        CodeSpan(start: statements[0].span.start,
                 offsets: statements[0].span.offsets.lowerBound..<statements[statements.count - 1].span.offsets.upperBound)
    }

    /// Each branch's block in page order: the branches of each statement, one statement after another.
    public var branchBlocks: [Block] { statements.flatMap(\.branchBlocks) }

    /// The first page switch over `selection`, looked for through the body and the closures of the
    /// containers it is in (`ZStack { switch … }`); with it, every later `if` over the selection in
    /// the same block.
    public static func find(in statements: [Statement], over selection: String) -> PageSwitch? {
        for (index, statement) in statements.enumerated() {
            switch statement.kind {
            case .ifStatement(let branch):
                if branch.conditions.contains(where: { $0.mentions(selection) }) {
                    let siblings = statements[(index + 1)...].filter { sibling in
                        guard case .ifStatement(let other) = sibling.kind else { return false }
                        return other.conditions.contains { $0.mentions(selection) }
                    }
                    return PageSwitch(statements: [statement] + siblings)
                }
                if let found = find(in: branch.body.statements, over: selection) { return found }
            case .switchStatement(let choice):
                if choice.subject.mentions(selection) { return PageSwitch(statements: [statement]) }
            case .expression(let expression), .returnValue(let expression?):
                for block in expression.closureBodies {
                    if let found = find(in: block.statements, over: selection) { return found }
                }
            default:
                break
            }
        }
        return nil
    }
}
