import SwiftUI

// A loader screen whose state is numbers and angles: a dot that drops on a tap and rises on the
// next, a square that turns a quarter further on every tap, a badge that flips over, and a
// greeting that fades in once when the screen appears. Each is filmed with the values the code
// assigns, in order, and never going back unless the code sets it back: `turn += .degrees(90)`
// only ever turns further, and nothing sets `appeared` to false again.

struct LoaderView: View {
    @State private var drop: CGFloat = 0
    @State private var turn = Angle.zero
    @State private var flip = Double.zero
    @State private var appeared = false

    var body: some View {
        VStack(spacing: 32) {
            Circle()
                .fill(Color.orange)
                .frame(width: 40, height: 40)
                // shows: the dot drops 120 points on a tap and rises back on the next (the tap sets 120 when it is at 0, and 0 otherwise); the withAnimation(.spring(duration: 0.5)) around it springs both.
                // film: drop offsetY 0 -> 120 -> 0
                // animation: { spring: { duration: 0.5 } } | { spring: { duration: 0.5 } }
                .offset(y: drop)
            RoundedRectangle(cornerRadius: 8)
                .fill(Color.teal)
                .frame(width: 80, height: 80)
                // shows: the square turns a quarter turn further on each tap, linearly over a second; `turn += .degrees(90)` adds to the angle before, so a tap never turns it back.
                // film: turn rotation 0 -> 90
                // animation: { linear: 1 }
                .rotationEffect(turn)
            Text("Badge")
                .frame(width: 120, height: 44)
                .background(Color.indigo)
                // shows: the badge flips half a turn about its horizontal axis on a tap, with SwiftUI's default animation (withAnimation with no argument); `flip += 180` only adds.
                // film: flip rotation3D.angle 0 -> 180
                // animation: default
                .rotation3DEffect(.degrees(flip), axis: (x: 1, y: 0, z: 0))
            Text("Hello")
                .frame(width: 160, height: 44)
                // shows: the greeting fades in over 0.4 s when the screen appears, and stays: no code sets appeared back to false.
                // film: appeared opacity 0 -> 1
                // animation: { easeOut: 0.4 }
                .opacity(appeared ? 1 : 0)
        }
        .onAppear {
            // shows: the screen's appearance sets appeared to true inside withAnimation(.easeOut(duration: 0.4)): the greeting's fade.
            // decides: appeared
            withAnimation(.easeOut(duration: 0.4)) { appeared = true }
        }
        .onTapGesture {
            // shows: a tap drops the dot when it is up and raises it when it is down, with a 0.5 s spring.
            // decides: drop
            withAnimation(.spring(duration: 0.5)) { drop = drop == 0 ? 120 : 0 }
            // shows: a tap turns the square a quarter further, linearly over a second.
            // decides: turn
            withAnimation(.linear(duration: 1)) { turn += .degrees(90) }
            // shows: a tap flips the badge half a turn with SwiftUI's default animation.
            // decides: flip
            withAnimation { flip += 180 }
        }
    }
}
