import Foundation
import Locking
import Scene
import Testing
@testable import Raster

@Suite("Text through Pango")
struct TextTests {
    static let size = 20.0

    /// Blocks-font text in a `width` × 100 pt frame at the canvas's top-left corner.
    func blocks(_ text: String, width: Double, lines: Int = 1, lineSpacing: Double = 0,
                alignment: TextStyle.Alignment = .leading, truncation: TextStyle.Truncation = .tail,
                scale: Double = 1) throws -> PixelBuffer {
        let style = TextStyle(text, size: Self.size, color: TextRender.ink, alignment: alignment, lines: lines,
                              truncation: truncation, lineSpacing: lineSpacing, font: Blocks.font)
        return try TextRender.render(style, frame: Rect(x: 0, y: 0, width: width, height: 100), scale: scale)
    }

    /// The ink rows of `count` lines of blocks centred in a 100 pt frame, `spacing` apart.
    func expectedBands(count: Int, spacing: Double = 0, scale: Double = 1) -> [Range<Int>] {
        let block = Double(count) * Self.size + Double(count - 1) * spacing
        let top = (100 - block) / 2
        return (0..<count).map { line in
            pixels(Blocks.inkRows(lineTop: top + Double(line) * (Self.size + spacing), size: Self.size), scale: scale)
        }
    }

    @Test("text wraps at the frame's width into as many lines as it needs, up to lines")
    func wraps() throws {
        // "HH" is 24 pt; "HH HH" is 60 pt, wider than the 50 pt frame, so each word takes a line.
        let buffer = try blocks("HH HH HH", width: 50, lines: 3)
        // Column 5 crosses the first block of every line (its ink is 2 ..< 10).
        #expect(buffer.inkBands(column: 5) == expectedBands(count: 3))
        // Each line is "HH": two blocks, at 2 ..< 10 and 14 ..< 22.
        let middle = expectedBands(count: 3)[1].lowerBound + 4
        #expect(buffer.inkRuns(row: middle) == [2..<10, 14..<22])
    }

    @Test("with fewer lines than the text needs, the block is that many lines")
    func lineLimit() throws {
        let two = try blocks("HH HH HH", width: 50, lines: 2)
        #expect(two.inkBands(column: 5) == expectedBands(count: 2))
        let one = try blocks("HH HH HH", width: 50)
        #expect(one.inkBands(column: 5) == expectedBands(count: 1))
    }

    /// (paragraphs of "HH", lines, lines shown): three cut to two, and eight cut by the frame to five.
    static let paragraphCuts = [(3, 2, 2), (8, 0, 5)]

    @Test("lines counts every paragraph's lines together; a cut at a paragraph's end shows the ellipsis",
          arguments: paragraphCuts)
    func paragraphs(_ paragraphs: Int, lines: Int, shown: Int) throws {
        let text = Array(repeating: "HH", count: paragraphs).joined(separator: "\n")
        let buffer = try blocks(text, width: 100, lines: lines)
        let bands = expectedBands(count: shown)
        #expect(buffer.inkBands(column: 5) == bands)
        // The last line shown is "HH…": two blocks and the bar on the baseline.
        #expect(buffer.inkRuns(row: bands[shown - 1].upperBound - 1) == [2..<10, 14..<22, 26..<42])
    }

    @Test("lines: 0 fills the frame with as many lines as fit")
    func fillsFrame() throws {
        // Ten words of one line each; the 100 pt frame holds five 20 pt lines.
        let buffer = try blocks(Array(repeating: "HH", count: 10).joined(separator: " "), width: 50, lines: 0)
        #expect(buffer.inkBands(column: 5) == expectedBands(count: 5))
    }

    @Test("lineSpacing moves the second line down by that many points")
    func lineSpacing() throws {
        let tight = try blocks("HH HH", width: 50, lines: 2)
        let spaced = try blocks("HH HH", width: 50, lines: 2, lineSpacing: 10)
        let tightBands = tight.inkBands(column: 5), spacedBands = spaced.inkBands(column: 5)
        #expect(tightBands == expectedBands(count: 2))
        #expect(spacedBands == expectedBands(count: 2, spacing: 10))
        #expect(spacedBands.count == 2 && tightBands.count == 2)
        if spacedBands.count == 2, tightBands.count == 2 {
            let gapTight = tightBands[1].lowerBound - tightBands[0].lowerBound
            let gapSpaced = spacedBands[1].lowerBound - spacedBands[0].lowerBound
            #expect(gapSpaced - gapTight == 10)
        }
    }

    @Test("a layout is the same at every scale: its ink scales exactly")
    func scaleIndependent() throws {
        let buffer = try blocks("HH HH HH", width: 50, lines: 3, scale: 3)
        #expect(buffer.inkBands(column: 15) == expectedBands(count: 3, scale: 3))
        let middle = expectedBands(count: 3, scale: 3)[1].lowerBound + 12
        #expect(buffer.inkRuns(row: middle) == [6..<30, 42..<66])
    }

    @Test("center and trailing align each line within the frame's width")
    func alignment() throws {
        // "HH" advances 24 pt: centred in 100 it starts at 38, trailing at 76.
        let row = expectedBands(count: 1)[0].lowerBound + 4
        #expect(try blocks("HH", width: 100, alignment: .center).inkRuns(row: row) == [40..<48, 52..<60])
        #expect(try blocks("HH", width: 100, alignment: .trailing).inkRuns(row: row) == [78..<86, 90..<98])
    }

