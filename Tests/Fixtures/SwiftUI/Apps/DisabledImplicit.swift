import SwiftUI

// The screen turns off implicit animations above its pages:
// .transaction { t in t.disablesAnimations = true } outside an .animation(.easeIn(duration: 0.5), value: step).
// The buttons change the step inside withAnimation(.smooth).
//
// SwiftUI shows: .smooth (response 0.5, damping fraction 1) — disablesAnimations keeps the
// .animation(_:value:) modifiers inside from replacing the explicit animation.

struct WelcomeStep: View { var body: some View { Text("Welcome") } }
struct PermissionsStep: View { var body: some View { Text("Permissions") } }
struct FinishStep: View { var body: some View { Text("Finish") } }

struct OnboardingFlow: View {
    @State private var step = 0

    var body: some View {
        VStack {
            ZStack {
                switch step {
                case 0: WelcomeStep().transition(.slide)
                case 1: PermissionsStep().transition(.slide)
                default: FinishStep().transition(.slide)
                }
            }
            .animation(.easeIn(duration: 0.5), value: step)
            .transaction { t in
                t.disablesAnimations = true
            }
            Button("Next") {
                withAnimation(.smooth) { step = (step + 1) % 3 }
            }
        }
    }
}
