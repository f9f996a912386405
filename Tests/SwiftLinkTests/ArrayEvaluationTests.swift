import Foundation
import SwiftModel
import SwiftReading
import Testing

/// Arrays as apps write them for views to read — a palette indexed by a row (`colors[index]`), a
/// text's letters (`Array("Slide")`, `String(letters[i])`) — evaluated as Swift gives them, and an
/// index outside the array refused where the app would crash.
@Suite("arrays and subscripts: a palette's colour by index, a text's letters, their count")
struct ArrayEvaluationTests {
    static let source = """
        import SwiftUI

        struct Palette {
            static let colors: [Color] = [.red, .orange, .blue]
            static let letters = Array("Slide")
            static let second = colors[1]
            static let third = String(letters[2])
            static let count = colors.count
            static let last = letters.last
            static let empty = [Int]().isEmpty
            static let outside = colors[3]
            static let joined = [1, 2] + [3]
        }
        """

    static func value(_ name: String) throws -> Value? {
        try staticValue(name, of: "Palette", in: source, path: "Palette.swift")
    }

    @Test("an element by its index, typed by the array's declared element")
    func element() throws {
        // SwiftUI's orange: #FF9500.
        guard case .color(let orange)? = try Self.value("second") else {
            Issue.record("colors[1] is not a colour: \(String(describing: try Self.value("second")))")
            return
        }
        #expect(orange.hex == "#FF9500", "\(orange.hex)")
    }

    @Test("a text's letters: Array of a string is its characters, String of one is that letter")
    func letters() throws {
        #expect(try Self.value("letters") == .array(["S", "l", "i", "d", "e"].map { .string($0) }))
        #expect(try Self.value("third") == .string("i"))
        #expect(try Self.value("last") == .string("e"))
    }

    @Test("count and concatenation")
    func countAndJoin() throws {
        #expect(try Self.value("count") == .integer(3))
        #expect(try Self.value("joined") == .array([.integer(1), .integer(2), .integer(3)]))
    }

    @Test("an index outside the array is refused, naming its place and why")
    func outside() throws {
        #expect {
            _ = try Self.value("outside")
        } throws: { error in
            let message = "\(error)"
            return message.contains("Palette.swift:11:") && message.contains("index 3 is out of range: the array has 3 elements")
        }
    }
}
