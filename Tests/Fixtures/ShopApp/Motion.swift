import SwiftUI

/// The app's shared motion: both screens animate with it.
enum Motion {
    static let cardSpring = Animation.spring(response: 0.35, dampingFraction: 0.8)
}

extension AnyTransition {
    /// The badge's entrance: it grows in from 80 % as it fades in.
    static var pop: AnyTransition {
        .scale(scale: 0.8).combined(with: .opacity)
    }
}
