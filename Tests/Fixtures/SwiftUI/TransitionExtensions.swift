import SwiftUI

/// Named transitions, declared once in an extension and used by name.
extension AnyTransition {
    // reads: -
    // expect: { insertion: [ { move: trailing } ], removal: [ { move: leading } ] }
    static var slideIn: AnyTransition {
        .asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading))
    }

    // expect: { insertion: [ { move: top }, opacity ], removal: [ { move: top }, opacity ] }
    static let fadeSlide = AnyTransition.move(edge: .top).combined(with: .opacity)

    // A getter with locals and a return.
    // expect: { insertion: [ { move: trailing }, opacity ], removal: [ { scale: 0 }, opacity ] }
    static var cardSwap: AnyTransition {
        let insertion = AnyTransition.move(edge: .trailing).combined(with: .opacity)
        let removal = AnyTransition.scale.combined(with: .opacity)
        return .asymmetric(insertion: insertion, removal: removal)
    }

    // A function of an edge: a preset binds the parameter.
    // reads: edge
    // expect [edge: .bottom]: { insertion: [ { move: top } ], removal: [ { move: bottom } ] }
    static func enter(from edge: Edge) -> AnyTransition {
        .asymmetric(insertion: .move(edge: edge.opposite), removal: .move(edge: edge))
    }

    // A parameter with a default takes it.
    // reads: -
    // expect: { insertion: [ { scale: 0.8 }, opacity ], removal: [ { scale: 0.8 }, opacity ], tracks: { scale: { easeOut: 0.3 }, opacity: { easeOut: 0.3 } } }
    static func fadeScale(delay: Double = 0) -> AnyTransition {
        .scale(scale: 0.8).combined(with: .opacity).animation(.easeOut(duration: 0.3).delay(delay))
    }

    // One transition built from another named one.
    // expect: { insertion: [ { move: trailing }, { offset: [0, 8] } ], removal: [ { move: leading }, { offset: [0, 8] } ] }
    static var slideInLow: AnyTransition {
        slideIn.combined(with: .offset(x: 0, y: 8))
    }
}

/// A computed property on Edge that the helpers above use.
extension Edge {
    var opposite: Edge {
        switch self {
        case .leading: .trailing
        case .trailing: .leading
        case .top: .bottom
        case .bottom: .top
        }
    }
}

struct NamedTransitions: View {
    var body: some View {
        VStack {
            // The named ones, used by name.
            // expect: { insertion: [ { move: trailing } ], removal: [ { move: leading } ] }
            Row().transition(.slideIn)
            // reads: -
            // expect: { insertion: [ { move: trailing } ], removal: [ { move: leading } ] }
            Row().transition(.enter(from: .leading))
            // expect: { insertion: [ { scale: 0.8 }, opacity ], removal: [ { scale: 0.8 }, opacity ], tracks: { scale: { easeOut: 0.3, delay: 0.1 }, opacity: { easeOut: 0.3, delay: 0.1 } } }
            Row().transition(.fadeScale(delay: 0.1))
        }
    }
}
