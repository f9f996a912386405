import SwiftUI

// A row of dots, each created with how far it travels: the dot's own default (0) is not what the
// phone shows — SwiftUI renders each dot with what its parent passes (`PulseDot(travel: 40)`), so a
// tap moves the first dot 40 points, not 0. The catalogue films the dot as the first place in the
// folder creates it.

struct PulseDot: View {
    var travel: CGFloat = 0
    @State private var shift: CGFloat = 0

    var body: some View {
        Circle()
            .fill(Color.pink)
            .frame(width: 24, height: 24)
            // shows: a tap slides the dot `travel` points right (40, as PulseRow creates it) and the next tap back, with a snappy spring.
            // film: shift offsetX 0 -> 40 -> 0
            // animation: snappy | snappy
            .offset(x: shift)
            .onTapGesture {
                // shows: the tap moves the dot to its travel and back, inside withAnimation(.snappy).
                // decides: shift
                withAnimation(.snappy) { shift = shift == 0 ? travel : 0 }
            }
    }
}

struct PulseRow: View {
    var body: some View {
        HStack(spacing: 12) {
            PulseDot(travel: 40)
            PulseDot(travel: 20)
        }
    }
}
