import SwiftUI

/// A habit calendar whose animations are written where they happen: in `withAnimation` calls.
/// `calendar-from-code` takes each of the calendar's animations from one of them, so changing a
/// curve here changes the next render.
struct CalendarView: View {
    @State private var appeared = false
    @State private var monthIndex = 0
    @State private var labelsShown = true
    @State private var pressedDay: Int?
    @State private var progress: [Int: Double] = [:]

    var body: some View {
        VStack(spacing: 12) {
            MonthLabels(monthIndex: monthIndex)
                .opacity(labelsShown ? 1 : 0)
            MonthGrid(monthIndex: monthIndex, appeared: appeared, pressedDay: pressedDay, progress: progress)
        }
        .onAppear(perform: appear)
    }

    /// The dials spring in when the calendar first shows (each row a little later: MonthGrid delays them).
    func appear() {
        withAnimation(.bouncy(duration: 0.6, extraBounce: -0.05)) {
            appeared = true
        }
    }

    /// Pages to the next month: the labels fade out while the grid pages, then the new labels fade in.
    func showNextMonth() {
        withAnimation(.easeOut(duration: 0.15)) {
            labelsShown = false
        }
        withAnimation(.spring(response: 0.45, dampingFraction: 0.8)) {
            monthIndex += 1
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.15) {
            withAnimation(.easeIn(duration: 0.25)) {
                labelsShown = true
            }
        }
    }

    /// A tap presses the dial, then lets it go.
    func tap(_ day: Int) {
        withAnimation(.easeInOut(duration: 0.12)) {
            pressedDay = day
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.12) {
            withAnimation(.easeInOut(duration: 0.12)) {
                pressedDay = nil
            }
        }
    }

    /// A day's ring fills to its new progress.
    func fill(_ day: Int, to value: Double) {
        withAnimation(.easeInOut(duration: 0.6)) {
            progress[day] = value
        }
    }
}
