import Foundation
import Scene
import Testing
import TestSupport
@testable import Raster

/// How `init --screens` finds the still bars: the rows every export shares from each edge, with a
/// highlighted tab item or a longer title allowed to differ, and nothing when they share nothing.
@Suite("shared bars: the rows every screen shares at its top and bottom")
struct SharedBarsTests {
    static let size = Size(width: Double(DesignerExport.width), height: Double(DesignerExport.height))

    func exports(_ screens: [DesignerExport], in folder: TemporaryFolder) throws -> [Content] {
        try screens.enumerated().map { index, screen in
            .image(try folder.write(Data(screen.png), to: "screen-\(index).png"), .fill)
        }
    }

    @Test("two and three exports: the top and bottom bars, their tab highlight and title allowed to differ")
    func bars() throws {
        let folder = try TemporaryFolder()
        let screens = [DesignerExport(content: [230, 60, 60], selectedTab: 0, titleWidth: 90),
                       DesignerExport(content: [40, 90, 220], selectedTab: 1, titleWidth: 140),
                       DesignerExport(content: [60, 190, 90], selectedTab: 3, titleWidth: 60)]
        for count in [2, 3] {
            let found = try SharedBars.find(in: exports(Array(screens.prefix(count)), in: folder), size: Self.size)
            #expect(found.top == DesignerExport.topBar && found.bottom == DesignerExport.bottomBar, "\(count) screens: \(found)")
            // The two highlighted items, 35 pixels each (|x − centre| < 18), are the largest difference in a row.
            #expect(abs(found.largestDifference - 70.0 / 390.0) < 1e-9, "\(found.largestDifference)")
        }
    }

    @Test("screens that share nothing, one screen, and identical screens have no still bars")
    func none() throws {
        let folder = try TemporaryFolder()
        let flat = try [[230, 40, 40], [40, 70, 220]].enumerated().map { index, colour in
            Content.image(try folder.write(Data(PNGBytes.image(width: 390, height: 844, pixel: colour)), to: "flat-\(index).png"), .fill)
        }
        #expect(try SharedBars.find(in: flat, size: Self.size).isEmpty)
        let one = try exports([DesignerExport(content: [230, 60, 60], selectedTab: 0, titleWidth: 90)], in: folder)
        #expect(try SharedBars.find(in: one, size: Self.size).isEmpty)
        #expect(try SharedBars.find(in: one + one, size: Self.size).isEmpty, "identical screens: nothing moves")
    }

    @Test("runs from the edges: a short run is no bar, a different row ends it, a flat margin is left to move, a bar has a depth limit",
          arguments: [
        // (rows' largest differences, flat colours, top, bottom)
        ([0, 0, 0, 0.2, 1, 0, 0, 0.3, 0, 0], [], 0, 0),
        (Array(repeating: 0.0, count: 12) + Array(repeating: 0.9, count: 40) + Array(repeating: 0.1, count: 13), [], 12, 13),
        (Array(repeating: 0.6, count: 20) + Array(repeating: 0.7, count: 60) + Array(repeating: 0.0, count: 11), [], 20, 0),
        // 14 drawn rows, a hairline (colour 2) and 5 rows of the content's margin (colour 1): 15 rows.
        (Array(repeating: 0.0, count: 20) + Array(repeating: 1.0, count: 60),
         Array(repeating: nil, count: 14) + [2] + Array(repeating: 1, count: 5) + Array(repeating: nil, count: 60), 15, 0),
        // Shared rows deeper than 30 % of the screen: the bar stops there.
        (Array(repeating: 0.0, count: 50) + Array(repeating: 1.0, count: 50), [], 30, 0),
    ] as [([Double], [UInt32?], Int, Int)])
    func runs(differences: [Double], flat: [UInt32?], top: Int, bottom: Int) {
        let rows = differences.indices.map { SharedBars.Row(difference: differences[$0], flat: $0 < flat.count ? flat[$0] : nil) }
        let found = SharedBars.bars(rows)
        #expect(found.top == top && found.bottom == bottom, "\(found)")
    }
}
