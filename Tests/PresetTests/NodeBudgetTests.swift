import Foundation
@testable import Preset
import Testing

@Suite("Counting a document's nodes with every alias expanded, from libyaml's events")
struct NodeBudgetTests {
    /// `a` is the root mapping (1), key a (2), the list (3) and its three numbers (6); key b (7)
    /// and its list (8); each `*x` adds the four nodes of x's list.
    private let yaml = "a: &x [1, 2, 3]\nb: [*x, *x, *x]\n"

    @Test("an alias counts as the nodes it stands for, and the excess is placed at that alias")
    func alias() {
        // 8, then 12, 16: the second alias (line 2, column 9) passes 15.
        #expect(NodeBudget.firstExcess(in: yaml, limit: 15) == NodeBudget.Excess(line: 2, column: 9, alias: "x", count: 16))
        #expect(NodeBudget.firstExcess(in: yaml, limit: 20) == nil)
        #expect(NodeBudget.firstExcess(in: yaml, limit: 19)?.column == 13)
    }

    @Test("without aliases the excess is at the node that passes the limit")
    func plain() {
        // The number 3 is node 6.
        #expect(NodeBudget.firstExcess(in: yaml, limit: 5) == NodeBudget.Excess(line: 1, column: 14, alias: nil, count: 6))
    }

    @Test("an anchored collection holding aliases counts them expanded when it is aliased in turn")
    func nested() {
        // x: mapping 1, key 2, list 3 + two numbers = 5; y: key 6, &y list 7, two *x (+3 each) = 13;
        // z: key 14, list 15, *y (+7) = 22.
        let nested = "x: &x [1, 2]\ny: &y [*x, *x]\nz: [*y]\n"
        #expect(NodeBudget.firstExcess(in: nested, limit: 21) == NodeBudget.Excess(line: 3, column: 5, alias: "y", count: 22))
        #expect(NodeBudget.firstExcess(in: nested, limit: 22) == nil)
    }

    @Test("invalid YAML and an undefined alias are left for Yams to report")
    func invalid() {
        #expect(NodeBudget.firstExcess(in: "a: [1, 2", limit: 100) == nil)
        #expect(NodeBudget.firstExcess(in: "a: *nowhere\n", limit: 2) == nil)
        #expect(NodeBudget.firstExcess(in: "", limit: 0) == nil)
    }
}
