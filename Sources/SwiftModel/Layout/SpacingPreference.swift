import Foundation
import Scene

/// What a view asks of the space between it and its neighbours in a stack whose spacing is nil:
/// per edge, a minimum distance, or nil for no preference.
///
/// SwiftUI gives each view a `Spacing` of minima keyed by edge and category; a stack with nil
/// spacing puts between two neighbours the largest minimum either asks for on the edges they
/// share, and the system spacing (8) when neither asks (`ViewSpacing.distance(to:along:)` and
/// `Spacing._distance`, read in OpenSwiftUI, github.com/OpenSwiftUIProject/OpenSwiftUI,
/// Sources/OpenSwiftUICore/Layout/Geometry/Spacing.swift and Layout/Layout.swift). Most views
/// ask nothing, hence 8 between them; a `Spacer` asks for 0 on the edges along its axis, so a
/// stack leaves no gap beside a spacer: the spacer's own minimum length is the gap
/// (`Spacer.swift`, `Engine.spacing()`).
///
/// Only the uncategorised minima are kept here; the text categories (baseline-to-baseline
/// distances between texts) are left out, so two texts in a stack are 8 apart like any views.
struct SpacingPreference: Sendable, Hashable {
    var top: Double?
    var leading: Double?
    var bottom: Double?
    var trailing: Double?

    /// No preference on any edge: a plain view's.
    static let none = SpacingPreference()

    /// 0 on every edge: SwiftUI's `Spacing.zero`, an empty stack's and an unoriented spacer's.
    static let zero = SpacingPreference(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// A spacer's: 0 on the two edges along its axis (all four outside a stack).
    static func spacer(orientation: LayoutAxis?) -> SpacingPreference {
        switch orientation {
        case .horizontal: SpacingPreference(leading: 0, trailing: 0)
        case .vertical: SpacingPreference(top: 0, bottom: 0)
        case nil: .zero
        }
    }

    /// The preference with the given edges' minima removed, as `Spacing.reset(_:)` does for a
    /// frame on the axes it sets and for a padding on the edges it insets (it puts text
    /// categories in their place, which this model does not keep).
    func resetting(top resetTop: Bool = false, leading resetLeading: Bool = false,
                   bottom resetBottom: Bool = false, trailing resetTrailing: Bool = false) -> SpacingPreference {
        SpacingPreference(top: resetTop ? nil : top, leading: resetLeading ? nil : leading,
                          bottom: resetBottom ? nil : bottom, trailing: resetTrailing ? nil : trailing)
    }

    /// This preference with `other`'s on the chosen edges merged in, the larger minimum
    /// winning (`Spacing.incorporate(_:of:)`).
    func incorporating(_ other: SpacingPreference, top t: Bool, leading l: Bool, bottom b: Bool, trailing r: Bool) -> SpacingPreference {
        func merge(_ a: Double?, _ b: Double?, _ take: Bool) -> Double? {
            guard take, let b else { return a }
            return a.map { max($0, b) } ?? b
        }
        return SpacingPreference(top: merge(top, other.top, t), leading: merge(leading, other.leading, l),
                                 bottom: merge(bottom, other.bottom, b), trailing: merge(trailing, other.trailing, r))
    }

    /// The distance a stack along `axis` with nil spacing leaves between `previous` and `next`:
    /// the larger of the minima they ask for on their facing edges, or the system spacing when
    /// neither asks.
    static func distance(from previous: SpacingPreference, to next: SpacingPreference, along axis: LayoutAxis) -> Double {
        let after = axis == .horizontal ? previous.trailing : previous.bottom
        let before = axis == .horizontal ? next.leading : next.top
        switch (after, before) {
        case (nil, nil): return LeafSizing.defaultSpacing
        case let (a?, nil): return a
        case let (nil, b?): return b
        case let (a?, b?): return max(a, b)
        }
    }
}
