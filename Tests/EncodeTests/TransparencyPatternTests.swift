@testable import Encode
import Testing

@Suite("GIF transparency patterns")
struct TransparencyPatternTests {
    /// T is the transparent index; a pixel holding T can also be written as its alternative.
    static let T: UInt8 = 9

    static func fill(_ pattern: TransparencyPattern, _ indices: [UInt8], _ alternatives: [UInt8], width: Int) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: indices.count)
        output.withUnsafeMutableBufferPointer { out in
            pattern.fill(indices: indices, alternatives: alternatives, width: width, height: indices.count / width, rowStride: width,
                         transparent: T, into: out.baseAddress!)
        }
        return output
    }

    @Test("a run that can go either way keeps its colour while it is one colour, and turns transparent from its start at a second")
    func twoColourRuns() {
        let T = Self.T
        // Drawn 1; a run of 2, 2 ended by drawn 3; a run of 4, 4, 5, 5 (two colours); drawn 1.
        let indices: [UInt8] = [1, T, T, 3, T, T, T, T, 1]
        let alternatives: [UInt8] = [1, 2, 2, 3, 4, 4, 5, 5, 1]
        #expect(Self.fill(.twoColourRuns, indices, alternatives, width: 9) == [1, 2, 2, 3, T, T, T, T, 1])
        // endingAtChange also clears the one-colour run that drawn 3 ends.
        #expect(Self.fill(.endingAtChange, indices, alternatives, width: 9) == [1, T, T, 3, T, T, T, T, 1])
    }

    @Test("runs carry across row ends, as the LZW encoder reads, and the rows' stride is kept")
    func acrossRows() {
        let T = Self.T
        // Width 3, stride 3: the run 6, 6 | 7 spans the first row end.
        let indices: [UInt8] = [1, T, T, T, 2, 2]
        let alternatives: [UInt8] = [1, 6, 6, 7, 2, 2]
        #expect(Self.fill(.twoColourRuns, indices, alternatives, width: 3) == [1, T, T, T, 2, 2])
        // A one-colour run left open at the end stays in its colour under both patterns.
        let open: [UInt8] = [1, 2, T, T, T, T]
        let same: [UInt8] = [1, 2, 8, 8, 8, 8]
        for pattern in TransparencyPattern.allCases {
            #expect(Self.fill(pattern, open, same, width: 3) == [1, 2, 8, 8, 8, 8])
        }
    }
}
