import SwiftUI

/// Animations on views and around state changes, in the forms apps write them.
struct AnimationSites: View {
    @State private var expanded = false
    @State private var count = 0
    @State private var fast = false

    var body: some View {
        VStack {
            // The modifier with the value it watches, its arguments one per line.
            // reads: -
            // expect: { spring: { response: 0.7, dampingFraction: 0.68 } }
            Panel(expanded: expanded)
                .animation(
                    .spring(
                        response: 0.7,
                        dampingFraction: 0.68,
                        blendDuration: 0),
                    value: expanded)
            // The deprecated form, without a value, is a site too.
            // expect: easeInOut
            Counter(count: count).animation(.easeInOut)
            // expect: { spring: { response: 0.55, dampingFraction: 1 } }
            Counter(count: count).animation(.default, value: count)
            // A ternary between two animations, on state.
            // reads: fast
            // expect [fast: true]: { spring: { response: 0.15, dampingFraction: 0.86, blendDuration: 0.25 } }
            Counter(count: count).animation(fast ? .interactiveSpring() : .easeOut(duration: 0.4), value: count)
            // nil turns animation off; MotionReel animates every change, so it says so.
            // refuse: nil animation
            Counter(count: count).animation(nil, value: count)
            // Loops: a spinner that starts over, a pulse that goes there and back three times, and a
            // delay written before the repeat, which every cycle waits, then one after it, waited once.
            // expect: { linear: 1, repeat: { count: forever, autoreverses: false } }
            Counter(count: count).animation(.linear(duration: 1).repeatForever(autoreverses: false), value: count)
            // expect: { easeIn: 0.35, repeat: 3 }
            Counter(count: count).animation(.easeIn.repeatCount(3), value: count)
            // expect: { easeInOut: 0.35, delay: 0.5, repeat: { count: forever, delay: 0.2 } }
            Counter(count: count).animation(.easeInOut.delay(0.2).repeatForever().delay(0.5), value: count)
            // A negative delay after the repeat shortens its first wait (a shimmer's letters, each
            // ahead of the last); one that would start the motion partway through is refused.
            // expect: { linear: 0.5, delay: -0.05, repeat: { count: forever, autoreverses: false, delay: 2 } }
            Counter(count: count).animation(.linear(duration: 0.5).delay(2).repeatForever(autoreverses: false).delay(-0.05), value: count)
            // refuse: negative delay
            Counter(count: count).animation(.easeIn.delay(-0.1), value: count)
            // A transition's own animation is part of the transition, not a site of its own.
            // expect: { insertion: [ opacity ], removal: [ opacity ], tracks: { opacity: { linear: 0.2 } } }
            Badge().transition(.opacity.animation(.linear(duration: 0.2)))
        }
    }

    func toggle() {
        // withAnimation with an animation, and with none (SwiftUI's default, a spring).
        // expect: { spring: { duration: 0.35 } }
        withAnimation(.spring(duration: 0.35)) {
            expanded.toggle()
        }
        // expect: { spring: { response: 0.55, dampingFraction: 1 } }
        withAnimation {
            count += 1
        }
    }

    func reset() {
        // A completion after the body (iOS 17); the animation is the first argument.
        // expect: { easeOut: 0.25 }
        withAnimation(.easeOut(duration: 0.25)) {
            count = 0
        } completion: {
            expanded = false
        }
        // The body passed as an argument.
        // expect: { linear: 0.5 }
        withAnimation(Animation.linear(duration: 0.5), { fast = false })
        // A Binding's animation is a site: it animates the writes through the binding.
        // reads: -
        // expect: easeIn
        let binding = $expanded.animation(.easeIn)
        _ = binding
    }

    func transactions() {
        // The animation of the transaction it runs the closure in.
        // expect: { spring: { response: 0.3, dampingFraction: 0.6 } }
        withTransaction(Transaction(animation: .spring(response: 0.3, dampingFraction: 0.6))) {
            expanded = true
        }
        var transaction = Transaction()
        transaction.disablesAnimations = true
        // A transaction built elsewhere is not read.
        // refuse: MotionReel reads a withTransaction whose transaction is written Transaction(animation: …)
        withTransaction(transaction) {
            expanded = false
        }
    }
}

/// A modifier that fades its content in when it appears, after a delay: `duration` and `delay` are
/// set by the view that applies it (`.modifier(DelayedFade(duration: 0.4, delay: 0.1))`), so its own
/// site reads them as free variables a preset binds.
struct DelayedFade: ViewModifier {
    let duration: Double
    let delay: Double
    @State private var shown = false

    func body(content: Content) -> some View {
        content
            .opacity(shown ? 1 : 0)
            .onAppear {
                // reads: duration, delay
                // expect [duration: 0.4, delay: 0.1]: { easeInOut: 0.4, delay: 0.1 }
                withAnimation(.easeInOut(duration: duration).delay(delay)) { shown = true }
            }
    }
}
