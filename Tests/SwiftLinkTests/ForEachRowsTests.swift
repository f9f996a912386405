import Foundation
import SwiftModel
import SwiftReading
import Testing

/// Which `ForEach`s make views a film can show one by one: a literal range of at most twelve
/// integers with a closure, read by the real parser.
@Suite("The rows of a literal ForEach")
struct ForEachRowsTests {
    /// The rows around the `.opacity` of a view written inside `forEach`.
    static func rows(_ forEach: String) throws -> [ForEachRows] {
        let text = """
            import SwiftUI
            struct Dots: View {
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
        #expect(try Self.rows("ForEach(0..<12) {") == [ForEachRows(parameter: "$0", values: Array(0..<12))])
    }

    @Test("data, a bound that is not a literal, an empty or long range: no rows")
    func notRows() throws {
        for written in ["ForEach(items) { item in", "ForEach(0..<count) { i in", "ForEach(0..<13) { i in",
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
