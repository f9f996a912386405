import Foundation
import Scene
import Testing
import TestSupport
@testable import Raster

/// An image that breaks after its preset was checked still fails cleanly at render time: its
/// header is checked before Cairo allocates for it, and a failed load says what is wrong.
@Suite("Loading images at render time")
final class ImageLoadTests {
    let canvas = Fixture.small
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// A valid PNG written by Cairo: 16 × 12 px of red.
    private func validPNG() throws -> [UInt8] {
        let buffer = try Fixture.render(FrameState(index: 0, time: 0, layers: [
            Fixture.fillLayer("page", Fixture.red, frame: Rect(x: 0, y: 0, width: 8, height: 6)),
        ]), on: Canvas(size: Size(width: 8, height: 6), scale: 2, fps: 60, background: Fixture.background))
        let url = folder.file("valid.png")
        try buffer.writePNG(to: url)
        return Array(try Data(contentsOf: url))
    }

    /// The RasterError rendering an image layer showing `bytes` throws, if any.
    private func loadError(_ bytes: [UInt8]) throws -> RasterError? {
        let url = folder.file("shot-\(UUID()).png")
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
        let png = PNGBytes.resized(try validPNG(), width: 32767, height: 32767)
        let error = try #require(try loadError(png))
        #expect(error.description.contains("its header says 32767×32767 px; images may be at most 16384 px a side"),
                "\(error)")
    }

    @Test("damaged data is explained (not Cairo's 'out of memory')")
    func damaged() throws {
        let valid = try validPNG()
        try #require(PNGBytes.idatOffset(valid) > 0, "Cairo's PNG has an IDAT chunk")
        let error = try #require(try loadError(PNGBytes.flippedCRC(valid)))
        #expect(error.description.hasSuffix("': its data is damaged (IDAT: CRC error)"), "\(error)")
        #expect(!error.description.contains("out of memory"))
    }
}
