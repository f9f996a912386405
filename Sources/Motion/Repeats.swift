import Foundation

/// SwiftUI's `repeatCount(_:autoreverses:)` and `repeatForever(autoreverses:)`: the animation
/// plays again each time it ends, backwards every other time when it autoreverses.
///
/// ```swift
/// Repeats(count: nil, autoreverses: true)        // .repeatForever()
/// Repeats(count: 3, autoreverses: false)         // .repeatCount(3, autoreverses: false)
/// ```
///
/// Apple's documentation of `repeatCount(_:autoreverses:)`
/// (https://developer.apple.com/documentation/swiftui/animation/repeatcount(_:autoreverses:)):
/// "Autoreverse counts towards the `repeatCount` … When `autoreverse` is `true` and `repeatCount`
/// is `2`, the animation moves forward, then reverses, then stops"; `repeatForever` repeats "for
/// the lifespan of the view". OpenSwiftUI's `RepeatAnimation` (a public reimplementation,
/// github.com/OpenSwiftUIProject/OpenSwiftUI) gives the rest: when the wrapped animation returns
/// nil at a frame's time, that time becomes the next cycle's start, the wrapped state is reset,
/// odd cycles run reversed, and after the count it returns nil — the value is the model's.
///
/// As in SwiftUI, a cycle ends at the frame
/// that sees its animation end, and the next one starts there, from rest; a reversed cycle moves
/// from the target back to the start; every cycle counts, the reversed ones too, so
/// `repeatCount(2)` goes there and back — and then the value jumps to the target, where the
/// model already is.
public struct Repeats: Sendable, Hashable {
    /// How many cycles play; nil for ever.
    public var count: Int?
    public var autoreverses: Bool
    /// Wall seconds each cycle waits before it moves: a delay written before the repeat
    /// (`.delay(2).repeatForever()`), which SwiftUI repeats with the animation it wraps. A delay
    /// written after it (`.repeatForever().delay(2)`) is the animation's own, waited once.
    public var cycleDelay: Double
    /// How many cycles a film shows of an animation that repeats for ever before its hold starts
    /// (the motion goes on through the hold, as it does in the app): ``defaultFilmedCycles``
    /// unless the preset says (`repeat: { count: forever, film: 5 }`). A finite count films all.
    public var filmedCycles: Int

    public init(count: Int?, autoreverses: Bool = true, cycleDelay: Double = 0,
                filmedCycles: Int = Repeats.defaultFilmedCycles) {
        self.count = count
        self.autoreverses = autoreverses
        self.cycleDelay = cycleDelay
        self.filmedCycles = filmedCycles
    }

    /// Three: there, back and there again when it autoreverses — the least that shows a loop
    /// as a loop (a turn, and that it starts over).
    public static let defaultFilmedCycles = 3

    /// Whether it never ends: a film shows ``filmedCycles`` of it, and a spec marks it looping.
    public var isLooping: Bool { count == nil }

    /// The SwiftUI call: `.repeatForever(autoreverses: false)`, `.repeatCount(3)`.
    public var swiftUI: String {
        let reverses = autoreverses ? "" : "autoreverses: false"
        guard let count else { return ".repeatForever(\(reverses))" }
        return ".repeatCount(\(count)\(reverses.isEmpty ? "" : ", " + reverses))"
    }
}
