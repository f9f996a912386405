import Foundation
import SwiftModel
import SwiftReading
import Testing

/// Which `ForEach`s make views a film can show one by one: a range of at most 24 integers the code
/// fixes (literals, or the count of one of the view's constants) with a closure, read by the real parser.
@Suite("The rows of a literal ForEach")
struct ForEachRowsTests {
    /// The rows around the `.opacity` of a view written inside `forEach`.
    static func rows(_ forEach: String, members: String = "") throws -> [ForEachRows] {
        let text = """
            import SwiftUI
            struct Dots: View {
                \(members)
                @State private var on = false
                var body: some View {
                    HStack {
                        \(forEach)
                            Circle().opacity(on ? 1 : 0)
                        \(String(repeating: "}", count: forEach.filter { $0 == "{" }.count))
                    }
                }
            }
            """
        let code = CodeBase([try SwiftSourceReader.read(text: text, path: "Dots.swift")])
        let place = try #require(code.modifierPlaces(in: "Dots").first { $0.place.call.name == "opacity" })
        return place.place.rows
    }

    @Test("ranges of integer literals, with ..< and ..., a parameter or $0, id: or not")
    func literalRanges() throws {
        #expect(try Self.rows("ForEach(0..<3) { index in") == [ForEachRows(parameter: "index", values: [0, 1, 2])])
        #expect(try Self.rows("ForEach(1...4, id: \\.self) { i in") == [ForEachRows(parameter: "i", values: [1, 2, 3, 4])])
        #expect(try Self.rows("ForEach(-1..<1) { _ in") == [ForEachRows(parameter: "_", values: [-1, 0])])
        #expect(try Self.rows("ForEach(0..<24) {") == [ForEachRows(parameter: "$0", values: Array(0..<24))])
    }

    @Test("a constant's count: a string's letters, Array(\"…\")'s, an array literal's, by 0..<x.count or x.indices")
    func constantCounts() throws {
        let letters = ForEachRows(parameter: "slide", values: Array(0..<15))
        #expect(try Self.rows("ForEach(0..<letters.count, id: \\.self) { slide in",
                              members: "let letters = Array(\"Slide to cancel\")") == [letters])
        #expect(try Self.rows("ForEach(letters.indices, id: \\.self) { slide in",
                              members: "let letters = \"Slide to cancel\"") == [letters])
        #expect(try Self.rows("ForEach(0..<dots.count) { i in", members: "static let dots = [0.1, 0.2, 0.3]")
                == [ForEachRows(parameter: "i", values: [0, 1, 2])])
        #expect(try Self.rows("ForEach(1...dots.count) { i in", members: "private let dots = [\"a\", \"b\"]")
                == [ForEachRows(parameter: "i", values: [1, 2])])
        // What the code can change, or what is not counted, or too long: no rows.
        for members in ["var letters = Array(\"Hi\")", "@State private var letters = [1, 2]", "let letters: [Int]",
                        "let letters = Array(repeating: 0, count: 3)", "let letters = Array(\"Twenty-five letters long!\")"] {
            #expect(try Self.rows("ForEach(0..<letters.count) { i in", members: members) == [], "\(members)")
        }
    }

    @Test("data, a bound that is not a literal, an empty or long range: no rows")
    func notRows() throws {
        for written in ["ForEach(items) { item in", "ForEach(0..<count) { i in", "ForEach(0..<25) { i in",
                        "ForEach(3..<3) { i in", "ForEach(0..<9223372036854775807) { i in", "ForEach([1, 2, 3], id: \\.self) { i in"] {
            #expect(try Self.rows(written) == [], "\(written)")
        }
    }

    @Test("a ForEach in a ForEach: both, outermost first")
    func nested() throws {
        let rows = try Self.rows("ForEach(0..<2) { row in ForEach(0..<3) { column in")
        #expect(rows.map(\.parameter) == ["row", "column"])
    }
}
