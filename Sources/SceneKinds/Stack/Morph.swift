import Foundation
import Motion
import Scene

/// An element that travels between two pages during a push or pop: the rounded rectangle marked
/// with the same `morph:` id on the leaving and the arriving page.
///
/// While it is on screen both originals are hidden; its frame (origin and size), corner radius and
/// fill go from one end to the other on the transition's position track, each in its own units,
/// so at time τ into a change its frame is a + (b − a)·x(τ) until the spring ends. A pop that
/// comes while it is still travelling turns it back from where it is; a transition from the page
/// it is travelling to, towards a third page, takes it over from where it is
/// (``handedOver(from:source:to:destination:at:)``), so the element is never drawn twice.
struct Morph: Sendable {
    /// The elements at its two ends, on cards `cardA` and `cardB` (indices into the timeline's cards).
    let id: String
    let a: StackScene.Element
    let b: StackScene.Element
    let cardA: Int
    let cardB: Int
    /// Cards of the morphs it took over: their elements with its id stay hidden while it shows
    /// (the page a pop is taking away must not show the element again as it leaves).
    var formerCards: [Int] = []
    let shownAt: Double
    /// When the last change has come to rest; the originals show again from then.
    var hiddenAt: Double
    /// When a later morph took it over; it is gone from then on, however far it had to go.
    var handedOverAt: Double?
    /// x, y, width, height, corner radius (points) and the fill's mix from a's to b's (0 … 1).
    var values: [AnimatedValue]

    init(id: String, a: StackScene.Element, b: StackScene.Element, cardA: Int, cardB: Int, at time: Double) {
        self.id = id
        self.a = a
        self.b = b
        self.cardA = cardA
        self.cardB = cardB
        shownAt = time
        hiddenAt = time
        values = Self.components(of: a, mix: 0).map(AnimatedValue.init)
    }

    /// The morph that takes this one over at `time` for a transition from `card` (one of its ends,
    /// showing `source`) to `destinationCard` (showing `destination`), and the end it heads to.
    ///
    /// It keeps this one's values, so its frame and radius go on from where they are with their
    /// velocity (springs merge, curves add), and its orientation, so the fill's mix means the
    /// same at `card`'s end: the element on `card` stays end a or end b as it was.
    func handedOver(from card: Int, source: StackScene.Element, to destinationCard: Int,
                    destination: StackScene.Element, at time: Double) -> (morph: Morph, towardsB: Bool) {
        let sourceIsA = card == cardA
        var next = sourceIsA
            ? Morph(id: id, a: source, b: destination, cardA: card, cardB: destinationCard, at: time)
            : Morph(id: id, a: destination, b: source, cardA: destinationCard, cardB: card, at: time)
        next.values = values
        next.formerCards = Array(Set(formerCards + [cardA, cardB]).subtracting([next.cardA, next.cardB])).sorted()
        return (next, sourceIsA)
    }

    /// The animatable numbers of an end, in the order of ``values``.
    static func components(of element: StackScene.Element, mix: Double) -> [Double] {
        [element.frame.minX, element.frame.minY, element.frame.width, element.frame.height, element.cornerRadius, mix]
    }

    /// The targets that take it to end b (`towardsB`) or back to end a.
    func targets(towardsB: Bool) -> [Double] {
        towardsB ? Self.components(of: b, mix: 1) : Self.components(of: a, mix: 0)
    }

    func isVisible(at time: Double) -> Bool { time >= shownAt && time < hiddenAt }

    /// Whether it hides the original elements with its id on `card` at `time`.
    func hides(card: Int, at time: Double) -> Bool {
        isVisible(at: time) && (card == cardA || card == cardB || formerCards.contains(card))
    }

    var settleTime: Double { values.map(\.settleTime).max() ?? shownAt }

    /// Its frame at `time`, in canvas points.
    func frame(at time: Double) -> Rect {
        let v = values.map { $0.value(at: time) }
        return Rect(x: v[0], y: v[1], width: max(v[2], 0), height: max(v[3], 0))
    }

    /// Its shape at `time`: a rounded rectangle whose corner radius fits its size.
    func shape(at time: Double) -> Shape {
        let frame = frame(at: time)
        let radius = min(max(values[4].value(at: time), 0), min(frame.width, frame.height) / 2)
        let mix = min(max(values[5].value(at: time), 0), 1)
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * mix }
        let fill = Color(red: lerp(a.fill.red, b.fill.red), green: lerp(a.fill.green, b.fill.green),
                         blue: lerp(a.fill.blue, b.fill.blue), alpha: lerp(a.fill.alpha, b.fill.alpha))
        return .roundedRect(fill: fill, cornerRadius: radius)
    }
}

extension [Morph] {
    /// The morph a transition from card `from` to card `to` drives for the element `id` (shown as
    /// `source` and `destination` on them), and whether it heads to its end b.
    ///
    /// One on screen between the same two cards turns back; one on screen between `from` and
    /// another card is handed over and ends now; otherwise a new one starts at `source`.
    mutating func start(_ id: String, from: Int, source: StackScene.Element, to: Int,
                        destination: StackScene.Element, at time: Double) -> (index: Int, towardsB: Bool) {
        let live = indices.filter { self[$0].id == id && self[$0].isVisible(at: time) }
        if let running = live.last(where: { Set([self[$0].cardA, self[$0].cardB]) == Set([from, to]) }) {
            return (running, self[running].cardB == to)
        }
        if let running = live.last(where: { self[$0].cardA == from || self[$0].cardB == from }) {
            let next = self[running].handedOver(from: from, source: source, to: to, destination: destination, at: time)
            self[running].hiddenAt = time
            self[running].handedOverAt = time
            append(next.morph)
            return (count - 1, next.towardsB)
        }
        append(Morph(id: id, a: source, b: destination, cardA: from, cardB: to, at: time))
        return (count - 1, true)
    }

    /// Keeps every morph that has not been handed over on screen until its last change has come to rest.
    mutating func showUntilSettled() {
        for j in indices where self[j].handedOverAt == nil {
            self[j].hiddenAt = Swift.max(self[j].hiddenAt, self[j].settleTime)
        }
    }
}
