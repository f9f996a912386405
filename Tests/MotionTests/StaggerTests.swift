import Foundation
import Testing
@testable import Motion

@Suite("stagger: a delay per element of a group")
struct StaggerTests {
    @Test("by index, row or column", arguments: [
        (Stagger.Axis.index, 0.35), (.row, 0.05), (.column, 0.0),
    ])
    func axes(axis: Stagger.Axis, expected: Double) {
        // Element 7 of a 7-column grid: row 1, column 0.
        let position = ElementPosition(index: 7, columns: 7)
        #expect(position.row == 1 && position.column == 0)
        #expect(abs(Stagger(by: axis, delay: 0.05).delay(for: position) - expected) < 1e-12)
    }

    @Test("an element's animation adds its stagger to the delay")
    func forElement() {
        let base = Animation(.curve(.linear, duration: 0.2), delay: 0.1, stagger: Stagger(by: .row, delay: 0.05))
        let third = base.forElement(ElementPosition(index: 14, columns: 7))
        #expect(abs(third.delay - 0.2) < 1e-12 && third.stagger == nil)
    }
}
