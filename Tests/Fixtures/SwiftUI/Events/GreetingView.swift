import SwiftUI

// A greeting that waits before it speaks: the .task sleeps 0.8 s, fades the greeting in over
// 0.3 s, sleeps 2 s more and fades it out. The waits are real time from the view's appearance,
// so the greeting comes at 0.8 s and goes at 2.8 s.

struct GreetingView: View {
    @State private var showsGreeting = false

    var body: some View {
        VStack {
            if showsGreeting {
                Text("Welcome back")
                    // shows: nothing for 0.8 s, then the greeting fades in over 0.3 s (ease-in); at 2.8 s it fades out over 0.3 s (ease-out), never to return.
                    // film: showsGreeting transition
                    // effects: opacity | opacity
                    // animation: { easeIn: 0.3 } | { easeOut: 0.3 }
                    // at: 0.8 | 2.8
                    .transition(.opacity)
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(0.8))
            withAnimation(.easeIn(duration: 0.3)) {
                showsGreeting = true
            }
            try? await Task.sleep(for: .seconds(2))
            withAnimation(.easeOut(duration: 0.3)) {
                showsGreeting = false
            }
        }
    }
}
