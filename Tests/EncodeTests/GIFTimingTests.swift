@testable import Encode
import Testing

@Suite("GIFTiming")
struct GIFTimingTests {
    @Test("a 60 fps source at 30 fps keeps every other frame, each for 3 or 4 cs")
    func halving() {
        let timing = GIFTiming(sourceFPS: 60, gifFPS: 30)
        #expect((0..<5).map(timing.sourceIndex(ofOutputFrame:)) == [0, 2, 4, 6, 8])
        #expect((0..<6).map(timing.delay(ofOutputFrame:)) == [3, 4, 3, 3, 4, 3])
        #expect(timing.outputFrameCount(sourceFrames: 60) == 30)
    }

    @Test("a source slower than the GIF rate keeps every frame at its own rate")
    func slowSource() {
        let timing = GIFTiming(sourceFPS: 24, gifFPS: 30)
        #expect(timing.outputFPS == 24)
        #expect((0..<4).map(timing.sourceIndex(ofOutputFrame:)) == [0, 1, 2, 3])
        #expect(timing.outputFrameCount(sourceFrames: 48) == 48)
    }

    @Test("delays on the grid are never under 2 cs and add up to the rounded length", arguments: [
        (60, 50, 59), (60, 30, 61), (120, 50, 121), (60, 50, 1), (50, 50, 7), (30, 30, 31), (45, 40, 44), (24, 30, 25),
    ])
    func totals(source: Int, gif: Int, sourceFrames: Int) {
        let timing = GIFTiming(sourceFPS: source, gifFPS: gif)
        let count = timing.outputFrameCount(sourceFrames: sourceFrames)
        var delays = (0..<count).map(timing.delay(ofOutputFrame:))
        let total = timing.totalCentiseconds(sourceFrames: sourceFrames)
        let lastStart = timing.startCentiseconds(ofOutputFrame: count - 1)
        let previousStart = count > 1 ? timing.startCentiseconds(ofOutputFrame: count - 2) : nil
        switch GIFTiming.closing(total: total, lastStart: lastStart, previousStart: previousStart) {
        case let .last(delay):
            delays[count - 1] = delay
        case let .shift(previous, last):
            delays[count - 2] = previous
            delays[count - 1] = last
        case let .dropLast(previous):
            delays.removeLast()
            delays[count - 2] = previous
        }
        #expect(delays.allSatisfy { $0 >= 2 }, "\(delays)")
        // The source's own length, rounded to a centisecond (a single frame lasts at least 2 cs).
        let exact = Double(sourceFrames) * 100 / Double(source)
        #expect(abs(Double(delays.reduce(0, +)) - max(exact, 2)) <= 0.5 + 1e-9, "\(delays) vs \(exact)")
    }

    @Test("a last frame under 2 cs borrows from the one before, or merges into it")
    func closing() {
        #expect(GIFTiming.closing(total: 100, lastStart: 97, previousStart: 93) == .last(3))
        #expect(GIFTiming.closing(total: 100, lastStart: 99, previousStart: 96) == .shift(previous: 2, last: 2))
        #expect(GIFTiming.closing(total: 100, lastStart: 100, previousStart: 98) == .dropLast(previous: 2))
        #expect(GIFTiming.closing(total: 1, lastStart: 0, previousStart: nil) == .last(2))
    }
}
