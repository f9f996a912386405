import Foundation
import SwiftModel
import SwiftReading
import Testing

/// `Color(hex:)` — the extension apps declare for their palettes — read as the hex it names, and a
/// gradient drawn as a view filled with its first colour.
@Suite("Color(hex:) as the hex it names")
struct ColorHexTests {
    static let source = """
        import SwiftUI

        extension Color {
            init(hex: String) { self.init(.sRGB, red: 0, green: 0, blue: 0) }
        }

        enum Palette {
            static let deep = Color(hex: "#29080F")
            static let bare = Color(hex: "F53342")
            static let clear = Color(hex: "#00000080")
            static let bad = Color(hex: "#12345")
        }
        """

    static func value(_ name: String) throws -> Value? {
        try staticValue(name, of: "Palette", in: source, path: "Palette.swift")
    }

    @Test("six or eight hex digits, with or without '#'")
    func hex() throws {
        #expect(try Self.value("deep") == .color(ColorValue(red: 0x29 / 255, green: 0x08 / 255, blue: 0x0F / 255, opacity: 1)))
        #expect(try Self.value("bare") == .color(ColorValue(red: 0xF5 / 255, green: 0x33 / 255, blue: 0x42 / 255, opacity: 1)))
        #expect(try Self.value("clear") == .color(ColorValue(red: 0, green: 0, blue: 0, opacity: 0x80 / 255)))
    }

    @Test("a hex that is not one is refused, saying what is read")
    func refused() throws {
        #expect {
            _ = try Self.value("bad")
        } throws: { error in
            "\(error)".contains("Color(hex:) of \"#12345\" is not evaluated; MotionReel reads a literal \"#RRGGBB\"")
        }
    }
}
