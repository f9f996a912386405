import SwiftUI

/// Transitions written inline, as modifier chains broken over several lines.
struct ModifierChains: View {
    @State private var shown = false

    var body: some View {
        VStack {
            if shown {
                // reads: -
                // expect: { insertion: [ { move: trailing }, opacity ], removal: [ { move: leading }, opacity ] }
                Banner()
                    .transition(
                        .asymmetric(
                            insertion: .move(edge: .trailing).combined(with: .opacity),
                            removal: .move(edge: .leading).combined(with: .opacity)
                        )
                    )
                // expect: { insertion: [ { move: bottom }, opacity ], removal: [ { move: bottom }, opacity ] }
                Sheet().transition(.move(edge: .bottom).combined(with: .opacity))
                // expect: { insertion: [ { scale: { value: 0.9, anchor: top } }, opacity ], removal: [ { scale: { value: 0.9, anchor: top } }, opacity ] }
                Card()
                    .transition(.scale(scale: 0.9, anchor: .top)
                        .combined(with: .opacity))
                // .slide: in from the leading edge, out towards the trailing edge.
                // expect: { insertion: [ { move: leading } ], removal: [ { move: trailing } ] }
                Toast().transition(.slide)
                // expect: { insertion: [ { push: trailing } ], removal: [ { push: trailing } ] }
                Page().transition(.push(from: .trailing))
                // expect: { insertion: [ { offset: [0, 18] } ], removal: [ { offset: [0, 18] } ] }
                Hint().transition(.offset(y: 18))
                // expect: { insertion: [ { offset: [48, 0] } ], removal: [ { offset: [48, 0] } ] }
                Hint().transition(.offset(CGSize(width: 48, height: 0)))
                // .scale alone shrinks to nothing about the centre.
                // expect: { insertion: [ { scale: 0 } ], removal: [ { scale: 0 } ] }
                Badge().transition(.scale)
                // expect: { insertion: [], removal: [] }
                Plain().transition(.identity)
                // An animation attached to the transition drives its properties.
                // expect: { insertion: [ opacity ], removal: [ opacity ], tracks: { opacity: { easeIn: 0.2 } } }
                Note().transition(AnyTransition.opacity.animation(.easeIn(duration: 0.2)))
                // The type written out, one member a line.
                // expect: { insertion: [ { move: top }, opacity ], removal: [ { move: top }, opacity ], tracks: { position: { easeOut: 0.3 }, opacity: { easeOut: 0.3 } } }
                Menu()
                    .transition(
                        AnyTransition
                            .move(edge: .top)
                            .combined(with: .opacity)
                            .animation(Animation.easeOut(duration: 0.3))
                    )
                // An asymmetric inside an asymmetric: each side takes its own side.
                // expect: { insertion: [ { move: leading }, { scale: 0.5 } ], removal: [ { move: bottom } ] }
                Panel().transition(.asymmetric(
                    insertion: .asymmetric(insertion: .move(edge: .leading), removal: .opacity)
                        .combined(with: .scale(scale: 0.5)),
                    removal: .move(edge: .bottom)))
                // iOS 17's Transition values are transitions too.
                // expect: { insertion: [ { move: leading }, opacity ], removal: [ { move: leading }, opacity ] }
                Drawer().transition(AnyTransition(MoveTransition(edge: .leading)).combined(with: .opacity))
            }
        }
    }
}
