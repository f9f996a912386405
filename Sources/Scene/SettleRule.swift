/// Where a film's `hold` counts from: the preset's `settle:`, or `--settle`.
///
/// SwiftUI ends a spring only when it is nearly still and within 1 % of its change, in the
/// property's own units, so a 390 pt move creeps on by fractions of a pixel for half a second or
/// more after it looks finished. A hold counted from that strict end shows that half second as
/// stillness before the hold itself begins; `visible` counts it from where the motion looks
/// finished instead.
public enum SettleRule: String, CaseIterable, Sendable, Hashable {
    /// SwiftUI's end: when the last animation has ended by SwiftUI's own rule (the default, and
    /// what every preset rendered before there was a choice).
    case swiftui
    /// The visible end: the first frame from which on, up to SwiftUI's end, no frame differs from
    /// any other by more than one 8-bit level in any pixel at the output scale.
    case visible
}
