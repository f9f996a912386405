import SwiftUI

// Branches as Swift runs them. The Next button steps 0 → 1 → 2 and then, because step < 2 no
// longer holds, back to 0: the marker slides 80 points a step and jumps home in the .snappy
// spring of the .animation(_:value:) that watches step. The mute switch's .onChange runs one
// branch per change: muting drops the level to 0 in a 0.2 s ease-out, unmuting raises it to 0.8
// in a 0.4 s ease-in — never both.

struct StepsView: View {
    @State private var step = 0

    var body: some View {
        VStack(spacing: 20) {
            Capsule()
                .fill(Color.indigo)
                // shows: the marker moves right 80 points at each of the first two taps and back to the start at the third, each in the snappy spring.
                // film: step offsetX 0 -> 80 -> 160 -> 0
                // animation: snappy | snappy | snappy
                .offset(x: CGFloat(step) * 80)
                .frame(width: 60, height: 8)
                .animation(.snappy, value: step)
            Button("Next") {
                if step < 2 {
                    step += 1
                } else {
                    step = 0
                }
            }
        }
    }
}

struct VolumeView: View {
    @State private var isMuted = false
    @State private var level = 0.8

    var body: some View {
        VStack(spacing: 20) {
            Rectangle()
                .fill(Color.teal)
                // shows: muting shrinks the bar to nothing in a 0.2 s ease-out; unmuting grows it back to 0.8 in a 0.4 s ease-in.
                // film: level scaleX 0.8 -> 0 -> 0.8
                // animation: { easeOut: 0.2 } | { easeIn: 0.4 }
                .scaleEffect(x: level, y: 1)
                .frame(width: 300, height: 12)
            Button("Mute") { isMuted.toggle() }
        }
        .onChange(of: isMuted) { _, muted in
            if muted {
                withAnimation(.easeOut(duration: 0.2)) { level = 0 }
            } else {
                withAnimation(.easeIn(duration: 0.4)) { level = 0.8 }
            }
        }
    }
}
