import Scene
@testable import Preset
import Testing

@Suite("'Did you mean' suggestions")
struct SuggestionsTests {
    @Test("edit distance counts insertions, deletions, substitutions and swaps as one each")
    func distance() {
        func d(_ a: String, _ b: String) -> Int { Suggestions.editDistance(Array(a), Array(b)) }
        #expect(d("dampingFracton", "dampingFraction") == 1)
        #expect(d("fsp", "fps") == 1)
        #expect(d("scael", "scale") == 1)
        #expect(d("", "abc") == 3)
        #expect(d("kitten", "sitting") == 3)
    }

    @Test("the closest allowed word is suggested only when it is close")
    func closest() {
        let canvas = ["size", "scale", "fps", "background"]
        #expect(Suggestions.closest(to: "backgound", among: canvas) == "background")
        #expect(Suggestions.closest(to: "FPS", among: canvas) == "fps")
        #expect(Suggestions.closest(to: "colour", among: canvas) == nil)
        #expect(Suggestions.closest(to: "x", among: canvas) == nil)
    }
}
