import Motion
import SwiftModel
import Testing

/// The values bound variables have at each render around a change, as SwiftUI's update order
/// gives them: the selection changes with the change; a variable set before it is already new at
/// the removed page's last render; one set with it is new only at the inserted page's first
/// render; one set in .onChange is new at neither.
@Suite("SelectionHistory: what each render sees")
struct SelectionHistoryTests {
    /// Shown 0, then changes to 1, 2 and back to 0.
    let history = SelectionHistory([0, 1, 2, 0])

    func value(_ binding: ResolvedBinding, _ moment: ChangeMoment, page: Int? = nil) throws -> Value? {
        try history.bindings([binding], at: moment, page: page, reduceMotion: false).values[binding.name]
    }

    @Test("the selection: the new page at the first render after a change, the old one at the last render before it")
    func selection() throws {
        let to = ResolvedBinding(name: "selection", role: .to)
        for k in 1...3 {
            #expect(try value(to, .firstRenderAfter(change: k)) == .integer(history.selections[k]))
            #expect(try value(to, .lastRenderBefore(change: k)) == .integer(history.selections[k - 1]))
        }
    }

    @Test("from, by when it is set: before and with the change see this change's, after sees the previous one's",
          arguments: [UpdateTiming.before, .with, .after])
    func from(_ timing: UpdateTiming) throws {
        let from = ResolvedBinding(name: "previous", role: .from, timing: timing, initial: .integer(7))
        for k in 1...3 {
            // The page before change k is selections[k - 1]; before change k - 1 it was
            // selections[k - 2], or the declared initial value (7) before any change.
            let this = Value.integer(history.selections[k - 1])
            let last = k >= 2 ? Value.integer(history.selections[k - 2]) : .integer(7)
            let first = try value(from, .firstRenderAfter(change: k)), removal = try value(from, .lastRenderBefore(change: k))
            switch timing {
            case .before:
                #expect(first == this && removal == this)
            case .with:
                #expect(first == this && removal == last)
            case .after:
                #expect(first == last && removal == last)
            }
        }
    }

    @Test("forward and backward are this change's direction, or the one before, by the same rule")
    func direction() throws {
        let forward = ResolvedBinding(name: "forward", role: .forward, timing: .after)
        let backward = ResolvedBinding(name: "backward", role: .backward, timing: .before)
        // Change 3 is 2 → 0, backward; change 2 was 1 → 2, forward.
        #expect(try value(forward, .lastRenderBefore(change: 3)) == .boolean(true))
        #expect(try value(forward, .firstRenderAfter(change: 3)) == .boolean(true))
        #expect(try value(backward, .lastRenderBefore(change: 3)) == .boolean(true))
        // Before any change, with nothing declared: neither direction.
        #expect(try value(forward, .lastRenderBefore(change: 1)) == .boolean(false))
    }

    @Test("a parameter (no timing) takes each change's value at every render; page is the page asked for")
    func untimed() throws {
        let forward = ResolvedBinding(name: "isForward", role: .forward)
        #expect(try value(forward, .lastRenderBefore(change: 1)) == .boolean(true))
        let page = ResolvedBinding(name: "tab", role: .page)
        #expect(try value(page, .lastRenderBefore(change: 2), page: 1) == .integer(1))
        #expect(try value(ResolvedBinding(name: "gap", role: .literal(.double(12))), .firstRenderAfter(change: 1))
                == .double(12))
    }

    @Test("a selection that is an enum: page i is its i-th case, and a page past its cases is refused")
    func enumeration() throws {
        let tabs = EnumDeclaration(name: "Tab", rawType: "Int", cases: ["home", "habits", "gallery"].map {
            EnumDeclaration.Case(name: $0, rawValue: nil, hasAssociatedValues: false)
        }, location: CodeLocation(file: "Tabs.swift", line: 3, column: 6))
        let to = ResolvedBinding(name: "tab", role: .to, enumeration: tabs)
        #expect(try value(to, .firstRenderAfter(change: 2)) == .enumCase(type: "Tab", name: "gallery"))
        let short = SelectionHistory([0, 3])
        #expect(throws: EvaluationError.self) {
            _ = try short.bindings([to], at: .firstRenderAfter(change: 1), page: nil, reduceMotion: false)
        }
    }
}
