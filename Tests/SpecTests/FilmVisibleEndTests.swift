import Raster
import Scene
import Spec
import Testing

/// A render with `settle: visible` draws frames to find where the motion looks finished; a spec
/// made after it (`batch --spec`, the preview's spec) takes that time from the film instead of
/// drawing the same frames again.
@Suite("A spec made after a film reuses the visible end the film found")
struct FilmVisibleEndTests {
    @Test("settle: visible: the film finds the visible end, and a spec given it has the frames of one that finds it again")
    func visible() throws {
        var scene = SpecFixture.tabs([(0, 0), (0.25, 1)])
        scene.settle = .visible
        let film = try scene.film()
        let end = try #require(film.visibleEnd)
        let found = try MotionSpec(scene)
        #expect(found.visibleEndTime == end)
        #expect(end < found.settleTime, "the visible end comes before SwiftUI's: \(end) s against \(found.settleTime) s")
        let reused = try MotionSpec(scene, visibleEnd: end)
        #expect(reused.visibleEndTime == end)
        #expect(reused.frames.count == film.timeline.frameCount && reused.frames.count == found.frames.count)
    }

    @Test("a visible end given to a spec is the one it uses: the hold counts from it")
    func given() throws {
        var scene = SpecFixture.tabs([(0, 0), (0.25, 1)], fps: 60, hold: 0.2)
        scene.settle = .visible
        let spec = try MotionSpec(scene, visibleEnd: 0.5)
        #expect(spec.visibleEndTime == 0.5)
        try #require(spec.settleTime > 0.5, "the change at 0.25 s is still moving at 0.5 s")
        // Frames at 0 … (0.5 s + 0.2 s of hold) × 60 fps: 43 of them.
        #expect(spec.frames.count == 43)
    }

    @Test("settle: swiftui: the film is the whole timeline and finds no visible end")
    func swiftUI() throws {
        let scene = SpecFixture.tabs([(0, 0), (0.25, 1)])
        let film = try scene.film()
        #expect(film.visibleEnd == nil)
        #expect(film.timeline.frameCount == scene.timeline().frameCount)
    }
}
