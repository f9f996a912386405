import Foundation
import Motion

/// An element that travels between two pages during a push or pop: the rounded rectangle marked
/// with the same `morph:` id on the leaving and the arriving page.
///
/// While it is on screen both originals are hidden; its frame (origin and size), corner radius and
/// fill go from one end to the other on the transition's position track, each in its own units,
/// so at time τ into a change its frame is a + (b − a)·x(τ) until the spring ends. A pop that
/// comes while it is still travelling turns it back from where it is.
struct Morph: Sendable {
    /// The elements at its two ends, on cards `cardA` and `cardB` (indices into the timeline's cards).
    let id: String
    let a: StackScene.Element
    let b: StackScene.Element
    let cardA: Int
    let cardB: Int
    let shownAt: Double
    /// When the last change has come to rest; the originals show again from then.
    var hiddenAt: Double
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
    func hides(card: Int, at time: Double) -> Bool { isVisible(at: time) && (card == cardA || card == cardB) }

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
