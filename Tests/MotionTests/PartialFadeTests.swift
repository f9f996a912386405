import Motion
import Testing

/// A partial fade (`{ opacity: 0.3 }`, a custom modifier's `.opacity(0.3)`): the view is inserted
/// from and removed to that opacity, fades multiply as nested `.opacity` modifiers do, and the
/// full fade stays the word `opacity` wherever it comes from.
@Suite("partial fades: an opacity amount between transparent and opaque")
struct PartialFadeTests {
    @Test("the view is inserted from, and removed to, the fade's opacity")
    func values() {
        let transition = Transition(insertion: [.fade(0.3)], removal: [.fade(0.6), .offset(x: 0, y: 10)])
        #expect(transition.insertionValues(.forward, width: 100, height: 200).opacity == 0.3)
        let removal = transition.removalValues(.forward, width: 100, height: 200)
        #expect(removal.opacity == 0.6 && removal.offsetY == 10)
    }

    @Test("fades multiply, and a full fade wins as it always did")
    func composition() {
        let twice = Transition(insertion: [.fade(0.5), .fade(0.5)], removal: [.fade(0.5), .opacity])
        #expect(twice.insertionValues(.forward, width: 1, height: 1).opacity == 0.25)
        #expect(twice.removalValues(.forward, width: 1, height: 1).opacity == 0)
        #expect(TransitionEffect.fade(0.5).tracks == [.opacity])
    }

    @Test("faded(to:) makes a full fade the word opacity, and anything else a partial one")
    func faded() {
        #expect(TransitionEffect.faded(to: 0) == .opacity)
        #expect(TransitionEffect.faded(to: 0.4) == .fade(0.4))
    }

    @Test("Reduce Motion keeps a side of partial fades, and turns motion into a full fade as before")
    func reduceMotion() {
        let reduced = Transition(insertion: [.fade(0.3)], removal: [.fade(0.3), .scale(0.5, anchor: .center)]).reducingMotion()
        #expect(reduced.insertion == [.fade(0.3)])
        #expect(reduced.removal == [.opacity])
    }
}
