import Foundation
import Scene
import Spec
import Testing
import TestSupport

@Suite("NAME.sheet.png: key frames at their labelled times")
struct ContactSheetTests {
    @Test("each tile shows its frame: the red/blue page boundary sits where the frame's offset puts it")
    func tilesShowTheirFrames() throws {
        // Red Dashboard slides out to the leading edge, blue Gallery slides in from the trailing edge.
        let scene = SpecFixture.tabs([(0, 0), (0.25, 2)])
        let bundle = try SpecBundle(scene)
        let folder = try TemporaryFolder()
        _ = try bundle.write(to: folder.url)
        let sheet = bundle.contactSheet
        let image = try Decode.rgb(folder.file("spec-test.sheet.png"))
        #expect(image.width == sheet.width && image.height == sheet.height)
        let timeline = scene.timeline()
        #expect(sheet.tiles.contains { $0.frameIndex == 15 && $0.event != nil }, "the change's first frame is a tile")
        var boundariesChecked = 0
        for tile in sheet.tiles {
            #expect(abs(tile.time - Double(tile.frameIndex) / 60) < 1e-12, "the label is the frame's time")
            let state = timeline.state(at: tile.time)
            // A row through the content, above the nav.
            let y = Int(tile.rect.minY + (SpecFixture.headerHeight + 300) * sheet.tileScale)
            func side(_ x: Int) -> Int {   // −1 red page, +1 blue page, 0 neither
                let p = (y * image.width + x) * 3
                let r = Int(image.pixels[p]), b = Int(image.pixels[p + 2])
                return r > b + 8 ? -1 : b > r + 8 ? 1 : 0
            }
            let xs = Int(tile.rect.minX.rounded(.up)) + 1 ..< Int(tile.rect.maxX.rounded(.down)) - 1
            let sides = xs.map(side)
            guard let inserted = state.layer("tab.2") else {
                #expect(sides.allSatisfy { $0 == -1 }, "t = \(tile.time): all red before the change")
                continue
            }
            guard let removed = state.layer("tab.0") else {
                #expect(sides.allSatisfy { $0 == 1 }, "t = \(tile.time): all blue once the change has ended")
                continue
            }
            // Faint pages are indistinguishable from the background; judge the tiles where both show.
            guard inserted.opacity > 0.15, removed.opacity > 0.15, inserted.offset.x > 4, inserted.offset.x < SpecFixture.width - 4 else { continue }
            let expected = tile.rect.minX + inserted.offset.x * sheet.tileScale
            let firstBlue = try #require(zip(xs, sides).first { $0.1 == 1 }?.0, "t = \(tile.time): no blue")
            #expect(abs(Double(firstBlue) - expected) <= 2, "t = \(tile.time): boundary at \(firstBlue), frame says \(expected)")
            #expect(zip(xs, sides).filter { $0.0 < firstBlue - 2 }.allSatisfy { $0.1 == -1 }, "red left of it")
            boundariesChecked += 1
        }
        #expect(boundariesChecked >= 2, "the sheet shows the transition in progress")
    }

    @Test("the event instants and the first and last frames are tiles")
    func keyFrames() throws {
        let bundle = try SpecBundle(SpecFixture.tabs([(0, 0), (0.25, 1), (0.6, 2)]))
        let indices = bundle.contactSheet.tiles.map(\.frameIndex)
        #expect(indices.first == 0)
        #expect(indices.last == bundle.spec.frames.count - 1)
        #expect(indices.contains(15) && indices.contains(36))
        #expect(indices == indices.sorted() && Set(indices).count == indices.count)
    }
}
