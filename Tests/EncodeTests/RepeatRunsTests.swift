@testable import Encode
import Testing

@Suite("RepeatRuns")
struct RepeatRunsTests {
    @Test("repeats become runs from the last frame that was written, and every copy names it")
    func runs() {
        var repeats = RepeatRuns()
        // Frames 1, 2 repeat 0; 4 repeats 3; 6, 7, 8 repeat 5.
        for index in [1, 2, 4, 6, 7, 8] { repeats.recordRepeat(of: index) }
        #expect(repeats.runs == [.init(source: 0, count: 2), .init(source: 3, count: 1), .init(source: 5, count: 3)])
        var copies: [[Int]] = []
        repeats.forEachCopy { frame, source in copies.append([frame, source]) }
        #expect(copies == [[1, 0], [2, 0], [4, 3], [6, 5], [7, 5], [8, 5]])
    }
}
