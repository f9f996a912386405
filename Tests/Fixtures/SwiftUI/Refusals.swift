import SwiftUI

/// What MotionReel does not evaluate: each is refused with a message that names the call and
/// says what to do instead.
struct Refusals: View {
    @State private var on = false
    @Namespace private var space

    var body: some View {
        VStack {
            // A custom modifier's body is evaluated (CustomTransitions.swift has more).
            // reads: -
            // expect: { insertion: [ { rotation: -90 } ], removal: [ { rotation: -90 } ] }
            Card().transition(.modifier(active: Corner(angle: -90), identity: Corner(angle: 0)))
            // A custom Transition is evaluated at each phase (CustomTransitions.swift has more).
            // reads: -
            // expect: { insertion: [ { scale: 0.5 }, opacity ], removal: [ { scale: 0.5 }, opacity ] }
            Card().transition(AnyTransition(Pop()))
            // .blurReplace is drawn by the system on numbers Apple does not publish: its closest film,
            // blurred 8 pt and scaled from 0.8 as it fades (upUp scales up as it goes).
            // reads: -
            // expect: { insertion: [ opacity, { blur: 8 }, { scale: 0.8 } ], removal: [ opacity, { blur: 8 }, { scale: 0.8 } ] }
            Card().transition(.blurReplace)
            // reads: -
            // expect: { insertion: [ opacity, { blur: 8 }, { scale: 0.8 } ], removal: [ opacity, { blur: 8 }, { scale: 1.2 } ] }
            Card().transition(.blurReplace(.upUp))
            // refuse: takes .downUp or .upUp, found 3
            Card().transition(BlurReplaceTransition(configuration: 3))
            // refuse: with a Spring value is not evaluated
            Card().animation(.spring(.bouncy), value: on)
            // An instant animation is a duration of 0: out of MotionReel's range.
            // refuse: 'duration' must be between 0.001 and 60
            Card().animation(.snappy(duration: 0), value: on)
            // Geometry from layout cannot be known without laying out: matchedGeometryEffect is a
            // site, listed so that no motion of the app is left out, and never evaluated.
            // reads: -
            // refuse: a matchedGeometryEffect, which moves one view's frame to another's as they swap: MotionReel lists it but does not evaluate it yet
            Capsule().matchedGeometryEffect(id: "pill", in: space)
            // refuse: a 'for' loop is not evaluated
            Card().transition(.staggered)
            // refuse: calls nest more than 32 deep
            Card().transition(.spin(40))
            // reads: -
            // expect: { insertion: [ opacity ], removal: [ opacity ] }
            Card().transition(.spin(3))
            // refuse: stepped at 1/300 s
            Card().animation(.spring(response: 0.01, dampingFraction: 10), value: on)
            // refuse: the Int arithmetic overflows
            Card().transition(.far(9223372036854775807))
        }
    }
}

extension AnyTransition {
    // refuse: a 'for' loop is not evaluated
    static var staggered: AnyTransition {
        var transition = AnyTransition.opacity
        for _ in 0..<3 { transition = transition.combined(with: .opacity) }
        return transition
    }

    // reads: n
    // expect [n: 0]: { insertion: [ opacity ], removal: [ opacity ] }
    static func spin(_ n: Int) -> AnyTransition {
        n == 0 ? .opacity : spin(n - 1)
    }

    // reads: n
    // expect [n: 9]: { insertion: [ { offset: [10, 0] } ], removal: [ { offset: [10, 0] } ] }
    static func far(_ n: Int) -> AnyTransition {
        .offset(x: CGFloat(n + 1), y: 0)
    }
}

struct Corner: ViewModifier {
    var angle: Double
    func body(content: Content) -> some View { content.rotationEffect(.degrees(angle)) }
}

struct Pop: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : 0.5).opacity(phase.isIdentity ? 1 : 0)
    }
}