    /// Where a cut line of "H"s in a 100 pt frame inks: `blocksBefore` blocks, the ellipsis's
    /// bar (0.8 s wide after a 0.1 s bearing, 1 s advance), then `blocksAfter` blocks, from x = 0.
    /// Pango gives the ellipsis the width left over, so a cut line spans the whole frame.
    /// Returns the runs on a row above the bar (blocks only) and on the bar's row (both).
    func expectedCut(blocksBefore: Int, blocksAfter: Int) -> (upper: [Range<Int>], bar: [Range<Int>]) {
        let s = Self.size, advance = Int(Blocks.advance(s))
        let before = (0..<blocksBefore).map { 2 + advance * $0 ..< 10 + advance * $0 }
        let barStart = advance * blocksBefore
        let bar = barStart + 2 ..< barStart + 18
        let afterStart = 100 - advance * blocksAfter
        let after = (0..<blocksAfter).map { afterStart + 2 + advance * $0 ..< afterStart + 10 + advance * $0 }
        // On the bar's row its ink touches neither neighbour (each keeps a 2 pt bearing).
        return (before + after, before + [bar] + after)
    }

    /// Rows: one above the ellipsis bar (2 pt high, on the baseline), and one inside it.
    var cutRows: (upper: Int, bar: Int) {
        let baseline = Int((100 - Self.size) / 2 + Blocks.ascent(Self.size))
        return (baseline - 5, baseline - 1)
    }

    @Test("a cut line ends with an ellipsis after the characters that fit", arguments: [
        (TextStyle.Truncation.tail, 6, 0), (.head, 0, 6), (.middle, 3, 3),
    ])
    func ellipsis(_ truncation: TextStyle.Truncation, before: Int, after: Int) throws {
        // Twenty 12 pt blocks do not fit 100 pt; with the 20 pt ellipsis, six do (6 · 12 + 20 = 92).
        let buffer = try blocks(String(repeating: "H", count: 20), width: 100, truncation: truncation)
        let expected = expectedCut(blocksBefore: before, blocksAfter: after)
        #expect(buffer.inkRuns(row: cutRows.upper) == expected.upper)
        #expect(buffer.inkRuns(row: cutRows.bar) == expected.bar)
    }

    @Test("a line cut from wrapped words keeps its truncation: middle keeps both ends")
    func middleOfWords() throws {
        // Two 108 pt words wrap to two lines; cut to one, the middle of the paragraph goes.
        let buffer = try blocks("HHHHHHHHH HHHHHHHHH", width: 100, truncation: .middle)
        let expected = expectedCut(blocksBefore: 3, blocksAfter: 3)
        #expect(buffer.inkBands(column: 5).count == 1)
        #expect(buffer.inkRuns(row: cutRows.upper) == expected.upper)
        #expect(buffer.inkRuns(row: cutRows.bar) == expected.bar)
    }

    @Test("text that fits is not cut")
    func noEllipsis() throws {
        let buffer = try blocks(String(repeating: "H", count: 8), width: 100)
        #expect(buffer.inkRuns(row: cutRows.bar) == expectedCut(blocksBefore: 8, blocksAfter: 0).upper)
    }

    @Test("the last of `lines` lines ends with the ellipsis when text is left over")
    func lastLineEllipsis() throws {
        let buffer = try blocks("HH HH HHHHHH", width: 50, lines: 2)
        let bands = expectedBands(count: 2)
        // Line 2 has room for "HH" and the bar (24 + 20 ≤ 50) but not "HHH" and the bar.
        let barRow = bands[1].upperBound - 1
        #expect(buffer.inkRuns(row: barRow) == [2..<10, 14..<22, 26..<42])
        #expect(buffer.inkRuns(row: bands[0].lowerBound + 1) == [2..<10, 14..<22])
    }

    @Test("CJK text draws ink through a fallback font")
    func cjk() throws {
        let style = TextStyle("你好世界", size: 24, color: TextRender.ink)
        let buffer = try TextRender.render(style, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let box = buffer.inkBox(columns: 0..<buffer.width)
        // Four ideographs of about 1 em each: ink across most of 96 pt, about an em high.
        #expect((box?.x.count ?? 0) > 70)
        #expect((box?.y.count ?? 0) > 16)
    }

    @Test("emoji draw in colour")
    func emoji() throws {
        let style = TextStyle("😀", size: 48, color: TextRender.ink)
        let buffer = try TextRender.render(style, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        // The grinning face is yellow: red and green high, blue low — ink black text never is.
        var yellow = 0
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let p = buffer.rgba(x, y)
                if p.r > 200 && p.g > 150 && p.b < 100 { yellow += 1 }
            }
        }
        #expect(yellow > 200, "\(yellow) yellow pixels")
    }

    @Test("text in a font file draws the same on several threads at once")
    func threads() throws {
        let reference = try blocks("HH HH HH", width: 50, lines: 3).visibleBytes
        let results = Locked<[[UInt8]?]>(Array(repeating: nil, count: 8))
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            let bytes = try? blocks("HH HH HH", width: 50, lines: 3).visibleBytes
            results.withLock { $0[i] = bytes }
        }
        #expect(results.withLock { $0 }.allSatisfy { $0 == reference })
    }

    @Test("a font file that is gone is a raster error naming it, not a crash")
    func missingFontFile() throws {
        let url = URL(fileURLWithPath: "/nonexistent/fonts/Brand.ttf")
        let style = TextStyle("Hi", size: 20, font: .file(url))
        #expect(throws: RasterError.self) {
            _ = try TextRender.render(style, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        }
    }
}
