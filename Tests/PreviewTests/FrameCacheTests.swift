import Foundation
@testable import Preview
import Testing

@Suite("preview: the frame cache")
struct FrameCacheTests {
    @Test("it holds at most its budget, drops the frame used longest ago, and forgets old generations")
    func budget() {
        var cache = FrameCache(budget: 100)
        let key = { (g: Int, i: Int) in FrameCache.Key(generation: g, index: i) }
        cache.insert(Data(count: 40), for: key(1, 0))
        cache.insert(Data(count: 40), for: key(1, 1))
        #expect(cache.frame(key(1, 0)) != nil, "frame 0 is now the most recent")
        cache.insert(Data(count: 40), for: key(1, 2))
        #expect(cache.byteCount == 80 && cache.count == 2)
        #expect(cache.frame(key(1, 1)) == nil, "the least recently used went")
        #expect(cache.frame(key(1, 0)) != nil && cache.frame(key(1, 2)) != nil)
        cache.insert(Data(count: 101), for: key(1, 3))
        #expect(cache.frame(key(1, 3)) == nil && cache.byteCount == 80, "larger than the budget: not kept")
        cache.insert(Data(count: 10), for: key(2, 0))
        cache.removeAll(before: 2)
        #expect(cache.count == 1 && cache.byteCount == 10 && cache.frame(key(2, 0)) != nil)
    }
}
