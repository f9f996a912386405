import Spec
import Testing

/// The axes of the curves: the spec's curves.svg and the preview page's charts (which receive
/// them from the server) both take them from `CurveAxis`.
@Suite("curve axes: round ticks and the range they widen")
struct CurveAxisTests {
    @Test("a value axis: steps of 1, 2 or 5 × 10ⁿ over the values, the range widened to the ticks")
    func valueAxis() {
        let slide = CurveAxis(values: [0, 24, 60], tickCount: 3)
        #expect(slide.ticks == [0, 20, 40, 60] && slide.low == 0 && slide.high == 60)
        let offset = CurveAxis(values: [-221.6, 3], tickCount: 4)
        #expect(offset.ticks == [-300, -200, -100, 0] && offset.low == -300 && offset.high == 3, "no tick past 3 + half a step")
        let opacity = CurveAxis(values: [0, 0.432, 1], tickCount: 3)
        #expect(opacity.ticks.map { ($0 * 1e6).rounded() / 1e6 } == [0, 0.5, 1])
    }

    @Test("a constant is widened by 0.5 either way, and no values at all are 0…1")
    func degenerate() {
        let constant = CurveAxis(values: [2, 2], tickCount: 3)
        #expect(constant.low == 1.5 && constant.high == 2.5 && constant.ticks.first == 1.5 && constant.ticks.last == 2.5)
        let none = CurveAxis(values: [], tickCount: 3)
        #expect(none.low == 0 && none.high == 1)
    }

    @Test("a time axis starts at 0, ends at the duration (at least a microsecond), and no tick passes the end")
    func timeAxis() {
        let slide = CurveAxis(duration: 19.0 / 30, tickCount: 4)
        #expect(slide.low == 0 && slide.high == 19.0 / 30)
        #expect(slide.ticks.map { ($0 * 1e6).rounded() / 1e6 } == [0, 0.2, 0.4, 0.6])
        #expect(CurveAxis(duration: 1.4, tickCount: 4).ticks == [0, 0.5, 1])
        #expect(CurveAxis(duration: 0, tickCount: 4).high == 1e-6)
    }
}
