import Foundation
import Testing
import TestSupport

@Suite("MP4Boxes: the top-level layout of an MP4 file")
struct MP4BoxesTests {
    /// A box header (its 32-bit size, its type, then `largeSize` if any) and `payload` zero bytes.
    private func box(_ type: String, size: [UInt8], largeSize: [UInt8] = [], payload: Int) -> [UInt8] {
        size + Array(type.utf8) + largeSize + [UInt8](repeating: 0, count: payload)
    }

    @Test("32-bit sizes, a 64-bit size and a last box running to the end are each followed to the next box")
    func layout() throws {
        let bytes = box("ftyp", size: [0, 0, 0, 16], payload: 8)
            + box("moov", size: [0, 0, 0, 1], largeSize: [0, 0, 0, 0, 0, 0, 0, 24], payload: 8)
            + box("free", size: [0, 0, 0, 8], payload: 0)
            + box("mdat", size: [0, 0, 0, 0], payload: 100)
        let folder = try TemporaryFolder()
        let url = try folder.write(bytes, to: "boxes.mp4")
        #expect(try MP4Boxes.topLevel(of: url) == ["ftyp", "moov", "free", "mdat"])
    }
}
