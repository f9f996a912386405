import Motion
import Scene
import SwiftModel
import SwiftReading
import Testing

/// `ScrollViewReader`'s `proxy.scrollTo(id, anchor:)`: read as a change of the view's scroll
/// position, and laid out as SwiftUI documents it — the identified view's anchor point lined up
/// with the scroll view's, or the least scroll that shows it when there is no anchor, never past
/// the content's ends. Every expected place is worked out here from the sizes in the code.
@Suite("Scrolling: scrollTo moves the content where SwiftUI puts it")
struct ScrollLayoutTests {
    static let screen = Size(width: 390, height: 844)

    /// A 100 pt bar over a scroll view of 20 rows, each 100 tall, 8 apart: the scroll view is the
    /// 744 points under the bar, its content 20 × 100 + 19 × 8 = 2152 tall, row k at 108 k in it.
    static let source = """
        import SwiftUI

        struct Screen: View {
            @State private var selected = 0

            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        Color.red.frame(height: 100)
                        ScrollView {
                            VStack(spacing: 8) {
                                ForEach(0..<20) { index in
                                    Rectangle().frame(height: 100).id(index)
                                }
                            }
                        }
                    }
                    .onChange(of: selected) { _, row in
                        withAnimation(.easeInOut(duration: 0.4)) {
                            proxy.scrollTo(row, anchor: .top)
                        }
                    }
                    .onAppear { proxy.scrollTo(12) }
                }
            }
        }
        """

    static func row(_ result: LayoutResult, _ k: Int) -> Rect? {
        result[ViewNode.id(of: CodeLocation(file: "Screen.swift", line: 13, column: 29)) + "#\(k)"]?.layout
    }

    /// The layout with the scroll position at row `id`, `anchor` as the call gives it (nil: not scrolled).
    static func layout(_ code: CodeBase, scrolledTo id: Int?, anchor: UnitPoint? = nil) throws -> LayoutResult {
        let values = id.map { [ScrollTarget.state: ScrollTarget.value(id: .integer($0), anchor: anchor)] } ?? [:]
        return try #require(Evaluation(code: code, bindings: Bindings(values)).layout(of: "Screen", in: screen))
    }

    @Test("unscrolled, row 12 is 100 + 12 × 108 = 1396 down; scrolled to it, .top puts it at y 100, .center at 100 + (744 − 100) / 2 = 422, .bottom and no anchor at 100 + 744 − 100 = 744")
    func anchors() throws {
        let code = CodeBase([try SwiftSourceReader.read(text: Self.source, path: "Screen.swift")])
        let rest = try Self.layout(code, scrolledTo: nil)
        #expect(Self.row(rest, 12) == Rect(x: 0, y: 1396, width: 390, height: 100))
        #expect(Self.row(rest, 0) == Rect(x: 0, y: 100, width: 390, height: 100))
        let anchors: [(UnitPoint?, Double)] = [(UnitPoint(x: 0.5, y: 0), 100), (UnitPoint(x: 0.5, y: 0.5), 422),
                                               (UnitPoint(x: 0.5, y: 1), 744), (nil, 744)]
        for (anchor, y) in anchors {
            let call = "scrollTo(12, anchor: \(anchor.map { "\($0.y)" } ?? "nil"))"
            let scrolled = try Self.layout(code, scrolledTo: 12, anchor: anchor)
            #expect(Self.row(scrolled, 12) == Rect(x: 0, y: y, width: 390, height: 100), "\(call)")
            // The whole content moves together: row 0 is 12 rows (1296 pt) above row 12.
            #expect(Self.row(scrolled, 0)?.minY == y - 1296, "\(call)")
            // The bar over the scroll view stays.
            #expect(scrolled[ViewNode.id(of: CodeLocation(file: "Screen.swift", line: 9, column: 17))]?.layout
                    == Rect(x: 0, y: 0, width: 390, height: 100), "\(call)")
        }
    }

    @Test("the last row with .top: the scroll stops at the content's end, 2152 − 744 = 1408, leaving row 19 at 100 + 2052 − 1408 = 744")
    func clampedAtTheEnd() throws {
        let code = CodeBase([try SwiftSourceReader.read(text: Self.source, path: "Screen.swift")])
        let scrolled = try Self.layout(code, scrolledTo: 19, anchor: UnitPoint(x: 0.5, y: 0))
        #expect(Self.row(scrolled, 19) == Rect(x: 0, y: 744, width: 390, height: 100))
        // An identity no view has leaves the content where it is.
        let missing = try Self.layout(code, scrolledTo: 99, anchor: UnitPoint(x: 0.5, y: 0))
        #expect(Self.row(missing, 0)?.minY == 100)
    }

    @Test("the offset rule on its own: anchors line up, no anchor moves the least, the ends hold")
    func offsetRule() {
        // View at 500…600 in a 2000 pt content, viewport 400.
        func offset(_ anchor: Double?, current: Double = 0) -> Double {
            ScrollTarget.offset(start: 500, length: 100, viewport: 400, content: 2000, current: current, anchor: anchor)
        }
        #expect(offset(0) == 500)                    // top to top
        #expect(offset(0.5) == 500 + 50 - 200)       // centre to centre: 350
        #expect(offset(1) == 600 - 400)              // bottom to bottom: 200
        #expect(offset(nil) == 200)                  // below the view: the least move shows its bottom
        #expect(offset(nil, current: 300) == 300)    // already wholly shown: no move
        #expect(offset(nil, current: 550) == 500)    // above: its top to the top
        #expect(ScrollTarget.offset(start: 1900, length: 100, viewport: 400, content: 2000, current: 0, anchor: 0) == 1600)
        #expect(ScrollTarget.offset(start: 0, length: 100, viewport: 400, content: 2000, current: 900, anchor: 1) == 0)
    }

    @Test("each scrollTo is a change of the view's scroll position, in the withAnimation around it or none")
    func readAsChanges() throws {
        let code = CodeBase([try SwiftSourceReader.read(text: Self.source, path: "Screen.swift")])
        let changes = PageTransaction.assignments(of: ScrollTarget.state, in: "Screen", code: code)
        #expect(changes.map(\.location.line) == [20, 23])
        #expect(changes.map { $0.explicit?.location.line } == [19, nil])
        #expect(changes.first?.closureParameters == ["_", "row"])
    }
}
