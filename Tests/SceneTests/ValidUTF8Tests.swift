import Scene
import Testing

@Suite("String(validUTF8:): text from bytes only when they are UTF-8")
struct ValidUTF8Tests {
    @Test("valid bytes give their text, U+FFFD written out included", arguments: [
        "", "tab-forward.yaml", "Café", "日本語", "🙂 ok", "\u{FFFD}",
    ])
    func valid(_ text: String) {
        #expect(String(validUTF8: Array(text.utf8)) == text)
    }

    @Test("invalid bytes give nil", arguments: [
        [0xFF] as [UInt8], [0x61, 0x80], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
    ])
    func invalid(_ bytes: [UInt8]) {
        #expect(String(validUTF8: bytes) == nil)
    }
}
