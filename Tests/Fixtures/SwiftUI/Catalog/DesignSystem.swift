import SwiftUI

// A design system's motion vocabulary, as a package declares it for the app's screens: named
// transitions and animations. No view in these files uses them, so each is filmed on its own —
// a stand-in inserted and removed with the transition, or moved there and back with the
// animation — and a change to one shows up in `diff` at its line.

extension AnyTransition {
    // shows: the stand-in rises 40 points from below while fading in, and sinks back while fading out; with no animation of its own it moves with SwiftUI's default animation, as under a bare withAnimation.
    // decides: AnyTransition.rise
    static var rise: AnyTransition {
        .offset(y: 40).combined(with: .opacity)
    }

    // shows: a slide from the edge the caller gives; on its own nothing says which edge, so it is not filmed.
    // unfilmed: declared here, and no filmed change uses it; on its own it needs edge, which only the code that uses it gives
    static func slide(from edge: Edge) -> AnyTransition {
        .move(edge: edge)
    }
}

extension Animation {
    // shows: the stand-in moves right and back on a spring of response 0.5 and damping 0.9, settling without a visible bounce.
    // decides: Animation.gentle
    static let gentle = Animation.spring(response: 0.5, dampingFraction: 0.9)
}
