import Scene
import SwiftModel
import SwiftReading
import Testing

/// A view type's body read into its view tree and laid out as SwiftUI lays it out, under a
/// state's values: every expected frame is worked out here from SwiftUI's rules on a 390 × 844
/// screen, never printed by the engine.
@Suite("The view tree of a body, laid out under the state")
struct ViewLayoutTests {
    static let screen = Size(width: 390, height: 844)

    static func code(_ source: String) throws -> CodeBase {
        CodeBase([try SwiftSourceReader.read(text: source, path: "Screen.swift")])
    }

    /// The frame of the view whose root expression starts at `line`:`column` of Screen.swift.
    static func frame(_ result: LayoutResult, _ line: Int, _ column: Int, row: Int? = nil) -> Rect? {
        result[ViewNode.id(of: CodeLocation(file: "Screen.swift", line: line, column: column)) + (row.map { "#\($0)" } ?? "")]?.layout
    }

    @Test("a VStack(spacing: 8) of two 100 × 100 views is 208 tall, centred on the screen")
    func vStack() throws {
        let code = try Self.code("""
            import SwiftUI

            struct Screen: View {
                var body: some View {
                    VStack(spacing: 8) {
                        Rectangle().frame(width: 100, height: 100)
                        Circle().frame(width: 100, height: 100)
                    }
                }
            }
            """)
        let result = try #require(Evaluation(code: code, bindings: Bindings([:])).layout(of: "Screen", in: Self.screen))
        // (844 − 208) / 2 = 318; (390 − 100) / 2 = 145.
        #expect(Self.frame(result, 6, 13) == Rect(x: 145, y: 318, width: 100, height: 100))
        #expect(Self.frame(result, 7, 13) == Rect(x: 145, y: 426, width: 100, height: 100))
        #expect(Self.frame(result, 5, 9) == Rect(x: 145, y: 318, width: 100, height: 208))
    }

    @Test("a state's padding, maxWidth and position move the views as its value says")
    func stateDriven() throws {
        let code = try Self.code("""
            import SwiftUI

            struct Screen: View {
                @State private var isOn = false

                var body: some View {
                    VStack(spacing: 0) {
                        Color.blue
                            .frame(width: 100, height: 40)
                            .padding(isOn ? 20 : 0)
                        Rectangle()
                            .frame(maxWidth: isOn ? .infinity : 100, maxHeight: 60)
                        if isOn {
                            Circle().frame(width: 20, height: 20).position(x: 50, y: 60)
                        }
                    }
                }
            }
            """)
        let off = try #require(Evaluation(code: code, bindings: Bindings(["isOn": .boolean(false)])).layout(of: "Screen", in: Self.screen))
        // Off: 40 + 60 = 100 tall, centred at y = 372; the colour 100 wide at x = 145, the bar 100 wide.
        #expect(Self.frame(off, 8, 13) == Rect(x: 145, y: 372, width: 100, height: 40))
        #expect(Self.frame(off, 11, 13) == Rect(x: 145, y: 412, width: 100, height: 60))
        #expect(Self.frame(off, 14, 17) == nil, "the if's view is not shown")
        let on = try #require(Evaluation(code: code, bindings: Bindings(["isOn": .boolean(true)])).layout(of: "Screen", in: Self.screen))
        // On: the padded colour is 140 × 80; the bar fills the 390 offered; the position view takes
        // what is left, 844 − 80 − 60 = 704 tall, at y = 140: its circle centred at (50, 140 + 60).
        #expect(Self.frame(on, 8, 13) == Rect(x: 145, y: 20, width: 100, height: 40), "the colour inside its 20 pt padding")
        #expect(Self.frame(on, 11, 13) == Rect(x: 0, y: 80, width: 390, height: 60))
        #expect(Self.frame(on, 14, 17) == Rect(x: 40, y: 190, width: 20, height: 20))
    }

    @Test("an HStack's Spacer pushes its views apart; a literal ForEach is one view per row")
    func spacerAndRows() throws {
        let code = try Self.code("""
            import SwiftUI

            struct Screen: View {
                var body: some View {
                    HStack(spacing: 10) {
                        ForEach(0..<3) { index in
                            Circle().frame(width: 20, height: 20)
                        }
                        Spacer()
                        Capsule().frame(width: 60, height: 30)
                    }
                }
            }
            """)
        let result = try #require(Evaluation(code: code, bindings: Bindings([:])).layout(of: "Screen", in: Self.screen))
        // The HStack takes 390 (its Spacer is flexible); 30 tall, centred at y = 407.
        for row in 0..<3 {
            #expect(Self.frame(result, 7, 17, row: row) == Rect(x: Double(row) * 30, y: 412, width: 20, height: 20), "row \(row)")
        }
        #expect(Self.frame(result, 10, 13) == Rect(x: 330, y: 407, width: 60, height: 30))
    }

    @Test("a view of the folder's own type is its body; a text is as wide as its characters at its font's size")
    func ownViewsAndText() throws {
        let code = try Self.code("""
            import SwiftUI

            struct Screen: View {
                var body: some View {
                    ZStack(alignment: .topLeading) {
                        Badge()
                        Text("Hello").font(.system(size: 20))
                    }
                }
            }

            struct Badge: View {
                var body: some View {
                    Circle().frame(width: 44, height: 44)
                }
            }
            """)
        let result = try #require(Evaluation(code: code, bindings: Bindings([:])).layout(of: "Screen", in: Self.screen))
        // The text: 5 characters × 20 pt × 0.55 = 55 wide, 26 tall; the ZStack 55 × 44, centred.
        let stack = Rect(x: (390 - 55) / 2, y: (844 - 44) / 2, width: 55, height: 44)
        #expect(Self.close(Self.frame(result, 5, 9), stack))
        #expect(Self.close(Self.frame(result, 6, 13), Rect(x: stack.minX, y: stack.minY, width: 44, height: 44)))
        #expect(Self.close(Self.frame(result, 7, 13), Rect(x: stack.minX, y: stack.minY, width: 55, height: 26)))
    }

    /// Whether `a` is `b` to 1e-9 (a text's width is a product of decimals).
    static func close(_ a: Rect?, _ b: Rect) -> Bool {
        guard let a else { return false }
        return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) <= 1e-9 }
    }

    @Test("views of the folder's own types that each hold three of the next lay out within a budget, not 3¹² views")
    func nestingBudget() throws {
        var source = "import SwiftUI\n"
        for level in 0..<12 {
            let inner = level == 11 ? "Circle()" : "V\(level + 1)()"
            source += "struct V\(level): View { var body: some View { HStack { \(inner); \(inner); \(inner) } } }\n"
        }
        let code = try Self.code(source)
        let result = try #require(Evaluation(code: code, bindings: Bindings([:])).layout(of: "V0", in: Self.screen))
        #expect(result.frames.count < 20_000, "\(result.frames.count) frames")
        #expect(result.frames.allSatisfy { $0.layout.isFinite })
    }
}
