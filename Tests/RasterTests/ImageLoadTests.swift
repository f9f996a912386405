import Foundation
import Scene
import Testing
@testable import Raster

/// An image that breaks after its preset was checked still fails cleanly at render time: its
/// header is checked before Cairo allocates for it, and a failed load says what is wrong.
@Suite("Loading images at render time")
final class ImageLoadTests {
    let canvas = Fixture.small
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("raster-images-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// A valid PNG written by Cairo: 16 × 12 px of red.
    private func validPNG() throws -> [UInt8] {
        let buffer = try Fixture.render(FrameState(index: 0, time: 0, layers: [
            Fixture.fillLayer("page", Fixture.red, frame: Rect(x: 0, y: 0, width: 8, height: 6)),
        ]), on: Canvas(size: Size(width: 8, height: 6), scale: 2, fps: 60, background: Fixture.background))
        let url = folder.appendingPathComponent("valid.png")
        try buffer.writePNG(to: url)
        return Array(try Data(contentsOf: url))
    }

    private static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// The RasterError rendering an image layer showing `bytes` throws, if any.
    private func loadError(_ bytes: [UInt8]) throws -> RasterError? {
        let url = folder.appendingPathComponent("shot-\(UUID()).png")
        try Data(bytes).write(to: url)
        let state = FrameState(index: 0, time: 0, layers: [
            LayerState(id: "tab", content: .page(.image(url)), frame: Rect(x: 0, y: 0, width: 40, height: 30), zIndex: 1),
        ])
        do {
            _ = try Fixture.render(state, on: canvas)
            return nil
        } catch let error as RasterError {
            guard case .image(let path, _) = error else { return error }
            #expect(path == url.path)
            return error
        }
    }

    @Test("a valid PNG loads and fills the page")
    func valid() throws {
        #expect(try loadError(try validPNG()) == nil)
    }

    @Test("a header claiming 32767 × 32767 px is refused before Cairo allocates for it")
    func hugeHeader() throws {
        var png = try validPNG()
        png.replaceSubrange(16..<24, with: Self.bigEndian(32767) + Self.bigEndian(32767))
        png.replaceSubrange(29..<33, with: Self.bigEndian(Self.crc32(png[12..<29])))
        let error = try #require(try loadError(png))
        #expect(error.description.contains("its header says 32767×32767 px; images may be at most 16384 px a side"),
                "\(error)")
    }

    @Test("damaged data is explained (not Cairo's 'out of memory')")
    func damaged() throws {
        var png = try validPNG()
        let idat = try #require((8..<png.count - 4).first { png[$0 + 4..<$0 + 8].elementsEqual("IDAT".utf8) })
        let length = Int(png[idat..<idat + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        png[idat + 8 + length] ^= 1
        let error = try #require(try loadError(png))
        #expect(error.description.hasSuffix("': its data is damaged (IDAT: CRC error)"), "\(error)")
        #expect(!error.description.contains("out of memory"))
    }
}
