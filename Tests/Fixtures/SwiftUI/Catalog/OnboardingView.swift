import SwiftUI

// A three-page onboarding driven by an Int step: each page is inserted and removed by a switch,
// Next moves 0 → 1 → 2 with a spring, and the last page can replay the intro (2 → 0). The last
// page rises in through a custom ViewModifier transition, Lift.

struct Lift: ViewModifier {
    var amount: CGFloat

    func body(content: Content) -> some View {
        content
            .offset(y: amount)
            .opacity(amount == 0 ? 1 : 0)
    }
}

struct OnboardingPage: View {
    let symbol: String
    let title: String
    let message: String

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: symbol)
                .font(.system(size: 56))
            Text(title)
                .font(.title2.bold())
            Text(message)
                .font(.body)
                .multilineTextAlignment(.center)
        }
        .padding(24)
    }
}

struct OnboardingView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var step = 0

    var body: some View {
        VStack(spacing: 32) {
            ZStack {
                switch step {
                case 0:
                    OnboardingPage(symbol: "calendar", title: "Plan your week",
                                   message: "Drop tasks on the days that suit you.")
                        .frame(width: 320, height: 420)
                        .background(Color.orange)
                        .cornerRadius(24)
                        // shows: the first page slides in from the trailing edge when the intro is replayed and slides out to the leading edge when Next is tapped; each change takes the withAnimation around the assignment that makes it, as nothing on the way down replaces it.
                        // film: step transition
                        // effects: move leading | move trailing
                        // animation: { spring: { response: 0.35, dampingFraction: 0.7 } } | { easeOut: 0.25 }
                        .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))
                case 1:
                    OnboardingPage(symbol: "bell.badge", title: "Gentle reminders",
                                   message: "We nudge you once, at the time you pick.")
                        .frame(width: 320, height: 420)
                        .background(Color.teal)
                        .cornerRadius(24)
                        // shows: the second page slides in from the trailing edge on the first Next and out to the leading edge on the second, with the spring of the withAnimation that made each change.
                        // film: step transition
                        // effects: move trailing | move leading
                        // animation: { spring: { response: 0.35, dampingFraction: 0.7 } } | { spring: { response: 0.4, dampingFraction: 0.8 } }
                        .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))
                default:
                    OnboardingPage(symbol: "checkmark.seal", title: "You're set",
                                   message: "Your first week is ready.")
                        .frame(width: 320, height: 420)
                        .background(Color.indigo)
                        .cornerRadius(24)
                        // shows: the last page rises 24 points into place while fading in on the second Next, and sinks while fading out when the intro is replayed (Lift's active side, offset 24 and transparent); the withAnimation around each assignment gives the animation.
                        // film: step transition
                        // effects: offset 0 24, opacity | offset 0 24, opacity
                        // animation: { spring: { response: 0.4, dampingFraction: 0.8 } } | { easeOut: 0.25 }
                        .transition(.modifier(active: Lift(amount: 24), identity: Lift(amount: 0)))
                }
            }
            .frame(width: 320, height: 440)

            Text("Swipe or tap Next")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .frame(width: 200, height: 20)
                // shows: the hint stays while there is a next page and fades out on the last one, then back in when the intro is replayed; it takes the same withAnimation as the pages, step by step.
                // film: step opacity 1 -> 1 -> 0 -> 1
                // animation: { spring: { response: 0.35, dampingFraction: 0.7 } } | { spring: { response: 0.4, dampingFraction: 0.8 } } | { easeOut: 0.25 }
                .opacity(step == 2 ? 0 : 1)

            if step < 2 {
                // shows: the Next button has no .transition, so it fades (SwiftUI's default, .opacity): out when the second Next sets step to 2, with that calmer spring, and back in when the intro is replayed, with the ease-out.
                // film: step transition
                // effects: opacity | opacity
                // animation: { spring: { response: 0.4, dampingFraction: 0.8 } } | { easeOut: 0.25 }
                Button {
                    if step == 0 {
                        // shows: Next on the first page sets step to 1 inside withAnimation with a spring of response 0.35 and damping 0.7: the transaction of the 0 → 1 change for every view that shows it.
                        // decides: step
                        withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) {
                            step = 1
                        }
                    } else {
                        // shows: Next on the second page sets step to 2 inside withAnimation with a slower, calmer spring (response 0.4, damping 0.8): the transaction of the 1 → 2 change.
                        // decides: step
                        withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                            step = 2
                        }
                    }
                } label: {
                    Text("Next")
                        .font(.headline)
                        .foregroundStyle(.white)
                        .frame(width: 280, height: 52)
                        .background(Color.blue)
                        .cornerRadius(14)
                }
            } else {
                // shows: the last page's buttons fade in together (their VStack is the branch's view, with no .transition) when step becomes 2, and out when the intro is replayed.
                // film: step transition
                // effects: opacity | opacity
                // animation: { spring: { response: 0.4, dampingFraction: 0.8 } } | { easeOut: 0.25 }
                VStack(spacing: 12) {
                    Button {
                        dismiss()
                    } label: {
                        Text("Get started")
                            .font(.headline)
                            .foregroundStyle(.white)
                            .frame(width: 280, height: 52)
                            .background(Color.blue)
                            .cornerRadius(14)
                    }
                    Button("See the intro again") {
                        // shows: replaying the intro sets step back to 0 inside withAnimation(.easeOut(duration: 0.25)): the transaction of the 2 → 0 change, a quick ease-out rather than a spring.
                        // decides: step
                        withAnimation(.easeOut(duration: 0.25)) {
                            step = 0
                        }
                    }
                }
            }
        }
        .padding(.vertical, 32)
    }
}
